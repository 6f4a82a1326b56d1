package io.hotrow.engine.log;

import java.io.IOException;

/** A log object that cannot be trusted: truncated, failing its checksum, or not ours. Never skipped. */
public final class CorruptLogException extends IOException {

    public CorruptLogException(String key, String problem) {
        super("corrupt log object " + key + ": " + problem);
    }
}
