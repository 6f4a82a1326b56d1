package io.hotrow.engine.sql;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Locale;

/**
 * PostgreSQL's {@code encode(bytea, format)} and {@code decode(text, format)} for the formats
 * {@code hex}, {@code base64} and {@code escape}, and PostgreSQL's text input of bytea, which the
 * dialect shim calls for a string literal cast to bytea ({@code '\xdeadbeef'::bytea}): H2's cast
 * takes the string's UTF-8 bytes instead. Installed by {@link PostgresFunctions}; strict.
 */
public final class ByteaFunctions {

    /** PostgreSQL's base64 output breaks lines after 76 characters. */
    private static final Base64.Encoder BASE64 = Base64.getMimeEncoder(76, new byte[] {'\n'});

    private ByteaFunctions() {
    }

    /** PostgreSQL's text output of bytea (bytea_output = hex): {@code \xdeadbeef}, as pgjdbc's getString reads it. */
    public static String output(byte[] data) {
        return "\\x" + HexFormat.of().formatHex(data);
    }

    public static String encode(byte[] data, String format) throws SQLException {
        if (data == null || format == null) {
            return null;
        }
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "hex" -> HexFormat.of().formatHex(data);
            case "base64" -> BASE64.encodeToString(data);
            case "escape" -> escape(data);
            default -> throw unknownFormat(format);
        };
    }

    public static byte[] decode(String text, String format) throws SQLException {
        if (text == null || format == null) {
            return null;
        }
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "hex" -> hex(text, 0);
            case "base64" -> base64(text);
            case "escape" -> unescape(text);
            default -> throw unknownFormat(format);
        };
    }

    /** bytea's text input: hex after {@code \x}, else the escape format. */
    public static byte[] input(String text) throws SQLException {
        if (text == null) {
            return null;
        }
        return text.startsWith("\\x") || text.startsWith("\\X") ? hex(text, 2) : unescape(text);
    }

    /** Zero bytes and bytes with the high bit set as {@code \ooo}, backslashes doubled, the rest as they are. */
    private static String escape(byte[] data) {
        StringBuilder out = new StringBuilder(data.length);
        for (byte b : data) {
            int v = b & 0xff;
            if (v == 0 || v >= 0x80) {
                out.append('\\').append((char) ('0' + (v >> 6))).append((char) ('0' + (v >> 3 & 7))).append((char) ('0' + (v & 7)));
            } else if (v == '\\') {
                out.append("\\\\");
            } else {
                out.append((char) v);
            }
        }
        return out.toString();
    }

    /** Pairs of hex digits from {@code from} on, whitespace allowed between pairs. */
    private static byte[] hex(String text, int from) throws SQLException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() / 2);
        int i = from;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int high = hexDigit(c);
            if (i + 1 >= n) {
                throw new SQLException("invalid hexadecimal data: odd number of digits", "22023");
            }
            int low = hexDigit(text.charAt(i + 1));
            out.write(high << 4 | low);
            i += 2;
        }
        return out.toByteArray();
    }

    private static int hexDigit(char c) throws SQLException {
        int digit = Character.digit(c, 16);
        if (digit < 0 || c > 127) {
            throw new SQLException("invalid hexadecimal digit: \"" + c + "\"", "22023");
        }
        return digit;
    }

    private static byte[] base64(String text) throws SQLException {
        String compact = text.replaceAll("\\s", "");
        if (compact.length() % 4 != 0) {
            throw new SQLException("invalid base64 end sequence", "22023");
        }
        try {
            return Base64.getDecoder().decode(compact);
        } catch (IllegalArgumentException e) {
            throw new SQLException("invalid symbol in base64 data", "22023", e);
        }
    }

    /** The escape format: {@code \\} a backslash, {@code \ooo} an octal byte, other characters their UTF-8 bytes. */
    private static byte[] unescape(String text) throws SQLException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] != '\\') {
                out.write(bytes[i]);
            } else if (i + 1 < bytes.length && bytes[i + 1] == '\\') {
                out.write('\\');
                i++;
            } else if (i + 3 < bytes.length && isOctal(bytes[i + 1], '3') && isOctal(bytes[i + 2], '7') && isOctal(bytes[i + 3], '7')) {
                out.write((bytes[i + 1] - '0') << 6 | (bytes[i + 2] - '0') << 3 | (bytes[i + 3] - '0'));
                i += 3;
            } else {
                throw new SQLException("invalid input syntax for type bytea", "22P02");
            }
        }
        return out.toByteArray();
    }

    private static boolean isOctal(byte b, char highest) {
        return b >= '0' && b <= highest;
    }

    private static SQLException unknownFormat(String format) {
        return new SQLException("unrecognized encoding: \"" + format + "\"", "22023");
    }
}
