package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.sql.SQLException;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * A cast to an unconstrained {@code numeric}, installed by {@link PostgresFunctions} as
 * {@code hotrow_numeric} and called by the dialect shim for {@code x::numeric}. H2 makes such a
 * cast a {@code DECFLOAT}, which drops trailing zeros ({@code 1.50::numeric} is 1.5 there) and
 * carries that into arithmetic ({@code price * 2::numeric} with a price of 5.50 is 11, PostgreSQL
 * 11.00). Here the value keeps its scale as PostgreSQL's numeric does: an integer has none, text
 * keeps its digits, and a double or real is written with 15 (6) significant digits first, as
 * PostgreSQL converts them.
 */
public final class NumericCast {

    /** PostgreSQL's DBL_DIG and FLT_DIG: the significant digits a float keeps in numeric. */
    private static final MathContext DOUBLE_DIGITS = new MathContext(15, RoundingMode.HALF_EVEN);
    private static final MathContext REAL_DIGITS = new MathContext(6, RoundingMode.HALF_EVEN);
    /** PostgreSQL's NUMERIC_DSCALE_MAX: no numeric of PostgreSQL's has more decimals. */
    private static final int MAX_SCALE = 16383;

    private NumericCast() {
    }

    public static BigDecimal toNumeric(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        int type = value.getValueType();
        if (DataType.isCharacterStringType(type)) {
            return parse(value.getString());
        }
        if (type == Value.DOUBLE || type == Value.REAL) {
            double d = value.getDouble();
            if (!Double.isFinite(d)) {
                throw nonFinite();
            }
            BigDecimal rounded = new BigDecimal(d).round(type == Value.DOUBLE ? DOUBLE_DIGITS : REAL_DIGITS);
            return displayed(rounded.signum() == 0 ? BigDecimal.ZERO : rounded.stripTrailingZeros());
        }
        if (type == Value.DECFLOAT && !Double.isFinite(value.getDouble())) {
            throw nonFinite();
        }
        return displayed(value.getBigDecimal());
    }

    /** PostgreSQL's numeric input: digits with an optional sign, point and exponent, whitespace around. */
    private static BigDecimal parse(String text) throws SQLException {
        try {
            return displayed(new BigDecimal(text.strip()));
        } catch (NumberFormatException e) {
            throw new SQLException("invalid input syntax for type numeric: \"" + text + "\"", "22P02");
        }
    }

    /**
     * PostgreSQL's numeric scale of {@code value}: none negative ({@code 1e3} is 1000), and none beyond PostgreSQL's
     * largest (16383): a scale above is H2's padding, not a value's. H2 types this class's result (a Java BigDecimal)
     * as its floating numeric, {@code NUMERIC(100000, 50000)}, and an array of such values ({@code ARRAY[1.5::numeric]})
     * casts each element to it, 1.5 followed by 49,999 zeros; those zeros go (1.5). The element's own scale is lost there.
     */
    public static BigDecimal displayed(BigDecimal value) {
        if (value.scale() > MAX_SCALE) {
            BigDecimal stripped = value.stripTrailingZeros();
            value = stripped.scale() > MAX_SCALE ? stripped.setScale(MAX_SCALE, RoundingMode.HALF_UP) : stripped;
        }
        return value.scale() < 0 ? value.setScale(0) : value;
    }

    private static SQLException nonFinite() {
        return new SQLException("NaN and infinite numerics are not supported; keep such values in a double precision column", "42000");
    }
}
