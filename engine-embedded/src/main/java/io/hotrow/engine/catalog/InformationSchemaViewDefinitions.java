package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.table.Table;
import org.h2.table.TableView;

/**
 * PostgreSQL's information_schema.views: each view pg_class lists, with its query as pg_get_viewdef gives it (ending in a
 * semicolon). No view is updatable on the engine (H2 writes through none), where PostgreSQL's simple views are.
 */
final class InformationSchemaViewDefinitions extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("table_catalog name", "table_schema name", "table_name name",
            "view_definition text", "check_option text", "is_updatable text", "is_insertable_into text", "is_trigger_updatable text",
            "is_trigger_deletable text", "is_trigger_insertable_into text");

    private final CatalogRelations catalog;

    InformationSchemaViewDefinitions(CatalogRelations catalog) {
        super(InformationSchemaViews.relationName("views"), COLUMNS);
        this.catalog = catalog;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            if (table instanceof TableView view && PgClass.relkind(catalog, table) == 'v') {
                rows.add(objects.databaseName(), table.getSchema().getName(), table.getName(), view.getQuerySQL() + ";", "NONE", "NO", "NO",
                        "NO", "NO", "NO");
            }
        }
    }
}
