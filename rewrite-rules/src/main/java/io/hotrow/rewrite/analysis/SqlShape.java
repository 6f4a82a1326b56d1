package io.hotrow.rewrite.analysis;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.parser.TokenMgrException;

/**
 * What one pass of the lexer learns about a text before it is parsed: how many tokens it has, how
 * deeply it nests (parentheses and CASE) and how long its operator chains run. Texts that are certain
 * to be syntax errors (unbalanced parentheses, a character no token starts with) or certain to be
 * too costly end here, before the parser sees them.
 *
 * @param tokens        how many tokens the text has
 * @param groupingDepth the deepest nesting of parentheses that group (subqueries, rows, lists), not counting
 *                      those of function calls: what makes JSqlParser's complex mode expensive
 */
record SqlShape(int tokens, int groupingDepth) {

    /**
     * Words after which a parenthesis groups (a subquery, a row, a list) rather than calls a function.
     * A word not listed counts as a function name, which can only make {@link #groupingDepth} lower.
     */
    private static final Set<String> GROUPING_KEYWORDS = Set.of("SELECT", "FROM", "JOIN", "LATERAL", "WHERE", "AND", "OR", "NOT",
            "IN", "EXISTS", "ANY", "ALL", "SOME", "VALUES", "AS", "ON", "CASE", "WHEN", "THEN", "ELSE", "SET", "RETURNING", "HAVING",
            "BY", "UNION", "INTERSECT", "EXCEPT", "IS", "LIKE", "ILIKE", "BETWEEN", "DISTINCT", "WITH", "DO", "USING", "TABLE");
    /** Binary operators JSqlParser nests to the left, so that its tree, and every visitor's recursion, is as deep as the chain is long. */
    private static final Set<String> CHAINING = Set.of("OR", "AND", "+", "-", "*", "/", "%", "||", "^", "&", "|", "<<", ">>", "#");
    /** Tokens after which a new expression starts at the same depth. */
    private static final Set<String> EXPRESSION_STARTS = Set.of(",", ";", "SELECT", "FROM", "WHERE", "GROUP", "HAVING", "ORDER", "BY",
            "LIMIT", "OFFSET", "SET", "VALUES", "ON", "JOIN", "RETURNING", "WHEN", "THEN", "ELSE", "END", "CASE");

    /** Longer chains are rewritten as lists, IN (...) or ANY (...), by anyone who writes them on purpose. */
    private static final int MAX_CHAIN = 1000;
    /** JSqlParser reads the first comment before a keyword as an Oracle hint with a regular expression that is quadratic in its length. */
    private static final int MAX_HINT_COMMENT_CHARS = 4096;
    /** Parsing a number is quadratic in its digits, in JSqlParser and in H2: 200,000 digits took seconds each time. */
    private static final int MAX_NUMBER_CHARS = 1000;

    /**
     * Derived tables nested deeper are refused: H2 plans a derived table again for every plan it
     * tries of the query around it, so planning costs about two to four times more per level (10
     * levels: about a second, 12: 7 s, 13: 25 s), and H2 checks neither timeout nor cancel while it
     * plans. PostgreSQL plans such nesting at once; a WITH query per level runs on the engine too.
     */
    static final int MAX_DERIVED_DEPTH = 10;
    /** Words after which a parenthesis holding a query is a derived table, and a comma separates more of them. */
    private static final Set<String> FROM_CLAUSE_STARTS = Set.of("FROM", "JOIN", "LATERAL");
    /** Words that end a FROM clause. */
    private static final Set<String> FROM_CLAUSE_ENDS = Set.of("WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET",
            "FETCH", "UNION", "INTERSECT", "EXCEPT", "ON", "USING", "RETURNING", "SET", "SELECT", ";");
    /** Words that begin the query of a derived table. */
    private static final Set<String> QUERY_STARTS = Set.of("SELECT", "WITH", "VALUES", "TABLE");

    private enum Opener { CALL, GROUP, CASE }

    /** One open parenthesis or CASE, with the length of the operator chain running inside it. */
    private static final class Level {
        final Opener opener;
        int chain;
        /** Its tokens are in a FROM clause. */
        boolean fromClause;
        /** It is a derived table: a query in parentheses in a FROM clause. */
        boolean derived;

        Level(Opener opener) {
            this.opener = opener;
        }
    }

    /** Lexes {@code sql} within {@code budget}; throws {@link ParseFailure} for texts that must not be parsed. */
    static SqlShape of(String sql, ParseLimits limits, ParseBudget budget) {
        if (sql.length() > limits.maxChars()) {
            throw ParseFailure.tooComplex("it is " + sql.length() + " characters long; hotrow analyses texts of up to "
                    + limits.maxChars());
        }
        var lexer = new BudgetedParser.BudgetedTokens(sql, budget);
        Deque<Level> open = new ArrayDeque<>();
        open.push(new Level(Opener.GROUP)); // the statement itself
        int tokens = 0;
        int grouping = 0;
        int maxGrouping = 0;
        int derived = 0;
        Level mayBeDerived = null; // a parenthesis opened in a FROM clause, until its first token tells
        Token previous = null;
        Token t = next(lexer);
        for (; t.kind != CCJSqlParserConstants.EOF; previous = t, t = next(lexer)) {
            checkComments(t);
            checkNumber(t);
            if (++tokens > limits.maxTokens()) {
                throw ParseFailure.tooComplex("it has more than " + limits.maxTokens() + " tokens");
            }
            String word = t.image.toUpperCase(Locale.ROOT);
            if (mayBeDerived != null && QUERY_STARTS.contains(word)) {
                mayBeDerived.derived = true;
                if (++derived > MAX_DERIVED_DEPTH) {
                    throw ParseFailure.tooComplex("it nests derived tables (subqueries in FROM) more than " + MAX_DERIVED_DEPTH
                            + " deep, which the engine cannot plan in bounded time; write the levels as WITH queries");
                }
            }
            mayBeDerived = null;
            if (FROM_CLAUSE_STARTS.contains(word)) {
                open.peek().fromClause = true;
            } else if (FROM_CLAUSE_ENDS.contains(word)) {
                open.peek().fromClause = false;
            }
            if (word.equals("(") || word.equals("CASE")) {
                Opener opener = word.equals("CASE") ? Opener.CASE : callsFunction(previous) ? Opener.CALL : Opener.GROUP;
                if (opener == Opener.GROUP && previous != null && open.peek().fromClause
                        && (FROM_CLAUSE_STARTS.contains(previous.image.toUpperCase(Locale.ROOT)) || previous.image.equals(","))) {
                    mayBeDerived = new Level(opener);
                }
                open.push(mayBeDerived != null ? mayBeDerived : new Level(opener));
                if (open.size() - 1 > limits.maxDepth()) {
                    throw ParseFailure.tooComplex("it nests parentheses and CASE more than " + limits.maxDepth() + " deep");
                }
                if (opener == Opener.GROUP) {
                    maxGrouping = Math.max(maxGrouping, ++grouping);
                }
            } else if (word.equals(")")) {
                while (open.size() > 1 && open.peek().opener == Opener.CASE) {
                    open.pop(); // a CASE left open inside the parentheses: the parser will say so
                }
                if (open.size() == 1) {
                    throw ParseFailure.syntaxError("syntax error at or near \")\": it closes a parenthesis that was never opened"
                            + " (line " + t.beginLine + ", column " + t.beginColumn + ")");
                }
                Level closed = open.pop();
                if (closed.opener == Opener.GROUP) {
                    grouping--;
                }
                if (closed.derived) {
                    derived--;
                }
            } else if (word.equals("END") && open.peek().opener == Opener.CASE) {
                open.pop();
            } else if (EXPRESSION_STARTS.contains(word)) {
                open.peek().chain = 0;
            } else if (CHAINING.contains(word) && ++open.peek().chain > MAX_CHAIN) {
                throw ParseFailure.tooComplex("it chains more than " + MAX_CHAIN + " operators in one expression;"
                        + " a long list of alternatives is better written as IN (...) or = ANY (?)");
            }
        }
        checkComments(t); // those after the last token
        long unclosed = open.stream().filter(level -> level.opener != Opener.CASE).count() - 1;
        if (unclosed > 0) {
            throw ParseFailure.syntaxError("syntax error at end of input: " + unclosed + " parenthes" + (unclosed == 1 ? "is is" : "es are")
                    + " not closed");
        }
        return new SqlShape(tokens, maxGrouping);
    }

    private static Token next(BudgetedParser.BudgetedTokens lexer) {
        try {
            return lexer.getNextToken();
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

    private static void checkNumber(Token t) {
        char first = t.image.charAt(0);
        boolean number = Character.isDigit(first) || first == '.' && t.image.length() > 1 && Character.isDigit(t.image.charAt(1));
        if (number && t.image.length() > MAX_NUMBER_CHARS) {
            throw ParseFailure.tooComplex("it holds a number of " + t.image.length() + " characters; hotrow analyses numbers of up to "
                    + MAX_NUMBER_CHARS);
        }
    }

    private static void checkComments(Token t) {
        for (Token comment = t.specialToken; comment != null; comment = comment.specialToken) {
            String text = comment.image;
            if (text.length() > MAX_HINT_COMMENT_CHARS && (text.contains("/*+") || text.contains("--+"))) {
                throw ParseFailure.tooComplex("it holds a comment of " + text.length() + " characters that looks like an optimizer hint");
            }
        }
    }

    static String firstLine(String message) {
        if (message == null || message.isBlank()) {
            return "the parser gave no reason";
        }
        int eol = message.indexOf('\n');
        return (eol < 0 ? message : message.substring(0, eol)).trim();
    }
}
