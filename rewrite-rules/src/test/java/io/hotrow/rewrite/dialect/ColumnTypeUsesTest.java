package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Columns whose use depends on their type: named for the engine to look up, then written or refused as PostgreSQL does. */
class ColumnTypeUsesTest {

    private static final Map<String, String> TYPES = Map.of("active", "BOOLEAN", "name", "CHARACTER VARYING", "priority", "INTEGER",
            "data", "BINARY VARYING");

    @Test
    void theColumnsUsedSoAreNamed() {
        assertEquals(Set.of("active", "name", "priority", "data", "b"), ColumnTypeUses.columns(
                "SELECT 'x' || active, t.name || '', sum(priority), max(t.data), CASE WHEN b THEN 1 END FROM t WHERE x = 1"));
        assertEquals(Set.of(), ColumnTypeUses.columns("SELECT f(a) || g(b), sum(a + 1), a::text || 'x' FROM t WHERE a AND b"));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id, 'x' || active, t.active || '' FROM t => SELECT id, 'x' || active::text, t.active::text || '' FROM t",
        "SELECT name || priority FROM t WHERE active ORDER BY 1 => SELECT name || priority FROM t WHERE active ORDER BY 1",
        "SELECT string_agg(data, '\\x2c'::bytea ORDER BY id) FROM t"
            + " => SELECT decode(string_agg(encode(data, 'hex'), encode('\\x2c'::bytea, 'hex') ORDER BY id), 'hex') FROM t",
        "SELECT string_agg(name, ',') FROM t => SELECT string_agg(name, ',') FROM t",
    })
    void usesAreWrittenAsPostgresMeansThem(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, ColumnTypeUses.typed(sql, TYPES));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT sum(active) FROM t => 42883 function sum(boolean) does not exist",
        "SELECT avg(t.active) FROM t => 42883 function avg(boolean) does not exist",
        "SELECT max(data) FROM t => 42883 function max(bytea) does not exist",
        "SELECT CASE WHEN priority THEN 1 END FROM t => 42804 argument of CASE/WHEN must be type boolean, not type integer",
        "SELECT id FROM t WHERE name => 42804 argument of WHERE must be type boolean, not type text",
    })
    void usesPostgresHasNoneOfAreRefusedAsThere(String sql, String refusal) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> ColumnTypeUses.typed(sql, TYPES));
        assertEquals(refusal, e.sqlState() + " " + e.getMessage());
    }
}
