package io.hotrow.tools;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.config.HotrowUrl;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.flywaydb.core.api.configuration.Configuration;
import org.flywaydb.core.internal.database.base.Database;
import org.flywaydb.core.internal.jdbc.JdbcConnectionFactory;
import org.flywaydb.core.internal.jdbc.StatementInterceptor;
import org.flywaydb.database.postgresql.PostgreSQLConfigurationExtension;
import org.flywaydb.database.postgresql.PostgreSQLDatabaseType;

/**
 * Flyway's database type for {@code jdbc:hotrow:} URLs, so that Flyway configured by URL alone (its
 * command line, its Maven and Gradle plugins, {@code flyway.url}) finds the hotrow driver. It claims
 * the URL; a connection to PostgreSQL then reports itself as PostgreSQL, and Flyway's own PostgreSQL
 * type, chosen by that product name, runs the migrations, exactly as it does for a {@code DataSource}.
 * A connection to the engine, by URL or by {@code DataSource}, is this type's: PostgreSQL's support
 * with a session-level advisory lock instead of one that holds a transaction open. It runs on every
 * Flyway from 10.10 to 13 (examples/boot-apps tests them): it calls only what all of them have, and
 * the overrides Flyway 10.10 lacks ({@code getSupportedEngines}, {@code getJDBCCredentialsPatterns})
 * are never called there.
 */
public final class HotrowFlywayDatabaseType extends PostgreSQLDatabaseType {

    /**
     * Flyway hides {@code password=} in a query string; a {@code postgresUrl} in a hotrow URL carries
     * its own password URL-encoded ({@code %26password%3D...}), which Flyway's patterns do not see.
     */
    private static final Pattern ENCODED_PASSWORD =
            Pattern.compile("(?:%3F|%26|%3B)password%3D(.*?)(?=%26|%3B|[&;]|$)", Pattern.CASE_INSENSITIVE);

    @Override
    public String getName() {
        return "hotrow";
    }

    /** Not PostgreSQL's engine names: a configuration that names the PostgreSQL engine keeps Flyway's own type. */
    @Override
    public List<String> getSupportedEngines() {
        return List.of(getName());
    }

    @Override
    public boolean handlesJDBCUrl(String url) {
        return HotrowUrl.accepts(url);
    }

    @Override
    public String getDriverClass(String url, ClassLoader classLoader) {
        return HotrowDriver.class.getName();
    }

    /**
     * Connections to PostgreSQL are PostgreSQL's type's to handle (see the class comment); a
     * connection to the hotrow engine is this type's, ahead of PostgreSQL's, so that
     * {@link #createDatabase} can choose how Flyway locks it.
     */
    @Override
    public boolean handlesDatabaseProductNameAndVersion(String databaseProductName, String databaseProductVersion, Connection connection) {
        if (databaseProductName == null || !databaseProductName.startsWith("PostgreSQL") || connection == null) {
            return false;
        }
        try { // Flyway passes "major.minor" as the version; the product version names the engine
            String version = connection.getMetaData().getDatabaseProductVersion();
            return version != null && version.contains("hotrow engine");
        } catch (SQLException e) {
            return false;
        }
    }

    @Override
    public int getPriority() {
        return 1; // ahead of PostgreSQL's type, as CockroachDB's is
    }

    /**
     * PostgreSQL's database, locked with a session-level advisory lock. Flyway's default
     * transactional lock keeps a transaction open on one connection, which reads and records the
     * history, while another migrates. On the engine that works while the migration changes tables
     * and indexes, which hold only their tables; a change of a sequence, a view, a type or a function
     * holds the whole database to its transaction's end (docs/concurrency.md, "Schema changes"), so
     * the history would wait for the migration and the migration's end for the history. With a
     * session-level lock Flyway runs on one connection.
     */
    @Override
    public Database createDatabase(Configuration configuration, JdbcConnectionFactory connections, StatementInterceptor interceptor) {
        // getPlugin is in every Flyway from 10 to 13 (getExact, its newer name, came in 11.14): the
        // integration runs on the Flyway the application has, never the one it was compiled with
        PostgreSQLConfigurationExtension postgres = configuration.getPluginRegister().getPlugin(PostgreSQLConfigurationExtension.class);
        if (postgres != null) {
            postgres.setTransactionalLock(false);
        }
        return super.createDatabase(configuration, connections, interceptor);
    }

    /** PostgreSQL's type sets pgjdbc's {@code applicationName}, a property hotrow does not take (it would warn). */
    @Override
    public void setDefaultConnectionProps(String url, Properties props, ClassLoader classLoader) {
    }

    @Override
    public List<Pattern> getJDBCCredentialsPatterns() {
        List<Pattern> patterns = new ArrayList<>(super.getJDBCCredentialsPatterns());
        patterns.add(ENCODED_PASSWORD);
        return patterns;
    }
}
