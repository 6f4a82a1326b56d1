package io.hotrow.engine.locks;

/** Tells whether one owner (a session) waits for another: through H2's row locks or the engine's own waits, directly or by a chain. */
@FunctionalInterface
public interface Blocking {

    boolean waitsFor(Object waiter, Object holder);
}
