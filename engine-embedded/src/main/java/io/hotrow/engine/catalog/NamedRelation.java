package io.hotrow.engine.catalog;

import java.util.List;

/** A catalog relation of a fixed name and columns; a table unless a subclass says otherwise ({@link CatalogView}). */
abstract class NamedRelation implements CatalogRelation {

    private final String name;
    private final List<CatalogColumn> columns;

    NamedRelation(String name, List<CatalogColumn> columns) {
        this.name = name;
        this.columns = columns;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<CatalogColumn> columns() {
        return columns;
    }
}
