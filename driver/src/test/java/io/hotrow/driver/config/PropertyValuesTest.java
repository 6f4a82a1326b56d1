package io.hotrow.driver.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every property value the driver cannot use fails as 22023 naming the property, never as another exception, and never echoes a secret. */
class PropertyValuesTest {

    private static final String SECRET = "S3CRETpw";

    private static SQLException rejected(String query) {
        return assertThrows(SQLException.class, () -> ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?" + query, null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"placementTtl", "laneTimeout", "groupCommitWindow", "idleTimeout", "classifyEvery", "writeLatencyBudget",
            "eventRollupEvery", "leaseDuration", "leaseRenewEvery"})
    void everyDurationRejectsValuesBeyondItsRange(String property) {
        for (String value : new String[] {"99999999999999999999", "153722867280912931m", "9223372036854775807ms", "525601m", "31536001",
                "1" + "0".repeat(10_000) + "s", "-1s", "1h", "1.5s", ""}) {
            SQLException e = rejected(property + "=" + value);
            assertEquals("22023", e.getSQLState(), value);
            assertTrue(e.getMessage().contains("for property " + property + ":"), e.getMessage());
            assertTrue(e.getMessage().length() < 300, "the value is echoed cut short: " + e.getMessage().length());
        }
    }

    @Test
    void durationsUpToAYearAreTaken() throws SQLException {
        assertEquals(Duration.ofDays(365), ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?laneTimeout=525600m", null).laneTimeout());
        assertEquals(Duration.ofSeconds(30), ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?laneTimeout=00000000000000000000030", null).laneTimeout());
        assertEquals(Duration.ofMillis(1), ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?laneTimeout=1ms", null).laneTimeout());
        assertEquals(Duration.ZERO, ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?laneTimeout=0", null).laneTimeout());
    }

    /** A year is the longest, in every unit: one unit more is refused, with the bound in the value's unit. */
    @ParameterizedTest
    @CsvSource({"31536000000ms, 31536000001ms", "31536000s, 31536001s", "31536000, 31536001", "525600m, 525601m"})
    void aYearIsTheLongestDurationInEveryUnit(String longest, String tooLong) throws SQLException {
        assertEquals(Duration.ofDays(365), ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?laneTimeout=" + longest, null).laneTimeout());
        SQLException e = rejected("laneTimeout=" + tooLong);
        assertTrue(e.getMessage().contains("must be at most 365 days (" + longest.replaceAll("\\d+$", "$0s") + ")"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "postgresPoolSize=99999999999         | postgresPoolSize",
            "groupCommitMaxBatch=2147483648       | groupCommitMaxBatch",
            "groupCommitWritesInFlight=0          | groupCommitWritesInFlight",
            "groupCommitWritesInFlight=9          | groupCommitWritesInFlight",
            "snapshotEvery=1e3                    | snapshotEvery",
            "counterShards=-0                     | counterShards",
            "contentionFlagThreshold=NaN          | contentionFlagThreshold",
            "contentionFlagThreshold=Infinity     | contentionFlagThreshold",
            "contentionFlagThreshold=1e999        | contentionFlagThreshold",
            "contentionFlagThreshold=-1           | contentionFlagThreshold",
            "latencyCritical=TRUE                 | latencyCritical",
            "takeOver=always                      | takeOver",
            "leaseDuration=10ms                   | leaseDuration",
            "leaseDuration=2s&leaseRenewEvery=1s  | leaseRenewEvery",
            "serve=5433&serveAuth=kerberos        | serveAuth",
            "serve=5433&serveAuth=scram-sha-256   | serveUsers",
            "serve=5433&serveAuth=password&serveUsers=%20 | serveUsers",
    })
    void everyNumberRejectsWhatItCannotTake(String query, String property) {
        SQLException e = rejected(query);
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains(property), e.getMessage());
    }

    @Test
    void aLongMalformedCounterListFailsQuicklyAndShortly() {
        long start = System.nanoTime();
        SQLException e = rejected("shardedCounters=" + "a".repeat(200_000));
        assertTrue(System.nanoTime() - start < 2_000_000_000L, "its parse is linear");
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().length() < 300, e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "password=" + SECRET + "%zz",
            "password=%" + SECRET,
            "postgresUrl=jdbc:postgresql://db:port/test?password=" + SECRET,
            "postgresUrl=jdbc:postgresql://db/test?password=" + SECRET + "%zz",
            "postgresUrl=jdbc:mysql://db/test?password=" + SECRET,
            "placement=postgres&postgresUrl=jdbc:postgresql://db:99999999999/test?password=" + SECRET,
    })
    void noErrorEchoesAPassword(String query) {
        SQLException e = rejected(query);
        assertFalse(e.getMessage().contains(SECRET), e.getMessage());
        assertTrue(e.getSQLState().equals("22023") || e.getSQLState().equals("08001"), e.getSQLState());
    }

    @Test
    void aPostgresUrlPgjdbcCannotReadIsRefusedBeforeAnyPoolIsMade() {
        Properties info = new Properties();
        info.setProperty("postgresUrl", "jdbc:postgresql://db:notaport/test");
        SQLException e = assertThrows(SQLException.class, () -> ConnectionSettings.resolve("jdbc:hotrow:mem:/shop", info));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains("postgresUrl"), e.getMessage());
    }
}
