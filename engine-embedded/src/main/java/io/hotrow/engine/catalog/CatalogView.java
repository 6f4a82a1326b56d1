package io.hotrow.engine.catalog;

import java.util.List;

/** A relation PostgreSQL has as a view (relkind 'v'), with its name and columns. */
abstract class CatalogView extends NamedRelation {

    CatalogView(String name, List<CatalogColumn> columns) {
        super(name, columns);
    }

    @Override
    public final boolean isView() {
        return true;
    }
}
