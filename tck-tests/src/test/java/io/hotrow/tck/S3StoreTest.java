package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code jdbc:hotrow:s3://bucket/prefix/<database>} through the driver, against S3Proxy on
 * loopback: credentials come from the SDK's default chain (here its system properties), and a
 * database written, closed and reopened from the bucket holds what was acknowledged.
 */
class S3StoreTest {

    private static final String BUCKET = "hotrow-driver-test";
    private static LoopbackS3 server;

    @BeforeAll
    static void startServer() throws Exception {
        server = new LoopbackS3(BUCKET);
    }

    @AfterAll
    static void stopServer() throws Exception {
        server.close();
    }

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    private static String url(String bucket, String database) {
        return server.url(bucket, "tests", database);
    }

    @Test
    void aDatabaseInABucketSurvivesClosingAndReopening() throws SQLException {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(url(BUCKET, database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE orders (id bigserial PRIMARY KEY, total numeric(12,2) NOT NULL)");
            for (int i = 1; i <= 20; i++) {
                s.execute("INSERT INTO orders (total) VALUES (" + i + ".50)");
            }
        }
        HotrowDriver.instance().shutdown(); // what a restart does: the next connection recovers from the bucket
        try (Connection c = DriverManager.getConnection(url(BUCKET, database)); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT count(*), sum(total) FROM orders")) {
                rs.next();
                assertEquals(20, rs.getLong(1));
                assertEquals(0, new java.math.BigDecimal("220.00").compareTo(rs.getBigDecimal(2)));
            }
            s.execute("INSERT INTO orders (total) VALUES (1.00)");
            try (ResultSet rs = s.executeQuery("SELECT max(id) FROM orders")) {
                rs.next();
                assertEquals(21, rs.getLong(1), "the identity continued after recovery");
            }
        }
    }

    @Test
    void aMissingBucketIsReportedWithWhatToDo() {
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(url("no-such-bucket", "shop")));
        assertEquals("58030", e.getSQLState());
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        assertFalse(e.getMessage().contains(server.secret()), "credentials never appear in messages");
    }
}
