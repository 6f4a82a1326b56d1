package io.hotrow.engine.locks;

/** Tells whether one owner (a session, or a row's holder as {@link RowQueues} learned it) waits for another: through H2's row locks or the engine's own waits, directly or by a chain. */
@FunctionalInterface
public interface Blocking {

    /**
     * Looks in a row that must see a cycle before a waiter counts it as a deadlock: the waits are
     * read one at a time while they change, so a cycle seen once may be made of waits that never
     * stood together.
     */
    int CYCLE_CONFIRMATIONS = 2;

    boolean waitsFor(Object waiter, Object holder);
}
