package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.hotrow.driver.HotrowDriver;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import liquibase.command.CommandScope;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.core.PostgresDatabase;
import liquibase.exception.LiquibaseException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Liquibase reaching hotrow by URL, as its command line and build plugins do: the driver is found
 * through {@link io.hotrow.tools.HotrowLiquibaseDatabase} from tool-integrations, and the connection
 * runs Liquibase's PostgreSQL support.
 */
class LiquibaseTest {

    private static final String CHANGELOG = "tools/liquibase/changelog.xml";

    @BeforeAll
    static void sendNoUsageData() {
        System.setProperty("liquibase.analytics.enabled", "false");
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void findsTheDriverAndPostgresSupportByUrl(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target)) {
            DatabaseFactory factory = DatabaseFactory.getInstance();
            assertEquals(HotrowDriver.class.getName(), factory.findDefaultDriver(db.url()));

            Database database = factory.openDatabase(db.url(), "postgres", null, null, null);
            try {
                assertInstanceOf(PostgresDatabase.class, database);
                assertEquals("postgresql", database.getShortName());
            } finally {
                database.close();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void updatesByUrl(Target target) throws LiquibaseException, SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            update(db.url());

            assertEquals(2, db.queryLong("SELECT count(*) FROM item"));
            assertEquals(2, db.queryLong("SELECT count(*) FROM databasechangelog"));
        }
    }

    /**
     * Liquibase logs nothing with a stack trace and no warning: it read the connection's schema
     * through {@code prepareCall("select current_schema()")}, which the engine once refused, and
     * logged "Error getting default schema" with the trace on every run.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void logsNoErrorsOnTheWay(Target target) throws LiquibaseException, SQLException {
        List<LogRecord> troubles = new CopyOnWriteArrayList<>();
        Handler recorder = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getThrown() != null || record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    troubles.add(record);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger liquibase = Logger.getLogger("liquibase");
        liquibase.addHandler(recorder);
        try (TargetDatabase db = new TargetDatabase(target)) {
            update(db.url());
        } finally {
            liquibase.removeHandler(recorder);
        }
        assertEquals(List.of(), troubles.stream().map(r -> r.getLevel() + " " + r.getMessage() + " " + r.getThrown()).toList());
    }

    private static void update(String url) throws LiquibaseException {
        new CommandScope("update")
                .addArgumentValue("url", url)
                .addArgumentValue("username", "postgres")
                .addArgumentValue("changelogFile", CHANGELOG)
                .execute();
    }
}
