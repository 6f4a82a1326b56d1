package io.hotrow.rewrite.analysis;

import java.util.Map;
import java.util.Set;

/**
 * What the text of a statement says about the single row it may read and then write, before any
 * table metadata is consulted: the columns its WHERE clause (or conflict target) pins by equality,
 * and which columns of that row it reads and writes. Whether the pinned columns form a key is
 * decided later, by {@link io.hotrow.rewrite.keys.ReadModifyWriteDetector}.
 *
 * @param table          the target table, lower case, without schema
 * @param shape          the statement form
 * @param pinned         column → value, for every {@code column = value} in a top-level AND chain
 * @param readColumns    columns of the target row that SET expressions read; for a SELECT, the columns
 *                       its select list reads ({@link #ALL_COLUMNS} for {@code *}); empty for FOR UPDATE
 * @param counterColumns columns written as {@code c = c ± expression-not-reading-the-row}
 * @param writtenColumns columns an UPDATE or DO UPDATE sets; empty for a SELECT
 */
public record RowPin(String table, Shape shape, Map<String, ValueSource> pinned, Set<String> readColumns,
                     Set<String> counterColumns, Set<String> writtenColumns) {

    /** In {@link #readColumns} of a SELECT: it reads every column ({@code *}). */
    public static final String ALL_COLUMNS = "*";

    public enum Shape {
        /** {@code UPDATE t SET ... WHERE key = ?} */
        UPDATE,
        /** {@code INSERT ... ON CONFLICT (key) DO UPDATE SET ...} */
        UPSERT,
        /** {@code SELECT ... FROM t WHERE key = ? FOR UPDATE} */
        SELECT_FOR_UPDATE,
        /** {@code SELECT ... FROM t WHERE key = ?}: reads the row without locking it */
        SELECT
    }
}
