package io.hotrow.engine.catalog;

import java.util.ArrayList;
import java.util.List;

/** A column of a catalog relation, as PostgreSQL's documentation lists it. */
record CatalogColumn(String name, ColumnType type) {

    /** Columns from declarations such as {@code "oid oid", "relname name", "relacl aclitem[]"}. */
    static List<CatalogColumn> of(String... declarations) {
        List<CatalogColumn> columns = new ArrayList<>(declarations.length);
        for (String declaration : declarations) {
            int space = declaration.indexOf(' ');
            columns.add(new CatalogColumn(declaration.substring(0, space), ColumnType.of(declaration.substring(space + 1))));
        }
        return List.copyOf(columns);
    }
}
