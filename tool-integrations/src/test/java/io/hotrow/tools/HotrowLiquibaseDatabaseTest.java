package io.hotrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import liquibase.database.DatabaseFactory;
import liquibase.database.core.PostgresDatabase;
import liquibase.database.jvm.JdbcConnection;
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
    void hidesPasswordsInTheUrlAndInsideAnEncodedPostgresUrl() {
        String url = "jdbc:hotrow:mem:/shop?placement=postgres&password=plain1"
                + "&postgresUrl=jdbc%3Apostgresql%3A%2F%2Fdb%2Ftest%3Fuser%3Dapp%26password%3Dencoded2%26ssl%3Dtrue";

        String shown = JdbcConnection.sanitizeUrl(url);

        assertFalse(shown.contains("plain1"), shown);
        assertFalse(shown.contains("encoded2"), shown);
        assertTrue(shown.contains("%26ssl%3Dtrue"), shown);
    }

    @Test
    void connectionsAreLeftToLiquibasesPostgresDatabase() {
        assertFalse(new HotrowLiquibaseDatabase().isCorrectDatabaseImplementation(null));
    }
}
