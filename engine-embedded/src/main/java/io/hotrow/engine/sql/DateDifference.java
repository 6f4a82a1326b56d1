package io.hotrow.engine.sql;

import java.sql.SQLException;
import org.h2.util.JSR310Utils;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * {@code a - b} of two dates, PostgreSQL's integer number of days (H2 answers an INTERVAL DAY),
 * which the dialect shim calls where the text shows b is a date. An a that is no date is refused:
 * a timestamp minus a date is an interval in PostgreSQL, a number minus a date no operation.
 */
public final class DateDifference {

    private DateDifference() {
    }

    public static Integer minus(Value a, Value b) throws SQLException {
        if (a == ValueNull.INSTANCE || b == ValueNull.INSTANCE) {
            return null;
        }
        if (a.getValueType() != Value.DATE || b.getValueType() != Value.DATE) {
            throw EngineErrors.unsupported("subtracting a date from a " + DateFields.typeName(a) + " the text does not show as a date;"
                    + " cast both the same way: a::date - b::date for days, a::timestamp - b::timestamp for an interval");
        }
        return Math.toIntExact(JSR310Utils.valueToLocalDate(a, null).toEpochDay() - JSR310Utils.valueToLocalDate(b, null).toEpochDay());
    }
}
