package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code round(f)} of a float column, or of arithmetic of columns and numbers naming one ({@code round(f * 1)}, {@code round(abs(f))}, which are a
 * float too): PostgreSQL takes a tie to the even integer ({@code round(2.5::float8)} is 2), H2's
 * round away from zero (3), without an error. Only the database knows the column's type: the engine asks for the columns
 * rounded ({@link #columns}), looks them up, and has the statement analysed again with the rounds of float columns made
 * the engine's {@code hotrow_round_float} ({@link #rounded}), as {@link NumericRoundings} does where the text shows a float.
 */
public final class FloatRoundings {

    /** The engine's function for PostgreSQL's {@code round(double precision)}. */
    static final String FUNCTION = "hotrow_round_float";
    /** What an argument of arithmetic may hold besides columns and numbers. */
    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "(", ")");

    private FloatRoundings() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is a float's. */
    public static boolean isFloat(String h2Type) {
        return "DOUBLE PRECISION".equals(h2Type) || "REAL".equals(h2Type);
    }

    /** The names (as PostgreSQL folds them) of the columns in the argument of a one-argument round of arithmetic; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        if (analysis.sql().toLowerCase(Locale.ROOT).contains("round")) {
            SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
            if (t != null) {
                rounds(t).forEach(round -> columnsOf(t, round).forEach(names::add));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the rounds of the columns named in {@code typed} the engine's. */
    public static String rounded(StatementAnalysis analysis, Set<String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (int[] round : rounds(t)) {
                if (columnsOf(t, round).stream().anyMatch(typed::contains)) {
                    int name = t.is(round[0] - 1, ".") ? round[0] - 2 : round[0];
                    splice.replace(t.get(name).begin(), t.get(round[0]).end(), FUNCTION);
                }
            }
        });
    }

    /** The names of the columns of one round found by {@link #rounds}. */
    private static List<String> columnsOf(SqlTokens t, int[] round) {
        List<String> names = new ArrayList<>();
        for (int k = 1; k < round.length; k++) {
            names.add(Names.normalize(t.get(round[k]).image()));
        }
        return names;
    }

    /**
     * Each {@code round(argument)} whose argument is column references and numbers joined by {@code + - * /} (and
     * parentheses), with a column: the index of the word round, then of each column reference's last token. A float
     * among them makes the argument a float in PostgreSQL, whatever the others are.
     */
    private static List<int[]> rounds(SqlTokens t) {
        List<int[]> rounds = new ArrayList<>();
        for (int i = 0; i + 3 < t.size(); i++) {
            if (t.is(i, "round") && t.is(i + 1, "(") && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"))) {
                List<Integer> columns = new ArrayList<>();
                columns.add(i);
                if (arithmetic(t, i + 2, t.closing(i + 1), columns) && columns.size() > 1) {
                    rounds.add(columns.stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
        return rounds;
    }

    /**
     * Whether tokens {@code from} to {@code to} (exclusive) are arithmetic of columns, numbers and parameters, or their abs (of the
     * argument's type: {@code round(abs(f))} rounds a float); their columns go to {@code columns}.
     */
    private static boolean arithmetic(SqlTokens t, int from, int to, List<Integer> columns) {
        for (int i = from; i < to; i++) {
            int last = JsonbColumnKeys.refEnd(t, i);
            if (last >= 0 && last < to) {
                columns.add(last);
                i = last;
            } else if (!ARITHMETIC.contains(t.get(i).image()) && !t.is(i, "?") && !(Operands.isLiteral(t, i) && !t.get(i).image().startsWith("'"))
                    && !(t.is(i, "abs") && t.is(i + 1, "("))) {
                return false;
            }
        }
        return true;
    }
}
