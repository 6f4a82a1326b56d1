package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.TemporalText;
import java.sql.SQLException;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.h2.api.Interval;

/**
 * pgjdbc's {@code PGInterval}, reached by reflection so the engine needs no pgjdbc: bound as the
 * days and time it holds, and handed out by getObject for an interval, as pgjdbc does, where the
 * application has pgjdbc (else H2's {@code Interval}). The engine's intervals hold days and time,
 * never months with them, so a PGInterval with months or years is refused rather than stored wrongly.
 */
final class PgIntervals {

    /** pgjdbc's PGInterval, or null: an application without pgjdbc gets H2's Interval from getObject. */
    private static final Class<?> CLASS = PgjdbcClasses.applications(PgjdbcClasses.PG_INTERVAL);

    private PgIntervals() {
    }

    /** The class getObject answers for an interval. */
    static String className() {
        return CLASS == null ? Interval.class.getName() : PgjdbcClasses.PG_INTERVAL;
    }

    /** {@code value} as getObject answers it: a PGInterval of PostgreSQL's text of it, where pgjdbc is at hand. */
    static Object read(Interval value) throws SQLException {
        if (value == null || CLASS == null) {
            return value;
        }
        try {
            return CLASS.getConstructor(String.class).newInstance(TemporalText.interval(value));
        } catch (ReflectiveOperationException e) {
            return value;
        }
    }

    /** The days and time of a bound PGInterval, as one Duration (H2's INTERVAL DAY TO SECOND); 22008 for one with months. */
    static Duration bound(Object pgInterval) throws SQLException {
        try {
            int years = field(pgInterval, "getYears");
            int months = field(pgInterval, "getMonths");
            if (years != 0 || months != 0) {
                throw new SQLException("interval \"" + pgInterval + "\" has years or months, which the engine's intervals cannot hold"
                        + " with days and time (they keep days and time only); bind the months as a number of their own", "22008");
            }
            // Field by field: a count of microseconds overflows a long past about 106,000 days, PGInterval holds 2^31 - 1
            return Duration.ofDays(field(pgInterval, "getDays")).plusHours(field(pgInterval, "getHours"))
                    .plusMinutes(field(pgInterval, "getMinutes")).plusSeconds(field(pgInterval, "getWholeSeconds"))
                    .plus(field(pgInterval, "getMicroSeconds"), ChronoUnit.MICROS);
        } catch (ReflectiveOperationException e) {
            throw new SQLException("cannot read the bound PGInterval: " + e, "22023");
        }
    }

    private static int field(Object pgInterval, String getter) throws ReflectiveOperationException {
        return (Integer) pgInterval.getClass().getMethod(getter).invoke(pgInterval);
    }
}
