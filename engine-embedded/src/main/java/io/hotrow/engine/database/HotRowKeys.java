package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.metrics.HotRow;
import java.util.List;

/**
 * How a changed row of one table is named for the hot-row metrics ({@link HotRow}: the table as
 * {@code schema.table}, the key as {@code id=5, k=x}): the qualified name and where each key column
 * is in the row's image, found once for the table rather than for each row of each commit, which
 * runs under the lane. Immutable, so a commit and a transaction's lost-update check may share it.
 */
final class HotRowKeys {

    static final HotRowKeys NONE = new HotRowKeys(null, null, null, new String[0], new int[0]);

    private final TableShape shape;
    private final List<String> columns;
    private final String table;
    /** Each key column's {@code name=}, and where its value is in a row image of {@link #columns}. */
    private final String[] prefixes;
    private final int[] positions;

    private HotRowKeys(TableShape shape, List<String> columns, String table, String[] prefixes, int[] positions) {
        this.shape = shape;
        this.columns = columns;
        this.table = table;
        this.prefixes = prefixes;
        this.positions = positions;
    }

    static HotRowKeys of(TableShape shape, List<String> columns) {
        List<String> keys = shape.keyColumns();
        String[] prefixes = new String[keys.size()];
        int[] positions = new int[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            prefixes[i] = (i == 0 ? "" : ", ") + keys.get(i) + "=";
            positions[i] = columns.indexOf(keys.get(i));
        }
        return new HotRowKeys(shape, columns, shape.schema() + "." + shape.table(), prefixes, positions);
    }

    /** Whether this names the rows of {@code shape} whose images hold {@code columns}. */
    boolean describe(TableShape shape, List<String> columns) {
        return this.shape == shape && this.columns == columns;
    }

    /** The hot row a row image of the table stands for. */
    HotRow row(Object[] image) {
        if (positions.length == 1) {
            return new HotRow(table, prefixes[0] + image[positions[0]]);
        }
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < positions.length; i++) {
            key.append(prefixes[i]).append(image[positions[i]]);
        }
        return new HotRow(table, key.toString());
    }
}
