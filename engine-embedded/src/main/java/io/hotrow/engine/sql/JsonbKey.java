package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.h2.value.Value;

/**
 * PostgreSQL's jsonb equality as a text H2 can compare, list and hash ({@code hotrow_jsonb_key(x)}):
 * the value's text with every number at its least scale, so {@code 1}, {@code 1.0} and {@code 1.00}
 * give one key, as PostgreSQL compares numbers by value. A stored jsonb keeps its numbers' text
 * ({@code '1.0'::jsonb} prints {@code 1.0}) and is otherwise normalised (keys sorted, the last of
 * duplicates kept), and H2 compares JSON by its bytes: equal jsonb values differed by their numbers' scale.
 */
public final class JsonbKey {

    private JsonbKey() {
    }

    /** The key of a jsonb (or JSON text) {@code value}; SQL NULL for SQL NULL. */
    public static String key(Value value) throws SQLException {
        Object json = JsonValues.read(value, "=");
        return json == null ? null : JsonText.print(leastScale(json));
    }

    private static Object leastScale(Object json) {
        if (json instanceof BigDecimal number) {
            return number.signum() == 0 ? BigDecimal.ZERO : number.stripTrailingZeros();
        }
        if (json instanceof List<?> list) {
            List<Object> items = new ArrayList<>(list.size());
            list.forEach(item -> items.add(leastScale(item)));
            return items;
        }
        if (json instanceof Map<?, ?> map) {
            Map<String, Object> members = JsonText.newObject(true);
            map.forEach((key, item) -> members.put((String) key, leastScale(item)));
            return members;
        }
        return json;
    }
}
