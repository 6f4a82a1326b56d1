package io.hotrow.engine.store;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 that keeps every Java string as it was, lone UTF-16 surrogates included (the encoding
 * known as WTF-8). Java's UTF-8 turns a lone surrogate into {@code ?}, so a value or a name the
 * engine acknowledged came back altered from the log. A lone surrogate is written as the three
 * bytes UTF-8's scheme gives its code unit; every other string is written exactly as UTF-8, so
 * objects written before read the same, and both ways take Java's intrinsic path unless a string
 * holds a lone surrogate.
 */
final class LosslessUtf8 {

    private LosslessUtf8() {
    }

    static byte[] encode(String value) {
        if (!hasLoneSurrogate(value)) {
            return value.getBytes(StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(value.length() * 3);
        int runStart = 0;
        for (int i = 0; i < value.length(); i++) {
            if (isLone(value, i)) {
                out.writeBytes(value.substring(runStart, i).getBytes(StandardCharsets.UTF_8));
                char c = value.charAt(i);
                out.write(0xE0 | (c >> 12));
                out.write(0x80 | ((c >> 6) & 0x3F));
                out.write(0x80 | (c & 0x3F));
                runStart = i + 1;
            } else if (Character.isHighSurrogate(value.charAt(i))) {
                i++; // a pair: UTF-8 proper writes it
            }
        }
        out.writeBytes(value.substring(runStart).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    static String decode(byte[] bytes) {
        int first = nextSurrogate(bytes, 0);
        if (first < 0) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
        StringBuilder text = new StringBuilder(bytes.length);
        int runStart = 0;
        for (int at = first; at >= 0; at = nextSurrogate(bytes, runStart)) {
            text.append(new String(bytes, runStart, at - runStart, StandardCharsets.UTF_8));
            text.append((char) (((bytes[at] & 0x0F) << 12) | ((bytes[at + 1] & 0x3F) << 6) | (bytes[at + 2] & 0x3F)));
            runStart = at + 3;
        }
        return text.append(new String(bytes, runStart, bytes.length - runStart, StandardCharsets.UTF_8)).toString();
    }

    private static boolean hasLoneSurrogate(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isSurrogate(c)) {
                if (isLone(value, i)) {
                    return true;
                }
                i++;
            }
        }
        return false;
    }

    /** Whether the char at {@code i} is a surrogate that is not half of a pair starting there. */
    private static boolean isLone(String value, int i) {
        char c = value.charAt(i);
        if (Character.isLowSurrogate(c)) {
            return true; // a low surrogate after a high one was skipped with it
        }
        return Character.isHighSurrogate(c) && (i + 1 == value.length() || !Character.isLowSurrogate(value.charAt(i + 1)));
    }

    /** Where the next encoded surrogate (ED A0..BF xx) starts at or after {@code from}, or -1. */
    private static int nextSurrogate(byte[] bytes, int from) {
        for (int i = from; i + 2 < bytes.length; i++) {
            if (bytes[i] == (byte) 0xED && (bytes[i + 1] & 0xE0) == 0xA0 && (bytes[i + 2] & 0xC0) == 0x80) {
                return i;
            }
        }
        return -1;
    }
}
