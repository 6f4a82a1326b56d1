package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * SQL's regular expressions ({@code SIMILAR TO}, {@code substring(s SIMILAR p ESCAPE e)}) as PostgreSQL runs them: translated
 * into a POSIX one by {@code similar_to_escape} (its {@code similar_escape_internal}, as of 15.20), then matched as any
 * PostgreSQL pattern ({@link PostgresRegex}). The translation anchors the whole text ({@code ^(?:...)$}), turns {@code %} and
 * {@code _} into {@code .*} and {@code .}, groups into non-capturing ones, quotes {@code . ^ $ \}, keeps the escape character's
 * next character escaped (so {@code #d} is {@code \d}), and splits at the escape-double-quotes {@code #"} the part
 * {@code substring} returns. The dialect shim writes {@code x SIMILAR TO p ESCAPE e} as {@code x ~ hotrow_similar(p, e)}, H2's
 * operator over the pattern in Java's syntax. Strict: a null argument gives null.
 */
public final class SimilarPatterns {

    private SimilarPatterns() {
    }

    /** {@code similar_to_escape(pattern)}: the escape character is a backslash. */
    public static String similarToEscape(String pattern) throws SQLException {
        return pattern == null ? null : translate(pattern, "\\");
    }

    /** {@code similar_to_escape(pattern, escape)}: an empty escape is none. */
    public static String similarToEscape(String pattern, String escape) throws SQLException {
        return pattern == null || escape == null ? null : translate(pattern, escape);
    }

    /** The pattern of {@code SIMILAR TO} without ESCAPE, in Java's syntax for H2's {@code ~} operator. */
    public static String operatorPattern(String pattern) throws SQLException {
        return RegexFunctions.operatorPattern(similarToEscape(pattern));
    }

    /** The pattern of {@code SIMILAR TO ... ESCAPE escape}, in Java's syntax for H2's {@code ~} operator. */
    public static String operatorPattern(String pattern, String escape) throws SQLException {
        return RegexFunctions.operatorPattern(similarToEscape(pattern, escape));
    }

    /** {@code substring(text SIMILAR pattern ESCAPE escape)}: the part between the escape-double-quotes, or the whole match. */
    static String substring(Connection c, String text, String pattern, String escape) throws SQLException {
        String regex = similarToEscape(pattern, escape);
        return regex == null ? null : RegexFunctions.substringMatch(c, text, regex);
    }

    private static String translate(String pattern, String escape) throws SQLException {
        if (escape.codePointCount(0, escape.length()) > 1) {
            throw new SQLException("invalid escape string\n  Hint: Escape string must be empty or one character.", "22025");
        }
        int escapeChar = escape.isEmpty() ? -1 : escape.codePointAt(0);
        StringBuilder out = new StringBuilder(pattern.length() + 16).append("^(?:");
        boolean afterEscape = false;
        boolean inClass = false;
        int classStart = 0; // 1 just after [, 2 after [^: a ] there is a character, not the class's end
        int quotes = 0;
        for (int i = 0; i < pattern.length(); i += Character.charCount(pattern.codePointAt(i))) {
            int c = pattern.codePointAt(i);
            if (afterEscape) {
                if (c == '"' && !inClass) {
                    if (quotes == 2) {
                        throw new SQLException("SQL regular expression may not contain more than two escape-double-quote separators",
                                "2200C");
                    }
                    out.append(quotes == 0 ? "){1,1}?(" : "){1,1}(?:");
                    quotes++;
                } else {
                    out.append('\\').appendCodePoint(c); // any character may be escaped: \d is a class, as in PostgreSQL
                }
                afterEscape = false;
            } else if (c == escapeChar) {
                afterEscape = true;
            } else if (inClass) {
                if (c == '\\') {
                    out.append('\\'); // a backslash in a class is a character, and stays one in the POSIX pattern
                }
                out.appendCodePoint(c);
                if (c == ']' && classStart > 2) {
                    inClass = false;
                } else {
                    classStart = c == '^' ? classStart + 1 : 3;
                }
            } else {
                switch (c) {
                    case '[' -> {
                        out.append('[');
                        inClass = true;
                        classStart = 1;
                    }
                    case '%' -> out.append(".*");
                    case '_' -> out.append('.');
                    case '(' -> out.append("(?:");
                    case '\\', '.', '^', '$' -> out.append('\\').append((char) c);
                    default -> out.appendCodePoint(c);
                }
            }
        }
        return out.append(")$").toString();
    }
}
