package io.hotrow.engine.metrics;

import io.micrometer.core.instrument.Counter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rows written by the pattern that loses updates under row locks, as on PostgreSQL: read by key,
 * then written with a value computed in the application (docs/concurrency.md). Counted per row in
 * a bounded sketch (shown by {@code hotrow.hot_rows}), per table in a meter, and logged once per
 * pair of statements, with the fixes.
 */
public final class LostUpdateRisks {

    private static final Logger LOG = LoggerFactory.getLogger(LostUpdateRisks.class);
    private static final int ROWS = 64;
    /** Statement pairs logged at most: past them the meter and the view still count, and the log stays quiet. */
    private static final int LOGGED_PAIRS = 64;
    static final String ADVICE = "lost-update risk: read by key, then written with a value computed in the application; use"
            + " SELECT ... FOR UPDATE, compute in SQL (SET n = n + ?), REPEATABLE READ, or concurrency=serialized";

    private final String database;
    private final Function<String, Counter> counterForTable;
    private final SpaceSaving<HotRow> rows = new SpaceSaving<>(ROWS);
    private final Map<String, Counter> counters = new ConcurrentHashMap<>();
    private final Set<String> logged = ConcurrentHashMap.newKeySet();

    LostUpdateRisks(String database, Function<String, Counter> counterForTable) {
        this.database = database;
        this.counterForTable = counterForTable;
    }

    /** A write by {@code write}, after {@code read} in the same transaction, changed {@code written}. */
    public void seen(List<HotRow> written, String read, String write) {
        for (HotRow row : written) {
            rows.add(row);
            counters.computeIfAbsent(row.table(), counterForTable).increment();
        }
        if (logged.size() < LOGGED_PAIRS && logged.add(read + "\n" + write)) {
            LOG.warn("hotrow: database {}: {} ({}, then {})", database, ADVICE, read.strip(), write.strip());
        }
    }

    /** The rows seen most often, with Space-Saving's error bound. */
    List<SpaceSaving.Entry<HotRow>> top(int limit) {
        return rows.top(limit);
    }
}
