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
