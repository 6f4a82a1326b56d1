package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * TimeZone UTC): patterns in upper or lower case only, one prefix, a backslash before a double quote, an empty template.
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
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join("|", row(sql)), sql);
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
