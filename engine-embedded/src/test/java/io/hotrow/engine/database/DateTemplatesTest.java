package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * to_char's date and time templates as PostgreSQL 15 reads them (each expected row read from PostgreSQL through psql,
 * TimeZone UTC): patterns in upper or lower case only, one prefix, a backslash before a double quote, an empty template;
 * and to_date and to_timestamp reading text by a template as PostgreSQL reads it, or failing with its SQLState.
 */
class DateTemplatesTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("datetemplates");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE 'UTC'");
        }
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT to_char(date '2024-02-29', 'yyYY|mONTH|Am pM|YYYY\\\"MM|TMMonth|FMTMDay|DDTh|DDth|fx') => `2424|mONTH|Am pM|2024\"02|February|TMThursday |29Th|29th|`",
        "SELECT to_char(date '2024-02-29', '') IS NULL, to_char(timestamp '2024-02-29 10:00', '') IS NULL => true|true",
        "SELECT to_char(timestamp '0044-03-15 10:00 BC', 'IYYY IYY IY I') => 0044 044 44 4",
        // a time as the interval PostgreSQL casts it to: H2's Oracle TO_CHAR wrote 03:05, refused US, wrote 1970-01-01 3030 and ''
        "SELECT to_char(time '03:05:00', 'FMHH24:MI'), to_char(time '13:45:30.5', 'HH24:MI:SS.US'), to_char(time '13:45:30', 'YYYY-MM-DD SSSS'),"
            + " to_char(time '13:45:30', 'HH12 AM'), to_char(time '13:45:30', '') IS NULL => 3:05|13:45:30.500000|0000-00-00 49530|01 PM|true",
        // to_date and to_timestamp: H2's TO_DATE answered 2099-12-31, 13:45:30 without its fraction, 00:00:53, 2026-12-01 and 2024-12-01
        "SELECT to_timestamp('12-31-99', 'MM-DD-YY')::text, to_timestamp('2024-02-29 13:45:30.12', 'YYYY-MM-DD HH24:MI:SS.MS')::text,"
            + " to_timestamp('2024-02-29 49530', 'YYYY-MM-DD SSSS')::text, to_timestamp('13:45', 'HH24:MI')::text, to_date('2024', 'YYYY')::text"
            + " => 1999-12-31 00:00:00+00|2024-02-29 13:45:30.12+00|2024-02-29 13:45:30+00|0001-01-01 13:45:00+00 BC|2024-01-01",
        "SELECT to_timestamp('2024-02-29 13:45:30', 'YYYY-MM-DD  HH24:MI:SS')::text, to_date('2024-W09-4', 'IYYY-\"W\"IW-ID')::text,"
            + " to_date('21 2', 'CC YY')::text, to_date('1st Feb 2024', 'DDth Mon YYYY')::text, to_date('2024-02-29', 'YYYYMMDD')::text"
            + " => 2024-02-29 13:45:30+00|2024-02-29|2002-01-01|2024-02-01|2024-01-02",
        "SELECT to_timestamp('29/02/2024 1:02:03 pm -03', 'DD/MM/YYYY HH12:MI:SS am TZH')::text, to_date(NULL, 'YYYY') IS NULL"
            + " => 2024-02-29 16:02:03+00|true",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join("|", row(sql)), sql);
    }

    /**
     * TZ as PostgreSQL's time zone data abbreviates each zone: Java's names were BRT, NPT, CHST, HAST, AST, WAT. Under a POSIX zone
     * setting, its name part, or nothing for an offset alone: the engine wrote the offset (-03 for UTC+3, +0330 for -03:30).
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "America/Sao_Paulo => -03|-03", "Asia/Kathmandu => +0545|+0545", "Pacific/Guam => ChST|chst", "America/Adak => HST|hst",
        "Asia/Riyadh => +03|+03", "Africa/Windhoek => CAT|cat", "Europe/Paris => CET|cet",
        "UTC+3 => UTC|utc", "XYZ+2 => XYZ|xyz", "<-03>+3 => -03|-03", "ABC-05:30 => ABC|abc", "-03:30 => |", "+5 => +05|+05",
    })
    void theZoneIsAbbreviatedAsPostgresAbbreviatesIt(String zone, String expected) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE '" + zone + "'");
            assertEquals(expected, String.join("|", row("SELECT to_char(timestamptz '2024-01-15 12:00+00', 'TZ'), to_char(timestamptz '2024-01-15 12:00+00', 'tz')")));
        } finally {
            try (Statement s = c.createStatement()) {
                s.execute("SET TIME ZONE 'UTC'");
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        // H2 answered each without an error: 2024-13-01, 2070-02-29, 14:00:30, 01:45, 2024-01-01, and 13:45:30
        "SELECT to_date('2024-13-01', 'YYYY-MM-DD') => 22008",
        // PostgreSQL formats no month name of a time, and has no to_char of a timetz; H2 wrote January and 13:45:30 +02
        "SELECT to_char(time '13:45:30', 'Month') => 22007",
        "SELECT to_char(timetz '13:45:30+02', 'HH24:MI:SS TZH') => 42883",
        "SELECT to_date('70-02-29', 'YY-MM-DD') => 22008",
        "SELECT to_timestamp('2024-02-29 13:60:30', 'YYYY-MM-DD HH24:MI:SS') => 22008",
        "SELECT to_timestamp('2024-02-29 13:45', 'YYYY-MM-DD HH:MI') => 22007",
        "SELECT to_date('2023-366', 'YYYY-DDD') => 22008",
        "SELECT to_timestamp('2024-02-29 13:45:30.1234567', 'YYYY-MM-DD HH24:MI:SS.US') => 22008",
        "SELECT to_date('2024-02-29 2024', 'YYYY-MM-DD IYYY') => 22007",
        "SELECT to_date('2024 xx 29', 'YYYY Mon DD') => 22007",
    })
    void failsAsPostgres(String sql, String sqlState) {
        assertEquals(sqlState, assertThrows(SQLException.class, () -> row(sql), sql).getSQLState(), sql);
    }

    private static List<String> row(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            List<String> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(rs.getObject(i) instanceof Boolean b ? b.toString() : rs.getString(i) == null ? "" : rs.getString(i));
            }
            return values;
        }
    }
}
