package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code CREATE INDEX ... USING gin (doc jsonb_path_ops)}: H2 has no GIN indexes, and an index changes
 * no answer, so the index is created as H2's plain one on the same columns (migrations written for
 * PostgreSQL run unchanged; {@code @>} and {@code ?} do not use it). {@link IndexForms} drops its operator class.
 */
final class GinIndexes implements Rule {

    @Override
    public List<String> words() {
        return List.of("gin");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (!StatementShape.createsIndex(ast, t)) {
            return;
        }
        for (int i = 1; i < t.size(); i++) {
            if (t.is(i, "gin") && t.is(i - 1, "USING")) {
                splice.replace(t.get(i - 1).begin(), t.get(i).end(), "");
            }
        }
    }
}
