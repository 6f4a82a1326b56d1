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
 * @param elements the elements in order
 * @param listEnd where the closing parenthesis of the elements stands
 * @param predicate the predicate after WHERE, null for an index of every row
 * @param whereBegin where the WHERE stands, the statement's end without one
 */
public record IndexCreation(String sql, String table, String index, boolean ifNotExists, List<Element> elements, int listEnd,
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
     */
    public record Element(int begin, int end, boolean expression, String text) {
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
                    return withPredicate(sql, table, index, ifNotExists, List.copyOf(elements), t, i);
                }
                start = i + 1;
            } else {
                depth += token.isSymbol('(') ? 1 : token.isSymbol(')') ? -1 : 0;
            }
        }
        return null;
    }

    /** The index with what follows its elements read: a WHERE at the top level starts its predicate, which runs to the end. */
    private static IndexCreation withPredicate(String sql, String table, String index, boolean ifNotExists, List<Element> elements,
            List<Token> t, int close) {
        int depth = 0;
        for (int i = close + 1; i < t.size(); i++) {
            Token token = t.get(i);
            if (depth == 0 && token.isWord("WHERE")) {
                if (i + 1 == t.size()) {
                    return null;
                }
                int begin = t.get(i + 1).begin(), end = t.get(t.size() - 1).end();
                return new IndexCreation(sql, table, index, ifNotExists, elements, t.get(close).begin(),
                        new Element(begin, end, true, sql.substring(begin, end)), token.begin());
            }
            depth += token.isSymbol('(') ? 1 : token.isSymbol(')') ? -1 : 0;
        }
        return new IndexCreation(sql, table, index, ifNotExists, elements, t.get(close).begin(), null, sql.length());
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
        return new Element(begin, stop, expression, sql.substring(begin, stop));
    }

    private static boolean word(List<Token> t, int at, String upperCase) {
        return at < t.size() && t.get(at).isWord(upperCase);
    }

    private static boolean isName(List<Token> t, int at) {
        return at < t.size() && (t.get(at).kind() == Kind.WORD || t.get(at).kind() == Kind.QUOTED);
    }
}
