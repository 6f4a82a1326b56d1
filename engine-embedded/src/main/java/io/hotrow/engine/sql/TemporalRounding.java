package io.hotrow.engine.sql;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.dialect.FractionalSeconds;
import io.hotrow.rewrite.dialect.TemporalText;
import java.sql.SQLException;
import java.time.LocalTime;

/**
 * A date or time literal cast with a precision, which the shim hands here ({@code hotrow_temporal_round('23:59:59.96', 'TIME', 1)}):
 * its text with the fraction of a second rounded as PostgreSQL's input rounds it ({@link FractionalSeconds}), for H2's cast to read
 * exactly. The shim cannot round it itself, as a translation must not depend on an integer literal's value. Installed by
 * {@link PostgresFunctions}.
 */
public final class TemporalRounding {

    /** Refused, as statements the engine does not run are: PostgreSQL answers 24:00:00, which H2's times cannot hold. */
    private static final String REFUSED = "42000";
    private static final long NANOS_PER_DAY = 86_400_000_000_000L;

    private TemporalRounding() {
    }

    /** {@code text} as H2 reads it to PostgreSQL's value of kind {@code kind} ({@link TemporalText.Kind}'s name) and precision {@code precision}. */
    public static String round(String text, String kind, int precision) throws SQLException {
        if (text == null) {
            return null;
        }
        try {
            String read = FractionalSeconds.forH2(text, TemporalText.Kind.valueOf(kind), precision);
            return read == null ? text : read;
        } catch (UnsupportedSqlException e) {
            throw new SQLException(e.getMessage(), REFUSED);
        }
    }

    /**
     * {@code time}, to be cast to a time of {@code precision} digits, as it is: refused where it rounds half up to 24:00:00, which
     * PostgreSQL answers and H2's times cannot hold (H2's cast kept 23:59:59). The shim calls it as {@code hotrow_time_limit} for
     * a value cast to {@code time(p)} ({@link io.hotrow.rewrite.dialect.FractionalSeconds} rounds a literal).
     */
    public static LocalTime limit(LocalTime time, Integer precision) throws SQLException {
        if (time == null || precision == null) {
            return time;
        }
        long unit = (long) Math.pow(10, 9 - Math.max(0, Math.min(precision, 9)));
        if ((time.toNanoOfDay() + unit / 2) / unit * unit >= NANOS_PER_DAY) {
            throw new SQLException("not supported by the hotrow engine: " + time + " cast to time(" + precision + ") rounds to 24:00:00,"
                    + " which PostgreSQL answers and the engine's times cannot hold", REFUSED);
        }
        return time;
    }
}
