package io.hotrow.engine.sql;

import io.hotrow.rewrite.analysis.LexingStop;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of an SQL text as H2's tokenizer reads them, split into statements at semicolons:
 * comments ({@code --}, {@code //}, nested {@code /* *}{@code /}), string literals ({@code '...'},
 * {@code N'...'}, {@code X'...'}, {@code U&'...'}, {@code $$...$$}) and numbers never yield words,
 * while quoted names ({@code "..."}, {@code `...`}, {@code U&"..."} with its escapes decoded) are
 * words. It needs no parser, so it reads every text H2 could be handed, parseable by us or not.
 */
final class SqlWords {

    enum Kind {
        /** An unquoted identifier or keyword; its text is upper-cased. */
        WORD,
        /** A quoted identifier, exactly as H2 reads it. */
        QUOTED,
        /** A string literal (its content) or a number, a parameter. */
        LITERAL,
        /** Any other character: {@code . ( ) , = @} and the like. */
        SYMBOL
    }

    /** {@code begin} and {@code end}: where the token stands in the text. */
    record Token(Kind kind, String text, int begin, int end) {

        boolean isWord(String upperCase) {
            return kind == Kind.WORD && text.equals(upperCase);
        }

        boolean isSymbol(char c) {
            return kind == Kind.SYMBOL && text.charAt(0) == c;
        }

        /** Whether this is an identifier (quoted or not) that H2 could resolve to {@code name}. */
        boolean names(String name) {
            return (kind == Kind.WORD || kind == Kind.QUOTED) && text.equalsIgnoreCase(name);
        }
    }

    private final String sql;
    private final List<List<Token>> statements = new ArrayList<>();
    /** Each statement's text, from its first token to the end of its last: no comment or semicolon around it. */
    private final List<String> texts = new ArrayList<>();
    private List<Token> current = new ArrayList<>();
    private int i;
    /** Where the token being read starts, and where the current statement's first token started. */
    private int tokenStart;
    private int statementStart;
    private int statementEnd;

    private SqlWords(String sql) {
        this.sql = sql;
    }

    /** Texts up to this long keep their statements for the next rule that asks ({@link #statements}). */
    private static final int KEPT_MAX_CHARS = 16_384;
    /** The last text a thread read with {@link #statements}, and its statements. */
    private record Kept(String sql, List<List<Token>> statements) {
    }

    private static final ThreadLocal<Kept> LAST = new ThreadLocal<>();

    /**
     * The tokens of each statement in {@code sql}, unmodifiable; empty statements are left out. The rules that read a
     * schema change ask about one text one after another (its sandbox check, enum types, indexes, deferrable keys, the
     * steps before it: eight readings of each DDL statement, 13% of a schema script's DDL samples), so a thread keeps
     * the last text's statements for the next one.
     */
    static List<List<Token>> statements(String sql) {
        Kept last = LAST.get();
        if (last != null && (last.sql == sql || last.sql.equals(sql))) {
            return last.statements;
        }
        SqlWords words = new SqlWords(sql);
        words.read();
        List<List<Token>> statements = words.statements.stream().map(List::copyOf).toList();
        if (sql.length() <= KEPT_MAX_CHARS) {
            LAST.set(new Kept(sql, statements));
        }
        return statements;
    }

    /**
     * The statements of {@code sql} as H2 would separate them, each with how many {@code ?}
     * parameters it holds; empty statements are left out. Split this way, no part holds a
     * semicolon H2 would read as the end of a statement, so H2 runs each part as one statement. An ALTER TABLE of several
     * actions is a part per action ({@link AlterTableActions}).
     */
    static List<ScriptPart> parts(String sql) {
        SqlWords words = new SqlWords(sql);
        words.read();
        List<ScriptPart> parts = new ArrayList<>(words.texts.size());
        for (int n = 0; n < words.texts.size(); n++) {
            List<Token> tokens = words.statements.get(n);
            int parameters = (int) tokens.stream().filter(token -> token.isSymbol('?')).count();
            List<String> actions = parameters == 0 ? AlterTableActions.split(words.texts.get(n), tokens, tokens.get(0).begin()) : null;
            if (actions != null) {
                for (int a = 0; a < actions.size(); a++) {
                    parts.add(new ScriptPart(actions.get(a), 0, a > 0));
                }
            } else {
                parts.add(new ScriptPart(words.texts.get(n), parameters, false));
            }
        }
        return parts;
    }

    /**
     * The bind parameters of {@code sql} as H2 reads them: {@code ?n} is parameter n, a plain
     * {@code ?} the next by its place (a text holds one form or the other, H2 refuses a mix).
     */
    static List<ParameterMark> parameterMarks(String sql) {
        SqlWords words = new SqlWords(sql);
        words.read();
        List<ParameterMark> marks = new ArrayList<>();
        for (List<Token> statement : words.statements) {
            for (int n = 0; n < statement.size(); n++) {
                Token token = statement.get(n);
                if (token.isSymbol('?')) {
                    Token next = n + 1 < statement.size() ? statement.get(n + 1) : null;
                    if (next != null && next.begin() == token.end() && Character.isDigit(sql.charAt(next.begin()))
                            && next.text().length() < 10 && next.text().chars().allMatch(Character::isDigit)) {
                        marks.add(new ParameterMark(token.begin(), next.end(), Integer.parseInt(next.text())));
                        n++;
                    } else {
                        marks.add(new ParameterMark(token.begin(), token.end(), marks.size() + 1));
                    }
                }
            }
        }
        return marks;
    }

    /** Reads the text's tokens; a text of megabytes stops with its analysis ({@link LexingStop}), between two tokens. */
    private void read() {
        int end = sql.length();
        LexingStop.Poll poll = LexingStop.poll(sql);
        while (i < end) {
            poll.at(i);
            tokenStart = i;
            int c = sql.codePointAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                i += Character.charCount(c);
            } else if (startsWith("--") || startsWith("//")) {
                skipLine();
            } else if (startsWith("/*")) {
                skipBlockComment();
            } else if (c == '\'') {
                add(Kind.LITERAL, readQuoted('\''));
            } else if (c == '"' || c == '`') {
                add(Kind.QUOTED, readQuoted((char) c));
            } else if (startsWith("$$")) {
                int close = sql.indexOf("$$", i + 2);
                String body = sql.substring(i + 2, close < 0 ? end : close);
                i = close < 0 ? end : close + 2;
                add(Kind.LITERAL, body);
            } else if ((c == 'U' || c == 'u') && (startsWith("&\"", i + 1) || startsWith("&'", i + 1))) {
                i += 2;
                boolean identifier = sql.charAt(i) == '"';
                String raw = readQuoted(sql.charAt(i));
                add(identifier ? Kind.QUOTED : Kind.LITERAL, decodeUnicode(raw, escapeCharacter()));
            } else if ((c == 'N' || c == 'n' || c == 'X' || c == 'x') && startsWith("'", i + 1)) {
                i++;
                add(Kind.LITERAL, readQuoted('\''));
            } else if (Character.isJavaIdentifierStart(c)) {
                int start = i;
                while (i < end && Character.isJavaIdentifierPart(sql.codePointAt(i))) {
                    i += Character.charCount(sql.codePointAt(i));
                }
                add(Kind.WORD, sql.substring(start, i).toUpperCase(Locale.ENGLISH));
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < end && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '.' || sql.charAt(i) == '_')) {
                    i++;
                }
                add(Kind.LITERAL, sql.substring(start, i));
            } else if (c == ';') {
                i++;
                endStatement();
            } else {
                i += Character.charCount(c);
                add(Kind.SYMBOL, new String(Character.toChars(c)));
            }
        }
        endStatement();
    }

    private boolean startsWith(String prefix) {
        return startsWith(prefix, i);
    }

    private boolean startsWith(String prefix, int at) {
        return sql.startsWith(prefix, at);
    }

    private void skipLine() {
        while (i < sql.length() && sql.charAt(i) != '\n' && sql.charAt(i) != '\r') {
            i++;
        }
    }

    /** H2 nests block comments, as PostgreSQL does. */
    private void skipBlockComment() {
        int depth = 0;
        while (i < sql.length()) {
            if (startsWith("/*")) {
                depth++;
                i += 2;
            } else if (startsWith("*/")) {
                i += 2;
                if (--depth == 0) {
                    return;
                }
            } else {
                i++;
            }
        }
    }

    /** Reads from the opening {@code quote} at {@code i} to its close; a doubled quote stands for itself. */
    private String readQuoted(char quote) {
        StringBuilder text = new StringBuilder();
        i++;
        while (i < sql.length()) {
            char c = sql.charAt(i++);
            if (c != quote) {
                text.append(c);
            } else if (i < sql.length() && sql.charAt(i) == quote) {
                text.append(quote);
                i++;
            } else {
                break;
            }
        }
        return text.toString();
    }

    /**
     * The escape character of a {@code U&} literal just read: {@code \}, or the one a following
     * {@code UESCAPE 'c'} names, which is then read too (H2 folds it into the literal).
     */
    private char escapeCharacter() {
        int at = i;
        while (at < sql.length() && Character.isWhitespace(sql.charAt(at))) {
            at++;
        }
        if (sql.regionMatches(true, at, "UESCAPE", 0, 7)) {
            int quote = sql.indexOf('\'', at + 7);
            if (quote >= 0 && quote + 2 < sql.length() && sql.substring(at + 7, quote).isBlank() && sql.charAt(quote + 2) == '\'') {
                i = quote + 3;
                return sql.charAt(quote + 1);
            }
        }
        return '\\';
    }

    /** Adds the token just read, which ends at {@code i}. */
    private void add(Kind kind, String text) {
        if (current.isEmpty()) {
            statementStart = tokenStart;
        }
        current.add(new Token(kind, text, tokenStart, i));
        statementEnd = i;
    }

    private void endStatement() {
        if (!current.isEmpty()) {
            statements.add(List.copyOf(current));
            texts.add(sql.substring(statementStart, statementEnd));
            current = new ArrayList<>();
        }
    }

    /** SQL's Unicode escapes, as H2 decodes them: {@code \XXXX}, {@code \+XXXXXX} and a doubled escape character. */
    static String decodeUnicode(String text, char escape) {
        StringBuilder out = new StringBuilder(text.length());
        for (int at = 0; at < text.length(); at++) {
            char c = text.charAt(at);
            if (c != escape || at + 1 >= text.length()) {
                out.append(c);
            } else if (text.charAt(at + 1) == escape) {
                out.append(escape);
                at++;
            } else {
                boolean wide = text.charAt(at + 1) == '+';
                int start = at + (wide ? 2 : 1), digits = wide ? 6 : 4;
                int codePoint = start + digits <= text.length() ? hex(text.substring(start, start + digits)) : -1;
                if (codePoint < 0 || codePoint > Character.MAX_CODE_POINT) {
                    out.append(c); // H2 rejects it; keep the text as written
                } else {
                    out.appendCodePoint(codePoint);
                    at = start + digits - 1;
                }
            }
        }
        return out.toString();
    }

    private static int hex(String digits) {
        return digits.chars().allMatch(d -> Character.digit(d, 16) >= 0) ? Integer.parseInt(digits, 16) : -1;
    }
}
