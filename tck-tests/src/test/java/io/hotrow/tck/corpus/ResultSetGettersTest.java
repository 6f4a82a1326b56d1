package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Getters that convert, differentially: a numeric, real or double precision read with getInt, getLong, getShort or
 * getByte has its fraction cut off as pgjdbc reads PostgreSQL's (12.50 is 12, -2.75 is -2; H2 rounded), and is 22003
 * outside the getter's type; a time read with getTimestamp lies on 1970-01-01 (H2 put it on today's date).
 */
class ResultSetGettersTest {

    private static final String TABLE = "CREATE TABLE getters (id int PRIMARY KEY, n numeric(24,2), r real, d double precision, t time(6))";
    private static final String ROWS = "INSERT INTO getters VALUES (1, 12.50, 1.5, 2.75, '13:45:06.789123'), (2, -2.75, -0.5, -1.999, '00:00:00'),"
            + " (3, 99.99, 127.9, 32767.5, '23:59:59.999999'), (4, 128.00, -129.5, 2147483648.5, NULL), (5, 9223372036854775807.99, 1e20, -1e19, '12:00:00'),"
            + " (6, NULL, NULL, 'NaN', '01:02:03')";

    @Test
    @Timeout(120)
    void convertingGettersReadAsPgjdbcReadsPostgres() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(ResultSetGettersTest::read);
        assertEquals(sides.get(0), sides.get(1));
    }

    private static List<String> read(Connection connection) throws SQLException {
        List<String> seen = new ArrayList<>();
        try (Statement s = connection.createStatement()) {
            s.execute(TABLE);
            s.execute(ROWS);
            try (ResultSet rs = s.executeQuery("SELECT n, r, d, t FROM getters ORDER BY id")) {
                while (rs.next()) {
                    for (int column = 1; column <= 3; column++) {
                        seen.add(outcome(rs, column, "getInt") + " " + outcome(rs, column, "getLong") + " " + outcome(rs, column, "getShort") + " "
                                + outcome(rs, column, "getByte"));
                    }
                    seen.add(outcome(rs, 4, "getTimestamp"));
                }
            }
        }
        return seen;
    }

    private static String outcome(ResultSet rs, int column, String getter) {
        try {
            Object value = switch (getter) {
                case "getInt" -> rs.getInt(column);
                case "getLong" -> rs.getLong(column);
                case "getShort" -> rs.getShort(column);
                case "getByte" -> rs.getByte(column);
                default -> rs.getTimestamp(column);
            };
            return getter + "(" + column + ")=" + value + (rs.wasNull() ? " null" : "");
        } catch (SQLException e) {
            return getter + "(" + column + ")=" + e.getSQLState();
        }
    }
}
