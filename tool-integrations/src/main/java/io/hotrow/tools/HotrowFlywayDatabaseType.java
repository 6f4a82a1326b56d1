package io.hotrow.tools;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.config.HotrowUrl;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.flywaydb.database.postgresql.PostgreSQLDatabaseType;

/**
 * Flyway's database type for {@code jdbc:hotrow:} URLs, so that Flyway configured by URL alone (its
 * command line, its Maven and Gradle plugins, {@code flyway.url}) finds the hotrow driver. It claims
 * the URL; the connection (to PostgreSQL or to the engine) then reports itself as PostgreSQL, and
 * Flyway's own PostgreSQL type, chosen by that product name, runs the migrations with its defaults,
 * its transactional advisory lock included, exactly as it does for a {@code DataSource}. It runs on every
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
     * Every connection is PostgreSQL's type's to handle, the engine's too (it reports itself as
     * PostgreSQL 15): this type only claims the URL.
     */
    @Override
    public boolean handlesDatabaseProductNameAndVersion(String databaseProductName, String databaseProductVersion, Connection connection) {
        return false;
    }

    @Override
    public int getPriority() {
        return 1; // ahead of PostgreSQL's type, as CockroachDB's is
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
