package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.table.Table;

/**
 * PostgreSQL's information_schema.tables: every table and view pg_class lists, with PostgreSQL's words for its kind. A view
 * is never insertable into on the engine (H2 writes through no view), where PostgreSQL's simple views are.
 */
final class InformationSchemaTables extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("table_catalog name", "table_schema name", "table_name name",
            "table_type text", "self_referencing_column_name name", "reference_generation text", "user_defined_type_catalog name",
            "user_defined_type_schema name", "user_defined_type_name name", "is_insertable_into text", "is_typed text",
            "commit_action text");

    private final CatalogRelations catalog;

    InformationSchemaTables(CatalogRelations catalog) {
        super(InformationSchemaViews.relationName("tables"), COLUMNS);
        this.catalog = catalog;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            char kind = PgClass.relkind(catalog, table);
            String type = switch (kind) {
                case 'v' -> "VIEW";
                case 'f' -> "FOREIGN";
                case 'r' -> table.isTemporary() ? "LOCAL TEMPORARY" : "BASE TABLE";
                default -> null; // a materialized view is not in PostgreSQL's information_schema
            };
            if (type != null) {
                rows.add(objects.databaseName(), table.getSchema().getName(), table.getName(), type, null, null, null, null, null,
                        kind == 'r' ? "YES" : "NO", "NO", table.isTemporary() ? "PRESERVE" : null);
            }
        }
    }
}
