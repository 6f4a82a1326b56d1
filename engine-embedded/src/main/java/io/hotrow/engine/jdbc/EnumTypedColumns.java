package io.hotrow.engine.jdbc;

import java.sql.SQLException;

/**
 * A result's description that also tells which enum type a column has: JDBC's metadata has no place for a type's oid, and
 * the wire protocol's RowDescription names an enum-typed column by its enum type's pg_type oid, as PostgreSQL does
 * (clients map enum values by it).
 */
public interface EnumTypedColumns {

    /** The pg_type oid of the column's enum type; 0 for a column of another type, or of an enum type the result does not tell. */
    int enumTypeOid(int column) throws SQLException;
}
