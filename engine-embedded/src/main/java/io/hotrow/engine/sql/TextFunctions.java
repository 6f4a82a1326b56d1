package io.hotrow.engine.sql;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's string functions that H2 lacks and query builders emit (jOOQ's md5 and splitPart,
 * for instance), installed by {@link PostgresFunctions}. Each is strict, as in PostgreSQL: a null
 * argument gives null.
 */
public final class TextFunctions {

    /** PostgreSQL's NAMEDATALEN - 1. */
    private static final int NAME_BYTES = 63;

    private TextFunctions() {
    }

    /** PostgreSQL's name type's text: at most 63 bytes of UTF-8, cut silently at a character's start as PostgreSQL cuts it. */
    public static String name(String text) {
        if (text == null) {
            return null;
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= NAME_BYTES) {
            return text;
        }
        int end = NAME_BYTES;
        while ((bytes[end] & 0xC0) == 0x80) {
            end--; // a continuation byte: the character starting before it does not fit
        }
        return new String(bytes, 0, end, StandardCharsets.UTF_8);
    }

    /** The MD5 digest of the text's UTF-8 bytes, in lower-case hex. */
    public static String md5(String text) {
        if (text == null) {
            return null;
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has MD5", e);
        }
    }

    /** The {@code n}th field (from 1; negative counts from the end) of {@code text} split at {@code delimiter}, or '' past the last. */
    public static String splitPart(String text, String delimiter, Integer n) throws SQLException {
        if (text == null || delimiter == null || n == null) {
            return null;
        }
        if (n == 0) {
            throw new SQLException("field position must not be zero", "22023");
        }
        if (delimiter.isEmpty()) {
            return n == 1 || n == -1 ? text : "";
        }
        String[] fields = text.split(Pattern.quote(delimiter), -1);
        int index = n > 0 ? n - 1 : fields.length + n;
        return index >= 0 && index < fields.length ? fields[index] : "";
    }

    /** Where {@code part} first occurs in {@code text}, from 1; 0 when it does not. */
    public static Integer strpos(String text, String part) {
        return text == null || part == null ? null : text.indexOf(part) + 1;
    }

    public static Boolean startsWith(String text, String prefix) {
        return text == null || prefix == null ? null : text.startsWith(prefix);
    }

    /** The characters (code points) in reverse order. */
    public static String reverse(String text) {
        return text == null ? null : new StringBuilder(text).reverse().toString();
    }

    /**
     * PostgreSQL's upper: each character's own upper case, as its C.UTF-8 (and glibc's) towupper maps one character to one:
     * {@code ß} stays {@code ß}. H2's UPPER is Java's String.toUpperCase, whose special casing wrote {@code SS}.
     */
    public static String upper(String text) {
        return eachCharacter(text, Character::toUpperCase);
    }

    /**
     * PostgreSQL's lower, each character's own lower case ({@code İ} is {@code i}, a final {@code Σ} is {@code σ}); H2's
     * LOWER wrote {@code i̇} and {@code ς}, Java's special casing.
     */
    public static String lower(String text) {
        return eachCharacter(text, Character::toLowerCase);
    }

    private static String eachCharacter(String text, java.util.function.IntUnaryOperator mapping) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            out.appendCodePoint(mapping.applyAsInt(c));
            i += Character.charCount(c);
        }
        return out.toString();
    }

    /** Each word's first letter in upper case and the rest in lower case; words are runs of letters and digits. */
    public static String initcap(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length());
        boolean inWord = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            out.appendCodePoint(inWord ? Character.toLowerCase(c) : Character.toUpperCase(c));
            inWord = Character.isLetterOrDigit(c);
            i += Character.charCount(c);
        }
        return out.toString();
    }

    /** The first character's code point; 0 for the empty string. */
    public static Integer ascii(String text) {
        return text == null ? null : text.isEmpty() ? 0 : text.codePointAt(0);
    }

    /** The character of a code point; NUL, surrogates and numbers beyond Unicode are refused as PostgreSQL refuses them in UTF-8. */
    public static String chr(Integer code) throws SQLException {
        if (code == null) {
            return null;
        }
        if (code < 0) {
            throw new SQLException("character number must be positive", "22023");
        }
        if (code == 0) {
            throw new SQLException("null character not permitted", "54000");
        }
        if (code > Character.MAX_CODE_POINT) {
            throw new SQLException("requested character too large for encoding: " + code, "54000");
        }
        if (code >= Character.MIN_SURROGATE && code <= Character.MAX_SURROGATE) {
            throw new SQLException("requested character not valid for encoding: " + code, "54000");
        }
        return Character.toString(code);
    }

    /** Each character of {@code from} replaced by the one at its place in {@code to}, or removed where {@code to} is shorter. */
    public static String translate(String text, String from, String to) {
        if (text == null || from == null || to == null) {
            return null;
        }
        int[] fromChars = from.codePoints().toArray();
        int[] toChars = to.codePoints().toArray();
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            int at = indexOf(fromChars, c);
            if (at < 0) {
                out.appendCodePoint(c);
            } else if (at < toChars.length) {
                out.appendCodePoint(toChars[at]);
            }
        });
        return out.toString();
    }

    private static int indexOf(int[] chars, int c) {
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** Hexadecimal, two's complement in the argument's width: {@code to_hex(-1)} is ffffffff for an integer, 16 digits for a bigint. */
    public static String toHex(Value number) {
        if (number == null || number == ValueNull.INSTANCE) {
            return null;
        }
        int type = number.getValueType();
        return type == Value.INTEGER || type == Value.SMALLINT || type == Value.TINYINT
                ? Integer.toHexString(number.getInt()) : Long.toHexString(number.getLong());
    }

    /** Unicode escapes decoded: {@code \\XXXX}, {@code \\+XXXXXX}, {@code \\uXXXX}, {@code \\UXXXXXXXX} (a surrogate pair as two), {@code \\\\} a backslash. */
    public static String unistr(String text) throws SQLException {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length());
        int n = text.length();
        for (int i = 0; i < n; ) {
            char c = text.charAt(i);
            if (c != '\\') {
                out.append(c);
                i++;
            } else if (i + 1 < n && text.charAt(i + 1) == '\\') {
                out.append('\\');
                i += 2;
            } else {
                int[] escape = unicodeEscape(text, i);
                int code = escape[0];
                i += escape[1];
                if (code >= Character.MIN_HIGH_SURROGATE && code <= Character.MAX_HIGH_SURROGATE) {
                    int[] low = i < n && text.charAt(i) == '\\' ? unicodeEscape(text, i) : null;
                    if (low == null || low[0] < Character.MIN_LOW_SURROGATE || low[0] > Character.MAX_LOW_SURROGATE) {
                        throw new SQLException("invalid Unicode surrogate pair", "42601");
                    }
                    code = Character.toCodePoint((char) code, (char) low[0]);
                    i += low[1];
                } else if (code == 0 || code > Character.MAX_CODE_POINT || code >= Character.MIN_SURROGATE && code <= Character.MAX_SURROGATE) {
                    throw new SQLException("invalid Unicode code point: " + String.format(java.util.Locale.ROOT, "%04X", code), "22023");
                }
                out.appendCodePoint(code);
            }
        }
        return out.toString();
    }

    /** The code point escaped at {@code at} (a backslash) and the escape's length. */
    private static int[] unicodeEscape(String text, int at) throws SQLException {
        char kind = at + 1 < text.length() ? text.charAt(at + 1) : 0;
        int prefix = kind == '+' || kind == 'u' || kind == 'U' ? 2 : 1;
        int digits = kind == '+' ? 6 : kind == 'U' ? 8 : 4;
        if (at + prefix + digits > text.length()) {
            throw invalidEscape();
        }
        long code = 0;
        for (int i = at + prefix; i < at + prefix + digits; i++) {
            int digit = Character.digit(text.charAt(i), 16);
            if (digit < 0 || text.charAt(i) > 127) {
                throw invalidEscape();
            }
            code = code << 4 | digit;
        }
        return new int[] {(int) Math.min(code, Integer.MAX_VALUE), prefix + digits};
    }

    private static SQLException invalidEscape() {
        return new SQLException("invalid Unicode escape: Unicode escapes must be \\XXXX, \\+XXXXXX, \\uXXXX, or \\UXXXXXXXX", "42601");
    }

    public static String[] stringToArray(String text, String delimiter) {
        return stringToArray(text, delimiter, null);
    }

    /**
     * The text split at each {@code delimiter}: with a null delimiter into characters, with an empty
     * one not at all; fields equal to {@code nullString} are null. The empty text has no fields.
     */
    public static String[] stringToArray(String text, String delimiter, String nullString) {
        if (text == null) {
            return null;
        }
        if (text.isEmpty()) {
            return new String[0];
        }
        String[] fields = delimiter == null ? text.codePoints().mapToObj(Character::toString).toArray(String[]::new)
                : delimiter.isEmpty() ? new String[] {text} : text.split(Pattern.quote(delimiter), -1);
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].equals(nullString)) {
                fields[i] = null;
            }
        }
        return fields;
    }

    /** Characters (code points); a char(n) value without its trailing spaces; a bytea value's bytes. */
    public static Integer length(Value value) {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        if (DataType.isBinaryStringType(value.getValueType())) {
            return value.getBytesNoCopy().length;
        }
        String text = value.getString();
        if (value.getValueType() == Value.CHAR) {
            int end = text.length();
            while (end > 0 && text.charAt(end - 1) == ' ') {
                end--;
            }
            text = text.substring(0, end);
        }
        return text.codePointCount(0, text.length());
    }

    /** Bytes: of the text's UTF-8 form, or of a bytea value. */
    public static Integer octetLength(Value value) {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        return DataType.isBinaryStringType(value.getValueType()) ? value.getBytesNoCopy().length
                : value.getString().getBytes(StandardCharsets.UTF_8).length;
    }

    /** Bits of the bytes {@link #octetLength} counts, an integer as PostgreSQL's (H2's built-in is a bigint). */
    public static Integer bitLength(Value value) {
        Integer bytes = octetLength(value);
        return bytes == null ? null : bytes * Byte.SIZE;
    }
}
