package io.hotrow.engine.log;

import java.util.List;

/**
 * One row's image before and after a change: an insert has no {@code before}, a delete no
 * {@code after}. Row images, not SQL, so replay reproduces exactly what was committed even when the
 * statement used {@code now()}, {@code random()} or an unordered {@code LIMIT}.
 *
 * @param columns the table's columns at the time, in the order of the values
 */
public record RowChange(String schema, String table, List<String> columns, Object[] before, Object[] after)
        implements Change {

    public boolean isInsert() {
        return before == null;
    }

    public boolean isDelete() {
        return after == null;
    }
}
