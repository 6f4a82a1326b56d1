package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.engine.RightOwner;
import org.h2.engine.User;

/** pg_roles: H2's users (they can log in; admins are superusers) and roles. Passwords show as PostgreSQL shows them. */
final class PgRoles extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("rolname name", "rolsuper bool", "rolinherit bool",
            "rolcreaterole bool", "rolcreatedb bool", "rolcanlogin bool", "rolreplication bool", "rolconnlimit int4",
            "rolpassword text", "rolvaliduntil timestamptz", "rolbypassrls bool", "rolconfig text[]", "oid oid");

    PgRoles() {
        super("pg_roles", COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (RightOwner role : objects.roles()) {
            boolean user = role instanceof User;
            boolean admin = user && ((User) role).isAdmin();
            rows.add(H2Objects.roleName(role), admin, true, admin, admin, user, admin, -1, "********", null, admin, null, H2Objects.oid(role));
        }
    }
}
