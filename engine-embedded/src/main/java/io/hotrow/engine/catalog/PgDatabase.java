package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Schema;

/** pg_database: the one database a connection sees, under its hotrow name (the connection's catalog). */
final class PgDatabase implements CatalogRelation {

    /** PostgreSQL's first oid for objects created after initdb. */
    static final int OID = 16384;
    /** pg_tablespace's pg_default. */
    static final int DEFAULT_TABLESPACE = 1663;
    /** PostgreSQL's number for UTF8. */
    private static final int UTF8 = 6;
    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "datname name", "datdba oid",
            "encoding int4", "datlocprovider char", "datistemplate bool", "datallowconn bool", "datconnlimit int4",
            "datfrozenxid xid", "datminmxid xid", "dattablespace oid", "datcollate text", "datctype text",
            "daticulocale text", "datcollversion text", "datacl aclitem[]");

    @Override
    public String name() {
        return "pg_database";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        int owner = 0;
        for (Schema schema : objects.schemas()) {
            if (schema.getName().equals("public")) {
                owner = objects.ownerOid(schema);
            }
        }
        // H2 compares strings by code point, as PostgreSQL's C collation does.
        rows.add(OID, objects.databaseName(), owner, UTF8, "c", false, true, -1, 0, 0, DEFAULT_TABLESPACE, "C", "C", null, null, null);
    }
}
