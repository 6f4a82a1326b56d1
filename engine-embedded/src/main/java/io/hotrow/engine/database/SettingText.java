package io.hotrow.engine.database;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A {@code SET}, {@code SHOW} or {@code RESET} text in PostgreSQL's grammar, reduced to the
 * settings it reads or writes. The special forms become the parameter they stand for:
 * {@code SET TIME ZONE} is TimeZone, {@code SET SCHEMA} search_path, {@code SET NAMES}
 * client_encoding, {@code SET ROLE} role, {@code SET SESSION AUTHORIZATION} session_authorization,
 * {@code SET XML OPTION} xmloption, and {@code SET SESSION CHARACTERISTICS AS TRANSACTION} the
 * default_transaction_* parameters. Pure: it checks the grammar, not the values.
 *
 * @param form        what the statement does
 * @param assignments for SET: the parameters and their values (several only for SESSION CHARACTERISTICS); for
 *                    SET CONSTRAINTS the constraints named, without values (none for ALL)
 * @param name        for SHOW and RESET: the parameter, lower case; null for ALL. For SET CONSTRAINTS
 *                    {@code deferred} or {@code immediate}
 * @param local       SET LOCAL
 */
record SettingText(Form form, List<Assignment> assignments, String name, boolean local) {

    enum Form { SET, SHOW, RESET, SET_TRANSACTION, SET_CONSTRAINTS }

    /** One parameter set to its values; no values means {@code DEFAULT}. */
    record Assignment(String name, List<Value> values) {

        boolean isDefault() {
            return values.isEmpty();
        }
    }

    /**
     * A value as written: a string constant or an identifier (both are strings to PostgreSQL; an
     * identifier is already folded to lower case unless quoted), a number, or an {@code INTERVAL}
     * literal of {@code SET TIME ZONE}.
     */
    record Value(String text, ValueKind kind) {
    }

    enum ValueKind { STRING, NUMBER, INTERVAL }

    static final String TIME_ZONE = "timezone";

    /** Reads {@code sql}; fails with 42601 on what PostgreSQL would not parse either. */
    static SettingText of(String sql) throws SQLException {
        Tokens tokens = new Tokens(sql);
        SettingText text = switch (tokens.keyword()) {
            case "SET" -> set(tokens);
            case "SHOW" -> show(tokens);
            case "RESET" -> reset(tokens);
            default -> throw tokens.syntaxError();
        };
        if (text.form() != Form.SET_TRANSACTION) { // transaction control reads the rest itself
            tokens.expectEnd();
        }
        return text;
    }

    private static SettingText set(Tokens tokens) throws SQLException {
        boolean local = false;
        if (tokens.acceptKeyword("LOCAL")) {
            local = true;
        } else if (tokens.peekKeyword("SESSION") && !tokens.peekKeyword(1, "AUTHORIZATION") && !tokens.peekKeyword(1, "CHARACTERISTICS")) {
            tokens.next(); // SET SESSION x is plain SET x
        }
        if (tokens.peekKeyword("TRANSACTION")) {
            return new SettingText(Form.SET_TRANSACTION, List.of(), null, local);
        }
        if (tokens.acceptKeyword("SESSION")) {
            if (tokens.acceptKeyword("CHARACTERISTICS")) {
                tokens.expectKeyword("AS");
                tokens.expectKeyword("TRANSACTION");
                return new SettingText(Form.SET, transactionModes(tokens), null, local);
            }
            tokens.expectKeyword("AUTHORIZATION");
            return one(tokens.acceptKeyword("DEFAULT") ? List.of() : List.of(tokens.nameOrString()), "session_authorization", local);
        }
        if (tokens.acceptKeyword("TIME")) {
            tokens.expectKeyword("ZONE");
            return one(zoneValue(tokens), TIME_ZONE, local);
        }
        if (tokens.acceptKeyword("ROLE")) {
            return one(List.of(tokens.nameOrString()), "role", local);
        }
        if (tokens.acceptKeyword("SCHEMA")) {
            return one(List.of(tokens.nameOrString()), "search_path", local); // PostgreSQL takes a string only; H2 scripts send a name
        }
        if (tokens.acceptKeyword("NAMES")) {
            return one(tokens.atEnd() || tokens.acceptKeyword("DEFAULT") ? List.of() : List.of(tokens.nameOrString()), "client_encoding", local);
        }
        if (tokens.peekKeyword("XML") && tokens.peekKeyword(1, "OPTION")) {
            tokens.next();
            tokens.next();
            return one(List.of(tokens.nameOrString()), "xmloption", local);
        }
        if (tokens.acceptKeyword("CONSTRAINTS")) {
            return constraints(tokens);
        }
        String name = tokens.parameterName();
        if (tokens.acceptKeyword("FROM")) {
            tokens.expectKeyword("CURRENT");
            throw EngineErrors.unsupported("SET " + name + " FROM CURRENT: the engine has no functions with settings of their own");
        }
        if (!tokens.acceptKeyword("TO") && !tokens.acceptSymbol('=')) {
            throw tokens.syntaxError();
        }
        if (tokens.acceptKeyword("DEFAULT")) {
            return one(List.of(), name, local);
        }
        List<Value> values = new ArrayList<>();
        do {
            values.add(tokens.value());
        } while (tokens.acceptSymbol(','));
        return one(values, name, local);
    }

    /** {@code SET CONSTRAINTS {ALL | name [, ...]} {DEFERRED | IMMEDIATE}}: when deferrable foreign keys are checked (docs/dialect.md). */
    private static SettingText constraints(Tokens tokens) throws SQLException {
        List<Assignment> named = new ArrayList<>();
        if (!tokens.acceptKeyword("ALL")) {
            do {
                named.add(new Assignment(tokens.parameterName(), List.of())); // a constraint's name, possibly schema-qualified
            } while (tokens.acceptSymbol(','));
        }
        boolean deferred = tokens.acceptKeyword("DEFERRED");
        if (!deferred) {
            tokens.expectKeyword("IMMEDIATE");
        }
        return new SettingText(Form.SET_CONSTRAINTS, List.copyOf(named), deferred ? "deferred" : "immediate", false);
    }

    private static SettingText one(List<Value> values, String name, boolean local) {
        return new SettingText(Form.SET, List.of(new Assignment(name, values)), null, local);
    }

    /** {@code SET TIME ZONE}: a string, a name, a number of hours, an INTERVAL, LOCAL or DEFAULT. */
    private static List<Value> zoneValue(Tokens tokens) throws SQLException {
        if (tokens.acceptKeyword("LOCAL") || tokens.acceptKeyword("DEFAULT")) {
            return List.of();
        }
        if (tokens.acceptKeyword("INTERVAL")) {
            Value interval = tokens.value();
            if (interval.kind() != ValueKind.STRING) {
                throw tokens.syntaxError();
            }
            tokens.skipIntervalQualifier();
            return List.of(new Value(interval.text(), ValueKind.INTERVAL));
        }
        return List.of(tokens.value());
    }

    /** {@code ISOLATION LEVEL ...}, {@code READ ONLY}/{@code READ WRITE}, {@code [NOT] DEFERRABLE}, separated by commas or spaces. */
    private static List<Assignment> transactionModes(Tokens tokens) throws SQLException {
        List<Assignment> modes = new ArrayList<>();
        do {
            if (tokens.acceptKeyword("ISOLATION")) {
                tokens.expectKeyword("LEVEL");
                String level;
                if (tokens.acceptKeyword("SERIALIZABLE")) {
                    level = "serializable";
                } else if (tokens.acceptKeyword("REPEATABLE")) {
                    tokens.expectKeyword("READ");
                    level = "repeatable read";
                } else {
                    tokens.expectKeyword("READ");
                    level = tokens.acceptKeyword("COMMITTED") ? "read committed" : tokens.expectKeyword("UNCOMMITTED", "read uncommitted");
                }
                modes.add(new Assignment("default_transaction_isolation", List.of(new Value(level, ValueKind.STRING))));
            } else if (tokens.acceptKeyword("READ")) {
                String mode = tokens.acceptKeyword("ONLY") ? "on" : tokens.expectKeyword("WRITE", "off");
                modes.add(new Assignment("default_transaction_read_only", List.of(new Value(mode, ValueKind.STRING))));
            } else if (tokens.acceptKeyword("NOT")) {
                tokens.expectKeyword("DEFERRABLE");
                modes.add(new Assignment("default_transaction_deferrable", List.of(new Value("off", ValueKind.STRING))));
            } else {
                tokens.expectKeyword("DEFERRABLE");
                modes.add(new Assignment("default_transaction_deferrable", List.of(new Value("on", ValueKind.STRING))));
            }
        } while (tokens.acceptSymbol(',') || !tokens.atEnd());
        return modes;
    }

    private static SettingText show(Tokens tokens) throws SQLException {
        return new SettingText(Form.SHOW, List.of(), specialOrParameter(tokens), false);
    }

    private static SettingText reset(Tokens tokens) throws SQLException {
        return new SettingText(Form.RESET, List.of(), specialOrParameter(tokens), false);
    }

    /** The parameter SHOW or RESET names, with their special forms; null for ALL. */
    private static String specialOrParameter(Tokens tokens) throws SQLException {
        if (tokens.acceptKeyword("ALL")) {
            return null;
        }
        if (tokens.peekKeyword("TIME") && tokens.peekKeyword(1, "ZONE")) {
            tokens.next();
            tokens.next();
            return TIME_ZONE;
        }
        if (tokens.peekKeyword("TRANSACTION") && tokens.peekKeyword(1, "ISOLATION")) {
            tokens.next();
            tokens.next();
            tokens.expectKeyword("LEVEL");
            return "transaction_isolation";
        }
        if (tokens.peekKeyword("SESSION") && tokens.peekKeyword(1, "AUTHORIZATION")) {
            tokens.next();
            tokens.next();
            return "session_authorization";
        }
        return tokens.parameterName();
    }

    /** PostgreSQL's lexical rules for these short statements: names fold to lower case unless quoted. */
    private static final class Tokens {

        private enum Kind { WORD, QUOTED, STRING, NUMBER, SYMBOL }

        private record Token(Kind kind, String text) {
        }

        private final String sql;
        private final List<Token> tokens = new ArrayList<>();
        private int next;

        Tokens(String sql) throws SQLException {
            this.sql = sql;
            int i = 0;
            int end = sql.length();
            while (i < end) {
                char c = sql.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (sql.startsWith("--", i)) {
                    while (i < end && sql.charAt(i) != '\n') {
                        i++;
                    }
                } else if (sql.startsWith("/*", i)) {
                    i = blockCommentEnd(i);
                } else if (c == '\'' || (c == 'E' || c == 'e') && i + 1 < end && sql.charAt(i + 1) == '\'') {
                    boolean escapes = c != '\'';
                    i = quoted(escapes ? i + 1 : i, '\'', escapes, Kind.STRING);
                } else if (c == '"') {
                    i = quoted(i, '"', false, Kind.QUOTED);
                } else if (c == '$' && dollarTag(i) != null) {
                    String tag = dollarTag(i);
                    int close = sql.indexOf(tag, i + tag.length());
                    if (close < 0) {
                        throw syntaxError();
                    }
                    tokens.add(new Token(Kind.STRING, sql.substring(i + tag.length(), close)));
                    i = close + tag.length();
                } else if (Character.isDigit(c) || c == '.' && i + 1 < end && Character.isDigit(sql.charAt(i + 1))) {
                    int start = i;
                    while (i < end && (Character.isDigit(sql.charAt(i)) || sql.charAt(i) == '.')) {
                        i++;
                    }
                    if (i < end && (sql.charAt(i) == 'e' || sql.charAt(i) == 'E')) {
                        i++;
                        if (i < end && (sql.charAt(i) == '+' || sql.charAt(i) == '-')) {
                            i++;
                        }
                        while (i < end && Character.isDigit(sql.charAt(i))) {
                            i++;
                        }
                    }
                    tokens.add(new Token(Kind.NUMBER, sql.substring(start, i)));
                } else if (Character.isLetter(c) || c == '_' || c > 127) {
                    int start = i;
                    while (i < end && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '_' || sql.charAt(i) == '$' || sql.charAt(i) > 127)) {
                        i++;
                    }
                    tokens.add(new Token(Kind.WORD, sql.substring(start, i).toLowerCase(Locale.ROOT)));
                } else if (c == ';' && sql.substring(i + 1).isBlank()) {
                    i = end; // one trailing semicolon; several statements never reach here
                } else {
                    tokens.add(new Token(Kind.SYMBOL, String.valueOf(c)));
                    i++;
                }
            }
        }

        private int blockCommentEnd(int from) throws SQLException {
            int depth = 0;
            int i = from;
            while (i < sql.length()) {
                if (sql.startsWith("/*", i)) {
                    depth++;
                    i += 2;
                } else if (sql.startsWith("*/", i)) {
                    i += 2;
                    if (--depth == 0) {
                        return i;
                    }
                } else {
                    i++;
                }
            }
            throw syntaxError();
        }

        /** Reads a quoted token from its opening quote at {@code from}; a doubled quote stands for one. */
        private int quoted(int from, char quote, boolean backslashEscapes, Kind kind) throws SQLException {
            StringBuilder text = new StringBuilder();
            int i = from + 1;
            while (i < sql.length()) {
                char c = sql.charAt(i++);
                if (backslashEscapes && c == '\\' && i < sql.length()) {
                    char escaped = sql.charAt(i++);
                    text.append(switch (escaped) {
                        case 'n' -> '\n';
                        case 't' -> '\t';
                        case 'r' -> '\r';
                        case 'b' -> '\b';
                        case 'f' -> '\f';
                        default -> escaped;
                    });
                } else if (c != quote) {
                    text.append(c);
                } else if (i < sql.length() && sql.charAt(i) == quote) {
                    text.append(quote);
                    i++;
                } else {
                    if (kind == Kind.QUOTED && text.isEmpty()) {
                        throw new SQLException("zero-length delimited identifier at or near \"\"\"\"", "42601");
                    }
                    tokens.add(new Token(kind, text.toString()));
                    return i;
                }
            }
            throw syntaxError();
        }

        /** The dollar-quote tag starting at {@code i} ({@code $$}, {@code $tag$}), or null. */
        private String dollarTag(int i) {
            int close = sql.indexOf('$', i + 1);
            if (close < 0) {
                return null;
            }
            for (int j = i + 1; j < close; j++) {
                if (!Character.isLetterOrDigit(sql.charAt(j)) && sql.charAt(j) != '_') {
                    return null;
                }
            }
            return sql.substring(i, close + 1);
        }

        boolean atEnd() {
            return next >= tokens.size();
        }

        Token next() throws SQLException {
            if (atEnd()) {
                throw syntaxError();
            }
            return tokens.get(next++);
        }

        /** The first word, upper case: SET, SHOW or RESET. */
        String keyword() throws SQLException {
            Token first = next();
            return first.kind() == Kind.WORD ? first.text().toUpperCase(Locale.ROOT) : "";
        }

        boolean peekKeyword(String keyword) {
            return peekKeyword(0, keyword);
        }

        boolean peekKeyword(int ahead, String keyword) {
            int at = next + ahead;
            return at < tokens.size() && tokens.get(at).kind() == Kind.WORD && tokens.get(at).text().equalsIgnoreCase(keyword);
        }

        boolean acceptKeyword(String keyword) {
            if (peekKeyword(keyword)) {
                next++;
                return true;
            }
            return false;
        }

        void expectKeyword(String keyword) throws SQLException {
            if (!acceptKeyword(keyword)) {
                throw syntaxError();
            }
        }

        /** Expects {@code keyword} and answers {@code meaning}, for the last choice of a list. */
        String expectKeyword(String keyword, String meaning) throws SQLException {
            expectKeyword(keyword);
            return meaning;
        }

        boolean acceptSymbol(char symbol) {
            if (!atEnd() && tokens.get(next).kind() == Kind.SYMBOL && tokens.get(next).text().charAt(0) == symbol) {
                next++;
                return true;
            }
            return false;
        }

        void expectEnd() throws SQLException {
            if (!atEnd()) {
                throw syntaxError();
            }
        }

        /** A parameter's name: an identifier, possibly dotted ({@code myapp.user_id}), case-folded unless quoted. */
        String parameterName() throws SQLException {
            StringBuilder name = new StringBuilder(identifier());
            while (acceptSymbol('.')) {
                name.append('.').append(identifier());
            }
            return name.toString();
        }

        private String identifier() throws SQLException {
            Token token = next();
            if (token.kind() != Kind.WORD && token.kind() != Kind.QUOTED) {
                throw syntaxError();
            }
            return token.text();
        }

        /** A role, a user or a schema: a name or a string. */
        Value nameOrString() throws SQLException {
            Token token = next();
            if (token.kind() == Kind.NUMBER || token.kind() == Kind.SYMBOL) {
                throw syntaxError();
            }
            return new Value(token.text(), ValueKind.STRING);
        }

        /** One value of a SET: a name or a string (both strings to PostgreSQL), or a number with its sign. */
        Value value() throws SQLException {
            String sign = acceptSymbol('-') ? "-" : acceptSymbol('+') ? "+" : "";
            Token token = next();
            if (token.kind() == Kind.NUMBER) {
                return new Value(sign.equals("-") ? "-" + token.text() : token.text(), ValueKind.NUMBER);
            }
            if (!sign.isEmpty() || token.kind() == Kind.SYMBOL) {
                throw syntaxError();
            }
            return new Value(token.text(), ValueKind.STRING);
        }

        /** The optional field qualifier of an INTERVAL literal ({@code HOUR TO MINUTE}); the literal itself decides. */
        void skipIntervalQualifier() {
            while (!atEnd() && tokens.get(next).kind() == Kind.WORD) {
                next++;
            }
        }

        SQLException syntaxError() {
            return new SQLException("syntax error in \"" + sql.strip() + "\"", "42601");
        }
    }
}
