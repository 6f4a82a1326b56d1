package io.hotrow.engine.sql;

import org.h2.util.TimeZoneProvider;

/**
 * The session's zone as H2 uses it under a TimeZone setting that is a POSIX zone with a fixed offset ({@code UTC+3}): H2's
 * offset, and the name PostgreSQL's to_char writes for TZ ({@code UTC}; {@link ZoneNames#posixAbbreviation}), which the
 * offset alone does not tell.
 */
public final class PosixZone extends TimeZoneProvider {

    private final TimeZoneProvider offset;
    private final String abbreviation;

    public PosixZone(int offsetSeconds, String abbreviation) {
        this.offset = TimeZoneProvider.ofOffset(offsetSeconds);
        this.abbreviation = abbreviation;
    }

    /** What to_char writes for TZ. */
    String abbreviation() {
        return abbreviation;
    }

    @Override
    public int getTimeZoneOffsetUTC(long epochSeconds) {
        return offset.getTimeZoneOffsetUTC(epochSeconds);
    }

    @Override
    public int getTimeZoneOffsetLocal(long dateValue, long timeNanos) {
        return offset.getTimeZoneOffsetLocal(dateValue, timeNanos);
    }

    @Override
    public long getEpochSecondsFromLocal(long dateValue, long timeNanos) {
        return offset.getEpochSecondsFromLocal(dateValue, timeNanos);
    }

    @Override
    public boolean hasFixedOffset() {
        return true;
    }

    @Override
    public String getId() {
        return offset.getId();
    }

    @Override
    public String getShortId(long epochSeconds) {
        return offset.getShortId(epochSeconds);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PosixZone zone && zone.offset.equals(offset) && zone.abbreviation.equals(abbreviation);
    }

    @Override
    public int hashCode() {
        return offset.hashCode() * 31 + abbreviation.hashCode();
    }
}
