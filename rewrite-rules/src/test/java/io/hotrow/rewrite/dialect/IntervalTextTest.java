package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IntervalTextTest {

    /** The look before rendering lets every interval text through, signed, fractional and spaced ones too. */
    @ParameterizedTest
    @ValueSource(strings = {"1 day", " 2 hours 30 minutes", "-1.5 h", "+3 days 04:05:06", ".5 minutes", "\t01:30:00 ", "1 week ago", "5"})
    void mayReadEveryIntervalText(String text) throws UnsupportedSqlException {
        IntervalText.toH2(text.strip().matches("[+-]?\\d+") ? text + " seconds" : text);
        assertTrue(IntervalText.mayRead(text));
    }

    /** What it turns away is text that the rendering refuses as well. */
    @ParameterizedTest
    @ValueSource(strings = {"customer1@mail.example", "SKU-00001", "day", " ago", "", "   ", "P1D", "infinity", "\u0661 day"})
    void turnsAwayOnlyWhatRenderingRefuses(String text) {
        assertFalse(IntervalText.mayRead(text));
        assertThrows(UnsupportedSqlException.class, () -> IntervalText.toH2(text));
    }
}
