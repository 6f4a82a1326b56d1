package io.hotrow.engine.catalog;

import java.sql.ResultSet;
import java.util.Arrays;
import java.util.List;
import org.h2.tools.SimpleResultSet;

/**
 * One catalog relation's rows, built for H2's table function call. A relation PostgreSQL has as a
 * table also has the system column tableoid (the relation's own oid), which pg_dump reads of every
 * catalog it lists objects from; it comes last, after the relation's columns.
 */
final class Rows {

    private final SimpleResultSet result = new SimpleResultSet();
    static final String TABLEOID = "tableoid";

    private final int width;
    /** The relation's oid for its tableoid column; null for a view, which has none. */
    private final Integer tableoid;

    Rows(List<CatalogColumn> columns, Integer tableoid) {
        for (CatalogColumn column : columns) {
            result.addColumn(column.name(), column.type().jdbcType(), column.type().h2Type(), 0, 0);
        }
        if (tableoid != null) {
            result.addColumn(TABLEOID, ColumnType.OID.jdbcType(), ColumnType.OID.h2Type(), 0, 0);
        }
        this.width = columns.size();
        this.tableoid = tableoid;
    }

    void add(Object... values) {
        if (values.length != width) {
            throw new IllegalStateException("a row of " + values.length + " values for " + width + " columns");
        }
        if (tableoid == null) {
            result.addRow(values);
        } else {
            Object[] row = Arrays.copyOf(values, width + 1);
            row[width] = tableoid;
            result.addRow(row);
        }
    }

    ResultSet result() {
        return result;
    }
}
