package io.hotrow.engine.sql;

import java.sql.Connection;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueVarchar;

/**
 * The operand of a cast to text ({@code x::text}, {@code CAST(x AS varchar)}), which the dialect
 * shim hands here first: a {@code timestamptz} becomes PostgreSQL's text of it in the session's
 * TimeZone (H2 would print the offset the value was written with), a date or timestamp before
 * year 1 PostgreSQL's {@code 0044-03-15 BC} (H2: {@code -0043-03-15}), an interval PostgreSQL's
 * {@code 1 day 03:00:00} (H2: {@code INTERVAL '1 03' DAY TO HOUR}), a boolean {@code true} or
 * {@code false} (H2: TRUE, FALSE), a jsonb PostgreSQL's {@code {"a": 1}} (H2: {@code {"a":1}}), a float its
 * shortest digits ({@code 1e+15}; H2: 1.0E15), an array {@code {1,"a b",NULL}} (H2: {@code [1, a b, null]}), a numeric its plain digits
 * ({@code 10}, {@code 0.0000001}; H2 writes an unconstrained numeric, a DECFLOAT, as {@code 1E+1}, {@code 1E-7}). Any other value comes back as it is, for H2's own cast to convert.
 */
public final class TextCast {

    private TextCast() {
    }

    public static Value text(Connection connection, Value value) throws java.sql.SQLException {
        int type = value.getValueType();
        if (type == Value.JSON) {
            return ValueVarchar.get(JsonFunctions.text(value));
        }
        if (type == Value.TIMESTAMP_TZ) {
            return ValueVarchar.get(TemporalText.timestampTz(SessionTime.inSessionZone(value, connection).toOffsetDateTime()));
        }
        String dateOrTimestamp = TemporalText.dateOrTimestamp(value);
        if (dateOrTimestamp != null) {
            return ValueVarchar.get(dateOrTimestamp);
        }
        if (DataType.isIntervalType(type)) {
            return ValueVarchar.get(TemporalText.interval(((ValueInterval) value).getInterval()));
        }
        if (DataType.isBinaryStringType(type)) {
            return ValueVarchar.get(ByteaFunctions.output(value.getBytesNoCopy()));
        }
        if (type == Value.BOOLEAN) {
            return ValueVarchar.get(value.getBoolean() ? "true" : "false");
        }
        if (type == Value.DOUBLE || type == Value.REAL || type == Value.ARRAY || type == Value.NUMERIC || type == Value.DECFLOAT) {
            return ValueVarchar.get(PostgresText.of(value));
        }
        return value;
    }
}
