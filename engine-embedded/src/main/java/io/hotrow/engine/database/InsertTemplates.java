package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One session's {@link InsertTemplate}s, by {@link InsertValuesShape} key, for the schema they were learned
 * on: a schema or search path change starts over, as the columns' types may have changed. A shape is learned
 * at its second text, so a text met once costs no probe; one that cannot be a template is remembered as such.
 */
final class InsertTemplates {

    /** Shapes remembered at most; past it the memo starts over. */
    private static final int CAPACITY = 256;
    /** What is known of a shape that has no template (yet). */
    private enum Verdict { SEEN_ONCE, TEXT_BY_TEXT }

    /** The columns of a table, as the session finds them for its current names. */
    @FunctionalInterface
    interface Columns {
        TableColumns of(String table) throws SQLException;
    }

    /** The session's full analysis of a text, not through this memo. */
    @FunctionalInterface
    interface Analysis {
        StatementAnalysis of(String sql) throws SQLException;
    }

    private final Map<String, Object> byKey = new HashMap<>();
    private long generation = -1;

    /** The analysis of {@code sql}, of {@code shape}, made from its template; null if it has none. */
    synchronized StatementAnalysis instantiate(InsertValuesShape shape, String sql, long names) {
        if (names != generation) {
            byKey.clear();
            generation = names;
            return null;
        }
        return byKey.get(shape.key()) instanceof InsertTemplate template ? template.instantiate(sql, shape) : null;
    }

    /** Notes that {@code analysed}, a text of {@code shape}, was analysed in full; at the shape's second text, learns its template. */
    synchronized void analysed(InsertValuesShape shape, StatementAnalysis analysed, long names, Columns columns, Analysis analyse) {
        if (names != generation || byKey.size() >= CAPACITY) {
            byKey.clear();
            generation = names;
        }
        Object known = byKey.get(shape.key());
        if (known == null) {
            byKey.put(shape.key(), Verdict.SEEN_ONCE);
        } else if (known == Verdict.SEEN_ONCE) {
            InsertTemplate template;
            try {
                template = InsertTemplate.learn(shape, analysed, columns.of(shape.table()), analyse);
            } catch (SQLException e) {
                if ("57014".equals(e.getSQLState())) {
                    return; // a stopped probe says nothing about the shape: learn it at a later text
                }
                template = null; // a table this session does not see, a probe refused: H2 or the analysis says so for each text
            }
            byKey.put(shape.key(), template != null ? template : Verdict.TEXT_BY_TEXT);
        }
    }
}
