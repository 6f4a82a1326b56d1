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
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, offset, length)).toString();
        } catch (CharacterCodingException e) {
            throw new SQLException("invalid byte sequence for encoding \"UTF8\"", INVALID);
        }
    }
}
