package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.LexingStop;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL keeps at most NAMEDATALEN - 1 = 63 bytes of a name: its lexer cuts every longer
 * identifier, quoted or not, at a UTF-8 character boundary, with a NOTICE (42622). H2 keeps names of
 * up to 256 characters, so without this {@code CREATE TABLE} with a 70-character name made a table
 * that the 63-byte name, the one PostgreSQL stores and reports, does not find. Done on the text
 * before it is parsed (like {@link StringForms}, and after it: no escape or dollar-quoted string is
 * left to mistake for a name), so the parser, the rules, H2 and the logged text of a schema change
 * all see the names PostgreSQL would store.
 */
final class LongNames {

    /** NAMEDATALEN - 1: the bytes PostgreSQL keeps of a name. */
    static final int MAX_BYTES = 63;

    /** One name cut: as written (unquoted ones folded to lower case, as PostgreSQL's notice shows them) and as kept. */
    record Cut(String name, String kept) {
        /** PostgreSQL's words for it. */
        String notice() {
            return "identifier \"" + name + "\" will be truncated to \"" + kept + "\"";
        }
    }

    private LongNames() {
    }

    /** {@code sql} with every name longer than 63 bytes cut as PostgreSQL cuts it; the same String when there is none. */
    static String truncated(String sql) {
        if (sql.length() <= MAX_BYTES / 3) {
            return sql; // no name in it can be longer than 63 bytes (a character is at most 3 UTF-8 bytes per char)
        }
        StringBuilder out = null;
        int copied = 0;
        for (Name name : longNames(sql)) {
            out = out == null ? new StringBuilder(sql.length()) : out;
            String kept = cut(name.text());
            out.append(sql, copied, name.begin()).append(name.quoted() ? quoted(kept) : kept);
            copied = name.end();
        }
        return out == null ? sql : out.append(sql, copied, sql.length()).toString();
    }

    /** Characters that end an unquoted name (besides whitespace). */
    private static final String SEPARATORS = ",()[]{}+-*/%^=<>!~@#&|?:;.'";
    /** {@link #SEPARATORS} by character, all ASCII: a lookup per character of every statement instead of a search. */
    private static final boolean[] SEPARATOR = new boolean[128];

    static {
        for (char c : SEPARATORS.toCharArray()) {
            SEPARATOR[c] = true;
        }
    }

    /**
     * Whether {@code sql} may hold a name longer than 63 bytes: one pass without allocation, so
     * that a statement's every execution need not lex its text for notices it almost never has.
     * May say yes wrongly (a long word in a string or comment), never no wrongly.
     */
    static boolean mayHoldLongName(String sql) {
        if (sql.length() <= MAX_BYTES / 3) {
            return false; // as in truncated: too short to hold a name of more than 63 bytes
        }
        int run = 0;
        boolean quoted = false;
        LexingStop.Poll poll = LexingStop.poll(sql);
        for (int i = 0; i < sql.length(); i++) {
            poll.at(i);
            char c = sql.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < sql.length() && sql.charAt(i + 1) == '"') {
                    i++; // a doubled quote: one character of the name
                } else {
                    quoted = !quoted;
                    run = 0;
                    continue;
                }
            } else if (!quoted && (c < 0x80 && SEPARATOR[c] || Character.isWhitespace(c))) {
                run = 0;
                continue;
            }
            run += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
            if (run > MAX_BYTES) {
                return true;
            }
        }
        return false;
    }

    /** The names PostgreSQL cuts in {@code sql} (a text already in standard string forms), in order. */
    static List<Cut> cuts(String sql) {
        List<Cut> cuts = new ArrayList<>();
        if (sql.length() > MAX_BYTES / 3) {
            for (Name name : longNames(sql)) {
                String shown = name.quoted() ? name.text() : asciiLowerCase(name.text());
                cuts.add(new Cut(shown, cut(shown)));
            }
        }
        return cuts;
    }

    /** A name in the text: {@code begin}..{@code end} is it as written (quotes included), {@code text} its characters. */
    private record Name(int begin, int end, String text, boolean quoted) {
    }

    /**
     * The names longer than 63 bytes, found as PostgreSQL's lexer finds names: not inside strings or
     * comments, quoted ones with {@code ""} read as a quote. Words starting with a digit are numbers
     * and {@code $1} a parameter; {@code U&"..."} names (with escapes) are left as written.
     */
    private static List<Name> longNames(String sql) {
        List<Name> names = new ArrayList<>();
        int n = sql.length();
        int i = 0;
        LexingStop.Poll poll = LexingStop.poll(sql);
        while (i < n) {
            poll.at(i);
            char c = sql.charAt(i);
            if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? n : eol + 1;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                i = commentEnd(sql, i);
            } else if (c == '\'') {
                i = quoteEnd(sql, i);
            } else if (c == '"') {
                int end = quoteEnd(sql, i);
                boolean unicode = i >= 2 && sql.charAt(i - 1) == '&' && (sql.charAt(i - 2) == 'U' || sql.charAt(i - 2) == 'u');
                String text = sql.substring(i + 1, Math.max(i + 1, end - 1)).replace("\"\"", "\"");
                if (!unicode && end <= n && sql.charAt(end - 1) == '"' && end - i > 2 && tooLong(text)) {
                    names.add(new Name(i, end, text, true));
                }
                i = end;
            } else if (startsName(c)) {
                int end = i + 1;
                while (end < n && continuesName(sql.charAt(end))) {
                    end++;
                }
                String text = sql.substring(i, end);
                if (tooLong(text)) {
                    names.add(new Name(i, end, text, false));
                }
                i = end;
            } else if (Character.isDigit(c) || c == '$') {
                int end = i + 1;
                while (end < n && continuesName(sql.charAt(end))) {
                    end++; // a number (with any trailing junk PostgreSQL reads as part of it) or a parameter
                }
                i = end;
            } else {
                i++;
            }
        }
        return names;
    }

    /** An unquoted name as PostgreSQL folds it in a UTF-8 database: only ASCII letters change. */
    private static String asciiLowerCase(String name) {
        StringBuilder folded = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            folded.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        return folded.toString();
    }

    private static boolean startsName(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80;
    }

    private static boolean continuesName(char c) {
        return startsName(c) || c >= '0' && c <= '9' || c == '$';
    }

    /** Past the quote closing the string or name opened at {@code open} (a doubled quote is one inside it). */
    private static int quoteEnd(String sql, int open) {
        return Math.min(StringForms.closingQuote(sql, open) + 1, sql.length());
    }

    /** Past the end of the comment opened at {@code open}; PostgreSQL's block comments nest. */
    private static int commentEnd(String sql, int open) {
        int depth = 0;
        for (int i = open; i + 1 < sql.length(); i++) {
            if (sql.charAt(i) == '/' && sql.charAt(i + 1) == '*') {
                depth++;
                i++;
            } else if (sql.charAt(i) == '*' && sql.charAt(i + 1) == '/') {
                i++;
                if (--depth == 0) {
                    return i + 1;
                }
            }
        }
        return sql.length();
    }

    private static boolean tooLong(String name) {
        return name.length() > MAX_BYTES / 3 && name.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES;
    }

    /** The longest start of {@code name} of at most 63 UTF-8 bytes that ends on a character boundary (pg_mbcliplen). */
    static String cut(String name) {
        int bytes = 0;
        int i = 0;
        while (i < name.length()) {
            int codePoint = name.codePointAt(i);
            int size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
            if (bytes + size > MAX_BYTES) {
                break;
            }
            bytes += size;
            i += Character.charCount(codePoint);
        }
        return name.substring(0, i);
    }

    private static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
