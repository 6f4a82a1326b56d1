package io.hotrow.jdbc;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.postgresql.util.PGInterval;
import org.postgresql.util.PGobject;

/**
 * Run by {@link OneJarTest} with hotrow-driver, Micrometer, SLF4J and the application's own pgjdbc
 * as its whole class path: uses the driver as an application would, through java.sql only, and
 * prints one line per check.
 */
public final class OneJarChild {

    public static void main(String[] args) throws Exception {
        String directory = args[0];
        String postgresUrl = args[1];
        String database = args[2];
        for (String unrelocated : new String[] {"org.h2.Driver", "org.postgresql.Driver", "com.zaxxer.hikari.HikariDataSource",
                "net.sf.jsqlparser.parser.CCJSqlParserUtil"}) {
            System.out.println(unrelocated + " " + (loadable(unrelocated) ? "loadable" : "absent"));
        }
        System.out.println("engine " + roundTrip("jdbc:hotrow:file:" + directory + "/" + database));
        System.out.println("engine " + pgjdbcObjects("jdbc:hotrow:mem:/" + database + "_objects"));
        String onPostgres = "jdbc:hotrow:mem:/" + database + "?placement=postgres&postgresUrl=" + URLEncoder.encode(postgresUrl, StandardCharsets.UTF_8);
        System.out.println("postgres " + roundTrip(onPostgres));
        System.out.println("postgres " + pgjdbcObjects(onPostgres));
        try (Connection c = DriverManager.getConnection(onPostgres); Statement s = c.createStatement()) {
            s.execute("DROP TABLE counter");
            s.execute("DROP TABLE doc");
        }
        try (Connection c = DriverManager.getConnection("jdbc:hotrow:s3://bucket/prefix/" + database)) {
            System.out.println("s3 connected");
        } catch (SQLException e) {
            System.out.println("s3 " + e.getSQLState());
        }
    }

    private static boolean loadable(String name) {
        try {
            Class.forName(name);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * The application's own pgjdbc objects bound and handed back, as Hibernate binds a JSON column and applications cast
     * getObject's answers: the bundled pgjdbc is relocated, and the engine must take and give the application's classes.
     */
    private static String pgjdbcObjects(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE doc (id int PRIMARY KEY, data jsonb, wait interval)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO doc VALUES (1, ?, ?)")) {
                PGobject data = new PGobject();
                data.setType("jsonb");
                data.setValue("{\"k\": 1}");
                insert.setObject(1, data);
                insert.setObject(2, new PGInterval("1 day 02:00:00"));
                insert.executeUpdate();
            }
            try (ResultSet rs = s.executeQuery("SELECT data, wait FROM doc")) {
                rs.next();
                return "jsonb " + ((PGobject) rs.getObject(1)).getValue() + " interval " + ((PGInterval) rs.getObject(2)).getDays() + " days";
            }
        }
    }

    /** An increment parsed, routed and run, read back: what the bundled libraries are for. */
    private static String roundTrip(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counter VALUES (1, 0)");
            for (int i = 0; i < 3; i++) {
                s.executeUpdate("UPDATE counter SET n = n + 1 WHERE id = 1");
            }
            try (ResultSet rs = s.executeQuery("SELECT n FROM counter WHERE id = 1")) {
                rs.next();
                return "n=" + rs.getLong(1);
            }
        }
    }
}
