package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code round(f)} of a float column: PostgreSQL takes a tie to the even integer ({@code round(2.5::float8)} is 2), H2's
 * round away from zero (3), without an error. Only the database knows the column's type: the engine asks for the columns
 * rounded ({@link #columns}), looks them up, and has the statement analysed again with the rounds of float columns made
 * the engine's {@code hotrow_round_float} ({@link #rounded}), as {@link NumericRoundings} does where the text shows a float.
 */
public final class FloatRoundings {

    /** The engine's function for PostgreSQL's {@code round(double precision)}. */
    static final String FUNCTION = "hotrow_round_float";

    private FloatRoundings() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is a float's. */
    public static boolean isFloat(String h2Type) {
        return "DOUBLE PRECISION".equals(h2Type) || "REAL".equals(h2Type);
    }

    /** The names (as PostgreSQL folds them) of the columns that are the whole argument of a one-argument round; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        if (analysis.sql().toLowerCase(Locale.ROOT).contains("round")) {
            SqlTokens t = JsonbColumnKeys.tokens(analysis);
            if (t != null) {
                rounds(t).forEach(round -> names.add(Names.normalize(t.get(round[1]).image())));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the rounds of the columns named in {@code typed} the engine's. */
    public static String rounded(StatementAnalysis analysis, Set<String> typed) {
        SqlTokens t = JsonbColumnKeys.tokens(analysis);
        if (t == null) {
            return analysis.sql();
        }
        Splice splice = new Splice(LexicalForms.standard(analysis.sql()));
        for (int[] round : rounds(t)) {
            if (typed.contains(Names.normalize(t.get(round[1]).image()))) {
                int name = t.is(round[0] - 1, ".") ? round[0] - 2 : round[0];
                splice.replace(t.get(name).begin(), t.get(round[0]).end(), FUNCTION);
            }
        }
        return splice.render();
    }

    /** Each {@code round(column)}: the index of the word round and of the column reference's last token. */
    private static List<int[]> rounds(SqlTokens t) {
        List<int[]> rounds = new ArrayList<>();
        for (int i = 0; i + 3 < t.size(); i++) {
            if (t.is(i, "round") && t.is(i + 1, "(") && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"))) {
                int last = JsonbColumnKeys.refEnd(t, i + 2);
                if (last >= 0 && t.is(last + 1, ")")) {
                    rounds.add(new int[] {i, last});
                }
            }
        }
        return rounds;
    }
}
