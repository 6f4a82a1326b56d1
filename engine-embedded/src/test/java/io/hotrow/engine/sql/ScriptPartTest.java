package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Splitting a text into the statements the engine runs one at a time: where H2 ends a statement, and only there. */
class ScriptPartTest {

    private static List<String> texts(String sql) {
        return ScriptPart.split(sql).stream().map(ScriptPart::text).toList();
    }

    @Test
    void splitsAtSemicolonsAndDropsEmptyStatementsCommentsAndTrailingSemicolons() {
        assertEquals(List.of("INSERT INTO t VALUES (1)", "UPDATE t SET a = 2"),
                texts(";; INSERT INTO t VALUES (1) ;;;\n-- the next one\nUPDATE t SET a = 2; -- done\n;"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", ";", ";;", " ; ; ", "-- only a comment", "/* only */ ; /* comments */"})
    void aTextOfNothingButSemicolonsAndCommentsHasNoStatement(String sql) {
        assertEquals(List.of(), texts(sql));
    }

    @Test
    void semicolonsInStringsQuotedNamesCommentsAndDollarBodiesDoNotSplit() {
        assertEquals(List.of("SELECT ';', 'it''s; fine'", "SELECT \"a;b\" FROM t", "SELECT 1 /* a; /* nested; */ still; */ + 1",
                        "SELECT 2 -- a; comment\n + 1", "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql"),
                texts("SELECT ';', 'it''s; fine'; SELECT \"a;b\" FROM t; SELECT 1 /* a; /* nested; */ still; */ + 1;"
                        + " SELECT 2 -- a; comment\n + 1; CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;"));
    }

    @Test
    void aStatementKeepsItsTextExactlyAsWritten() {
        String text = "SELECT U&'\\0041' , N'x' ,X'01',  1.5e3 ,`q` FROM t WHERE a <> 'b'";
        assertEquals(List.of(text, "SELECT 1"), texts(text + ";SELECT 1"));
    }

    @Test
    void countsEachStatementsParametersOutsideStringsAndComments() {
        List<ScriptPart> parts = ScriptPart.split("INSERT INTO t VALUES (?, '?'); /* ? */ UPDATE t SET a = ? WHERE b = ? -- ?\n; SELECT 1");
        assertEquals(List.of(1, 2, 0), parts.stream().map(ScriptPart::parameters).toList());
    }

    @Test
    void anAlterTableOfSeveralActionsIsAPartPerActionTheLaterOnesContinuingTheFirst() {
        List<ScriptPart> parts = ScriptPart.split("ALTER TABLE IF EXISTS ONLY app.\"T\" ADD COLUMN a text DEFAULT 'x, y',"
                + " ALTER COLUMN b TYPE numeric(10, 2) USING round(b, 2), ADD CONSTRAINT c CHECK (a IN ('p', 'q')); SELECT 1");
        assertEquals(List.of("ALTER TABLE IF EXISTS ONLY app.\"T\" ADD COLUMN a text DEFAULT 'x, y'",
                "ALTER TABLE IF EXISTS ONLY app.\"T\" ALTER COLUMN b TYPE numeric(10, 2) USING round(b, 2)",
                "ALTER TABLE IF EXISTS ONLY app.\"T\" ADD CONSTRAINT c CHECK (a IN ('p', 'q'))", "SELECT 1"),
                parts.stream().map(ScriptPart::text).toList());
        assertEquals(List.of(false, true, true, false), parts.stream().map(ScriptPart::continues).toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ALTER TABLE t DROP COLUMN a, DROP COLUMN b", "ALTER TABLE t ADD COLUMN a int DEFAULT ?, ADD COLUMN b int",
        "ALTER TABLE t ADD COLUMN a numeric(5, 2)", "ALTER TABLE t RENAME COLUMN a TO b"})
    void otherAlterTablesStayWhole(String sql) {
        assertEquals(List.of(sql), texts(sql));
    }
}
