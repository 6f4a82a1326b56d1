package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.UserAggregate;
import org.h2.schema.UserDefinedFunction;

/**
 * pg_proc: functions an application created (H2 aliases and aggregates), by name and kind only.
 * PostgreSQL's built-in functions are not listed, nor the ones the engine installs.
 */
final class PgProc implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "proname name", "pronamespace oid",
            "proowner oid", "prolang oid", "procost float4", "prorows float4", "provariadic oid", "prosupport regproc",
            "prokind char", "prosecdef bool", "proleakproof bool", "proisstrict bool", "proretset bool", "provolatile char",
            "proparallel char", "pronargs int2", "pronargdefaults int2", "prorettype oid", "proargtypes oidvector",
            "proallargtypes oid[]", "proargmodes text[]", "proargnames text[]", "proargdefaults pg_node_tree", "protrftypes oid[]",
            "prosrc text", "probin text", "prosqlbody pg_node_tree", "proconfig text[]", "proacl aclitem[]");
    /** pg_language's oid for C, the closest PostgreSQL has to a Java method. */
    private static final int LANGUAGE_C = 13;

    @Override
    public String name() {
        return "pg_proc";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (UserDefinedFunction function : objects.applicationFunctions()) {
            rows.add(H2Objects.oid(function), function.getName(), H2Objects.oid(function.getSchema()),
                    objects.ownerOid(function.getSchema()), LANGUAGE_C, 1f, 0f, 0, "-", function instanceof UserAggregate ? "a" : "f",
                    false, false, false, false, "v", "u", (short) 0, (short) 0, PgTypes.UNKNOWN.oid(), new Integer[0], null, null, null,
                    null, null, function.getCreateSQL(), null, null, null, null);
        }
    }
}
