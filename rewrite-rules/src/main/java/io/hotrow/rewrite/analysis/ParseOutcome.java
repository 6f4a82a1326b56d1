package io.hotrow.rewrite.analysis;

/**
 * How the parse of one SQL text ended. A text that is too complex to analyse is not a syntax error:
 * PostgreSQL or H2 may well run it, so the two are kept apart for whoever decides what to do with
 * unparsed texts.
 */
public enum ParseOutcome {
    /** Parsed: the analysis has a tree. */
    PARSED,
    /** Not attempted: transaction control, session commands and texts holding several statements need no tree. */
    SKIPPED,
    /** The text is not valid SQL as our parser reads it. */
    SYNTAX_ERROR,
    /** The text exceeds the parse's budget (time, length, tokens, nesting or stack); it may still be valid SQL. */
    TOO_COMPLEX,
    /** The caller stopped the parse: its statement timed out or was cancelled, or its thread was interrupted. */
    CANCELLED
}
