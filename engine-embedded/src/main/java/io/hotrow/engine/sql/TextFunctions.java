package io.hotrow.engine.sql;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * PostgreSQL's string functions that H2 lacks and query builders emit (jOOQ's md5 and splitPart,
 * for instance), installed by {@link PostgresFunctions}. Each is strict, as in PostgreSQL: a null
 * argument gives null.
 */
public final class TextFunctions {

    private TextFunctions() {
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
}
