package io.hotrow.engine.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** jsonb_set's and jsonb_strip_nulls' rebuilding of a value, which leaves the original untouched. */
final class JsonEdits {

    private JsonEdits() {
    }

    static Object set(Object json, List<String> path, int depth, Object value, boolean create) {
        if (depth == path.size()) {
            return value;
        }
        String key = path.get(depth);
        boolean last = depth == path.size() - 1;
        if (json instanceof Map<?, ?> map) {
            Map<String, Object> copy = JsonText.newObject(true);
            map.forEach((k, v) -> copy.put((String) k, v));
            if (copy.containsKey(key)) {
                copy.put(key, set(copy.get(key), path, depth + 1, value, create));
            } else if (last && create && key != null) {
                copy.put(key, value);
            }
            return copy;
        }
        if (json instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list);
            Integer index = key == null ? null : JsonOperators.integer(key);
            if (index == null) {
                return copy;
            }
            int at = JsonOperators.index(index, copy.size());
            if (at >= 0) {
                copy.set(at, set(copy.get(at), path, depth + 1, value, create));
            } else if (last && create) {
                if (index < 0) {
                    copy.add(0, value); // before the start: prepended, as PostgreSQL does
                } else {
                    copy.add(value);
                }
            }
            return copy;
        }
        return json;
    }

    static Object stripNulls(Object json) {
        if (json instanceof Map<?, ?> map) {
            Map<String, Object> copy = JsonText.newObject(true);
            map.forEach((k, v) -> {
                if (v != JsonText.NULL) {
                    copy.put((String) k, stripNulls(v));
                }
            });
            return copy;
        }
        if (json instanceof List<?> list) {
            return list.stream().map(JsonEdits::stripNulls).toList();
        }
        return json;
    }
}
