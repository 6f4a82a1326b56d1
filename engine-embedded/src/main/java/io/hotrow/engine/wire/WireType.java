package io.hotrow.engine.wire;

import io.hotrow.engine.jdbc.PostgresType;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The PostgreSQL types the server sends and receives, with their fixed oids and lengths (-1:
 * variable), and for arrays their element type. The oids agree with the engine's pg_type.
 */
enum WireType {
    BOOL(16, 1),
    BYTEA(17, -1),
    NAME(19, 64),
    INT8(20, 8),
    INT2(21, 2),
    INT4(23, 4),
    TEXT(25, -1),
    OID(26, 4),
    JSON(114, -1),
    FLOAT4(700, 4),
    FLOAT8(701, 8),
    UNKNOWN(705, -2),
    BPCHAR(1042, -1),
    VARCHAR(1043, -1),
    DATE(1082, 4),
    TIME(1083, 8),
    TIMESTAMP(1114, 8),
    TIMESTAMPTZ(1184, 8),
    INTERVAL(1186, 16),
    TIMETZ(1266, 12),
    NUMERIC(1700, -1),
    /** pg_typeof's result: its text in text format, the type's oid in binary, as regtypesend writes it. */
    REGTYPE(2206, 4),
    RECORD(2249, -1),
    UUID(2950, 16),
    JSONB(3802, -1),
    /** Its text; in binary a version byte (1) before it, as jsonb's. */
    JSONPATH(4072, -1),
    BOOL_ARRAY(1000, BOOL),
    BYTEA_ARRAY(1001, BYTEA),
    NAME_ARRAY(1003, NAME),
    INT2_ARRAY(1005, INT2),
    INT4_ARRAY(1007, INT4),
    TEXT_ARRAY(1009, TEXT),
    BPCHAR_ARRAY(1014, BPCHAR),
    VARCHAR_ARRAY(1015, VARCHAR),
    INT8_ARRAY(1016, INT8),
    FLOAT4_ARRAY(1021, FLOAT4),
    FLOAT8_ARRAY(1022, FLOAT8),
    OID_ARRAY(1028, OID),
    TIMESTAMP_ARRAY(1115, TIMESTAMP),
    DATE_ARRAY(1182, DATE),
    TIME_ARRAY(1183, TIME),
    TIMESTAMPTZ_ARRAY(1185, TIMESTAMPTZ),
    INTERVAL_ARRAY(1187, INTERVAL),
    NUMERIC_ARRAY(1231, NUMERIC),
    UUID_ARRAY(2951, UUID),
    JSON_ARRAY(199, JSON),
    JSONB_ARRAY(3807, JSONB),
    /** Written {@code 5 2} in text; an array in binary, as PostgreSQL's int2vector_send writes it. */
    INT2VECTOR(22, INT2),
    OIDVECTOR(30, OID);

    private static final Map<Integer, WireType> BY_OID = new HashMap<>();
    /** By pg_type's typname ({@code int4}, {@code _int4}), and pgjdbc's names of auto-incremented integers. */
    private static final Map<String, WireType> BY_NAME = new HashMap<>(Map.of("smallserial", INT2, "serial", INT4, "bigserial", INT8));

    static {
        for (WireType type : values()) {
            BY_OID.put(type.oid, type);
            BY_NAME.put(type.typname(), type);
        }
    }

    private final int oid;
    private final int length;
    private final WireType element;

    WireType(int oid, int length) {
        this.oid = oid;
        this.length = length;
        this.element = null;
    }

    WireType(int oid, WireType element) {
        this.oid = oid;
        this.length = -1;
        this.element = element;
    }

    int oid() {
        return oid;
    }

    int length() {
        return length;
    }

    /** The element type of an array type, or null. */
    WireType element() {
        return element;
    }

    /** The array type whose elements are this type, or null. */
    WireType array() {
        for (WireType type : values()) {
            if (type.element == this && !type.isVector()) {
                return type;
            }
        }
        return null;
    }

    /** pg_type's typname: {@code int4}, {@code _int4} for an array. */
    String typname() {
        return element == null || isVector() ? name().toLowerCase(Locale.ROOT) : "_" + element.typname();
    }

    /** The type a result column's type name names; text for one the server does not know. */
    static WireType byName(String typname) {
        return BY_NAME.getOrDefault(typname, TEXT);
    }

    /** The type the server sends for a value of {@code type}. */
    static WireType of(PostgresType type) {
        return byName(type.pgName());
    }

    /** The type with {@code oid}, or null for one the server does not know (0, unspecified, included). */
    static WireType byOid(int oid) {
        return BY_OID.get(oid);
    }

    /** Whether it is one of PostgreSQL's vector types, arrays written space-separated. */
    boolean isVector() {
        return this == INT2VECTOR || this == OIDVECTOR;
    }

    /** Whether values travel as their UTF-8 text in both formats. */
    boolean isText() {
        return this == TEXT || this == VARCHAR || this == BPCHAR || this == NAME || this == UNKNOWN || this == JSON;
    }
}
