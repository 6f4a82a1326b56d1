package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.LexingStop;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * PostgreSQL's other ways of writing a string constant, as standard {@code '...'} literals: escape
 * strings ({@code E'a\tb'}, {@code e'it\'s'}) with their backslash escapes decoded, and dollar-quoted
 * strings ({@code $$it's$$}, {@code $tag$...$tag$}). Both are plain string constants in PostgreSQL;
 * neither our parser nor H2 reads all of them. Done on the text before it is parsed, so everything
 * after (parser, rules, H2) sees one form; bind parameters are untouched and keep their order.
 *
 * <p>{@link #checked} refuses, with PostgreSQL's SQLState, what PostgreSQL's lexer refuses and H2 would
 * run as something else: an escape string with a bad Unicode escape (42601, 22025), bytes that are
 * no UTF-8 or a NUL (22021); a {@code U&'...'} string with a NUL's escape (42601); a NUL anywhere in
 * the text (22021: no PostgreSQL string or name can hold one); a {@code $} that opens neither a
 * parameter nor a dollar quote (42601; H2 failed with an internal error). {@link #standard} leaves
 * such strings as written, for texts already checked.
 */
final class StringForms {

    private StringForms() {
    }

    /** {@code sql} with every escape or dollar-quoted string written as a standard literal; the same String when there is none. */
    static String standard(String sql) {
        try {
            return rewrite(sql, false);
        } catch (UnsupportedSqlException cannotHappen) {
            throw new IllegalStateException(cannotHappen);
        }
    }

    /** As {@link #standard}, but refusing what PostgreSQL's lexer refuses (see above). */
    static String checked(String sql) throws UnsupportedSqlException {
        if (sql.indexOf('\0') >= 0) {
            throw invalidByte(0);
        }
        return rewrite(sql, true);
    }

    private static String rewrite(String sql, boolean strict) throws UnsupportedSqlException {
        if (sql.indexOf('$') < 0 && sql.indexOf('\'') < 0) {
            return sql;
        }
        StringBuilder out = null;
        int copied = 0;
        int n = sql.length();
        LexingStop.Poll poll = LexingStop.poll(sql);
        for (int i = 0; i < n; i++) {
            poll.at(i);
            char c = sql.charAt(i);
            int skipped = commentOrNameEnd(sql, i);
            if (skipped >= 0) {
                i = skipped;
            } else if (c == '\'' && isEscapeString(sql, i)) {
                int end = escapeStringEnd(sql, i);
                String decoded;
                try {
                    decoded = end < 0 ? null : decode(sql, i + 1, end);
                } catch (UnsupportedSqlException rejected) {
                    if (strict) {
                        throw rejected;
                    }
                    decoded = null; // left as written
                }
                if (decoded == null) {
                    i = end < 0 ? n : end;
                    continue;
                }
                out = out == null ? new StringBuilder(n) : out;
                out.append(sql, copied, i - 1).append(literal(decoded));
                copied = end + 1;
                i = end;
            } else if (c == '\'') {
                int close = closingQuote(sql, i);
                if (strict && isUnicodeString(sql, i)) {
                    checkUnicodeEscapes(sql, i + 1, close);
                }
                i = close;
            } else if (c == '$' && (i == 0 || !isWordChar(sql.charAt(i - 1)))) {
                int tagEnd = dollarTagEnd(sql, i);
                if (tagEnd < 0) {
                    if (strict && (i + 1 == n || !Character.isDigit(sql.charAt(i + 1)))) {
                        throw UnsupportedSqlException.syntaxError("$"); // neither $1 nor a dollar quote
                    }
                    continue; // $1
                }
                String tag = sql.substring(i, tagEnd + 1);
                int close = sql.indexOf(tag, tagEnd + 1);
                if (close < 0) {
                    i = n; // unterminated: left for H2 to refuse
                    continue;
                }
                out = out == null ? new StringBuilder(n) : out;
                out.append(sql, copied, i).append(literal(sql.substring(tagEnd + 1, close)));
                copied = close + tag.length();
                i = copied - 1;
            }
        }
        if (out == null) {
            return sql;
        }
        return out.append(sql, copied, n).toString();
    }

    /**
     * {@code sql} read as PostgreSQL reads it with {@code standard_conforming_strings} off: a plain
     * {@code '...'} string holding a backslash becomes the escape string {@code E'...'} it is then
     * (its end found as an escape string's, so {@code 'it\'s'} is one string), and a {@code U&'...'}
     * string is refused as PostgreSQL refuses it (0A000), a national {@code N'...'} one holding a
     * backslash as one the engine does not read. Bit strings ({@code B'...'}, {@code X'...'}),
     * escape strings, dollar quotes, quoted names and comments are as with the setting on; the same
     * String when nothing changes.
     */
    static String withBackslashEscapes(String sql) throws UnsupportedSqlException {
        if (sql.indexOf('\'') < 0) {
            return sql;
        }
        StringBuilder out = null;
        int copied = 0;
        int n = sql.length();
        LexingStop.Poll poll = LexingStop.poll(sql);
        for (int i = 0; i < n; i++) {
            poll.at(i);
            char c = sql.charAt(i);
            int skipped = commentOrNameEnd(sql, i);
            if (skipped >= 0) {
                i = skipped;
            } else if (c == '$' && (i == 0 || !isWordChar(sql.charAt(i - 1))) && dollarTagEnd(sql, i) >= 0) {
                int tagEnd = dollarTagEnd(sql, i);
                int close = sql.indexOf(sql.substring(i, tagEnd + 1), tagEnd + 1);
                i = close < 0 ? n : close + tagEnd - i;
            } else if (c == '\'' && isUnicodeString(sql, i)) {
                throw UnsupportedSqlException.rejectedByPostgres("0A000", "unsafe use of string constant with Unicode escapes:"
                        + " string constants with Unicode escapes cannot be used when standard_conforming_strings is off");
            } else if (c == '\'' && isPrefixed(sql, i, "BbXx")) {
                i = closingQuote(sql, i);
            } else if (c == '\'') {
                int end = escapeStringEnd(sql, i);
                int stop = end < 0 ? n : end;
                boolean backslash = sql.substring(i, stop).indexOf('\\') >= 0;
                if (backslash && isPrefixed(sql, i, "Nn")) {
                    throw new UnsupportedSqlException("a national character string N'...' holding a backslash while"
                            + " standard_conforming_strings is off; write it as E'...'");
                }
                if (backslash && !isEscapeString(sql, i)) {
                    out = out == null ? new StringBuilder(n + 8) : out;
                    out.append(sql, copied, i).append(i > 0 && isWordChar(sql.charAt(i - 1)) ? " E" : "E");
                    copied = i;
                }
                i = stop;
            }
        }
        return out == null ? sql : out.append(sql, copied, n).toString();
    }

    /** The index of the last character of the comment or quoted name that starts at {@code i} (the text's length when it is not closed), or -1. */
    static int commentOrNameEnd(String sql, int i) {
        char c = sql.charAt(i);
        boolean twoChars = i + 1 < sql.length();
        if (c == '-' && twoChars && sql.charAt(i + 1) == '-') {
            int eol = sql.indexOf('\n', i);
            return eol < 0 ? sql.length() : eol;
        } else if (c == '/' && twoChars && sql.charAt(i + 1) == '*') {
            int end = sql.indexOf("*/", i + 2);
            return end < 0 ? sql.length() : end + 1;
        }
        return c == '"' ? closingQuote(sql, i) : -1;
    }

    /** A quote preceded by a lone letter of {@code letters}. */
    private static boolean isPrefixed(String sql, int quote, String letters) {
        return quote >= 1 && letters.indexOf(sql.charAt(quote - 1)) >= 0 && (quote < 2 || !isWordChar(sql.charAt(quote - 2)));
    }

    /** A quote preceded by a lone {@code E} or {@code e}: the E is no part of a longer word. */
    private static boolean isEscapeString(String sql, int quote) {
        return isPrefixed(sql, quote, "Ee");
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    /** The index of the quote closing a standard literal or quoted name opened at {@code open} (doubled quotes inside). */
    static int closingQuote(String sql, int open) {
        char quote = sql.charAt(open);
        for (int i = open + 1; i < sql.length(); i++) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return sql.length();
    }

    /** The index of the quote closing an escape string opened at {@code open}, or -1 when it is not closed. */
    private static int escapeStringEnd(String sql, int open) {
        for (int i = open + 1; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '\'') {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return -1;
    }

    /** The index of the {@code $} closing a dollar-quote tag opened at {@code start}, or -1 when {@code start} opens none. */
    private static int dollarTagEnd(String sql, int start) {
        int i = start + 1;
        if (i < sql.length() && Character.isDigit(sql.charAt(i))) {
            return -1; // a positional parameter
        }
        while (i < sql.length() && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '_')) {
            i++;
        }
        return i < sql.length() && sql.charAt(i) == '$' ? i : -1;
    }

    private static String literal(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    /**
     * The value of the escape string between {@code from} and {@code to} (exclusive), as PostgreSQL
     * decodes it, refused as PostgreSQL refuses it. Octal and hex escapes give bytes, which must form
     * UTF-8 with the characters around them.
     */
    private static String decode(String sql, int from, int to) throws UnsupportedSqlException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(to - from);
        for (int i = from; i < to; i++) {
            char c = sql.charAt(i);
            if (c == '\'') {
                i++; // '' inside the string
                bytes.write('\'');
                continue;
            }
            if (c != '\\') {
                int end = Character.isHighSurrogate(c) && i + 1 < to ? i + 2 : i + 1;
                bytes.writeBytes(sql.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end - 1;
                continue;
            }
            char e = sql.charAt(++i);
            switch (e) {
                case 'b' -> bytes.write('\b');
                case 'f' -> bytes.write('\f');
                case 'n' -> bytes.write('\n');
                case 'r' -> bytes.write('\r');
                case 't' -> bytes.write('\t');
                case 'x' -> {
                    int digits = hexDigits(sql, i + 1, to, 2);
                    if (digits == 0) {
                        bytes.write('x'); // PostgreSQL: \x with no hex digit is x
                    } else {
                        bytes.write(Integer.parseInt(sql.substring(i + 1, i + 1 + digits), 16));
                        i += digits;
                    }
                }
                case 'u', 'U' -> {
                    int length = e == 'u' ? 4 : 8;
                    if (hexDigits(sql, i + 1, to, length) != length) {
                        throw UnsupportedSqlException.rejectedByPostgres("22025", "invalid Unicode escape");
                    }
                    long code = Long.parseLong(sql.substring(i + 1, i + 1 + length), 16);
                    if (code == 0 || code > Character.MAX_CODE_POINT || code >= 0xD800 && code <= 0xDFFF) {
                        // surrogate pairs written as two escapes are refused too, which PostgreSQL would read as one character
                        throw invalidUnicodeValue();
                    }
                    bytes.writeBytes(new String(Character.toChars((int) code)).getBytes(StandardCharsets.UTF_8));
                    i += length;
                }
                default -> {
                    if (e >= '0' && e <= '7') {
                        int digits = 1;
                        while (digits < 3 && i + digits < to && sql.charAt(i + digits) >= '0' && sql.charAt(i + digits) <= '7') {
                            digits++;
                        }
                        bytes.write(Integer.parseInt(sql.substring(i, i + digits), 8) & 0xFF);
                        i += digits - 1;
                    } else {
                        int end = Character.isHighSurrogate(e) && i + 1 < to ? i + 2 : i + 1;
                        bytes.writeBytes(sql.substring(i, end).getBytes(StandardCharsets.UTF_8));
                        i = end - 1;
                    }
                }
            }
        }
        byte[] raw = bytes.toByteArray();
        for (byte b : raw) {
            if (b == 0) {
                throw invalidByte(0); // PostgreSQL's strings hold no NUL
            }
        }
        ByteBuffer buffer = ByteBuffer.wrap(raw);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(buffer).toString();
        } catch (CharacterCodingException notUtf8) {
            throw invalidByte(raw[Math.min(buffer.position(), raw.length - 1)] & 0xFF);
        }
    }

    /** A quote preceded by {@code U&} (or {@code u&}), the U no part of a longer word. */
    private static boolean isUnicodeString(String sql, int quote) {
        return quote >= 2 && sql.charAt(quote - 1) == '&' && (sql.charAt(quote - 2) == 'U' || sql.charAt(quote - 2) == 'u')
                && (quote < 3 || !isWordChar(sql.charAt(quote - 3)));
    }

    /** Refuses a {@code U&} string (between {@code from} and {@code to}) whose escapes name a NUL, which H2 would keep. */
    private static void checkUnicodeEscapes(String sql, int from, int to) throws UnsupportedSqlException {
        for (int i = from; i < to; i++) {
            if (sql.charAt(i) != '\\') {
                continue;
            }
            if (i + 1 < to && sql.charAt(i + 1) == '\\') {
                i++;
                continue;
            }
            int start = i + 1 < to && sql.charAt(i + 1) == '+' ? i + 2 : i + 1;
            int length = start == i + 2 ? 6 : 4;
            if (hexDigits(sql, start, to, length) == length && Long.parseLong(sql.substring(start, start + length), 16) == 0) {
                throw invalidUnicodeValue();
            }
        }
    }

    private static UnsupportedSqlException invalidUnicodeValue() {
        return UnsupportedSqlException.rejectedByPostgres("42601", "invalid Unicode escape value");
    }

    private static UnsupportedSqlException invalidByte(int value) {
        return UnsupportedSqlException.rejectedByPostgres("22021", String.format("invalid byte sequence for encoding \"UTF8\": 0x%02x", value));
    }

    private static int hexDigits(String sql, int from, int to, int max) {
        int digits = 0;
        while (digits < max && from + digits < to && Character.digit(sql.charAt(from + digits), 16) >= 0) {
            digits++;
        }
        return digits;
    }
}
