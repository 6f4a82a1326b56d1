package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.WithQueryNames;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * One session's renaming of WITH queries that a table of the same name would hide from H2 (see
 * {@link WithQueryNames}): PostgreSQL reads the query, H2 the table. Each name is looked up as H2
 * finds a table for this session; a statement with a hidden query is analysed again with it
 * renamed. Each statement is looked at once until the schema changes.
 */
final class HiddenWithQueries {

    /** Statements remembered at most; more are forgotten at once, and looked at again when they come back. */
    private static final int CAPACITY = 1024;

    private final Map<StatementAnalysis, StatementAnalysis> seen = new IdentityHashMap<>();
    private long schemaGeneration = -1;

    /** {@code analysis}, or the analysis of its text with the queries a table hides renamed. */
    StatementAnalysis unhidden(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) {
        if (analysis.refusal() != null) {
            return analysis;
        }
        Set<String> names = WithQueryNames.of(analysis);
        if (names.isEmpty()) {
            return analysis;
        }
        if (generation != schemaGeneration || seen.size() >= CAPACITY) {
            seen.clear();
            schemaGeneration = generation;
        }
        StatementAnalysis known = seen.get(analysis);
        if (known != null) {
            return known;
        }
        Set<String> hidden = new HashSet<>();
        for (String name : names) {
            if (isTable(h2, name)) {
                hidden.add(name);
            }
        }
        StatementAnalysis result = hidden.isEmpty() ? analysis : analyzer.analyze(WithQueryNames.renamed(analysis, hidden));
        seen.put(analysis, result);
        return result;
    }

    private static boolean isTable(Connection h2, String name) {
        try (Statement probe = h2.createStatement()) {
            probe.executeQuery("SELECT * FROM \"" + name.replace("\"", "\"\"") + "\" WHERE FALSE").close();
            return true;
        } catch (SQLException e) {
            return false; // no table of that name for this session: H2 finds the query
        }
    }
}
