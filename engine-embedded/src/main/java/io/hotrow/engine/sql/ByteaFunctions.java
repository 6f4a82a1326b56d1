package io.hotrow.engine.sql;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Locale;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code encode(bytea, format)} and {@code decode(text, format)} for the formats
 * {@code hex}, {@code base64} and {@code escape}, and PostgreSQL's text input of bytea, which the
 * dialect shim calls for a string literal cast to bytea ({@code '\xdeadbeef'::bytea}): H2's cast
 * takes the string's UTF-8 bytes instead; get_byte, set_byte, get_bit, set_bit, the sha2 digests,
 * convert_from and convert_to, which H2 lacks. Installed by {@link PostgresFunctions}; strict.
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

    /** A string argument is bytea input, as PostgreSQL reads the untyped literal of {@code encode('\\x00', 'hex')}. */
    public static String encode(Value value, String format) throws SQLException {
        if (value == ValueNull.INSTANCE || format == null) {
            return null;
        }
        byte[] data = bytes(value);
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

    /** {@code get_byte(bytes, n)}: the byte at offset {@code n} (from 0). */
    public static Integer getByte(Value value, Integer n) throws SQLException {
        byte[] data = bytes(value);
        if (data == null || n == null) {
            return null;
        }
        return data[offset(data, n, 1)] & 0xff;
    }

    /** {@code set_byte(bytes, n, value)}: a copy with the byte at offset {@code n} set to the low 8 bits of {@code value}. */
    public static byte[] setByte(Value bytes, Integer n, Integer value) throws SQLException {
        byte[] data = bytes(bytes);
        if (data == null || n == null || value == null) {
            return null;
        }
        byte[] copy = data.clone();
        copy[offset(data, n, 1)] = value.byteValue();
        return copy;
    }

    /** {@code get_bit(bytes, n)}: bit {@code n % 8} (from the lowest) of byte {@code n / 8}. */
    public static Integer getBit(Value value, Long n) throws SQLException {
        byte[] data = bitsOf(value, "get_bit");
        if (data == null || n == null) {
            return null;
        }
        int at = offset(data, n, 8);
        return data[at] >> (int) (n % 8) & 1;
    }

    public static byte[] setBit(Value value, Long n, Integer bit) throws SQLException {
        byte[] data = bitsOf(value, "set_bit");
        if (data == null || n == null || bit == null) {
            return null;
        }
        if (bit != 0 && bit != 1) {
            throw new SQLException("new bit must be 0 or 1", "22023");
        }
        int at = offset(data, n, 8);
        byte[] copy = data.clone();
        int mask = 1 << (int) (n % 8);
        copy[at] = (byte) (bit == 1 ? copy[at] | mask : copy[at] & ~mask);
        return copy;
    }

    /**
     * The bytes of a bytea argument. A string is read as bytea's text input, as PostgreSQL reads the untyped
     * literal of {@code sha256('\\x00')}: H2 would convert it to its UTF-8 bytes.
     */
    private static byte[] bytes(Value value) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        return DataType.isCharacterStringType(value.getValueType()) ? input(value.getString()) : value.getBytesNoCopy();
    }

    /** get_bit and set_bit of a string are PostgreSQL's bit-string functions, which the engine lacks: refused, not read as bytea. */
    private static byte[] bitsOf(Value value, String function) throws SQLException {
        if (DataType.isCharacterStringType(value.getValueType())) {
            throw new SQLException("function " + function + "(text, integer) does not exist: cast the argument to bytea", "42883");
        }
        return bytes(value);
    }

    /** The byte offset of element {@code n} counted in {@code perByte} units a byte; PostgreSQL's 2202E outside. */
    private static int offset(byte[] data, long n, int perByte) throws SQLException {
        long last = (long) data.length * perByte - 1;
        if (n < 0 || n > last) {
            throw new SQLException("index " + n + " out of valid range, 0.." + last, "2202E");
        }
        return (int) (n / perByte);
    }

    public static byte[] sha224(Value data) throws SQLException {
        return digest(bytes(data), "SHA-224");
    }

    public static byte[] sha256(Value data) throws SQLException {
        return digest(bytes(data), "SHA-256");
    }

    public static byte[] sha384(Value data) throws SQLException {
        return digest(bytes(data), "SHA-384");
    }

    public static byte[] sha512(Value data) throws SQLException {
        return digest(bytes(data), "SHA-512");
    }

    private static byte[] digest(byte[] data, String algorithm) throws SQLException {
        if (data == null) {
            return null;
        }
        try {
            return MessageDigest.getInstance(algorithm).digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new SQLException(algorithm + " is not available in this JVM", "58000", e);
        }
    }

    /** {@code convert_from(bytes, encoding)}: the bytes read as text in the encoding. */
    public static String convertFrom(Value value, String encoding) throws SQLException {
        byte[] data = bytes(value);
        if (data == null || encoding == null) {
            return null;
        }
        return new String(data, charset(encoding));
    }

    /** {@code convert_to(text, encoding)}: the text's bytes in the encoding. */
    public static byte[] convertTo(String text, String encoding) throws SQLException {
        if (text == null || encoding == null) {
            return null;
        }
        return text.getBytes(charset(encoding));
    }

    /** PostgreSQL's encoding names that Java knows by another spelling (UTF8, LATIN1, WIN1252, SQL_ASCII). */
    private static Charset charset(String encoding) throws SQLException {
        String name = encoding.toUpperCase(Locale.ROOT).replace("_", "").replace("-", "");
        String java = switch (name) {
            case "UTF8", "UNICODE" -> "UTF-8";
            case "LATIN1" -> "ISO-8859-1";
            case "LATIN9" -> "ISO-8859-15";
            case "SQLASCII" -> "US-ASCII";
            default -> name.startsWith("WIN") ? "windows-" + name.substring(3) : encoding;
        };
        try {
            return Charset.forName(java);
        } catch (IllegalArgumentException e) {
            throw new SQLException("invalid source encoding name \"" + encoding + "\"", "22023", e);
        }
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
