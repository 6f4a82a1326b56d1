package io.hotrow.engine.catalog;

/**
 * pg_catalog's types H2 lacks, held in an H2 type whose size marks them: H2 keeps a size through views, aliases,
 * GROUP BY, aggregates ({@code array_agg(attname)}) and the expressions that pass a value on, where a result's table
 * and column are lost, so the size tells the type wherever the engine reports one (result metadata, RowDescription), as
 * the length of a json does ({@code JsonVarchar}). Clients parse these types as PostgreSQL sends them: node-postgres
 * leaves a {@code name[]} (1003) and an {@code int2vector} as text, which Sequelize parses.
 */
public final class MarkedTypes {

    /**
     * The length of a {@code name} (relname, attname, ...): no PostgreSQL varchar is that long, and it is far from a
     * json's, so that a name concatenated with a string is no json.
     */
    public static final long NAME_LENGTH = 500_000_000L;
    /**
     * The cardinality of an {@code int2vector} (a SMALLINT array) or {@code oidvector} (an INTEGER array): PostgreSQL
     * writes these space-separated ({@code 5 2}), as pg_dump and SQLAlchemy parse them. No array the application
     * declares has a cardinality (PostgreSQL ignores one), and no literal array is that long.
     */
    public static final long VECTOR_CARDINALITY = 65_535L;

    private MarkedTypes() {
    }
}
