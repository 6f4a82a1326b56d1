package io.hotrow.rewrite.analysis;

import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;

/**
 * Parses one SQL text within {@link ParseLimits}, on the calling thread: one pass of the lexer
 * first ({@link SqlShape}), then JSqlParser's simple mode, then, for a text the simple mode rejects,
 * its complex mode (as {@code CCJSqlParserUtil.parse} does) where that mode's cost stays bounded.
 */
final class StatementParser {

    private StatementParser() {
    }

    /** The statement's tree; throws {@link ParseFailure} with the outcome and the reason when there is none. */
    static Statement parse(String sql, ParseLimits limits, ParseCancellation cancellation) {
        ParseBudget budget = new ParseBudget(limits.timeFor(0, sql.length()), cancellation); // lexing a long text takes its time too
        SqlShape shape = SqlShape.of(sql, limits, budget);
        budget.setLimit(limits.timeFor(shape.tokens(), sql.length()));
        String simpleModeError;
        try {
            return statementOf(BudgetedParser.parse(sql, budget, false));
        } catch (ParseException e) {
            simpleModeError = SqlShape.firstLine(e.getMessage());
        }
        if (shape.groupingDepth() > limits.maxComplexDepth()) {
            throw ParseFailure.tooComplex("its parentheses nest " + shape.groupingDepth() + " deep, too deep for the parser's complex mode,"
                    + " and its simple mode stopped: " + simpleModeError);
        }
        try {
            return statementOf(BudgetedParser.parse(sql, budget, true));
        } catch (ParseException e) {
            throw ParseFailure.syntaxError(SqlShape.firstLine(e.getMessage()));
        } catch (ParseFailure e) {
            if (e.outcome() == ParseOutcome.TOO_COMPLEX) {
                throw ParseFailure.tooComplex(e.getMessage() + "; the parser's simple mode stopped: " + simpleModeError);
            }
            throw e;
        }
    }

    private static Statement statementOf(Statement parsed) {
        if (parsed == null) {
            throw ParseFailure.syntaxError("the text holds no statement");
        }
        return parsed;
    }
}
