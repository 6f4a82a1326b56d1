package io.hotrow.engine.catalog;

import io.hotrow.engine.sql.IndexCreation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.expression.Expression;
import org.h2.expression.ExpressionVisitor;
import org.h2.expression.SearchedCase;
import org.h2.expression.condition.ConditionAndOr;
import org.h2.expression.condition.ConditionAndOrN;
import org.h2.index.Index;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;
import org.h2.util.HasSQL;

/**
 * The columns that hold an index's expressions and a partial index's predicate. H2 indexes columns only; for
 * {@code CREATE INDEX ... (lower(code))} the engine adds a hidden column to the table (H2's INVISIBLE, GENERATED ALWAYS AS
 * the expression) and indexes it; for {@code CREATE INDEX ... WHERE pred} a last one, {@code CASE WHEN pred THEN TRUE END}.
 * PostgreSQL has no such column: the catalog leaves it out of the table's columns and shows the expression where the
 * index names it, and the predicate after the index's keys, as {@code pg_get_indexdef} prints them.
 */
public final class IndexExpressions {

    /** A string or quoted name whole, or a word. */
    private static final Pattern WORD_OR_QUOTED = Pattern.compile("'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|[A-Za-z_][A-Za-z0-9_$]*");
    /** Words H2 writes right before a parenthesis that are no functions. */
    private static final Set<String> KEYWORDS_BEFORE_PARENTHESES = Set.of("IN", "ANY", "ALL", "ARRAY", "EXISTS", "AND", "OR", "NOT");

    private IndexExpressions() {
    }

    /** Whether {@code column} holds an index's expression or predicate, and is not one of the table's columns to PostgreSQL. */
    public static boolean isHidden(Column column) {
        return !column.getVisible() && column.isGenerated()
                && (column.getName().startsWith(IndexCreation.HIDDEN_PREFIX) || column.getName().startsWith(IndexCreation.PREDICATE_PREFIX));
    }

    /** Whether {@code column} holds a partial index's predicate. */
    static boolean isPredicate(Column column) {
        return isHidden(column) && column.getName().startsWith(IndexCreation.PREDICATE_PREFIX);
    }

    /** {@code index}'s keys as PostgreSQL has them: without the column of its predicate. */
    static List<IndexColumn> keys(Index index) {
        List<IndexColumn> keys = new ArrayList<>();
        for (IndexColumn key : index.getIndexColumns()) {
            if (!isPredicate(key.column)) {
                keys.add(key);
            }
        }
        return keys;
    }

    /**
     * A partial index's predicate as PostgreSQL prints it after WHERE ({@code (deleted_at IS NULL)}, {@code active},
     * {@code ((qty > 0) AND (NOT active))}; when {@code pretty}, without the outer pair); null for an index of every row.
     * H2 prints keywords and functions in upper case: PostgreSQL's keywords stay so, functions and constants go to lower case.
     */
    static String predicate(Index index, boolean pretty) {
        for (IndexColumn key : index.getIndexColumns()) {
            if (isPredicate(key.column) && key.column.getDefaultExpression() instanceof SearchedCase holds) {
                Expression condition = holds.getSubexpression(0);
                String sql = pretty ? pretty(condition)
                        : condition.getSQL(new StringBuilder(), HasSQL.QUOTE_ONLY_WHEN_REQUIRED, Expression.AUTO_PARENTHESES).toString();
                return lowerCaseCallsAndConstants(PostgresCasts.written(sql.replace("pg_catalog.", "")));
            }
        }
        return null;
    }

    /**
     * A condition as PostgreSQL's pretty printing writes it (psql's {@code \d}): the operands of AND and OR without the pair
     * H2 puts around each, but an OR within an AND, which AND binds tighter than ({@code qty > 0 AND (a OR b)}).
     */
    private static String pretty(Expression condition) {
        String sql = condition.getUnenclosedSQL(new StringBuilder(), HasSQL.QUOTE_ONLY_WHEN_REQUIRED).toString();
        String connective = connective(condition, sql);
        if (connective == null) {
            return sql;
        }
        StringJoiner operands = new StringJoiner(" " + connective + " ");
        for (int i = 0; i < condition.getSubexpressionCount(); i++) {
            Expression operand = condition.getSubexpression(i);
            String written = pretty(operand);
            String inner = connective(operand, operand.getUnenclosedSQL(new StringBuilder(), HasSQL.QUOTE_ONLY_WHEN_REQUIRED).toString());
            operands.add(inner != null && !inner.equals(connective) ? "(" + written + ")" : written);
        }
        return operands.toString();
    }

    /** AND or OR for H2's conjunction or disjunction (whose kind H2 shows only in its text {@code sql}), null for another condition. */
    private static String connective(Expression condition, String sql) {
        if (!(condition instanceof ConditionAndOr) && !(condition instanceof ConditionAndOrN)) {
            return null;
        }
        int after = condition.getSubexpression(0).getSQL(new StringBuilder(), HasSQL.QUOTE_ONLY_WHEN_REQUIRED, Expression.AUTO_PARENTHESES).length();
        return sql.startsWith("\n    AND ", after) ? "AND" : "OR";
    }

    /** {@code table}'s columns as PostgreSQL has them: without the hidden ones. */
    public static List<Column> shown(Table table) {
        List<Column> columns = new ArrayList<>();
        for (Column column : table.getColumns()) {
            if (!isHidden(column)) {
                columns.add(column);
            }
        }
        return columns;
    }

    /** The columns an index's key reads: the columns its expression reads for a hidden column, else the column itself. */
    public static List<Column> read(Column key) {
        if (!isHidden(key)) {
            return List.of(key);
        }
        HashSet<Column> read = new HashSet<>();
        key.getDefaultExpression().isEverything(ExpressionVisitor.getColumnsVisitor(read, null));
        return read.stream().sorted(Comparator.comparingInt(Column::getColumnId)).toList();
    }

    /**
     * A hidden column's expression as an index element, in PostgreSQL's words: a function call bare ({@code lower(code)}),
     * another expression in parentheses ({@code ((a + b))}, {@code (a + b)} when {@code pretty}, which leaves out the pair
     * around an operation). H2 prints names of functions and keywords in upper case, PostgreSQL in lower case; a name that
     * needs quotes is quoted by H2 and kept.
     */
    public static String element(Column column, boolean pretty) {
        // the engine's functions live in pg_catalog, and PostgreSQL leaves the schema of its own out
        String sql = lowerCaseWords(PostgresCasts.written(column.getDefaultExpression().getUnenclosedSQL(new StringBuilder(),
                HasSQL.QUOTE_ONLY_WHEN_REQUIRED).toString().replace("pg_catalog.", "")));
        if (PostgresCasts.isCast(sql)) {
            return "(" + sql + ")"; // a cast prints its own pair around its operand, not around itself
        }
        return isCall(sql) ? sql : pretty ? "(" + sql + ")" : "((" + sql + "))"; // H2 leaves out an operation's own pair, PostgreSQL prints it
    }

    /** The name PostgreSQL gives an index's column for an expression: the function's, or {@code expr}. */
    public static String attributeName(Column column) {
        String element = element(column, true);
        return isCall(element) ? element.substring(0, element.indexOf('(')) : "expr";
    }

    /** {@code name(...)} and nothing after its closing parenthesis. */
    private static boolean isCall(String sql) {
        int open = sql.indexOf('(');
        if (open <= 0 || !sql.substring(0, open).matches("[a-z_][a-z0-9_]*") || !sql.endsWith(")")) {
            return false;
        }
        int depth = 0;
        for (int i = open; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = sql.indexOf(c, i + 1); // a doubled quote closes and opens again: no parenthesis between them
                if (i < 0) {
                    return false;
                }
            } else if (c == '(' || c == ')') {
                depth += c == '(' ? 1 : -1;
                if (depth == 0) {
                    return i == sql.length() - 1;
                }
            }
        }
        return false;
    }

    /** Words that call a function, and TRUE and FALSE, in lower case; other words, strings and quoted names as they are. */
    private static String lowerCaseCallsAndConstants(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        Matcher word = WORD_OR_QUOTED.matcher(sql);
        int copied = 0;
        while (word.find()) {
            String text = word.group();
            boolean call = word.end() < sql.length() && sql.charAt(word.end()) == '(' && !KEYWORDS_BEFORE_PARENTHESES.contains(text);
            boolean constant = text.equals("TRUE") || text.equals("FALSE");
            out.append(sql.substring(copied, word.start()).replaceAll("\\s+", " ")) // H2 starts a line before AND and OR
                    .append(Character.isLetter(text.charAt(0)) && (call || constant) ? text.toLowerCase(Locale.ROOT) : text);
            copied = word.end();
        }
        return out.append(sql.substring(copied).replaceAll("\\s+", " ")).toString();
    }

    /** Unquoted words in lower case; strings and quoted names as they are. */
    private static String lowerCaseWords(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                int close = sql.indexOf(c, i + 1);
                int end = close < 0 ? sql.length() : close + 1;
                out.append(sql, i, end);
                i = end - 1;
            } else {
                out.append(Character.isLetter(c) ? Character.toLowerCase(c) : c);
            }
        }
        return out.toString();
    }
}
