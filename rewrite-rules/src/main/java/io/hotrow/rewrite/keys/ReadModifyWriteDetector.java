package io.hotrow.rewrite.keys;

import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.ValueSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Single-row read-modify-write detection (docs/counters.md, "The advisor"): the statement's text pins some columns by
 * equality ({@link RowPin}); the table's metadata says whether they cover a primary or unique key.
 * An UPDATE counts only if its SET reads the row; an upsert only if DO UPDATE reads the existing
 * row; SELECT ... FOR UPDATE by key always counts, as the read half of a read-then-write.
 */
public final class ReadModifyWriteDetector {

    private ReadModifyWriteDetector() {
    }

    /** The target, or null when the statement is not a single-row read-modify-write on {@code table}. */
    public static SingleRowTarget detect(StatementAnalysis analysis, TableShape table) {
        RowPin pin = analysis.rowPin();
        if (pin == null || table == null || !pin.table().equals(table.name())) {
            return null;
        }
        if (pin.shape() == RowPin.Shape.SELECT || pin.shape() != RowPin.Shape.SELECT_FOR_UPDATE && pin.readColumns().isEmpty()) {
            return null; // a plain read, or a write that does not read the row: no dependency between writers
        }
        for (List<String> key : table.uniqueKeys()) {
            if (pin.pinned().keySet().containsAll(key)) {
                List<ValueSource> values = new ArrayList<>(key.size());
                for (String column : key) {
                    values.add(pin.pinned().get(column));
                }
                return new SingleRowTarget(pin.table(), pin.shape(), key, List.copyOf(values), pin.counterColumns());
            }
        }
        return null;
    }
}
