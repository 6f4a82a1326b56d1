package io.hotrow.engine.sql;

import io.hotrow.rewrite.dialect.JsonVarchar;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.h2.tools.SimpleResultSet;
import org.h2.value.DataType;
import org.h2.value.ExtTypeInfoRow;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueJson;
import org.h2.value.ValueNull;
import org.h2.value.ValueRow;

/**
 * PostgreSQL's json and jsonb functions, installed in pg_catalog. Those returning jsonb return H2's
 * JSON values, which the dialect shim casts to H2's JSON type where it writes the call (H2 types a
 * Java function returning a value by its Java class). json values are text here: {@code ::json}
 * validates and keeps the text as written, as PostgreSQL's json does.
 */
public final class JsonFunctions {

    private JsonFunctions() {
    }

    /** {@code x::jsonb}: text parsed and normalised (22P02 if it is no JSON); a jsonb stays. */
    public static Value jsonb(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return ValueNull.INSTANCE;
        }
        return JsonValues.jsonb(castable(value, "jsonb"));
    }

    /**
     * A bind parameter written into or compared with a jsonb column ({@code hotrow_jsonb_param(?)}): PostgreSQL
     * types an untyped parameter by its column, so text bound to it is read as jsonb, where H2 would make a JSON
     * string of it; anything else (a jsonb bound as such) stays as bound.
     */
    public static Value jsonbParameter(Value bound) throws SQLException {
        return bound != null && DataType.isCharacterStringType(bound.getValueType()) ? jsonb(bound) : bound;
    }

    /** {@code x::json}: text validated and kept as written; a jsonb as its text. */
    public static String json(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        if (value.getValueType() == Value.JSON) {
            return JsonText.print(JsonValues.read(value, "::"));
        }
        castable(value, "json");
        return value.getString();
    }

    private static Object castable(Value value, String type) throws SQLException {
        int kind = value.getValueType();
        if (kind == Value.JSON) {
            return JsonValues.read(value, "::");
        }
        if (kind != Value.VARCHAR && kind != Value.CHAR && kind != Value.CLOB && kind != Value.VARCHAR_IGNORECASE) {
            throw new SQLException("cannot cast type " + value.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT) + " to " + type
                    + " (use to_jsonb)", "42846");
        }
        return JsonText.parse(value.getString(), type.equals("jsonb"));
    }

    /** The text of a jsonb value as PostgreSQL prints it, for casts to text. */
    static String text(Value json) throws SQLException {
        return JsonText.print(JsonValues.read(json, "::"));
    }

    /** A jsonb bound as text (pgjdbc's PGobject, a wire parameter declared jsonb), normalised, as the bytes H2 reads JSON from. */
    public static byte[] jsonbBytes(String text) throws SQLException {
        return JsonText.print(JsonText.parse(text, true)).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /** PostgreSQL's text of a jsonb value H2 wrote as {@code stored}, for results. */
    public static String text(String stored) throws SQLException {
        return JsonText.print(JsonText.parse(stored, true));
    }

    /** {@code '{a,b}'::text[]}, which the shim hands here: H2's cast would make a one-element array of the text. */
    public static String[] textArray(Value literal) throws SQLException {
        List<String> items = JsonValues.textArray(literal);
        return items == null ? null : items.toArray(new String[0]);
    }

    /** {@code jsonb_agg(x)}, which the shim writes as this of {@code ARRAY_AGG(x)} (so ORDER BY, DISTINCT and FILTER work as H2's). */
    public static Value aggregate(Connection connection, Value values) throws SQLException {
        if (!(values instanceof ValueArray array)) {
            return ValueNull.INSTANCE; // no rows
        }
        List<Object> items = new ArrayList<>();
        for (Value item : array.getList()) {
            items.add(JsonValues.fromSql(item, array.getComponentType(), connection));
        }
        return JsonValues.jsonb(items);
    }

    /** {@code jsonb_agg(x)} of a derived table's row x: the rows, {@code ARRAY_AGG(ROW(x.a, ...))}, and the names of its columns. */
    public static Value aggregate(Connection connection, Value rows, Value names) throws SQLException {
        return aggregate(connection, named(rows, names));
    }

    /** {@code json_agg(x)} of a derived table's row x, as {@link #aggregate(Connection, Value, Value)}. */
    public static String jsonAggregate(Connection connection, Value rows, Value names) throws SQLException {
        return jsonAggregate(connection, named(rows, names));
    }

    /** Aggregated rows, each named as {@link #record} names it (H2 cannot aggregate the rows the function returns). */
    private static Value named(Value rows, Value names) {
        if (!(rows instanceof ValueArray array)) {
            return rows;
        }
        Value[] items = array.getList().clone();
        for (int i = 0; i < items.length; i++) {
            items[i] = items[i] == ValueNull.INSTANCE ? items[i] : record(names, items[i]);
        }
        return ValueArray.get(items, null);
    }

    /**
     * {@code json_agg(x)}, which the shim writes as this of {@code ARRAY_AGG(x)}: PostgreSQL's json text of each item, after
     * {@code ", "}, and a line break before an array or a row that is not the first item, as PostgreSQL's json_agg writes them.
     */
    public static String jsonAggregate(Connection connection, Value values) throws SQLException {
        if (!(values instanceof ValueArray array)) {
            return null; // no rows
        }
        StringBuilder out = new StringBuilder("[");
        TypeInfo type = array.getComponentType();
        for (Value item : array.getList()) {
            if (out.length() > 1) {
                boolean structured = !JsonValues.isJson(type) && (item.getValueType() == Value.ARRAY || item.getValueType() == Value.ROW);
                out.append(structured ? ", \n " : ", ");
            }
            out.append(JsonValues.jsonText(item, type, connection));
        }
        return out.append(']').toString();
    }

    /**
     * {@code jsonb_object_agg(k, v)}, which the shim writes as this of {@code ARRAY_AGG(ROW(k, v))}: the pairs' values keep
     * their types (a json is read as JSON); keys sorted, the last value of a key kept. SQL NULL over no rows.
     */
    public static Value objectAggregate(Connection connection, Value pairs) throws SQLException {
        if (!(pairs instanceof ValueArray array)) {
            return ValueNull.INSTANCE;
        }
        Map<String, Object> object = JsonText.newObject(true);
        for (Value pair : array.getList()) {
            Value[] kv = ((ValueRow) pair).getList();
            object.put(aggregatedKey(pair, connection), JsonValues.fromSql(kv[1], JsonValues.fields(pair).get(1).getValue(), connection));
        }
        return JsonValues.jsonb(object);
    }

    /**
     * {@code json_object_agg(k, v)}, which the shim writes as this of {@code ARRAY_AGG(ROW(k, v))}: json text as PostgreSQL
     * writes it, {@code { "b" : 1, "a" : [1,2] }}, the pairs in the order the rows come, a key given twice kept twice.
     */
    public static String jsonObjectAggregate(Connection connection, Value pairs) throws SQLException {
        if (!(pairs instanceof ValueArray array)) {
            return null;
        }
        StringBuilder text = new StringBuilder("{ ");
        for (Value pair : array.getList()) {
            Value[] kv = ((ValueRow) pair).getList();
            JsonText.quote(aggregatedKey(pair, connection), text.append(text.length() > 2 ? ", " : ""));
            text.append(" : ").append(JsonValues.jsonText(kv[1], JsonValues.fields(pair).get(1).getValue(), connection));
        }
        return text.append(" }").toString();
    }

    /** The key of an aggregated pair, {@code ROW(k, v)}: 22023 for a null one, as PostgreSQL. */
    private static String aggregatedKey(Value pair, Connection connection) throws SQLException {
        Value key = ((ValueRow) pair).getList()[0];
        if (key == ValueNull.INSTANCE) {
            throw new SQLException("field name must not be null", "22023");
        }
        return JsonValues.keyText(key, JsonValues.fields(pair).get(0).getValue(), 1, connection);
    }

    /** {@code to_json(x)}: PostgreSQL's json text of the value; SQL NULL for NULL. */
    public static String toJson(Connection connection, Value value) throws SQLException {
        return value == null || value == ValueNull.INSTANCE ? null : JsonValues.jsonText(value, connection);
    }

    /** {@code array_to_json(a [, pretty])}: the array's json text; pretty puts a line break between its elements. */
    public static String arrayToJson(Connection connection, Value array, Boolean pretty) throws SQLException {
        if (array == ValueNull.INSTANCE) {
            return null;
        }
        if (!(array instanceof ValueArray items)) {
            throw new SQLException("function array_to_json(" + array.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT)
                    + ") does not exist", "42883");
        }
        if (!Boolean.TRUE.equals(pretty)) {
            return JsonValues.jsonText(items, connection);
        }
        StringBuilder out = new StringBuilder("[");
        for (Value item : items.getList()) {
            out.append(out.length() > 1 ? ",\n " : "").append(JsonValues.jsonText(item, items.getComponentType(), connection));
        }
        return out.append(']').toString();
    }

    public static String arrayToJson(Connection connection, Value array) throws SQLException {
        return arrayToJson(connection, array, false);
    }

    /** {@code row_to_json(record)}: the row as a json object of its fields, {@code {"f1":1,"f2":"a"}}; 42883 for another type. */
    public static String rowToJson(Connection connection, Value row) throws SQLException {
        if (row == null || row == ValueNull.INSTANCE) {
            return null;
        }
        if (row.getValueType() != Value.ROW) {
            throw new SQLException("function row_to_json(" + row.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT)
                    + ") does not exist", "42883");
        }
        return JsonValues.jsonText(row, connection);
    }

    public static Value toJsonb(Connection connection, Value value) throws SQLException {
        return value == ValueNull.INSTANCE ? ValueNull.INSTANCE : JsonValues.jsonb(JsonValues.fromSql(value, connection));
    }

    /**
     * The shim's forms of the functions building JSON from values ({@code hotrow_to_json(ROW(x))},
     * {@code hotrow_json_build_object(ROW(k, v, ...))}, ...): their arguments come as the fields of one row, which keeps
     * each argument's static type, so that a json (text on the engine) is put in as JSON, not as a string.
     */
    public static String typedToJson(Connection connection, Value arguments) throws SQLException {
        Typed argument = Typed.of(arguments).get(0);
        return argument.value() == ValueNull.INSTANCE ? null : JsonValues.jsonText(argument.value(), argument.type(), connection);
    }

    public static Value typedToJsonb(Connection connection, Value arguments) throws SQLException {
        Typed argument = Typed.of(arguments).get(0);
        return argument.value() == ValueNull.INSTANCE ? ValueNull.INSTANCE
                : JsonValues.jsonb(JsonValues.fromSql(argument.value(), argument.type(), connection));
    }

    /** {@code row_to_json(record [, pretty])}: pretty puts a line break between the fields. */
    public static String typedRowToJson(Connection connection, Value arguments) throws SQLException {
        List<Typed> typed = Typed.of(arguments);
        if (typed.size() > 1 && typed.get(1).value() == ValueNull.INSTANCE) {
            return null; // strict, as PostgreSQL's
        }
        String text = rowToJson(connection, typed.get(0).value());
        return text == null || typed.size() < 2 || !typed.get(1).value().getBoolean() ? text
                : JsonValues.rowText(typed.get(0).value(), ",\n ", connection);
    }

    public static String typedJsonBuildObject(Connection connection, Value... arguments) throws SQLException {
        return jsonObject(connection, Typed.of(arguments));
    }

    public static Value typedBuildObject(Connection connection, Value... arguments) throws SQLException {
        return JsonValues.jsonb(object(connection, Typed.of(arguments)));
    }

    public static String typedJsonBuildArray(Connection connection, Value... arguments) throws SQLException {
        return JsonText.print(array(connection, Typed.of(arguments), false));
    }

    public static Value typedBuildArray(Connection connection, Value... arguments) throws SQLException {
        return JsonValues.jsonb(array(connection, Typed.of(arguments), true));
    }

    /**
     * A derived table's row as a value ({@code hotrow_record(ARRAY['id', 'name'], ROW(x.id, x.name))}, which the shim writes
     * for its alias, the shim's {@code DerivedRows}): a row whose fields carry the derived table's column names, as PostgreSQL's
     * {@code row_to_json(x)} and {@code json_agg(x)} name them.
     */
    public static Value record(Value names, Value row) {
        Value[] fields = ((ValueRow) row).getList();
        java.util.LinkedHashMap<String, TypeInfo> types = new java.util.LinkedHashMap<>();
        List<Map.Entry<String, TypeInfo>> declared = JsonValues.fields(row);
        Value[] labels = ((ValueArray) names).getList();
        for (int i = 0; i < fields.length; i++) {
            types.put(labels[i].getString(), declared.get(i).getValue());
        }
        return ValueRow.get(TypeInfo.getTypeInfo(Value.ROW, 0, 0, new ExtTypeInfoRow(types)), fields);
    }

    /** An argument and its static type. */
    private record Typed(Value value, TypeInfo type) {

        /** The arguments as the shim passes them, the fields of one row; none for a call without arguments. */
        static List<Typed> of(Value... arguments) {
            List<Typed> typed = new ArrayList<>();
            if (arguments.length == 1 && arguments[0] instanceof ValueRow row) {
                Value[] fields = row.getList();
                List<Map.Entry<String, TypeInfo>> declared = JsonValues.fields(row);
                for (int i = 0; i < fields.length; i++) {
                    typed.add(new Typed(fields[i], declared.get(i).getValue()));
                }
            } else {
                for (Value argument : arguments) {
                    typed.add(new Typed(argument, argument.getType()));
                }
            }
            return typed;
        }
    }

    public static Value buildObject(Connection connection, Value... arguments) throws SQLException {
        return JsonValues.jsonb(object(connection, untyped(arguments)));
    }

    /** {@code json_build_object}: json's text, {@code {"a" : 1}}, keys in the order given. */
    public static String jsonBuildObject(Connection connection, Value... arguments) throws SQLException {
        return jsonObject(connection, untyped(arguments));
    }

    private static List<Typed> untyped(Value[] arguments) {
        return Arrays.stream(arguments).map(argument -> new Typed(argument, argument.getType())).toList();
    }

    /** A jsonb object of the pairs: keys in jsonb's order, the last value of a key kept. */
    private static Map<String, Object> object(Connection connection, List<Typed> arguments) throws SQLException {
        evenArguments(arguments);
        Map<String, Object> object = JsonText.newObject(true);
        for (int i = 0; i < arguments.size(); i += 2) {
            String key = JsonValues.keyText(arguments.get(i).value(), arguments.get(i).type(), i + 1, connection);
            object.remove(key);
            object.put(key, member(connection, arguments.get(i + 1), true));
        }
        return object;
    }

    /** A json object's text of the pairs, {@code {"a" : 1, "a" : 2}}: in the order given, a key given twice kept twice. */
    private static String jsonObject(Connection connection, List<Typed> arguments) throws SQLException {
        evenArguments(arguments);
        StringBuilder out = new StringBuilder("{");
        for (int i = 0; i < arguments.size(); i += 2) {
            String key = JsonValues.keyText(arguments.get(i).value(), arguments.get(i).type(), i + 1, connection);
            JsonText.quote(key, out.append(i > 0 ? ", " : ""));
            out.append(" : ").append(JsonValues.jsonText(arguments.get(i + 1).value(), arguments.get(i + 1).type(), connection));
        }
        return out.append('}').toString();
    }

    private static void evenArguments(List<Typed> arguments) throws SQLException {
        if (arguments.size() % 2 != 0) {
            throw new SQLException("argument list must have even number of elements (a key and a value each)", "22023");
        }
    }

    public static Value buildArray(Connection connection, Value... arguments) throws SQLException {
        return JsonValues.jsonb(array(connection, untyped(arguments), true));
    }

    public static String jsonBuildArray(Connection connection, Value... arguments) throws SQLException {
        return JsonText.print(array(connection, untyped(arguments), false));
    }

    private static List<Object> array(Connection connection, List<Typed> arguments, boolean jsonb) throws SQLException {
        List<Object> items = new ArrayList<>();
        for (Typed argument : arguments) {
            items.add(member(connection, argument, jsonb));
        }
        return items;
    }

    /** A value put into a jsonb being built as its JSON value; into a json as its json text, which keeps the value's own spacing. */
    private static Object member(Connection connection, Typed argument, boolean jsonb) throws SQLException {
        return jsonb ? JsonValues.fromSql(argument.value(), argument.type(), connection)
                : new JsonText.Written(JsonValues.jsonText(argument.value(), argument.type(), connection));
    }

    public static String typeOf(Value value) throws SQLException {
        Object json = JsonValues.read(value, "typeof");
        return json == null ? null : typeName(json);
    }

    /** jsonb_typeof's name of a JSON value's type (jsonpath's {@code .type()} too). */
    static String typeName(Object json) {
        if (json instanceof Map<?, ?>) {
            return "object";
        }
        if (json instanceof List<?>) {
            return "array";
        }
        if (json instanceof String) {
            return "string";
        }
        if (json instanceof Boolean) {
            return "boolean";
        }
        return json == JsonText.NULL ? "null" : "number";
    }

    public static Integer arrayLength(Value value) throws SQLException {
        Object json = JsonValues.read(value, "array_length");
        if (json == null) {
            return null;
        }
        if (!(json instanceof List<?> list)) {
            throw new SQLException("cannot get array length of a " + (json instanceof Map<?, ?> ? "non-array" : "scalar"), "22023");
        }
        return list.size();
    }

    public static Value extractPath(Value target, Value... path) throws SQLException {
        return JsonValues.jsonb(JsonOperators.walk(JsonValues.read(target, "extract_path"), texts(path)));
    }

    public static String extractPathText(Value target, Value... path) throws SQLException {
        return JsonOperators.text(JsonOperators.walk(JsonValues.read(target, "extract_path"), texts(path)));
    }

    private static List<String> texts(Value[] values) {
        for (Value value : values) {
            if (value == ValueNull.INSTANCE) {
                return null;
            }
        }
        return Arrays.stream(values).map(Value::getString).toList();
    }

    public static Value set(Value target, Value path, Value replacement) throws SQLException {
        return set(target, path, replacement, true);
    }

    /** {@code jsonb_set}: the value at the path replaced, or added where only its last step is missing. */
    public static Value set(Value target, Value path, Value replacement, Boolean createMissing) throws SQLException {
        Object json = JsonValues.read(target, "jsonb_set");
        List<String> steps = JsonValues.textArray(path);
        Object value = JsonValues.read(replacement, "jsonb_set");
        if (json == null || steps == null || value == null || createMissing == null) {
            return ValueNull.INSTANCE;
        }
        if (!(json instanceof Map<?, ?> || json instanceof List<?>)) {
            throw new SQLException("cannot set path in scalar", "22023");
        }
        return JsonValues.jsonb(JsonEdits.set(json, steps, 0, value, createMissing));
    }

    public static Value stripNulls(Value value) throws SQLException {
        Object json = JsonValues.read(value, "strip_nulls");
        return json == null ? ValueNull.INSTANCE : JsonValues.jsonb(JsonEdits.stripNulls(json));
    }

    public static String pretty(Value value) throws SQLException {
        Object json = JsonValues.read(value, "pretty");
        return json == null ? null : JsonText.pretty(json);
    }

    public static ResultSet arrayElements(Connection c, Value value) throws SQLException {
        return elements(value, false);
    }

    public static ResultSet arrayElementsText(Connection c, Value value) throws SQLException {
        return elements(value, true);
    }

    private static ResultSet elements(Value value, boolean asText) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        addValueColumn(rows, "value", asText);
        Object json = JsonValues.read(value, "array_elements");
        if (json != null) {
            if (!(json instanceof List<?> list)) {
                throw new SQLException("cannot extract elements from " + (json instanceof Map<?, ?> ? "an object" : "a scalar"), "22023");
            }
            for (Object item : list) {
                rows.addRow(cell(item, asText));
            }
        }
        return rows;
    }

    public static ResultSet each(Connection c, Value value) throws SQLException {
        return members(value, false);
    }

    public static ResultSet eachText(Connection c, Value value) throws SQLException {
        return members(value, true);
    }

    private static ResultSet members(Value value, boolean asText) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn("key", Types.VARCHAR, "CHARACTER VARYING", 0, 0);
        addValueColumn(rows, "value", asText);
        for (Map.Entry<?, ?> member : objectOf(value, "deconstruct").entrySet()) {
            rows.addRow(member.getKey(), cell(member.getValue(), asText));
        }
        return rows;
    }

    /**
     * json_each, json_each_text, json_object_keys, json_array_elements and json_array_elements_text of a json: its members as
     * written, in their order, duplicate keys too, each value a json of its own text ({@code [1, 2]}, {@code 1e2}) or, as text,
     * a string unquoted and JSON's null SQL NULL. They read the json as a jsonb before: keys sorted, the last of duplicates
     * kept, spacing and numbers normalised ({@code 2e1} was 20).
     */
    public static ResultSet jsonEach(Connection c, Value value) throws SQLException {
        return written(value, true, false, false);
    }

    public static ResultSet jsonEachText(Connection c, Value value) throws SQLException {
        return written(value, true, false, true);
    }

    public static ResultSet jsonObjectKeys(Connection c, Value value) throws SQLException {
        return written(value, true, true, false);
    }

    public static ResultSet jsonArrayElements(Connection c, Value value) throws SQLException {
        return written(value, false, false, false);
    }

    public static ResultSet jsonArrayElementsText(Connection c, Value value) throws SQLException {
        return written(value, false, false, true);
    }

    private static ResultSet written(Value value, boolean object, boolean keys, boolean asText) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        if (object) {
            rows.addColumn(keys ? "json_object_keys" : "key", Types.VARCHAR, "CHARACTER VARYING", 0, 0);
        }
        if (!keys) {
            rows.addColumn("value", Types.VARCHAR, "CHARACTER VARYING", asText ? 0 : (int) JsonVarchar.LENGTH, 0);
        }
        if (value == null || value == ValueNull.INSTANCE) {
            return rows;
        }
        String text = value.getValueType() == Value.JSON ? JsonText.print(JsonValues.read(value, "each")) : value.getString();
        List<Map.Entry<String, String>> members = JsonText.writtenMembers(text);
        boolean isObject = members != null && (members.isEmpty() ? text.strip().startsWith("{") : members.get(0).getKey() != null);
        if (members == null || isObject != object) {
            String what = members == null ? "a scalar" : object ? "an array" : "an object";
            throw new SQLException(object ? "cannot " + (keys ? "call json_object_keys on " : "deconstruct ") + what
                    : "cannot extract elements from " + what, "22023");
        }
        for (Map.Entry<String, String> member : members) {
            String cell = member.getValue();
            if (asText) { // a string unquoted, JSON's null SQL NULL, the rest as written
                Object parsed = JsonText.parse(cell, false);
                cell = parsed instanceof String string ? string : parsed == JsonText.NULL ? null : cell;
            }
            Object[] row = keys ? new Object[] {member.getKey()} : object ? new Object[] {member.getKey(), cell} : new Object[] {cell};
            rows.addRow(row);
        }
        return rows;
    }

    public static ResultSet objectKeys(Connection c, Value value) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn("jsonb_object_keys", Types.VARCHAR, "CHARACTER VARYING", 0, 0);
        for (Object key : objectOf(value, "call jsonb_object_keys on").keySet()) {
            rows.addRow(key);
        }
        return rows;
    }

    /**
     * {@code hotrow_jsonb_keys(j)}: the keys of a jsonb object, in jsonb's order, as {@code jsonb_object_keys} gives them; null for
     * SQL NULL. The rewrite of {@code jsonb_each} and {@code jsonb_object_keys} of a column reads the key at each position
     * (io.hotrow.rewrite.dialect.CorrelatedSetFunctions); an array or a scalar is 22023, as those functions refuse it.
     */
    public static String[] objectKeyArray(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        return objectOf(value, "deconstruct").keySet().stream().map(String::valueOf).toArray(String[]::new);
    }

    private static Map<?, ?> objectOf(Value value, String action) throws SQLException {
        Object json = JsonValues.read(value, "each");
        if (json == null) {
            return Map.of();
        }
        if (!(json instanceof Map<?, ?> map)) {
            throw new SQLException("cannot " + action + " " + (json instanceof List<?> ? "an array" : "a scalar"), "22023");
        }
        return map;
    }

    private static void addValueColumn(SimpleResultSet rows, String name, boolean asText) {
        if (asText) {
            rows.addColumn(name, Types.VARCHAR, "CHARACTER VARYING", 0, 0);
        } else {
            rows.addColumn(name, Types.OTHER, "JSON", 0, 0);
        }
    }

    private static Object cell(Object json, boolean asText) {
        return asText ? JsonOperators.text(json) : ValueJson.fromJson(JsonText.print(json));
    }
}
