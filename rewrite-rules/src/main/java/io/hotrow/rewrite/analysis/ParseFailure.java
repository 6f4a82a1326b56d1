package io.hotrow.rewrite.analysis;

/**
 * Why a text has no tree: a syntax error, a text beyond the parse's budget, or a parse its caller
 * stopped. Unchecked because it is also thrown from inside JSqlParser (from {@link ParseBudget#check}),
 * whose generated code passes runtime exceptions through untouched. No stack trace: it is an
 * expected outcome, and the parse's stack may be deep.
 */
final class ParseFailure extends RuntimeException {

    private final ParseOutcome outcome;

    ParseFailure(ParseOutcome outcome, String reason) {
        super(reason, null, false, false);
        this.outcome = outcome;
    }

    ParseOutcome outcome() {
        return outcome;
    }

    static ParseFailure syntaxError(String reason) {
        return new ParseFailure(ParseOutcome.SYNTAX_ERROR, reason);
    }

    static ParseFailure tooComplex(String reason) {
        return new ParseFailure(ParseOutcome.TOO_COMPLEX, reason);
    }
}
