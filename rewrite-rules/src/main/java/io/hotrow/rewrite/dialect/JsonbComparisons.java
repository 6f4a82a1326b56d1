package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A string compared with a jsonb the text shows ({@code doc -> 'color' = '"red"'},
 * {@code (doc #> '{a}') <> '1'}, {@code '{"a": 1}' = x::jsonb}, {@code doc -> 'k' IN ('1', '2')}),
 * read as a jsonb: PostgreSQL types the string by the other side, where H2 makes a JSON string
 * of its text, so {@code '"red"'} matched nothing and {@code 'red'} matched {@code "red"}. A string
 * compared with a jsonb column is typed by the engine, which knows the column ({@link ColumnTypedStrings}).
 * An ordering ({@code doc -> 'pages' > '100'}, as Django's {@code data__pages__gt=100} writes it) becomes
 * {@code hotrow_jsonb_cmp(doc -> 'pages', <the jsonb>) > 0}: H2 orders JSON by its bytes, so 80 came after 100.
 */
final class JsonbComparisons implements Rule {

    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=");
    private static final Set<String> ORDERINGS = Set.of("<", ">", "<=", ">=");
    /** The engine's comparison of two jsonb values in PostgreSQL's jsonb order: negative, 0 or positive. */
    private static final String ORDER = "hotrow_jsonb_cmp";
    /** Words after which an operand starts. */
    private static final Set<String> START_WORDS = Set.of("WHERE", "AND", "OR", "NOT", "ON", "WHEN", "THEN", "ELSE", "SELECT", "HAVING",
            "RETURNING", "CASE");
    /** What binds to an operand more tightly than a comparison, besides jsonb's operators. */
    private static final Set<String> BINDING_AFTER = Set.of("::", "[", "COLLATE", "||", "+", "-", "*", "/", "%", "^");

    @Override
    public List<String> words() {
        return List.of("jsonb");
    }

    @Override
    public List<String> symbols() {
        return List.of("->", "#>");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (COMPARISONS.contains(t.get(i).image())) {
                comparison(t, splice, i);
            } else if (ORDERINGS.contains(t.get(i).image())) {
                ordering(t, splice, i);
            } else if (t.is(i, "IN") && t.is(i + 1, "(")) {
                inList(t, splice, t.is(i - 1, "NOT") ? i - 1 : i, i + 1);
            }
        }
    }

    private static void comparison(SqlTokens t, Splice splice, int operator) {
        if (isLoneString(t, operator + 1) && yieldsJsonbBefore(t, operator)) {
            read(t, splice, operator + 1);
        } else if (isLoneString(t, operator - 1) && (t.is(operator - 2, "(") || t.is(operator - 2, ",")
                || START_WORDS.contains(Operands.upper(t, operator - 2)))) {
            int end = JsonOperators.chainEnd(t, operator + 1);
            if (end > operator + 1 && JsonOperators.yieldsJsonb(t, operator + 1, end - 1)) {
                read(t, splice, operator - 1);
            }
        }
    }

    /** {@code x > 'string'} of a jsonb x, or {@code 'string' < x}: both read as jsonb and compared in jsonb's order. */
    private static void ordering(SqlTokens t, Splice splice, int operator) {
        int first;
        int last;
        if (isLoneString(t, operator + 1) && yieldsJsonbBefore(t, operator)) {
            first = JsonOperators.leftStart(t, operator);
            last = operator + 1;
        } else if (isLoneString(t, operator - 1) && (t.is(operator - 2, "(") || START_WORDS.contains(Operands.upper(t, operator - 2)))) {
            int end = JsonOperators.chainEnd(t, operator + 1);
            if (end <= operator + 1 || !JsonOperators.yieldsJsonb(t, operator + 1, end - 1)) {
                return;
            }
            first = operator - 1;
            last = end - 1;
        } else {
            return;
        }
        read(t, splice, isLoneString(t, operator + 1) ? operator + 1 : operator - 1);
        String op = t.get(operator).image();
        splice.wrap(t.get(first).begin(), t.get(last).end(),
                List.of(new Splice.Span(t.get(first).begin(), t.get(operator - 1).end()), new Splice.Span(t.get(operator + 1).begin(), t.get(last).end())),
                parts -> ORDER + "(" + parts.get(0) + ", " + parts.get(1) + ") " + op + " 0");
    }

    /** {@code x IN ('a', 'b')} (or {@code NOT IN}, starting at {@code at}) of a jsonb x with strings only. */
    private static void inList(SqlTokens t, Splice splice, int at, int open) {
        int close = t.closing(open);
        for (int i = open + 1; i < close; i += 2) {
            if (!t.get(i).image().startsWith("'") || !t.is(i + 1, ",") && i + 1 != close) {
                return; // not a list of strings only
            }
        }
        if (close > open + 1 && yieldsJsonbBefore(t, at)) {
            for (int i = open + 1; i < close; i += 2) {
                read(t, splice, i);
            }
        }
    }

    /** Whether the operand before the token at {@code at} is surely a jsonb. */
    private static boolean yieldsJsonbBefore(SqlTokens t, int at) {
        int start = JsonOperators.leftStart(t, at);
        return start >= 0 && JsonOperators.yieldsJsonb(t, start, at - 1);
    }

    /**
     * A string literal that is a whole operand on its own: not a typed literal ({@code jsonb '1'}), and
     * no cast, subscript, collation or operator binds to it after.
     */
    private static boolean isLoneString(SqlTokens t, int i) {
        if (i < 1 || i >= t.size() || !t.get(i).image().startsWith("'")) {
            return false;
        }
        boolean typed = Operands.isWord(t, i - 1) && !START_WORDS.contains(Operands.upper(t, i - 1));
        return !typed && (i + 1 == t.size() || !BINDING_AFTER.contains(Operands.upper(t, i + 1)) && !JsonOperators.isOperator(t, i + 1));
    }

    private static void read(SqlTokens t, Splice splice, int string) {
        splice.replace(t.get(string).begin(), t.get(string).end(), JsonTypes.parsed(t.get(string).image()));
    }
}
