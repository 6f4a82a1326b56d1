package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.MarkedTypes;
import io.hotrow.rewrite.dialect.JsonVarchar;
import io.hotrow.rewrite.dialect.JsonPathVarchar;
import io.hotrow.rewrite.dialect.RegtypeVarchar;
import java.sql.Types;
import java.util.Locale;

/**
 * The PostgreSQL type of an H2 value type, with what pgjdbc's ResultSetMetaData says of a column of
 * it without a type modifier: its JDBC type, Java class, precision, scale and display size. The wire
 * server sends these types' oids, so both paths name a result's types alike. Classes are those
 * the engine's getObject returns (pgjdbc's PGobject and PGInterval where the application has pgjdbc; see {@link PgObjects} and
 * {@link PgIntervals}).
 */
public enum PostgresType {
    BOOL("bool", Types.BIT, "java.lang.Boolean", 1, 0, 1),
    INT2("int2", Types.SMALLINT, "java.lang.Integer", 5, 0, 6),
    INT4("int4", Types.INTEGER, "java.lang.Integer", 10, 0, 11),
    INT8("int8", Types.BIGINT, "java.lang.Long", 19, 0, 20),
    /** Without a declared precision: pgjdbc's numeric display size for typmod -1. */
    NUMERIC("numeric", Types.NUMERIC, "java.math.BigDecimal", 0, 0, 131089),
    FLOAT4("float4", Types.REAL, "java.lang.Float", 8, 8, 15),
    FLOAT8("float8", Types.DOUBLE, "java.lang.Double", 17, 17, 25),
    BPCHAR("bpchar", Types.CHAR, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    VARCHAR("varchar", Types.VARCHAR, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    TEXT("text", Types.VARCHAR, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    /** pg_catalog's names ({@link MarkedTypes}). */
    NAME("name", Types.VARCHAR, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    BYTEA("bytea", Types.BINARY, "[B", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    DATE("date", Types.DATE, "java.sql.Date", 13, 0, 13),
    TIME("time", Types.TIME, "java.sql.Time", 15, 6, 15),
    TIMETZ("timetz", Types.TIME, "java.sql.Time", 21, 6, 21),
    TIMESTAMP("timestamp", Types.TIMESTAMP, "java.sql.Timestamp", 29, 6, 29),
    TIMESTAMPTZ("timestamptz", Types.TIMESTAMP, "java.sql.Timestamp", 35, 6, 35),
    INTERVAL("interval", Types.OTHER, PgIntervals.className(), 49, 6, 49),
    JSON("json", Types.OTHER, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    JSONB("jsonb", Types.OTHER, PgObjects.className(), Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    /** pg_typeof's result ({@link RegtypeVarchar}): pgjdbc reads a PGobject of its text. */
    REGTYPE("regtype", Types.OTHER, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    /** A jsonpath cast's result ({@link JsonPathVarchar}): pgjdbc reads a PGobject of its text. */
    JSONPATH("jsonpath", Types.OTHER, "java.lang.String", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    UUID("uuid", Types.OTHER, "java.util.UUID", Integer.MAX_VALUE, 0, Integer.MAX_VALUE),
    RECORD("record", Types.OTHER, "java.lang.Object", Integer.MAX_VALUE, 0, Integer.MAX_VALUE);

    /** H2's length of an unbounded character string: PostgreSQL's text. */
    public static final long UNBOUNDED = 1_000_000_000L;

    private final String pgName;
    private final int jdbcType;
    private final String className;
    private final int precision;
    private final int scale;
    private final int displaySize;

    PostgresType(String pgName, int jdbcType, String className, int precision, int scale, int displaySize) {
        this.pgName = pgName;
        this.jdbcType = jdbcType;
        this.className = className;
        this.precision = precision;
        this.scale = scale;
        this.displaySize = displaySize;
    }

    /**
     * The type of a scalar H2 type, named as H2's metadata names it, of that precision (an unbounded varchar is text, one of
     * {@link JsonVarchar#LENGTH} a json, one of {@link MarkedTypes#NAME_LENGTH} a name).
     */
    public static PostgresType of(String h2TypeName, long precision) {
        String name = h2TypeName == null ? "" : h2TypeName.toUpperCase(Locale.ROOT);
        if (name.startsWith("INTERVAL")) {
            return INTERVAL;
        }
        return switch (name) {
            case "BOOLEAN" -> BOOL;
            case "TINYINT", "SMALLINT" -> INT2;
            case "INTEGER" -> INT4;
            case "BIGINT" -> INT8;
            case "NUMERIC", "DECIMAL", "DECFLOAT" -> NUMERIC;
            case "REAL" -> FLOAT4;
            case "DOUBLE PRECISION", "FLOAT" -> FLOAT8;
            case "CHARACTER", "CHAR" -> BPCHAR;
            case "CHARACTER VARYING", "VARCHAR", "VARCHAR_IGNORECASE" -> precision == JsonVarchar.LENGTH ? JSON
                    : precision == MarkedTypes.NAME_LENGTH ? NAME
                    : precision == RegtypeVarchar.LENGTH ? REGTYPE : precision == JsonPathVarchar.LENGTH ? JSONPATH
                    : precision >= UNBOUNDED ? TEXT : VARCHAR;
            case "BINARY", "BINARY VARYING", "BINARY LARGE OBJECT", "JAVA_OBJECT", "GEOMETRY" -> BYTEA;
            case "DATE" -> DATE;
            case "TIME" -> TIME;
            case "TIME WITH TIME ZONE" -> TIMETZ;
            case "TIMESTAMP" -> TIMESTAMP;
            case "TIMESTAMP WITH TIME ZONE" -> TIMESTAMPTZ;
            case "JSON" -> JSONB;
            case "UUID" -> UUID;
            case "ROW" -> RECORD;
            default -> TEXT; // text, character large object, enum, an untyped NULL (PostgreSQL's unknown literal is text)
        };
    }

    /**
     * The element type of an H2 array type name ({@code CHARACTER VARYING(500000000) ARRAY}, of {@link #elementOf}): an
     * element's declared size is no type modifier of PostgreSQL's arrays, except the length that marks a name ({@code _name}).
     */
    public static PostgresType ofElement(String h2TypeName) {
        boolean names = h2TypeName.toUpperCase(Locale.ROOT).startsWith("CHARACTER VARYING(" + MarkedTypes.NAME_LENGTH + ")");
        return of(elementOf(h2TypeName), names ? MarkedTypes.NAME_LENGTH : UNBOUNDED);
    }

    /** The element type name of an H2 array type name ({@code INTEGER ARRAY}, {@code CHARACTER VARYING(20) ARRAY}), or null. */
    public static String elementOf(String h2TypeName) {
        String name = h2TypeName == null ? "" : h2TypeName.toUpperCase(Locale.ROOT);
        return name.endsWith(" ARRAY") ? name.substring(0, name.length() - " ARRAY".length()).replaceAll("\\(.*\\)", "") : null;
    }

    /** The scalar type pg_type names {@code typname}, or null for one not here. */
    static PostgresType named(String typname) {
        for (PostgresType type : values()) {
            if (type.pgName.equals(typname)) {
                return type;
            }
        }
        return null;
    }

    /** java.sql.Types of the type pgjdbc names {@code typname} ({@code int4}, {@code _int4}), or null for one not here. */
    static Integer jdbcTypeOf(String typname) {
        PostgresType scalar = named(typname);
        return typname.startsWith("_") ? Integer.valueOf(Types.ARRAY) : scalar == null ? null : scalar.jdbcType;
    }

    /** pgjdbc's name of an auto-incremented column of this type (identity or defaulted by nextval), or null when not an integer. */
    String serialName() {
        return switch (this) {
            case INT2 -> "smallserial";
            case INT4 -> "serial";
            case INT8 -> "bigserial";
            default -> null;
        };
    }

    /** The vector type whose elements are of this type ({@link MarkedTypes#VECTOR_CARDINALITY}), or null. */
    String vectorName() {
        return switch (this) {
            case INT2 -> "int2vector";
            case INT4 -> "oidvector";
            default -> null;
        };
    }

    /** pg_type's typname: {@code int4}, {@code timestamptz}. */
    public String pgName() {
        return pgName;
    }

    int jdbcType() {
        return jdbcType;
    }

    String className() {
        return className;
    }

    int precision() {
        return precision;
    }

    int scale() {
        return scale;
    }

    int displaySize() {
        return displaySize;
    }

    /** pgjdbc's isSigned: the numeric types. */
    boolean signed() {
        return this == INT2 || this == INT4 || this == INT8 || this == NUMERIC || this == FLOAT4 || this == FLOAT8;
    }

    /** pgjdbc's isCaseSensitive: all but numbers, booleans and dates and times. */
    boolean caseSensitive() {
        return !signed() && this != BOOL && this != DATE && this != TIME && this != TIMETZ && this != TIMESTAMP && this != TIMESTAMPTZ
                && this != INTERVAL;
    }
}
