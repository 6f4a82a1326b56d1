package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code array_append}, {@code array_prepend} and {@code array_cat}, which H2 reads as its {@code ||} of arrays (it has no
 * array_prepend): a NULL array made the whole NULL, without an error, where PostgreSQL takes it as empty
 * ({@code array_append(tags, 'z')} of a NULL {@code tags} is {@code {z}}, {@code array_cat(a, NULL)} is a), and a NULL element
 * made it NULL where PostgreSQL appends it ({@code array_append(ARRAY[1], NULL)} is {@code {1,NULL}}). Written as H2's
 * {@code ||} with PostgreSQL's NULLs: {@code COALESCE(a, ARRAY[]) || ARRAY[e]}, {@code ARRAY[e] || COALESCE(a, ARRAY[])},
 * {@code COALESCE(a || b, a, b)}. An element that is a bind parameter stays bare (H2 cannot type {@code ARRAY[?]}); array_cat
 * reads its arguments twice, so one holding a parameter is left to H2, which would bind it once.
 */
final class ArrayConcatenations implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("array_append", "array_prepend", "array_cat");

    @Override
    public List<String> words() {
        return List.copyOf(FUNCTIONS);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!FUNCTIONS.contains(name) || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int close = t.closing(i + 1);
            int comma = t.nextTopLevel(i + 2, close, ",");
            if (comma <= i + 2 || comma + 1 >= close || t.nextTopLevel(comma + 1, close, ",") >= 0
                    || name.equals("array_cat") && t.hasParameter(i + 2, close)) {
                continue;
            }
            Splice.Span first = new Splice.Span(t.get(i + 2).begin(), t.get(comma - 1).end());
            Splice.Span second = new Splice.Span(t.get(comma + 1).begin(), t.get(close - 1).end());
            boolean bareFirst = t.hasParameter(i + 2, comma);
            boolean bareSecond = t.hasParameter(comma + 1, close);
            int begin = t.is(i - 1, ".") ? i - 2 : i;
            splice.wrap(t.get(begin).begin(), t.get(close).end(), List.of(first, second), parts -> switch (name) {
                case "array_append" -> "(COALESCE(" + parts.get(0) + ", ARRAY[]) || " + element(parts.get(1), bareSecond) + ")";
                case "array_prepend" -> "(" + element(parts.get(0), bareFirst) + " || COALESCE(" + parts.get(1) + ", ARRAY[]))";
                default -> "COALESCE(" + parts.get(0) + " || " + parts.get(1) + ", " + parts.get(0) + ", " + parts.get(1) + ")";
            });
        }
    }

    private static String element(String text, boolean parameter) {
        return parameter ? text : "ARRAY[" + text + "]";
    }
}
