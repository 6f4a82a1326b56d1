package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code now()} and {@code transaction_timestamp()}, PostgreSQL's {@code timestamptz} of the
 * transaction's start, which H2 reads as LOCALTIMESTAMP, a {@code timestamp} without time zone: as
 * {@code CURRENT_TIMESTAMP}, the same instant with the session's offset, so that
 * {@code now() AT TIME ZONE 'UTC'} and {@code now()::text} read as on PostgreSQL.
 */
final class NowCalls implements Rule {

    private static final Set<String> NAMES = Set.of("NOW", "TRANSACTION_TIMESTAMP");

    @Override
    public List<String> words() {
        return List.of("now", "transaction_timestamp");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (!NAMES.contains(Operands.upper(t, i)) || !t.is(i + 1, "(") || !t.is(i + 2, ")")) {
                continue;
            }
            int first = i;
            if (t.is(i - 1, ".")) {
                if (!t.is(i - 2, "pg_catalog")) {
                    continue; // some other schema's function of that name
                }
                first = i - 2;
            }
            splice.replace(t.get(first).begin(), t.get(i + 2).end(), "CURRENT_TIMESTAMP");
        }
    }
}
