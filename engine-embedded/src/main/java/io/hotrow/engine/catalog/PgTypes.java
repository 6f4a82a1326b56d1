package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.JsonVarchar;
import io.hotrow.rewrite.dialect.JsonPathVarchar;
import io.hotrow.rewrite.dialect.RegtypeVarchar;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.h2.engine.Constants;
import org.h2.value.TypeInfo;
import org.h2.value.Value;

/**
 * PostgreSQL's built-in types, with their fixed oids, and the PostgreSQL type of each H2 column
 * type. H2's JSON type holds jsonb values; a json is a varchar of a length that marks it
 * ({@link JsonVarchar}), and so is a pg_catalog name ({@link MarkedTypes}); an unbounded {@code varchar} is H2's {@code text},
 * shown as text; inet and cidr columns are strings on the engine (see the dialect shim), so they show as varchar.
 */
final class PgTypes {

    static final int DEFAULT_COLLATION = 100;
    static final PgType BOOL = base(16, "bool", "boolean", 1, true, 'B', 'c', "boolin", 1000, true);
    static final PgType BYTEA = base(17, "bytea", "bytea", -1, false, 'U', 'i', "byteain", 1001, false);
    static final PgType CHAR = base(18, "char", "\"char\"", 1, true, 'Z', 'c', "charin", 1002, false);
    static final PgType NAME = base(19, "name", "name", 64, false, 'S', 'c', "namein", 1003, false);
    static final PgType INT8 = base(20, "int8", "bigint", 8, true, 'N', 'd', "int8in", 1016, false);
    static final PgType INT2 = base(21, "int2", "smallint", 2, true, 'N', 's', "int2in", 1005, false);
    static final PgType INT2VECTOR = base(22, "int2vector", "int2vector", -1, false, 'A', 'i', "int2vectorin", 1006, false);
    static final PgType INT4 = base(23, "int4", "integer", 4, true, 'N', 'i', "int4in", 1007, false);
    static final PgType REGPROC = base(24, "regproc", "regproc", 4, true, 'N', 'i', "regprocin", 1008, false);
    static final PgType TEXT = base(25, "text", "text", -1, false, 'S', 'i', "textin", 1009, true);
    static final PgType OID = base(26, "oid", "oid", 4, true, 'N', 'i', "oidin", 1028, true);
    static final PgType OIDVECTOR = base(30, "oidvector", "oidvector", -1, false, 'A', 'i', "oidvectorin", 1013, false);
    static final PgType JSON = base(114, "json", "json", -1, false, 'U', 'i', "json_in", 199, false);
    static final PgType XML = base(142, "xml", "xml", -1, false, 'U', 'i', "xml_in", 143, false);
    static final PgType CIDR = base(650, "cidr", "cidr", -1, false, 'I', 'i', "cidr_in", 651, false);
    static final PgType FLOAT4 = base(700, "float4", "real", 4, true, 'N', 'i', "float4in", 1021, false);
    static final PgType FLOAT8 = base(701, "float8", "double precision", 8, true, 'N', 'd', "float8in", 1022, true);
    static final PgType UNKNOWN = base(705, "unknown", "unknown", -2, false, 'X', 'c', "unknownin", 0, false);
    static final PgType MONEY = base(790, "money", "money", 8, true, 'N', 'd', "cash_in", 791, false);
    static final PgType INET = base(869, "inet", "inet", -1, false, 'I', 'i', "inet_in", 1041, true);
    static final PgType BPCHAR = base(1042, "bpchar", "character", -1, false, 'S', 'i', "bpcharin", 1014, false);
    static final PgType VARCHAR = base(1043, "varchar", "character varying", -1, false, 'S', 'i', "varcharin", 1015, false);
    static final PgType DATE = base(1082, "date", "date", 4, true, 'D', 'i', "date_in", 1182, false);
    static final PgType TIME = base(1083, "time", "time without time zone", 8, true, 'D', 'd', "time_in", 1183, false);
    static final PgType TIMESTAMP = base(1114, "timestamp", "timestamp without time zone", 8, true, 'D', 'd', "timestamp_in", 1115, false);
    static final PgType TIMESTAMPTZ = base(1184, "timestamptz", "timestamp with time zone", 8, true, 'D', 'd', "timestamptz_in", 1185, true);
    static final PgType INTERVAL = base(1186, "interval", "interval", 16, false, 'T', 'd', "interval_in", 1187, true);
    static final PgType TIMETZ = base(1266, "timetz", "time with time zone", 12, false, 'D', 'd', "timetz_in", 1270, false);
    static final PgType BIT = base(1560, "bit", "bit", -1, false, 'V', 'i', "bit_in", 1561, false);
    static final PgType VARBIT = base(1562, "varbit", "bit varying", -1, false, 'V', 'i', "varbit_in", 1563, true);
    static final PgType NUMERIC = base(1700, "numeric", "numeric", -1, false, 'N', 'i', "numeric_in", 1231, false);
    static final PgType REGCLASS = base(2205, "regclass", "regclass", 4, true, 'N', 'i', "regclassin", 2210, false);
    static final PgType REGTYPE = base(2206, "regtype", "regtype", 4, true, 'N', 'i', "regtypein", 2211, false);
    static final PgType RECORD = base(2249, "record", "record", -1, false, 'P', 'd', "record_in", 2287, false);
    static final PgType VOID = base(2278, "void", "void", 4, true, 'P', 'i', "void_in", 0, false);
    static final PgType UUID = base(2950, "uuid", "uuid", 16, false, 'U', 'c', "uuid_in", 2951, false);
    static final PgType JSONB = base(3802, "jsonb", "jsonb", -1, false, 'U', 'i', "jsonb_in", 3807, false);
    static final PgType JSONPATH = base(4072, "jsonpath", "jsonpath", -1, false, 'U', 'i', "jsonpath_in", 4073, false);

    private static final List<PgType> BASE = List.of(BOOL, BYTEA, CHAR, NAME, INT8, INT2, INT2VECTOR, INT4, REGPROC, TEXT, OID,
            OIDVECTOR, JSON, XML, CIDR, FLOAT4, FLOAT8, UNKNOWN, MONEY, INET, BPCHAR, VARCHAR, DATE, TIME, TIMESTAMP, TIMESTAMPTZ,
            INTERVAL, TIMETZ, BIT, VARBIT, NUMERIC, REGCLASS, REGTYPE, RECORD, VOID, UUID, JSONB, JSONPATH);
    private static final List<PgType> ALL;
    private static final Map<Integer, PgType> BY_OID = new HashMap<>();

    static {
        List<PgType> all = new ArrayList<>(BASE);
        for (PgType type : BASE) {
            if (type.array() != 0) {
                all.add(new PgType(type.array(), "_" + type.name(), type.sqlName() + "[]", -1, false, 'A', type.alignment() == 'd' ? 'd' : 'i',
                        "array_in", 0, type.oid(), false));
            }
        }
        ALL = Collections.unmodifiableList(all);
        for (PgType type : ALL) {
            BY_OID.put(type.oid(), type);
        }
    }

    private PgTypes() {
    }

    private static PgType base(int oid, String name, String sqlName, int length, boolean byValue, char category, char alignment,
            String input, int array, boolean preferred) {
        return new PgType(oid, name, sqlName, length, byValue, category, alignment, input, array, 0, preferred);
    }

    /** Every built-in type the catalog lists, base types first. */
    static List<PgType> all() {
        return ALL;
    }

    /** PostgreSQL's spellings of built-in types that are neither a typname nor format_type's name (its grammar's aliases). */
    private static final Map<String, String> ALIASES = Map.of("int", "int4", "dec", "numeric", "decimal", "numeric", "char", "bpchar",
            "float", "float8");

    /**
     * The typname of a type as SQL writes it ({@code int}, {@code varchar(20)}, {@code timestamp(3) with time zone},
     * {@code integer[]}), as regtype's input reads it; null for a type the catalog does not list.
     */
    static String typname(String written) {
        String name = written.trim().toLowerCase(Locale.ROOT).replaceAll("\\([^)]*\\)", "").replaceAll("\\s+", " ").replace(" [", "[");
        boolean array = name.endsWith("[]");
        name = name.replaceAll("(\\[])+$", "").replaceFirst("^pg_catalog\\.", "").trim();
        String known = ALIASES.getOrDefault(name, name);
        for (PgType type : BASE) {
            if (type.name().equals(known) || type.sqlName().equals(known)) {
                return array ? "_" + type.name() : type.name();
            }
        }
        return null;
    }

    /**
     * A type as regtype's output names it ({@code integer}, {@code text[]}), by pg_type's typname
     * ({@code int4}, {@code _text}); a typname the catalog does not list stays as it is.
     */
    static String regtypeName(String typname) {
        for (PgType type : ALL) {
            if (type.name().equals(typname)) {
                return type.sqlName();
            }
        }
        return typname;
    }

    /** The oid of the type regtype's output names so ({@code integer}, {@code text[]}), or null for one not listed. */
    static Integer oidOf(String regtypeName) {
        for (PgType type : ALL) {
            if (type.sqlName().equals(regtypeName)) {
                return type.oid();
            }
        }
        return null;
    }

    /** The type with {@code oid}, or null. */
    static PgType byOid(int oid) {
        return BY_OID.get(oid);
    }

    /** The PostgreSQL type an H2 column type is shown as. */
    static PgType of(TypeInfo type) {
        if (type.getValueType() == Value.ARRAY) {
            PgType element = of((TypeInfo) type.getExtTypeInfo());
            PgType array = element.array() != 0 ? byOid(element.array()) : null;
            return array != null ? array : byOid(TEXT.array());
        }
        return of(type.getValueType(), type.getPrecision());
    }

    /** The PostgreSQL type of a scalar H2 type ({@link Value}'s type numbers) with that precision. */
    static PgType of(int valueType, long precision) {
        return switch (valueType) {
            case Value.BOOLEAN -> BOOL;
            case Value.TINYINT, Value.SMALLINT -> INT2;
            case Value.INTEGER -> INT4;
            case Value.BIGINT -> INT8;
            case Value.NUMERIC, Value.DECFLOAT -> NUMERIC;
            case Value.REAL -> FLOAT4;
            case Value.DOUBLE -> FLOAT8;
            case Value.CHAR -> BPCHAR;
            case Value.VARCHAR, Value.VARCHAR_IGNORECASE -> precision == JsonVarchar.LENGTH ? JSON : precision == MarkedTypes.NAME_LENGTH ? NAME
                    : precision == RegtypeVarchar.LENGTH ? REGTYPE : precision == JsonPathVarchar.LENGTH ? JSONPATH
                    : precision >= Constants.MAX_STRING_LENGTH ? TEXT : VARCHAR;
            case Value.CLOB, Value.ENUM -> TEXT;
            case Value.BINARY, Value.VARBINARY, Value.BLOB, Value.JAVA_OBJECT, Value.GEOMETRY -> BYTEA;
            case Value.DATE -> DATE;
            case Value.TIME -> TIME;
            case Value.TIME_TZ -> TIMETZ;
            case Value.TIMESTAMP -> TIMESTAMP;
            case Value.TIMESTAMP_TZ -> TIMESTAMPTZ;
            case Value.JSON -> JSONB;
            case Value.UUID -> UUID;
            case Value.ROW -> RECORD;
            default -> valueType >= Value.INTERVAL_YEAR && valueType <= Value.INTERVAL_MINUTE_TO_SECOND ? INTERVAL : UNKNOWN;
        };
    }

    /**
     * atttypmod: the declared length of character types plus 4, the declared precision and scale
     * of numeric, the fractional seconds of time types when not the default 6; -1 otherwise.
     */
    static int typmod(TypeInfo type) {
        PgType pg = of(type);
        if (pg == VARCHAR || pg == BPCHAR) {
            return (int) type.getPrecision() + 4;
        }
        if (pg == NUMERIC && type.getValueType() == Value.NUMERIC && type.getDeclaredPrecision() >= 0) {
            return (int) ((type.getDeclaredPrecision() << 16) | Math.max(type.getDeclaredScale(), 0)) + 4;
        }
        if ((pg == TIME || pg == TIMETZ || pg == TIMESTAMP || pg == TIMESTAMPTZ) && type.getScale() != 6) {
            return type.getScale();
        }
        return -1;
    }

    /** {@code format_type(oid, typmod)}: the type's SQL name with its modifiers, as PostgreSQL prints it. */
    static String format(int oid, int typmod) {
        PgType type = byOid(oid);
        if (type == null) {
            return "???";
        }
        if (type.isArray()) {
            return format(type.element(), typmod) + "[]";
        }
        if (typmod < 0) {
            return type == BPCHAR ? "bpchar" : type.sqlName();
        }
        if (type == VARCHAR || type == BPCHAR) {
            return type.sqlName() + "(" + (typmod - 4) + ")";
        }
        if (type == NUMERIC) {
            int precisionAndScale = typmod - 4;
            return "numeric(" + (precisionAndScale >> 16) + "," + (precisionAndScale & 0xffff) + ")";
        }
        if (type == TIME || type == TIMESTAMP || type == TIMETZ || type == TIMESTAMPTZ) {
            int space = type.sqlName().indexOf(' ');
            return type.sqlName().substring(0, space) + "(" + typmod + ")" + type.sqlName().substring(space);
        }
        return type.sqlName();
    }
}
