package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;

/**
 * PostgreSQL 15's lexer refuses a number run into a name: {@code 0x1F}, {@code 0b101}, {@code 1_000}, {@code 2abc}, and an exponent
 * without digits ({@code 1e}, {@code 1e+}), with 42601 "trailing junk after numeric literal". H2 read {@code 0x1F} as 31,
 * {@code 1_000} as 1000, and the rules would read {@code 2abc} as a number and a name.
 */
final class NumericJunk {

    private NumericJunk() {
    }

    /** Refuses {@code sql} (strings already standard literals, {@link StringForms}) where a number runs into a name. */
    static void check(String sql) throws UnsupportedSqlException {
        int n = sql.length();
        for (int i = 0; i < n; i++) {
            char c = sql.charAt(i);
            int skipped = c == '\'' ? StringForms.closingQuote(sql, i) : StringForms.commentOrNameEnd(sql, i);
            if (skipped >= 0) {
                i = skipped;
            } else if (isDigit(sql, i) || c == '.' && isDigit(sql, i + 1)) {
                i = numberEnd(sql, i) - 1;
            } else if (isNameChar(c)) {
                while (i + 1 < n && isNameChar(sql.charAt(i + 1))) {
                    i++; // a name or parameter ($1): its digits are no number
                }
            }
        }
    }

    /** The end of the number starting at {@code start}, refused when junk follows it. */
    private static int numberEnd(String sql, int start) throws UnsupportedSqlException {
        int i = digitsEnd(sql, start);
        if (i < sql.length() && sql.charAt(i) == '.' && !(i + 1 < sql.length() && sql.charAt(i + 1) == '.')) {
            i = digitsEnd(sql, i + 1);
        }
        if (i < sql.length() && (sql.charAt(i) == 'e' || sql.charAt(i) == 'E')) {
            int exponent = i + 1 < sql.length() && (sql.charAt(i + 1) == '+' || sql.charAt(i + 1) == '-') ? i + 2 : i + 1;
            if (!isDigit(sql, exponent)) {
                throw junk(sql, start, exponent);
            }
            i = digitsEnd(sql, exponent);
        }
        if (i < sql.length() && isNameStart(sql.charAt(i))) {
            throw junk(sql, start, i + 1);
        }
        return i;
    }

    private static UnsupportedSqlException junk(String sql, int start, int end) {
        int shown = end;
        while (shown < sql.length() && isNameChar(sql.charAt(shown))) {
            shown++;
        }
        return UnsupportedSqlException.rejectedByPostgres("42601",
                "trailing junk after numeric literal at or near \"" + sql.substring(start, Math.min(shown, sql.length())) + "\"");
    }

    private static int digitsEnd(String sql, int i) {
        while (isDigit(sql, i)) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(String sql, int i) {
        return i < sql.length() && sql.charAt(i) >= '0' && sql.charAt(i) <= '9';
    }

    /** PostgreSQL's ident_start: a letter, an underscore or any character beyond ASCII. */
    private static boolean isNameStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80;
    }

    private static boolean isNameChar(char c) {
        return isNameStart(c) || c >= '0' && c <= '9' || c == '$';
    }
}
