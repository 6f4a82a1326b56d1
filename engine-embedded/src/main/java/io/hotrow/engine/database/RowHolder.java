package io.hotrow.engine.database;

/**
 * The transaction H2 named as holding a row a statement then queued for ({@link io.hotrow.engine.locks.RowQueues}):
 * a session and H2's sequence number of its transaction then, so that a later transaction of the
 * same session, which H2 may give the same id, is not taken for it.
 */
record RowHolder(Session session, long sequence) {

    /** The session, while that transaction is still open; else null: it no longer holds the row. */
    Session whileHolding() {
        return session.runsH2Transaction(sequence) ? session : null;
    }
}
