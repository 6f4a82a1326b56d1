package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.h2.api.Aggregate;
import org.h2.value.Value;

/**
 * {@code jsonb_object_agg}/{@code json_object_agg}, installed as H2 aggregates: an object of the key
 * and value pairs; SQL NULL over no rows, as in PostgreSQL. ({@code jsonb_agg} is the shim's
 * rewrite over H2's ARRAY_AGG, which takes ORDER BY.)
 */
public abstract class JsonAggregates implements Aggregate {

    /** The aggregates by their SQL names. */
    static final Map<String, Class<? extends JsonAggregates>> AGGREGATES = Map.of("jsonb_object_agg", ObjectAgg.class, "json_object_agg",
            JsonObjectAgg.class);

    private int rows;

    @Override
    public void init(Connection connection) {
        // Nothing to set up.
    }

    @Override
    public int getInternalType(int[] inputTypes) {
        return Value.JSON;
    }

    @Override
    public void add(Object value) throws SQLException {
        rows++;
        collect(value);
    }

    abstract void collect(Object value) throws SQLException;

    /** The aggregate's value over at least one row. */
    abstract Object result();

    @Override
    public Object getResult() {
        return rows == 0 ? null : result();
    }

    /** The key of a pair, as text; 22023 for a null key, as PostgreSQL. */
    static String key(Object[] pair) throws SQLException {
        if (pair.length != 2) {
            throw new SQLException("jsonb_object_agg takes a key and a value: " + Arrays.toString(pair), "42883");
        }
        if (pair[0] == null) {
            throw new SQLException("field name must not be null", "22023");
        }
        Object key = fromJava(pair[0]);
        return key instanceof String s ? s : JsonText.print(key);
    }

    static Object[] pair(Object value) {
        return value instanceof Object[] array ? array : new Object[] {value};
    }

    /** An aggregated Java value as JSON: H2 hands a JSON value over as its bytes. */
    static Object fromJava(Object value) throws SQLException {
        if (value == null) {
            return JsonText.NULL;
        }
        if (value instanceof byte[] bytes) {
            return JsonText.parse(new String(bytes, StandardCharsets.UTF_8), true);
        }
        if (value instanceof Boolean || value instanceof String) {
            return value;
        }
        if (value instanceof Number number) {
            return new BigDecimal(number.toString());
        }
        if (value instanceof Object[] array) {
            List<Object> items = new ArrayList<>();
            for (Object item : array) {
                items.add(fromJava(item));
            }
            return items;
        }
        if (value instanceof java.sql.Array array) {
            return fromJava(array.getArray());
        }
        String text = value.toString();
        return value instanceof TemporalAccessor ? text.replace(' ', 'T') : text;
    }

    /** jsonb_object_agg, json_object_agg. */
    public static final class ObjectAgg extends JsonAggregates {
        private final Map<String, Object> members = JsonText.newObject(true);

        @Override
        void collect(Object value) throws SQLException {
            Object[] pair = pair(value);
            members.put(key(pair), fromJava(pair[1]));
        }

        @Override
        Object result() {
            return JsonValues.jsonb(members);
        }
    }

    /**
     * json_object_agg: json text, not a jsonb. PostgreSQL keeps the pairs in the order the rows come, keeps a key given twice,
     * and writes {@code { "a" : 1, "b" : [1,2] }}; a jsonb object would sort the keys, keep one of each and space otherwise.
     */
    public static final class JsonObjectAgg extends JsonAggregates {
        private final StringBuilder text = new StringBuilder("{ ");

        @Override
        public int getInternalType(int[] inputTypes) {
            return Value.VARCHAR;
        }

        @Override
        void collect(Object value) throws SQLException {
            Object[] pair = pair(value);
            if (text.length() > 2) {
                text.append(", ");
            }
            JsonText.quote(key(pair), text);
            text.append(" : ").append(compact(fromJava(pair[1])));
        }

        /** json's text of an array, {@code [1,2]}: without jsonb's spaces. */
        private static String compact(Object json) {
            if (json instanceof List<?> items) {
                StringBuilder out = new StringBuilder("[");
                for (Object item : items) {
                    out.append(out.length() > 1 ? "," : "").append(compact(item));
                }
                return out.append(']').toString();
            }
            return JsonText.print(json);
        }

        @Override
        Object result() {
            return text + " }";
        }
    }
}
