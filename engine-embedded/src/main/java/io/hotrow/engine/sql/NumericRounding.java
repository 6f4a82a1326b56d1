package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code round(numeric, int)} and {@code trunc(numeric, int)}, installed by
 * {@link PostgresFunctions} as {@code hotrow_round} and {@code hotrow_trunc} and called by the
 * dialect shim for the two-argument forms. Their result has the scale asked for, as PostgreSQL's
 * ({@code round(1.5, 2)} is 1.50, {@code round(7, 2)} is 7.00), where H2 keeps the argument's
 * scale and drops trailing zeros of an unconstrained numeric. PostgreSQL has no such forms for
 * floats: 42883 as there. And {@code hotrow_round_float}, PostgreSQL's one-argument round of a float.
 */
public final class NumericRounding {

    private NumericRounding() {
    }

    public static BigDecimal round(Value value, Integer digits) throws SQLException {
        return scaled(value, digits, RoundingMode.HALF_UP, "round");
    }

    public static BigDecimal trunc(Value value, Integer digits) throws SQLException {
        return scaled(value, digits, RoundingMode.DOWN, "trunc");
    }

    /**
     * PostgreSQL's {@code round(double precision)} (and of a real, whose result is a double there too): a tie to the even
     * integer, as C's rint, where H2's round takes a tie away from zero (2.5 is 2, not 3). The dialect shim calls it where
     * the text or a column's type shows a float argument.
     */
    public static Double roundFloat(Double value) {
        return value == null ? null : Math.rint(value);
    }

    private static BigDecimal scaled(Value value, Integer digits, RoundingMode mode, String function) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE || digits == null) {
            return null;
        }
        int type = value.getValueType();
        if (type == Value.DOUBLE || type == Value.REAL) {
            String name = type == Value.DOUBLE ? "double precision" : "real";
            throw new SQLException("function " + function + "(" + name + ", integer) does not exist; cast the first argument to numeric",
                    "42883");
        }
        BigDecimal result = NumericCast.toNumeric(value).setScale(digits, mode);
        return digits < 0 ? result.setScale(0) : result;
    }
}
