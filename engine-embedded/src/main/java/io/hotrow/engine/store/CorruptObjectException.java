package io.hotrow.engine.store;

import java.io.IOException;

/** A stored object that cannot be trusted: truncated, failing its checksum, or not ours. Never skipped. */
public final class CorruptObjectException extends IOException {

    public CorruptObjectException(String key, String problem) {
        super("corrupt object " + key + ": " + problem);
    }
}
