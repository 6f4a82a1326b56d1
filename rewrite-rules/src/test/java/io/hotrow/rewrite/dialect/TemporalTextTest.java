package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TemporalTextTest {

    /** Text after leading spaces of every kind the patterns skip is still read (the look for a first digit skips them too). */
    @Test
    void readsTextAfterLeadingSpaces() {
        assertEquals("2026-03-02", TemporalText.forH2(" \t\n\u000B\f\r2026-03-02 +00", TemporalText.Kind.DATE));
        assertNotNull(TemporalText.forH2("\r\n10:00:00+02", TemporalText.Kind.TIME));
    }

    /** Text that starts with no digit is none of the ISO forms, for any kind. */
    @ParameterizedTest
    @ValueSource(strings = {"SKU-2026-03-02", "today", "", " ", "\u00a02026-03-02 +00", "+2026-03-02 +00"})
    void readsNoTextThatStartsWithoutADigit(String text) {
        for (TemporalText.Kind kind : TemporalText.Kind.values()) {
            assertNull(TemporalText.forH2(text, kind));
        }
    }
}
