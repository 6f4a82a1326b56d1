package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

    /**
     * A fraction rounds to the microsecond as PostgreSQL 15's interval input rounds it: a quantity's in doubles with a tie
     * toward zero, the seconds of a time half to even (the answers are PostgreSQL's).
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "0.0000015 seconds => INTERVAL '0:00:00.000001' HOUR TO SECOND",
        "0.0000036 sec => INTERVAL '0:00:00.000004' HOUR TO SECOND",
        "-0.0000015 seconds => INTERVAL '-0:00:00.000001' HOUR TO SECOND",
        "1.5 microseconds => INTERVAL '0:00:00.000001' HOUR TO SECOND",
        "0.0000025 ms => INTERVAL '0:00:00' HOUR TO SECOND",
        "00:00:00.0000015 => INTERVAL '0:00:00.000002' HOUR TO SECOND",
        "00:00:00.0000035 => INTERVAL '0:00:00.000004' HOUR TO SECOND",
        "0.3333333 days => INTERVAL '7:59:59.99712' HOUR TO SECOND",
        "1.3333333 weeks => INTERVAL '9 7:59:59.97984' DAY TO SECOND",
        "1.0000005 h => INTERVAL '1:00:00.0018' HOUR TO SECOND",
        "1.5 years => INTERVAL '1-6' YEAR TO MONTH"})
    void roundsMicrosecondsAsPostgres(String text, String h2) throws UnsupportedSqlException {
        assertEquals(h2, IntervalText.toH2(text));
    }
}
