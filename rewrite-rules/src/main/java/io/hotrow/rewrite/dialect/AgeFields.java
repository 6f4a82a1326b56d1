package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * A field of an age, {@code extract(year FROM age(born))} or {@code date_part('year', age(a, b))} (a person's age in years):
 * the engine's {@code hotrow_age_extract(field, ...)} and {@code hotrow_age_date_part(field, ...)}, which read the field of
 * PostgreSQL's age without making the interval, which H2 cannot hold once it has months and days ({@code age} alone refuses
 * it, 42000).
 */
final class AgeFields implements Rule {

    @Override
    public List<String> words() {
        return List.of("age");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 6 < t.size(); i++) {
            boolean extract = t.is(i, "extract") && Operands.isWord(t, i + 2) && t.is(i + 3, "FROM");
            boolean datePart = t.is(i, "date_part") && IntervalLiterals.isString(t, i + 2) && t.is(i + 3, ",");
            if (!(extract || datePart) || !t.is(i + 1, "(") || !t.is(i + 4, "age") || !t.is(i + 5, "(") || t.is(i - 1, ".")
                    && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int ageClose = t.closing(i + 5);
            int close = t.closing(i + 1);
            if (ageClose != close - 1 || ageClose == i + 6) {
                continue; // more than the age in the argument, or an age of nothing: H2's to answer or refuse
            }
            String field = extract ? "'" + t.get(i + 2).image().toLowerCase(Locale.ROOT) + "'" : t.get(i + 2).image();
            String function = extract ? "hotrow_age_extract" : "hotrow_age_date_part";
            Splice.Span arguments = new Splice.Span(t.get(i + 6).begin(), t.get(ageClose - 1).end());
            splice.wrap(t.get(i).begin(), t.get(close).end(), List.of(arguments), parts -> function + "(" + field + ", " + parts.get(0) + ")");
            i = close;
        }
    }
}
