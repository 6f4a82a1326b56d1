package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.api.Aggregate;
import org.h2.value.Value;

/**
 * PostgreSQL's {@code sum} of floats, installed by {@link PostgresFunctions} as
 * {@code pg_catalog.pg_float_sum} and called by the dialect shim in place of {@code sum} where the
 * text shows a float argument (the engine writes {@code ::float8} after a double precision column).
 * H2 sums doubles as exact decimals into a DECFLOAT (a numeric to pgjdbc): ten times 0.1 is 1 there,
 * 0.9999999999999999 in PostgreSQL, which adds the values as doubles in turn (reals as reals).
 */
public final class PostgresFloatSum implements Aggregate {

    /** H2 asks one instance for the type and aggregates with others, so each group learns its precision from its values. */
    private boolean real;
    private boolean any;
    private double sum;

    @Override
    public void init(Connection connection) {
        // no state outside the group
    }

    @Override
    public int getInternalType(int[] inputTypes) {
        return inputTypes[0] == Value.REAL ? Value.REAL : Value.DOUBLE;
    }

    @Override
    public void add(Object value) throws SQLException {
        if (value == null) {
            return;
        }
        real = value instanceof Float;
        double x = ((Number) value).doubleValue();
        sum = FloatArithmetic.checked(real ? (float) (sum + x) : sum + x, sum, x, false); // past the range: 22003, as PostgreSQL's
        any = true;
    }

    @Override
    public Object getResult() {
        if (!any) {
            return null;
        }
        return real ? (Object) (float) sum : (Object) sum;
    }
}
