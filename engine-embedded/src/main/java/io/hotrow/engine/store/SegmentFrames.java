package io.hotrow.engine.store;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * How entries are framed in a log segment: a header of magic, payload length, entry id and a CRC32C
 * of length, id and payload; the payload; zeroes up to the next multiple of 8 bytes. Segments are
 * zero-filled when created, so a header of zeroes is where the records end. Frames start at multiples
 * of 8, which is where a scan looks for a valid frame after damage.
 */
final class SegmentFrames {

    static final int MAGIC = 0x48525752; // "HRWR"
    static final int HEADER = 20;
    static final int ALIGN = 8;

    private SegmentFrames() {
    }

    /** The bytes a frame of {@code payloadLength} takes in a segment. */
    static long frameSize(long payloadLength) {
        return (HEADER + payloadLength + ALIGN - 1) / ALIGN * ALIGN;
    }

    static ByteBuffer encode(long id, byte[] payload) {
        ByteBuffer frame = ByteBuffer.allocate((int) frameSize(payload.length));
        frame.putInt(MAGIC).putInt(payload.length).putLong(id).putInt(crc(payload.length, id, payload, 0));
        frame.put(payload);
        frame.clear(); // the padding stays zero
        return frame;
    }

    /**
     * The payload length of the valid frame at {@code offset} of {@code segment} (its bytes up to its
     * end), or -1. {@code expectedId} is the id the frame must carry; -1 accepts any.
     */
    static int validAt(byte[] segment, int offset, long expectedId) {
        if (offset + HEADER > segment.length) {
            return -1;
        }
        ByteBuffer header = ByteBuffer.wrap(segment, offset, HEADER);
        if (header.getInt() != MAGIC) {
            return -1;
        }
        int length = header.getInt();
        long id = header.getLong();
        int crc = header.getInt();
        if (length < 0 || length > segment.length - offset - HEADER || (expectedId >= 0 && id != expectedId)) {
            return -1;
        }
        return crc(length, id, segment, offset + HEADER) == crc ? length : -1;
    }

    /** Whether a valid frame (of any id) starts anywhere at or after {@code from}, at a multiple of 8. */
    static boolean anyValidFrom(byte[] segment, int from) {
        for (int offset = (from + ALIGN - 1) / ALIGN * ALIGN; offset + HEADER <= segment.length; offset += ALIGN) {
            if (segment[offset] == (byte) (MAGIC >>> 24) && validAt(segment, offset, -1) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The offset after the last byte that is not zero, at or after {@code from}; {@code from} if there is none. */
    static int endOfNonZero(byte[] segment, int from) {
        for (int i = segment.length - 1; i >= from; i--) {
            if (segment[i] != 0) {
                return i + 1;
            }
        }
        return from;
    }

    private static int crc(int length, long id, byte[] payload, int payloadOffset) {
        CRC32C crc = new CRC32C();
        crc.update(ByteBuffer.allocate(12).putInt(length).putLong(id).flip());
        crc.update(payload, payloadOffset, length);
        return (int) crc.getValue();
    }
}
