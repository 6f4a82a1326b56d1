package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.hotrow.driver.HotrowDriver;
import java.sql.SQLException;
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
            new CommandScope("update")
                    .addArgumentValue("url", db.url())
                    .addArgumentValue("username", "postgres")
                    .addArgumentValue("changelogFile", CHANGELOG)
                    .execute();

            assertEquals(2, db.queryLong("SELECT count(*) FROM item"));
            assertEquals(2, db.queryLong("SELECT count(*) FROM databasechangelog"));
        }
    }
}
