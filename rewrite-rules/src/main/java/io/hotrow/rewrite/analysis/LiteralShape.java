package io.hotrow.rewrite.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * A text with its small integer literals taken out. Texts that differ only in such literals (an
 * application, pgbench or psql writing values into the SQL instead of binding them) share one
 * shape, and the engine analyses a shape once instead of every text ({@link ShapeTemplate}), and has
 * H2 parse a query's shape once per session, its literals bound (the engine's {@code AutoParameters}).
 *
 * <p>One cheap pass, sure of what it takes out: unsigned integer literals of at most nine digits,
 * whose type (int4) never depends on their value. A text with a comment, or with a string form
 * whose meaning the pass would have to know ({@code E''}, {@code $$}, {@code U&''}, {@code B''},
 * {@code X''}), has no shape and is analysed as itself.
 *
 * @param key      the text with {@link #SLOT} where each literal was
 * @param literals the literals, in the order of the text
 */
public record LiteralShape(String key, List<String> literals) {

    /** Digits of the longest literal taken out: every nine-digit integer is an int4. */
    static final int MAX_DIGITS = 9;
    /**
     * Literals a shape takes out at most: learning a template costs a pass over the text per literal,
     * so a text with more (a long IN list, a many-row VALUES) is analysed as itself.
     */
    static final int MAX_LITERALS = 64;
    /** Stands for a literal in a key; a text that contains it has no shape. */
    public static final char SLOT = '\u0001';

    /** The shape of {@code sql}, or null when it has no literal to take out or cannot be read in one pass. */
    public static LiteralShape of(String sql) {
        if (sql.indexOf(SLOT) >= 0) {
            return null;
        }
        StringBuilder key = null;
        List<String> literals = null;
        int copied = 0;
        int n = sql.length();
        int i = 0;
        while (i < n) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = endOfQuoted(sql, i, c);
            } else if (c == '$') {
                int end = digitsFrom(sql, i + 1);
                if (end == i + 1) {
                    return null; // $$ or $tag$: a dollar-quoted string
                }
                i = end; // $1, a positional parameter
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-' || c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                return null;
            } else if (isWordStart(c)) {
                int end = i + 1;
                while (end < n && isWordPart(sql.charAt(end))) {
                    end++;
                }
                if (end < n && (sql.charAt(end) == '\'' || sql.charAt(end) == '&')) {
                    return null; // E'...', B'...', X'...', N'...', U&'...': a prefixed string
                }
                i = end;
            } else if (isDigit(c)) {
                int end = digitsFrom(sql, i);
                boolean integer = (end == n || !isWordPart(sql.charAt(end)) && sql.charAt(end) != '.')
                        && (i == 0 || sql.charAt(i - 1) != '.');
                if (integer && end - i <= MAX_DIGITS) {
                    if (literals != null && literals.size() == MAX_LITERALS) {
                        return null;
                    }
                    if (key == null) {
                        key = new StringBuilder(n);
                        literals = new ArrayList<>();
                    }
                    key.append(sql, copied, i).append(SLOT);
                    literals.add(sql.substring(i, end));
                    copied = end;
                    i = end;
                } else {
                    i = endOfNumber(sql, end);
                }
            } else {
                i++;
            }
            if (i < 0) {
                return null; // an unterminated quote
            }
        }
        return key == null ? null : new LiteralShape(key.append(sql, copied, n).toString(), List.copyOf(literals));
    }

    /** The text of this shape with {@code values} in its slots, in order. */
    public String fill(List<String> values) {
        StringBuilder text = new StringBuilder(key.length() + 8 * values.size());
        int slot = 0;
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == SLOT) {
                text.append(values.get(slot++));
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }

    /** The index after the quote that closes the one at {@code open} (doubled quotes stay inside), or -1. */
    private static int endOfQuoted(String sql, int open, char quote) {
        int i = open + 1;
        while (i < sql.length()) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return -1;
    }

    /** The rest of a number that is not a plain integer: 1.5, 1e-3, 12abc. */
    private static int endOfNumber(String sql, int i) {
        while (i < sql.length()) {
            char c = sql.charAt(i);
            boolean exponentSign = (c == '+' || c == '-') && (sql.charAt(i - 1) == 'e' || sql.charAt(i - 1) == 'E');
            if (!isWordPart(c) && c != '.' && !exponentSign) {
                break;
            }
            i++;
        }
        return i;
    }

    private static int digitsFrom(String sql, int i) {
        while (i < sql.length() && isDigit(sql.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isWordStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    private static boolean isWordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
