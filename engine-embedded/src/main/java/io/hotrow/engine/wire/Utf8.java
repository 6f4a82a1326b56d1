package io.hotrow.engine.wire;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/** Strict UTF-8: bytes that are not UTF-8 are refused with 22021, never replaced by something else that then runs. */
final class Utf8 {

    static final String INVALID = "22021";

    private Utf8() {
    }

    static String decode(byte[] bytes, int offset, int length) throws SQLException {
        if (ascii(bytes, offset, length)) {
            // most texts (every one pgbench sends): ASCII is UTF-8 as it stands, and needs no decoder made per message
            return new String(bytes, offset, length, StandardCharsets.US_ASCII);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, offset, length)).toString();
        } catch (CharacterCodingException e) {
            throw new SQLException("invalid byte sequence for encoding \"UTF8\"", INVALID);
        }
    }

    private static boolean ascii(byte[] bytes, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }
}
