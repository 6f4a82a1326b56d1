package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's jsonb operators, which H2 lacks, as calls of the engine's functions:
 * {@code j -> 'a' ->> 'b'} is {@code hotrow_jsonb_field_text(CAST(hotrow_jsonb_field(j, 'a') AS JSON), 'b')}.
 * They share one precedence level with {@code ||} (left to right, above comparisons, below
 * arithmetic), so a chain of them is read as PostgreSQL reads it; a {@code ||} in such a chain is
 * jsonb's concatenation when its left side is a jsonb the chain made or either side shows a jsonb
 * (a cast or a jsonb function), else text's. {@code x - 'key'} (a string literal that names no
 * date or interval) and {@code x - ARRAY[...]} delete keys, as {@code -} of a jsonb the text shows. {@code @>} and {@code <@}
 * are arrays' operators too, and {@code &&} (arrays overlap) is theirs alone, at the same precedence: the engine's functions
 * tell an array from a jsonb by the values. {@code @?} and {@code @@} (a jsonb against a jsonpath: the silent
 * jsonb_path_exists and jsonb_path_match) are of the level too; JSqlParser's lexer reads {@code @?} as {@code @} and {@code ?}.
 */
final class JsonOperators implements Rule {

    /** Each operator's function, and whether its result is a jsonb (else text or boolean). */
    private static final Map<String, String> FUNCTIONS = Map.ofEntries(Map.entry("->", "hotrow_jsonb_field"),
            Map.entry("->>", "hotrow_jsonb_field_text"), Map.entry("#>", "hotrow_jsonb_path"), Map.entry("#>>", "hotrow_jsonb_path_text"),
            Map.entry("@>", "hotrow_jsonb_contains"), Map.entry("<@", "hotrow_jsonb_contained"), Map.entry("?", "hotrow_jsonb_exists"),
            Map.entry("?|", "hotrow_jsonb_exists_any"), Map.entry("?&", "hotrow_jsonb_exists_all"), Map.entry("&&", "hotrow_array_overlap"),
            Map.entry("@?", "hotrow_jsonb_path_exists_opr"), Map.entry("@@", "hotrow_jsonb_path_match_opr"));
    private static final Set<String> JSONB_RESULTS = Set.of("->", "#>");
    /**
     * The functions of {@code ->} and {@code #>} of a json (text as written, {@link JsonVarchar}), which answer the member's text
     * as written, typed json; {@code ->>} and {@code #>>} of a json keep the text as written in the jsonb functions.
     */
    private static final Map<String, String> JSON_FUNCTIONS = Map.of("->", "hotrow_json_field", "#>", "hotrow_json_path");
    /** Words that end an operand: clause keywords and operators written as words. */
    private static final Set<String> STOP_WORDS = Set.of("SELECT", "DISTINCT", "ALL", "FROM", "WHERE", "AND", "OR", "NOT", "ON", "THEN",
            "ELSE", "WHEN", "CASE", "BY", "HAVING", "RETURNING", "SET", "VALUES", "BETWEEN", "IS", "IN", "LIKE", "ILIKE", "AS", "ASC",
            "DESC", "NULLS", "LIMIT", "OFFSET", "USING", "INTO", "ANY", "SOME", "EXISTS", "DEFAULT", "CHECK", "WITH", "UNION", "INTERSECT",
            "EXCEPT", "JOIN", "FILTER", "GROUP", "ORDER", "FOR", "DO", "UPDATE", "RETURN", "COLLATE", "OVER", "ESCAPE", "SIMILAR");
    /** Symbols inside an operand: arithmetic binds tighter than these operators. */
    private static final Set<String> OPERAND_SYMBOLS = Set.of(".", "::", "+", "-", "*", "/", "%", "^");
    /** String literals PostgreSQL reads as dates, times or intervals, which {@code -} of a date or timestamp takes. */
    private static final Set<String> SPECIAL_TIMES = Set.of("infinity", "-infinity", "epoch", "now", "today", "tomorrow", "yesterday",
            "allballs");

    @Override
    public List<String> words() {
        return List.of("jsonb", "json");
    }

    @Override
    public List<String> symbols() {
        return List.of("->", "#>", "@>", "<@", "?|", "?&", "&&", "@?", "@@");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        Set<Integer> done = new HashSet<>();
        OutputItems items = t.outputItems();
        for (int i = 0; i < t.size(); i++) {
            if (!done.contains(i) && (isOperator(t, i) || t.is(i, "||"))) {
                chain(t, splice, i, done, items);
            }
        }
        for (int i = 1; i < t.size(); i++) {
            if (t.is(i, "-") && endsOperand(t, i - 1)) {
                deletion(t, splice, i);
            }
        }
    }

    /** Past the chain of this level's operators and their operands starting at {@code start}; -1 when it is not understood. */
    static int chainEnd(SqlTokens t, int start) {
        int i = start;
        while (true) {
            int end = operandEnd(t, i);
            if (end <= i) {
                return -1;
            }
            if (end < t.size() && (isOperator(t, end) || t.is(end, "||"))) {
                i = end + width(t, end);
            } else {
                return end;
            }
        }
    }

    /**
     * Whether the expression from {@code first} to {@code last} is surely a jsonb: its last operator
     * of this level is {@code ->} or {@code #>}, or, with none, it ends in a cast to jsonb. A {@code ||}
     * last may be text's, so it says no, as does anything not understood.
     */
    static boolean yieldsJsonb(SqlTokens t, int first, int last) {
        while (t.is(first, "(") && t.closing(first) == last) {
            first++;
            last--;
        }
        for (int i = last; i >= first; i--) {
            if (t.is(i, ")")) {
                i = t.opening(i);
            } else if (t.is(i, "]")) {
                i = t.openingBracket(i);
            } else if (isOperator(t, i) || t.is(i, "||")) {
                return JSONB_RESULTS.contains(t.get(i).image());
            }
        }
        return last > first && t.is(last - 1, "::") && t.is(last, "jsonb");
    }

    static boolean isOperator(SqlTokens t, int i) {
        if (isPathExists(t, i)) {
            return true;
        }
        String image = t.get(i).image();
        if (image.equals("?")) {
            // else a bind parameter; ?? is the operator as JDBC drivers take it in prepared statements
            return endsOperand(t, i - 1) && startsOperand(t, isDoubled(t, i) ? i + 2 : i + 1);
        }
        return FUNCTIONS.containsKey(image);
    }

    /** {@code @?}, which JSqlParser's lexer reads as two tokens: {@code @} right before {@code ?}. */
    private static boolean isPathExists(SqlTokens t, int i) {
        return t.is(i, "@") && t.is(i + 1, "?") && t.get(i).end() == t.get(i + 1).begin();
    }

    /** The tokens of the operator at {@code i}. */
    private static int width(SqlTokens t, int i) {
        return isDoubled(t, i) || isPathExists(t, i) ? 2 : 1;
    }

    /** {@code ??}: two question marks with nothing between them. */
    private static boolean isDoubled(SqlTokens t, int i) {
        return t.is(i, "?") && t.is(i + 1, "?") && t.get(i).end() == t.get(i + 1).begin();
    }

    /** Rewrites the chain of operators of one precedence level around the operator at {@code at}. */
    private static void chain(SqlTokens t, Splice splice, int at, Set<Integer> done, OutputItems items) {
        int start = leftStart(t, at);
        if (start < 0) {
            return;
        }
        List<int[]> operands = new ArrayList<>();
        List<String> operators = new ArrayList<>();
        int i = start;
        while (true) {
            int end = operandEnd(t, i);
            if (end <= i) {
                return; // not understood: H2 refuses the operator
            }
            operands.add(new int[] {i, end - 1});
            if (end < t.size() && (isOperator(t, end) || t.is(end, "||"))) {
                operators.add(isPathExists(t, end) ? "@?" : t.get(end).image());
                done.add(end);
                i = end + width(t, end);
            } else {
                break;
            }
        }
        if (operands.size() != operators.size() + 1) {
            return;
        }
        List<Splice.Span> parts = new ArrayList<>();
        List<Boolean> shownJsonb = new ArrayList<>();
        for (int[] operand : operands) {
            parts.add(new Splice.Span(t.get(operand[0]).begin(), t.get(operand[1]).end()));
            shownJsonb.add(showsJsonb(t, operand[0], operand[1]));
        }
        List<Boolean> jsonbConcat = jsonbConcatenations(operators, shownJsonb);
        boolean jsonFirst = showsJson(t, operands.get(0)[0], operands.get(0)[1]);
        if (!jsonbConcat.contains(true) && operators.stream().allMatch("||"::equals)) {
            return; // text concatenation only
        }
        operands.forEach(operand -> textArrayLiteral(t, splice, operand[0], operand[1]));
        int end = operands.get(operands.size() - 1)[1];
        splice.wrap(t.get(start).begin(), t.get(end).end(), parts, texts -> {
            String result = texts.get(0);
            boolean json = jsonFirst;
            for (int k = 0; k < operators.size(); k++) {
                String operator = operators.get(k);
                String right = texts.get(k + 1);
                if (operator.equals("||")) {
                    result = jsonbConcat.get(k) ? "CAST(hotrow_jsonb_concat(" + result + ", " + right + ") AS JSON)" : result + " || " + right;
                } else if (json && JSON_FUNCTIONS.containsKey(operator)) {
                    result = JsonVarchar.cast(JSON_FUNCTIONS.get(operator) + "(" + result + ", " + right + ")");
                } else {
                    String call = FUNCTIONS.get(operator) + "(" + result + ", " + right + ")";
                    result = JSONB_RESULTS.contains(operator) ? "CAST(" + call + " AS JSON)" : call;
                }
                json &= JSON_FUNCTIONS.containsKey(operator);
            }
            return "(" + result + ")";
        });
        if (items.isWholeSelectItem(start, end)) {
            items.label(splice, end, "?column?"); // PostgreSQL's label of an operator's result; H2's is the call's
        }
    }

    /** For each operator, whether it is a {@code ||} of jsonb values: a jsonb made by the chain so far, or shown on either side. */
    private static List<Boolean> jsonbConcatenations(List<String> operators, List<Boolean> shownJsonb) {
        List<Boolean> concat = new ArrayList<>();
        boolean jsonb = shownJsonb.get(0);
        for (int k = 0; k < operators.size(); k++) {
            String operator = operators.get(k);
            boolean isConcat = operator.equals("||") && (jsonb || shownJsonb.get(k + 1));
            concat.add(isConcat);
            jsonb = operator.equals("||") ? isConcat : JSONB_RESULTS.contains(operator);
        }
        return concat;
    }

    /** {@code x - 'key'}, {@code x - ARRAY['a']}, and any {@code -} of a jsonb the text shows, as jsonb's deletion. */
    private static void deletion(SqlTokens t, Splice splice, int minus) {
        int start = Operands.leftStart(t, minus);
        int end = Operands.rightEnd(t, minus);
        if (start < 0 || end < 0 || end <= minus + 1) {
            return;
        }
        String first = t.get(minus + 1).image();
        boolean key = first.startsWith("'") && namesKey(first.substring(1, first.length() - 1));
        boolean array = t.is(minus + 1, "ARRAY") && t.is(minus + 2, "[");
        if (!key && !array && !showsJsonb(t, start, minus - 1)) {
            return;
        }
        textArrayLiteral(t, splice, minus + 1, end - 1);
        Splice.Span left = new Splice.Span(t.get(start).begin(), t.get(minus - 1).end());
        Splice.Span right = new Splice.Span(t.get(minus + 1).begin(), t.get(end - 1).end());
        splice.wrap(left.begin(), right.end(), List.of(left, right),
                texts -> "CAST(hotrow_jsonb_delete(" + texts.get(0) + ", " + texts.get(1) + ") AS JSON)");
        if (t.outputItems().mayLabel(start, end - 1, "?column?")) {
            t.outputItems().label(splice, end - 1, "?column?"); // an operator's result, as PostgreSQL labels it; H2 said cast
        }
    }

    /** A string that is no number, date, time or interval: a key. */
    private static boolean namesKey(String text) {
        String trimmed = text.trim();
        return !trimmed.isEmpty() && (Character.isLetter(trimmed.charAt(0)) || trimmed.charAt(0) == '_' || trimmed.charAt(0) == '{')
                && !SPECIAL_TIMES.contains(trimmed.toLowerCase(Locale.ROOT));
    }

    /**
     * {@code '{a,b}'::text[]} (or {@code ?::text[]}, {@code $1::text[]}) as {@code hotrow_text_array('{a,b}')}: H2's cast would make a
     * one-element array of the text (and H2 cannot cast a parameter to {@code text[]}).
     */
    private static void textArrayLiteral(SqlTokens t, Splice splice, int first, int last) {
        boolean value = Operands.isLiteral(t, first) || t.is(first, "?"); // a string, ?, or $1 (PostgreSQL's numbered form)
        if (last - first == 4 && value && t.is(first + 1, "::") && t.is(first + 3, "[")
                && t.is(last, "]") && (t.is(first + 2, "text") || t.is(first + 2, "varchar"))) {
            splice.replace(t.get(first).begin(), t.get(last).end(), "hotrow_text_array(" + t.get(first).image() + ")");
        }
    }

    /**
     * Whether tokens {@code first} to {@code last} are a json operand: a cast to json ({@code x::json}, {@code CAST(x AS json)}),
     * or a parenthesized chain of {@code ->} and {@code #>} of one ({@code (raw::json -> 'b') -> 1}).
     */
    private static boolean showsJson(SqlTokens t, int first, int last) {
        if (t.is(first, "(") && t.closing(first) == last) {
            int end = operandEnd(t, first + 1);
            if (end <= first + 1 || !showsJson(t, first + 1, end - 1)) {
                return false;
            }
            while (end < last && JSON_FUNCTIONS.containsKey(t.get(end).image())) {
                end = operandEnd(t, end + 1);
            }
            return end == last;
        }
        if (t.is(first, "CAST") && t.is(first + 1, "(") && t.closing(first + 1) == last) {
            return t.is(last - 1, "json") && t.is(last - 2, "AS");
        }
        return last > first && t.is(last - 1, "::") && t.is(last, "json");
    }

    private static boolean showsJsonb(SqlTokens t, int first, int last) {
        for (int i = first; i <= last; i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (word.equals("jsonb") || JsonTypes.JSONB_FUNCTIONS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** The first token of the chain whose operator is at {@code at}: back over operands and operators of its level. */
    static int leftStart(SqlTokens t, int at) {
        int i = at - 1;
        while (i >= 0) {
            if (t.is(i, ")")) {
                i = t.opening(i) - 1;
                if (Operands.isWord(t, i) && !STOP_WORDS.contains(Operands.upper(t, i))) {
                    i--;
                }
            } else if (t.is(i, "]")) {
                i = t.openingBracket(i) - 1;
            } else if (t.is(i, "END")) {
                i = Operands.caseOf(t, i) - 1;
            } else if (Operands.isWord(t, i) && !STOP_WORDS.contains(Operands.upper(t, i)) || Operands.isLiteral(t, i)
                    || OPERAND_SYMBOLS.contains(t.get(i).image()) || t.is(i, "||") || FUNCTIONS.containsKey(t.get(i).image())
                    && !t.is(i, "?")) {
                i--;
            } else if (t.is(i, "?")) {
                i--; // a bind parameter or the ? operator, both inside the chain
            } else {
                break;
            }
        }
        return i + 1 < at ? i + 1 : -1;
    }

    /** Past the operand starting at {@code i}: primaries joined by arithmetic, with casts and subscripts. */
    private static int operandEnd(SqlTokens t, int i) {
        boolean expectPrimary = true;
        while (i < t.size()) {
            String image = t.get(i).image();
            if (expectPrimary) {
                if (image.equals("-") || image.equals("+")) {
                    i++;
                    continue;
                }
                if (t.is(i, "(")) {
                    i = t.closing(i) + 1;
                } else if (t.is(i, "CASE")) {
                    i = Operands.endOf(t, i) + 1;
                } else if (t.is(i, "ARRAY") && t.is(i + 1, "[")) {
                    i = t.closingBracket(i + 1) + 1;
                } else if (image.equals("?")) {
                    boolean numbered = Operands.isLiteral(t, i + 1) && t.get(i + 1).begin() == t.get(i).end(); // ?1, H2's numbered form
                    i += numbered ? 2 : 1;
                } else if (Operands.isLiteral(t, i)) {
                    i++;
                } else if (Operands.isWord(t, i) && !STOP_WORDS.contains(Operands.upper(t, i))) {
                    i++;
                    while (t.is(i, ".") && Operands.isWord(t, i + 1)) {
                        i += 2;
                    }
                    if (i < t.size() && t.get(i).image().startsWith("'")) {
                        i++; // a typed literal
                    } else if (t.is(i, "(")) {
                        i = t.closing(i) + 1;
                    }
                } else {
                    return i;
                }
                expectPrimary = false;
            } else if (t.is(i, "::") && Operands.isWord(t, i + 1)) {
                i += 2;
                if (t.is(i, "(")) {
                    i = t.closing(i) + 1;
                }
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i) + 1;
            } else if (OPERAND_SYMBOLS.contains(image) && !image.equals(".")) {
                i++;
                expectPrimary = true;
            } else {
                return i;
            }
        }
        return expectPrimary ? -1 : i;
    }

    private static boolean endsOperand(SqlTokens t, int i) {
        if (i < 0) {
            return false;
        }
        return t.is(i, ")") || t.is(i, "]") || Operands.isLiteral(t, i) || Operands.isWord(t, i) && !STOP_WORDS.contains(Operands.upper(t, i));
    }

    private static boolean startsOperand(SqlTokens t, int i) {
        return i < t.size() && (Operands.isLiteral(t, i) || Operands.isWord(t, i) || t.is(i, "(") || t.is(i, "?"));
    }
}
