package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * A date and time literal typed with a precision, {@code timestamp(0) '2026-01-02 03:04:05.6'}, {@code time(3) '10:00:00.12345'},
 * {@code timestamptz(2) '...'}: H2 takes no precision in a typed literal (it reads a call of a function {@code timestamp}), so it
 * becomes the cast PostgreSQL's literal is, {@code CAST('...' AS TIMESTAMP(0))}. The type keeps what {@link TimeTypes} makes of it;
 * the text is read as {@link TemporalText} reads it, a fraction of a second rounded to the precision as PostgreSQL rounds it
 * ({@link FractionalSeconds}).
 */
final class PreciseTemporalLiterals implements Rule {

    @Override
    public List<String> words() {
        return List.of("timestamp", "timestamptz", "time", "timetz");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 4 < t.size(); i++) {
            int string = i + 4;
            TemporalText.Kind kind = TemporalText.Kind.of(t.get(i).image());
            if (kind == null || kind == TemporalText.Kind.DATE || t.is(i - 1, ".") || !TypePositions.isPreciseLiteralType(t, i)) {
                continue;
            }
            String precision = t.get(i + 2).image();
            Splice.Span type = new Splice.Span(t.get(i).begin(), t.get(i + 3).end());
            Splice.Span literal = new Splice.Span(t.get(string).begin(), t.get(string).end());
            splice.wrap(type.begin(), literal.end(), List.of(type, literal), parts -> "CAST(" + read(parts.get(1), kind, precision) + " AS " + parts.get(0) + ")");
        }
    }

    /** The literal as H2 reads it to PostgreSQL's value; one with a fraction of a second rounded to {@code precision} by the engine. */
    private static String read(String literal, TemporalText.Kind kind, String precision) {
        if (precision.matches("\\d+") && FractionalSeconds.holdsFraction(literal)) {
            return FractionalSeconds.call(literal, kind, precision);
        }
        String text = TemporalText.forH2(literal.substring(1, literal.length() - 1), kind);
        return text == null ? literal : "'" + text + "'";
    }
}
