package io.hotrow.engine.sql;

import org.h2.api.Interval;

/**
 * An H2 interval as PostgreSQL's three parts: months, days and microseconds, each carrying the
 * interval's sign. H2's intervals are either year-month or day-time, so one side is always zero.
 */
public final class IntervalParts {

    private IntervalParts() {
    }

    public static long months(Interval interval) {
        return signed(interval, interval.getYears() * 12 + interval.getMonths());
    }

    public static long days(Interval interval) {
        return signed(interval, interval.getDays());
    }

    public static long micros(Interval interval) {
        long seconds = (interval.getHours() * 60 + interval.getMinutes()) * 60 + interval.getSeconds();
        return signed(interval, seconds * 1_000_000 + interval.getNanosOfSecond() / 1000);
    }

    /** H2's getters answer magnitudes or signed values depending on the field; the interval's own sign decides. */
    private static long signed(Interval interval, long value) {
        long magnitude = Math.abs(value);
        return interval.isNegative() ? -magnitude : magnitude;
    }
}
