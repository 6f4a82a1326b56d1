package io.hotrow.engine.wire;

import java.sql.SQLException;

/**
 * The body of one frontend message, read field by field. Every read checks the bytes are there,
 * and {@link #end()} checks none are left over, so a message whose length disagrees with its
 * content is a protocol violation rather than a misread of the next field.
 */
final class MessageBody {

    private final byte[] bytes;
    private int position;

    MessageBody(byte[] bytes) {
        this.bytes = bytes;
    }

    int remaining() {
        return bytes.length - position;
    }

    byte int8() throws ProtocolException {
        need(1);
        return bytes[position++];
    }

    short int16() throws ProtocolException {
        need(2);
        short value = (short) ((bytes[position] & 0xff) << 8 | bytes[position + 1] & 0xff);
        position += 2;
        return value;
    }

    int int32() throws ProtocolException {
        need(4);
        int value = (bytes[position] & 0xff) << 24 | (bytes[position + 1] & 0xff) << 16 | (bytes[position + 2] & 0xff) << 8
                | bytes[position + 3] & 0xff;
        position += 4;
        return value;
    }

    /** A count that must lie in [0, max]: a negative or huge count is a protocol violation, never an allocation. */
    int count(String what, int max) throws ProtocolException {
        int count = int16() & 0xffff;
        if (count > max) {
            throw ProtocolException.violation(what + " count " + count + " exceeds what the message holds");
        }
        return count;
    }

    byte[] bytes(int length) throws ProtocolException {
        if (length < 0) {
            throw ProtocolException.violation("negative length " + length + " inside a message");
        }
        need(length);
        byte[] value = new byte[length];
        System.arraycopy(bytes, position, value, 0, length);
        position += length;
        return value;
    }

    /** The rest of the message. */
    byte[] rest() {
        byte[] value = new byte[remaining()];
        System.arraycopy(bytes, position, value, 0, value.length);
        position = bytes.length;
        return value;
    }

    /** A NUL-terminated UTF-8 string. */
    String cstring() throws ProtocolException {
        int end = position;
        while (end < bytes.length && bytes[end] != 0) {
            end++;
        }
        if (end == bytes.length) {
            throw ProtocolException.violation("a string field is not terminated inside its message");
        }
        String value = utf8(bytes, position, end - position);
        position = end + 1;
        return value;
    }

    private static String utf8(byte[] bytes, int offset, int length) throws ProtocolException {
        try {
            return Utf8.decode(bytes, offset, length);
        } catch (SQLException e) {
            throw new ProtocolException(e.getSQLState(), e.getMessage(), false);
        }
    }

    /** Fails unless every byte was read. */
    void end() throws ProtocolException {
        if (position != bytes.length) {
            throw ProtocolException.violation("invalid message format: " + remaining() + " bytes left over");
        }
    }

    private void need(int n) throws ProtocolException {
        if (n > bytes.length - position) {
            throw ProtocolException.violation("invalid message format: a field runs past the end of its message");
        }
    }
}
