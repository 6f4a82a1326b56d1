package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArrayParametersTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id FROM t WHERE id = ANY($1) => SELECT id FROM t WHERE id = ANY(hotrow_array_param($1))",
        "SELECT id FROM t WHERE id <> ALL (?) => SELECT id FROM t WHERE id <> ALL (hotrow_array_param(?))",
        "SELECT id FROM t WHERE id = ANY(?) AND n > ? => SELECT id FROM t WHERE id = ANY(hotrow_array_param(?)) AND n > ?",
        "SELECT id FROM t WHERE id = ANY(ARRAY[?, ?]) => SELECT id FROM t WHERE id = ANY(ARRAY[?, ?])",
        "SELECT id FROM t WHERE id = ANY(SELECT n FROM u) => SELECT id FROM t WHERE id = ANY(SELECT n FROM u)",
    })
    void aParameterAnArrayIsComparedWithIsReadAsArrayText(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** PostgreSQL reads a string literal compared with ANY or ALL as array text; H2 made a one-element array of the whole text. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id FROM t WHERE s = ANY('{x,z}') => SELECT id FROM t WHERE s = ANY(hotrow_array_param('{x,z}'))",
        "SELECT id FROM t WHERE n <> ALL ('{1,2}') AND s = 'a' => SELECT id FROM t WHERE n <> ALL (hotrow_array_param('{1,2}')) AND s = 'a'",
        "SELECT id FROM t WHERE s = ANY('{x}' || tags) => SELECT id FROM t WHERE s = ANY('{x}' || tags)",
    })
    void aStringLiteralAnArrayIsComparedWithIsReadAsArrayText(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT $1::int[] AS a => hotrow_array_param($1)",
        "SELECT CAST(? AS text[]) => hotrow_array_param(?)",
        "SELECT $1::character varying[] => hotrow_array_param($1)",
    })
    void aParameterCastToAnArrayIsReadAsArrayText(String sql, String read) throws UnsupportedSqlException {
        String translated = translate(sql);
        assertEquals(true, translated.contains(read), translated);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT $1::int => SELECT $1::int AS \"int4\"",
        "SELECT ? || 'x' => SELECT ? || 'x'",
    })
    void otherParametersStayAsBound(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }
}
