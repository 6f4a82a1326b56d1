package io.hotrow.driver.backend;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * With {@code placement=postgres} the application's SQL runs as the {@code postgresUrl} user, with
 * that user's rights: none of the engine's sandbox (docs/sandbox.md) applies. A superuser, or a
 * member of pg_read_server_files, can read other databases' schemas and the server's files
 * ({@code pg_read_file('/etc/hostname')}), so this warns once per pool when the user is one.
 */
final class PrivilegedUserWarning {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresBackend.class);
    private static final String PRIVILEGED = "SELECT rolsuper OR pg_has_role(current_user, 'pg_read_server_files', 'MEMBER')"
            + " FROM pg_roles WHERE rolname = current_user";

    private final Set<String> checked = ConcurrentHashMap.newKeySet();
    private final Consumer<String> warn;

    PrivilegedUserWarning() {
        this(LOG::warn);
    }

    /** @param warn where the warning goes: SLF4J's WARN, or a test's list */
    PrivilegedUserWarning(Consumer<String> warn) {
        this.warn = warn;
    }

    /** Checks the user of {@code pool}'s connections the first time one is handed out. */
    void checkOnce(String pool, Statement statement) {
        if (!checked.add(pool)) {
            return;
        }
        try (ResultSet rs = statement.executeQuery(PRIVILEGED)) {
            if (rs.next() && rs.getBoolean(1)) {
                warn.accept("placement=postgres: the postgresUrl user of pool " + pool + " is a PostgreSQL superuser or can read"
                        + " the server's files (pg_read_server_files); application SQL runs with its rights, outside the engine's"
                        + " sandbox: it can read other schemas and databases' catalogs and call pg_read_file. Give postgresUrl a"
                        + " user without these rights.");
            }
        } catch (SQLException e) {
            LOG.debug("pool {}: could not check the postgresUrl user's rights: {}", pool, e.getMessage()); // the connection works on
        }
    }
}
