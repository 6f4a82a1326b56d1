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

    /** ->, ->>, #> and #>> of a json answer the member's text as written (the engine read the json as a jsonb: normalised). */
    @Test
    void pathOperatorsOfAJsonKeepItsText() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE jw (id int, raw json)");
            s.execute("INSERT INTO jw VALUES (1, '{\"a\":  1, \"a\": 2, \"b\" : {\"x\" :  [1,  2.50]}, \"s\": \"h\\u00e9\", \"n\": null}'),"
                    + " (2, '[1, [2,  3], {\"k\" : true}]')");
        }
        assertEquals(List.of("2 {\"x\" :  [1,  2.50]} \"h\\u00e9\" null hé null", "null null null null null null"),
                rows("SELECT raw -> 'a', raw -> 'b', raw -> 's', raw -> 'n', raw ->> 's', raw ->> 'n' FROM jw ORDER BY id"));
        assertEquals(List.of("[1,  2.50] 2.50 [1,  2.50] null null", "null null null [2,  3] {\"k\" : true}"),
                rows("SELECT raw #> '{b,x}', raw #>> '{b,x,1}', raw -> 'b' -> 'x', raw -> 1, jw.raw -> -1 FROM jw ORDER BY id"));
        assertEquals(List.of("{\"x\" :  1} [2,  3] {\"x\" :  1}"),
                rows("SELECT '{\"a\": {\"x\" :  1}}'::json -> 'a', CAST('[1, [2,  3]]' AS json) -> 1, '{\"a\": {\"x\" :  1}}'::json ->> 'a'"));
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
