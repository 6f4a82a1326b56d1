package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A thread keeps the last text's statements for the next rule that reads the same text; what it hands out cannot be changed. */
class SqlWordsTest {

    @Test
    void theSameTextIsReadOnceAndItsStatementsAreKept() {
        String ddl = "CREATE TABLE t (id int PRIMARY KEY); CREATE INDEX t_idx ON t (id)";
        List<List<SqlWords.Token>> first = SqlWords.statements(ddl);
        assertEquals(2, first.size());
        assertSame(first, SqlWords.statements(new String(ddl)), "an equal text finds the kept statements");
        List<List<SqlWords.Token>> other = SqlWords.statements("DROP TABLE t");
        assertNotSame(first, other);
        assertEquals("DROP", other.get(0).get(0).text());
        assertNotSame(first, SqlWords.statements(ddl), "only the last text is kept");
    }

    @Test
    void keptStatementsCannotBeChanged() {
        List<List<SqlWords.Token>> statements = SqlWords.statements("SELECT 1; SELECT 2");
        assertThrows(UnsupportedOperationException.class, () -> statements.remove(0));
        assertThrows(UnsupportedOperationException.class, () -> statements.get(0).remove(0));
    }
}
