package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Spots, in one session's READ COMMITTED transaction, the pattern that loses updates under row
 * locks as it does on PostgreSQL (docs/concurrency.md, "The serialized mode"): a row read by key
 * without {@code FOR UPDATE}, then written by key with a value the statement does not compute
 * from the row ({@code UPDATE t SET n = ? WHERE id = ?}), so the value was computed from the read
 * in the application. Another transaction may have changed the row in between. Reads and writes
 * are matched by their table and pinned columns, the statements' shapes, and a write counts only if
 * it sets a column the read's select list read: what is reported is a risk in the code, at the rows
 * it wrote.
 */
final class ReadThenWrite {

    /** The reads by key of the open transaction: table and pinned columns to what they read. */
    private final Map<Pinned, Read> reads = new HashMap<>();

    private record Pinned(String table, Set<String> columns) {
    }

    private record Read(String sql, Set<String> columns) {

        boolean overlaps(Set<String> written) {
            return columns.contains(RowPin.ALL_COLUMNS) || written.stream().anyMatch(columns::contains);
        }
    }

    /** A read of the open transaction: remembered if it reads rows by key. */
    void read(StatementAnalysis analysis) {
        RowPin pin = analysis.rowPin();
        if (pin != null && pin.shape() == RowPin.Shape.SELECT && reads.size() < MAX_READS) {
            reads.putIfAbsent(new Pinned(pin.table(), pin.pinned().keySet()), new Read(analysis.sql(), pin.readColumns()));
        }
    }

    /**
     * A write of the open transaction: the text of the earlier read it follows in the lost-update
     * pattern, or null.
     */
    String riskyRead(StatementAnalysis analysis) {
        RowPin pin = analysis.rowPin();
        if (pin == null || pin.shape() != RowPin.Shape.UPDATE || !pin.readColumns().isEmpty() || reads.isEmpty()) {
            return null;
        }
        Read read = reads.get(new Pinned(pin.table(), pin.pinned().keySet()));
        return read != null && read.overlaps(pin.writtenColumns()) ? read.sql() : null;
    }

    void transactionEnded() {
        reads.clear();
    }

    /** Reads remembered per transaction at most: a transaction reading thousands of rows by key is a batch, not this pattern. */
    private static final int MAX_READS = 64;
}
