package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.capture.UniqueKey;
import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.RowChange;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * PostgreSQL's check of a unique or primary key that is not deferrable: row by row, as a statement changes the rows, so that
 * {@code UPDATE shift SET id = id + 1} over the keys 1, 2, 3 fails with 23505 on the duplicate 2 that lasts until the row
 * holding 2 moves on. H2 changes all rows of an UPDATE before it looks at its index, and succeeded, with the answer
 * PostgreSQL gives only for a DEFERRABLE key (or rows visited from the top). The statement's changes are looked at in the
 * order H2 made them (a table's key order for an integer key, else the order the rows were inserted in: PostgreSQL's usual
 * order, a fresh table's), after H2 ran it: no change of a key, no cost beyond a look at each changed row.
 * See docs/dialect.md ("Unique keys checked row by row").
 */
final class RowByRowUniques {

    private final TableCatalog catalog;

    RowByRowUniques(TableCatalog catalog) {
        this.catalog = catalog;
    }

    /** Refuses the changes from {@code from} on (of one statement, in order) when a row took a key another row still held. */
    void check(List<Change> changes, int from) throws SQLException {
        TableShape shape = null;
        boolean moved = false;
        for (int i = from; i < changes.size() && !moved; i++) {
            if (changes.get(i) instanceof RowChange row && row.before() != null && row.after() != null) {
                shape = shapeOf(row, shape);
                moved = shape != null && movesKey(shape, row);
            }
        }
        if (moved) {
            Set<TableShape> tables = new LinkedHashSet<>(); // a statement changing several tables (a cascade) is checked per table
            shape = null;
            for (int i = from; i < changes.size(); i++) {
                TableShape last = shape;
                if (changes.get(i) instanceof RowChange row && (shape = shapeOf(row, shape)) != null && shape != last
                        && !shape.immediateKeys().isEmpty()) {
                    tables.add(shape);
                }
            }
            for (TableShape table : tables) {
                checkTable(changes, from, table);
            }
        }
    }

    /**
     * The changes of {@code shape}'s table replayed in order over the key values the changed rows held: a row's change takes
     * its old value away and its new one in, and the new one must not be held then by another row the statement changes later.
     * A row no change touches keeps its value to the end, where H2 found no duplicate.
     */
    private void checkTable(List<Change> changes, int from, TableShape shape) throws SQLException {
        for (UniqueKey key : shape.immediateKeys()) {
            Map<List<Object>, Integer> held = new HashMap<>();
            for (int i = from; i < changes.size(); i++) {
                if (changes.get(i) instanceof RowChange row && isOf(row, shape) && row.before() != null) {
                    add(held, ReferenceGuard.values(shape, row.before(), key.columns()), 1); // one statement changes a row once
                }
            }
            for (int i = from; i < changes.size(); i++) {
                if (changes.get(i) instanceof RowChange row && isOf(row, shape)) {
                    List<Object> before = row.before() == null ? null : ReferenceGuard.values(shape, row.before(), key.columns());
                    List<Object> after = row.after() == null ? null : ReferenceGuard.values(shape, row.after(), key.columns());
                    if (before != null && before.equals(after)) {
                        continue;
                    }
                    add(held, before, -1);
                    if (after != null && held.getOrDefault(after, 0) > 0) {
                        throw DeferredUniques.duplicate(key, after);
                    }
                    add(held, after, 1);
                }
            }
        }
    }

    private static void add(Map<List<Object>, Integer> held, List<Object> values, int by) {
        if (values != null) { // a key with a null is unique whatever else holds it (NULLS DISTINCT)
            held.merge(values, by, Integer::sum);
        }
    }

    /** Whether {@code row} changes the value of one of {@code shape}'s keys that are not deferrable. */
    private static boolean movesKey(TableShape shape, RowChange row) {
        for (UniqueKey key : shape.immediateKeys()) {
            for (String column : key.columns()) {
                int i = shape.columns().indexOf(column);
                if (!Objects.equals(row.before()[i], row.after()[i])) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The shape of {@code row}'s table: {@code last}'s when it is that table's (a statement's rows are mostly of one). */
    private TableShape shapeOf(RowChange row, TableShape last) {
        return last != null && isOf(row, last) ? last : catalog.forTable(row.schema(), row.table());
    }

    private static boolean isOf(RowChange row, TableShape shape) {
        return row.table().equals(shape.table()) && row.schema().equals(shape.schema());
    }

}
