package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code lag}, {@code lead} and {@code ntile} over a window without ORDER BY ({@code OVER ()}, {@code OVER (PARTITION BY g)}):
 * PostgreSQL takes the rows in the order they come; H2 wants an ORDER BY (42601). The window gets {@code ORDER BY NULL}, under
 * which H2 keeps the rows in the order they come too. A named window ({@code OVER w}, {@code OVER (w ...)}) is left to H2, as the
 * text does not show its ORDER BY here; a lead or lag with a NULL offset is {@link ConstantWindowCalls}'.
 */
final class UnorderedWindowCalls implements Rule {

    private static final Set<String> ORDER_NEEDED = Set.of("lag", "lead", "ntile");
    /** The words a window's definition may open with; any other word names a window it refines. */
    private static final Set<String> DEFINITION_STARTS = Set.of("PARTITION", "ORDER", "ROWS", "RANGE", "GROUPS", ")");

    @Override
    public List<String> words() {
        return List.copyOf(ORDER_NEEDED);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 3 < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!ORDER_NEEDED.contains(name) || !t.is(i + 1, "(") || t.is(i - 1, ".")) {
                continue;
            }
            int close = t.closing(i + 1);
            if (!t.is(close + 1, "OVER") || !t.is(close + 2, "(") || !name.equals("ntile") && ConstantWindowCalls.hasNullOffset(t, i, close)) {
                continue;
            }
            int open = close + 2;
            int end = t.closing(open);
            if (DEFINITION_STARTS.contains(t.get(open + 1).image().toUpperCase(Locale.ROOT)) && t.nextTopLevel(open + 1, end, "ORDER") < 0) {
                splice.insert(t.get(end).begin(), end == open + 1 ? "ORDER BY NULL" : " ORDER BY NULL");
            }
        }
    }
}
