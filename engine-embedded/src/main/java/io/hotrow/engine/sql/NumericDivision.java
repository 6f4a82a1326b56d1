package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;

/**
 * PostgreSQL's numeric division, installed by {@link PostgresFunctions} as {@code hotrow.numeric_div}
 * and called by the dialect shim in place of {@code /} between numerics and by
 * {@link PostgresAverage}. H2 scales a quotient by its operands' declared precision: 100,000
 * digits for an unconstrained numeric, computed for seconds, where PostgreSQL gives at least 16
 * significant digits (its {@code select_div_scale}).
 */
public final class NumericDivision {

    /** PostgreSQL's NUMERIC_MIN_SIG_DIGITS: the quotient's significant digits at least. */
    private static final int MIN_SIGNIFICANT_DIGITS = 16;
    /** PostgreSQL's NUMERIC_MAX_DISPLAY_SCALE: the largest scale a quotient gets. */
    private static final int MAX_SCALE = 1000;
    /** PostgreSQL stores numerics in base-10000 digits; its scale choice counts in them. */
    private static final int DECIMALS_PER_DIGIT = 4;

    private NumericDivision() {
    }

    /** {@code dividend / divisor} rounded half away from zero at PostgreSQL's scale; null if either is null. */
    public static BigDecimal divide(BigDecimal dividend, BigDecimal divisor) throws SQLException {
        if (dividend == null || divisor == null) {
            return null;
        }
        if (divisor.signum() == 0) {
            throw new SQLException("division by zero", "22012");
        }
        return dividend.divide(divisor, scale(dividend, divisor), RoundingMode.HALF_UP);
    }

    /** PostgreSQL's select_div_scale: 16 significant digits by an estimate of the quotient's weight, at least the operands' scales. */
    static int scale(BigDecimal dividend, BigDecimal divisor) {
        int weight = weight(dividend) - weight(divisor);
        if (firstDigit(dividend) <= firstDigit(divisor)) {
            weight--; // the quotient's first base-10000 digit is probably one place lower
        }
        int scale = MIN_SIGNIFICANT_DIGITS - weight * DECIMALS_PER_DIGIT;
        scale = Math.max(scale, Math.max(displayScale(dividend), displayScale(divisor)));
        return Math.min(Math.max(scale, 0), MAX_SCALE);
    }

    /** The place of the first non-zero base-10000 digit: 0 for [1, 10000), -1 for [0.0001, 1); 0 for zero, as PostgreSQL. */
    private static int weight(BigDecimal value) {
        return value.signum() == 0 ? 0 : Math.floorDiv(value.precision() - value.scale() - 1, DECIMALS_PER_DIGIT);
    }

    /** The first non-zero base-10000 digit (1 to 9999), 0 for zero. */
    private static int firstDigit(BigDecimal value) {
        if (value.signum() == 0) {
            return 0;
        }
        return value.abs().movePointLeft(weight(value) * DECIMALS_PER_DIGIT).setScale(0, RoundingMode.DOWN).intValueExact();
    }

    private static int displayScale(BigDecimal value) {
        return Math.max(value.scale(), 0);
    }
}
