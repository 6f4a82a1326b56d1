package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The json builders and aggregates as PostgreSQL 15 answers them (each expected text read from psql): a value put into a
 * json keeps its own json text, json_object_agg keeps its pairs in row order, and a row value is refused rather than
 * written as H2's text of it.
 */
class JsonBuildersTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("jsonbuilders");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE pairs (id int, name text)");
            s.execute("INSERT INTO pairs VALUES (1, 'b'), (2, 'a'), (3, 'b')");
        }
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT json_build_object('arr', ARRAY[1,2,3], 'j', '{\"x\":1}'::jsonb, 'f', 1e20::float8)"
            + " => {\"arr\" : [1,2,3], \"j\" : {\"x\": 1}, \"f\" : 1e+20}",
        "SELECT json_build_array(ARRAY[1,2], '{\"a\": [1, 2]}'::jsonb, 2.50) => [[1,2], {\"a\": [1, 2]}, 2.50]",
        "SELECT jsonb_build_object('arr', ARRAY[1,2,3], 'j', '{\"x\":1}'::jsonb) => {\"j\": {\"x\": 1}, \"arr\": [1, 2, 3]}",
        "SELECT json_build_object('b', '\\x01'::bytea) => {\"b\" : \"\\\\x01\"}",
        "SELECT json_object_agg(name, id) FROM pairs => { \"b\" : 1, \"a\" : 2, \"b\" : 3 }",
        "SELECT json_object_agg(name, ARRAY[id, id]) FROM pairs => { \"b\" : [1,1], \"a\" : [2,2], \"b\" : [3,3] }",
        "SELECT jsonb_object_agg(name, id) FROM pairs => {\"a\": 2, \"b\": 3}",
        "SELECT jsonb_build_object('g', 0.1::float4, 'f', 1e20::float8) => {\"f\": 100000000000000000000, \"g\": 0.1}",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, text(sql));
    }

    @Test
    void anObjectAggregateOverNoRowsIsNull() throws SQLException {
        assertEquals(null, text("SELECT json_object_agg(name, id) FROM pairs WHERE false"));
    }

    /** A row is an object of its fields f1, f2, ..., as PostgreSQL writes an anonymous row (H2's text of it was a JSON string). */
    @Test
    void aRowValueIsAnObjectOfItsFields() throws SQLException {
        assertEquals("{\"f1\":1,\"f2\":\"a\"}", text("SELECT to_json(row(1, 'a'))"));
        assertEquals("{\"f1\": 1, \"f2\": \"a\"}", text("SELECT to_jsonb(row(1, 'a'))"));
        assertEquals("{\"f1\":1,\"f2\":{\"f1\":2,\"f2\":null}}", text("SELECT row_to_json(row(1, row(2, NULL)))"));
        assertEquals("42883", assertThrows(SQLException.class, () -> text("SELECT row_to_json(1)")).getSQLState());
    }

    private static String text(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
