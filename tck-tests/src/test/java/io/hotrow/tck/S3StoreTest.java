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
import org.gaul.s3proxy.junit.S3ProxyJunitCore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * {@code jdbc:hotrow:s3://bucket/prefix/<database>} through the driver, against S3Proxy on
 * loopback: credentials come from the SDK's default chain (here its system properties), and a
 * database written, closed and reopened from the bucket holds what was acknowledged.
 */
class S3StoreTest {

    private static final String BUCKET = "hotrow-driver-test";
    private static final S3ProxyJunitCore SERVER = new S3ProxyJunitCore.Builder()
            .withBlobStoreProvider("transient")
            .withCredentials("driver-test-access-key", "driver-test-secret-never-shown")
            .build();

    @BeforeAll
    static void startServer() throws Exception {
        SERVER.beforeEach();
        System.setProperty("aws.accessKeyId", SERVER.getAccessKey());
        System.setProperty("aws.secretAccessKey", SERVER.getSecretKey());
        try (S3Client admin = S3Client.builder().endpointOverride(SERVER.getUri()).region(Region.US_EAST_1).forcePathStyle(true)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(SERVER.getAccessKey(), SERVER.getSecretKey())))
                .build()) {
            admin.createBucket(b -> b.bucket(BUCKET));
        }
    }

    @AfterAll
    static void stopServer() {
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
        SERVER.afterEach();
    }

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    private static String url(String bucket, String database) {
        return "jdbc:hotrow:s3://" + bucket + "/tests/" + database + "?s3Endpoint=" + SERVER.getUri() + "&s3Region=us-east-1&s3PathStyle=true";
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
        assertFalse(e.getMessage().contains(SERVER.getSecretKey()), "credentials never appear in messages");
    }
}
