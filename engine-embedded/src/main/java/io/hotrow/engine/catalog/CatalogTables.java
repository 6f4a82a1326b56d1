package io.hotrow.engine.catalog;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The table function behind every computed pg_catalog relation:
 * {@code hotrow.pg_catalog_rows('pg_class', '<database>')}. The database name is written into
 * the views when they are installed, because an H2 function gets nothing but a connection.
 */
public final class CatalogTables {

    private CatalogTables() {
    }

    /** Called by H2: first for the columns (with its column-list connection), then for the rows of each read. */
    public static ResultSet rows(Connection connection, String relationName, String databaseName) throws SQLException {
        CatalogRelation relation = CatalogRelations.get().relation(relationName);
        if (relation == null) {
            throw new SQLException("no catalog relation " + relationName, "42P01");
        }
        if (connection.getMetaData().getURL().startsWith("jdbc:columnlist:")) {
            return new Rows(relation.columns(), relation.isView() ? null : 0, null).result();
        }
        H2Objects objects = H2Objects.of(connection, databaseName);
        Rows rows = new Rows(relation.columns(), relation.isView() ? null : H2Objects.catalogOid(relationName), H2Objects.session(connection));
        relation.addRows(objects, rows);
        return rows.result();
    }
}
