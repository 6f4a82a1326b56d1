package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code a || b} of two array columns, which PostgreSQL concatenates taking a NULL array as empty ({@code NULL || '{y}'} is
 * {@code {y}}), where H2 answered NULL without an error. Only the database knows the columns are arrays: the engine asks for
 * the columns concatenated so ({@link #columns}), looks them up, and has the statement analysed again with each such
 * concatenation written as {@link ArrayConcatenations} writes array_cat ({@link #concatenated}). A chain of {@code ||} and
 * an array column concatenated with anything else are left to H2.
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

    /** The names (as PostgreSQL folds them) of the columns concatenated with another column by a lone {@code ||}; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        SqlTokens t = analysis.sql().contains("||") ? JsonbColumnKeys.tokens(analysis) : null;
        if (t != null) {
            for (int[] pair : pairs(t)) {
                names.add(Names.normalize(t.get(pair[1]).image()));
                names.add(Names.normalize(t.get(pair[3]).image()));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the concatenations of two columns named in {@code typed} PostgreSQL's. */
    public static String concatenated(StatementAnalysis analysis, Set<String> typed) {
        SqlTokens t = JsonbColumnKeys.tokens(analysis);
        if (t == null) {
            return analysis.sql();
        }
        String sql = LexicalForms.standard(analysis.sql());
        Splice splice = new Splice(sql);
        for (int[] pair : pairs(t)) {
            if (typed.contains(Names.normalize(t.get(pair[1]).image())) && typed.contains(Names.normalize(t.get(pair[3]).image()))) {
                String left = sql.substring(t.get(pair[0]).begin(), t.get(pair[1]).end());
                String right = sql.substring(t.get(pair[2]).begin(), t.get(pair[3]).end());
                splice.replace(t.get(pair[0]).begin(), t.get(pair[3]).end(), ArrayConcatenations.concatenation(left, right));
            }
        }
        return splice.render();
    }

    /** Each {@code a || b} of two column references: the first and last token of each. */
    private static List<int[]> pairs(SqlTokens t) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "||") && !t.is(i + 1, "/")) {
                int leftStart = JsonbColumnKeys.refStart(t, i - 1);
                int rightEnd = JsonbColumnKeys.refEnd(t, i + 1);
                if (leftStart >= 0 && rightEnd >= 0 && !NEIGHBOURS.contains(Operands.upper(t, leftStart - 1))
                        && !NEIGHBOURS.contains(Operands.upper(t, rightEnd + 1))) {
                    pairs.add(new int[] {leftStart, i - 1, i + 1, rightEnd});
                }
            }
        }
        return pairs;
    }
}
