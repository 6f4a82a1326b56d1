package io.hotrow.engine.store;

import java.util.regex.Pattern;

/** The rules every object key follows, so that each store can map keys to its own namespace safely. */
final class ObjectKeys {

    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9_.-]+");

    private ObjectKeys() {
    }

    /** Rejects keys that are empty, absolute, or contain empty, {@code .} or {@code ..} segments. */
    public static String check(String key) {
        if (key == null || key.isEmpty() || key.startsWith("/") || key.endsWith("/")) {
            throw new IllegalArgumentException("invalid object key: " + key);
        }
        for (String segment : key.split("/", -1)) {
            if (!SEGMENT.matcher(segment).matches() || segment.equals(".") || segment.equals("..")) {
                throw new IllegalArgumentException("invalid object key: " + key);
            }
        }
        return key;
    }
}
