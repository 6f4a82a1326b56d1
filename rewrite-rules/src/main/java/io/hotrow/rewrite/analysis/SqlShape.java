package io.hotrow.rewrite.analysis;

import java.util.BitSet;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.parser.TokenMgrException;

/**
 * What one pass of the lexer learns about a text before it is parsed: how many tokens it has and how
 * deeply its parentheses nest. Texts that are certain to be syntax errors (unbalanced parentheses,
 * a character no token starts with) or certain to be too costly end here, before the parser sees them.
 */
record SqlShape(int tokens, int depth, int groupingDepth) {

    /**
     * Words after which a parenthesis groups (a subquery, a row, a list) rather than calls a function.
     * A word not listed counts as a function name, which can only make {@link #groupingDepth} lower.
     */
    private static final Set<String> GROUPING_KEYWORDS = Set.of("SELECT", "FROM", "JOIN", "LATERAL", "WHERE", "AND", "OR", "NOT",
            "IN", "EXISTS", "ANY", "ALL", "SOME", "VALUES", "AS", "ON", "CASE", "WHEN", "THEN", "ELSE", "SET", "RETURNING", "HAVING",
            "BY", "UNION", "INTERSECT", "EXCEPT", "IS", "LIKE", "ILIKE", "BETWEEN", "DISTINCT", "WITH", "DO", "USING", "TABLE");

    /** JSqlParser reads the first comment before a keyword as an Oracle hint with a regular expression that is quadratic in its length. */
    private static final int MAX_HINT_COMMENT_CHARS = 4096;
    /** Parsing a number is quadratic in its digits, in JSqlParser and in H2: 200,000 digits took seconds each time. */
    private static final int MAX_NUMBER_CHARS = 1000;

    /** Lexes {@code sql} within {@code budget}; throws {@link ParseFailure} for texts that must not be parsed. */
    static SqlShape of(String sql, ParseLimits limits, ParseBudget budget) {
        if (sql.length() > limits.maxChars()) {
            throw ParseFailure.tooComplex("it is " + sql.length() + " characters long; hotrow analyses texts of up to "
                    + limits.maxChars());
        }
        var lexer = new BudgetedParser.BudgetedTokens(sql, budget);
        int tokens = 0;
        int depth = 0;
        int maxDepth = 0;
        int grouping = 0;
        int maxGrouping = 0;
        BitSet groupingLevels = new BitSet(); // whether the parenthesis open at each depth groups

        Token previous = null;
        Token t = next(lexer);
        for (; t.kind != CCJSqlParserConstants.EOF; t = next(lexer)) {
            checkComments(t);
            if (t.image.length() > MAX_NUMBER_CHARS && isNumber(t)) {
                throw ParseFailure.tooComplex("it holds a number of " + t.image.length() + " characters; hotrow analyses numbers of up to "
                        + MAX_NUMBER_CHARS);
            }
            if (++tokens > limits.maxTokens()) {
                throw ParseFailure.tooComplex("it has more than " + limits.maxTokens() + " tokens");
            }
            if ("(".equals(t.image)) {
                if (++depth > limits.maxDepth()) {
                    throw ParseFailure.tooComplex("its parentheses nest more than " + limits.maxDepth() + " deep");
                }
                if (!callsFunction(previous)) {
                    groupingLevels.set(depth);
                    maxGrouping = Math.max(maxGrouping, ++grouping);
                }
                maxDepth = Math.max(maxDepth, depth);
            } else if (")".equals(t.image)) {
                if (depth == 0) {
                    throw ParseFailure.syntaxError("syntax error at or near \")\": it closes a parenthesis that was never opened"
                            + position(t));
                }
                if (groupingLevels.get(depth)) {
                    groupingLevels.clear(depth);
                    grouping--;
                }
                depth--;
            }
            previous = t;
        }
        checkComments(t); // those after the last token
        if (depth > 0) {
            throw ParseFailure.syntaxError("syntax error at end of input: " + depth + " parenthes" + (depth == 1 ? "is is" : "es are")
                    + " not closed");
        }
        return new SqlShape(tokens, maxDepth, maxGrouping);
    }

    private static Token next(BudgetedParser.BudgetedTokens lexer) {
        try {
            return lexer.getNextToken();
        } catch (ParseFailure e) {
            throw e;
        } catch (TokenMgrException e) {
            throw ParseFailure.syntaxError(firstLine(e.getMessage()));
        }
    }

    private static boolean callsFunction(Token previous) {
        if (previous == null) {
            return false;
        }
        if (previous.kind == CCJSqlParserConstants.S_QUOTED_IDENTIFIER) {
            return true;
        }
        String word = previous.image;
        return !word.isEmpty() && Character.isLetter(word.charAt(0)) && !GROUPING_KEYWORDS.contains(word.toUpperCase(Locale.ROOT));
    }

    private static boolean isNumber(Token t) {
        char first = t.image.charAt(0);
        return Character.isDigit(first) || first == '.' && t.image.length() > 1 && Character.isDigit(t.image.charAt(1));
    }

    private static void checkComments(Token t) {
        for (Token comment = t.specialToken; comment != null; comment = comment.specialToken) {
            String text = comment.image;
            if (text.length() > MAX_HINT_COMMENT_CHARS && (text.contains("/*+") || text.contains("--+"))) {
                throw ParseFailure.tooComplex("it holds a comment of " + text.length() + " characters that looks like an optimizer hint");
            }
        }
    }

    private static String position(Token t) {
        return " (line " + t.beginLine + ", column " + t.beginColumn + ")";
    }

    static String firstLine(String message) {
        if (message == null || message.isBlank()) {
            return "the parser gave no reason";
        }
        int eol = message.indexOf('\n');
        return (eol < 0 ? message : message.substring(0, eol)).trim();
    }
}
