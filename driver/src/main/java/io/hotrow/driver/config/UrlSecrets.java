package io.hotrow.driver.config;

import java.util.regex.Pattern;

/**
 * Finds and masks what may be a secret in text from a URL, before a message quotes it: the value
 * after a password-like key, and user information ({@code user:password@}). Percent-encoded forms
 * count as well, since a {@code postgresUrl} inside a hotrow URL arrives encoded once (and its own
 * nested parts twice); the text shown stays as written.
 */
final class UrlSecrets {

    private static final String MASK = "***";
    /** In a key, what makes its value a secret: password, sslpassword, passwd, pwd, secret, secretKey, token. */
    private static final Pattern SECRET_WORD = Pattern.compile("(?i)passw(?:or)?d|pwd|secret|token");
    /** Rounds of decoding: enough for a nested URL encoded twice, and each round is linear. */
    private static final int DECODE_ROUNDS = 3;

    private UrlSecrets() {
    }

    /** Whether {@code text} holds a password-like key with a value (password=, also percent-encoded). */
    static boolean namesSecret(String text) {
        String plain = Decoded.of(text).text();
        return secretFrom(plain) < plain.length();
    }

    /**
     * {@code text} with user information and everything after a password-like key replaced by
     * {@value #MASK}. The value is masked to the end of the text: an unencoded {@code &} or
     * {@code ;} inside a password leaves no sure end to it.
     */
    static String mask(String text) {
        Decoded decoded = Decoded.of(text);
        String plain = decoded.text();
        int secretFrom = secretFrom(plain);
        int at = plain.lastIndexOf('@', secretFrom - 1); // the last: a password may hold an @ of its own
        StringBuilder shown = new StringBuilder();
        int keptFrom = 0;
        if (at >= 0) {
            int authority = plain.indexOf("//");
            // The first //: a password may hold a / of its own. Without one, all before the @ may be user:password.
            int userFrom = authority >= 0 && authority < at ? authority + 2 : 0;
            shown.append(text, 0, decoded.offset(userFrom)).append(MASK);
            keptFrom = at;
        }
        shown.append(text, decoded.offset(keptFrom), decoded.offset(secretFrom));
        return secretFrom < plain.length() ? shown.append(MASK).toString() : shown.toString();
    }

    /**
     * Where the value of the first password-like key in {@code plain} starts, or its length. Each key
     * is read back from its {@code =}, so every character is read at most twice: a pattern searched
     * from every position took quadratic time on a long run of letters.
     */
    private static int secretFrom(String plain) {
        for (int equals = plain.indexOf('='); equals >= 0; equals = plain.indexOf('=', equals + 1)) {
            int keyTo = equals;
            while (keyTo > 0 && Character.isWhitespace(plain.charAt(keyTo - 1))) {
                keyTo--;
            }
            int keyFrom = keyTo;
            while (keyFrom > 0 && isKeyChar(plain.charAt(keyFrom - 1))) {
                keyFrom--;
            }
            if (SECRET_WORD.matcher(plain).region(keyFrom, keyTo).find()) {
                return equals + 1;
            }
        }
        return plain.length();
    }

    private static boolean isKeyChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }

    /**
     * {@code text} with its percent-escapes of ASCII characters decoded, and for each character of
     * the result the offset in {@code text} where it starts ({@code offsets[length]} is the end).
     */
    private record Decoded(String text, int[] offsets) {

        int offset(int index) {
            return offsets[index];
        }

        static Decoded of(String original) {
            char[] chars = original.toCharArray();
            int length = chars.length;
            int[] offsets = new int[length + 1];
            for (int i = 0; i <= length; i++) {
                offsets[i] = i;
            }
            for (int round = 0; round < DECODE_ROUNDS; round++) {
                char[] out = new char[length];
                int[] outOffsets = new int[length + 1];
                int n = 0;
                for (int i = 0; i < length; n++) {
                    int escaped = asciiEscape(chars, i, length);
                    outOffsets[n] = offsets[i];
                    out[n] = escaped < 0 ? chars[i] : (char) escaped;
                    i += escaped < 0 ? 1 : 3;
                }
                outOffsets[n] = offsets[length];
                if (n == length) {
                    break; // nothing left to decode
                }
                chars = out;
                length = n;
                offsets = outOffsets;
            }
            return new Decoded(new String(chars, 0, length), offsets);
        }

        /** The ASCII character {@code %XX} at {@code i} stands for, or -1. */
        private static int asciiEscape(char[] chars, int i, int length) {
            if (chars[i] != '%' || i + 2 >= length) {
                return -1;
            }
            int high = Character.digit(chars[i + 1], 16);
            int low = Character.digit(chars[i + 2], 16);
            return high < 0 || low < 0 || high > 7 ? -1 : high * 16 + low;
        }
    }
}
