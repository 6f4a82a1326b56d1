package io.hotrow.engine.catalog;

import io.hotrow.engine.EngineVersion;
import java.util.List;
import org.h2.schema.Schema;

/**
 * pg_extension: the engine's own schema, hotrow (hot_rows), shown as an installed extension, so
 * tools that skip extension members (Flyway's clean, schema diffs) leave it alone.
 */
final class PgExtension implements CatalogRelation {

    /** An oid below PostgreSQL's first user oid (16384), where initdb's objects live. */
    static final int HOTROW_OID = 13500;
    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "extname name", "extowner oid",
            "extnamespace oid", "extrelocatable bool", "extversion text", "extconfig oid[]", "extcondition text[]");

    @Override
    public String name() {
        return "pg_extension";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Schema schema : objects.schemas()) {
            if (H2Objects.isEngineObject(schema)) {
                rows.add(HOTROW_OID, H2Objects.ENGINE_SCHEMA, objects.ownerOid(schema), H2Objects.oid(schema), false,
                        EngineVersion.VERSION, null, null);
            }
        }
    }
}
