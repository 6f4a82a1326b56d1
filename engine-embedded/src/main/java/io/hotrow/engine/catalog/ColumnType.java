package io.hotrow.engine.catalog;

import java.sql.Types;
import java.util.Locale;
import org.h2.value.TypeInfo;
import org.h2.value.Value;

/**
 * The PostgreSQL types catalog columns have, and the H2 type each is presented as. Oids are
 * INTEGER, as H2's {@code ::regclass} returns them, so they compare without casts.
 */
enum ColumnType {
    OID("oid", "INTEGER", Types.INTEGER, TypeInfo.TYPE_INTEGER),
    NAME("name", "CHARACTER VARYING", "(" + MarkedTypes.NAME_LENGTH + ")", Types.VARCHAR,
            TypeInfo.getTypeInfo(Value.VARCHAR, MarkedTypes.NAME_LENGTH, -1, null)),
    TEXT("text", "CHARACTER VARYING", Types.VARCHAR, TypeInfo.TYPE_VARCHAR),
    /** PostgreSQL's one-byte {@code "char"} (relkind, contype, ...). */
    CHAR("char", "CHARACTER VARYING", Types.VARCHAR, TypeInfo.TYPE_VARCHAR),
    BOOL("bool", "BOOLEAN", Types.BOOLEAN, TypeInfo.TYPE_BOOLEAN),
    INT2("int2", "SMALLINT", Types.SMALLINT, TypeInfo.TYPE_SMALLINT),
    INT4("int4", "INTEGER", Types.INTEGER, TypeInfo.TYPE_INTEGER),
    INT8("int8", "BIGINT", Types.BIGINT, TypeInfo.TYPE_BIGINT),
    FLOAT4("float4", "REAL", Types.REAL, TypeInfo.TYPE_REAL),
    FLOAT8("float8", "DOUBLE PRECISION", Types.DOUBLE, TypeInfo.TYPE_DOUBLE),
    TIMESTAMPTZ("timestamptz", "TIMESTAMP WITH TIME ZONE", Types.TIMESTAMP_WITH_TIMEZONE,
            TypeInfo.getTypeInfo(Value.TIMESTAMP_TZ, -1, -1, null)),
    /** int2[]: H2 arrays count from 1, as PostgreSQL's do. */
    INT2_ARRAY("int2[]", "SMALLINT ARRAY", Types.ARRAY, array(TypeInfo.TYPE_SMALLINT, -1)),
    /** int2vector, an H2 array too; its cardinality marks it ({@link MarkedTypes}). */
    INT2VECTOR("int2vector", "SMALLINT ARRAY", "[" + MarkedTypes.VECTOR_CARDINALITY + "]", Types.ARRAY,
            array(TypeInfo.TYPE_SMALLINT, MarkedTypes.VECTOR_CARDINALITY)),
    OID_ARRAY("oid[]", "INTEGER ARRAY", Types.ARRAY, array(TypeInfo.TYPE_INTEGER, -1)),
    OIDVECTOR("oidvector", "INTEGER ARRAY", "[" + MarkedTypes.VECTOR_CARDINALITY + "]", Types.ARRAY,
            array(TypeInfo.TYPE_INTEGER, MarkedTypes.VECTOR_CARDINALITY)),
    TEXT_ARRAY("text[]", "CHARACTER VARYING ARRAY", Types.ARRAY, array(TypeInfo.TYPE_VARCHAR, -1));

    private final String postgresName;
    private final String h2Type;
    /** The size that marks the type in H2's ({@link MarkedTypes}), or empty. */
    private final String mark;
    private final int jdbcType;
    /** {@link #markedH2Type()} as H2 holds it (CatalogViewTypesTest checks it against H2's reading of that text). */
    private final TypeInfo typeInfo;

    ColumnType(String postgresName, String h2Type, int jdbcType, TypeInfo typeInfo) {
        this(postgresName, h2Type, "", jdbcType, typeInfo);
    }

    ColumnType(String postgresName, String h2Type, String mark, int jdbcType, TypeInfo typeInfo) {
        this.postgresName = postgresName;
        this.h2Type = h2Type;
        this.mark = mark;
        this.jdbcType = jdbcType;
        this.typeInfo = typeInfo;
    }

    private static TypeInfo array(TypeInfo component, long cardinality) {
        return TypeInfo.getTypeInfo(Value.ARRAY, cardinality, -1, component);
    }

    String postgresName() {
        return postgresName;
    }

    /** H2's type, as the table function's result names it (without a size). */
    String h2Type() {
        return h2Type;
    }

    /** H2's type with the size that marks it, which the catalog's views cast each column to. */
    String markedH2Type() {
        return h2Type + mark;
    }

    int jdbcType() {
        return jdbcType;
    }

    /** The type H2 holds as {@link #markedH2Type()}. */
    TypeInfo typeInfo() {
        return typeInfo;
    }

    /**
     * The precision a table function's result declares for a column of this type, for H2 to read it as {@link #typeInfo()}: a
     * name's length, which marks it, else none (-1, with a scale of -1 too), which H2 reads as the type's default, as it
     * does the type's text; a precision or scale of 0 it reads as one given (CHARACTER VARYING(1), FLOAT, TIMESTAMP(0)).
     */
    int resultPrecision() {
        return this == NAME ? (int) MarkedTypes.NAME_LENGTH : -1;
    }

    /**
     * Whether a table function's column declared with {@link #h2Type()} and {@link #resultPrecision()} has this
     * type in H2, so that a view passes it on as it is: every type but the vectors, whose mark (a cardinality) H2 does not take
     * from a result's metadata (it reads any array's as unbounded), so a view casts them.
     */
    boolean keptByResult() {
        return this != INT2VECTOR && this != OIDVECTOR;
    }

    /** The type of a column declared as {@code "relname name"}: PostgreSQL's names, with aclitem[] and the like by their closest type. */
    static ColumnType of(String postgresName) {
        String name = switch (postgresName.toLowerCase(Locale.ROOT)) {
            case "xid" -> "oid";
            case "regproc" -> "text"; // a function's name
            case "aclitem[]", "pg_node_tree", "anyarray" -> postgresName.endsWith("[]") ? "text[]" : "text";
            // columns of catalogs the engine has empty: read as text, as their output form
            case "pg_lsn", "interval", "numeric", "inet", "bytea", "regtype", "pg_ndistinct", "pg_dependencies", "pg_mcv_list" -> "text";
            case "name[]", "char[]", "float4[]", "float8[]", "bool[]", "regtype[]", "pg_statistic[]" -> "text[]";
            default -> postgresName;
        };
        for (ColumnType type : values()) {
            if (type.postgresName.equals(name)) {
                return type;
            }
        }
        throw new IllegalArgumentException("no catalog column type for " + postgresName);
    }
}
