package io.hotrow.engine.sql;

import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueBoolean;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * A value as PostgreSQL writes it as text, where H2's text differs: booleans are {@code t} and
 * {@code f} (H2: TRUE, FALSE), arrays {@code {a,"b c",NULL}} (H2: ARRAY[...]), bytea
 * {@code \x...}, floats PostgreSQL's shortest digits ({@code 1e+20}; H2: 1.0E20), intervals
 * {@code 1 day 03:00:00}, dates and timestamps before year 1 {@code 0044-03-15 BC}, numerics their plain digits
 * ({@code 10.00}, {@code 0.0000001}; H2 writes an unconstrained numeric, its DECFLOAT, as {@code 1E+1}, {@code 1E-7}).
 * Other values keep H2's text.
 */
final class PostgresText {

    private PostgresText() {
    }

    /** The text of PostgreSQL's output function (format's {@code %s}, array elements), or null for SQL NULL. */
    static String of(Value value) {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        if (value instanceof ValueBoolean) {
            return value.getBoolean() ? "t" : "f";
        }
        if (value instanceof ValueArray array) {
            return array(array.getList());
        }
        int type = value.getValueType();
        if (type == Value.VARBINARY || type == Value.BINARY) {
            return ByteaFunctions.output(value.getBytesNoCopy());
        }
        if (type == Value.DOUBLE || type == Value.REAL) {
            return type == Value.REAL ? FloatText.float4(value.getFloat()) : FloatText.float8(value.getDouble());
        }
        if (type == Value.NUMERIC || type == Value.DECFLOAT && Double.isFinite(value.getDouble())) {
            return NumericCast.displayed(value.getBigDecimal()).toPlainString();
        }
        if (DataType.isIntervalType(type)) {
            return TemporalText.interval(((ValueInterval) value).getInterval());
        }
        String dateOrTimestamp = TemporalText.dateOrTimestamp(value);
        return dateOrTimestamp != null ? dateOrTimestamp : value.getString();
    }

    /** The text of a cast to text, which spells a boolean out ({@code true::text} is {@code true}); null for SQL NULL. */
    static String cast(Value value) {
        return value instanceof ValueBoolean ? String.valueOf(value.getBoolean()) : of(value);
    }

    private static String array(Value[] elements) {
        StringBuilder out = new StringBuilder("{");
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            Value element = elements[i];
            String text = of(element);
            if (text == null) {
                out.append("NULL");
            } else if (element instanceof ValueArray) {
                out.append(text);
            } else if (needsQuotes(text)) {
                out.append('"').append(text.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
            } else {
                out.append(text);
            }
        }
        return out.append('}').toString();
    }

    /** PostgreSQL quotes an array element that is empty, spells NULL, or holds a delimiter, brace, quote, backslash or space. */
    private static boolean needsQuotes(String text) {
        if (text.isEmpty() || text.equalsIgnoreCase("NULL")) {
            return true;
        }
        for (char c : text.toCharArray()) {
            if ("{},\"\\".indexOf(c) >= 0 || Character.isWhitespace(c)) {
                return true;
            }
        }
        return false;
    }
}
