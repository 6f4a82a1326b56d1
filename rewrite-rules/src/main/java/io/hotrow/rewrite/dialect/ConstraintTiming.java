package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code [NOT] DEFERRABLE} and {@code INITIALLY DEFERRED | IMMEDIATE} on a constraint (Django writes
 * every foreign key {@code DEFERRABLE INITIALLY DEFERRED}): H2 checks every constraint at once and
 * takes none of these words but a foreign key's DEFERRABLE, so they go. The engine reads the timing
 * of a foreign key, a unique key and a primary key from the application's text and checks a
 * deferrable one at the end of the statement or at commit itself (docs/dialect.md).
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
