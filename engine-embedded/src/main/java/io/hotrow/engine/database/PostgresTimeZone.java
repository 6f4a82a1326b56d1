package io.hotrow.engine.database;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import org.h2.util.DateTimeUtils;
import org.h2.util.TimeZoneProvider;

/**
 * The session's TimeZone as H2 uses it, reading a local time in a summer-time change as PostgreSQL does: in a gap
 * (clocks put forward) at the offset before the change ({@code '2024-03-10 02:30'} in America/New_York is 03:30-04),
 * in an overlap (clocks put back) at the offset after it ({@code '2024-11-03 01:30'} is 01:30-05). H2's own reads both
 * at Java's choice, which takes the earlier offset of an overlap, and its text input lands a gap's time an hour early.
 * Instants are H2's, by delegation.
 */
final class PostgresTimeZone extends TimeZoneProvider {

    private final TimeZoneProvider h2;
    private final ZoneRules rules;

    private PostgresTimeZone(ZoneId zone) {
        this.h2 = TimeZoneProvider.ofId(zone.getId());
        this.rules = zone.getRules();
    }

    /** The zone, or H2's own provider of a fixed offset, which has no changes (a POSIX {@code UTC+3} is an offset). */
    static TimeZoneProvider of(ZoneId zone) {
        if (zone instanceof ZoneOffset offset) {
            return TimeZoneProvider.ofOffset(offset.getTotalSeconds());
        }
        return zone.getRules().isFixedOffset() ? TimeZoneProvider.ofId(zone.getId()) : new PostgresTimeZone(zone);
    }

    /** The change a local time falls in, or null; years Java cannot hold have none. */
    private ZoneOffsetTransition change(long dateValue, long timeNanos) {
        int year = DateTimeUtils.yearFromDateValue(dateValue);
        if (year <= LocalDateTime.MIN.getYear() || year >= LocalDateTime.MAX.getYear()) {
            return null;
        }
        LocalDateTime local = LocalDateTime.of(year, DateTimeUtils.monthFromDateValue(dateValue), DateTimeUtils.dayFromDateValue(dateValue),
                0, 0).plusNanos(timeNanos);
        return rules.getTransition(local);
    }

    /** Used where H2 converts a timestamp to a timestamptz ({@code timestamp '...'::timestamptz}, a timestamp written into one). */
    @Override
    public int getTimeZoneOffsetLocal(long dateValue, long timeNanos) {
        ZoneOffsetTransition change = change(dateValue, timeNanos);
        if (change == null) {
            return h2.getTimeZoneOffsetLocal(dateValue, timeNanos);
        }
        return (change.isGap() ? change.getOffsetBefore() : change.getOffsetAfter()).getTotalSeconds();
    }

    /**
     * Used where H2 reads a timestamptz's text: it keeps the local time written and pairs it with the offset in force
     * at the instant given here. In a change that instant is the local time read at the offset after it: in an
     * overlap PostgreSQL's instant, and in a gap one before the change, whose offset (the one before) H2 then pairs
     * with the local time, PostgreSQL's reading.
     */
    @Override
    public long getEpochSecondsFromLocal(long dateValue, long timeNanos) {
        ZoneOffsetTransition change = change(dateValue, timeNanos);
        if (change == null) {
            return h2.getEpochSecondsFromLocal(dateValue, timeNanos);
        }
        ZoneOffset after = change.getOffsetAfter();
        return DateTimeUtils.absoluteDayFromDateValue(dateValue) * 86_400 + timeNanos / 1_000_000_000 - after.getTotalSeconds();
    }

    @Override
    public int getTimeZoneOffsetUTC(long epochSeconds) {
        return h2.getTimeZoneOffsetUTC(epochSeconds);
    }

    @Override
    public String getId() {
        return h2.getId();
    }

    @Override
    public String getShortId(long epochSeconds) {
        return h2.getShortId(epochSeconds);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PostgresTimeZone zone && zone.h2.equals(h2);
    }

    @Override
    public int hashCode() {
        return h2.hashCode();
    }
}
