package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.hotrow.driver.HotrowDataSource;
import io.hotrow.tools.HotrowFlywayDatabaseType;
import java.sql.SQLException;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Flyway reaching hotrow the three ways applications configure it: by URL in code, by URL in its
 * configuration (as its command line and build plugins do), and by {@code DataSource}. The URL ways
 * need {@link HotrowFlywayDatabaseType} from tool-integrations; all three then run Flyway's
 * PostgreSQL support.
 */
class FlywayTest {

    private static final String MIGRATIONS = "classpath:tools/flyway";

    @ParameterizedTest
    @EnumSource(Target.class)
    void migratesByUrl(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            Flyway flyway = Flyway.configure().dataSource(db.url(), "postgres", null).locations(MIGRATIONS).load();

            assertInstanceOf(HotrowFlywayDatabaseType.class, flyway.getConfiguration().getDatabaseType());
            assertMigrated(flyway.migrate(), db);
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void migratesByUrlInItsConfigurationAsTheCommandLineDoes(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            Flyway flyway = Flyway.configure()
                    .configuration(Map.of("flyway.url", db.url(), "flyway.user", "postgres", "flyway.locations", MIGRATIONS))
                    .load();

            assertInstanceOf(HotrowFlywayDatabaseType.class, flyway.getConfiguration().getDatabaseType());
            assertMigrated(flyway.migrate(), db);
            assertEquals(MigrationState.SUCCESS, flyway.info().current().getState());
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void migratesByDataSource(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            HotrowDataSource dataSource = new HotrowDataSource();
            dataSource.setUrl(db.url());

            assertMigrated(Flyway.configure().dataSource(dataSource).locations(MIGRATIONS).load().migrate(), db);
        }
    }

    /**
     * Flyway in its default mode on an application's HikariCP pool: configured with the pool and
     * nothing else (PostgreSQL's transactional lock left at its default), so it holds its lock on one
     * pooled connection while it migrates and records the history on others. Three migrations: a
     * table, a unique index, rows.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(120)
    void migratesThroughAHikariPoolInItsDefaultMode(Target target) throws SQLException {
        HikariConfig config = new HikariConfig();
        try (TargetDatabase db = new TargetDatabase(target)) {
            config.setJdbcUrl(db.url());
            config.setMaximumPoolSize(3);
            try (HikariDataSource pool = new HikariDataSource(config)) {
                MigrateResult result = Flyway.configure().dataSource(pool).locations("classpath:tools/flyway-pool").load().migrate();

                assertTrue(result.success);
                assertEquals(3, result.migrationsExecuted);
                assertEquals("3", result.targetSchemaVersion);
                assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections(), "Flyway gave back every connection it took");
            }
            assertEquals(2, db.queryLong("SELECT count(*) FROM customer"));
            SQLException duplicate = assertThrows(SQLException.class,
                    () -> db.execute("INSERT INTO customer VALUES (3, 'ann@example.com', DATE '2024-01-04')"), "the unique index is there");
            assertEquals("23505", duplicate.getSQLState());
            assertEquals(3, db.queryLong("SELECT count(*) FROM flyway_schema_history WHERE success"));
        }
    }

    /**
     * Both migrations ran, through Flyway's PostgreSQL support (on the engine as the hotrow type,
     * PostgreSQL's with a session-level lock), and left their rows.
     */
    private static void assertMigrated(MigrateResult result, TargetDatabase db) throws SQLException {
        assertTrue(result.success);
        assertEquals(db.target().onEngine() ? "hotrow" : "PostgreSQL", result.databaseType);
        assertEquals(2, result.migrationsExecuted);
        assertEquals("2", result.targetSchemaVersion);
        assertEquals(2, db.queryLong("SELECT count(*) FROM item"));
    }
}
