package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.util.Arrays;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code percentile_cont(f) WITHIN GROUP (ORDER BY x)}, which the dialect shim writes as
 * {@code hotrow_percentile_cont(f, ARRAY_AGG(x::float8 ORDER BY x::float8))}: the two values around the fraction's row
 * interpolated in double precision as PostgreSQL's {@code float8_lerp} does, {@code lo + (hi - lo) * proportion}. H2's
 * PERCENTILE_CONT interpolated in exact decimals (0.15 where PostgreSQL gives 0.15000000000000002 between 0.1 and 0.2).
 * Installed by {@link PostgresFunctions}.
 */
public final class PercentileCont {

    private PercentileCont() {
    }

    /** The percentile {@code fraction} of {@code sorted} (an array in the ordered-set's order, NULLs ignored); NULL over no values. */
    public static Double percentile(Double fraction, Value sorted) throws SQLException {
        if (fraction == null) {
            return null;
        }
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new SQLException("percentile value " + FloatText.float8(fraction) + " is not between 0 and 1", "22003");
        }
        if (!(sorted instanceof ValueArray array)) {
            return null; // no rows
        }
        double[] values = Arrays.stream(array.getList()).filter(v -> v != ValueNull.INSTANCE).mapToDouble(Value::getDouble).toArray();
        if (values.length == 0) {
            return null;
        }
        double row = fraction * (values.length - 1);
        int first = (int) Math.floor(row);
        int second = (int) Math.ceil(row);
        double low = values[first];
        return first == second ? low : low + (values[second] - low) * (row - first);
    }
}
