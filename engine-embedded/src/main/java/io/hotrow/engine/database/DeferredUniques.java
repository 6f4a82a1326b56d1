package io.hotrow.engine.database;

import io.hotrow.engine.capture.ConstraintTimings;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.capture.UniqueKey;
import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.RowChange;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The checks of deferrable unique and primary keys ({@link UniqueKey}), whose indexes H2 no longer
 * lets check each row: as PostgreSQL checks them, at the end of each statement while the key is
 * immediate, and at commit. The keys to look at are those the transaction's row changes wrote, read
 * from its change list (which a failed statement or a savepoint rolled back has already left), so
 * nothing is kept between checks.
 *
 * <p>At the end of a statement a key is counted as the transaction sees it. At commit, in the commit
 * section, it is counted as committed now plus what the transaction added and took away: another
 * transaction's row of the same key, committed meanwhile, counts whatever the isolation, so two
 * transactions that insert one key cannot both commit.
 */
final class DeferredUniques {

    private final ConstraintTimings timings;
    private final TableCatalog catalog;

    /** One key's value: {@code values} of {@code key}'s columns. */
    private record KeyValue(UniqueKey key, List<Object> values) {
    }

    DeferredUniques(ConstraintTimings timings, TableCatalog catalog) {
        this.timings = timings;
        this.catalog = catalog;
    }

    /**
     * The immediate keys the changes from {@code from} on wrote, counted as the transaction on
     * {@code h2} sees them: at the end of a statement (from its first change), and at
     * {@code SET CONSTRAINTS ... IMMEDIATE} (from the transaction's first).
     */
    void checkImmediate(Connection h2, List<Change> changes, int from) throws SQLException {
        if (!catalog.hasDeferrableKeys()) {
            return;
        }
        Set<KeyValue> written = new LinkedHashSet<>();
        for (Change change : changes.subList(from, changes.size())) {
            if (change instanceof RowChange row && row.after() != null) {
                TableShape shape = catalog.forTable(row.schema(), row.table());
                for (UniqueKey key : shape == null ? List.<UniqueKey>of() : shape.deferrableKeys()) {
                    List<Object> values = key.deferredIn(timings) ? null : ReferenceGuard.values(shape, row.after(), key.columns());
                    if (values != null) {
                        written.add(new KeyValue(key, values));
                    }
                }
            }
        }
        for (KeyValue value : written) {
            if (ReferenceGuard.count(h2, value.key().schema(), value.key().table(), value.key().columns(), value.values()) > 1) {
                throw duplicate(value);
            }
        }
    }

    /**
     * At commit, in the commit section: every key the transaction wrote, counted on {@code committedNow}
     * (a session reading what is committed now) with the transaction's own rows added and removed.
     */
    void verifyAtCommit(Connection committedNow, List<Change> changes) throws SQLException {
        if (!catalog.hasDeferrableKeys()) {
            return;
        }
        Map<KeyValue, Integer> added = new LinkedHashMap<>();
        for (Change change : changes) {
            if (change instanceof RowChange row) {
                TableShape shape = catalog.forTable(row.schema(), row.table());
                for (UniqueKey key : shape == null ? List.<UniqueKey>of() : shape.deferrableKeys()) {
                    count(added, key, shape, row.before(), -1);
                    count(added, key, shape, row.after(), 1);
                }
            }
        }
        synchronized (committedNow) {
            for (Map.Entry<KeyValue, Integer> written : added.entrySet()) {
                KeyValue value = written.getKey();
                if (written.getValue() > 0 && ReferenceGuard.count(committedNow, value.key().schema(), value.key().table(),
                        value.key().columns(), value.values()) + written.getValue() > 1) {
                    throw duplicate(value);
                }
            }
        }
    }

    private static void count(Map<KeyValue, Integer> added, UniqueKey key, TableShape shape, Object[] image, int by) {
        List<Object> values = image == null ? null : ReferenceGuard.values(shape, image, key.columns());
        if (values != null) { // a key with a null is unique whatever else holds it (NULLS DISTINCT)
            added.merge(new KeyValue(key, values), by, Integer::sum);
        }
    }

    private static SQLException duplicate(KeyValue value) {
        return duplicate(value.key(), value.values());
    }

    /** PostgreSQL's error for a second row of {@code values} in {@code key}, its detail after the colon. */
    static SQLException duplicate(UniqueKey key, List<Object> values) {
        StringJoiner text = new StringJoiner(", ");
        values.forEach(v -> text.add(String.valueOf(v)));
        return new SQLException("duplicate key value violates unique constraint \"" + key.name() + "\": Key ("
                + String.join(", ", key.columns()) + ")=(" + text + ") already exists.", "23505");
    }
}
