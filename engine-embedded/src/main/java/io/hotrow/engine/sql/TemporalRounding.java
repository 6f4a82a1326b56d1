package io.hotrow.engine.sql;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.dialect.FractionalSeconds;
import io.hotrow.rewrite.dialect.TemporalText;
import java.sql.SQLException;

/**
 * A date or time literal cast with a precision, which the shim hands here ({@code hotrow_temporal_round('23:59:59.96', 'TIME', 1)}):
 * its text with the fraction of a second rounded as PostgreSQL's input rounds it ({@link FractionalSeconds}), for H2's cast to read
 * exactly. The shim cannot round it itself, as a translation must not depend on an integer literal's value. Installed by
 * {@link PostgresFunctions}.
 */
public final class TemporalRounding {

    /** Refused, as statements the engine does not run are: PostgreSQL answers 24:00:00, which H2's times cannot hold. */
    private static final String REFUSED = "42000";

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
}
