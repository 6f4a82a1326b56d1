package io.hotrow.engine.catalog;

import java.sql.ResultSet;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.tools.SimpleResultSet;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueToObjectConverter;

/**
 * One catalog relation's rows, built for H2's table function call. A relation PostgreSQL has as a
 * table also has the system column tableoid (the relation's own oid), which pg_dump reads of every
 * catalog it lists objects from; it comes last, after the relation's columns.
 *
 * <p>Each value is cast here to its column's H2 type, as {@code CAST(value AS type)} does, and each
 * column is declared so that H2 reads it as that type, so that the relation's view passes the
 * columns on as they are ({@link ColumnType#keptByResult}): compiling a view of casts, one per column,
 * was most of the time a database took to make its catalog's views (docs/benchmarks.md).
 */
final class Rows {

    private final SimpleResultSet result = new SimpleResultSet();
    static final String TABLEOID = "tableoid";

    private final int width;
    /** The relation's oid for its tableoid column; null for a view, which has none. */
    private final Integer tableoid;

    private final ColumnType[] types;
    /** Where the values are cast: the session reading the relation (null while H2 asks only for the columns). */
    private final SessionLocal session;

    Rows(List<CatalogColumn> columns, Integer tableoid, SessionLocal session) {
        types = new ColumnType[columns.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = columns.get(i).type();
            addColumn(columns.get(i).name(), types[i]);
        }
        if (tableoid != null) {
            addColumn(TABLEOID, ColumnType.OID);
        }
        this.width = columns.size();
        this.tableoid = tableoid;
        this.session = session;
    }

    private void addColumn(String name, ColumnType type) {
        result.addColumn(name, type.jdbcType(), type.h2Type(), type.resultPrecision(), -1);
    }

    void add(Object... values) {
        if (values.length != width) {
            throw new IllegalStateException("a row of " + values.length + " values for " + width + " columns");
        }
        Object[] row = new Object[tableoid == null ? width : width + 1];
        for (int i = 0; i < width; i++) {
            row[i] = cast(values[i], types[i]);
        }
        if (tableoid != null) {
            row[width] = cast(tableoid, ColumnType.OID);
        }
        result.addRow(row);
    }

    /** {@code value} as {@code CAST(value AS type)} makes it, from the value H2 makes of the Java object as a table function's result. */
    private Value cast(Object value, ColumnType type) {
        TypeInfo info = type.typeInfo();
        return ValueToObjectConverter.objectToValue(session, value, info.getValueType()).castTo(info, session);
    }

    ResultSet result() {
        return result;
    }
}
