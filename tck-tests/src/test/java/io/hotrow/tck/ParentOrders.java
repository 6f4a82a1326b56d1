package io.hotrow.tck;

import io.hotrow.testsupport.ChildProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The orders {@link FencingRaceTest} gives a {@link FencingChild} during the race, read off stdin
 * on a thread of their own so the child's writing never waits for the parent: {@code HOLD} (stop
 * after the next acknowledged commit until {@code RESUME}), {@code TAKE_OVER} (open anew, which
 * fences the other child) and {@code STAGED} (no more orders). An order stays pending until the
 * child carried it out, and the child does not finish before {@code STAGED}: on a busy machine its
 * limits passed between two rounds, and the parent's next order found it gone.
 */
final class ParentOrders {

    private static final long RESUME_WAIT_SECONDS = 120;

    private final AtomicBoolean hold = new AtomicBoolean();
    private final AtomicBoolean takeOver = new AtomicBoolean();
    private final AtomicBoolean staged = new AtomicBoolean();
    private final Semaphore resume = new Semaphore(0);

    private ParentOrders() {
    }

    /** Starts reading orders from {@code stdin}, after the {@code GO} line. */
    static ParentOrders readFrom(BufferedReader stdin) {
        ParentOrders orders = new ParentOrders();
        Thread reader = new Thread(() -> orders.read(stdin), "parent-orders");
        reader.setDaemon(true);
        reader.start();
        return orders;
    }

    private void read(BufferedReader stdin) {
        try {
            for (String line; (line = stdin.readLine()) != null; ) {
                switch (line) {
                    case "HOLD" -> hold.set(true);
                    case "TAKE_OVER" -> takeOver.set(true);
                    case "RESUME" -> resume.release();
                    case "STAGED" -> staged.set(true);
                    default -> {
                        ChildProcess.emit("ERROR - unknown order on stdin: " + line);
                        Runtime.getRuntime().halt(5);
                    }
                }
            }
        } catch (IOException e) {
            // the parent is gone: below, the child finishes on its own limits
        }
        staged.set(true);
    }

    /** Whether an order is waiting to be carried out, or may still come: the child must not finish then. */
    boolean pending() {
        return hold.get() || takeOver.get() || !staged.get();
    }

    /** Whether to hold now; the order is then carried out. */
    boolean holdNow() {
        return hold.getAndSet(false);
    }

    /** Whether a take-over is ordered; it stays ordered until {@link #tookOver} (an open may fail and be retried). */
    boolean takeOverOrdered() {
        return takeOver.get();
    }

    void tookOver() {
        takeOver.set(false);
    }

    /** Waits for {@code RESUME}; a parent that never sends it fails the child rather than hanging it. */
    void awaitResume() throws InterruptedException {
        if (!resume.tryAcquire(RESUME_WAIT_SECONDS, TimeUnit.SECONDS)) {
            ChildProcess.emit("ERROR - held for " + RESUME_WAIT_SECONDS + " s without RESUME");
            Runtime.getRuntime().halt(6);
        }
    }
}
