package io.hotrow.placement.move;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What a copy wrote.
 *
 * @param rowsPerTable rows copied, by table, in the order the tables were copied
 * @param sequences    the explicit sequences created (identity columns are part of their tables)
 */
public record CopySummary(Map<String, Long> rowsPerTable, List<String> sequences, Duration elapsed) {

    public long totalRows() {
        return rowsPerTable.values().stream().mapToLong(Long::longValue).sum();
    }
}
