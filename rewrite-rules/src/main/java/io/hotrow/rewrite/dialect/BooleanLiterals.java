package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * A string cast to boolean ({@code 'on'::boolean}, {@code CAST('yes' AS bool)}, {@code bool 't'}):
 * PostgreSQL reads {@code on}/{@code off} and the prefixes of {@code true}, {@code false},
 * {@code yes}, {@code no} as well, H2 only some of them; the literal becomes TRUE or FALSE here, and
 * text PostgreSQL does not read as a boolean fails as there (22P02). So does a string compared with
 * TRUE or FALSE ({@code true = 't'}), which PostgreSQL types by the boolean and H2 refuses to compare; not a string that is
 * the operand of an operator binding more tightly than the comparison ({@code x SIMILAR TO 'a%' = true} compares the match).
 */
final class BooleanLiterals implements Rule {

    private static final Set<String> BOOLEAN = Set.of("BOOL", "BOOLEAN");
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", ">", "<=", ">=");
    /** Operators binding more tightly than a comparison, whose operand a string beside them is (SIMILAR TO may be one token). */
    private static final Pattern TIGHTER = Pattern.compile("(?i)LIKE|ILIKE|TO|SIMILAR\\s+TO|ESCAPE|!?~~?\\*?|\\|\\||[-+*/%^]");

    @Override
    public List<String> words() {
        return List.of("bool", "boolean", "true", "false");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            if (!BOOLEAN.contains(Operands.upper(t, i)) || t.is(i + 1, "[")) {
                continue; // '{t,f}'::boolean[] is an array's text (ArrayTypes)
            }
            if (t.is(i - 1, "::") && isString(t, i - 2)) {
                splice.replace(t.get(i - 2).begin(), t.get(i).end(), value(t, i - 2));
            } else if (t.is(i - 1, "AS") && t.is(i + 1, ")") && isString(t, i - 2) && t.is(i - 3, "(") && t.is(i - 4, "CAST")) {
                splice.replace(t.get(i - 4).begin(), t.get(i + 1).end(), value(t, i - 2));
            } else if (TypePositions.isLiteralType(t, i) && isString(t, i + 1)) {
                splice.replace(t.get(i).begin(), t.get(i + 1).end(), value(t, i + 1));
            }
        }
        for (int i = 0; i < t.size(); i++) {
            boolean after = i >= 2 && COMPARISONS.contains(t.get(i - 1).image()) && isBoolean(t, i - 2) && !isTighter(t, i + 1);
            boolean before = i + 2 < t.size() && COMPARISONS.contains(t.get(i + 1).image()) && isBoolean(t, i + 2) && !isTighter(t, i - 1);
            if (isString(t, i) && !t.is(i + 1, "::") && (after || before)) {
                splice.replace(t.get(i).begin(), t.get(i).end(), value(t, i));
            }
        }
    }

    /** TRUE or FALSE, and not part of something longer: {@code TRUE::text} and {@code 'n' || TRUE} are text ({@link BooleanText}). */
    private static boolean isBoolean(SqlTokens t, int i) {
        return (t.is(i, "TRUE") || t.is(i, "FALSE")) && !t.is(i + 1, "::") && !t.is(i - 1, "::") && !t.is(i + 1, "||") && !t.is(i - 1, "||");
    }

    private static boolean isTighter(SqlTokens t, int i) {
        return i >= 0 && i < t.size() && TIGHTER.matcher(t.get(i).image()).matches();
    }

    private static boolean isString(SqlTokens t, int i) {
        return i >= 0 && i < t.size() && t.get(i).image().startsWith("'");
    }

    private static String value(SqlTokens t, int literal) throws UnsupportedSqlException {
        String value = BooleanInput.of(t.get(literal).image());
        if (value == null) {
            String image = t.get(literal).image();
            throw UnsupportedSqlException.rejectedByPostgres("22P02", "invalid input syntax for type boolean: \""
                    + image.substring(1, image.length() - 1).replace("''", "'") + "\"");
        }
        return value;
    }
}
