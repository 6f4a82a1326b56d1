package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A {@code char(n)} value where PostgreSQL keeps its trailing spaces: the left operand of LIKE, ILIKE, SIMILAR TO and the
 * regular expression operators, and an argument of octet_length, concat, concat_ws and format
 * ({@code octet_length('ab'::char(5))} is 5, {@code 'ab'::char(5) LIKE 'ab'} false). H2 keeps a char(n) value without
 * them and pads it only in a result, so it answered 2 and true, without an error. Written padded there:
 * {@code RPAD(value, n)}. Elsewhere PostgreSQL drops the spaces as H2 does ({@code length}, {@code ||}, casts to text).
 * The text shows a cast to char(n); a char(n) column's is the engine's to find ({@link #columns}): it has the statement
 * analysed again with the column cast to its own type ({@link #cast}), which this rule then pads.
 */
public final class PaddedCharacters implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("octet_length", "concat", "concat_ws", "format");
    private static final Set<String> MATCHES = Set.of("LIKE", "ILIKE", "SIMILAR TO");
    private static final Set<String> CHARACTER_TYPES = Set.of("char", "character", "bpchar");
    /** What comes before a condition's left operand besides what starts a condition: a select item's start, a branch's. */
    private static final Set<String> OPERAND_STARTS = Set.of(",", "SELECT", "THEN", "ELSE");

    /** The declared length of a column whose H2 type name is {@code h2Type} if it is a char(n), or -1. */
    public static int paddedLength(String h2Type) {
        return h2Type != null && h2Type.startsWith("CHARACTER(") && h2Type.endsWith(")")
                ? Integer.parseInt(h2Type.substring("CHARACTER(".length(), h2Type.length() - 1)) : -1;
    }

    @Override
    public List<String> words() {
        return List.of("char", "character", "bpchar");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int[] operand : operands(t)) {
            int length = castLength(t, operand[0], operand[1]);
            if (length > 0) {
                Splice.Span value = new Splice.Span(t.get(operand[0]).begin(), t.get(operand[1] - 1).end());
                splice.wrap(value.begin(), value.end(), List.of(value), parts -> "RPAD(" + parts.get(0) + ", " + length + ")");
            }
        }
    }

    /** The names (as PostgreSQL folds them) of the columns that are a whole operand where a char(n) keeps its spaces. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        SqlTokens t = tokensOfInterest(analysis);
        if (t != null) {
            for (int[] operand : operands(t)) {
                if (JsonbColumnKeys.refEnd(t, operand[0]) == operand[1] - 1) {
                    names.add(Names.normalize(t.get(operand[1] - 1).image()));
                }
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the char(n) columns of {@code typed} cast to their type there. */
    public static String cast(StatementAnalysis analysis, Map<String, String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (int[] operand : operands(t)) {
                String type = JsonbColumnKeys.refEnd(t, operand[0]) == operand[1] - 1 ? typed.get(Names.normalize(t.get(operand[1] - 1).image())) : null;
                if (type != null) {
                    splice.insert(t.get(operand[1] - 1).end(), "::char(" + paddedLength(type) + ")");
                }
            }
        });
    }

    private static SqlTokens tokensOfInterest(StatementAnalysis analysis) {
        String sql = analysis.sql().toLowerCase(Locale.ROOT);
        boolean may = sql.contains("like") || sql.contains("similar") || sql.contains("~") || FUNCTIONS.stream().anyMatch(sql::contains);
        return may ? StandardTokens.ofOrNull(analysis.sql()) : null;
    }

    /** The token spans {@code [from, to)} where a char(n) keeps its trailing spaces. */
    private static List<int[]> operands(SqlTokens t) {
        List<int[]> operands = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && t.is(i + 1, "(")
                    && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"))) {
                int close = t.closing(i + 1);
                for (int from = i + 2; from < close; ) {
                    int comma = t.nextTopLevel(from, close, ",");
                    int to = comma < 0 ? close : comma;
                    operands.add(new int[] {from, to});
                    from = to + 1;
                }
            } else if (matchesAt(t, i)) {
                int start = leftOperandStart(t, i);
                if (start >= 0) {
                    operands.add(new int[] {start, i});
                }
            }
        }
        return operands;
    }

    /** Whether a pattern match's operator starts at {@code i}: [NOT] LIKE, ILIKE, SIMILAR TO, or one of ~ ~* !~ !~*. */
    private static boolean matchesAt(SqlTokens t, int i) {
        if (t.is(i, "NOT")) {
            return MATCHES.contains(matchWord(t, i + 1));
        }
        return MATCHES.contains(matchWord(t, i)) && !t.is(i - 1, "NOT") || Operands.tildeOperatorEnd(t, i) > i
                && (i == 0 || Operands.tildeOperatorEnd(t, i - 1) == i - 1);
    }

    /** The word at {@code i} in upper case, its spaces one: the lexer reads SIMILAR TO as one token, whatever the space between. */
    private static String matchWord(SqlTokens t, int i) {
        String word = Operands.upper(t, i).replaceAll("\\s+", " ");
        return word.equals("SIMILAR") && t.is(i + 1, "TO") ? "SIMILAR TO" : word; // the lexer's two tokens across a tab or line
    }

    /**
     * The first token of the operand that ends before {@code end} when it is a condition's whole left side: a name, a literal,
     * a call or a parenthesized expression, with casts; -1 otherwise.
     */
    private static int leftOperandStart(SqlTokens t, int end) {
        int i = end - 1;
        while (true) {
            if (t.is(i, ")")) {
                i = t.opening(i) - 1;
                if (isValueWord(t, i)) {
                    i--; // a call's name, char(5)'s type
                }
            } else if (isValueWord(t, i) || Operands.isLiteral(t, i)) {
                i--;
            } else {
                return -1;
            }
            if (!t.is(i, "::") && !t.is(i, ".")) {
                break;
            }
            i--;
        }
        return i + 1 < end && startsOperand(t, i) ? i + 1 : -1;
    }

    private static boolean startsOperand(SqlTokens t, int i) {
        return i < 0 || ColumnTypedStrings.startsCondition(t, i) || OPERAND_STARTS.contains(Operands.upper(t, i));
    }

    private static boolean isValueWord(SqlTokens t, int i) {
        return Operands.isWord(t, i) && !startsOperand(t, i);
    }

    /** n of the cast to char(n) that the span {@code [from, to)} is ({@code x::char(n)}, {@code CAST(x AS char(n))}), or -1. */
    private static int castLength(SqlTokens t, int from, int to) {
        int close = to - 1;
        if (t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == close) {
            return typeLength(t, close - 1, "AS");
        }
        return typeLength(t, close, "::");
    }

    /** n of a character type ending at {@code last} and preceded by {@code before}: char is char(1), bpchar is unpadded (-1). */
    private static int typeLength(SqlTokens t, int last, String before) {
        if (t.is(last, ")") && t.is(last - 2, "(") && t.get(last - 1).image().matches("[0-9]{1,9}") && isCharacter(t, last - 3) && t.is(last - 4, before)) {
            return Integer.parseInt(t.get(last - 1).image());
        }
        return isCharacter(t, last) && !t.is(last, "bpchar") && t.is(last - 1, before) ? 1 : -1;
    }

    private static boolean isCharacter(SqlTokens t, int i) {
        return i >= 0 && i < t.size() && CHARACTER_TYPES.contains(t.get(i).image().toLowerCase(Locale.ROOT));
    }
}
