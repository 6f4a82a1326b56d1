package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Schema;

/** pg_namespace: every schema, with PostgreSQL's oids for pg_catalog, public and information_schema. */
final class PgNamespace implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "nspname name", "nspowner oid", "nspacl aclitem[]");

    @Override
    public String name() {
        return "pg_namespace";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Schema schema : objects.schemas()) {
            rows.add(H2Objects.oid(schema), schema.getName(), objects.ownerOid(schema), null);
        }
    }
}
