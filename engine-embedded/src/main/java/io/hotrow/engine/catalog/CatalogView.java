package io.hotrow.engine.catalog;

import java.util.List;

/** A relation PostgreSQL has as a view (relkind 'v'), with its name and columns. */
abstract class CatalogView implements CatalogRelation {

    private final String name;
    private final List<CatalogColumn> columns;

    CatalogView(String name, List<CatalogColumn> columns) {
        this.name = name;
        this.columns = columns;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final boolean isView() {
        return true;
    }

    @Override
    public final List<CatalogColumn> columns() {
        return columns;
    }
}
