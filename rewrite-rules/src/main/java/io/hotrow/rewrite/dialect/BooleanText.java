package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A boolean literal turned into text: concatenated ({@code 'n' || true}) or cast
 * ({@code true::text}, {@code CAST(false AS varchar)}). PostgreSQL writes {@code true} and
 * {@code false}, H2 {@code TRUE} and {@code FALSE}, so the literal becomes the string PostgreSQL
 * would make of it. Boolean columns and expressions turned into text still read as H2 writes them
 * (docs/dialect.md).
 */
final class BooleanText implements Rule {

    private static final Set<String> TEXT_TYPES = Set.of("text", "varchar", "character", "char");

    @Override
    public List<String> words() {
        return List.of("true", "false");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!word.equals("true") && !word.equals("false")) {
                continue;
            }
            if (t.is(i - 1, "||") || t.is(i + 1, "||")) {
                splice.replace(t.get(i).begin(), t.get(i).end(), "'" + word + "'");
            } else if (t.is(i + 1, "::") && isTextType(t, i + 2)) {
                splice.replace(t.get(i).begin(), t.get(i + 2).end(), "'" + word + "'");
            } else if (t.is(i - 2, "CAST") && t.is(i - 1, "(") && t.is(i + 1, "AS") && isTextType(t, i + 2) && t.is(i + 3, ")")) {
                splice.replace(t.get(i - 2).begin(), t.get(i + 3).end(), "'" + word + "'");
            }
        }
    }

    private static boolean isTextType(SqlTokens t, int i) {
        return i < t.size() && TEXT_TYPES.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && !t.is(i + 1, "(");
    }
}
