package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import io.hotrow.rewrite.dialect.JsonVarchar;
import org.h2.value.DataType;
import org.h2.value.ExtTypeInfoRow;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueInterval;
import org.h2.value.ValueJson;
import org.h2.value.ValueNull;
import org.h2.value.ValueRow;

/**
 * Between H2's values and {@link JsonText}'s: a jsonb is stored in H2's JSON type, holding the
 * normalised value (H2 writes it compactly; {@link JsonText#print} gives PostgreSQL's text back);
 * a json or an untyped string operand is read as its text.
 */
final class JsonValues {

    private JsonValues() {
    }

    /** The JSON value of a jsonb or json operand, null for SQL NULL; 42883 for an operand of another type. */
    static Object read(Value value, String operator) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        return switch (value.getValueType()) {
            case Value.JSON -> JsonText.parse(new String(value.getBytesNoCopy(), StandardCharsets.UTF_8), true);
            case Value.VARCHAR, Value.CHAR, Value.CLOB, Value.VARCHAR_IGNORECASE -> JsonText.parse(value.getString(), true);
            default -> throw new SQLException("operator does not exist: " + value.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT)
                    + " " + operator + " unknown (use a jsonb value: cast it with ::jsonb)", "42883");
        };
    }

    /** A jsonb value for H2, or SQL NULL. */
    static Value jsonb(Object json) {
        return json == null ? ValueNull.INSTANCE : ValueJson.fromJson(JsonText.print(json));
    }

    /** The text elements of a {@code text[]} operand: an array, or its literal {@code '{a,b}'}; null for SQL NULL. */
    static List<String> textArray(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        List<String> items = new ArrayList<>();
        if (value instanceof ValueArray array) {
            for (Value item : array.getList()) {
                items.add(item == ValueNull.INSTANCE ? null : item.getString());
            }
            return items;
        }
        String text = value.getString().trim();
        if (!text.startsWith("{") || !text.endsWith("}")) {
            throw new SQLException("malformed array literal: \"" + text + "\"", "22P02");
        }
        String body = text.substring(1, text.length() - 1);
        if (body.isBlank()) {
            return items;
        }
        StringBuilder item = new StringBuilder();
        boolean quoted = false;
        boolean wasQuoted = false;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                item.append(body.charAt(++i));
            } else if (c == '"') {
                quoted = !quoted;
                wasQuoted = true;
            } else if (c == ',' && !quoted) {
                items.add(element(item, wasQuoted));
                item.setLength(0);
                wasQuoted = false;
            } else {
                item.append(c);
            }
        }
        items.add(element(item, wasQuoted));
        return items;
    }

    private static String element(StringBuilder item, boolean quoted) {
        String text = quoted ? item.toString() : item.toString().trim();
        return !quoted && text.equalsIgnoreCase("NULL") ? null : text;
    }

    /**
     * {@code to_jsonb}: an SQL value as JSON (a string for text, a number, a boolean, an array of them); a jsonb stays. A
     * timestamp is an ISO 8601 string, a {@code timestamptz} in the session's TimeZone with its offset as {@code +01:00}
     * (H2's text kept the offset it was written with, as {@code +05:30} or {@code +00}); an interval or a date is its
     * PostgreSQL text ({@code 1 day 02:00:00}, {@code 0044-03-15 BC}; H2 wrote its literal and {@code -0043-03-15}); a row an
     * object of its fields ({@code {"f1": 1, "f2": "a"}}; H2 would give its text).
     */
    static Object fromSql(Value value, Connection connection) throws SQLException {
        return fromSql(value, null, connection);
    }

    /** As {@link #fromSql(Value, Connection)}, for a value of the static type {@code type}: a json (its text) is read as JSON. */
    static Object fromSql(Value value, TypeInfo type, Connection connection) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return JsonText.NULL;
        }
        if (isJson(type)) {
            return JsonText.parse(value.getString(), true);
        }
        switch (value.getValueType()) {
            case Value.JSON:
                return read(value, "");
            case Value.BOOLEAN:
                return value.getBoolean();
            case Value.TINYINT, Value.SMALLINT, Value.INTEGER, Value.BIGINT, Value.NUMERIC, Value.DECFLOAT:
                return value.getBigDecimal();
            case Value.REAL, Value.DOUBLE:
                double d = value.getDouble();
                // a real's own shortest digits (0.1), not those of the double it widens to (0.10000000149011612)
                String digits = value.getValueType() == Value.REAL ? Float.toString(value.getFloat()) : Double.toString(d);
                return Double.isFinite(d) ? new BigDecimal(digits).stripTrailingZeros() : digits;
            case Value.ARRAY:
                List<Object> items = new ArrayList<>();
                TypeInfo component = ((ValueArray) value).getComponentType();
                for (Value item : ((ValueArray) value).getList()) {
                    items.add(fromSql(item, component, connection));
                }
                return items;
            case Value.DATE:
                return TemporalText.dateOrTimestamp(value);
            case Value.TIMESTAMP:
                return iso(TemporalText.dateOrTimestamp(value), "");
            case Value.TIMESTAMP_TZ:
                OffsetDateTime timestamp = SessionTime.inSessionZone(value, connection).toOffsetDateTime();
                return iso(TemporalText.timestamp(timestamp.toLocalDateTime()), isoOffset(timestamp.getOffset().getTotalSeconds()));
            case Value.BINARY, Value.VARBINARY, Value.BLOB:
                return ByteaFunctions.output(value.getBytesNoCopy()); // PostgreSQL's text of a bytea, \x0102
            case Value.ROW:
                Map<String, Object> fields = JsonText.newObject(true);
                Value[] values = ((ValueRow) value).getList();
                List<Map.Entry<String, TypeInfo>> declared = fields(value);
                for (int i = 0; i < values.length; i++) {
                    fields.put(fieldName(declared, i), fromSql(values[i], declared.get(i).getValue(), connection));
                }
                return fields;
            default:
                return DataType.isIntervalType(value.getValueType()) ? TemporalText.interval(((ValueInterval) value).getInterval())
                        : value.getString();
        }
    }

    /**
     * PostgreSQL's json text of an SQL value ({@code to_json}, the items of {@code json_agg}): an array without spaces
     * ({@code [1,null,3]}), a row as an object without spaces ({@code {"f1":1,"f2":"a"}}, row_to_json's), a float as its float8 or float4 text ({@code 1e+20}; NaN and the infinities as strings), a jsonb
     * as its text; any other value as to_jsonb writes it.
     */
    static String jsonText(Value value, Connection connection) throws SQLException {
        return jsonText(value, null, connection);
    }

    /** As {@link #jsonText(Value, Connection)}, for a value of the static type {@code type}: a json is its text as written. */
    static String jsonText(Value value, TypeInfo type, Connection connection) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return "null";
        }
        if (isJson(type)) {
            return value.getString();
        }
        switch (value.getValueType()) {
            case Value.ARRAY:
                StringBuilder out = new StringBuilder("[");
                TypeInfo component = ((ValueArray) value).getComponentType();
                for (Value item : ((ValueArray) value).getList()) {
                    out.append(out.length() > 1 ? "," : "").append(jsonText(item, component, connection));
                }
                return out.append(']').toString();
            case Value.ROW:
                return rowText(value, ",", connection);
            case Value.DOUBLE, Value.REAL:
                String text = value.getValueType() == Value.DOUBLE ? FloatText.float8(value.getDouble()) : FloatText.float4(value.getFloat());
                return Double.isFinite(value.getDouble()) ? text : JsonText.print(text);
            default:
                return JsonText.print(fromSql(value, connection));
        }
    }

    /** A row's json text, an object of its fields, {@code separator} between them ({@code ,}; row_to_json's pretty one {@code ,\n }). */
    static String rowText(Value row, String separator, Connection connection) throws SQLException {
        StringBuilder object = new StringBuilder("{");
        Value[] fields = ((ValueRow) row).getList();
        List<Map.Entry<String, TypeInfo>> declared = fields(row);
        for (int i = 0; i < fields.length; i++) {
            JsonText.quote(fieldName(declared, i), object.append(i > 0 ? separator : ""));
            object.append(':').append(jsonText(fields[i], declared.get(i).getValue(), connection));
        }
        return object.append('}').toString();
    }

    /** Whether a value of the static type {@code type} is a json: text in the VARCHAR whose length marks one ({@link JsonVarchar}). */
    static boolean isJson(TypeInfo type) {
        return type != null && type.getValueType() == Value.VARCHAR && type.getPrecision() == JsonVarchar.LENGTH;
    }

    /** A row's fields as H2 typed them: their names and static types. */
    static List<Map.Entry<String, TypeInfo>> fields(Value row) {
        return List.copyOf(((ExtTypeInfoRow) row.getType().getExtTypeInfo()).getFields());
    }

    /**
     * The name of a row's field in its JSON object: a derived table's column name (the shim's {@code DerivedRows} names the row's
     * fields), else PostgreSQL's {@code f1}, {@code f2}, ... of an anonymous row ({@code ROW(1, 'a')}; H2 names its
     * fields {@code C1}, {@code C2}, ...).
     */
    private static String fieldName(List<Map.Entry<String, TypeInfo>> fields, int index) {
        String name = fields.get(index).getKey();
        return name.equals("C" + (index + 1)) ? "f" + (index + 1) : name;
    }

    /** A timestamp's text ({@code 2024-01-01 11:00:00.5}) in ISO 8601, as PostgreSQL's JSON writes it: a T, then the offset. */
    private static String iso(String timestamp, String offset) {
        boolean bc = timestamp.endsWith(" BC");
        return (bc ? timestamp.substring(0, timestamp.length() - 3) : timestamp).replace(' ', 'T') + offset + (bc ? " BC" : "");
    }

    /** An offset as ISO 8601 writes it, {@code +01:00}, its minutes always (PostgreSQL's text of a timestamptz writes {@code +01}). */
    private static String isoOffset(int seconds) {
        int abs = Math.abs(seconds);
        String offset = String.format("%s%02d:%02d", seconds < 0 ? "-" : "+", abs / 3600, abs / 60 % 60);
        return abs % 60 == 0 ? offset : offset + String.format(":%02d", abs % 60);
    }

    /** The text of a key given to a JSON builder: a string as it is, anything else as its SQL text. */
    static String keyText(Value key, TypeInfo type, int position, Connection connection) throws SQLException {
        if (key == null || key == ValueNull.INSTANCE) {
            throw new SQLException("argument " + position + ": key must not be null", "22023");
        }
        int kind = key.getValueType();
        if (isJson(type) || kind == Value.JSON || kind == Value.ARRAY || kind == Value.ROW) {
            throw new SQLException("key value must be scalar, not array, composite, or json", "22023");
        }
        Object json = fromSql(key, connection);
        return json instanceof String s ? s : JsonText.print(json);
    }
}
