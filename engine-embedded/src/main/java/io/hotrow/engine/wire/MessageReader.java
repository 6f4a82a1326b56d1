package io.hotrow.engine.wire;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads frontend messages with strict length checks: a length below the header's own four bytes
 * or above the server's limit is refused before a byte of the body is read or allocated, and a
 * body is read whole before it is parsed. A client may sit idle between messages as long as it
 * likes, but once a message has begun it must arrive within the message timeout, so a truncated
 * message cannot hold a thread forever.
 */
final class MessageReader {

    /** PostgreSQL's limit for the startup packet (MAX_STARTUP_PACKET_LENGTH). */
    static final int MAX_STARTUP_LENGTH = 10_000;

    /** How long a message that has begun may take to arrive; between messages, no limit. */
    interface Timeouts {
        void betweenMessages() throws IOException;

        void insideMessage() throws IOException;

        Timeouts NONE = new Timeouts() {
            @Override
            public void betweenMessages() {
            }

            @Override
            public void insideMessage() {
            }
        };
    }

    private final DataInputStream in;
    private final int maxMessageSize;
    private final Timeouts timeouts;

    MessageReader(InputStream in, int maxMessageSize, Timeouts timeouts) {
        this.in = new DataInputStream(in);
        this.maxMessageSize = maxMessageSize;
        this.timeouts = timeouts;
    }

    /**
     * The startup packet's body (protocol code first), which has no type byte; null when the
     * client closed before sending one.
     */
    MessageBody startupPacket() throws IOException, ProtocolException {
        int first = in.read();
        if (first < 0) {
            return null;
        }
        int length = first << 24 | in.readUnsignedByte() << 16 | in.readUnsignedByte() << 8 | in.readUnsignedByte();
        if (length < 8 || length > MAX_STARTUP_LENGTH) {
            throw ProtocolException.framing("invalid length of startup packet: " + length);
        }
        return new MessageBody(body(length - 4));
    }

    /** The next message, or null when the client closed the connection between messages. */
    FrontendMessage next() throws IOException, ProtocolException {
        timeouts.betweenMessages();
        int type = in.read();
        if (type < 0) {
            return null;
        }
        timeouts.insideMessage();
        int length = in.readInt();
        if (length < 4) {
            throw ProtocolException.framing("invalid message length " + length + " for message type " + printable(type));
        }
        if (length - 4 > maxMessageSize) {
            throw new ProtocolException(ProtocolException.PROGRAM_LIMIT_EXCEEDED,
                    "message of " + (length - 4L) + " bytes exceeds the server's limit of " + maxMessageSize + " bytes", true);
        }
        return new FrontendMessage((char) type, new MessageBody(body(length - 4)));
    }

    /**
     * Whether the client has already sent another message that is part of the same pipeline (not
     * Sync, Flush or Terminate): looked at without waiting, from what has arrived.
     */
    boolean pipelinedMessageArrived() throws IOException {
        if (in.available() == 0) {
            return false;
        }
        in.mark(1);
        int type = in.read();
        in.reset();
        return type == FrontendMessage.PARSE || type == FrontendMessage.BIND || type == FrontendMessage.DESCRIBE
                || type == FrontendMessage.EXECUTE || type == FrontendMessage.CLOSE;
    }

    private byte[] body(int length) throws IOException {
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            throw new EOFException("the connection closed inside a message");
        }
        return body;
    }

    static String printable(int type) {
        return type >= 0x20 && type < 0x7f ? "'" + (char) type + "'" : String.format("0x%02x", type);
    }
}
