package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's weaker row-lock strengths, which H2 does not know, become {@code FOR UPDATE}:
 * {@code FOR NO KEY UPDATE} (Hibernate's PESSIMISTIC_WRITE), {@code FOR SHARE} (PESSIMISTIC_READ)
 * and {@code FOR KEY SHARE}. Stronger than asked, never weaker; on the engine a write transaction
 * holds its database's writer lane anyway. {@code OF}, {@code NOWAIT} and {@code SKIP LOCKED} stay.
 */
final class RowLocks implements Rule {

    @Override
    public List<String> words() {
        return List.of("share", "key");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (!t.is(i, "FOR")) {
                continue;
            }
            int last = t.is(i + 1, "SHARE") ? i + 1
                    : t.is(i + 1, "KEY") && t.is(i + 2, "SHARE") ? i + 2
                    : t.is(i + 1, "NO") && t.is(i + 2, "KEY") && t.is(i + 3, "UPDATE") ? i + 3
                    : -1;
            if (last > 0) {
                splice.replace(t.get(i + 1).begin(), t.get(last).end(), "UPDATE");
            }
        }
    }
}
