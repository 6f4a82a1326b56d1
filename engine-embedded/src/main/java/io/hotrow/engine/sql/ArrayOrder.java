package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.engine.CastDataProvider;
import org.h2.value.CompareMode;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueBoolean;
import org.h2.value.ValueNull;
import org.h2.value.ValueRow;

/**
 * PostgreSQL's order and equality of arrays, which the dialect shim writes comparisons and ORDER BY items of arrays as: element by
 * element, a NULL element equal to a NULL one and after every other value, and of equal leading elements the shorter array first
 * ({@code ARRAY[1, NULL] = ARRAY[1, NULL]} is true, {@code ARRAY[1, 2] < ARRAY[1, NULL]}). H2 compares arrays as rows of the
 * SQL standard: a NULL element makes the comparison unknown, and sorts a NULL element first.
 */
public final class ArrayOrder {

    private static final CompareMode EXACT = CompareMode.getInstance(null, 0);

    private ArrayOrder() {
    }

    /** Negative, 0 or positive as {@code a} is before, equal to or after {@code b}; SQL NULL when either is. */
    public static Integer compare(Connection c, Value a, Value b) throws SQLException {
        if (!(a instanceof ValueArray x) || !(b instanceof ValueArray y)) {
            return null;
        }
        CastDataProvider provider = SessionTime.session(c);
        Value[] left = x.getList();
        Value[] right = y.getList();
        for (int i = 0; i < Math.min(left.length, right.length); i++) {
            Value l = left[i];
            Value r = right[i];
            int order = l == ValueNull.INSTANCE || r == ValueNull.INSTANCE
                    ? Boolean.compare(l == ValueNull.INSTANCE, r == ValueNull.INSTANCE)
                    : l instanceof ValueArray && r instanceof ValueArray ? compare(c, l, r) : l.compareTo(r, provider, EXACT);
            if (order != 0) {
                return Integer.signum(order);
            }
        }
        return Integer.compare(left.length, right.length);
    }

    /**
     * A text that equal arrays share, as PostgreSQL's array equality holds them equal (a NULL element equal to a NULL one, numbers
     * by value: {@code {1.0}} and {@code {1}}), for {@code IN (SELECT ...)}, where H2 compares values itself. SQL NULL for SQL NULL.
     */
    public static String key(Value array) {
        if (!(array instanceof ValueArray elements)) {
            return null;
        }
        StringBuilder out = new StringBuilder("[");
        for (Value element : elements.getList()) {
            out.append(out.length() > 1 ? "," : "");
            if (element == ValueNull.INSTANCE) {
                out.append("null");
            } else if (element instanceof ValueArray) {
                out.append(key(element));
            } else if (DataType.isNumericType(element.getValueType())) {
                out.append(element.getBigDecimal().stripTrailingZeros().toPlainString());
            } else {
                JsonText.quote(element.getString(), out);
            }
        }
        return out.append(']').toString();
    }

    /**
     * A value that sorts as PostgreSQL sorts {@code array}: an array of {@code ROW(element IS NULL, element)}, so that H2's order
     * of arrays (element by element, the shorter first) puts a NULL element after the others. SQL NULL for SQL NULL.
     */
    public static Value sortKey(Value array) {
        if (!(array instanceof ValueArray elements)) {
            return ValueNull.INSTANCE;
        }
        Value[] keyed = new Value[elements.getList().length];
        for (int i = 0; i < keyed.length; i++) {
            Value element = elements.getList()[i];
            Value inner = element instanceof ValueArray ? sortKey(element) : element;
            keyed[i] = ValueRow.get(new Value[] {ValueBoolean.get(element == ValueNull.INSTANCE), inner});
        }
        return ValueArray.get(keyed, null);
    }
}
