package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Columns concatenated with {@code ||} as whole operands ({@code 'took ' || t.duration}, {@code price || ' EUR'}) whose type
 * H2 writes otherwise than PostgreSQL: a float ({@code 1.0E-7}, PostgreSQL {@code 1e-07}), an interval ({@code INTERVAL '1'
 * DAY}, PostgreSQL {@code 1 day}), a {@code timestamptz} (in the offset it was written with, PostgreSQL in the session's
 * TimeZone). Only the database knows the column's type: the engine asks for the columns concatenated ({@link #columns}),
 * looks them up, and has the statement analysed again with those of such a type handed to {@code hotrow_text}
 * ({@link #texted}), as {@link ConcatenatedText} does for operands whose text shows the type. Other columns keep H2's
 * operator alone, with no call per row.
 */
public final class ConcatenatedColumns {

    /** Operators that bind tighter than {@code ||}: a column next to one is part of a larger operand. */
    private static final Set<String> TIGHTER = Set.of("+", "-", "*", "/", "%", "^", "::", "[", ".", "(");

    private ConcatenatedColumns() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is one whose text H2 writes otherwise than PostgreSQL. */
    public static boolean isWrittenOtherwise(String h2Type) {
        return h2Type != null && (h2Type.equals("DOUBLE PRECISION") || h2Type.equals("REAL") || h2Type.equals("TIMESTAMP WITH TIME ZONE")
                || h2Type.startsWith("INTERVAL"));
    }

    /** The names (as PostgreSQL folds them) of the columns the statement concatenates as whole operands; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        if (analysis.sql().contains("||")) {
            SqlTokens t = JsonbColumnKeys.tokens(analysis);
            if (t != null) {
                operands(t).forEach(ref -> names.add(Names.normalize(t.get(ref[1]).image())));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the concatenated columns named in {@code typed} as text. */
    public static String texted(StatementAnalysis analysis, Set<String> typed) {
        SqlTokens t = JsonbColumnKeys.tokens(analysis);
        if (t == null) {
            return analysis.sql();
        }
        Splice splice = new Splice(LexicalForms.standard(analysis.sql()));
        for (int[] ref : operands(t)) {
            if (typed.contains(Names.normalize(t.get(ref[1]).image()))) {
                Splice.Span operand = new Splice.Span(t.get(ref[0]).begin(), t.get(ref[1]).end());
                splice.wrap(operand.begin(), operand.end(), List.of(operand), parts -> "hotrow_text(" + parts.get(0) + ")");
            }
        }
        return splice.render();
    }

    /** The column references that are whole operands of a {@code ||}, each its first and last token. */
    private static List<int[]> operands(SqlTokens t) {
        List<int[]> refs = new ArrayList<>();
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, "||")) {
                continue;
            }
            int first = JsonbColumnKeys.refStart(t, i - 1);
            if (first >= 0 && (first == 0 || !TIGHTER.contains(t.get(first - 1).image()))) {
                refs.add(new int[] {first, i - 1});
            }
            int last = JsonbColumnKeys.refEnd(t, i + 1);
            if (last >= 0 && (last + 1 >= t.size() || !TIGHTER.contains(t.get(last + 1).image()))) {
                refs.add(new int[] {i + 1, last});
            }
        }
        return refs;
    }
}
