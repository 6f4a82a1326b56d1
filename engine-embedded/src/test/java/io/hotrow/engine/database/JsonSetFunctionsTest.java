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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * json's set functions keep the json as written, as PostgreSQL 15 answers (each expected text read from psql): keys in their
 * order, duplicates too, values in their own text; they read it as a jsonb (keys sorted, the last duplicate, 2e1 as 20).
 */
class JsonSetFunctionsTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("jsonsets");
        c = database.connection();
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT key, value FROM json_each('{\"b\":1, \"a\":[1, 2], \"b\":2e1}') => b 1;a [1, 2];b 2e1",
        "SELECT key, value FROM json_each_text('{\"b\":1.0,\"a\":\"x\",\"c\":null}') => b 1.0;a x;c null",
        "SELECT * FROM json_object_keys('{\"z\":1,\"a\":2,\"z\":3}') => z;a;z",
        "SELECT * FROM json_array_elements('[1.0, {\"b\":1,\"a\":2}, \"x\"]') => 1.0;{\"b\":1,\"a\":2};\"x\"",
        "SELECT * FROM json_array_elements_text('[\"a\\\"b\", null, {\"x\": [1,2]}]') => a\"b;null;{\"x\": [1,2]}",
        "SELECT key, value FROM jsonb_each('{\"b\":1,\"a\":2}') => a 2;b 1",
    })
    void membersAreAsWritten(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join(";", rows(sql)));
    }

    @Test
    void theWrongKindOfJsonIsRefusedAsInPostgres() throws SQLException {
        for (String sql : List.of("SELECT * FROM json_each('[1]')", "SELECT * FROM json_array_elements('{\"a\":1}')",
                "SELECT * FROM json_object_keys('1')")) {
            assertEquals("22023", assertThrows(SQLException.class, () -> rows(sql), sql).getSQLState());
        }
        assertEquals("22P02", assertThrows(SQLException.class, () -> rows("SELECT * FROM json_each('{\"a\":1')")).getSQLState());
        assertEquals(List.of(), rows("SELECT * FROM json_each(NULL)"));
    }

    private static List<String> rows(String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                List<String> cells = new ArrayList<>();
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    cells.add(rs.getString(i));
                }
                rows.add(String.join(" ", cells));
            }
        }
        return rows;
    }
}
