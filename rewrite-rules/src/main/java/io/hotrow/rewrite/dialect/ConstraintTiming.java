package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code [NOT] DEFERRABLE} and {@code INITIALLY DEFERRED | IMMEDIATE} on a constraint (Django writes
 * every foreign key {@code DEFERRABLE INITIALLY DEFERRED}): H2 checks every constraint at once and
 * takes none of these words but a foreign key's DEFERRABLE, so they go. The engine reads a foreign
 * key's timing from the application's text and checks a deferred key at commit itself; other
 * constraints (a deferrable UNIQUE) are checked at each statement: a transaction that breaks one for
 * a while fails at once where PostgreSQL would fail only if it were still broken at commit; nothing
 * PostgreSQL would refuse is accepted (docs/dialect.md).
 */
final class ConstraintTiming implements Rule {

    @Override
    public List<String> words() {
        return List.of("deferrable", "initially");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (!StatementShape.definesColumns(ast, t)) {
            return;
        }
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "DEFERRABLE")) {
                int from = t.is(i - 1, "NOT") ? i - 1 : i;
                splice.replace(t.get(from).begin(), t.get(i).end(), "");
            } else if (t.is(i, "INITIALLY") && (t.is(i + 1, "DEFERRED") || t.is(i + 1, "IMMEDIATE"))) {
                splice.replace(t.get(i).begin(), t.get(i + 1).end(), "");
                i++;
            }
        }
    }
}
