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

/** Row values read as text, as pgjdbc's getString reads PostgreSQL's record text (each expected value read from PostgreSQL 15). */
class RowValueTextTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("rowtext");
        c = database.connection();
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT ROW(1, 'a b', NULL) => (1,\"a b\",)",
        "SELECT (1, 2), ROW(1), ROW() => (1,2)|(1)|()",
        "SELECT ROW(1, 'a', true, 1.5, DATE '2020-01-02') => (1,a,t,1.5,2020-01-02)",
        "SELECT ROW('', ' ', 'a,b', 'a(b)', 'x\"y') => (\"\",\" \",\"a,b\",\"a(b)\",\"x\"\"y\")",
        "SELECT ROW(E'a\\\\b', ARRAY[1, 2]) => (\"a\\\\b\",\"{1,2}\")",
    })
    void rowValuesReadAsPostgresRecordText(String sql, String expected) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            List<String> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(rs.getString(i));
            }
            assertEquals(expected, String.join("|", values));
        }
    }
}
