package io.hotrow.engine.capture;

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

    @Override
    public void close() {
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }
}
