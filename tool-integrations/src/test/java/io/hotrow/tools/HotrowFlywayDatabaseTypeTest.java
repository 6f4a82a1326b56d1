package io.hotrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import java.util.Properties;
import org.flywaydb.core.internal.database.DatabaseTypeRegister;
import org.flywaydb.database.postgresql.PostgreSQLDatabaseType;
import org.junit.jupiter.api.Test;

class HotrowFlywayDatabaseTypeTest {

    @Test
    void flywayFindsTheTypeForHotrowUrlsThroughItsPluginRegistry() {
        var type = DatabaseTypeRegister.getDatabaseTypeForUrl("jdbc:hotrow:mem:/shop", null);

        assertInstanceOf(HotrowFlywayDatabaseType.class, type);
        assertEquals("hotrow", type.getName());
        assertEquals(HotrowDriver.class.getName(), type.getDriverClass("jdbc:hotrow:mem:/shop", getClass().getClassLoader()));
    }

    @Test
    void postgresqlUrlsAndTheEngineNameStayWithFlywaysOwnType() {
        var byUrl = DatabaseTypeRegister.getDatabaseTypeForUrl("jdbc:postgresql://127.0.0.1/test", null);
        var byEngine = DatabaseTypeRegister.getDatabaseTypeForEngineName("PostgreSQL", null);

        assertEquals(PostgreSQLDatabaseType.class, byUrl.getClass());
        assertEquals(PostgreSQLDatabaseType.class, byEngine.getClass());
    }

    @Test
    void connectionsReportingPostgresqlAreLeftToFlywaysOwnType() {
        assertFalse(new HotrowFlywayDatabaseType().handlesDatabaseProductNameAndVersion("PostgreSQL", "15.0", null));
    }

    @Test
    void passesNoPgjdbcOnlyPropertiesToTheDriver() {
        Properties props = new Properties();
        new HotrowFlywayDatabaseType().setDefaultConnectionProps("jdbc:hotrow:mem:/shop", props, getClass().getClassLoader());

        assertTrue(props.isEmpty(), props::toString);
    }

    @Test
    void redactsPasswordsInTheUrlAndInsideAnEncodedPostgresUrl() {
        String url = "jdbc:hotrow:mem:/shop?placement=postgres&password=plain1"
                + "&postgresUrl=jdbc%3Apostgresql%3A%2F%2Fdb%2Ftest%3Fuser%3Dapp%26password%3Dencoded2%26ssl%3Dtrue";

        String redacted = DatabaseTypeRegister.redactJdbcUrl(url);

        assertFalse(redacted.contains("plain1"), redacted);
        assertFalse(redacted.contains("encoded2"), redacted);
        assertTrue(redacted.contains("%26ssl%3Dtrue"), redacted);
        assertTrue(redacted.startsWith("jdbc:hotrow:mem:/shop?placement=postgres&"), redacted);
    }
}
