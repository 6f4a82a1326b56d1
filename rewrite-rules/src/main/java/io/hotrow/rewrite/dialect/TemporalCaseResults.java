package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * A CASE whose results are typed date and timestamp literals ({@code CASE WHEN true THEN date '2024-01-01' ELSE
 * timestamp '2024-01-01 10:00' END}): PostgreSQL types it by all its results, a {@code timestamp} here (a
 * {@code timestamptz} with one among them), and converts the date to it. H2 folds a CASE whose conditions are constant
 * to the branch taken and keeps that branch's type, so it answered the date, typed date. Each date literal becomes a
 * cast to the common type, which H2 keeps whichever branch it takes.
 */
final class TemporalCaseResults implements Rule {

    /** The rank of each literal's type, as the lexer gives it (one token): a higher one takes the CASE. */
    private static final Map<String, Integer> RANKS = Map.of("DATE", 0, "TIMESTAMP", 1, "TIMESTAMP WITHOUT TIME ZONE", 1,
            "TIMESTAMPTZ", 2, "TIMESTAMP WITH TIME ZONE", 2);
    private static final List<String> CASTS = List.of("DATE", "TIMESTAMP", "TIMESTAMP WITH TIME ZONE");

    /** A result over tokens {@code [first, last]}, a literal of the type ranked {@code rank}. */
    private record Result(int first, int last, int rank) {
    }

    @Override
    public List<String> words() {
        return List.of("case");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i, "CASE")) {
                continue;
            }
            int end = Operands.endOf(t, i);
            List<Result> results = t.is(end, "END") ? results(t, i, end) : List.of();
            int common = results.stream().mapToInt(Result::rank).max().orElse(0);
            if (common == 0 || results.stream().noneMatch(r -> r.rank() == 0)) {
                continue;
            }
            for (Result r : results) {
                if (r.rank() == 0) {
                    Splice.Span date = new Splice.Span(t.get(r.first()).begin(), t.get(r.last()).end());
                    splice.wrap(date.begin(), date.end(), List.of(date), parts -> "CAST(" + parts.get(0) + " AS " + CASTS.get(common) + ")");
                }
            }
        }
    }

    /** The results after THEN and ELSE of the CASE over {@code [start, end]}, each a typed date or timestamp literal; else none. */
    private static List<Result> results(SqlTokens t, int start, int end) {
        List<Result> results = new ArrayList<>();
        int depth = 0;
        for (int i = start + 1; i < end; i++) {
            if (t.is(i, "(") || t.is(i, "CASE")) {
                depth++;
            } else if (t.is(i, ")") || t.is(i, "END")) {
                depth--;
            } else if (depth == 0 && (t.is(i, "THEN") || t.is(i, "ELSE"))) {
                Result result = literal(t, i + 1);
                boolean ends = result != null && (t.is(result.last() + 1, "WHEN") || t.is(result.last() + 1, "ELSE") || result.last() + 1 == end);
                if (!ends) {
                    return List.of();
                }
                results.add(result);
            }
        }
        return results;
    }

    /** The typed literal at {@code i} ({@code date '...'}, {@code timestamp with time zone '...'}, its type one token), or null. */
    private static Result literal(SqlTokens t, int i) {
        Integer rank = RANKS.get(Operands.upper(t, i).replaceAll("\\s+", " "));
        return rank == null || i + 1 >= t.size() || !t.get(i + 1).image().startsWith("'") ? null : new Result(i, i + 1, rank);
    }
}
