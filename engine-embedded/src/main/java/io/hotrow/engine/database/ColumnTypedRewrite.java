package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.JsonColumnOperands;
import io.hotrow.rewrite.dialect.JsonVarchar;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One session's rewrite of statements by the types of columns they name at certain places, which only the database knows:
 * jsonb columns compared where the text shows no jsonb ({@code GROUP BY doc}; see
 * {@link io.hotrow.rewrite.dialect.JsonbColumnKeys}), float, interval and timestamptz columns concatenated
 * ({@code 'x' || f}; see {@link io.hotrow.rewrite.dialect.ConcatenatedColumns}), boolean columns in max and min, which are then
 * refused ({@link io.hotrow.rewrite.dialect.BooleanExtremes}), char(n) columns where PostgreSQL keeps their padding
 * ({@link io.hotrow.rewrite.dialect.PaddedCharacters}), float columns in arithmetic, whose range PostgreSQL checks
 * ({@link io.hotrow.rewrite.dialect.FloatColumns}), array columns concatenated, of which PostgreSQL takes a NULL as empty
 * ({@link io.hotrow.rewrite.dialect.ArrayColumnConcatenations}), jsonb columns concatenated, which PostgreSQL merges as jsonb
 * ({@link io.hotrow.rewrite.dialect.JsonbColumnConcatenations}), array columns in max, min and array_agg, which are then refused
 * ({@link io.hotrow.rewrite.dialect.ArrayAggregates}), a timestamp column plus or minus a number column, which is then refused
 * ({@link io.hotrow.rewrite.dialect.TimestampColumnArithmetic}). The rewrite names the columns at its
 * places; they are looked up as H2 finds them for this session, and a name is rewritten when its column is of the same wanted
 * type in every table of the statement that has one of that name. Which names those are depends on the statement's shape
 * and the schema only, so it is looked at once per shape until the schema changes; a statement with such a name is
 * analysed again at each run, with its literals.
 */
final class ColumnTypedRewrite {

    private final StatementMemo<Map<String, String>> typedOf = new StatementMemo<>();
    private final TableColumnsMemo tableColumns;
    private final Function<StatementAnalysis, Set<String>> places;
    private final Predicate<String> wanted;
    private final BiFunction<StatementAnalysis, Map<String, String>, String> rewrite;

    /**
     * {@code places}: the names of the columns at the rewrite's places; {@code wanted}: whether H2's name of a column's type is
     * one the rewrite is for; {@code rewrite}: the statement's text with the names given (with H2's name of their type)
     * rewritten.
     */
    ColumnTypedRewrite(TableColumnsMemo tableColumns, Function<StatementAnalysis, Set<String>> places, Predicate<String> wanted,
            BiFunction<StatementAnalysis, Map<String, String>, String> rewrite) {
        this.tableColumns = tableColumns;
        this.places = places;
        this.wanted = wanted;
        this.rewrite = rewrite;
    }

    /** {@code analysis}, or the analysis of its text rewritten for the columns of the wanted type it names. */
    StatementAnalysis rewritten(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) {
        if (analysis.refusal() != null || analysis.tables().isEmpty()) {
            return analysis;
        }
        Map<String, String> typed = typedOf.get(analysis, generation);
        if (typed == null) {
            Set<String> named = places.apply(analysis);
            typed = named.isEmpty() ? Map.of() : typed(h2, analysis, named, generation);
            typedOf.put(analysis, typed);
        }
        if (typed.isEmpty()) {
            return analysis;
        }
        StatementAnalysis rewritten = analyzer.analyze(rewrite.apply(analysis, typed)).keepingWhatItIs(analysis);
        return rewritten.refusal() == null ? rewritten : analysis.refusedAs(rewritten); // its message quotes the application's text
    }

    /** The names of {@code named} whose columns are of one wanted type in every table of the statement having one of the name, with it. */
    private Map<String, String> typed(Connection h2, StatementAnalysis analysis, Set<String> named, long generation) {
        Map<String, String> typed = new HashMap<>();
        Set<String> other = new HashSet<>();
        for (String table : analysis.tables()) {
            TableColumns columns;
            try {
                columns = tableColumns.of(h2, TableColumns.quoted(table), generation);
            } catch (SQLException e) {
                continue; // not a table this session sees (a CTE's name): H2 decides about it when the statement runs
            }
            for (String name : named) {
                int i = columns.indexOf(name);
                if (i >= 0) {
                    // a json column (a VARCHAR of the length that marks one) by a name of its own, so that a rewrite can want it
                    String type = columns.precisions().get(i) == JsonVarchar.LENGTH && columns.types().get(i) == Types.VARCHAR
                            ? JsonColumnOperands.JSON_COLUMN : columns.typeNames().get(i);
                    if (!wanted.test(type) || !type.equals(typed.getOrDefault(name, type))) {
                        other.add(name);
                    } else {
                        typed.put(name, type);
                    }
                }
            }
        }
        typed.keySet().removeAll(other);
        return typed.isEmpty() ? Map.of() : Map.copyOf(typed);
    }
}
