package io.hotrow.engine.snapshot;

import io.hotrow.engine.store.ConcurrentRequests;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;

/**
 * The work of one restore that other cores can do while the restoring thread goes on: decoding a
 * table's chunks of rows while it writes the chunks before into storage, and sorting and building a
 * table's secondary indexes alongside one another. Nothing of it touches the opener's H2
 * session: each task writes only values and rows of its own, or maps no other task writes. With
 * one core every task runs on the caller's thread when it is started, as a restore did before.
 */
final class RestoreWork implements AutoCloseable {

    private static final ExecutorService WORKERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-restore");
        thread.setDaemon(true);
        return thread;
    });

    private final int cores;
    private final List<Future<?>> background = new ArrayList<>();

    RestoreWork() {
        this(Runtime.getRuntime().availableProcessors());
    }

    RestoreWork(int cores) {
        this.cores = cores;
    }

    /** How many tasks a caller may keep started ahead of the one whose result it waits for. */
    int ahead() {
        return cores < 2 ? 0 : 2 * (cores - 1);
    }

    <T> Future<T> start(Callable<T> task) {
        if (cores < 2) {
            FutureTask<T> here = new FutureTask<>(task);
            here.run();
            return here;
        }
        return WORKERS.submit(task);
    }

    /** Starts a task whose end only {@link #finish} waits for. */
    void startInBackground(Callable<Void> task) {
        background.add(start(task));
    }

    /** Waits for every task started in the background, and throws the first one's failure. */
    void finish() throws IOException {
        for (Future<?> task : background) {
            result(task);
        }
        background.clear();
    }

    /** A task's result, its failure thrown as it was thrown (an {@link IOException}, or unchecked). */
    static <T> T result(Future<T> task) throws IOException {
        return ConcurrentRequests.result(task, "a snapshot's restore");
    }

    /** Stops what is still running of a restore that failed. */
    @Override
    public void close() {
        background.forEach(task -> task.cancel(true));
        background.clear();
    }
}
