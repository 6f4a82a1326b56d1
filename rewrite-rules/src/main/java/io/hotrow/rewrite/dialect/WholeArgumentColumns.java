package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Column references that are the whole argument of an aggregate ({@code max(b)}, {@code array_agg(n ORDER BY id)}), which the engine
 * looks up and has cast to their type, so that a rule refuses what the type makes of the call ({@link BooleanExtremes},
 * {@link ArrayAggregates}).
 */
final class WholeArgumentColumns {

    /** The last token of the column reference that is the whole argument of a call at token {@code i}, or -1. */
    interface Finder {
        int columnAt(SqlTokens t, int i);
    }

    private WholeArgumentColumns() {
    }

    /** The names (as PostgreSQL folds them) of the columns {@code finder} finds; empty for a text without any of {@code words}. */
    static Set<String> columns(StatementAnalysis analysis, Set<String> words, Finder finder) {
        Set<String> names = new LinkedHashSet<>();
        String sql = analysis.sql().toLowerCase(Locale.ROOT);
        if (words.stream().anyMatch(sql::contains)) {
            SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
            for (int i = 0; t != null && i + 1 < t.size(); i++) {
                int last = finder.columnAt(t, i);
                if (last >= 0) {
                    names.add(Names.normalize(t.get(last).image()));
                }
            }
        }
        return names;
    }

    /**
     * The statement's text (its strings in standard form) with each column {@code finder} finds that {@code typed} names (with H2's
     * name of its type) cast as {@code castOf} writes the type ({@code ::boolean}).
     */
    static String cast(StatementAnalysis analysis, Map<String, String> typed, Finder finder, Function<String, String> castOf) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (int i = 0; i + 1 < t.size(); i++) {
                int last = finder.columnAt(t, i);
                String type = last < 0 ? null : typed.get(Names.normalize(t.get(last).image()));
                if (type != null) {
                    splice.insert(t.get(last).end(), castOf.apply(type));
                }
            }
        });
    }
}
