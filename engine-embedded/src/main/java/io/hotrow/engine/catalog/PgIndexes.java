package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.index.Index;
import org.h2.table.Table;

/** pg_indexes: each index with its CREATE INDEX statement as {@code pg_get_indexdef} prints it. */
final class PgIndexes extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("schemaname name", "tablename name", "indexname name",
            "tablespace name", "indexdef text");

    PgIndexes() {
        super("pg_indexes", COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            for (Index index : objects.indexes(table)) {
                rows.add(table.getSchema().getName(), table.getName(), objects.relationName(index), null,
                        Definitions.index(objects, index, false));
            }
        }
    }
}
