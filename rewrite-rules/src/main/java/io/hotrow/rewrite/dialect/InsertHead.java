package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;

/**
 * The head of {@code INSERT INTO table [AS alias] [(columns)]}: the table as written (its name's parts joined by dots), the
 * columns as PostgreSQL folds them (null without a list), and the token after the head, where VALUES or a query starts.
 */
record InsertHead(String table, List<String> columns, int next) {

    /** The head of the INSERT whose tokens are {@code t} (its first two are INSERT INTO). */
    static InsertHead of(SqlTokens t) {
        int at = 2;
        StringBuilder table = new StringBuilder(t.get(at).image());
        while (t.is(at + 1, ".") && at + 2 < t.size()) {
            table.append('.').append(t.get(at + 2).image());
            at += 2;
        }
        at++;
        if (t.is(at, "AS")) {
            at += 2;
        }
        List<String> columns = null;
        if (t.is(at, "(")) {
            columns = new ArrayList<>();
            int close = t.closing(at);
            for (int i = at + 1; i < close; i += 2) {
                columns.add(Names.normalize(t.get(i).image()));
            }
            at = close + 1;
        }
        return new InsertHead(table.toString(), columns, at);
    }
}
