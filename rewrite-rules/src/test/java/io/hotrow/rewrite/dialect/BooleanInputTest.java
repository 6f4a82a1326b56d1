package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Strings PostgreSQL reads as booleans: cast ones become TRUE/FALSE; compared ones are the engine's to type by their column. */
class BooleanInputTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 't'::boolean, 'off'::bool, ' Yes '::boolean, '0'::boolean, 'of'::bool, 'TR'::boolean"
            + " => SELECT TRUE AS \"bool\", FALSE AS \"bool\", TRUE AS \"bool\", FALSE AS \"bool\", FALSE AS \"bool\", TRUE AS \"bool\"",
        "SELECT CAST('on' AS boolean), bool 'n', boolean 'f', x::boolean FROM t => SELECT TRUE AS \"bool\", FALSE AS \"bool\", FALSE AS \"bool\", x::boolean AS \"x\" FROM t",
        "SELECT 'on'::boolean::int, CAST('no' AS bool)::int8 => SELECT hotrow_int4(TRUE) AS \"int4\", hotrow_int8(FALSE) AS \"int8\"",
        "SELECT true = 't', 'off' <> FALSE, TRUE::text = 'TRUE', x = 'y' FROM t => SELECT true = TRUE, FALSE <> FALSE, 'true' = 'TRUE', x = 'y' FROM t",
    })
    void castStringsBecomeBooleans(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void aStringPostgresDoesNotReadAsABooleanFailsAsThere() {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate("SELECT 'o'::boolean"));
        assertEquals("22P02 invalid input syntax for type boolean: \"o\"", e.sqlState() + " " + e.getMessage());
    }

    @Test
    void comparedStringsAreTypedByTheirColumn() {
        StatementAnalysis analysis = new StatementClassifier().classify(
                "UPDATE flags SET b = 'on', name = 'yes' WHERE active = 't' AND 'no' <> f.verified AND code = '1' AND x = 'abc'");
        assertEquals(Set.of("b", "name", "active", "verified", "code"), BooleanComparisons.columns(analysis));
        assertEquals("UPDATE flags SET b = TRUE, name = 'yes' WHERE active = TRUE AND FALSE <> f.verified AND code = '1' AND x = 'abc'",
                BooleanComparisons.typed(analysis, Set.of("b", "active", "verified")));
    }

    @Test
    void aStringTouchingTheNextWordStaysApartFromIt() {
        StatementAnalysis analysis = new StatementClassifier().classify("SELECT 1 FROM a JOIN pg_class cl ON cl.relispartition = 'f'INNER JOIN b ON true");
        assertEquals("SELECT 1 FROM a JOIN pg_class cl ON cl.relispartition = FALSE INNER JOIN b ON true",
                BooleanComparisons.typed(analysis, Set.of("relispartition")));
    }

    @Test
    void simpleCaseValuesAreTypedByItsColumn() {
        StatementAnalysis analysis = new StatementClassifier().classify("SELECT CASE \"ix\".\"indisunique\" WHEN 't' THEN 'TRUE' WHEN 'f' THEN"
                + " CASE relkind WHEN 'y' THEN 1 END END, CASE WHEN 't' THEN 1 END, CASE f(x) WHEN 't' THEN 1 END FROM pg_index ix");
        assertEquals(Set.of("indisunique", "relkind"), BooleanComparisons.columns(analysis));
        assertEquals("SELECT CASE \"ix\".\"indisunique\" WHEN TRUE THEN 'TRUE' WHEN FALSE THEN CASE relkind WHEN 'y' THEN 1 END END,"
                + " CASE WHEN 't' THEN 1 END, CASE f(x) WHEN 't' THEN 1 END FROM pg_index ix",
                BooleanComparisons.typed(analysis, Set.of("indisunique")));
    }

    @Test
    void booleanWordsWrittenIntoABooleanColumnAreTypedByIt() {
        StatementAnalysis insert = new StatementClassifier().classify("INSERT INTO flags VALUES (3, 'on'), (4, 'of')");
        List<ColumnTypedStrings.Target> targets = ColumnTypedStrings.targets(insert);
        assertEquals(List.of(1, 1), targets.stream().map(ColumnTypedStrings.Target::position).filter(p -> p == 1).toList());
        ColumnTypedStrings.Target on = targets.stream().filter(x -> x.position() == 1).findFirst().orElseThrow();
        assertEquals("boolean", on.inputFor(Types.BOOLEAN, "BOOLEAN"));
        assertNull(on.inputFor(Types.VARCHAR, "CHARACTER VARYING"), "a text column keeps the string");
        Map<Integer, String> inputs = new java.util.HashMap<>();
        targets.stream().filter(x -> x.position() == 1).forEach(x -> inputs.put(x.token(), x.inputFor(Types.BOOLEAN, "BOOLEAN")));
        assertEquals("INSERT INTO flags VALUES (3, TRUE), (4, FALSE)", ColumnTypedStrings.typed(insert, inputs));
    }

    @Test
    void aBooleanLiteralWrittenIntoATextColumnIsPostgresText() {
        StatementAnalysis update = new StatementClassifier().classify("UPDATE t SET note = true, n = 2 WHERE id = 1");
        ColumnTypedStrings.Target note = ColumnTypedStrings.targets(update).get(0);
        assertEquals("note", note.column());
        assertEquals("UPDATE t SET note = 'true', n = 2 WHERE id = 1",
                ColumnTypedStrings.typed(update, Map.of(note.token(), note.inputFor(Types.VARCHAR, "CHARACTER VARYING"))));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "INSERT INTO t (id, b) VALUES (6, 1) => column \"b\" is of type boolean but expression is of type integer",
        "INSERT INTO t (id, b) VALUES (7, 't'::text) => column \"b\" is of type boolean but expression is of type text",
        "UPDATE t SET b = 'x'::varchar WHERE id = 1 => column \"b\" is of type boolean but expression is of type character varying",
        "UPDATE t SET b = 0 => column \"b\" is of type boolean but expression is of type integer",
    })
    void aNumberOrTextExpressionIsNotAssignedToABooleanColumn(String sql, String message) {
        ColumnTypedStrings.Target b = ColumnTypedStrings.targets(new StatementClassifier().classify(sql)).stream()
                .filter(x -> "b".equals(x.column())).findFirst().orElseThrow();
        assertEquals(message, b.assignmentError(Types.BOOLEAN, "b"));
    }

    @Test
    void assignmentsPostgresAcceptsAreNotRefused() {
        List<ColumnTypedStrings.Target> targets = ColumnTypedStrings.targets(
                new StatementClassifier().classify("INSERT INTO t (b, n, s, m) VALUES (true, 1, true, 'x'::text)"));
        assertNull(targets.get(0).assignmentError(Types.BOOLEAN, "b"));
        assertNull(targets.get(1).assignmentError(Types.BIGINT, "n"), "an integer into a bigint");
        assertNull(targets.get(2).assignmentError(Types.VARCHAR, "s"), "a boolean into text is its text");
        assertEquals("column \"m\" is of type integer but expression is of type text", targets.get(3).assignmentError(Types.INTEGER, "m"));
        assertEquals("column \"n\" is of type integer but expression is of type boolean", targets.get(0).assignmentError(Types.INTEGER, "n"));
    }
}
