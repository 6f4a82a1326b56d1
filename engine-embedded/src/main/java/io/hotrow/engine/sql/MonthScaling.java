package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.sql.SQLException;

/**
 * The factor of an interval of months multiplied or divided by a number ({@code interval '3 months' / 2}), which the shim hands
 * here ({@code hotrow_month_factor(3, 2, '/')}): PostgreSQL carries a fraction of a month into days (30 a month) and time,
 * {@code 1 mon 15 days}, where H2 truncates to whole months ({@code 1 mon}, and {@code interval '1 month' / 2} was 0). H2's
 * intervals hold months or days, never both, so a result with a fraction of a month is refused; a whole one passes the
 * factor on to H2's arithmetic, which is exact then. Installed by {@link PostgresFunctions}.
 */
public final class MonthScaling {

    /** Refused, as statements the engine does not run are. */
    private static final String REFUSED = "42000";

    private MonthScaling() {
    }

    /** {@code factor} when {@code months} times it ({@code operator} {@code *}) or divided by it ({@code /}) is whole months. */
    public static BigDecimal factor(long months, BigDecimal factor, String operator) throws SQLException {
        if (factor == null) {
            return null;
        }
        BigDecimal whole = BigDecimal.valueOf(months);
        if (operator.equals("/") && factor.signum() == 0) {
            throw new SQLException("division by zero", "22012");
        }
        BigDecimal result = operator.equals("/") ? whole.divide(factor, MathContext.DECIMAL128) : whole.multiply(factor);
        if (result.signum() != 0 && result.stripTrailingZeros().scale() > 0) {
            throw new SQLException("an interval of " + months + " months " + (operator.equals("/") ? "divided by " : "times ") + factor.toPlainString()
                    + " holds a fraction of a month, which PostgreSQL carries into days; the engine's intervals cannot hold months and days"
                    + " together: scale an interval of days (interval '30 days') instead", REFUSED);
        }
        return factor;
    }
}
