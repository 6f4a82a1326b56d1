package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;

/**
 * A PostgreSQL regular expression (an ARE, with PostgreSQL's flags) run by Java's regex engine.
 * The common syntax is the same; what differs is translated: PostgreSQL's default is
 * newline-insensitive ({@code .} matches a newline), {@code \m \M \y \Y \Z} are word and end
 * anchors, POSIX classes ({@code [[:alpha:]]}) and {@code \w} take any letter, and inside brackets
 * {@code [} and {@code &&} are plain characters. Left as Java reads them: embedded options other
 * than Java's, {@code \x} escapes of more than two digits, and the basic and extended flavours
 * (flags {@code b} and {@code e} are refused).
 *
 * <p>Java's engine backtracks, so a pattern such as {@code (a+)+b} can take exponential time. Every
 * match therefore reads its text through {@link BoundedText}, which honours the statement's
 * cancellation and timeout and gives up after {@link #MAX_STEPS} character reads (54001); a
 * pattern or match too deep for Java's recursive matcher is 54001 too.
 */
final class PostgresRegex {

    /** Character reads one function call may make: some seconds of matching, far beyond any sane pattern's needs. */
    static final long MAX_STEPS = 200_000_000L;
    private static final long CANCEL_CHECK_EVERY = 1 << 20;
    private static final int CACHED_PATTERNS = 256;

    private static final Map<String, Pattern> CACHE = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Pattern> eldest) {
            return size() > CACHED_PATTERNS;
        }
    };

    private final Pattern pattern;
    private final boolean global;

    private PostgresRegex(Pattern pattern, boolean global) {
        this.pattern = pattern;
        this.global = global;
    }

    /**
     * Compiles {@code regex} with PostgreSQL's {@code flags} (null: none).
     *
     * @param function     the SQL function, for messages
     * @param globalAllowed whether flag {@code g} is one of this function's
     */
    static PostgresRegex compile(String function, String regex, String flags, boolean globalAllowed) throws SQLException {
        int javaFlags = Pattern.DOTALL;
        boolean global = false;
        for (char flag : (flags == null ? "" : flags).toCharArray()) {
            switch (flag) {
                case 'g' -> {
                    if (!globalAllowed) {
                        throw new SQLException(function + "() does not support the \"global\" option", "22023");
                    }
                    global = true;
                }
                case 'i' -> javaFlags |= Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
                case 'c' -> javaFlags &= ~(Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
                case 'n', 'm' -> javaFlags = javaFlags & ~Pattern.DOTALL | Pattern.MULTILINE;
                case 'p' -> javaFlags &= ~(Pattern.DOTALL | Pattern.MULTILINE);
                case 'w' -> javaFlags |= Pattern.DOTALL | Pattern.MULTILINE;
                case 's' -> javaFlags = javaFlags & ~Pattern.MULTILINE | Pattern.DOTALL;
                case 'x' -> javaFlags |= Pattern.COMMENTS;
                case 'q' -> javaFlags |= Pattern.LITERAL;
                case 't' -> {
                    // tight syntax: the default
                }
                case 'b', 'e' -> throw new SQLException("basic and extended regular expressions (flags b and e) are not supported"
                        + " on the engine; write the pattern as an advanced one (the default)", EngineErrors.NOT_SUPPORTED);
                default -> throw new SQLException("invalid regular expression option: \"" + flag + "\"", "22023");
            }
        }
        String key = javaFlags + "/" + regex;
        Pattern pattern;
        synchronized (CACHE) {
            pattern = CACHE.get(key);
        }
        if (pattern == null) {
            try {
                pattern = Pattern.compile((javaFlags & Pattern.LITERAL) != 0 ? regex : toJava(regex), javaFlags);
            } catch (PatternSyntaxException e) {
                throw new SQLException("invalid regular expression: " + e.getDescription(), "2201B", e);
            } catch (StackOverflowError e) {
                throw tooComplex();
            }
            synchronized (CACHE) {
                CACHE.put(key, pattern);
            }
        }
        return new PostgresRegex(pattern, global);
    }

    /** The pattern in Java's syntax with its flags written in, for a matcher that takes the text alone (H2's ~ operators). */
    String javaSource() {
        int flags = pattern.flags();
        if ((flags & Pattern.LITERAL) != 0) {
            return Pattern.quote(pattern.pattern());
        }
        StringBuilder embedded = new StringBuilder("(?");
        for (int[] flag : new int[][] {{Pattern.DOTALL, 's'}, {Pattern.MULTILINE, 'm'}, {Pattern.CASE_INSENSITIVE, 'i'},
                {Pattern.UNICODE_CASE, 'u'}, {Pattern.COMMENTS, 'x'}}) {
            if ((flags & flag[0]) != 0) {
                embedded.append((char) flag[1]);
            }
        }
        return (embedded.length() > 2 ? embedded + ")" : "") + pattern.pattern();
    }

    boolean global() {
        return global;
    }

    /** A matcher over {@code text} whose reads are bounded (see the class comment). */
    Matcher matcher(Connection connection, String text) throws SQLException {
        SessionLocal session = (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
        return pattern.matcher(new BoundedText(text, session));
    }

    /** Runs a match, turning the step limit into an SQLException. */
    static <T> T bounded(Match<T> match) throws SQLException {
        try {
            return match.run();
        } catch (StepsExceeded e) {
            throw new SQLException("regular expression is too costly to match: it read the text more than " + MAX_STEPS
                    + " times; simplify nested repetitions such as (a+)+", "54001");
        } catch (StackOverflowError e) {
            throw tooComplex(); // Java's matcher recurses, for one, per repetition of an alternation: (a|b)* over a long text
        }
    }

    private static SQLException tooComplex() {
        return new SQLException("regular expression is too complex for the engine's matcher (it nests or repeats a group too deeply"
                + " for the text); simplify it", "54001");
    }

    interface Match<T> {
        T run() throws SQLException;
    }

    /** PostgreSQL's regular expression syntax in Java's. */
    static String toJava(String regex) throws SQLException {
        if (regex.startsWith("***=")) {
            return Pattern.quote(regex.substring(4));
        }
        String source = regex.startsWith("***:") ? regex.substring(4) : regex;
        StringBuilder out = new StringBuilder(source.length() + 16);
        boolean inBrackets = false;
        int n = source.length();
        for (int i = 0; i < n; i++) {
            char c = source.charAt(i);
            if (c == '\\' && i + 1 < n) {
                char escaped = source.charAt(++i);
                out.append(inBrackets ? bracketEscape(escaped) : escape(escaped));
            } else if (!inBrackets && c == '[') {
                inBrackets = true;
                out.append('[');
                if (i + 1 < n && source.charAt(i + 1) == '^') {
                    out.append('^');
                    i++;
                }
                if (i + 1 < n && source.charAt(i + 1) == ']') {
                    out.append("\\]"); // a ] first in brackets is a character
                    i++;
                }
            } else if (inBrackets && c == '[' && i + 1 < n && ":.=".indexOf(source.charAt(i + 1)) >= 0) {
                char kind = source.charAt(i + 1);
                int end = source.indexOf(kind + "]", i + 2);
                if (end < 0) {
                    throw new SQLException("invalid regular expression: brackets [] not balanced", "2201B");
                }
                String name = source.substring(i + 2, end);
                out.append(kind == ':' ? posixClass(name) : literalInBrackets(name));
                i = end + 1;
            } else if (inBrackets && (c == '[' || c == '&')) {
                out.append('\\').append(c); // plain characters in PostgreSQL, a nested class or an intersection in Java
            } else {
                if (inBrackets && c == ']') {
                    inBrackets = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String escape(char escaped) {
        return switch (escaped) {
            case 'm' -> "\\b(?=[\\w\\p{L}])";
            case 'M' -> "\\b(?<=[\\w\\p{L}])";
            case 'y' -> "\\b";
            case 'Y' -> "\\B";
            case 'Z' -> "\\z";
            case 'w' -> "[\\w\\p{L}]";
            case 'W' -> "[^\\w\\p{L}]";
            default -> "\\" + escaped;
        };
    }

    private static String bracketEscape(char escaped) {
        return escaped == 'w' ? "\\w\\p{L}" : "\\" + escaped;
    }

    /** A collating element ({@code [.-.]}) or equivalence class ({@code [=a=]}): its characters, as such. */
    private static String literalInBrackets(String characters) {
        StringBuilder out = new StringBuilder();
        for (char c : characters.toCharArray()) {
            out.append(Character.isLetterOrDigit(c) ? "" : "\\").append(c);
        }
        return out.toString();
    }

    private static String posixClass(String name) throws SQLException {
        return switch (name) {
            case "alpha" -> "\\p{L}";
            case "alnum" -> "\\p{L}0-9";
            case "digit" -> "0-9";
            case "lower" -> "\\p{Ll}";
            case "upper" -> "\\p{Lu}";
            case "space" -> "\\s";
            case "blank" -> " \\t";
            case "punct" -> "\\p{Punct}";
            case "xdigit" -> "0-9A-Fa-f";
            case "cntrl" -> "\\p{Cntrl}";
            case "print" -> "\\P{Cntrl}";
            case "graph" -> "\\p{Graph}\\p{L}";
            case "word" -> "\\w\\p{L}";
            default -> throw new SQLException("invalid regular expression: invalid character class", "2201B");
        };
    }

    /** Thrown through Java's matcher when a match reads its text too often. */
    private static final class StepsExceeded extends RuntimeException {
        StepsExceeded() {
            super(null, null, false, false);
        }
    }

    /** The text a match reads, counting the reads: see the class comment. */
    private static final class BoundedText implements CharSequence {

        private final String text;
        private final SessionLocal session;
        private long steps;

        BoundedText(String text, SessionLocal session) {
            this.text = text;
            this.session = session;
        }

        @Override
        public char charAt(int index) {
            if (++steps % CANCEL_CHECK_EVERY == 0) {
                session.checkCanceled(); // the statement's timeout or a cancel stops the match too
                if (steps > MAX_STEPS) {
                    throw new StepsExceeded();
                }
            }
            return text.charAt(index);
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return text.subSequence(start, end);
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
