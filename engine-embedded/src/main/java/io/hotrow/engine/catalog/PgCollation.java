package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Schema;

/**
 * pg_collation: PostgreSQL's default and C collations, owned as pg_catalog is (pg_dump looks up
 * every collation's owner among the roles).
 */
final class PgCollation extends NamedRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "collname name", "collnamespace oid", "collowner oid",
            "collprovider char", "collisdeterministic bool", "collencoding int4", "collcollate text", "collctype text",
            "colliculocale text", "collversion text");

    PgCollation() {
        super("pg_collation", COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Schema schema : objects.schemas()) {
            if (schema.getName().equals(H2Objects.PG_CATALOG)) {
                int owner = objects.ownerOid(schema);
                rows.add(PgTypes.DEFAULT_COLLATION, "default", H2Objects.PG_CATALOG_OID, owner, "d", true, -1, null, null, null, null);
                rows.add(950, "C", H2Objects.PG_CATALOG_OID, owner, "c", true, -1, "C", "C", null, null);
            }
        }
    }
}
