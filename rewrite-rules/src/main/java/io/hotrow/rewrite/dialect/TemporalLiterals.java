package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * String literals cast to a date or time type, {@code '2026-03-02 +00'::date}, {@code CAST('10:00:00+02' AS time)},
 * {@code timestamp '2026-03-02 10:00:00+02'}: the string rewritten to the text H2 reads to PostgreSQL's value
 * ({@link TemporalText}). Only the literal changes, so its type keeps whatever other rules make of it; a parameter or an
 * expression cast to these types is left to H2 (bound values are read where they are bound).
 */
final class TemporalLiterals implements Rule {

    @Override
    public List<String> words() {
        return List.of("date", "timestamp", "timestamptz", "time", "timetz");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            TemporalText.Kind kind = TemporalText.Kind.of(t.get(i).image());
            if (kind == null || t.is(i - 1, ".")) {
                continue;
            }
            int string = TypePositions.isLiteralType(t, i) ? i + 1
                    : t.is(i - 1, "::") ? i - 2
                    : t.is(i - 1, "AS") && t.is(i - 3, "(") && (t.is(i - 4, "CAST") || t.is(i - 4, "TRY_CAST")) ? i - 2 : -1;
            if (string < 0 || !t.get(string).image().startsWith("'")) {
                continue;
            }
            String image = t.get(string).image();
            String text = TemporalText.forH2(image.substring(1, image.length() - 1), kind);
            if (text != null) {
                splice.replace(t.get(string).begin(), t.get(string).end(), "'" + text + "'");
            }
        }
    }
}
