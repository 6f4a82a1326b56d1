package io.hotrow.rewrite.analysis;

/** What a statement does to its database, as far as lanes, logs and routing care. */
public enum StatementKind {
    /** Reads rows and changes nothing: never takes the writer lane. */
    READ,
    /** Changes rows, draws from a sequence, or locks rows ({@code FOR UPDATE}). */
    WRITE,
    /** Changes the schema. */
    DDL,
    /** BEGIN, COMMIT, ROLLBACK, SAVEPOINT and their relatives, sent as SQL text. */
    TRANSACTION_CONTROL,
    /**
     * SET, SHOW, RESET: session settings that change no data; and owner and extension changes ({@link OwnerChange},
     * {@link ExtensionChange}) and constraint validations ({@link ConstraintValidation}), which change nothing on the engine.
     */
    SESSION,
    /** DECLARE, FETCH, MOVE, CLOSE: a server-side cursor over a query, which the session keeps. */
    CURSOR,
    /**
     * PREPARE, EXECUTE, DEALLOCATE: a statement the session keeps by name; an EXECUTE runs it as a
     * statement of its own kind.
     */
    PREPARED;

    /** Whether a statement of this kind must hold its database's writer lane while it runs. */
    public boolean takesLane() {
        return this == WRITE || this == DDL;
    }

    /** Whether the session runs the text itself, by its leading keyword, rather than handing it to the database as a statement. */
    public boolean runsInSession() {
        return this == TRANSACTION_CONTROL || this == SESSION || this == CURSOR || this == PREPARED;
    }
}
