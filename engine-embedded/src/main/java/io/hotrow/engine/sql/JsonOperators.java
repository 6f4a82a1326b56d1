package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's jsonb operators, which the dialect shim writes as calls: {@code ->}, {@code ->>},
 * {@code #>}, {@code #>>}, {@code @>}, {@code <@}, {@code ?}, {@code ?|}, {@code ?&}, {@code ||}
 * and {@code -}, with PostgreSQL's answers (a missing key or index is NULL, a negative index counts
 * from the end, containment as jsonb's) and errors.
 */
public final class JsonOperators {

    private JsonOperators() {
    }

    /** {@code ->}: a field by key, an element by index. */
    public static Value field(Value target, Value key) throws SQLException {
        if (JsonWrittenPaths.isWritten(target)) {
            return JsonWrittenPaths.json(writtenStep(target, key));
        }
        return JsonValues.jsonb(step(JsonValues.read(target, "->"), key));
    }

    /** {@code ->} of a json: the member's text as written (a jsonb's as its text), typed json by the shim's cast. */
    public static String jsonField(Value target, Value key) throws SQLException {
        return JsonWrittenPaths.isWritten(target) ? writtenStep(target, key) : text(step(JsonValues.read(target, "->"), key), true);
    }

    /** {@code #>} of a json: the text at the path as written. */
    public static String jsonPath(Value target, Value path) throws SQLException {
        List<String> keys = JsonValues.textArray(path);
        return JsonWrittenPaths.isWritten(target) ? JsonWrittenPaths.walk(target.getString(), keys) : text(walk(JsonValues.read(target, "#>"), keys), true);
    }

    /** {@code ->>}: the same, as text. */
    public static String fieldText(Value target, Value key) throws SQLException {
        if (JsonWrittenPaths.isWritten(target)) {
            return JsonWrittenPaths.text(writtenStep(target, key));
        }
        return text(step(JsonValues.read(target, "->>"), key));
    }

    /** {@code #>}: the value at a path of keys and indexes. */
    public static Value path(Value target, Value path) throws SQLException {
        if (JsonWrittenPaths.isWritten(target)) {
            return JsonWrittenPaths.json(JsonWrittenPaths.walk(target.getString(), JsonValues.textArray(path)));
        }
        return JsonValues.jsonb(walk(JsonValues.read(target, "#>"), JsonValues.textArray(path)));
    }

    /** {@code #>>}: the same, as text. */
    public static String pathText(Value target, Value path) throws SQLException {
        if (JsonWrittenPaths.isWritten(target)) {
            return JsonWrittenPaths.text(JsonWrittenPaths.walk(target.getString(), JsonValues.textArray(path)));
        }
        return text(walk(JsonValues.read(target, "#>>"), JsonValues.textArray(path)));
    }

    /** {@code @>} of jsonb, or of arrays ({@link ArrayContainment}), as PostgreSQL has both. */
    public static Boolean contains(Connection c, Value a, Value b) throws SQLException {
        return contains(c, a, b, "@>");
    }

    public static Boolean containedBy(Connection c, Value a, Value b) throws SQLException {
        return contains(c, b, a, "<@");
    }

    private static Boolean contains(Connection c, Value a, Value b, String operator) throws SQLException {
        if (a == null || b == null || a == ValueNull.INSTANCE || b == ValueNull.INSTANCE) {
            return null; // strict, as PostgreSQL's: a NULL array column beside '{x}' tells no array from a jsonb, and needs not
        }
        if (ArrayContainment.isArray(a, b)) {
            return ArrayContainment.contains(c, a, b, operator);
        }
        Object left = JsonValues.read(a, operator);
        Object right = JsonValues.read(b, operator);
        return left == null || right == null ? null : containsTop(left, right);
    }

    /** {@code ?}: a top-level key, or a string element of an array. */
    public static Boolean exists(Value target, Value key) throws SQLException {
        Object json = JsonValues.read(target, "?");
        if (json == null || key == ValueNull.INSTANCE) {
            return null;
        }
        return has(json, key.getString());
    }

    public static Boolean existsAny(Value target, Value keys) throws SQLException {
        return existsOf(target, keys, true);
    }

    public static Boolean existsAll(Value target, Value keys) throws SQLException {
        return existsOf(target, keys, false);
    }

    private static Boolean existsOf(Value target, Value keys, boolean any) throws SQLException {
        Object json = JsonValues.read(target, any ? "?|" : "?&");
        List<String> names = JsonValues.textArray(keys);
        if (json == null || names == null) {
            return null;
        }
        for (String name : names) {
            if (name != null && has(json, name) == any) {
                return any;
            }
        }
        return !any;
    }

    /** {@code ||}: objects merged (the right one's keys win), arrays concatenated, anything else made an array element. */
    public static Value concat(Value a, Value b) throws SQLException {
        Object left = JsonValues.read(a, "||");
        Object right = JsonValues.read(b, "||");
        if (left == null || right == null) {
            return ValueNull.INSTANCE;
        }
        if (left instanceof Map<?, ?> l && right instanceof Map<?, ?> r) {
            Map<String, Object> merged = JsonText.newObject(true);
            l.forEach((k, v) -> merged.put((String) k, v));
            r.forEach((k, v) -> merged.put((String) k, v));
            return JsonValues.jsonb(merged);
        }
        List<Object> items = new ArrayList<>();
        addAll(items, left);
        addAll(items, right);
        return JsonValues.jsonb(items);
    }

    private static void addAll(List<Object> items, Object json) {
        if (json instanceof List<?> list) {
            items.addAll(list);
        } else {
            items.add(json);
        }
    }

    /** {@code -}: a key (or the equal string elements of an array), an index, or each key of a text array, deleted. */
    public static Value delete(Value target, Value key) throws SQLException {
        Object json = JsonValues.read(target, "-");
        if (json == null || key == ValueNull.INSTANCE) {
            return ValueNull.INSTANCE;
        }
        if (!(json instanceof Map<?, ?> || json instanceof List<?>)) {
            throw new SQLException("cannot delete from scalar", "22023");
        }
        if (isIndex(key)) {
            if (!(json instanceof List<?> list)) {
                throw new SQLException("cannot delete from object using integer index", "22023");
            }
            List<Object> items = new ArrayList<>(list);
            int index = index(key.getInt(), items.size());
            if (index >= 0) {
                items.remove(index);
            }
            return JsonValues.jsonb(items);
        }
        List<String> names = key instanceof ValueArray ? JsonValues.textArray(key) : List.of(key.getString());
        if (json instanceof Map<?, ?> map) {
            Map<String, Object> kept = JsonText.newObject(true);
            map.forEach((k, v) -> kept.put((String) k, v));
            names.forEach(kept::remove);
            return JsonValues.jsonb(kept);
        }
        List<Object> items = new ArrayList<>((List<?>) json);
        items.removeIf(names::contains);
        return JsonValues.jsonb(items);
    }

    static boolean isIndex(Value key) {
        int type = key.getValueType();
        return type == Value.INTEGER || type == Value.SMALLINT || type == Value.BIGINT || type == Value.TINYINT;
    }

    /** A position counted from the end when negative; -1 when out of range. */
    static int index(int index, int size) {
        int at = index < 0 ? size + index : index;
        return at >= 0 && at < size ? at : -1;
    }

    /** {@link #step} of a json as written ({@link JsonWrittenPaths}). */
    private static String writtenStep(Value target, Value key) throws SQLException {
        return key == ValueNull.INSTANCE ? null : JsonWrittenPaths.step(target.getString(), key.getString(), isIndex(key), false);
    }

    private static Object step(Object json, Value key) {
        if (json == null || key == ValueNull.INSTANCE) {
            return null;
        }
        if (isIndex(key)) {
            if (json instanceof List<?> list) {
                int at = index(key.getInt(), list.size());
                return at < 0 ? null : list.get(at);
            }
            return null;
        }
        return json instanceof Map<?, ?> map ? map.get(key.getString()) : null;
    }

    static Object walk(Object json, List<String> path) {
        if (path == null) {
            return null;
        }
        Object at = json;
        for (String key : path) {
            if (at instanceof Map<?, ?> map && key != null) {
                at = map.get(key);
            } else if (at instanceof List<?> list && key != null) {
                Integer index = integer(key);
                int position = index == null ? -1 : index(index, list.size());
                at = position < 0 ? null : list.get(position);
            } else {
                return null;
            }
        }
        return at;
    }

    static Integer integer(String text) {
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException notAnIndex) {
            return null;
        }
    }

    /** {@code ->>}'s text: a string unquoted, JSON null as SQL NULL, anything else as jsonb's text. */
    static String text(Object json) {
        return text(json, false);
    }

    /** A jsonb value's text: SQL NULL for SQL NULL; as {@code ->>} gives it (JSON's null SQL NULL, a string unquoted) unless {@code asJson}. */
    private static String text(Object json, boolean asJson) {
        if (json == null || json == JsonText.NULL && !asJson) {
            return null;
        }
        return json instanceof String s && !asJson ? s : JsonText.print(json);
    }

    private static boolean has(Object json, String key) {
        if (json instanceof Map<?, ?> map) {
            return map.containsKey(key);
        }
        if (json instanceof List<?> list) {
            return list.contains(key);
        }
        return key.equals(json);
    }

    /** A top-level array contains a scalar it holds; otherwise as {@link #contains(Object, Object)}. */
    private static boolean containsTop(Object a, Object b) {
        if (a instanceof List<?> list && !(b instanceof List<?> || b instanceof Map<?, ?>)) {
            return list.stream().anyMatch(item -> equal(item, b));
        }
        return contains(a, b);
    }

    private static boolean contains(Object a, Object b) {
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            for (Map.Entry<?, ?> member : y.entrySet()) {
                if (!x.containsKey(member.getKey()) || !contains(x.get(member.getKey()), member.getValue())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            for (Object wanted : y) {
                if (x.stream().noneMatch(item -> wanted instanceof List<?> || wanted instanceof Map<?, ?> ? contains(item, wanted)
                        : equal(item, wanted))) {
                    return false;
                }
            }
            return true;
        }
        return equal(a, b);
    }

    private static boolean equal(Object a, Object b) {
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y) == 0;
        }
        if (a instanceof Map<?, ?> || a instanceof List<?>) {
            return a.getClass() == b.getClass() && contains(a, b) && contains(b, a);
        }
        return a.equals(b);
    }
}
