package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code coalesce(doc -> 'items', '[]')}: PostgreSQL types the call by its jsonb argument and reads the bare string as
 * jsonb, an empty array. H2 converted the string to a JSON string ({@code "[]"}), so {@code jsonb_array_length} of it failed
 * and {@code ->} of it gave NULL. Where an argument shows a jsonb (a {@code ->} or {@code #>}, a cast to jsonb, a function
 * returning one), each bare string argument is read as PostgreSQL's jsonb input ({@code CAST(hotrow_jsonb('[]') AS JSON)}).
 */
final class JsonbCoalesce implements Rule {

    /** Words and symbols of an argument that make it a jsonb. */
    private static final Set<String> JSONB_MARKS = Set.of("->", "#>", "jsonb");

    @Override
    public List<String> words() {
        return List.of("coalesce");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (!t.is(i, "COALESCE") || !t.is(i + 1, "(") || t.is(i - 1, ".")) {
                continue;
            }
            int close = t.closing(i + 1);
            List<int[]> arguments = arguments(t, i + 1, close);
            if (arguments.stream().anyMatch(argument -> showsJsonb(t, argument))) {
                for (int[] argument : arguments) {
                    if (argument[0] == argument[1] && t.get(argument[0]).image().startsWith("'")) {
                        splice.insert(t.get(argument[0]).begin(), "CAST(" + JsonTypes.INPUT + "(");
                        splice.insert(t.get(argument[0]).end(), ") AS JSON)");
                    }
                }
            }
        }
    }

    /** The first and last token of each argument between the parentheses at {@code open} and {@code close}. */
    private static List<int[]> arguments(SqlTokens t, int open, int close) {
        List<int[]> arguments = new ArrayList<>();
        int start = open + 1;
        for (int comma = t.nextTopLevel(start, close, ","); comma >= 0; comma = t.nextTopLevel(start, close, ",")) {
            arguments.add(new int[] {start, comma - 1});
            start = comma + 1;
        }
        arguments.add(new int[] {start, close - 1});
        return arguments;
    }

    /** Whether the argument is a jsonb by its text: cast to one last, or not cast and holding a jsonb operator or call. */
    private static boolean showsJsonb(SqlTokens t, int[] argument) {
        int depth = 0;
        int lastCast = -1;
        for (int i = argument[0]; i <= argument[1]; i++) {
            depth += t.is(i, "(") ? 1 : t.is(i, ")") ? -1 : 0;
            if (depth == 0 && t.is(i, "::")) {
                lastCast = i;
            }
        }
        if (lastCast >= 0) {
            return t.is(lastCast + 1, "jsonb"); // (doc -> 'a')::text is text
        }
        for (int i = argument[0]; i <= argument[1]; i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (JSONB_MARKS.contains(word) || JsonTypes.JSONB_FUNCTIONS.contains(word)) {
                return true;
            }
        }
        return false;
    }
}
