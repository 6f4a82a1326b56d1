package io.hotrow.tck;

import io.hotrow.testsupport.TestPostgres;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PostgreSQL protocol client that sends exactly the bytes a test gives it, for the server's
 * handling of broken streams. Every read is bounded, so a server that neither answers nor closes
 * fails the test instead of hanging it.
 */
final class RawWireClient implements AutoCloseable {

    /** One backend message: its type and, for ErrorResponse, the SQLState. */
    record Reply(char type, String sqlState) {
    }

    private static final Pattern USER = Pattern.compile("[?&]user=([^&]+)");

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    RawWireClient(int port, int readTimeoutMillis) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(readTimeoutMillis);
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    static byte[] startupPacket(String user, String database) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(ByteBuffer.allocate(4).putInt(196608).array());
        for (String part : new String[] {"user", user, "database", database}) {
            body.writeBytes(part.getBytes(StandardCharsets.UTF_8));
            body.write(0);
        }
        body.write(0);
        return ByteBuffer.allocate(4 + body.size()).putInt(4 + body.size()).put(body.toByteArray()).array();
    }

    /** A message: type, length, body. */
    static byte[] message(char type, byte[] body) {
        return ByteBuffer.allocate(5 + body.length).put((byte) type).putInt(4 + body.length).put(body).array();
    }

    static byte[] cstring(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        byte[] terminated = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, terminated, 0, bytes.length);
        return terminated;
    }

    /** A started session on {@code target}: a fresh database of the engine's {@code server}, or PostgreSQL's test database. */
    static RawWireClient started(WireTarget target, WireTarget.Server server) throws IOException {
        if (target == WireTarget.WIRE) {
            RawWireClient client = new RawWireClient(server.server().address().getPort(), 10_000);
            client.start("test", Target.freshDatabase());
            return client;
        }
        String url = TestPostgres.url();
        URI uri = URI.create(url.substring("jdbc:".length()));
        Matcher user = USER.matcher(url);
        RawWireClient client = new RawWireClient(uri.getPort(), 10_000);
        client.start(user.find() ? user.group(1) : "postgres", uri.getPath().substring(1));
        return client;
    }

    /** Starts a session and reads up to its first ReadyForQuery. */
    void start(String user, String database) throws IOException {
        send(startupPacket(user, database));
        List<Reply> replies = readUntil('Z');
        if (replies.isEmpty() || replies.get(replies.size() - 1).type() != 'Z') {
            throw new AssertionError("no ReadyForQuery after startup: " + replies);
        }
    }

    void send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** No more bytes from us: the server sees the end of the stream. */
    void endStream() throws IOException {
        socket.shutdownOutput();
    }

    /** Messages up to and including the first of type {@code last}, or up to the server closing. */
    List<Reply> readUntil(char last) throws IOException {
        List<Reply> replies = new ArrayList<>();
        while (true) {
            Reply reply = next();
            if (reply == null) {
                return replies;
            }
            replies.add(reply);
            if (reply.type() == last) {
                return replies;
            }
        }
    }

    /** Every message until the server closes the connection; fails if it does neither within the read timeout. */
    List<Reply> readUntilClosed() throws IOException {
        return readUntil('\0');
    }

    /** The next message, or null when the server closed the connection. */
    private Reply next() throws IOException {
        int type;
        try {
            type = in.read();
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server neither answered nor closed the connection within the read timeout");
        } catch (IOException reset) {
            return null; // a reset: closed too
        }
        if (type < 0) {
            return null;
        }
        int length;
        byte[] body;
        try {
            length = in.readInt();
            body = in.readNBytes(length - 4);
        } catch (EOFException e) {
            return new Reply((char) type, null); // the one-byte answer to SSLRequest, or a cut reply
        }
        return new Reply((char) type, type == 'E' ? field(body, 'C') : null);
    }

    private static String field(byte[] body, char code) {
        int i = 0;
        while (i < body.length && body[i] != 0) {
            char fieldCode = (char) body[i++];
            int end = i;
            while (end < body.length && body[end] != 0) {
                end++;
            }
            String value = new String(body, i, end - i, StandardCharsets.UTF_8);
            if (fieldCode == code) {
                return value;
            }
            i = end + 1;
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
