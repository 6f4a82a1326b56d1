package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code a || b} of two array columns, which PostgreSQL concatenates taking a NULL array as empty ({@code NULL || '{y}'} is
 * {@code {y}}), where H2 answered NULL without an error; and {@code a || '{y}'} of an array column and a string, which
 * PostgreSQL reads as array text of the column's type (H2 appended the whole string as one element, {@code {a,"{y}"}}, and took
 * {@code 'y'}, which PostgreSQL refuses, 22P02). Only the database knows the columns are arrays: the engine asks for the columns
 * concatenated so ({@link #columns}), looks them up, and has the statement analysed again with each such concatenation written
 * as {@link ArrayConcatenations} writes array_cat, a string cast to the column's array type ({@code '{y}'::integer[]})
 * ({@link #concatenated}). So is an array column and a number, an element PostgreSQL appends to a NULL array as to an empty one
 * ({@code tags || 5} of a NULL {@code tags} is {@code {5}}; H2: NULL), and an array column and a bare NULL, which PostgreSQL
 * reads as a NULL array ({@code tags || NULL} is tags; H2: NULL). A chain of {@code ||} and an array column concatenated with
 * anything else are left to H2.
 */
public final class ArrayColumnConcatenations {

    /** Operators binding an operand tighter than {@code ||}, or chaining it: a column next to one is no whole operand here. */
    private static final Set<String> NEIGHBOURS = Set.of("+", "-", "*", "/", "%", "^", "::", "[", ".", "||");

    private ArrayColumnConcatenations() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is an array's. */
    public static boolean isArray(String h2Type) {
        return h2Type != null && (h2Type.endsWith(" ARRAY") || h2Type.contains(" ARRAY["));
    }

    /** The names (as PostgreSQL folds them) of the columns concatenated with a column or string by a lone {@code ||}; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        SqlTokens t = analysis.sql().contains("||") ? StandardTokens.ofOrNull(analysis.sql()) : null;
        if (t != null) {
            for (int[] pair : pairs(t)) {
                for (int last : new int[] {pair[1], pair[3]}) {
                    if (!isConstant(t, last)) {
                        names.add(Names.normalize(t.get(last).image()));
                    }
                }
            }
        }
        return names;
    }

    /**
     * The statement's text (its strings in standard form) with the concatenations of the array columns named in {@code typed}
     * (with H2's name of their type) PostgreSQL's.
     */
    public static String concatenated(StatementAnalysis analysis, Map<String, String> typed) {
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        if (t == null) {
            return analysis.sql();
        }
        String sql = LexicalForms.standard(analysis.sql());
        Splice splice = new Splice(sql);
        for (int[] pair : pairs(t)) {
            String left = operand(t, sql, pair[0], pair[1], typed.get(Names.normalize(t.get(pair[3]).image())));
            String right = operand(t, sql, pair[2], pair[3], typed.get(Names.normalize(t.get(pair[1]).image())));
            if (left != null && right != null && (isConstant(t, pair[1]) || typed.containsKey(Names.normalize(t.get(pair[1]).image())))
                    && (isConstant(t, pair[3]) || typed.containsKey(Names.normalize(t.get(pair[3]).image())))) {
                String concatenation = isNumber(t, pair[1]) ? "(ARRAY[" + left + "] || COALESCE(" + right + ", ARRAY[]))"
                        : isNumber(t, pair[3]) ? "(COALESCE(" + left + ", ARRAY[]) || ARRAY[" + right + "])"
                        : ArrayConcatenations.concatenation(left, right);
                splice.replace(t.get(pair[0]).begin(), t.get(pair[3]).end(), concatenation);
            }
        }
        return splice.render();
    }

    /** The text of an operand, a string read as array text of the other operand's type {@code otherType} (null: none known). */
    private static String operand(SqlTokens t, String sql, int first, int last, String otherType) {
        String text = sql.substring(t.get(first).begin(), t.get(last).end());
        if (!isString(t, last)) {
            return text;
        }
        // written as PostgreSQL's cast, which the shim reads (H2's ARRAY type names are no SQL our parser reads)
        return otherType == null ? null : text + "::" + otherType.replaceFirst(" ARRAY(\\[\\d+])?$", "").toLowerCase(Locale.ROOT) + "[]";
    }

    static boolean isString(SqlTokens t, int i) {
        return t.get(i).image().startsWith("'");
    }

    private static boolean isNumber(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && Character.isDigit(t.get(i).image().charAt(0));
    }

    /** A string, a number or a bare NULL: no column, and next to an array column an element (a number) or an array. */
    private static boolean isConstant(SqlTokens t, int i) {
        return isString(t, i) || isNumber(t, i) || t.is(i, "NULL");
    }

    /** Each {@code a || b} of two column references, or of one and a string: the first and last token of each. */
    private static List<int[]> pairs(SqlTokens t) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "||") && !t.is(i + 1, "/")) {
                int leftStart = isConstant(t, i - 1) ? i - 1 : JsonbColumnKeys.refStart(t, i - 1);
                int rightEnd = isConstant(t, i + 1) ? i + 1 : JsonbColumnKeys.refEnd(t, i + 1);
                if (leftStart >= 0 && rightEnd >= 0 && !(isConstant(t, i - 1) && isConstant(t, i + 1))
                        && !NEIGHBOURS.contains(Operands.upper(t, leftStart - 1)) && !NEIGHBOURS.contains(Operands.upper(t, rightEnd + 1))
                        && !(leftStart > 0 && isTypeName(t, leftStart - 1))) {
                    pairs.add(new int[] {leftStart, i - 1, i + 1, rightEnd});
                }
            }
        }
        return pairs;
    }

    /** Whether the word at {@code i} types the string after it ({@code text '{a}'}), so that the string is no bare one. */
    static boolean isTypeName(SqlTokens t, int i) {
        return Operands.isWord(t, i) && isString(t, i + 1) && !Operands.EXPRESSION_STARTS.contains(Operands.upper(t, i));
    }
}
