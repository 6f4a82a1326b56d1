package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class Utf8Test {

    @Test
    void decodesTheSliceAskedFor() throws SQLException {
        byte[] ascii = "xSELECT 1;\0y".getBytes(StandardCharsets.US_ASCII);
        assertEquals("SELECT 1;", Utf8.decode(ascii, 1, 9));
        byte[] mixed = "x'é😀'y".getBytes(StandardCharsets.UTF_8);
        assertEquals("'é😀'", Utf8.decode(mixed, 1, mixed.length - 2));
        assertEquals("", Utf8.decode(mixed, 0, 0));
    }

    @Test
    void refusesWhatIsNotUtf8AfterAnAsciiStart() {
        byte[] bytes = {'S', 'E', 'L', 'E', 'C', 'T', ' ', (byte) 0xc3, 0x28};
        assertEquals("22021", assertThrows(SQLException.class, () -> Utf8.decode(bytes, 0, bytes.length)).getSQLState());
        byte[] lone = {'a', (byte) 0x80};
        assertEquals("22021", assertThrows(SQLException.class, () -> Utf8.decode(lone, 0, 2)).getSQLState());
        assertEquals("a", assertDoesNotThrow(() -> Utf8.decode(lone, 0, 1))); // the slice before the bad byte is ASCII
    }
}
