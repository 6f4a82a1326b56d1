package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * A CASE or COALESCE whose results are all literals ({@code CASE WHEN true THEN 1 ELSE 'a' END},
 * {@code COALESCE(1, 'a')}): PostgreSQL types it by all its results at analysis, converting each
 * string to that type (22P02 where one is no such value, 42804 for a boolean among numbers), while
 * H2 folds a constant CASE to the branch taken and never looks at the others, keeping that
 * branch's type. Here each result is checked as PostgreSQL checks it, and written in the type
 * PostgreSQL gives the whole ({@code CASE WHEN true THEN 1 ELSE 2.5 END} is numeric 1, a missing
 * ELSE the type's NULL), so the branch H2 keeps has it.
 */
final class LiteralBranches implements Rule {

    private enum Kind { UNKNOWN, INTEGER, BIGINT, NUMERIC, BOOLEAN }

    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final Pattern DECIMAL = Pattern.compile("(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern INTEGER_INPUT = Pattern.compile("\\s*[+-]?\\d+\\s*");
    private static final Pattern NUMERIC_INPUT = Pattern.compile("\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*");
    private static final BigInteger INT4_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
    private static final BigInteger INT8_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    @Override
    public List<String> words() {
        return List.of("case", "coalesce");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "CASE")) {
                int end = Operands.endOf(t, i);
                if (t.is(end, "END")) {
                    boolean folded = isFolded(t, i, end);
                    int missingElse = folded && !t.is(nextAtDepth(t, i + 1, end, "ELSE"), "ELSE") ? end : -1;
                    resolve(t, folded ? splice : null, "CASE", caseResults(t, i, end), missingElse);
                }
            } else if (t.is(i, "COALESCE") && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                resolve(t, null, "COALESCE", arguments(t, i + 1), -1);
            }
        }
    }

    /**
     * Whether H2 folds the CASE at {@code start} to one branch: each WHEN is TRUE or FALSE. H2 types any other CASE by
     * all its results, as PostgreSQL does, and a COALESCE too.
     */
    private static boolean isFolded(SqlTokens t, int start, int end) {
        if (!t.is(start + 1, "WHEN")) {
            return false;
        }
        for (int i = nextAtDepth(t, start + 1, end, "WHEN"); i < end; i = nextAtDepth(t, i + 1, end, "WHEN")) {
            if (!(t.is(i + 1, "TRUE") || t.is(i + 1, "FALSE")) || !t.is(i + 2, "THEN")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Checks the results (token indexes; empty where one is no lone literal) and, given a {@code splice}, writes them in the
     * type of the whole; {@code missingElse}: the END of a CASE without ELSE, or -1.
     */
    private static void resolve(SqlTokens t, Splice splice, String construct, List<Integer> results, int missingElse) throws UnsupportedSqlException {
        Kind type = Kind.UNKNOWN;
        boolean numbers = false;
        for (int r : results) {
            Kind kind = kind(t, r);
            numbers |= kind == Kind.INTEGER || kind == Kind.BIGINT || kind == Kind.NUMERIC;
            if (kind != Kind.UNKNOWN && (type == Kind.BOOLEAN) != (kind == Kind.BOOLEAN) && type != Kind.UNKNOWN) {
                throw UnsupportedSqlException.rejectedByPostgres("42804", construct + " types boolean and integer cannot be matched");
            }
            type = kind.ordinal() > type.ordinal() ? kind : type;
        }
        if (results.isEmpty() || type == Kind.UNKNOWN || !numbers && type != Kind.BOOLEAN) {
            return;
        }
        for (int r : results) {
            String image = t.get(r).image();
            if (image.startsWith("'")) {
                checkInput(image.substring(1, image.length() - 1).replace("''", "'"), type);
            }
        }
        if (splice == null) {
            return;
        }
        for (int r : results) {
            String written = written(t.get(r).image(), kind(t, r), type);
            if (written != null) {
                splice.replace(t.get(r).begin(), t.get(r).end(), written);
            }
        }
        if (missingElse >= 0) {
            splice.insert(t.get(missingElse).begin(), "ELSE " + nullOf(type) + " ");
        }
    }

    /** {@code image}, a literal of {@code kind}, written as a value of {@code type}; null where it is one already. */
    private static String written(String image, Kind kind, Kind type) {
        if (image.equalsIgnoreCase("NULL")) {
            return nullOf(type);
        }
        if (kind == type) {
            return null;
        }
        String text = image.startsWith("'") ? image.substring(1, image.length() - 1).strip() : image;
        return switch (type) {
            case BOOLEAN -> BooleanInput.of(image);
            case INTEGER -> text;
            case BIGINT -> "CAST(" + text + " AS BIGINT)";
            case NUMERIC -> "hotrow_numeric(" + (image.startsWith("'") ? image : text) + ")";
            case UNKNOWN -> null;
        };
    }

    private static String nullOf(Kind type) {
        return "CAST(NULL AS " + (type == Kind.INTEGER ? "INTEGER" : type.name()) + ")";
    }

    /** Refuses a string PostgreSQL's input function of {@code type} refuses, as there (22P02). */
    private static void checkInput(String text, Kind type) throws UnsupportedSqlException {
        boolean valid = switch (type) {
            case BOOLEAN -> BooleanInput.of("'" + text + "'") != null;
            case INTEGER -> INTEGER_INPUT.matcher(text).matches() && new BigInteger(text.strip()).abs().compareTo(INT4_MAX) <= 0;
            case BIGINT -> INTEGER_INPUT.matcher(text).matches() && new BigInteger(text.strip()).abs().compareTo(INT8_MAX) <= 0;
            default -> NUMERIC_INPUT.matcher(text).matches();
        };
        if (!valid) {
            throw UnsupportedSqlException.rejectedByPostgres("22P02", "invalid input syntax for type " + type.name().toLowerCase(Locale.ROOT)
                    + ": \"" + text + "\"");
        }
    }

    /** The kind of the lone literal at {@code i}: a string or NULL is unknown (typed by the others). */
    private static Kind kind(SqlTokens t, int i) {
        String image = t.get(i).image();
        if (image.equalsIgnoreCase("TRUE") || image.equalsIgnoreCase("FALSE")) {
            return Kind.BOOLEAN;
        }
        if (DIGITS.matcher(image).matches()) {
            BigInteger value = new BigInteger(image);
            return value.compareTo(INT4_MAX) <= 0 ? Kind.INTEGER : value.compareTo(INT8_MAX) <= 0 ? Kind.BIGINT : Kind.NUMERIC;
        }
        return DECIMAL.matcher(image).matches() ? Kind.NUMERIC : Kind.UNKNOWN;
    }

    private static boolean isLoneLiteral(SqlTokens t, int from, int to) {
        if (to != from + 1) {
            return false;
        }
        String image = t.get(from).image();
        return image.startsWith("'") || image.equalsIgnoreCase("NULL") || image.equalsIgnoreCase("TRUE") || image.equalsIgnoreCase("FALSE")
                || DECIMAL.matcher(image).matches();
    }

    /** The tokens of the results after THEN and ELSE, each a lone literal; empty if one is not. */
    private static List<Integer> caseResults(SqlTokens t, int start, int end) {
        List<Integer> results = new ArrayList<>();
        for (int i = nextAtDepth(t, start + 1, end, "THEN", "ELSE"); i < end; i = nextAtDepth(t, i + 1, end, "THEN", "ELSE")) {
            int next = nextAtDepth(t, i + 1, end, "WHEN", "ELSE");
            next = t.is(i, "ELSE") ? end : next;
            if (!isLoneLiteral(t, i + 1, next)) {
                return List.of();
            }
            results.add(i + 1);
        }
        return results;
    }

    /** The arguments of the call whose parenthesis opens at {@code open}, each a lone literal; empty if one is not. */
    private static List<Integer> arguments(SqlTokens t, int open) {
        int close = t.closing(open);
        List<Integer> results = new ArrayList<>();
        for (int i = open + 1; i < close; i += 2) {
            if (!isLoneLiteral(t, i, i + 1) || !t.is(i + 1, ",") && i + 1 != close) {
                return List.of();
            }
            results.add(i);
        }
        return results;
    }

    /** The first of {@code words} from {@code from} before {@code end}, outside parentheses and inner CASEs; {@code end} if none. */
    private static int nextAtDepth(SqlTokens t, int from, int end, String... words) {
        int depth = 0;
        for (int i = from; i < end; i++) {
            if (t.is(i, "(") || t.is(i, "CASE")) {
                depth++;
            } else if (t.is(i, ")") || t.is(i, "END")) {
                depth--;
            } else if (depth == 0) {
                for (String word : words) {
                    if (t.is(i, word)) {
                        return i;
                    }
                }
            }
        }
        return end;
    }
}
