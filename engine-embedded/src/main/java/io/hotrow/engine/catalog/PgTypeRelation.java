package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Domain;
import org.h2.schema.Schema;

/**
 * pg_type: PostgreSQL's built-in types the engine's columns can have (see {@link PgTypes}), their
 * array types, domains, and enum types ({@link EnumTypes}) with their array types. There are no
 * composite row types for tables.
 */
final class PgTypeRelation implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "typname name", "typnamespace oid",
            "typowner oid", "typlen int2", "typbyval bool", "typtype char", "typcategory char", "typispreferred bool",
            "typisdefined bool", "typdelim char", "typrelid oid", "typsubscript regproc", "typelem oid", "typarray oid",
            "typinput text", "typoutput text", "typreceive text", "typsend text", "typmodin text", "typmodout text",
            "typanalyze text", "typalign char", "typstorage char", "typnotnull bool", "typbasetype oid", "typtypmod int4",
            "typndims int4", "typcollation oid", "typdefaultbin pg_node_tree", "typdefault text", "typacl aclitem[]");

    @Override
    public String name() {
        return "pg_type";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        int owner = 0;
        for (Schema schema : objects.schemas()) {
            if (schema.getName().equals(H2Objects.PG_CATALOG)) {
                owner = objects.ownerOid(schema);
            }
        }
        for (PgType type : PgTypes.all()) {
            add(rows, type.oid(), type.name(), H2Objects.PG_CATALOG_OID, owner, type, type.category() == 'P' ? "p" : "b", 0, -1, null);
        }
        for (Schema schema : objects.schemas()) {
            for (Domain domain : schema.getAllDomains()) {
                if (SerialColumns.isSerialDomain(domain)) {
                    continue; // a serial column's type is its integer type, as in PostgreSQL
                }
                if (EnumTypes.isEnum(domain)) {
                    addEnum(objects, rows, schema, domain);
                    continue;
                }
                PgType base = PgTypes.of(domain.getDataType());
                add(rows, H2Objects.oid(domain), domain.getName(), H2Objects.oid(schema), objects.ownerOid(schema), base, "d",
                        base.oid(), PgTypes.typmod(domain.getDataType()), domain.getDefaultSQL());
            }
        }
    }

    private static void addEnum(H2Objects objects, Rows rows, Schema schema, Domain domain) {
        int oid = H2Objects.oid(domain);
        int array = EnumTypes.arrayOid(domain);
        int namespace = H2Objects.oid(schema);
        int owner = objects.ownerOid(schema);
        rows.add(oid, domain.getName(), namespace, owner, (short) 4, true, "e", "E", false, true, ",", 0, "-", 0, array,
                "enum_in", "enum_out", "enum_recv", "enum_send", "-", "-", "-", "i", "p", false, 0, -1, 0, 0, null, null, null);
        rows.add(array, "_" + domain.getName(), namespace, owner, (short) -1, false, "b", "A", false, true, ",", 0,
                "array_subscript_handler", oid, 0, "array_in", "array_out", "array_recv", "array_send", "-", "-", "-",
                "i", "x", false, 0, -1, 0, 0, null, null, null);
    }

    private static void add(Rows rows, int oid, String name, int namespace, int owner, PgType type, String kind, int baseType,
            int typmod, String defaultValue) {
        boolean domain = kind.equals("d");
        rows.add(oid, name, namespace, owner, (short) type.length(), type.byValue(), kind, String.valueOf(type.category()),
                !domain && type.preferred(), true, ",", 0, type.isArray() && !domain ? "array_subscript_handler" : "-",
                domain ? 0 : type.element(), domain ? 0 : type.array(), domain ? "domain_in" : type.input(),
                type.output(), domain ? "domain_recv" : type.receive(), type.send(), "-", "-", "-",
                String.valueOf(type.alignment()), String.valueOf(type.storage()), false, baseType, typmod, 0, type.collation(), null,
                defaultValue, null);
    }
}
