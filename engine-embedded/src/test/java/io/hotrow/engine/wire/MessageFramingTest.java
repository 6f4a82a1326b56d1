package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Frontend messages are read only when their length is right, and backend messages carry their own length. */
class MessageFramingTest {

    private static MessageReader reader(byte[] bytes, int maxMessageSize) {
        return new MessageReader(new ByteArrayInputStream(bytes), maxMessageSize, MessageReader.Timeouts.NONE);
    }

    private static byte[] message(char type, byte[] body) {
        return ByteBuffer.allocate(5 + body.length).put((byte) type).putInt(4 + body.length).put(body).array();
    }

    @Test
    void readsMessagesFieldByFieldAndAnEndBetweenThemIsNoError() throws Exception {
        byte[] query = "SELECT 1\0".getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        stream.writeBytes(message('Q', query));
        stream.writeBytes(message('S', new byte[0]));
        MessageReader reader = reader(stream.toByteArray(), 1024);
        FrontendMessage first = reader.next();
        assertEquals('Q', first.type());
        assertEquals("SELECT 1", first.body().cstring());
        first.body().end();
        assertEquals('S', reader.next().type());
        assertNull(reader.next());
    }

    @Test
    void aLengthBelowFourOrAboveTheLimitIsFatalBeforeAnyBodyIsRead() {
        InputStream endless = new InputStream() { // a body that never ends: reading it would hang the test
            private final byte[] header = ByteBuffer.allocate(5).put((byte) 'Q').putInt(1_000_000).array();
            private int position;

            @Override
            public int read() {
                if (position < header.length) {
                    return header[position++] & 0xff;
                }
                throw new AssertionError("the body of an oversized message was read");
            }
        };
        ProtocolException oversized = assertThrows(ProtocolException.class,
                () -> new MessageReader(endless, 1024, MessageReader.Timeouts.NONE).next());
        assertEquals("54000", oversized.sqlState());
        assertTrue(oversized.fatal());

        ProtocolException negative = assertThrows(ProtocolException.class,
                () -> reader(ByteBuffer.allocate(5).put((byte) 'Q').putInt(-5).array(), 1024).next());
        assertEquals("08P01", negative.sqlState());
        assertTrue(negative.fatal());
    }

    @Test
    void aMessageCutShortIsTheEndOfTheConnection() {
        byte[] cut = ByteBuffer.allocate(9).put((byte) 'Q').putInt(100).put("SEL".getBytes(StandardCharsets.US_ASCII)).array();
        assertThrows(EOFException.class, () -> reader(cut, 1024).next());
        assertThrows(EOFException.class, () -> reader(new byte[] {'Q', 0, 0}, 1024).next());
    }

    @Test
    void aBodyThatDisagreesWithItsLengthFailsWithoutEndingTheConnection() throws Exception {
        MessageBody unterminated = new MessageBody("no terminator".getBytes(StandardCharsets.US_ASCII));
        ProtocolException string = assertThrows(ProtocolException.class, unterminated::cstring);
        assertFalse(string.fatal());

        MessageBody leftOver = new MessageBody(new byte[] {0, 0, 0, 1, 9});
        assertEquals(1, leftOver.int32());
        assertThrows(ProtocolException.class, leftOver::end);

        assertThrows(ProtocolException.class, () -> new MessageBody(new byte[] {0, 1}).int32());
        assertThrows(ProtocolException.class, () -> new MessageBody(new byte[] {(byte) 0xff, (byte) 0xff}).count("parameter", 10));
        assertThrows(ProtocolException.class, () -> new MessageBody(new byte[] {1, 2}).bytes(-1));
        ProtocolException encoding = assertThrows(ProtocolException.class, () -> new MessageBody(new byte[] {(byte) 0xc3, 0x28, 0}).cstring());
        assertEquals("22021", encoding.sqlState());
    }

    @Test
    void startupPacketsAreBounded() throws Exception {
        byte[] packet = ByteBuffer.allocate(8).putInt(8).putInt(StartupPacket.SSL_REQUEST).array();
        assertEquals(StartupPacket.SSL_REQUEST, reader(packet, 1024).startupPacket().int32());
        byte[] huge = ByteBuffer.allocate(8).putInt(MessageReader.MAX_STARTUP_LENGTH + 1).putInt(196608).array();
        assertTrue(assertThrows(ProtocolException.class, () -> reader(huge, 1024).startupPacket()).fatal());
        assertNull(reader(new byte[0], 1024).startupPacket());
    }

    @Test
    void backendMessagesCarryTheirLength() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MessageWriter writer = new MessageWriter(out);
        writer.commandComplete("INSERT 0 1");
        writer.dataRow(new byte[][] {"a".getBytes(StandardCharsets.UTF_8), null});
        writer.report('E', ErrorFields.of(ErrorFields.ERROR, "42P01", "relation \"x\" does not exist"));
        writer.flush();
        ByteBuffer bytes = ByteBuffer.wrap(out.toByteArray());
        for (char expected : List.of('C', 'D', 'E')) {
            assertEquals(expected, (char) bytes.get());
            int length = bytes.getInt();
            byte[] body = new byte[length - 4];
            bytes.get(body);
            if (expected == 'D') {
                assertArrayEquals(new byte[] {0, 2, 0, 0, 0, 1, 'a', -1, -1, -1, -1}, body);
            }
        }
        assertFalse(bytes.hasRemaining());
    }
}
