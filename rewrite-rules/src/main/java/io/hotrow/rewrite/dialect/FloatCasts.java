package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * Casts to the float types, whose range PostgreSQL checks where H2 does not:
 * <ul>
 * <li>a literal out of the type's range ({@code 1e39::float4}, {@code '1e400'::float8}, {@code '1e-50'::real}) is refused with
 * PostgreSQL's 22003; H2 made it Infinity or 0 without an error;
 * <li>PostgreSQL's spellings of infinity and NaN that H2 does not read ({@code 'inf'::float8}, {@code '-infinity'::real},
 * {@code 'nan'::float8}) are written as H2's ({@code 'Infinity'}, {@code 'NaN'});
 * <li>any other value cast to real ({@code x::float8::float4}) becomes the engine's {@code hotrow_float4_cast(x)}, which
 * refuses a value past real's range (22003); H2 made it Infinity.
 * </ul>
 */
final class FloatCasts implements Rule {

    private static final Set<String> REAL = Set.of("FLOAT4", "REAL");
    private static final Set<String> DOUBLE = Set.of("FLOAT8", "DOUBLE", "FLOAT");
    /** A decimal number as PostgreSQL's float input reads it (Java's reads more: hexadecimal, a d or f suffix). */
    private static final Pattern NUMBER = Pattern.compile("\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*");
    private static final Map<String, String> SPECIAL = Map.of("inf", "Infinity", "+inf", "Infinity", "infinity", "Infinity",
            "+infinity", "Infinity", "-inf", "-Infinity", "-infinity", "-Infinity", "nan", "NaN", "+nan", "NaN", "-nan", "NaN");

    @Override
    public List<String> words() {
        return List.of("float4", "real", "float8", "double", "float");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 1; i < t.size(); i++) {
            String type = Operands.upper(t, i);
            boolean real = REAL.contains(type) || type.equals("FLOAT") && t.is(i + 1, "(") && precision(t, i + 2) <= 24;
            if (!real && !(DOUBLE.contains(type) && !(type.equals("DOUBLE") && !t.is(i + 1, "PRECISION")))) {
                continue;
            }
            int typeEnd = type.equals("DOUBLE") ? i + 1 : t.is(i + 1, "(") ? t.closing(i + 1) : i;
            if (t.is(i - 1, "::")) {
                int operand = Operands.factorStart(t, i - 2);
                if (operand >= 0) {
                    cast(t, splice, operand, i - 2, operand, typeEnd, real);
                }
            } else if (t.is(i - 1, "AS") && t.is(typeEnd + 1, ")")) {
                int open = t.opening(typeEnd + 1);
                if (t.is(open - 1, "CAST") && open + 1 < i - 1) {
                    cast(t, splice, open + 1, i - 2, open - 1, typeEnd + 1, real);
                }
            } else if (typeEnd + 1 < t.size() && t.get(typeEnd + 1).image().startsWith("'") && !t.is(i - 1, ".")) {
                literal(t, splice, typeEnd + 1, real); // float8 '1e400': a typed literal
            }
        }
    }

    /** The cast of tokens {@code [first, last]} spanning {@code [begin, end]} with the cast's syntax. */
    private static void cast(SqlTokens t, Splice splice, int first, int last, int begin, int end, boolean real)
            throws UnsupportedSqlException {
        int sign = t.is(first, "-") || t.is(first, "+") ? first + 1 : first;
        if (sign == last && (Operands.isLiteral(t, last) && !t.get(last).image().startsWith("$"))) {
            if (sign == first || !t.get(last).image().startsWith("'")) {
                literal(t, splice, last, real);
            }
        } else if (real) {
            Splice.Span operand = new Splice.Span(t.get(first).begin(), t.get(last).end());
            splice.wrap(t.get(begin).begin(), t.get(end).end(), List.of(operand), parts -> "hotrow_float4_cast(" + parts.get(0) + ")");
        }
    }

    /** A literal cast to a float type: refused past the type's range, or a spelling of infinity or NaN written as H2's. */
    private static void literal(SqlTokens t, Splice splice, int at, boolean real) throws UnsupportedSqlException {
        String image = t.get(at).image();
        boolean string = image.startsWith("'");
        String text = string ? image.substring(1, image.length() - 1) : image;
        String special = SPECIAL.get(text.strip().toLowerCase(Locale.ROOT));
        if (string && special != null && !text.equals(special)) {
            // a wrap of no parts, which keeps what other rules insert at its ends (a replace would drop them)
            splice.wrap(t.get(at).begin(), t.get(at).end(), List.of(), parts -> "'" + special + "'");
        } else if (NUMBER.matcher(text).matches()) {
            double value = real ? Float.parseFloat(text.strip()) : Double.parseDouble(text.strip());
            boolean nonZero = text.replaceAll("[eE].*", "").chars().anyMatch(c -> c >= '1' && c <= '9');
            if (Double.isInfinite(value) || value == 0 && nonZero) {
                throw UnsupportedSqlException.rejectedByPostgres("22003", "\"" + text + "\" is out of range for type "
                        + (real ? "real" : "double precision"));
            }
        }
    }

    /** The precision of {@code float(p)} whose argument starts at {@code i}; 53 when it is no number. */
    private static int precision(SqlTokens t, int i) {
        String image = t.get(Math.min(i, t.size() - 1)).image();
        return image.matches("\\d{1,2}") && t.is(i + 1, ")") ? Integer.parseInt(image) : 53;
    }
}
