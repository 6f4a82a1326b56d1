package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * String literals cast to a date or time type, {@code '2026-03-02 +00'::date}, {@code CAST('10:00:00+02' AS time)},
 * {@code timestamp '2026-03-02 10:00:00+02'}: the string rewritten to the text H2 reads to PostgreSQL's value
 * ({@link TemporalText}), its fraction of a second rounded as PostgreSQL rounds it ({@link FractionalSeconds}; by the engine's
 * function at run time where the cast has a precision). Only the literal changes, so its type keeps whatever other rules make of it. A parameter cast to
 * these types ({@code ?::timestamptz}, {@code CAST(? AS date)}) is read by {@code hotrow_temporal_param}, which reads bound
 * text so and leaves a value bound as a date or time as it is; another expression cast is left to H2.
 */
final class TemporalLiterals implements Rule {

    /** The precision of a type without one: PostgreSQL keeps microseconds. */
    private static final int MICROSECONDS = 6;

    @Override
    public List<String> words() {
        return List.of("date", "timestamp", "timestamptz", "time", "timetz");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            TemporalText.Kind kind = TemporalText.Kind.of(t.get(i).image());
            if (kind == null || t.is(i - 1, ".")) {
                continue;
            }
            int string = TypePositions.isLiteralType(t, i) ? i + 1
                    : t.is(i - 1, "::") && !typedLiteral(t, i - 2) ? i - 2
                    : t.is(i - 1, "AS") && t.is(i - 3, "(") && (t.is(i - 4, "CAST") || t.is(i - 4, "TRY_CAST")) ? i - 2 : -1;
            if (string >= 0 && t.get(string).image().equals("?") && string != i + 1) {
                // PostgreSQL types the parameter by the cast: its text is read by the type's input, as a column reads it
                Splice.Span parameter = new Splice.Span(t.get(string).begin(), t.get(string).end()); // with its number, where one is given
                splice.wrap(parameter.begin(), parameter.end(), List.of(parameter), parts -> "hotrow_temporal_param(" + parts.get(0) + ", '" + kind + "')");
                continue;
            }
            if (string < 0 || !t.get(string).image().startsWith("'")) {
                continue;
            }
            String image = t.get(string).image();
            if (string != i + 1 && precise(t, i) && FractionalSeconds.holdsFraction(image)) {
                splice.replace(t.get(string).begin(), t.get(string).end(), FractionalSeconds.call(image, kind, t.get(i + 2).image()));
                continue;
            }
            String text = FractionalSeconds.forH2(image.substring(1, image.length() - 1), kind, MICROSECONDS);
            if (text != null) {
                splice.replace(t.get(string).begin(), t.get(string).end(), "'" + text + "'");
            }
        }
    }

    /**
     * Whether the string at {@code string} is a typed literal of a date or time type ({@code timestamptz '...'::date}): its
     * text is that type's, read at its own type word; the cast after it converts the value (in the session's TimeZone), so
     * reading the text as the cast's type would drop the zone PostgreSQL converts from.
     */
    private static boolean typedLiteral(SqlTokens t, int string) {
        return string >= 1 && TemporalText.Kind.of(t.get(string - 1).image()) != null && !t.is(string - 2, ".");
    }

    /** Whether a precision follows the cast's type at {@code type} ({@code ::time(1)}). */
    private static boolean precise(SqlTokens t, int type) {
        return t.is(type + 1, "(") && t.is(type + 3, ")") && t.get(type + 2).image().matches("\\d+");
    }
}
