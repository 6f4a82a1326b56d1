package io.hotrow.engine.catalog;

import java.util.List;

/** A catalog relation whose rows do not depend on the database: access methods, tablespaces, collations, or none. */
final class FixedRelation implements CatalogRelation {

    private final String name;
    private final List<CatalogColumn> columns;
    private final List<Object[]> rows;
    private final boolean view;

    FixedRelation(String name, List<CatalogColumn> columns, List<Object[]> rows) {
        this(name, columns, rows, false);
    }

    private FixedRelation(String name, List<CatalogColumn> columns, List<Object[]> rows, boolean view) {
        this.name = name;
        this.columns = columns;
        this.rows = rows;
        this.view = view;
    }

    /** Relations the engine has nothing to put in (no inheritance, no event triggers, ...), present so queries joining them run. */
    static FixedRelation empty(String name, String... columns) {
        return new FixedRelation(name, CatalogColumn.of(columns), List.of());
    }

    /** An empty relation PostgreSQL has as a table or, with {@code view}, as a view (pg_stat_*, pg_matviews, ...). */
    static FixedRelation empty(String name, List<CatalogColumn> columns, boolean view) {
        return new FixedRelation(name, columns, List.of(), view);
    }

    @Override
    public boolean isView() {
        return view;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<CatalogColumn> columns() {
        return columns;
    }

    @Override
    public void addRows(H2Objects objects, Rows result) {
        for (Object[] row : rows) {
            result.add(row);
        }
    }
}
