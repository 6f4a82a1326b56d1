package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * The SQL-standard keyword forms of {@code substring(s FROM a FOR b)} (also {@code FROM a} or
 * {@code FOR b} alone), {@code overlay(s PLACING r FROM a [FOR b])} and {@code extract(field FROM x)},
 * as argument lists: the engine's functions ({@link RenamedFunctionCalls} names substring's and
 * extract's) take arguments, and H2 has no overlay; extract's field becomes a string
 * ({@code extract('year', x)}). The arguments keep their order, so bind parameters keep theirs.
 * {@code trim([BOTH|LEADING|TRAILING] [chars] FROM s)} becomes {@code hotrow_trim('both', chars, s)} and
 * {@code position(a IN b)} {@code hotrow_position(a, b)}, the engine's, which refuse a bytea (H2's
 * read it as text and answered text). {@code substring(s SIMILAR p ESCAPE e)} becomes {@code substring(s, p, e)}, the engine's
 * three-argument form for a text pattern, as in PostgreSQL. {@code trim(s)} is left to H2.
 */
final class KeywordArguments implements Rule {

    private static final List<String> WORDS = List.of("substring", "overlay", "extract", "trim", "position");
    private static final String BINARY_TRIM = "hotrow_trim";
    private static final String BINARY_POSITION = "hotrow_position";
    /** PostgreSQL's label of a trim call, the function it calls, by the side trimmed. */
    private static final Map<String, String> TRIM_LABELS = Map.of("both", "btrim", "leading", "ltrim", "trailing", "rtrim");

    @Override
    public List<String> words() {
        return WORDS;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        OutputItems items = t.outputItems();
        for (int i = 0; i + 1 < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!t.is(i + 1, "(") || !WORDS.contains(name) || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int open = i + 1, close = t.closing(open);
            if (name.equals("trim")) {
                String side = trim(t, i, close, splice);
                if (items.mayLabel(i, close, TRIM_LABELS.get(side))) {
                    items.label(splice, close, TRIM_LABELS.get(side)); // PostgreSQL's: the function it calls, btrim, ltrim or rtrim
                }
                continue;
            }
            if (name.equals("position")) {
                int in = t.nextTopLevel(open + 1, close, "IN");
                if (in >= 0) {
                    splice.replace(t.get(i).begin(), t.get(i).end(), BINARY_POSITION);
                    splice.replace(t.get(in).begin(), t.get(in).end(), ",");
                    if (items.mayLabel(i, close, "position")) {
                        items.label(splice, close, "position");
                    }
                }
                continue;
            }
            if (name.equals("extract")) {
                if (t.is(open + 2, "FROM") && open + 3 < close) {
                    String field = t.get(open + 1).image();
                    String text = field.startsWith("'") ? field : "'" + unquoted(field).toLowerCase(Locale.ROOT) + "'";
                    splice.replace(t.get(open + 1).begin(), t.get(open + 2).end(), text + ",");
                }
                continue;
            }
            int similar = t.nextTopLevel(open + 1, close, "SIMILAR");
            int escape = t.nextTopLevel(open + 1, close, "ESCAPE");
            if (name.equals("substring") && similar >= 0 && escape > similar) {
                // SQL's regular expression form, whose arguments are those of substring(s FROM pattern FOR escape)
                splice.replace(t.get(similar).begin(), t.get(similar).end(), ",");
                splice.replace(t.get(escape).begin(), t.get(escape).end(), ",");
                continue;
            }
            int placing = t.nextTopLevel(open + 1, close, "PLACING");
            int from = t.nextTopLevel(open + 1, close, "FROM");
            int count = t.nextTopLevel(open + 1, close, "FOR");
            if (name.equals("overlay") ? placing < 0 || from < 0 : from < 0 && count < 0) {
                continue; // an argument list already
            }
            for (int keyword : new int[] {placing, from}) {
                if (keyword >= 0) {
                    splice.replace(t.get(keyword).begin(), t.get(keyword).end(), ",");
                }
            }
            if (count >= 0) {
                splice.replace(t.get(count).begin(), t.get(count).end(), from < 0 ? ", 1," : ",");
            }
        }
    }


    /**
     * {@code trim([side] [chars] FROM s)} as {@code hotrow_trim('side', [chars,] s)}: the arguments keep their order. The side
     * trimmed.
     */
    private static String trim(SqlTokens t, int name, int close, Splice splice) {
        int open = name + 1;
        int from = t.nextTopLevel(open + 1, close, "FROM");
        if (from < 0) {
            return "both"; // trim(s): H2's, spaces off both ends
        }
        boolean sided = t.is(open + 1, "BOTH") || t.is(open + 1, "LEADING") || t.is(open + 1, "TRAILING");
        String side = sided ? t.get(open + 1).image().toLowerCase(Locale.ROOT) : "both";
        int charsStart = sided ? open + 2 : open + 1;
        splice.replace(t.get(name).begin(), t.get(charsStart - 1).end(), BINARY_TRIM + "('" + side + "', ");
        splice.replace(t.get(from).begin(), t.get(from).end(), charsStart < from ? "," : "");
        return side;
    }

    /** A field written as a quoted name ({@code "year"}) without its quotes. */
    private static String unquoted(String name) {
        return name.startsWith("\"") && name.endsWith("\"") && name.length() > 1 ? name.substring(1, name.length() - 1) : name;
    }
}
