package io.hotrow.engine.sql;

import io.hotrow.engine.sql.SqlWords.Kind;
import io.hotrow.engine.sql.SqlWords.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads a {@code CREATE [UNIQUE] INDEX [IF NOT EXISTS] [name] ON [ONLY] table [USING method] (element, ...) [WHERE predicate]}
 * by H2's tokenizer rules: its table and name as written, which elements are expressions rather than columns
 * ({@code lower(code)}, {@code (a + b)}), each with where it stands in the text, so that it can be replaced, and the
 * predicate of a partial index.
 *
 * @param sql the text read
 * @param table the table's name as written (quotes and schema kept)
 * @param index the index's name as H2 reads it (the engine's H2 folds unquoted names to lower case), null when the text names none
 * @param ifNotExists whether the text says IF NOT EXISTS
 * @param on where the ON before the table stands
 * @param elements the elements in order
 * @param listEnd where the closing parenthesis of the elements stands
 * @param predicate the predicate after WHERE, null for an index of every row
 * @param whereBegin where the WHERE stands, the statement's end without one
 */
public record IndexCreation(String sql, String table, String index, boolean ifNotExists, int on, List<Element> elements, int listEnd,
        Element predicate, int whereBegin) {

    /**
     * The start of the name of a column the engine adds to hold an index's expression (its catalog hides it); the rest is a
     * number, the first one free in its table.
     */
    public static final String HIDDEN_PREFIX = "hotrow_expr_";

    /**
     * The start of the name of a column the engine adds to a partial index's table: TRUE where the row satisfies the
     * predicate, NULL otherwise (the catalog hides it, and shows the predicate).
     */
    public static final String PREDICATE_PREFIX = "hotrow_pred_";

    /** Words that may follow an element and are not part of it. */
    private static final Set<String> ORDER_WORDS = Set.of("ASC", "DESC", "NULLS", "FIRST", "LAST");

    /**
     * One element: {@code begin} and {@code end} bound the column or expression, without the ordering words after it.
     *
     * @param expression whether it is an expression (anything but one name)
     * @param name the name PostgreSQL gives the index's column: the column's, a function's ({@code lower}), else {@code expr}
     * @param subquery whether it holds a subquery, which PostgreSQL refuses in an index
     */
    public record Element(int begin, int end, boolean expression, String text, String name, boolean subquery) {
    }

    /** The index {@code sql} creates, or null when it is not one CREATE INDEX statement with a list of elements. */
    public static IndexCreation of(String sql) {
        List<List<Token>> statements = SqlWords.statements(sql == null ? "" : sql);
        if (statements.size() != 1) {
            return null;
        }
        List<Token> t = statements.get(0);
        int at = 0;
        if (!word(t, at++, "CREATE")) {
            return null;
        }
        if (word(t, at, "UNIQUE")) {
            at++;
        }
        if (!word(t, at++, "INDEX")) {
            return null;
        }
        boolean ifNotExists = word(t, at, "IF") && word(t, at + 1, "NOT") && word(t, at + 2, "EXISTS");
        at += ifNotExists ? 3 : 0;
        String index = null;
        if (!word(t, at, "ON")) {
            if (!isName(t, at)) {
                return null;
            }
            while (at + 2 < t.size() && t.get(at + 1).isSymbol('.') && isName(t, at + 2)) {
                at += 2; // the index lives in its table's schema; H2 takes a qualified name too
            }
            Token name = t.get(at++);
            index = name.kind() == Kind.WORD ? name.text().toLowerCase(Locale.ROOT) : name.text(); // H2 folds an unquoted name to lower case here
        }
        if (!word(t, at++, "ON")) {
            return null;
        }
        int on = t.get(at - 1).begin();
        if (word(t, at, "ONLY")) {
            at++;
        }
        int tableStart = at;
        while (at + 2 < t.size() && isName(t, at) && t.get(at + 1).isSymbol('.') && isName(t, at + 2)) {
            at += 2;
        }
        if (!isName(t, at)) {
            return null;
        }
        String table = sql.substring(t.get(tableStart).begin(), t.get(at).end());
        at++;
        if (word(t, at, "USING") && at + 1 < t.size()) {
            at += 2;
        }
        if (at >= t.size() || !t.get(at).isSymbol('(')) {
            return null;
        }
        List<Element> elements = new ArrayList<>();
        int depth = 0;
        int start = at + 1;
        for (int i = at + 1; i < t.size(); i++) {
            Token token = t.get(i);
            if (depth == 0 && (token.isSymbol(',') || token.isSymbol(')'))) {
                if (i == start) {
                    return null;
                }
                elements.add(element(sql, t.subList(start, i)));
                if (token.isSymbol(')')) {
                    return withPredicate(sql, table, index, ifNotExists, on, List.copyOf(elements), t, i);
                }
                start = i + 1;
            } else {
                depth += token.isSymbol('(') ? 1 : token.isSymbol(')') ? -1 : 0;
            }
        }
        return null;
    }

    /** The index with what follows its elements read: a WHERE at the top level starts its predicate, which runs to the end. */
    private static IndexCreation withPredicate(String sql, String table, String index, boolean ifNotExists, int on, List<Element> elements,
            List<Token> t, int close) {
        int depth = 0;
        for (int i = close + 1; i < t.size(); i++) {
            Token token = t.get(i);
            if (depth == 0 && token.isWord("WHERE")) {
                if (i + 1 == t.size()) {
                    return null;
                }
                int begin = t.get(i + 1).begin(), end = t.get(t.size() - 1).end();
                return new IndexCreation(sql, table, index, ifNotExists, on, elements, t.get(close).begin(),
                        new Element(begin, end, true, sql.substring(begin, end), null, hasSelect(t.subList(i + 1, t.size()))), token.begin());
            }
            depth += token.isSymbol('(') ? 1 : token.isSymbol(')') ? -1 : 0;
        }
        return new IndexCreation(sql, table, index, ifNotExists, on, elements, t.get(close).begin(), null, sql.length());
    }

    /** The text with {@code name} (quoted as needed) given to the index, which it does not name. */
    public String named(String name) {
        return sql.substring(0, on) + name + " " + sql.substring(on);
    }

    /** Whether the index is partial: it indexes the rows its predicate holds for. */
    public boolean isPartial() {
        return predicate != null;
    }

    /** Whether an element is an expression. */
    public boolean hasExpression() {
        return elements.stream().anyMatch(Element::expression);
    }

    /**
     * The text with each expression element replaced by the name at its place in {@code names} (null entries: kept); with
     * {@code predicateColumn}, that column is indexed last in place of the WHERE clause.
     */
    public String replaced(List<String> names, String predicateColumn) {
        StringBuilder text = new StringBuilder();
        int copied = 0;
        for (int i = 0; i < elements.size(); i++) {
            Element element = elements.get(i);
            if (element.expression() && names.get(i) != null) {
                text.append(sql, copied, element.begin()).append(names.get(i));
                copied = element.end();
            }
        }
        if (predicateColumn == null || predicate == null) {
            return text.append(sql, copied, sql.length()).toString();
        }
        int kept = whereBegin;
        while (kept > listEnd && Character.isWhitespace(sql.charAt(kept - 1))) {
            kept--;
        }
        return text.append(sql, copied, listEnd).append(", ").append(predicateColumn).append(sql, listEnd, kept)
                .append(sql, predicate.end(), sql.length()).toString();
    }

    private static Element element(String sql, List<Token> tokens) {
        int end = tokens.size();
        while (end > 1 && tokens.get(end - 1).kind() == Kind.WORD && ORDER_WORDS.contains(tokens.get(end - 1).text())) {
            end--;
        }
        boolean expression = end != 1 || !isName(tokens, 0);
        int begin = tokens.get(0).begin(), stop = tokens.get(end - 1).end();
        return new Element(begin, stop, expression, sql.substring(begin, stop), columnName(tokens.subList(0, end)), hasSelect(tokens));
    }

    private static boolean hasSelect(List<Token> tokens) {
        return tokens.stream().anyMatch(token -> token.isWord("SELECT"));
    }

    /**
     * PostgreSQL's FigureIndexColname: a column's name, the function's of a call (the argument's of a cast, else its
     * type's), {@code case}, else {@code expr}.
     */
    private static String columnName(List<Token> tokens) {
        while (tokens.size() > 2 && tokens.get(0).isSymbol('(') && closing(tokens, 0) == tokens.size() - 1) {
            tokens = tokens.subList(1, tokens.size() - 1);
        }
        int cast = -1;
        int depth = 0;
        for (int i = 0; i + 1 < tokens.size(); i++) {
            depth += tokens.get(i).isSymbol('(') ? 1 : tokens.get(i).isSymbol(')') ? -1 : 0;
            if (depth == 0 && tokens.get(i).isSymbol(':') && tokens.get(i + 1).isSymbol(':') && typeOnly(tokens.subList(i + 2, tokens.size()))) {
                cast = i; // the last cast, when only its type follows it: a cast of the whole element
            }
        }
        if (cast > 0) {
            String argument = columnName(tokens.subList(0, cast));
            return !argument.equals("expr") || cast + 2 >= tokens.size() ? argument : name(tokens.get(cast + 2));
        }
        int last = 0;
        while (last + 2 < tokens.size() && isName(tokens, last) && tokens.get(last + 1).isSymbol('.') && isName(tokens, last + 2)) {
            last += 2; // a qualified name: its last part
        }
        if (last == tokens.size() - 1 && isName(tokens, last)) {
            return name(tokens.get(last));
        }
        if (isName(tokens, last) && last + 1 < tokens.size() && tokens.get(last + 1).isSymbol('(') && closing(tokens, last + 1) == tokens.size() - 1) {
            if (tokens.get(last).isWord("CAST")) {
                int as = last + 2;
                while (as < tokens.size() - 1 && !tokens.get(as).isWord("AS")) {
                    as++;
                }
                return columnName(tokens.subList(last + 2, as));
            }
            return name(tokens.get(last));
        }
        return !tokens.isEmpty() && tokens.get(0).isWord("CASE") ? "case" : "expr";
    }

    /** Whether {@code tokens} can be a type's name: words, a length in parentheses, array brackets; no operator. */
    private static boolean typeOnly(List<Token> tokens) {
        for (Token token : tokens) {
            boolean allowed = token.kind() != Kind.SYMBOL || "()[].,".indexOf(token.text().charAt(0)) >= 0;
            if (!allowed) {
                return false;
            }
        }
        return !tokens.isEmpty();
    }

    /** A name as PostgreSQL keeps it: an unquoted one in lower case. */
    private static String name(Token token) {
        return token.kind() == Kind.WORD ? token.text().toLowerCase(Locale.ROOT) : token.text();
    }

    /** The parenthesis that closes the one at {@code open}, or -1. */
    private static int closing(List<Token> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            depth += tokens.get(i).isSymbol('(') ? 1 : tokens.get(i).isSymbol(')') ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean word(List<Token> t, int at, String upperCase) {
        return at < t.size() && t.get(at).isWord(upperCase);
    }

    private static boolean isName(List<Token> t, int at) {
        return at < t.size() && (t.get(at).kind() == Kind.WORD || t.get(at).kind() == Kind.QUOTED);
    }
}
