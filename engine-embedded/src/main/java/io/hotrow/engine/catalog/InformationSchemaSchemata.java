package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.schema.Schema;

/** PostgreSQL's information_schema.schemata: every schema pg_namespace lists, with its owner. */
final class InformationSchemaSchemata extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("catalog_name name", "schema_name name", "schema_owner name",
            "default_character_set_catalog name", "default_character_set_schema name", "default_character_set_name name",
            "sql_path text");

    InformationSchemaSchemata() {
        super(InformationSchemaViews.relationName("schemata"), COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Schema schema : objects.schemas()) {
            rows.add(objects.databaseName(), schema.getName(), objects.ownerName(schema), null, null, null, null);
        }
    }
}
