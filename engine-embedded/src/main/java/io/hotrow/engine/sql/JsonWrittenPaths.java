package io.hotrow.engine.sql;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.h2.value.Value;
import org.h2.value.ValueNull;
import org.h2.value.ValueJson;

/**
 * {@code ->}, {@code ->>}, {@code #>} and {@code #>>} of a json (not a jsonb: the engine's json is text as written), as
 * PostgreSQL's: the member's text exactly as written ({@code '{"a": {"x" :  1}}'::json -> 'a'} is {@code {"x" :  1}}), of
 * duplicate keys the last. The engine read the json as a jsonb first, so the member came back normalised ({@code {"x": 1}}).
 */
final class JsonWrittenPaths {

    private JsonWrittenPaths() {
    }

    /** Whether {@code target} is a json: text as written (a jsonb is H2's JSON). */
    static boolean isWritten(Value target) {
        int type = target == null ? Value.NULL : target.getValueType();
        return type == Value.VARCHAR || type == Value.CHAR || type == Value.CLOB || type == Value.VARCHAR_IGNORECASE;
    }

    /**
     * The text of the member at {@code key}, or null: an array's element where {@code key} is an index ({@code index}, or in a
     * path a key that reads as one), an object's member where it is a key.
     */
    static String step(String text, String key, boolean index, boolean inPath) throws SQLException {
        List<Map.Entry<String, String>> members = JsonText.writtenMembers(text);
        if (members == null || key == null) {
            return null;
        }
        if (text.stripLeading().startsWith("[")) {
            Integer at = index ? Integer.valueOf(key) : inPath ? JsonOperators.integer(key) : null;
            int position = at == null ? -1 : JsonOperators.index(at, members.size());
            return position < 0 ? null : members.get(position).getValue();
        }
        String found = null;
        for (Map.Entry<String, String> member : members) {
            found = !index && key.equals(member.getKey()) ? member.getValue() : found; // of duplicate keys, PostgreSQL's json answers the last
        }
        return found;
    }

    /** The text at {@code path} of keys and indexes, or null. */
    static String walk(String text, List<String> path) throws SQLException {
        if (path == null) {
            return null;
        }
        String at = text;
        for (String key : path) {
            at = at == null ? null : step(at, key, false, true);
        }
        return at;
    }

    /**
     * A json's text as H2's JSON value, its bytes as written (the shim casts the operator's result to JSON; H2's parsing would
     * normalise the text), or SQL NULL. An operator applied to it next reads it as a jsonb: {@code raw -> 'a' -> 'b'} is the
     * normalised text of b.
     */
    static Value json(String text) {
        return text == null ? ValueNull.INSTANCE : ValueJson.getInternal(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A json's text as {@code ->>} gives it: a string unquoted, JSON's null SQL NULL, anything else as written. */
    static String text(String written) throws SQLException {
        if (written == null) {
            return null;
        }
        Object value = JsonText.parse(written, false);
        return value == JsonText.NULL ? null : value instanceof String s ? s : written;
    }
}
