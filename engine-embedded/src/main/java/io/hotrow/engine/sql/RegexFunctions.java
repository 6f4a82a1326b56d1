package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import org.h2.tools.SimpleResultSet;
import org.h2.value.DataType;
import org.h2.value.Value;

/**
 * PostgreSQL's regular expression functions ({@code regexp_replace}, {@code regexp_match},
 * {@code regexp_matches}, {@code regexp_split_to_array}, {@code regexp_split_to_table},
 * {@code regexp_count}, {@code regexp_instr}, {@code regexp_substr}, and {@code substring(text
 * FROM pattern)}), installed by {@link PostgresFunctions} over H2's own, which differ (H2's
 * regexp_replace replaces every match). Patterns and flags are PostgreSQL's ({@link PostgresRegex});
 * positions count characters from 1; strict: a null argument gives null (no rows).
 */
public final class RegexFunctions {

    private RegexFunctions() {
    }

    public static String replace(Connection c, String text, String regex, String replacement) throws SQLException {
        return replace(c, text, regex, replacement, 1L, null, "", "regexp_replace");
    }

    /** The fourth argument is the flags (text) or where to start (a number), as PostgreSQL resolves it. */
    public static String replace(Connection c, String text, String regex, String replacement, Value flagsOrStart) throws SQLException {
        if (flagsOrStart == null || flagsOrStart.containsNull()) {
            return null;
        }
        return DataType.isCharacterStringType(flagsOrStart.getValueType())
                ? replace(c, text, regex, replacement, 1L, null, flagsOrStart.getString(), "regexp_replace")
                : replace(c, text, regex, replacement, flagsOrStart.getLong(), null, "", "regexp_replace");
    }

    public static String replace(Connection c, String text, String regex, String replacement, Long start, Long n) throws SQLException {
        return n == null ? null : replace(c, text, regex, replacement, start, n, "", "regexp_replace");
    }

    public static String replace(Connection c, String text, String regex, String replacement, Long start, Long n, String flags)
            throws SQLException {
        return n == null ? null : replace(c, text, regex, replacement, start, n, flags, "regexp_replace");
    }

    /** Replaces the {@code n}th match at or after {@code start}; all of them with {@code n} 0, or null and flag g. */
    private static String replace(Connection c, String text, String regex, String replacement, Long start, Long n, String flags,
            String function) throws SQLException {
        if (text == null || regex == null || replacement == null || start == null || flags == null) {
            return null;
        }
        positive("start", start);
        if (n != null && n < 0) {
            throw invalid("n", n);
        }
        PostgresRegex pattern = PostgresRegex.compile(function, regex, flags, true);
        boolean all = n == null ? pattern.global() : n == 0;
        long wanted = n == null || n == 0 ? 1 : n;
        int from = offset(text, start);
        return PostgresRegex.bounded(() -> {
            Matcher m = pattern.matcher(c, text);
            StringBuilder out = new StringBuilder(text.length());
            int copied = 0;
            long seen = 0;
            int searchFrom = from;
            while (searchFrom <= text.length() && m.find(searchFrom)) {
                seen++;
                if (all || seen == wanted) {
                    out.append(text, copied, m.start());
                    appendReplacement(out, replacement, m, text);
                    copied = m.end();
                    if (out.length() > BoundedStrings.MAX_CHARS) {
                        throw new SQLException("requested length too large: regexp_replace would make a string of more than "
                                + BoundedStrings.MAX_CHARS + " characters", "54000");
                    }
                    if (!all) {
                        break;
                    }
                }
                searchFrom = m.end() > m.start() ? m.end() : m.end() + 1;
            }
            return out.append(text, copied, text.length()).toString();
        });
    }

    /** PostgreSQL's replacement text: {@code \1}..{@code \9} a group, {@code \&} the match, {@code \\} a backslash, anything else as written. */
    private static void appendReplacement(StringBuilder out, String replacement, Matcher m, String text) {
        for (int i = 0; i < replacement.length(); i++) {
            char ch = replacement.charAt(i);
            if (ch != '\\' || i + 1 >= replacement.length()) {
                out.append(ch);
                continue;
            }
            char next = replacement.charAt(i + 1);
            if (next >= '1' && next <= '9') {
                int group = next - '0';
                if (group <= m.groupCount() && m.start(group) >= 0) {
                    out.append(text, m.start(group), m.end(group));
                }
                i++;
            } else if (next == '&') {
                out.append(text, m.start(), m.end());
                i++;
            } else if (next == '\\') {
                out.append('\\');
                i++;
            } else {
                out.append('\\');
            }
        }
    }

    /**
     * The pattern of a {@code ~}-family operator in Java's syntax, which H2's operator reads: the
     * dialect shim wraps the operator's right operand in this call ({@code hotrow_regex}).
     */
    public static String operatorPattern(String regex) throws SQLException {
        return regex == null ? null : PostgresRegex.compile("~", regex, "", false).javaSource();
    }

    public static Boolean like(Connection c, String text, String regex) throws SQLException {
        return like(c, text, regex, "");
    }

    /** {@code regexp_like}: whether the pattern matches anywhere in the text. */
    public static Boolean like(Connection c, String text, String regex, String flags) throws SQLException {
        if (text == null || regex == null || flags == null) {
            return null;
        }
        PostgresRegex pattern = PostgresRegex.compile("regexp_like", regex, flags, false);
        return PostgresRegex.bounded(() -> pattern.matcher(c, text).find());
    }

    public static String[] match(Connection c, String text, String regex) throws SQLException {
        return match(c, text, regex, "");
    }

    /** The first match's groups (or the whole match when the pattern has none); null without a match. */
    public static String[] match(Connection c, String text, String regex, String flags) throws SQLException {
        if (text == null || regex == null || flags == null) {
            return null;
        }
        PostgresRegex pattern = PostgresRegex.compile("regexp_match", regex, flags, false);
        return PostgresRegex.bounded(() -> {
            Matcher m = pattern.matcher(c, text);
            return m.find() ? groups(m, text) : null;
        });
    }

    public static ResultSet matches(Connection c, String text, String regex) throws SQLException {
        return matches(c, text, regex, "");
    }

    /** A row for the first match, or for every match with flag g: a table function, as PostgreSQL's returns a set. */
    public static ResultSet matches(Connection c, String text, String regex, String flags) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn("regexp_matches", Types.ARRAY, "CHARACTER VARYING ARRAY", 0, 0);
        if (text == null || regex == null || flags == null) {
            return rows;
        }
        PostgresRegex pattern = PostgresRegex.compile("regexp_matches", regex, flags, true);
        PostgresRegex.bounded(() -> {
            Matcher m = pattern.matcher(c, text);
            while (m.find()) {
                rows.addRow((Object) groups(m, text));
                if (!pattern.global()) {
                    break;
                }
            }
            return null;
        });
        return rows;
    }

    private static String[] groups(Matcher m, String text) {
        if (m.groupCount() == 0) {
            return new String[] {text.substring(m.start(), m.end())};
        }
        String[] groups = new String[m.groupCount()];
        for (int g = 1; g <= m.groupCount(); g++) {
            groups[g - 1] = m.start(g) < 0 ? null : text.substring(m.start(g), m.end(g));
        }
        return groups;
    }

    public static String[] splitToArray(Connection c, String text, String regex) throws SQLException {
        return splitToArray(c, text, regex, "");
    }

    public static String[] splitToArray(Connection c, String text, String regex, String flags) throws SQLException {
        if (text == null || regex == null || flags == null) {
            return null;
        }
        return split(c, text, regex, flags, "regexp_split_to_array").toArray(new String[0]);
    }

    public static ResultSet splitToTable(Connection c, String text, String regex) throws SQLException {
        return splitToTable(c, text, regex, "");
    }

    public static ResultSet splitToTable(Connection c, String text, String regex, String flags) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn("regexp_split_to_table", Types.VARCHAR, "CHARACTER VARYING", 0, 0);
        if (text != null && regex != null && flags != null) {
            for (String part : split(c, text, regex, flags, "regexp_split_to_table")) {
                rows.addRow(part);
            }
        }
        return rows;
    }

    /**
     * The text between matches; as in PostgreSQL, an empty match at the very start or end, or right
     * after the previous match, splits nothing off.
     */
    private static List<String> split(Connection c, String text, String regex, String flags, String function) throws SQLException {
        PostgresRegex pattern = PostgresRegex.compile(function, regex, flags, false);
        return PostgresRegex.bounded(() -> {
            List<String> parts = new ArrayList<>();
            Matcher m = pattern.matcher(c, text);
            int from = 0;
            while (m.find()) {
                if (m.start() == m.end() && (m.start() == from || m.start() == text.length())) {
                    continue;
                }
                parts.add(text.substring(from, m.start()));
                from = m.end();
            }
            parts.add(text.substring(from));
            return parts;
        });
    }

    public static Integer count(Connection c, String text, String regex) throws SQLException {
        return count(c, text, regex, 1L, "");
    }

    public static Integer count(Connection c, String text, String regex, Long start) throws SQLException {
        return count(c, text, regex, start, "");
    }

    public static Integer count(Connection c, String text, String regex, Long start, String flags) throws SQLException {
        if (text == null || regex == null || start == null || flags == null) {
            return null;
        }
        positive("start", start);
        PostgresRegex pattern = PostgresRegex.compile("regexp_count", regex, flags, false);
        int from = offset(text, start);
        return PostgresRegex.bounded(() -> {
            Matcher m = pattern.matcher(c, text);
            int found = 0;
            for (int at = from; at <= text.length() && m.find(at); at = m.end() > m.start() ? m.end() : m.end() + 1) {
                found++;
            }
            return found;
        });
    }

    public static Integer instr(Connection c, String text, String regex) throws SQLException {
        return instr(c, text, regex, 1L, 1L, 0L, "", 0L);
    }

    public static Integer instr(Connection c, String text, String regex, Long start) throws SQLException {
        return instr(c, text, regex, start, 1L, 0L, "", 0L);
    }

    public static Integer instr(Connection c, String text, String regex, Long start, Long n) throws SQLException {
        return instr(c, text, regex, start, n, 0L, "", 0L);
    }

    public static Integer instr(Connection c, String text, String regex, Long start, Long n, Long endOption) throws SQLException {
        return instr(c, text, regex, start, n, endOption, "", 0L);
    }

    public static Integer instr(Connection c, String text, String regex, Long start, Long n, Long endOption, String flags)
            throws SQLException {
        return instr(c, text, regex, start, n, endOption, flags, 0L);
    }

    /** Where the {@code n}th match (or its group {@code group}) begins, or ends with {@code endOption} 1; 0 if there is none. */
    public static Integer instr(Connection c, String text, String regex, Long start, Long n, Long endOption, String flags, Long group)
            throws SQLException {
        if (text == null || regex == null || start == null || n == null || endOption == null || flags == null || group == null) {
            return null;
        }
        if (endOption != 0 && endOption != 1) {
            throw invalid("endoption", endOption);
        }
        int[] span = nth(c, text, regex, start, n, flags, group, "regexp_instr");
        if (span == null) {
            return 0;
        }
        return text.codePointCount(0, endOption == 0 ? span[0] : span[1]) + 1;
    }

    public static String substr(Connection c, String text, String regex) throws SQLException {
        return substr(c, text, regex, 1L, 1L, "", 0L);
    }

    public static String substr(Connection c, String text, String regex, Long start) throws SQLException {
        return substr(c, text, regex, start, 1L, "", 0L);
    }

    public static String substr(Connection c, String text, String regex, Long start, Long n) throws SQLException {
        return substr(c, text, regex, start, n, "", 0L);
    }

    public static String substr(Connection c, String text, String regex, Long start, Long n, String flags) throws SQLException {
        return substr(c, text, regex, start, n, flags, 0L);
    }

    /** The text of the {@code n}th match (or of its group {@code group}); null if there is none. */
    public static String substr(Connection c, String text, String regex, Long start, Long n, String flags, Long group) throws SQLException {
        if (text == null || regex == null || start == null || n == null || flags == null || group == null) {
            return null;
        }
        int[] span = nth(c, text, regex, start, n, flags, group, "regexp_substr");
        return span == null ? null : text.substring(span[0], span[1]);
    }

    /**
     * {@code substring(text FROM pattern)}: the part of the first match the pattern's first group
     * matched, or the whole match when it has no group; null without a match.
     */
    static String substringMatch(Connection c, String text, String regex) throws SQLException {
        PostgresRegex pattern = PostgresRegex.compile("substring", regex, "", false);
        return PostgresRegex.bounded(() -> {
            Matcher m = pattern.matcher(c, text);
            if (!m.find()) {
                return null;
            }
            int g = m.groupCount() > 0 ? 1 : 0;
            return m.start(g) < 0 ? null : text.substring(m.start(g), m.end(g));
        });
    }

    /** The char offsets of the {@code n}th match at or after {@code start}, or of its group; null if none. */
    private static int[] nth(Connection c, String text, String regex, long start, long n, String flags, long group, String function)
            throws SQLException {
        positive("start", start);
        positive("n", n);
        if (group < 0) {
            throw invalid("subexpr", group);
        }
        PostgresRegex pattern = PostgresRegex.compile(function, regex, flags, false);
        int from = offset(text, start);
        return PostgresRegex.bounded(() -> {
            Matcher m = pattern.matcher(c, text);
            long seen = 0;
            for (int at = from; at <= text.length() && m.find(at); at = m.end() > m.start() ? m.end() : m.end() + 1) {
                if (++seen == n) {
                    return group > m.groupCount() || m.start((int) group) < 0 ? null : new int[] {m.start((int) group), m.end((int) group)};
                }
            }
            return null;
        });
    }

    /** The char offset of character position {@code start} (from 1); past the end if the text is shorter. */
    private static int offset(String text, long start) {
        long chars = text.codePointCount(0, text.length());
        return start - 1 >= chars ? text.length() + (start - 1 > chars ? 1 : 0) : text.offsetByCodePoints(0, (int) (start - 1));
    }

    private static void positive(String parameter, long value) throws SQLException {
        if (value < 1) {
            throw invalid(parameter, value);
        }
    }

    private static SQLException invalid(String parameter, long value) {
        return new SQLException("invalid value for parameter \"" + parameter + "\": " + value, "22023");
    }
}
