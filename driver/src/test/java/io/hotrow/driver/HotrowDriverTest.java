package io.hotrow.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.HotrowProperty;
import io.hotrow.driver.config.StoreLocation;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.database.SnapshotPolicy;
import io.hotrow.engine.lease.LeaseSettings;
import io.hotrow.placement.Placement;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HotrowDriverTest {

    @Test
    void registersWithDriverManagerAndAcceptsOnlyItsPrefix() throws SQLException {
        Driver driver = DriverManager.getDriver("jdbc:hotrow:mem:/shop");
        assertInstanceOf(HotrowDriver.class, driver);
        assertFalse(driver.acceptsURL("jdbc:postgresql://localhost/test"));
        assertFalse(driver.acceptsURL("jdbc:h2:mem:x"));
        assertNull(driver.connect("jdbc:postgresql://localhost/test", new Properties()));
    }

    @Test
    void parsesStoresDatabaseAndProperties() throws SQLException {
        ConnectionSettings file = ConnectionSettings.resolve("jdbc:hotrow:file:/var/lib/hotrow/shop?laneTimeout=250ms", null);
        assertEquals(new StoreLocation.Directory(Path.of("/var/lib/hotrow")), file.url().store());
        assertEquals("shop", file.url().database());
        assertTrue(file.autoPlacement(), "the placement table decides by default");
        assertEquals(Duration.ofMillis(250), file.laneTimeout());

        ConnectionSettings mem = ConnectionSettings.resolve("jdbc:hotrow:mem:/cart_2", null);
        assertEquals(new StoreLocation.Memory(), mem.url().store());
        assertEquals(Duration.ofSeconds(30), mem.laneTimeout());
        assertEquals(EngineSettings.DEFAULT.groupCommit(), mem.engine().groupCommit());
        assertEquals(Duration.ofMinutes(10), mem.engine().idleTimeout());

        ConnectionSettings tuned = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?groupCommitWindow=2ms&groupCommitMaxBatch=64"
                + "&groupCommitWritesInFlight=1&snapshotEvery=1000&snapshotEveryMegabytes=8&snapshotInterval=30s&idleTimeout=0", null);
        assertEquals(Duration.ofMillis(2), tuned.engine().groupCommit().window());
        assertEquals(64, tuned.engine().groupCommit().maxRecords());
        assertEquals(1, tuned.engine().groupCommit().writesInFlight());
        assertEquals(new SnapshotPolicy(1000, 8 << 20, Duration.ofSeconds(30)), tuned.engine().snapshots());
        assertEquals(Duration.ZERO, tuned.engine().idleTimeout());
        assertEquals(LeaseSettings.DEFAULT, mem.engine().lease(), "10 s, renewed every third of it, waiting for an owner's lease to expire");

        LeaseSettings lease = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?leaseDuration=3s&leaseRenewEvery=500ms&takeOver=force", null)
                .engine().lease();
        assertEquals(Duration.ofSeconds(3), lease.duration());
        assertEquals(Duration.ofMillis(500), lease.renewEvery());
        assertEquals(LeaseSettings.TakeOver.FORCE, lease.takeOver());

        ConnectionSettings s3 = ConnectionSettings.resolve("jdbc:hotrow:s3://bucket/some/prefix/db1", null);
        assertEquals(new StoreLocation.S3("bucket", "some/prefix"), s3.url().store());

        Properties info = new Properties();
        info.setProperty("placement", "postgres");
        info.setProperty("postgresUrl", "jdbc:postgresql://127.0.0.1/test");
        info.setProperty("user", "app");
        ConnectionSettings pg = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop", info);
        assertEquals(Placement.POSTGRES, pg.placement());
        assertEquals("app", pg.user());

        ConnectionSettings urlWins = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?placement=engine", info);
        assertEquals(Placement.ENGINE, urlWins.placement());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "jdbc:hotrow:                                   | must end with /<database>",
            "jdbc:hotrow:mem:/                              | must end with /<database>",
            "jdbc:hotrow:mem:/Shop                          | must match [a-z][a-z0-9_]{0,62}",
            "jdbc:hotrow:mem:/9lives                        | must match",
            "jdbc:hotrow:mem:/a-b                           | must match",
            "jdbc:hotrow:file:relative/dir/shop             | needs an absolute directory",
            "jdbc:hotrow:ftp://host/shop                    | the store must be mem:, file:",
            "jdbc:hotrow:s3:///shop                         | needs a bucket",
            "jdbc:hotrow:mem:/shop?placment=postgres        | unknown property 'placment'",
            "jdbc:hotrow:mem:/shop?placement                | is not key=value",
            "jdbc:hotrow:mem:/shop?laneTimeout=1s&laneTimeout=2s | given twice",
            "jdbc:hotrow:mem:/shop?placement=moon           | invalid value 'moon' for property placement",
            "jdbc:hotrow:mem:/shop?laneTimeout=soon         | invalid value 'soon' for property laneTimeout",
            "jdbc:hotrow:mem:/shop?postgresPoolSize=0       | must be a positive whole number",
            "jdbc:hotrow:mem:/shop?groupCommitMaxBatch=-1   | must be a positive whole number",
            "jdbc:hotrow:mem:/shop?snapshotEvery=often      | must be a positive whole number",
            "jdbc:hotrow:mem:/shop?groupCommitWindow=1h     | invalid value '1h' for property groupCommitWindow",
            "jdbc:hotrow:mem:/shop?idleTimeout=-1s          | invalid value '-1s' for property idleTimeout",
            "jdbc:hotrow:mem:/shop?placement=postgres       | needs the postgresUrl property",
            "jdbc:hotrow:mem:/shop?postgresUrl=jdbc:mysql://x/y | must be a jdbc:postgresql: URL",
    })
    void rejectsBadUrlsWithAMessageNamingTheProblem(String url, String expected) {
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(url));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getSQLState().equals("08001") || e.getSQLState().equals("22023"), e.getSQLState());
    }

    @Test
    void errorMessagesNeverEchoTheQueryString() {
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection("jdbc:hotrow:mem:/Bad?password=secret"));
        assertFalse(e.getMessage().contains("secret"), e.getMessage());
    }

    @Test
    void unknownPropertiesFromFrameworksAreIgnored() throws SQLException {
        Properties info = new Properties();
        info.setProperty("hibernate.something", "x");
        info.setProperty("ApplicationName", "demo");
        try (Connection c = DriverManager.getConnection("jdbc:hotrow:mem:/ignored_props", info)) {
            assertTrue(c.isValid(1));
        }
    }

    @Test
    void propertyInfoDescribesEveryProperty() throws SQLException {
        DriverPropertyInfo[] info = DriverManager.getDriver("jdbc:hotrow:mem:/x").getPropertyInfo("jdbc:hotrow:mem:/x", new Properties());
        assertEquals(HotrowProperty.values().length, info.length);
        assertTrue(Arrays.stream(info).allMatch(p -> p.description != null && !p.description.isBlank()));
        DriverPropertyInfo placement = Arrays.stream(info).filter(p -> p.name.equals("placement")).findFirst().orElseThrow();
        assertEquals("auto", placement.value);
        assertEquals(3, placement.choices.length);
    }

    @Test
    void engineConnectionsLookLikePostgresToFrameworks() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:hotrow:mem:/meta")) {
            DatabaseMetaData meta = c.getMetaData();
            assertEquals("PostgreSQL", meta.getDatabaseProductName());
            assertEquals(15, meta.getDatabaseMajorVersion());
            assertEquals("jdbc:hotrow:mem:/meta", meta.getURL());
            assertEquals(c, meta.getConnection());
        }
    }

    @Test
    void dataSourceConnectsWithItsUrlAndProperties() throws SQLException {
        HotrowDataSource ds = new HotrowDataSource();
        assertThrows(SQLException.class, ds::getConnection);
        ds.setUrl("jdbc:hotrow:mem:/via_ds");
        ds.setProperty("laneTimeout", "5s");
        try (Connection c = ds.getConnection()) {
            c.createStatement().execute("CREATE TABLE t (id int)");
            c.createStatement().execute("INSERT INTO t VALUES (1)");
        }
        try (Connection c = ds.getConnection()) {
            var rs = c.createStatement().executeQuery("SELECT count(*) FROM t");
            rs.next();
            assertEquals(1, rs.getInt(1));
        }
    }

    @Test
    void dataSourcePropertiesNeedAKeyAndANullValueUnsetsOne() throws SQLException {
        HotrowDataSource ds = new HotrowDataSource();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ds.setProperty(null, null));
        assertTrue(e.getMessage().contains("property key"), e.getMessage());
        ds.setUrl("jdbc:hotrow:mem:/via_ds_unset");
        ds.setProperty("laneTimeout", "soon");
        assertEquals("22023", assertThrows(SQLException.class, ds::getConnection).getSQLState());
        ds.setProperty("laneTimeout", null);
        try (Connection c = ds.getConnection()) {
            assertTrue(c.isValid(1));
        }
        assertFalse(ds.isWrapperFor(null));
        assertEquals("0A000", assertThrows(SQLException.class, () -> ds.unwrap(null)).getSQLState());
        assertEquals("0A000", assertThrows(SQLException.class, () -> ds.unwrap(Connection.class)).getSQLState());
    }

    @Test
    void s3PropertiesAreCheckedBeforeAnythingIsContacted() throws SQLException {
        ConnectionSettings s3 = ConnectionSettings.resolve("jdbc:hotrow:s3://bucket/p/shop?s3Endpoint=http://127.0.0.1:9000&s3Region=eu-west-1&s3PathStyle=true", null);
        assertEquals("http://127.0.0.1:9000", s3.s3Endpoint().toString());
        assertEquals("eu-west-1", s3.s3Region());
        assertTrue(s3.s3PathStyle());
        SQLException endpoint = assertThrows(SQLException.class,
                () -> ConnectionSettings.resolve("jdbc:hotrow:s3://bucket/p/shop?s3Endpoint=user:secret@nowhere", null));
        assertEquals("22023", endpoint.getSQLState());
        assertFalse(endpoint.getMessage().contains("secret"), "a malformed endpoint is not echoed: it may carry credentials");
        SQLException pathStyle = assertThrows(SQLException.class,
                () -> ConnectionSettings.resolve("jdbc:hotrow:s3://bucket/p/shop?s3PathStyle=yes", null));
        assertEquals("22023", pathStyle.getSQLState());
    }
}
