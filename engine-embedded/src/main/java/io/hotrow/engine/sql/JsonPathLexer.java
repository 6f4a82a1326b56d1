package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The tokens of a jsonpath as PostgreSQL's jsonpath scanner reads them; 42601 for what it would not. */
final class JsonPathLexer {

    enum Type { NUMBER, STRING, WORD, VARIABLE, SYMBOL, END }

    record Token(Type type, String text, BigDecimal number) {

        /** Whether it is that symbol or keyword: keywords in any case, as PostgreSQL reads them, but for true, false and null. */
        boolean is(String symbol) {
            if (type == Type.WORD) {
                return LITERAL_WORDS.contains(symbol) ? text.equals(symbol) : text.equalsIgnoreCase(symbol);
            }
            return type == Type.SYMBOL && text.equals(symbol);
        }

        /** As PostgreSQL's messages name it: {@code at or near "x"}, or {@code at end}. */
        String near() {
            return type == Type.END ? "at end" : "at or near \"" + text + "\"";
        }
    }

    private static final java.util.Set<String> LITERAL_WORDS = java.util.Set.of("true", "false", "null");
    /** Characters that end a word (PostgreSQL's {@code other} is any character but these). */
    private static final String SPECIAL = "?%$.[]{}()|&!=<>@#,*:-+/\\\" \t\n\r\f";
    private static final String[] SYMBOLS = {"&&", "||", "**", "==", "!=", "<>", "<=", ">=", "<", ">", "!", "(", ")", "[", "]", "{", "}",
        ".", ",", "*", "?", "@", "+", "-", "/", "%", "$"};

    private final String text;
    private int pos;

    private JsonPathLexer(String text) {
        this.text = text;
    }

    static List<Token> tokens(String text) throws SQLException {
        JsonPathLexer lexer = new JsonPathLexer(text);
        List<Token> tokens = new ArrayList<>();
        Token token;
        do {
            token = lexer.next();
            tokens.add(token);
        } while (token.type() != Type.END);
        return tokens;
    }

    static SQLException syntaxError(String detail) {
        return new SQLException(detail + " of jsonpath input", "42601");
    }

    private Token next() throws SQLException {
        while (pos < text.length() && " \t\n\r\f".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        if (pos >= text.length()) {
            return new Token(Type.END, "", null);
        }
        char c = text.charAt(pos);
        if (isDigit(c) || c == '.' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1))) {
            return number();
        }
        if (c == '"') {
            pos++;
            return new Token(Type.STRING, string(), null);
        }
        if (c == '$' && pos + 1 < text.length() && text.charAt(pos + 1) == '"') {
            pos += 2;
            return new Token(Type.VARIABLE, string(), null);
        }
        if (c == '$' && pos + 1 < text.length() && isWordChar(text.charAt(pos + 1))) {
            pos++;
            return new Token(Type.VARIABLE, word(), null);
        }
        if (isWordChar(c)) {
            return new Token(Type.WORD, word(), null);
        }
        for (String symbol : SYMBOLS) {
            if (text.startsWith(symbol, pos)) {
                pos += symbol.length();
                return new Token(Type.SYMBOL, symbol, null);
            }
        }
        throw syntaxError("syntax error at or near \"" + c + "\"");
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isWordChar(char c) {
        return SPECIAL.indexOf(c) < 0;
    }

    private String word() throws SQLException {
        int start = pos;
        while (pos < text.length() && isWordChar(text.charAt(pos))) {
            pos++;
        }
        if (pos < text.length() && text.charAt(pos) == '\\') {
            throw new SQLException("escapes in unquoted jsonpath keys are not supported on the engine; quote the key", EngineErrors.NOT_SUPPORTED);
        }
        return text.substring(start, pos);
    }

    /** PostgreSQL's numeric literals: 0 or digits without a leading zero, a fraction, an exponent; junk right after is an error. */
    private Token number() throws SQLException {
        int start = pos;
        boolean junk = false;
        if (text.charAt(pos) == '0' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1))) {
            junk = true;
        }
        digits();
        if (pos < text.length() && text.charAt(pos) == '.') {
            pos++;
            digits();
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            int exponent = pos;
            digits();
            junk |= pos == exponent;
        }
        int end = pos;
        while (pos < text.length() && isWordChar(text.charAt(pos))) {
            pos++;
            junk = true;
        }
        if (junk) {
            throw syntaxError("trailing junk after numeric literal at or near \"" + text.substring(start, pos) + "\"");
        }
        String literal = text.substring(start, end);
        BigDecimal value = new BigDecimal(literal.endsWith(".") ? literal + "0" : literal);
        if (literal.endsWith(".") || value.scale() < 0) {
            value = value.setScale(Math.max(0, value.scale() - (literal.endsWith(".") ? 1 : 0)));
        }
        return new Token(Type.NUMBER, literal, value);
    }

    private void digits() {
        while (pos < text.length() && isDigit(text.charAt(pos))) {
            pos++;
        }
    }

    /** A double-quoted string after its opening quote, with JSON's escapes and PostgreSQL's {@code \v}, hexadecimal ({@code \xNN}) and Unicode escapes of four digits or in braces. */
    private String string() throws SQLException {
        StringBuilder out = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw syntaxError("unexpected end of quoted string at end");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw syntaxError("unexpected end after backslash at end");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'v' -> out.append('\u000b');
                case 'x' -> out.appendCodePoint(hex(2, 2));
                case 'u' -> {
                    if (pos < text.length() && text.charAt(pos) == '{') {
                        pos++;
                        int code = hex(1, 6);
                        if (pos >= text.length() || text.charAt(pos++) != '}') {
                            throw syntaxError("invalid Unicode escape sequence");
                        }
                        out.appendCodePoint(code);
                    } else {
                        out.append((char) hex(4, 4));
                    }
                }
                default -> out.append(e);
            }
        }
    }

    private int hex(int min, int max) throws SQLException {
        int start = pos;
        while (pos < text.length() && pos - start < max && Character.digit(text.charAt(pos), 16) >= 0) {
            pos++;
        }
        if (pos - start < min) {
            throw syntaxError("invalid hexadecimal character sequence");
        }
        int code = Integer.parseInt(text.substring(start, pos), 16);
        if (code == 0) {
            throw new SQLException("unsupported Unicode escape sequence", "22P05");
        }
        return code;
    }
}
