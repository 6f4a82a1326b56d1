package io.hotrow.engine.catalog;

import java.sql.Types;
import java.util.Locale;

/**
 * The PostgreSQL types catalog columns have, and the H2 type each is presented as. Oids are
 * INTEGER, as H2's {@code ::regclass} returns them, so they compare without casts.
 */
enum ColumnType {
    OID("oid", "INTEGER", Types.INTEGER),
    NAME("name", "CHARACTER VARYING", "(" + MarkedTypes.NAME_LENGTH + ")", Types.VARCHAR),
    TEXT("text", "CHARACTER VARYING", Types.VARCHAR),
    /** PostgreSQL's one-byte {@code "char"} (relkind, contype, ...). */
    CHAR("char", "CHARACTER VARYING", Types.VARCHAR),
    BOOL("bool", "BOOLEAN", Types.BOOLEAN),
    INT2("int2", "SMALLINT", Types.SMALLINT),
    INT4("int4", "INTEGER", Types.INTEGER),
    INT8("int8", "BIGINT", Types.BIGINT),
    FLOAT4("float4", "REAL", Types.REAL),
    FLOAT8("float8", "DOUBLE PRECISION", Types.DOUBLE),
    TIMESTAMPTZ("timestamptz", "TIMESTAMP WITH TIME ZONE", Types.TIMESTAMP_WITH_TIMEZONE),
    /** int2[]: H2 arrays count from 1, as PostgreSQL's do. */
    INT2_ARRAY("int2[]", "SMALLINT ARRAY", Types.ARRAY),
    /** int2vector, an H2 array too; its cardinality marks it ({@link MarkedTypes}). */
    INT2VECTOR("int2vector", "SMALLINT ARRAY", "[" + MarkedTypes.VECTOR_CARDINALITY + "]", Types.ARRAY),
    OID_ARRAY("oid[]", "INTEGER ARRAY", Types.ARRAY),
    OIDVECTOR("oidvector", "INTEGER ARRAY", "[" + MarkedTypes.VECTOR_CARDINALITY + "]", Types.ARRAY),
    TEXT_ARRAY("text[]", "CHARACTER VARYING ARRAY", Types.ARRAY);

    private final String postgresName;
    private final String h2Type;
    /** The size that marks the type in H2's ({@link MarkedTypes}), or empty. */
    private final String mark;
    private final int jdbcType;

    ColumnType(String postgresName, String h2Type, int jdbcType) {
        this(postgresName, h2Type, "", jdbcType);
    }

    ColumnType(String postgresName, String h2Type, String mark, int jdbcType) {
        this.postgresName = postgresName;
        this.h2Type = h2Type;
        this.mark = mark;
        this.jdbcType = jdbcType;
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
