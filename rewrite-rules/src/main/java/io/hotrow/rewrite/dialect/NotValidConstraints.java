package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code ALTER TABLE t ADD CONSTRAINT c CHECK (...) NOT VALID} (or a FOREIGN KEY): PostgreSQL adds the constraint without
 * checking the rows already there, for a later {@code VALIDATE CONSTRAINT} (see
 * {@link io.hotrow.rewrite.analysis.ConstraintValidation}). The engine checks them at once: NOT VALID goes, so the constraint is
 * valid from the start; where a row breaks it, the ALTER fails (23514, 23503) where PostgreSQL would have failed at the
 * validation. H2 refused the words with a syntax error.
 */
final class NotValidConstraints implements Rule {

    @Override
    public List<String> words() {
        return List.of("valid");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (!t.is(0, "ALTER") || !t.is(1, "TABLE")) {
            return;
        }
        int end = t.statementEnd();
        int depth = 0;
        for (int i = 2; i + 1 < end; i++) {
            depth += t.is(i, "(") ? 1 : t.is(i, ")") ? -1 : 0;
            if (depth == 0 && t.is(i, "NOT") && t.is(i + 1, "VALID") && (i + 2 >= end || t.is(i + 2, ","))) {
                splice.replace(t.get(i - 1).end(), t.get(i + 1).end(), ""); // the end of an action: ADD ... NOT VALID
            }
        }
    }
}
