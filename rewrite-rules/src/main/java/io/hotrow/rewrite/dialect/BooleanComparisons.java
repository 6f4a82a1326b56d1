package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A column compared with, or set to, a string PostgreSQL reads as a boolean ({@code active = 't'},
 * {@code SET b = 'on'}, {@code CASE active WHEN 't' THEN ...}): PostgreSQL types the string by the column, so against a boolean column it
 * is a boolean, against a text column text. H2 refuses to compare a boolean with a string and reads
 * fewer boolean words. Only the database knows the column's type, so the engine asks for the
 * columns here, looks them up, and has the statement analysed again with the strings compared with
 * boolean columns written as TRUE or FALSE. Analyses are shared by every database, so the types
 * cannot be part of the analysis itself.
 */
public final class BooleanComparisons {

    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=");
    private static final Pattern SIMPLE_CASE = Pattern.compile("(?i)\\bcase\\b");
    /** Words a comparison may follow. */
    private static final Set<String> CONDITION_STARTS = Set.of("WHERE", "AND", "OR", "NOT", "ON", "WHEN", "THEN", "ELSE", "HAVING", "SET",
            "SELECT");

    private BooleanComparisons() {
    }

    /** The names (as PostgreSQL folds them) of the columns compared with or set to a boolean-looking string. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> columns = new HashSet<>();
        if (!mayCompare(analysis.sql())) {
            return columns; // most INSERTs: tokenising each distinct one cost a tenth of a data script's time
        }
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        if (t == null) {
            return columns; // no SQL our lexer reads: H2 decides about it
        }
        for (int i = 0; i < t.size(); i++) {
            int column = column(t, i);
            if (column >= 0) {
                columns.add(Names.normalize(t.get(column).image()));
            }
        }
        return columns;
    }

    /**
     * The statement's text (its strings in standard form) with the strings compared with or set to
     * one of {@code booleanColumns} as TRUE or FALSE; only for a statement {@link #columns} read.
     */
    public static String typed(StatementAnalysis analysis, Set<String> booleanColumns) {
        String sql = LexicalForms.standard(analysis.sql());
        SqlTokens t = new SqlTokens(sql);
        Splice splice = new Splice(sql);
        for (int i = 0; i < t.size(); i++) {
            int column = column(t, i);
            if (column >= 0 && booleanColumns.contains(Names.normalize(t.get(column).image()))) {
                splice.replace(t.get(i).begin(), t.get(i).end(), apart(sql, t.get(i), BooleanInput.of(t.get(i).image())));
            }
        }
        return splice.render();
    }

    /** {@code word} in place of the string {@code token}, kept apart from a word the string touched ({@code = 'f'INNER JOIN}, as TypeORM writes). */
    private static String apart(String sql, SqlTokens.Token token, String word) {
        boolean after = token.end() < sql.length() && Character.isLetterOrDigit(sql.charAt(token.end()));
        boolean before = token.begin() > 0 && Character.isLetterOrDigit(sql.charAt(token.begin() - 1));
        return (before ? " " : "") + word + (after ? " " : "");
    }

    /**
     * Whether {@code sql} may hold one of {@link #COMPARISONS}: each is a token that needs one of
     * the characters looked for, and putting strings in standard form adds none outside strings.
     */
    private static boolean mayCompare(String sql) {
        return sql.indexOf('=') >= 0 || sql.indexOf('<') >= 0 || sql.indexOf('!') >= 0 || SIMPLE_CASE.matcher(sql).find();
    }

    /**
     * The column of the simple CASE whose WHEN is token {@code when} ({@code CASE ix.indisunique WHEN 't' THEN ...}, as TypeORM
     * reads indexes), whose values it is compared with; -1 for a searched CASE or another operand.
     */
    private static int caseColumn(SqlTokens t, int when) {
        int depth = 0;
        for (int j = when - 1; j >= 0; j--) {
            if (t.is(j, "END")) {
                depth++;
            } else if (t.is(j, "CASE") && depth-- == 0) {
                int last = j + 1;
                while (t.is(last + 1, ".") && Operands.isWord(t, last + 2)) {
                    last += 2;
                }
                return Operands.isWord(t, j + 1) && !t.is(j + 1, "WHEN") && t.is(last + 1, "WHEN") ? last : -1;
            }
        }
        return -1;
    }

    /** The token of the column that the boolean-looking string at {@code i} is compared with, or -1. */
    private static int column(SqlTokens t, int i) {
        boolean typed = t.is(i + 1, "::") || Operands.isWord(t, i - 1) && !CONDITION_STARTS.contains(Operands.upper(t, i - 1));
        if (typed || BooleanInput.of(t.get(i).image()) == null) {
            return -1; // 'x'::text, bool 'x', or no boolean word
        }
        if (i >= 2 && COMPARISONS.contains(t.get(i - 1).image()) && Operands.isWord(t, i - 2)) {
            return i - 2;
        }
        if (i + 2 < t.size() && COMPARISONS.contains(t.get(i + 1).image()) && Operands.isWord(t, i + 2) && !t.is(i + 3, "(")) {
            return t.is(i + 3, ".") && Operands.isWord(t, i + 4) ? i + 4 : i + 2;
        }
        return t.is(i - 1, "WHEN") && t.is(i + 1, "THEN") ? caseColumn(t, i - 1) : -1;
    }
}
