package io.hotrow.rewrite.analysis;

/** Lexical facts about SQL text that need no parser. */
final class StatementTexts {

    private StatementTexts() {
    }

    /**
     * Whether the text holds more than one statement: a semicolon outside quotes, comments and
     * dollar-quoted bodies that is followed by anything but white space, comments or more semicolons.
     */
    static boolean hasMultipleStatements(String sql) {
        int n = sql.length();
        boolean sawTerminator = false;
        for (int i = 0; i < n; i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = skipQuoted(sql, i, c);
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? n : eol;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                int end = sql.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 1;
            } else if (c == '$') {
                i = skipDollarQuoted(sql, i);
            } else if (c == ';') {
                sawTerminator = true;
            } else if (!Character.isWhitespace(c) && sawTerminator) {
                return true;
            }
        }
        return false;
    }

    private static int skipQuoted(String sql, int start, char quote) {
        for (int i = start + 1; i < sql.length(); i++) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i++; // doubled quote inside the literal
                } else {
                    return i;
                }
            }
        }
        return sql.length();
    }

    private static int skipDollarQuoted(String sql, int start) {
        int tagEnd = start + 1;
        while (tagEnd < sql.length() && (Character.isLetterOrDigit(sql.charAt(tagEnd)) || sql.charAt(tagEnd) == '_')) {
            tagEnd++;
        }
        if (tagEnd >= sql.length() || sql.charAt(tagEnd) != '$') {
            return start; // a lone '$', as in a positional parameter: nothing to skip
        }
        String tag = sql.substring(start, tagEnd + 1);
        int close = sql.indexOf(tag, tagEnd + 1);
        return close < 0 ? sql.length() : close + tag.length() - 1;
    }
}
