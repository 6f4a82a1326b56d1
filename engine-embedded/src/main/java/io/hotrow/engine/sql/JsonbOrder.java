package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's order of jsonb values, for {@code <}, {@code >}, {@code <=} and {@code >=} between
 * them ({@code hotrow_jsonb_cmp(a, b) > 0}): an object sorts after an array, then a boolean, a
 * number, a string and null; a longer object or array after a shorter one, ones of a length pair by
 * pair (keys in jsonb's order) or element by element; numbers by value, strings by their characters
 * (PostgreSQL by the database's collation), false before true. For historical reasons an empty array
 * at the top sorts before null. H2 orders JSON by its bytes, so {@code 80} came after {@code 100}.
 */
public final class JsonbOrder {

    private JsonbOrder() {
    }

    /** Negative, 0 or positive as {@code a} sorts before, with or after {@code b}; SQL NULL if either is. */
    public static Integer compare(Value a, Value b) throws SQLException {
        if (a == null || a == ValueNull.INSTANCE || b == null || b == ValueNull.INSTANCE) {
            return null;
        }
        Object x = JsonValues.read(a, ">");
        Object y = JsonValues.read(b, ">");
        return Integer.compare(topRank(x), topRank(y)) != 0 ? Integer.compare(topRank(x), topRank(y)) : order(x, y);
    }

    private static int topRank(Object value) {
        return value instanceof List<?> list && list.isEmpty() ? -1 : rank(value);
    }

    private static int rank(Object value) {
        if (value instanceof Map<?, ?>) {
            return 5;
        }
        if (value instanceof List<?>) {
            return 4;
        }
        if (value instanceof Boolean) {
            return 3;
        }
        if (value instanceof BigDecimal) {
            return 2;
        }
        return value instanceof String ? 1 : 0;
    }

    private static int order(Object x, Object y) {
        int byRank = Integer.compare(rank(x), rank(y));
        if (byRank != 0) {
            return byRank;
        }
        if (x instanceof Map<?, ?> a && y instanceof Map<?, ?> b) {
            return a.size() != b.size() ? Integer.compare(a.size(), b.size()) : pairs(a, b);
        }
        if (x instanceof List<?> a && y instanceof List<?> b) {
            if (a.size() != b.size()) {
                return Integer.compare(a.size(), b.size());
            }
            for (int i = 0; i < a.size(); i++) {
                int c = order(a.get(i), b.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }
        if (x instanceof BigDecimal a && y instanceof BigDecimal b) {
            return a.compareTo(b);
        }
        if (x instanceof Boolean a && y instanceof Boolean b) {
            return Boolean.compare(a, b);
        }
        return x instanceof String a && y instanceof String b ? a.compareTo(b) : 0; // two nulls
    }

    /** Objects of as many pairs: key by key in jsonb's key order, then value by value. */
    private static int pairs(Map<?, ?> a, Map<?, ?> b) {
        Iterator<? extends Map.Entry<?, ?>> x = a.entrySet().iterator();
        Iterator<? extends Map.Entry<?, ?>> y = b.entrySet().iterator();
        while (x.hasNext()) {
            Map.Entry<?, ?> p = x.next();
            Map.Entry<?, ?> q = y.next();
            int byKey = JsonText.KEY_ORDER.compare((String) p.getKey(), (String) q.getKey());
            if (byKey != 0) {
                return byKey;
            }
            int byValue = order(p.getValue(), q.getValue());
            if (byValue != 0) {
                return byValue;
            }
        }
        return 0;
    }
}
