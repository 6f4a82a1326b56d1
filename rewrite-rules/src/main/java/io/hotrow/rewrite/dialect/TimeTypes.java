package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's time types as H2 needs them. {@code timestamptz} and {@code timetz}, the short names
 * H2 does not know, are spelled out as the standard types, with a precision moved to where H2
 * expects it ({@code timestamptz(3)} becomes {@code TIMESTAMP(3) WITH TIME ZONE}). A {@code time}
 * or {@code timetz} column or cast without a precision gets 6: PostgreSQL keeps microseconds there,
 * H2's default of 0 would round {@code '10:00:00.5'} to {@code 10:00:01} without a word.
 */
final class TimeTypes implements Rule {

    private static final String MICROSECONDS = "(6)";

    @Override
    public List<String> words() {
        return List.of("timestamptz", "timetz", "time");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            // The lexer makes one token of "time with time zone" and "time without time zone".
            String word = t.get(i).image().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            word = word.equals("time with time zone") ? "timetz" : word.equals("time without time zone") ? "time" : word;
            if (!List.of("timestamptz", "timetz", "time").contains(word) || !TypePositions.isTypeName(t, i, ddl)
                    || word.equals("time") && t.is(i - 1, "AS") && !insideCast(t, i)) {
                continue; // (SELECT x AS time): an alias, the word too common for the looser test
            }
            boolean precise = t.is(i + 1, "(") && t.is(i + 3, ")");
            // A literal's own digits give its precision: TIME(6) '...' is no literal to H2.
            String precision = precise ? "(" + t.get(i + 2).image() + ")" : TypePositions.isLiteralType(t, i) ? "" : MICROSECONDS;
            int last = precise ? i + 3 : i;
            switch (word) {
                case "timestamptz" -> splice.replace(t.get(i).begin(), t.get(last).end(), "TIMESTAMP" + (precise ? precision : "") + " WITH TIME ZONE");
                case "timetz" -> splice.replace(t.get(i).begin(), t.get(last).end(), "TIME" + precision + " WITH TIME ZONE");
                default -> {
                    if (!precise && !precision.isEmpty()) {
                        splice.replace(t.get(i).begin(), t.get(i).end(), "TIME" + precision);
                    }
                }
            }
        }
    }

    /** Whether token {@code i} is inside {@code CAST(} (or TRY_CAST), at its own nesting level. */
    private static boolean insideCast(SqlTokens t, int i) {
        int depth = 0;
        for (int j = i - 1; j > 0; j--) {
            if (t.is(j, ")")) {
                depth++;
            } else if (t.is(j, "(") && depth-- == 0) {
                return t.is(j - 1, "CAST") || t.is(j - 1, "TRY_CAST");
            }
        }
        return false;
    }
}
