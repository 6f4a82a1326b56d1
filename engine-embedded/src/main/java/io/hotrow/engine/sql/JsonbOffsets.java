package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each object and array of a jsonb document starts inside PostgreSQL's binary jsonb, counted from its root
 * container: jsonpath's {@code .keyvalue()} numbers an object by it ({@code id}). The layout is jsonb's (convertToJsonb):
 * a container is a 4-byte header, a 4-byte entry per element (per key and per value of an object), then the keys' bytes
 * and the values; containers and numerics start at a multiple of 4 from the datum's start (its 4-byte header before
 * the root), strings are their UTF-8 bytes, booleans and nulls take no bytes, a numeric is its in-memory datum.
 */
final class JsonbOffsets {

    /** Before the root container: the datum's varlena header. */
    private static final long HEADER = 4;
    /** PostgreSQL's numeric: digits of base 10000, a short header while the scale and weight fit in it. */
    private static final int DIGIT_DECIMALS = 4;
    private static final int SHORT_SCALE_MAX = 63;
    private static final int SHORT_WEIGHT_MIN = -64;
    private static final int SHORT_WEIGHT_MAX = 63;

    private final Map<Object, Long> offsets = new IdentityHashMap<>();

    private JsonbOffsets() {
    }

    /** Each container of {@code root} (by identity) and its offset from the root container. */
    static Map<Object, Long> of(Object root) {
        JsonbOffsets layout = new JsonbOffsets();
        if (root instanceof Map<?, ?> || root instanceof List<?>) {
            layout.container(root, HEADER);
        }
        return layout.offsets;
    }

    private static long aligned(long position) {
        return (position + 3) & ~3L;
    }

    private long container(Object json, long position) {
        long start = aligned(position);
        offsets.put(json, start - HEADER);
        if (json instanceof Map<?, ?> object) {
            long end = start + 4 + 8L * object.size();
            for (Object key : object.keySet()) {
                end += ((String) key).getBytes(StandardCharsets.UTF_8).length;
            }
            for (Object value : object.values()) {
                end = value(value, end);
            }
            return end;
        }
        List<?> array = (List<?>) json;
        long end = start + 4 + 4L * array.size();
        for (Object element : array) {
            end = value(element, end);
        }
        return end;
    }

    private long value(Object json, long position) {
        if (json instanceof Map<?, ?> || json instanceof List<?>) {
            return container(json, position);
        }
        if (json instanceof String text) {
            return position + text.getBytes(StandardCharsets.UTF_8).length;
        }
        if (json instanceof BigDecimal number) {
            return aligned(position) + numericSize(number);
        }
        return position; // true, false, null
    }

    /** VARSIZE of the numeric: 4-byte varlena header, a 2-byte header (4 for the long form), 2 bytes a base-10000 digit. */
    static int numericSize(BigDecimal number) {
        BigDecimal value = number.abs().stripTrailingZeros();
        if (value.signum() == 0) {
            return 6;
        }
        String plain = value.toPlainString();
        int point = plain.indexOf('.');
        String integer = point < 0 ? plain : plain.substring(0, point);
        String fraction = point < 0 ? "" : plain.substring(point + 1);
        if (integer.equals("0")) {
            integer = "";
        }
        int integerDigits = (integer.length() + DIGIT_DECIMALS - 1) / DIGIT_DECIMALS;
        String digits = "0".repeat(integerDigits * DIGIT_DECIMALS - integer.length()) + integer + fraction
                + "0".repeat((DIGIT_DECIMALS - fraction.length() % DIGIT_DECIMALS) % DIGIT_DECIMALS);
        int first = 0;
        int last = digits.length() / DIGIT_DECIMALS;
        while (isZero(digits, first)) {
            first++;
        }
        while (isZero(digits, last - 1)) {
            last--;
        }
        int weight = integerDigits - 1 - first;
        boolean small = Math.max(number.scale(), 0) <= SHORT_SCALE_MAX && weight >= SHORT_WEIGHT_MIN && weight <= SHORT_WEIGHT_MAX;
        return (small ? 6 : 8) + 2 * (last - first);
    }

    private static boolean isZero(String digits, int group) {
        return digits.startsWith("0000", group * DIGIT_DECIMALS);
    }
}
