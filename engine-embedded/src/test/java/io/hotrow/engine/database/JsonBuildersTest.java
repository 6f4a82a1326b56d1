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
 * json keeps its own json text (a json value too, text on the engine), json_object_agg keeps its pairs in row order, a row
 * value is an object of its fields, a derived table's row of its columns.
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
            s.execute("CREATE TABLE docs (id int, raw json, doc jsonb, price numeric(10,2))");
            s.execute("INSERT INTO docs VALUES (1, '{\"b\":1,  \"a\":2}', '{\"b\": 1}', 1.50), (2, '[1, 2]', '[1.0]', 2.00), (3, NULL, NULL, NULL)");
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

    /** A json (text on the engine) put into JSON is JSON, as written for json and normalised for jsonb: it was a JSON string. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT json_build_object('r', raw) FROM docs WHERE id = 1 => {\"r\" : {\"b\":1,  \"a\":2}}",
        "SELECT jsonb_build_object('r', raw) FROM docs WHERE id = 1 => {\"r\": {\"a\": 2, \"b\": 1}}",
        "SELECT json_build_array(raw, doc) FROM docs WHERE id = 2 => [[1, 2], [1.0]]",
        "SELECT json_agg(raw ORDER BY id) FROM docs => [{\"b\":1,  \"a\":2}, [1, 2], null]",
        "SELECT jsonb_agg(raw ORDER BY id) FROM docs => [{\"a\": 2, \"b\": 1}, [1, 2], null]",
        "SELECT to_json(raw) FROM docs WHERE id = 2 => [1, 2]",
        "SELECT to_jsonb(raw) FROM docs WHERE id = 1 => {\"a\": 2, \"b\": 1}",
        "SELECT json_object_agg(id, raw ORDER BY id) FROM docs => { \"1\" : {\"b\":1,  \"a\":2}, \"2\" : [1, 2], \"3\" : null }",
        "SELECT jsonb_object_agg(id, raw) FROM docs => {\"1\": {\"a\": 2, \"b\": 1}, \"2\": [1, 2], \"3\": null}",
        "SELECT json_build_object('x', json_build_object('y', 1)) => {\"x\" : {\"y\" : 1}}",
        "SELECT jsonb_build_object('x', json_build_object('y', 1, 'a', 2)) => {\"x\": {\"a\": 2, \"y\": 1}}",
        "SELECT json_build_object('items', (SELECT json_agg(id ORDER BY id) FROM docs)) => {\"items\" : [1, 2, 3]}",
        "SELECT json_agg(json_build_array(id, price) ORDER BY id) FROM docs => [[1, 1.50], [2, 2.00], [3, null]]",
        "SELECT json_build_object('a', '{\"x\":1}'::jsonb::json) => {\"a\" : {\"x\": 1}}",
        "SELECT json_build_object('a', 1, 'a', 2) => {\"a\" : 1, \"a\" : 2}",
        "SELECT json_object_agg(id, price::float8 * 1e20) FROM docs WHERE id = 1 => { \"1\" : 1.5e+20 }",
        "SELECT json_agg(ROW(id, price) ORDER BY id) FROM docs WHERE id < 3 => `[{\"f1\":1,\"f2\":1.50}, \n {\"f1\":2,\"f2\":2.00}]`",
        "SELECT array_to_json(ARRAY[1, 2]), array_to_json(ARRAY['a'], true) => [1,2]",
        "SELECT array_to_json(ARRAY[1, 2], true) => `[1,\n 2]`",
    })
    void aJsonValueStaysJson(String sql, String expected) throws SQLException {
        assertEquals(expected, text(sql));
    }

    /** A derived table's whole row is an object of its columns, named as PostgreSQL names them. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT json_agg(x) FROM (SELECT id, raw, price FROM docs WHERE id < 3 ORDER BY id) x"
            + " => `[{\"id\":1,\"raw\":{\"b\":1,  \"a\":2},\"price\":1.50}, \n {\"id\":2,\"raw\":[1, 2],\"price\":2.00}]`",
        "SELECT jsonb_agg(x ORDER BY x.n DESC) FROM (SELECT id AS n, doc FROM docs WHERE id < 3) x"
            + " => [{\"n\": 2, \"doc\": [1.0]}, {\"n\": 1, \"doc\": {\"b\": 1}}]",
        "SELECT row_to_json(x) FROM (SELECT id, price AS \"Price\" FROM docs WHERE id = 1) x => {\"id\":1,\"Price\":1.50}",
        "SELECT row_to_json(x, true) FROM (SELECT id, price FROM docs WHERE id = 1) x => `{\"id\":1,\n \"price\":1.50}`",
        "SELECT to_json(v) FROM (VALUES (1, 'a')) v(a, b) => {\"a\":1,\"b\":\"a\"}",
        "SELECT json_build_object('v', x) FROM (SELECT id, raw FROM docs WHERE id = 2) x => {\"v\" : {\"id\":2,\"raw\":[1, 2]}}",
    })
    void aDerivedTablesRowIsAnObjectOfItsColumns(String sql, String expected) throws SQLException {
        assertEquals(expected, text(sql));
    }

    /** What the engine cannot answer as PostgreSQL is refused: a table's whole row, a key that is no scalar, mixed numeric scales. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT row_to_json(docs) FROM docs => 42703",
        "SELECT json_agg(x) FROM (SELECT * FROM docs) x => 42703",
        "SELECT json_build_object(raw, 1) FROM docs WHERE id = 2 => 22023",
        "SELECT jsonb_object_agg(doc, 1) FROM docs WHERE id = 1 => 22023",
        "SELECT to_json(ARRAY[1.5, 2]) => 42000",
    })
    void refusesWhatItCannotAnswer(String sql, String sqlState) {
        assertEquals(sqlState, assertThrows(SQLException.class, () -> text(sql)).getSQLState());
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
