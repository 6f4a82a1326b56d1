package io.hotrow.engine.store;

import java.io.IOException;

/** A stored object that cannot be trusted: truncated, failing its checksum, not ours, or missing. Never skipped. */
public final class CorruptObjectException extends IOException {

    public CorruptObjectException(String key, String problem) {
        super("corrupt object " + key + ": " + problem);
    }

    private CorruptObjectException(String message) {
        super(message);
    }

    /** Objects that were written and are gone; {@code message} says which, and what to do. */
    public static CorruptObjectException missing(String message) {
        return new CorruptObjectException(message);
    }
}
