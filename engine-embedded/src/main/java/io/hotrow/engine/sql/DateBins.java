package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.h2.api.Interval;
import org.h2.util.JSR310Utils;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code date_bin(stride, source, origin)} and {@code isfinite}, installed by {@link PostgresFunctions}.
 * {@code date_bin} is written by the dialect shim as {@code (origin + hotrow_date_bin(stride, source, origin))}: this answers
 * the whole strides from the origin to the start of the source's bin, and the sum has the origin's type, a {@code timestamp}
 * or a {@code timestamptz}, as PostgreSQL's overloads do (a Java function answers one type). {@code isfinite} is true of
 * every date, timestamp and interval the engine holds: it has no infinities.
 */
public final class DateBins {

    private static final long MICROS_PER_DAY = 86_400_000_000L;

    private DateBins() {
    }

    /** The interval from {@code origin} to the start of the bin of width {@code stride} that holds {@code source}. */
    public static Duration delta(Value stride, Value source, Value origin) throws SQLException {
        if (stride == ValueNull.INSTANCE || source == ValueNull.INSTANCE || origin == ValueNull.INSTANCE) {
            return null;
        }
        if (!DataType.isIntervalType(stride.getValueType())) {
            throw new SQLException("function date_bin(" + DateFields.typeName(stride) + ", ...) does not exist", "42883");
        }
        Interval interval = ((ValueInterval) stride).getInterval();
        if (IntervalParts.months(interval) != 0) {
            throw EngineErrors.unsupported("timestamps cannot be binned into intervals containing months or years");
        }
        long width = IntervalParts.days(interval) * MICROS_PER_DAY + IntervalParts.micros(interval);
        if (width <= 0) {
            throw new SQLException("stride must be greater than zero", "22008"); // PostgreSQL's SQLState for it
        }
        long from = micros(origin);
        long at = micros(source);
        long difference = Math.subtractExact(at, from);
        long delta = difference - difference % width;
        if (from > at && width > 1) {
            delta -= width; // the start of the bin, also where the origin is after the source (as PostgreSQL's timestamp_bin)
        }
        return Duration.of(delta, ChronoUnit.MICROS);
    }

    public static Boolean isFinite(Value value) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        int type = value.getValueType();
        if (type != Value.DATE && type != Value.TIMESTAMP && type != Value.TIMESTAMP_TZ && !DataType.isIntervalType(type)) {
            throw new SQLException("function isfinite(" + DateFields.typeName(value) + ") does not exist", "42883");
        }
        return true;
    }

    /** Microseconds of a timestamp's wall clock, or of a timestamptz's instant, from the epoch. */
    private static long micros(Value value) throws SQLException {
        return switch (value.getValueType()) {
            case Value.TIMESTAMP -> micros(JSR310Utils.valueToLocalDateTime(value, null).toInstant(ZoneOffset.UTC));
            case Value.TIMESTAMP_TZ -> micros(JSR310Utils.valueToOffsetDateTime(value, null).toInstant());
            default -> throw new SQLException("function date_bin(interval, " + DateFields.typeName(value) + ", ...) does not exist",
                    "42883");
        };
    }

    private static long micros(java.time.Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1000);
    }
}
