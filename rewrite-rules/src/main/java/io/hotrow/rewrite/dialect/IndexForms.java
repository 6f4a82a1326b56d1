package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * Index forms H2 has no counterpart for, refused with what to do instead rather than with H2's
 * syntax error: a partial index ({@code CREATE INDEX ... WHERE}) and an index on an expression
 * ({@code CREATE INDEX ... (lower(title))}). Leaving out the WHERE or the index would answer
 * queries alike, but a partial unique index is a constraint and the catalog would say otherwise, so
 * the choice is left to whoever restores the schema.
 */
final class IndexForms implements Rule {

    @Override
    public List<String> words() {
        return List.of("index");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int index = t.is(1, "UNIQUE") ? 2 : 1;
        if (!t.is(0, "CREATE") || !t.is(index, "INDEX")) {
            return;
        }
        int end = t.statementEnd();
        int on = t.nextTopLevel(index, end, "ON");
        int open = on < 0 ? -1 : t.nextTopLevel(on, end, "(");
        if (open < 0) {
            return;
        }
        int close = t.closing(open);
        if (t.nextTopLevel(close + 1, end, "WHERE") >= 0) {
            throw new UnsupportedSqlException("partial indexes (CREATE INDEX ... WHERE) are not supported by the engine;"
                    + " create the index without WHERE, or leave it out (a UNIQUE one enforces uniqueness on every row then)");
        }
        for (int i = open + 1; i < close; i++) {
            if (t.is(i, "(")) {
                throw new UnsupportedSqlException("indexes on expressions are not supported by the engine; index the columns"
                        + " themselves, or leave the index out");
            }
        }
    }
}
