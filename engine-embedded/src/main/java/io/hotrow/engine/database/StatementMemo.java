package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What one session learned about a statement's structure against the schema (which of its columns
 * are booleans, whether its conflict target is a key), until the schema changes. Keyed by the
 * statement's tree: texts that differ only in literals share one tree, and with it one entry, so a
 * session that writes its values into the SQL neither repeats the lookup nor grows the memo.
 */
final class StatementMemo<V> {

    /** Entries at most; past it the memo starts over, and statements are looked at again when they come back. */
    private static final int CAPACITY = 1024;

    private final Map<Object, V> byStatement = new IdentityHashMap<>();
    private long schemaGeneration = -1;

    /** What was remembered of {@code analysis} under the schema of {@code generation}, or null. */
    V get(StatementAnalysis analysis, long generation) {
        if (generation != schemaGeneration) {
            byStatement.clear();
            schemaGeneration = generation;
        }
        return byStatement.get(key(analysis));
    }

    void put(StatementAnalysis analysis, V value) {
        if (byStatement.size() >= CAPACITY) {
            byStatement.clear();
        }
        byStatement.put(key(analysis), value);
    }

    private static Object key(StatementAnalysis analysis) {
        return analysis.parsed() ? analysis.ast() : analysis.sql();
    }
}
