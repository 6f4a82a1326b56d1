package io.hotrow.driver.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.driver.config.ConnectionSettings;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class PostgresBackendTest {

    /** Settings made in code skip the URL's checks; HikariCP then refuses the pool with a RuntimeException holding the URL. */
    @Test
    void aPoolHikariCannotMakeIsAnSqlExceptionWithoutTheUrl() throws SQLException {
        ConnectionSettings s = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?placement=engine", null);
        String url = "jdbc:postgresql://db:notaport/test?password=S3CRETpw";
        ConnectionSettings bad = new ConnectionSettings(s.url(), s.placement(), s.placementTtl(), url, s.user(), s.password(),
                s.laneTimeout(), s.postgresPoolSize(), s.engine(), s.counters(), s.eventRollupEvery(), s.classifyEvery(),
                s.classifier(), s.s3Endpoint(), s.s3Region(), s.s3PathStyle());
        PostgresBackend backend = new PostgresBackend();
        try {
            SQLException e = assertThrows(SQLException.class, () -> backend.connect(bad));
            assertEquals("08001", e.getSQLState());
            assertFalse(e.getMessage().contains("S3CRETpw"), e.getMessage());
            assertNull(e.getCause(), "HikariCP's exception names the URL, password included");
        } finally {
            backend.shutdown();
        }
    }
}
