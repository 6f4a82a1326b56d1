package io.hotrow.engine.sql;

import io.hotrow.engine.sql.JsonPathItem.Kind;
import io.hotrow.engine.sql.JsonPathLexer.Token;
import io.hotrow.engine.sql.JsonPathLexer.Type;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * PostgreSQL's jsonpath grammar (jsonpath_gram.y) by recursive descent: a mode, then an expression or a
 * predicate. Predicates ({@code ==}, {@code &&}, {@code exists}, ...) and expressions (paths, arithmetic)
 * are kept apart where PostgreSQL's grammar keeps them: a filter takes a predicate, a comparison two expressions.
 */
final class JsonPathParser {

    /** A parsed jsonpath: its mode and its expression; its text is PostgreSQL's normalised one. */
    record JsonPath(boolean lax, JsonPathItem expression) {
        @Override
        public String toString() {
            return (lax ? "" : "strict ") + expression;
        }
    }

    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<>", "<", "<=", ">", ">=");
    private static final Set<String> METHODS = Set.of("type", "size", "double", "ceiling", "floor", "abs", "keyvalue", "datetime");
    private static final String REGEX_FLAGS = "ismxq";
    private static final int CACHED = 256;
    private static final Map<String, JsonPath> CACHE = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, JsonPath> eldest) {
            return size() > CACHED;
        }
    };

    private final List<Token> tokens;
    private int pos;

    private JsonPathParser(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** The jsonpath {@code text}, parsed once and kept (parsed paths are not changed after parsing). */
    static JsonPath parse(String text) throws SQLException {
        synchronized (CACHE) {
            JsonPath cached = CACHE.get(text);
            if (cached != null) {
                return cached;
            }
        }
        JsonPath path;
        try {
            path = parseText(text);
        } catch (StackOverflowError e) {
            throw JsonPathEvaluation.tooDeep();
        }
        synchronized (CACHE) {
            CACHE.put(text, path);
        }
        return path;
    }

    private static JsonPath parseText(String text) throws SQLException {
        List<Token> tokens = JsonPathLexer.tokens(text);
        if (tokens.size() == 1) {
            throw new SQLException("invalid input syntax for type jsonpath: \"" + text + "\"", "22P02");
        }
        JsonPathParser parser = new JsonPathParser(tokens);
        boolean lax = true;
        if (parser.peek().is("strict") || parser.peek().is("lax")) {
            lax = parser.take().is("lax");
        }
        JsonPathItem expression = parser.orExpression();
        if (parser.peek().type() != Type.END) {
            throw parser.unexpected();
        }
        check(expression, false, false);
        return new JsonPath(lax, expression);
    }

    /** PostgreSQL's checks after parsing: {@code @} only inside filters, {@code last} only inside subscripts. */
    private static void check(JsonPathItem item, boolean inFilter, boolean inSubscript) throws SQLException {
        for (JsonPathItem i = item; i != null; i = i.next) {
            if (i.kind == Kind.CURRENT && !inFilter) {
                throw new SQLException("@ is not allowed in root expressions", "42601");
            }
            if (i.kind == Kind.LAST && !inSubscript) {
                throw new SQLException("LAST is allowed only in array subscripts", "42601");
            }
            boolean filter = inFilter || i.kind == Kind.FILTER;
            if (i.left != null) {
                check(i.left, filter, inSubscript);
            }
            if (i.right != null) {
                check(i.right, filter, inSubscript);
            }
            if (i.subscripts != null) {
                for (JsonPathItem[] subscript : i.subscripts) {
                    check(subscript[0], inFilter, true);
                    if (subscript[1] != null) {
                        check(subscript[1], inFilter, true);
                    }
                }
            }
        }
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private Token take() {
        return tokens.get(pos++);
    }

    private void expect(String symbol) throws SQLException {
        if (!peek().is(symbol)) {
            throw unexpected();
        }
        pos++;
    }

    private SQLException unexpected() {
        return JsonPathLexer.syntaxError("syntax error " + peek().near());
    }

    private JsonPathItem predicate(JsonPathItem item, int at) throws SQLException {
        if (!item.isPredicate()) {
            pos = at;
            throw unexpected();
        }
        return item;
    }

    private JsonPathItem expression(JsonPathItem item, int at) throws SQLException {
        if (item.isPredicate()) {
            pos = at;
            throw unexpected();
        }
        return item;
    }

    private JsonPathItem orExpression() throws SQLException {
        JsonPathItem left = andExpression();
        while (peek().is("||")) {
            int at = pos++;
            predicate(left, at);
            left = JsonPathItem.binary("||", left, predicate(andExpression(), pos));
        }
        return left;
    }

    private JsonPathItem andExpression() throws SQLException {
        JsonPathItem left = notExpression();
        while (peek().is("&&")) {
            int at = pos++;
            predicate(left, at);
            left = JsonPathItem.binary("&&", left, predicate(notExpression(), pos));
        }
        return left;
    }

    /** {@code !} takes a delimited predicate: one in parentheses, or {@code exists (...)}. */
    private JsonPathItem notExpression() throws SQLException {
        if (!peek().is("!")) {
            return comparison();
        }
        pos++;
        JsonPathItem item = new JsonPathItem(Kind.NOT);
        if (peek().is("exists")) {
            item.left = primary();
        } else {
            expect("(");
            item.left = predicate(orExpression(), pos);
            expect(")");
        }
        return item;
    }

    private JsonPathItem comparison() throws SQLException {
        int at = pos;
        JsonPathItem left = additive();
        Token token = peek();
        if (token.type() == Type.SYMBOL && COMPARISONS.contains(token.text())) {
            expression(left, at);
            pos++;
            return JsonPathItem.binary(token.text(), left, expression(additive(), pos));
        }
        if (token.is("starts")) {
            expression(left, at);
            pos++;
            expect("with");
            Token initial = take();
            if (initial.type() != Type.STRING && initial.type() != Type.VARIABLE) {
                pos--;
                throw unexpected();
            }
            return JsonPathItem.binary("starts with", left, JsonPathItem.of(initial.type() == Type.STRING ? Kind.STRING : Kind.VARIABLE,
                    initial.text()));
        }
        if (token.is("like_regex")) {
            expression(left, at);
            pos++;
            return likeRegex(left);
        }
        return left;
    }

    private JsonPathItem likeRegex(JsonPathItem left) throws SQLException {
        Token pattern = take();
        if (pattern.type() != Type.STRING) {
            pos--;
            throw unexpected();
        }
        String flags = "";
        if (peek().is("flag")) {
            pos++;
            Token written = take();
            if (written.type() != Type.STRING) {
                pos--;
                throw unexpected();
            }
            flags = regexFlags(written.text());
        }
        JsonPathItem item = JsonPathItem.of(Kind.LIKE_REGEX, pattern.text());
        item.left = left;
        item.flags = flags;
        JsonPathRegex.compile(item.text, flags); // PostgreSQL compiles the pattern as it parses: 2201B for a bad one
        return item;
    }

    /** The flags in PostgreSQL's order, each once: i, s, m, x, q as given. */
    private static String regexFlags(String written) throws SQLException {
        StringBuilder flags = new StringBuilder();
        for (char flag : written.toCharArray()) {
            if (REGEX_FLAGS.indexOf(flag) < 0) {
                throw new SQLException("invalid input syntax for type jsonpath: Unrecognized flag character \"" + flag
                        + "\" in LIKE_REGEX predicate.", "42601");
            }
            if (flag == 'x') {
                // PostgreSQL's state is 0A000, which connection pools take for a broken connection (docs/errors.md)
                throw new SQLException("XQuery \"x\" flag (expanded regular expressions) is not implemented", "42601");
            }
        }
        for (char flag : REGEX_FLAGS.toCharArray()) {
            if (written.indexOf(flag) >= 0) {
                flags.append(flag);
            }
        }
        return flags.toString();
    }

    private JsonPathItem additive() throws SQLException {
        int at = pos;
        JsonPathItem left = multiplicative();
        while (peek().is("+") || peek().is("-")) {
            String operator = take().text();
            expression(left, at);
            left = JsonPathItem.binary(operator, left, expression(multiplicative(), pos));
        }
        return left;
    }

    private JsonPathItem multiplicative() throws SQLException {
        int at = pos;
        JsonPathItem left = unary();
        while (peek().is("*") || peek().is("/") || peek().is("%")) {
            String operator = take().text();
            expression(left, at);
            left = JsonPathItem.binary(operator, left, expression(unary(), pos));
        }
        return left;
    }

    /** Unary {@code +} and {@code -}; of a number literal, folded into it as PostgreSQL's makeItemUnary does. */
    private JsonPathItem unary() throws SQLException {
        if (!peek().is("+") && !peek().is("-")) {
            return accessorChain();
        }
        String operator = take().text();
        JsonPathItem operand = expression(unary(), pos);
        if (operand.kind == Kind.NUMBER && operand.next == null) {
            if (operator.equals("-")) {
                operand.number = operand.number.negate();
            }
            return operand;
        }
        JsonPathItem item = JsonPathItem.of(Kind.UNARY, operator);
        item.left = operand;
        return item;
    }

    private JsonPathItem accessorChain() throws SQLException {
        JsonPathItem item = primary();
        while (true) {
            JsonPathItem accessor = accessor();
            if (accessor == null) {
                return item;
            }
            item.tail().next = accessor;
        }
    }

    private JsonPathItem primary() throws SQLException {
        Token token = take();
        switch (token.type()) {
            case NUMBER -> {
                JsonPathItem item = new JsonPathItem(Kind.NUMBER);
                item.number = token.number();
                return item;
            }
            case STRING -> {
                return JsonPathItem.of(Kind.STRING, token.text());
            }
            case VARIABLE -> {
                return JsonPathItem.of(Kind.VARIABLE, token.text());
            }
            default -> {
                // below
            }
        }
        if (token.is("$")) {
            return new JsonPathItem(Kind.ROOT);
        }
        if (token.is("@")) {
            return new JsonPathItem(Kind.CURRENT);
        }
        if (token.is("last")) {
            return new JsonPathItem(Kind.LAST);
        }
        if (token.is("true") || token.is("false")) {
            JsonPathItem item = new JsonPathItem(Kind.BOOLEAN);
            item.bool = token.is("true");
            return item;
        }
        if (token.is("null")) {
            return new JsonPathItem(Kind.NULL);
        }
        if (token.is("exists")) {
            expect("(");
            JsonPathItem item = new JsonPathItem(Kind.EXISTS);
            item.left = expression(orExpression(), pos);
            expect(")");
            return item;
        }
        if (token.is("(")) {
            JsonPathItem inner = orExpression();
            expect(")");
            if (peek().is("is")) {
                predicate(inner, pos);
                pos++;
                expect("unknown");
                JsonPathItem item = new JsonPathItem(Kind.IS_UNKNOWN);
                item.left = inner;
                return item;
            }
            return inner;
        }
        pos--;
        throw unexpected();
    }

    /** The accessor at the current token, or null when none starts there. */
    private JsonPathItem accessor() throws SQLException {
        if (peek().is("[")) {
            pos++;
            return subscripts();
        }
        if (peek().is("?")) {
            pos++;
            expect("(");
            JsonPathItem item = new JsonPathItem(Kind.FILTER);
            item.left = predicate(orExpression(), pos);
            expect(")");
            return item;
        }
        if (!peek().is(".")) {
            return null;
        }
        pos++;
        Token token = take();
        if (token.is("*")) {
            return new JsonPathItem(Kind.ANY_KEY);
        }
        if (token.is("**")) {
            return anyLevels();
        }
        if (token.type() == Type.STRING) {
            return JsonPathItem.of(Kind.KEY, token.text());
        }
        if (token.type() != Type.WORD) {
            pos--;
            throw unexpected();
        }
        String method = token.text().toLowerCase(Locale.ROOT);
        if (METHODS.contains(method) && peek().is("(")) {
            pos++;
            if (token.is("datetime") && !peek().is(")")) {
                throw new SQLException("jsonpath's .datetime(template) is not supported on the engine", EngineErrors.NOT_SUPPORTED);
            }
            expect(")");
            return JsonPathItem.of(Kind.METHOD, method);
        }
        return JsonPathItem.of(Kind.KEY, token.text());
    }

    private JsonPathItem subscripts() throws SQLException {
        if (peek().is("*")) {
            pos++;
            expect("]");
            return new JsonPathItem(Kind.ANY_ARRAY);
        }
        JsonPathItem item = new JsonPathItem(Kind.INDEX);
        item.subscripts = new ArrayList<>();
        while (true) {
            JsonPathItem from = expression(additive(), pos);
            JsonPathItem to = null;
            if (peek().is("to")) {
                pos++;
                to = expression(additive(), pos);
            }
            item.subscripts.add(new JsonPathItem[] {from, to});
            if (peek().is("]")) {
                pos++;
                return item;
            }
            expect(",");
        }
    }

    /** {@code .**}, {@code .**{n}}, {@code .**{n to m}}, levels counted from 0 or {@code last}. */
    private JsonPathItem anyLevels() throws SQLException {
        JsonPathItem item = new JsonPathItem(Kind.ANY);
        item.first = 0;
        item.last = JsonPathItem.LAST_LEVEL;
        if (peek().is("{")) {
            pos++;
            item.first = level();
            item.last = item.first;
            if (peek().is("to")) {
                pos++;
                item.last = level();
            }
            expect("}");
        }
        return item;
    }

    private int level() throws SQLException {
        Token token = take();
        if (token.is("last")) {
            return JsonPathItem.LAST_LEVEL;
        }
        if (token.type() != Type.NUMBER || token.number().scale() > 0 || token.number().signum() < 0
                || token.number().compareTo(java.math.BigDecimal.valueOf(JsonPathItem.LAST_LEVEL - 1)) > 0) {
            pos--;
            throw unexpected();
        }
        return token.number().intValueExact();
    }
}
