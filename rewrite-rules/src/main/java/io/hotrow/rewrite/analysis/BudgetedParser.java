package io.hotrow.rewrite.analysis;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.parser.feature.Feature;
import net.sf.jsqlparser.statement.Statement;

/**
 * JSqlParser's parser, built as {@code CCJSqlParserUtil.newParser} builds it and run on the calling
 * thread, that checks a {@link ParseBudget} at each token its lexer reads and at each feature test
 * its lookahead makes. JSqlParser has no other hook: its own timeout runs the parse on another
 * thread and abandons it still running, and its {@code interrupted} flag is read only between
 * lookaheads, never inside the long ones.
 */
final class BudgetedParser extends CCJSqlParser {

    private final ParseBudget budget;

    private BudgetedParser(String sql, ParseBudget budget) {
        super(new BudgetedTokens(sql, budget));
        this.budget = budget;
    }

    /** Parses one statement, in JSqlParser's complex mode or not. */
    static Statement parse(String sql, ParseBudget budget, boolean complex) throws ParseException {
        return new BudgetedParser(sql, budget).withAllowComplexParsing(complex).Statement();
    }

    @Override
    public boolean getAsBoolean(Feature feature) {
        if (budget != null) { // null while the superclass constructor runs
            budget.check();
        }
        return super.getAsBoolean(feature);
    }

    /**
     * A syntax error as the first lines of JavaCC's message, which are all the analysis reports: JavaCC's own runs every
     * lookahead of the grammar again at the failing token to list the tokens it expected, which took a second of CPU for a text
     * of three subqueries that the simple mode rejects before the complex mode parses it.
     */
    @Override
    public ParseException generateParseException() {
        Token next = token.next != null ? token.next : token;
        StringBuilder message = new StringBuilder("Encountered unexpected token: ");
        if (next.kind == 0) {
            message.append(tokenImage[0]);
        } else {
            message.append('"').append(escaped(next.image)).append("\" ").append(tokenImage[next.kind]);
        }
        message.append("\n    at line ").append(next.beginLine).append(", column ").append(next.beginColumn).append('.');
        return new ParseException(message.toString());
    }

    /** A token's image escaped as JavaCC's messages escape it. */
    private static String escaped(String image) {
        StringBuilder out = new StringBuilder(image.length());
        for (char ch : image.toCharArray()) {
            switch (ch) {
                case 0 -> {
                }
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                case '"' -> out.append("\\\"");
                case '\'' -> out.append("\\'");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (ch < 0x20 || ch > 0x7e) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        return out.toString();
    }

    /** JSqlParser's lexer, checking the budget at each token and, within a long one, as it reads ({@link BudgetedText}). */
    static final class BudgetedTokens extends CCJSqlParserTokenManager {

        private final ParseBudget budget;

        BudgetedTokens(String sql, ParseBudget budget) {
            super(BudgetedText.stream(sql, budget));
            this.budget = budget;
        }

        @Override
        public Token getNextToken() {
            budget.check();
            Token token;
            try {
                token = super.getNextToken();
            } catch (RuntimeException e) {
                budget.check(); // the budget ran out while the lexer read the text, which JSqlParser does not expect
                throw e;
            }
            budget.check(); // JSqlParser reads any exception its text throws at a token's start as the end of the text
            return token;
        }
    }
}
