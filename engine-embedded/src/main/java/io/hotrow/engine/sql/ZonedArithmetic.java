package io.hotrow.engine.sql;

import java.sql.Connection;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import org.h2.api.Interval;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * {@code timestamptz ± interval} as PostgreSQL computes it: months, then days, added to the
 * wall-clock time in the session's TimeZone, which is placed in the zone again (so a day across a
 * change to summer time is 23 hours), then the time added exactly. H2 adds all of it at the offset
 * the value was written with. The dialect shim adds the difference, {@link #shift}, to H2's sum,
 * which keeps H2's result type; for any value but a {@code timestamptz} it is zero.
 */
public final class ZonedArithmetic {

    private ZonedArithmetic() {
    }

    /** What to add to H2's {@code value + sign * interval} for PostgreSQL's. */
    public static Duration shift(Connection connection, Value value, Value interval, int sign) {
        if (value == ValueNull.INSTANCE || interval == ValueNull.INSTANCE) {
            return null;
        }
        if (value.getValueType() != Value.TIMESTAMP_TZ || !DataType.isIntervalType(interval.getValueType())) {
            return Duration.ZERO;
        }
        Interval parts = ((ValueInterval) interval).getInterval();
        long months = sign * IntervalParts.months(parts);
        long days = sign * IntervalParts.days(parts);
        long micros = sign * IntervalParts.micros(parts);
        OffsetDateTime written = SessionTime.instant(value, connection);
        OffsetDateTime h2 = written.plusMonths(months).plusDays(days).plus(micros, ChronoUnit.MICROS);
        return Duration.between(h2, plus(written.atZoneSameInstant(SessionTime.zone(connection)), months, days, micros));
    }

    /** PostgreSQL's {@code timestamptz + interval} of the parts given, in the zone of {@code time}. */
    static ZonedDateTime plus(ZonedDateTime time, long months, long days, long micros) {
        ZonedDateTime sum = time;
        if (months != 0) {
            sum = SessionTime.atZone(sum.toLocalDateTime().plusMonths(months), sum.getZone());
        }
        if (days != 0) {
            sum = SessionTime.atZone(sum.toLocalDateTime().plusDays(days), sum.getZone());
        }
        return sum.plus(micros, ChronoUnit.MICROS);
    }
}
