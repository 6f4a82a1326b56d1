package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's forms of LIMIT that H2 cannot read: {@code OFFSET m LIMIT n} (the clauses in either
 * order) becomes the standard {@code OFFSET m ROWS FETCH FIRST n ROWS ONLY}, which keeps each value,
 * bind parameters included, where it was written; {@code LIMIT ALL} (no limit) goes, and so does {@code LIMIT NULL},
 * which PostgreSQL reads as no limit too (H2 refused it, 22023).
 */
final class LimitClauses implements Rule {

    /** Words that end a LIMIT's value at its query's level. */
    private static final Set<String> AFTER_LIMIT = Set.of(";", "FOR", "UNION", "INTERSECT", "EXCEPT", "OFFSET", "FETCH");

    @Override
    public List<String> words() {
        return List.of("limit");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i, "LIMIT")) {
                continue;
            }
            boolean all = t.is(i + 1, "ALL") || t.is(i + 1, "NULL") && valueEnd(t, i + 1) == i + 1;
            int offset = offsetBefore(t, i);
            if (all) {
                splice.replace(t.get(i).begin(), t.get(i + 1).end(), "");
            } else if (offset >= 0) {
                boolean rows = t.is(i - 1, "ROW") || t.is(i - 1, "ROWS");
                splice.replace(t.get(i).begin(), t.get(i).end(), rows ? "FETCH FIRST" : "ROWS FETCH FIRST");
                splice.insert(t.get(valueEnd(t, i + 1)).end(), " ROWS ONLY");
            }
        }
    }

    /** The OFFSET of the same query written before the LIMIT at {@code limit}, or -1. */
    private static int offsetBefore(SqlTokens t, int limit) {
        int depth = 0;
        for (int i = limit - 1; i >= 0; i--) {
            if (t.is(i, ")")) {
                depth++;
            } else if (t.is(i, "(")) {
                if (depth-- == 0) {
                    return -1;
                }
            } else if (depth == 0 && t.is(i, "OFFSET")) {
                return i;
            } else if (depth == 0 && (t.is(i, "SELECT") || t.is(i, "ORDER") || t.is(i, "FROM") || t.is(i, ";"))) {
                return -1;
            }
        }
        return -1;
    }

    /** The last token of the value starting at {@code from}: up to the end of its query. */
    private static int valueEnd(SqlTokens t, int from) {
        int depth = 0;
        int i = from;
        for (; i < t.size(); i++) {
            if (t.is(i, "(")) {
                depth++;
            } else if (t.is(i, ")")) {
                if (depth-- == 0) {
                    break;
                }
            } else if (depth == 0 && i > from && AFTER_LIMIT.contains(t.get(i).image().toUpperCase(Locale.ROOT))) {
                break;
            }
        }
        return i - 1;
    }
}
