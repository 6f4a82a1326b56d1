package io.hotrow.engine.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
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
    @ValueSource(strings = {"FETCH", "FETCH 5 FROM", "CLOSE", "CLOSE a b", "DECLARE c CURSOR", "DECLARE c CURSOR FOR", "DECLARE c CURSOR FOR   ",
        "DECLARE c NO CURSOR FOR SELECT 1", "DECLARE c CURSOR WITH FOR SELECT 1", "DECLARE c SELECT 1", "FETCH 1 FROM c d", "DECLARE \"\" CURSOR FOR SELECT 1",
        "FETCH FROM \"open"})
    void refusesWhatPostgresCannotParse(String sql) {
        assertEquals("42601", assertThrows(SQLException.class, () -> CursorText.of(sql), sql).getSQLState(), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {"FETCH PRIOR FROM c", "FETCH BACKWARD 2 FROM c", "MOVE LAST IN c", "FETCH ABSOLUTE 3 c", "FETCH -1 c", "FETCH 0 c",
        "DECLARE c BINARY CURSOR FOR SELECT 1"})
    void refusesWhatTheEngineDoesNotRun(String sql) {
        assertEquals("42000", assertThrows(SQLException.class, () -> CursorText.of(sql), sql).getSQLState(), sql);
    }
}
