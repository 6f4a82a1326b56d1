package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Date and time text rounded as PostgreSQL's input rounds it: to microseconds as a double, then to the precision, half away
 * from PostgreSQL's epoch (2000-01-01, UTC for a timestamptz) for a timestamp and half up for a time.
 */
class FractionalSecondsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " | ", value = {
        "1999-12-31 23:59:59.5 | TIMESTAMP | 0 | 1999-12-31 23:59:59",
        "2000-01-01 00:00:00.5 | TIMESTAMP | 0 | 2000-01-01 00:00:01",
        "1999-12-31 23:59:59.25 | TIMESTAMP | 1 | 1999-12-31 23:59:59.2",
        "1960-06-01 10:00:00.45 | TIMESTAMP | 1 | 1960-06-01 10:00:00.4",
        "1960-06-01 10:00:00.46 | TIMESTAMP | 1 | 1960-06-01 10:00:00.5",
        "2024-06-01 10:00:00.45 | TIMESTAMP | 1 | 2024-06-01 10:00:00.5",
        "2024-12-31 23:59:59.5 | TIMESTAMP | 0 | 2025-01-01 00:00:00",
        "2024-01-01 10:00:00.1234565 | TIMESTAMP | 6 | 2024-01-01 10:00:00.123456",
        "2024-01-01 10:00:00.1234575 | TIMESTAMP | 9 | 2024-01-01 10:00:00.123458",
        "2000-01-01 00:30:00.5+01 | TIMESTAMPTZ | 0 | 2000-01-01 00:30:00+01",
        "2000-01-01 00:30:00.5-01 | TIMESTAMPTZ | 0 | 2000-01-01 00:30:01-01",
        "0044-03-15 10:00:00.5 BC | TIMESTAMP | 0 | -0043-03-15 10:00:00",
        "2024-01-01 10:00:00.5+02 | TIMESTAMP | 0 | 2024-01-01 10:00:01",
        "10:00:00.45 | TIME | 1 | 10:00:00.5",
        "10:00:00.5 | TIME | 0 | 10:00:01",
        "10:00:00.1234565 | TIME | 6 | 10:00:00.123456",
        "10:00:00.5+02 | TIMETZ | 0 | 10:00:01+02",
        "2024-01-01 23:59:59.94 | TIME | 1 | 23:59:59.9",
    })
    void roundsAsPostgresRounds(String text, String kind, int precision, String rounded) throws UnsupportedSqlException {
        assertEquals(rounded, FractionalSeconds.forH2(text, TemporalText.Kind.valueOf(kind), precision));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " | ", value = {"10:00:00.45 | TIME | 2", "2024-01-01 10:00 | TIMESTAMP | 0", "now | TIMESTAMP | 0"})
    void textWithNothingToRoundStays(String text, String kind, int precision) throws UnsupportedSqlException {
        assertNull(FractionalSeconds.forH2(text, TemporalText.Kind.valueOf(kind), precision));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " | ", value = {"23:59:59.96 | TIME | 1", "23:59:59.5 | TIME | 0", "23:59:59.9999999 | TIME | 6",
        "23:59:59.5+02 | TIMETZ | 0"})
    void aTimeRoundingToMidnightIsRefused(String text, String kind, int precision) {
        assertThrows(UnsupportedSqlException.class, () -> FractionalSeconds.forH2(text, TemporalText.Kind.valueOf(kind), precision));
    }
}
