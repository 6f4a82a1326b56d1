package io.hotrow.engine.sql;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's order of jsonb values, as a sort key whose bytes order as the values do ({@code hotrow_jsonb_sort(x)}, for
 * {@code ORDER BY}) and as a comparison ({@code hotrow_jsonb_cmp(a, b) > 0}, for {@code <}, {@code >}, {@code <=} and
 * {@code >=}): the key follows PostgreSQL's walk of two values, token by token. An object sorts after an array, then a
 * boolean, a number, a string and null; a longer object or array after a shorter one (a scalar at the top is an array of one
 * that sorts before a real one of one element, so an empty array at the top sorts before null), ones of a length pair by pair
 * (in jsonb's order of keys: shorter first, each key compared as a string) or element by element; numbers by value (1.0 and
 * 1 give one key), strings by their characters' code points (PostgreSQL by the database's collation: the same for C and
 * C.UTF-8), false before true. H2 orders JSON by its bytes, so {@code 80} came after {@code 100}.
 */
public final class JsonbOrder {

    private static final int NULL = 0;
    private static final int STRING = 1;
    private static final int NUMBER = 2;
    private static final int BOOLEAN = 3;
    private static final int ARRAY = 0x10;
    private static final int OBJECT = 0x11;
    private static final int NEGATIVE = 1;
    private static final int ZERO = 2;
    private static final int POSITIVE = 3;

    private JsonbOrder() {
    }

    /** Negative, 0 or positive as {@code a} sorts before, with or after {@code b}; SQL NULL if either is. */
    public static Integer compare(Value a, Value b) throws SQLException {
        byte[] x = sortKey(a);
        byte[] y = sortKey(b);
        return x == null || y == null ? null : Integer.signum(Arrays.compareUnsigned(x, y));
    }

    /** The bytes of {@code value} that order as PostgreSQL orders jsonb values, equal for equal ones; SQL NULL for SQL NULL. */
    public static byte[] sortKey(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        Object json = JsonValues.read(value, ">");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (json instanceof List<?> || json instanceof Map<?, ?>) {
            write(out, json);
        } else { // PostgreSQL holds a scalar at the top as an array of one, marked raw
            out.write(ARRAY);
            count(out, 1);
            out.write(0);
            write(out, json);
        }
        return out.toByteArray();
    }

    private static void write(ByteArrayOutputStream out, Object json) {
        if (json instanceof Map<?, ?> map) {
            out.write(OBJECT);
            count(out, map.size());
            for (Map.Entry<?, ?> pair : map.entrySet()) { // the stored order: jsonb's key order
                string(out, (String) pair.getKey());
                write(out, pair.getValue());
            }
        } else if (json instanceof List<?> list) {
            array(out, list);
        } else if (json instanceof String text) {
            string(out, text);
        } else if (json instanceof BigDecimal number) {
            out.write(NUMBER);
            number(out, number);
        } else if (json instanceof Boolean bool) {
            out.write(BOOLEAN);
            out.write(bool ? 1 : 0);
        } else {
            out.write(NULL);
        }
    }

    /** An array: its length first, then whether it is a real one (after a raw value of the same length), then its elements. */
    private static void array(ByteArrayOutputStream out, List<?> list) {
        out.write(ARRAY);
        count(out, list.size());
        out.write(1);
        for (Object item : list) {
            write(out, item);
        }
    }

    private static void count(ByteArrayOutputStream out, int n) {
        out.write(n >>> 24);
        out.write(n >>> 16);
        out.write(n >>> 8);
        out.write(n);
    }

    /** A string's UTF-8 bytes, a zero byte escaped, ended by two zero bytes: a prefix sorts first. */
    private static void string(ByteArrayOutputStream out, String text) {
        out.write(STRING);
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            out.write(b);
            if (b == 0) {
                out.write(0xFF);
            }
        }
        out.write(0);
        out.write(0);
    }

    /**
     * A number by value: its sign, then for a positive one the position of its decimal point and its digits without trailing
     * zeros, ended by a zero byte; a negative one has the bytes of its absolute value inverted, so a greater one sorts first.
     */
    private static void number(ByteArrayOutputStream out, BigDecimal number) {
        if (number.signum() == 0) {
            out.write(ZERO);
            return;
        }
        BigDecimal magnitude = number.abs().stripTrailingZeros();
        String digits = magnitude.unscaledValue().toString();
        int point = digits.length() - magnitude.scale();
        int invert = number.signum() < 0 ? 0xFF : 0;
        out.write(number.signum() < 0 ? NEGATIVE : POSITIVE);
        int biased = point ^ Integer.MIN_VALUE;
        for (int shift = 24; shift >= 0; shift -= 8) {
            out.write(((biased >>> shift) & 0xFF) ^ invert);
        }
        for (int i = 0; i < digits.length(); i++) {
            out.write(digits.charAt(i) ^ invert);
        }
        out.write(invert);
    }
}
