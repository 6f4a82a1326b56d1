package io.hotrow.engine.wire;

/** The value of a PostgreSQL string literal token: {@code 'it''s'}, {@code E'\t'}, {@code $$...$$}. */
final class SqlLiterals {

    private SqlLiterals() {
    }

    static String stringValue(String token) {
        if (token.startsWith("$")) {
            int tagEnd = token.indexOf('$', 1);
            return token.substring(tagEnd + 1, token.length() - tagEnd - 1);
        }
        if (token.startsWith("E'") || token.startsWith("e'")) {
            return escaped(token.substring(2, token.length() - 1));
        }
        int open = token.indexOf('\'');
        return token.substring(open + 1, token.length() - 1).replace("''", "'");
    }

    /** Backslash escapes of an E'' literal: \b \f \n \r \t, octal, hex, and any other character as itself. */
    private static String escaped(String body) {
        StringBuilder value = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\'' && i + 1 < body.length() && body.charAt(i + 1) == '\'') {
                value.append('\'');
                i++;
            } else if (c != '\\' || i + 1 == body.length()) {
                value.append(c);
            } else {
                char next = body.charAt(++i);
                switch (next) {
                    case 'b' -> value.append('\b');
                    case 'f' -> value.append('\f');
                    case 'n' -> value.append('\n');
                    case 'r' -> value.append('\r');
                    case 't' -> value.append('\t');
                    case 'x' -> {
                        int end = i + 1;
                        while (end < body.length() && end < i + 3 && Character.digit(body.charAt(end), 16) >= 0) {
                            end++;
                        }
                        if (end == i + 1) {
                            value.append('x');
                        } else {
                            value.append((char) Integer.parseInt(body.substring(i + 1, end), 16));
                            i = end - 1;
                        }
                    }
                    default -> {
                        if (next >= '0' && next <= '7') {
                            int end = i;
                            while (end < body.length() && end < i + 3 && body.charAt(end) >= '0' && body.charAt(end) <= '7') {
                                end++;
                            }
                            value.append((char) Integer.parseInt(body.substring(i, end), 8));
                            i = end - 1;
                        } else {
                            value.append(next);
                        }
                    }
                }
            }
        }
        return value.toString();
    }
}
