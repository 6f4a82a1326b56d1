package io.hotrow.engine.sql;

import java.math.BigDecimal;

/**
 * PostgreSQL's {@code scale}, {@code min_scale} and {@code trim_scale} of a numeric, which H2 lacks:
 * the digits after the point the value is written with, the fewest that write it exactly, and the
 * value written with those. Installed by {@link PostgresFunctions}.
 */
public final class NumericScale {

    private NumericScale() {
    }

    public static Integer scale(BigDecimal value) {
        return value == null ? null : Math.max(0, value.scale());
    }

    public static Integer minScale(BigDecimal value) {
        return value == null ? null : trimmed(value).scale();
    }

    public static BigDecimal trimScale(BigDecimal value) {
        return value == null ? null : trimmed(value);
    }

    /** Without the trailing zeros after the point, and none before it taken away ({@code 100.00} is {@code 100}). */
    private static BigDecimal trimmed(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }
}
