package io.hotrow.driver.backend;

import io.hotrow.driver.HotrowDriver;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Run by {@link OptionalAwsSdkTest} in a JVM whose class path lacks the AWS SDK: prints one line
 * per step, {@code <step> <outcome>}, for the test to check.
 */
public final class WithoutAwsSdk {

    public static void main(String[] args) throws Exception {
        String directory = args[0];
        try {
            Class.forName("software.amazon.awssdk.services.s3.S3Client");
            System.out.println("sdk present");
        } catch (ClassNotFoundException expected) {
            System.out.println("sdk absent");
        }
        try (Connection c = DriverManager.getConnection("jdbc:hotrow:file:" + directory + "/shop"); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1), (2)");
            try (ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
                rs.next();
                System.out.println("file rows=" + rs.getInt(1));
            }
        }
        for (int attempt = 1; attempt <= 2; attempt++) { // the second finds the same answer, not a half-made store
            try (Connection c = DriverManager.getConnection("jdbc:hotrow:s3://bucket/prefix/shop?s3Endpoint=http://127.0.0.1:9&s3PathStyle=true")) {
                System.out.println("s3 connected");
            } catch (SQLException e) {
                System.out.println("s3 " + e.getSQLState() + " " + e.getMessage());
            } catch (Throwable t) {
                System.out.println("s3 threw " + t);
            }
        }
        HotrowDriver.instance().shutdown();
        System.out.println("shutdown done");
    }
}
