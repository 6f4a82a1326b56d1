package io.hotrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.hotrow.driver.HotrowDriver;
import liquibase.database.DatabaseFactory;
import liquibase.database.core.PostgresDatabase;
import org.junit.jupiter.api.Test;

class HotrowLiquibaseDatabaseTest {

    @Test
    void liquibaseFindsTheDriverForHotrowUrlsThroughItsServiceRegistry() {
        assertEquals(HotrowDriver.class.getName(), DatabaseFactory.getInstance().findDefaultDriver("jdbc:hotrow:mem:/shop"));
    }

    @Test
    void postgresqlKeepsItsOwnEntry() {
        DatabaseFactory factory = DatabaseFactory.getInstance();

        assertEquals("org.postgresql.Driver", factory.findDefaultDriver("jdbc:postgresql://127.0.0.1/test"));
        assertEquals(PostgresDatabase.class, factory.getDatabase("postgresql").getClass());
    }

    @Test
    void connectionsAreLeftToLiquibasesPostgresDatabase() {
        assertFalse(new HotrowLiquibaseDatabase().isCorrectDatabaseImplementation(null));
    }
}
