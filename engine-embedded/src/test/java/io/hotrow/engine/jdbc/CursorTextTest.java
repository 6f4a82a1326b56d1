package io.hotrow.engine.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** PostgreSQL's grammar of DECLARE, FETCH, MOVE and CLOSE, as {@link CursorText} reads it. */
class CursorTextTest {

    @Test
    void declareKeepsItsQueryAsWritten() throws SQLException {
        CursorText text = CursorText.of("DECLARE \"_django_curs_1\" NO SCROLL CURSOR WITH HOLD FOR SELECT id FROM t -- all\n");
        assertEquals(CursorText.Form.DECLARE, text.form());
        assertEquals("_django_curs_1", text.name());
        assertTrue(text.hold());
        assertEquals("SELECT id FROM t -- all\n", text.query());
        CursorText plain = CursorText.of("declare C insensitive scroll cursor without hold for values (1)");
        assertEquals("c", plain.name());
        assertEquals(false, plain.hold());
        assertEquals("values (1)", plain.query());
    }

    @Test
    void fetchAndMoveCountForward() throws SQLException {
        assertEquals(1, CursorText.of("FETCH c").count());
        assertEquals(1, CursorText.of("FETCH NEXT FROM c").count());
        assertEquals(5, CursorText.of("fetch 5 in c").count());
        assertEquals(2000, CursorText.of("FETCH FORWARD 2000 FROM \"a\"\"b\"").count());
        assertEquals("a\"b", CursorText.of("FETCH FORWARD 2000 FROM \"a\"\"b\"").name());
        assertEquals(CursorText.ALL, CursorText.of("FETCH ALL c").count());
        assertEquals(CursorText.ALL, CursorText.of("MOVE FORWARD ALL IN c;").count());
        assertEquals(1, CursorText.of("MOVE FORWARD FROM c").count());
        assertEquals(CursorText.Form.MOVE, CursorText.of("move c").form());
    }

    @Test
    void closeNamesOneCursorOrAll() throws SQLException {
        assertEquals("c", CursorText.of("CLOSE c").name());
        assertNull(CursorText.of("CLOSE ALL").name());
    }

    @ParameterizedTest
    @ValueSource(strings = {"FETCH", "FETCH 5 FROM", "FETCH ABSOLUTE c", "FETCH RELATIVE FROM c", "CLOSE", "CLOSE a b", "DECLARE c CURSOR", "DECLARE c CURSOR FOR", "DECLARE c CURSOR FOR   ",
        "DECLARE c NO CURSOR FOR SELECT 1", "DECLARE c CURSOR WITH FOR SELECT 1", "DECLARE c SELECT 1", "FETCH 1 FROM c d", "DECLARE \"\" CURSOR FOR SELECT 1",
        "FETCH FROM \"open"})
    void refusesWhatPostgresCannotParse(String sql) {
        assertEquals("42601", assertThrows(SQLException.class, () -> CursorText.of(sql), sql).getSQLState(), sql);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "FETCH PRIOR FROM c        | BACKWARD | 1", "FETCH BACKWARD 2 FROM c | BACKWARD | 2", "FETCH BACKWARD ALL c | BACKWARD | " + Long.MAX_VALUE,
            "MOVE LAST IN c            | ABSOLUTE | -1", "FETCH FIRST c          | ABSOLUTE | 1", "FETCH ABSOLUTE -3 c  | ABSOLUTE | -3",
            "FETCH RELATIVE -2 FROM c  | RELATIVE | -2", "FETCH -1 c             | BACKWARD | 1", "FETCH 0 c            | RELATIVE | 0",
            "FETCH FORWARD -4 c        | BACKWARD | 4", "FETCH BACKWARD -4 c    | FORWARD  | 4", "MOVE BACKWARD 0 IN c | RELATIVE | 0"})
    void everyDirectionIsForwardBackwardOrAPosition(String sql, CursorText.Direction direction, long count) throws SQLException {
        CursorText text = CursorText.of(sql);
        assertEquals(direction, text.direction(), sql);
        assertEquals(count, text.count(), sql);
    }

    @Test
    void noScrollIsKept() throws SQLException {
        assertTrue(CursorText.of("DECLARE c NO SCROLL CURSOR FOR SELECT 1").noScroll());
        assertEquals(false, CursorText.of("DECLARE c SCROLL CURSOR FOR SELECT 1").noScroll());
    }

    @Test
    void refusesABinaryCursor() {
        assertEquals("42000", assertThrows(SQLException.class, () -> CursorText.of("DECLARE c BINARY CURSOR FOR SELECT 1")).getSQLState());
    }
}
