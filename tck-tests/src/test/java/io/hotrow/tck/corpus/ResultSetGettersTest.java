package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Getters that convert, differentially: a numeric, real or double precision read with getInt, getLong, getShort or
 * getByte has its fraction cut off as pgjdbc reads PostgreSQL's (12.50 is 12, -2.75 is -2; H2 rounded), and is 22003
 * outside the getter's type; a time read with getTimestamp lies on 1970-01-01 (H2 put it on today's date). And the
 * getters that take any column (getBoolean, getBytes, getObject as a String) and a timetz through getObject.
 */
class ResultSetGettersTest {

    private static final String TABLE = "CREATE TABLE getters (id int PRIMARY KEY, n numeric(24,2), r real, d double precision, t time(6))";
    private static final String ROWS = "INSERT INTO getters VALUES (1, 12.50, 1.5, 2.75, '13:45:06.789123'), (2, -2.75, -0.5, -1.999, '00:00:00'),"
            + " (3, 99.99, 127.9, 32767.5, '23:59:59.999999'), (4, 128.00, -129.5, 2147483648.5, NULL), (5, 9223372036854775807.99, 1e20, -1e19, '12:00:00'),"
            + " (6, NULL, NULL, 'NaN', '01:02:03')";

    /** Columns of each kind, read with the getters that take any column: getBoolean, getBytes, getObject as a String. */
    private static final String LENIENT_TABLE = "CREATE TABLE lenient (id int PRIMARY KEY, i int, n numeric(5,2), f float8, b boolean, t text,"
            + " v varchar(10), c char(3), by bytea, d date, tm time, tz timetz, ts timestamp, u uuid)";
    private static final String LENIENT_ROWS = "INSERT INTO lenient VALUES"
            + " (1, 1, 1.00, 0, true, '1', 'yes', 'on', '\\x0102ff', '2024-01-02', '13:45:06.5', '13:45:06.5+02', '2024-01-02 03:04:05.25',"
            + " 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'),"
            + " (2, 0, 0, 1, false, 'f', 'off', 'no', '\\x', '1999-12-31', '00:00:00', '23:59:59-05:30', '1999-12-31 23:59:59', NULL),"
            + " (3, 2, 2.50, -1.5, NULL, 'maybe', '', 'x', NULL, NULL, NULL, '00:00:00+00', NULL, NULL)";

    @Test
    @Timeout(120)
    void convertingGettersReadAsPgjdbcReadsPostgres() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> read(c, TABLE, ROWS, "SELECT n, r, d, t FROM getters ORDER BY id",
                (rs, seen) -> {
                    for (int column = 1; column <= 3; column++) {
                        seen.add(outcome(rs, column, "getInt") + " " + outcome(rs, column, "getLong") + " " + outcome(rs, column, "getShort")
                                + " " + outcome(rs, column, "getByte"));
                    }
                    seen.add(outcome(rs, 4, "getTimestamp"));
                }));
        assertEquals(sides.get(0), sides.get(1));
    }

    /**
     * An unconstrained numeric (H2's DECFLOAT, which holds 10 as 1E+1) reads as pgjdbc reads PostgreSQL's: its text in plain
     * digits and a BigDecimal without a negative scale (equals compares the scale), through each getter that gives one.
     */
    @Test
    @Timeout(120)
    void unconstrainedNumericsReadWithPostgresDigitsAndScale() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> read(c, "CREATE TABLE wholes (id int PRIMARY KEY, n numeric)",
                "INSERT INTO wholes VALUES (1, 10), (2, 100), (3, 0.0000001), (4, -2500), (5, 1.5), (6, NULL)",
                "SELECT n, n * 2 FROM wholes ORDER BY id", (rs, seen) -> {
                    for (int column = 1; column <= 2; column++) {
                        seen.add(outcome(rs, column, "getString") + " " + outcome(rs, column, "getBigDecimal") + " "
                                + outcome(rs, column, "getObject") + " " + outcome(rs, column, "getBigDecimal.class"));
                    }
                }));
        assertEquals(sides.get(0), sides.get(1));
    }

    /**
     * An array of casts to numeric (H2's floating NUMERIC(100000, 50000), which pads each element to scale 50000) reads through
     * getArray, and getObject's array, with BigDecimals of PostgreSQL's scale, as pgjdbc reads PostgreSQL's.
     */
    @Test
    @Timeout(120)
    void numericArrayElementsReadWithPostgresScale() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> read(c, "CREATE TABLE decimals (id int PRIMARY KEY, p numeric(6,2))",
                "INSERT INTO decimals VALUES (1, 1.50)", "SELECT ARRAY[1.5::numeric, 2.5::numeric], ARRAY[p, p * 2] FROM decimals",
                (rs, seen) -> {
                    for (int column = 1; column <= 2; column++) {
                        seen.add(elements((Object[]) rs.getArray(column).getArray()) + " " + elements((Object[]) ((Array) rs.getObject(column)).getArray()));
                    }
                }));
        assertEquals(sides.get(0), sides.get(1));
    }

    private static String elements(Object[] elements) {
        return Arrays.stream(elements).map(ResultSetGettersTest::describe).toList().toString();
    }

    /**
     * The getters an application may call on any column: getBoolean takes a number only as 1 or 0 and
     * text only as a boolean's word, getBytes gives the column's text, getObject(i, String.class) takes
     * only character columns, and a timetz is a java.sql.Time, as pgjdbc reads PostgreSQL's.
     */
    @Test
    @Timeout(120)
    void gettersOfAnyColumnReadAsPgjdbcReadsPostgres() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> read(c, LENIENT_TABLE, LENIENT_ROWS,
                "SELECT i, n, f, b, t, v, c, by, d, tm, tz, ts, u FROM lenient ORDER BY id", (rs, seen) -> {
                    for (int column = 1; column <= rs.getMetaData().getColumnCount(); column++) {
                        seen.add(rs.getMetaData().getColumnName(column) + ": " + outcome(rs, column, "getBoolean") + " "
                                + outcome(rs, column, "getBytes") + " " + outcome(rs, column, "getString.class"));
                    }
                    seen.add("tz: " + outcome(rs, 11, "getObject"));
                }));
        assertEquals(sides.get(0), sides.get(1));
    }

    /** A jsonb reads through getObject as pgjdbc's PGobject of its text, and its column's class names that. */
    @Test
    @Timeout(120)
    void jsonbReadsAsPgjdbcsObject() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> read(c, "CREATE TABLE docs (id int PRIMARY KEY, data jsonb)",
                "INSERT INTO docs VALUES (1, '{\"b\": [1, 2.50], \"a\": null}'), (2, NULL)", "SELECT data FROM docs ORDER BY id",
                (rs, seen) -> seen.add(outcome(rs, 1, "getObject") + " " + rs.getMetaData().getColumnClassName(1))));
        assertEquals(sides.get(0), sides.get(1));
    }

    /** What one row shows, added to what was seen. */
    private interface RowReading {
        void read(ResultSet row, List<String> seen) throws SQLException;
    }

    /** Creates {@code table} with {@code rows} and reads every row of {@code query}. */
    private static List<String> read(Connection connection, String table, String rows, String query, RowReading reading) throws SQLException {
        List<String> seen = new ArrayList<>();
        try (Statement s = connection.createStatement()) {
            s.execute(table);
            s.execute(rows);
            try (ResultSet rs = s.executeQuery(query)) {
                while (rs.next()) {
                    reading.read(rs, seen);
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
                case "getBoolean" -> rs.getBoolean(column);
                case "getBytes" -> Arrays.toString(rs.getBytes(column));
                case "getString.class" -> rs.getObject(column, String.class);
                case "getObject" -> describe(rs.getObject(column));
                case "getString" -> rs.getString(column);
                case "getBigDecimal" -> describe(rs.getBigDecimal(column));
                case "getBigDecimal.class" -> describe(rs.getObject(column, BigDecimal.class));
                default -> rs.getTimestamp(column);
            };
            return getter + "(" + column + ")=" + value + (rs.wasNull() ? " null" : "");
        } catch (SQLException e) {
            return getter + "(" + column + ")=" + e.getSQLState();
        }
    }

    private static String describe(Object value) {
        String scale = value instanceof BigDecimal decimal ? " scale " + decimal.scale() : "";
        return value == null ? "null" : value.getClass().getName() + " " + value + scale;
    }
}
