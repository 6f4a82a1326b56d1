package io.hotrow.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Run by {@link OneJarTest} with hotrow-driver, Micrometer and SLF4J as its whole class path: runs
 * statements H2 refuses and prints each one's SQLState and message, one line each.
 */
public final class OneJarErrorsChild {

    public static void main(String[] args) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:hotrow:mem:/errors"); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
            for (String sql : new String[] {"SELECT 1/0", "INSERT INTO t VALUES (1)"}) {
                try {
                    s.execute(sql);
                    System.out.println(sql + " ran");
                } catch (SQLException e) {
                    System.out.println(e.getSQLState() + " " + e.getMessage().lines().findFirst().orElse(""));
                }
            }
        }
    }
}
