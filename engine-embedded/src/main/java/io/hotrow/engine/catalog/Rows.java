package io.hotrow.engine.catalog;

import java.sql.ResultSet;
import java.util.List;
import org.h2.tools.SimpleResultSet;

/** One catalog relation's rows, built for H2's table function call. */
final class Rows {

    private final SimpleResultSet result = new SimpleResultSet();
    private final int width;

    Rows(List<CatalogColumn> columns) {
        for (CatalogColumn column : columns) {
            result.addColumn(column.name(), column.type().jdbcType(), column.type().h2Type(), 0, 0);
        }
        this.width = columns.size();
    }

    void add(Object... values) {
        if (values.length != width) {
            throw new IllegalStateException("a row of " + values.length + " values for " + width + " columns");
        }
        result.addRow(values);
    }

    ResultSet result() {
        return result;
    }
}
