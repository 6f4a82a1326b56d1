package io.hotrow.engine.capture;

import java.util.List;

/**
 * A unique or primary key. One declared {@code DEFERRABLE} ({@link TableShape#deferrableKeys}) has an index that no longer
 * checks each row ({@link UncheckedUniqueIndex}): the engine checks the keys a transaction changed, at the end of
 * each statement or at commit (database/DeferredUniques). One that is not ({@link TableShape#immediateKeys}) is H2's index's
 * to check, and the engine looks for the duplicates PostgreSQL meets row by row (database/RowByRowUniques).
 *
 * @param initiallyDeferred whether it was declared {@code INITIALLY DEFERRED}: checked at commit unless {@code SET CONSTRAINTS} says otherwise
 */
public record UniqueKey(String name, String schema, String table, List<String> columns, boolean initiallyDeferred) {

    /** Whether the transaction {@code timings} belong to checks this key at its commit rather than at the end of each statement. */
    public boolean deferredIn(ConstraintTimings timings) {
        return timings.deferred(schema, name, initiallyDeferred);
    }
}
