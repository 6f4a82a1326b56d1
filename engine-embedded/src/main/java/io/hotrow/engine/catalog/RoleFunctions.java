package io.hotrow.engine.catalog;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Set;
import org.h2.engine.RightOwner;
import org.h2.engine.Role;
import org.h2.engine.SessionLocal;
import org.h2.engine.User;

/**
 * PostgreSQL's {@code pg_has_role}, which psql's {@code \l+} and {@code \du} call: whether a user is (or is a member of) a
 * role. The session's role is the one it logged in as (what {@code current_user} answers), held by H2's session user; the
 * others are H2's users and roles, and PostgreSQL's predefined roles ({@code pg_read_all_stats}, ...), which exist and only
 * an administrator has, as a PostgreSQL superuser has every role. Installed in pg_catalog next to {@link CatalogFunctions}.
 */
public final class RoleFunctions {

    static final String[][] FUNCTIONS = {
        {"pg_has_role", "hasRole"},
    };

    /** PostgreSQL 15's privileges of a role membership, each optionally {@code WITH ADMIN OPTION} or {@code WITH GRANT OPTION}. */
    private static final Set<String> PRIVILEGES = Set.of("MEMBER", "USAGE");
    /** PostgreSQL 15's predefined roles. */
    private static final Set<String> PREDEFINED = Set.of("pg_database_owner", "pg_read_all_data", "pg_write_all_data", "pg_monitor",
            "pg_read_all_settings", "pg_read_all_stats", "pg_stat_scan_tables", "pg_read_server_files", "pg_write_server_files",
            "pg_execute_server_program", "pg_signal_backend", "pg_checkpoint");

    private RoleFunctions() {
    }

    /** Whether the session's role has {@code role} with {@code privilege}. */
    public static Boolean hasRole(Connection connection, String role, String privilege) throws SQLException {
        return hasRole(connection, login(H2Objects.session(connection)), role, privilege);
    }

    /** Whether {@code user} has {@code role} with {@code privilege}: 42704 for a name that is no role, 22023 for another privilege. */
    public static Boolean hasRole(Connection connection, String user, String role, String privilege) throws SQLException {
        if (user == null || role == null || privilege == null) {
            return null;
        }
        checkPrivilege(privilege);
        SessionLocal session = H2Objects.session(connection);
        H2Objects objects = H2Objects.of(connection, null);
        RightOwner member = find(session, objects, user);
        RightOwner granted = find(session, objects, role);
        if (user.equals(role) || member instanceof User u && u.isAdmin()) {
            return true;
        }
        return member != null && granted instanceof Role r && member.isRoleGranted(r);
    }

    private static void checkPrivilege(String privilege) throws SQLException {
        String base = privilege.strip().toUpperCase(Locale.ROOT).replaceAll("\\s+", " ").replaceFirst(" WITH (ADMIN|GRANT) OPTION$", "");
        if (!PRIVILEGES.contains(base)) {
            throw new SQLException("unrecognized privilege type: \"" + privilege + "\"", "22023");
        }
    }

    /** The role {@code name} is: H2's session user for the session's own, null for a predefined one; 42704 for none. */
    private static RightOwner find(SessionLocal session, H2Objects objects, String name) throws SQLException {
        if (name.equals(login(session))) {
            return session.getUser();
        }
        for (RightOwner role : objects.roles()) {
            if (H2Objects.roleName(role).equals(name)) {
                return role;
            }
        }
        if (PREDEFINED.contains(name)) {
            return null;
        }
        throw new SQLException("role \"" + name + "\" does not exist", "42704");
    }

    /** The role the session logged in as, as current_user answers it; H2's user in the engine's own sessions. */
    private static String login(SessionLocal session) {
        String shown = PgSettings.shown("session_authorization");
        return shown != null ? shown : H2Objects.roleName(session.getUser());
    }
}
