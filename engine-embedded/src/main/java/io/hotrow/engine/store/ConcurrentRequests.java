package io.hotrow.engine.store;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Store requests started now and waited for later, so that requests that do not depend on each
 * other cost one round trip together instead of one each: opening a database on S3 is mostly round
 * trips (docs/engine-log.md, "Opening a database: fencing"). For reads, and for writes whose every
 * result the caller waits for (the opener's tail fences): a request whose result is never waited
 * for (the caller failed first) still runs to its end, which only a read may do unheeded.
 */
public final class ConcurrentRequests {

    /** One store request. */
    @FunctionalInterface
    public interface Request<T> {
        T run() throws IOException;
    }

    /** A request under way. */
    public static final class Pending<T> {
        private final Future<T> future;

        private Pending(Future<T> future) {
            this.future = future;
        }

        /**
         * Waits for the request to end even if this thread is interrupted meanwhile (the interrupt
         * is kept for the caller): for a write, which must not outlive the caller that started it.
         */
        public T settle() throws IOException {
            boolean interrupted = false;
            while (!future.isDone()) {
                try {
                    future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    break; // get() below rethrows its cause
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return get(); // done: returns or throws at once, interrupted or not
        }

        /** Waits for the request's result, or rethrows its failure. */
        public T get() throws IOException {
            return result(future, "the object store");
        }
    }

    /**
     * Waits for {@code task}'s result, and throws its failure as it was thrown: an {@link IOException}
     * or unchecked; an interrupt as an {@link InterruptedIOException} (the interrupt kept).
     *
     * @param waitingFor what the task does, for the interrupt's message
     */
    public static <T> T result(Future<T> task, String waitingFor) throws IOException {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for " + waitingFor);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IOException(cause);
        }
    }

    private static final ExecutorService WORKERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-store-request");
        thread.setDaemon(true); // its callers wait for their answers; nothing else should keep the JVM up for one
        return thread;
    });

    private ConcurrentRequests() {
    }

    /** Starts {@code request} on a thread of its own. */
    public static <T> Pending<T> start(Request<T> request) {
        return new Pending<>(WORKERS.submit(request::run));
    }

    /**
     * Starts every request at once and waits until each has {@link Pending#settle settled}: for
     * writes, none outlives the caller, even one that fails first. Their results in order; the first
     * failure is thrown.
     */
    public static <T> List<T> settleAll(List<Request<T>> requests) throws IOException {
        List<Pending<T>> pending = requests.stream().map(ConcurrentRequests::start).toList();
        List<T> results = new ArrayList<>(pending.size());
        IOException failure = null;
        for (Pending<T> each : pending) {
            try {
                results.add(each.settle());
            } catch (IOException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            throw failure;
        }
        return results;
    }
}
