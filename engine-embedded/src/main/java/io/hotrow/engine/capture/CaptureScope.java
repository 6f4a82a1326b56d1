package io.hotrow.engine.capture;

import java.sql.SQLException;

/**
 * Binds a {@link RowSink} to the current thread for the duration of one statement. H2 fires row
 * triggers synchronously on the thread that runs the statement, so a thread-local is exact here.
 */
public final class CaptureScope implements AutoCloseable {

    private static final ThreadLocal<RowSink> CURRENT = new ThreadLocal<>();

    private final RowSink previous;

    private CaptureScope(RowSink previous) {
        this.previous = previous;
    }

    public static CaptureScope bind(RowSink sink) {
        CaptureScope scope = new CaptureScope(CURRENT.get());
        CURRENT.set(sink);
        return scope;
    }

    /** The sink for this thread; a row change with none bound is refused, so nothing escapes the log. */
    static RowSink current() {
        RowSink sink = CURRENT.get();
        return sink == null ? RowSink.REFUSE : sink;
    }

    /** Tells this thread's sink that a sequence function moved a generator (see {@link RowSink#generatorMoved}). */
    public static void generatorMoved() throws SQLException {
        current().generatorMoved();
    }

    @Override
    public void close() {
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }
}
