package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.h2.engine.CastDataProvider;
import org.h2.value.CompareMode;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueNull;
import org.h2.value.ValueVarchar;

/**
 * PostgreSQL's array operators {@code @>}, {@code <@} (contains, is contained by) and {@code &&} (overlaps), which the dialect
 * shim writes as the engine's calls, shared with jsonb's {@code @>} and {@code <@} ({@link JsonOperators} hands an array here).
 * As in PostgreSQL, the elements of every dimension count, a NULL element equals nothing, and an array literal's text
 * ({@code tags @> '{a}'}) is read as an array of the other side's element type.
 */
public final class ArrayContainment {

    private static final CompareMode EXACT = CompareMode.getInstance(null, 0);

    private ArrayContainment() {
    }

    /** Whether an operand of {@code @>} or {@code <@} makes it the array operator. */
    static boolean isArray(Value a, Value b) {
        return a instanceof ValueArray || b instanceof ValueArray;
    }

    /** {@code a @> b}: every element of {@code b} is one of {@code a}'s. */
    static Boolean contains(Connection c, Value a, Value b, String operator) throws SQLException {
        return matches(c, a, b, operator, true);
    }

    /** {@code a && b}: an element is in both. */
    public static Boolean overlap(Connection c, Value a, Value b) throws SQLException {
        return matches(c, a, b, "&&", false);
    }

    /** Whether every ({@code all}) or any element of {@code b} is one of {@code a}'s; null when either is NULL. */
    private static Boolean matches(Connection c, Value a, Value b, String operator, boolean all) throws SQLException {
        if (a == null || b == null || a == ValueNull.INSTANCE || b == ValueNull.INSTANCE) {
            return null; // strict: a NULL beside a string literal gives the literal no element type to be read as
        }
        CastDataProvider provider = SessionTime.session(c);
        List<Value> left = elements(a, b, provider, operator);
        List<Value> right = elements(b, a, provider, operator);
        if (left == null || right == null) {
            return null;
        }
        for (Value element : right) {
            if (holds(left, element, provider) != all) {
                return !all;
            }
        }
        return all;
    }

    private static boolean holds(List<Value> elements, Value element, CastDataProvider provider) {
        if (element == ValueNull.INSTANCE) {
            return false;
        }
        for (Value candidate : elements) {
            if (candidate != ValueNull.INSTANCE && candidate.compareTo(element, provider, EXACT) == 0) {
                return true;
            }
        }
        return false;
    }

    /** The elements of {@code value} (of all its dimensions), a literal's read as {@code other}'s element type; null for NULL. */
    private static List<Value> elements(Value value, Value other, CastDataProvider provider, String operator) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        List<Value> elements = new ArrayList<>();
        if (value instanceof ValueArray array) {
            flatten(array, elements);
        } else if (value instanceof ValueVarchar && other instanceof ValueArray array) {
            TypeInfo type = leafType(array);
            for (String text : ArrayInput.parse(value.getString())) {
                elements.add(text == null ? ValueNull.INSTANCE : ValueVarchar.get(text).convertTo(type, provider));
            }
        } else {
            throw new SQLException("operator does not exist: " + value.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT)
                    + " " + operator + " " + other.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT), "42883");
        }
        return elements;
    }

    private static void flatten(ValueArray array, List<Value> into) {
        for (Value element : array.getList()) {
            if (element instanceof ValueArray inner) {
                flatten(inner, into);
            } else {
                into.add(element);
            }
        }
    }

    private static TypeInfo leafType(ValueArray array) {
        TypeInfo type = array.getComponentType();
        while (type.getValueType() == Value.ARRAY) {
            type = (TypeInfo) type.getExtTypeInfo();
        }
        return type;
    }
}
