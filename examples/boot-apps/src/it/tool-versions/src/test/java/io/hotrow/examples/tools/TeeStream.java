package io.hotrow.examples.tools;

import java.io.IOException;
import java.io.OutputStream;

/** Writes to two streams: what a test prints still shows, and is kept to be read. */
final class TeeStream extends OutputStream {

    private final OutputStream first;
    private final OutputStream second;

    TeeStream(OutputStream first, OutputStream second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public void write(int b) throws IOException {
        first.write(b);
        second.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        first.write(b, off, len);
        second.write(b, off, len);
    }
}
