package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The alias of a FROM item written in the tokens, {@code [AS] alias [(c1, c2, ...)]}: its name (null if none), its column
 * names as written, and the token past it.
 */
record FromAlias(String alias, List<String> columns, int end) {

    /** What may follow a FROM item (a bare word there is an alias). */
    private static final Set<String> AFTER_ITEM = Set.of("WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "FETCH", "UNION", "EXCEPT",
            "INTERSECT", "WINDOW", "FOR", "ON", "USING", "JOIN", "LEFT", "RIGHT", "INNER", "FULL", "CROSS", "NATURAL", "RETURNING");

    /** The alias starting at token {@code next}, just past the item it names. */
    static FromAlias after(SqlTokens t, int next) {
        List<String> columns = new ArrayList<>();
        int aliasAt = t.is(next, "AS") ? next + 1 : next;
        if (!Operands.isWord(t, aliasAt) || AFTER_ITEM.contains(Operands.upper(t, aliasAt))) {
            return new FromAlias(null, columns, next);
        }
        int end = aliasAt + 1;
        if (t.is(end, "(")) {
            int close = t.closing(end);
            for (int k = end + 1; k < close; k += 2) {
                columns.add(t.get(k).image());
            }
            end = close + 1;
        }
        return new FromAlias(t.get(aliasAt).image(), columns, end);
    }
}
