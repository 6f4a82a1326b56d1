package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.time.Duration;
import org.h2.api.IntervalQualifier;
import org.h2.value.ValueInterval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A day-time interval times or divided by a number as PostgreSQL 15 answers it (the expected values are psql's). */
class IntervalScalingTest {

    private static final long NANOS_PER_HOUR = 3_600_000_000_000L;

    private static ValueInterval days(boolean negative, long days, long hours) {
        return ValueInterval.from(IntervalQualifier.DAY_TO_SECOND, negative, days, hours * NANOS_PER_HOUR);
    }

    private static ValueInterval hours(long hours, long nanos) {
        return ValueInterval.from(IntervalQualifier.HOUR_TO_SECOND, false, hours, nanos);
    }

    @ParameterizedTest
    @CsvSource({
        // days, hours, factor, operator, PostgreSQL's result in microseconds
        "1, 0, 7, /, 12342857143", // 03:25:42.857143
        "-1, 2, 7, /, -13371428572", // -03:42:51.428572: the day's fraction rounded to microseconds first
        "1, 0, 1.5, *, 129600000000", // 1 day 12:00:00
        "10, 0, 3, /, 288000000000", // 3 days 08:00:00
        "1, 0, Infinity, /, 0",
        "1, 0, 0, *, 0",
    })
    void daysAndTimeScaleApart(long days, long hours, double factor, String operator, long micros) throws SQLException {
        assertEquals(Duration.ofNanos(micros * 1000), IntervalScaling.scale(days(days < 0, Math.abs(days), hours), factor, operator));
    }

    @Test
    void aTimeWithoutDaysRoundsToEvenMicroseconds() throws SQLException {
        assertEquals(Duration.ofSeconds(27 * 3600), IntervalScaling.scale(hours(54, 0), 2.0, "/"));
        assertEquals(Duration.ofNanos(2000), IntervalScaling.scale(hours(0, 1_000_000_000), 0.0000025, "*")); // 2.5 µs is 2
        assertEquals(Duration.ofNanos(333_333_000), IntervalScaling.scale(hours(0, 1_000_000_000), 3.0, "/"));
    }

    @Test
    void whatH2CannotHoldOrPostgresRefusesIsRefused() {
        assertEquals("42000", assertThrows(SQLException.class, () -> IntervalScaling.scale(days(false, 1, 20), 2.0, "*")).getSQLState());
        assertEquals("42000", assertThrows(SQLException.class, () -> IntervalScaling.scale(days(false, 1, 23), 0.9, "*")).getSQLState());
        assertEquals("22012", assertThrows(SQLException.class, () -> IntervalScaling.scale(days(false, 1, 0), 0.0, "/")).getSQLState());
        assertEquals("22008", assertThrows(SQLException.class, () -> IntervalScaling.scale(days(false, 1, 0), Double.NaN, "*")).getSQLState());
        assertEquals("22008", assertThrows(SQLException.class, () -> IntervalScaling.scale(days(false, 1, 0), 1e300, "*")).getSQLState());
    }
}
