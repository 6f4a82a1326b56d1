package io.hotrow.engine.catalog;

import java.util.List;

/** One relation of the engine's pg_catalog, computed from H2's objects each time it is read. */
interface CatalogRelation {

    /** Its name in pg_catalog. */
    String name();

    /** Whether PostgreSQL has it as a view (relkind 'v') rather than a table. */
    default boolean isView() {
        return false;
    }

    List<CatalogColumn> columns();

    void addRows(H2Objects objects, Rows rows);
}
