package io.hotrow.engine.capture;

import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.RowChange;
import io.hotrow.engine.log.StatementChange;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The changes of one open transaction, in the order they happened. Triggers fire at statement time,
 * also for work that is later undone, so callers truncate to a mark when a statement fails or a
 * savepoint is rolled back, and clear on rollback.
 */
public final class TransactionChanges implements RowSink {

    private final TableCatalog catalog;
    private final RowGuard guard;
    private final List<Change> changes = new ArrayList<>();
    /**
     * Whether a row went into a table with an identity column, or a sequence function ran, so an
     * identity generator may have moved and must then be logged.
     */
    private boolean identitiesMayHaveMoved;
    /** Whether a generator may have moved since {@link #takeDrawn} last asked: an insert where sequences or identities exist, or a sequence function. */
    private boolean drawn;

    public TransactionChanges(TableCatalog catalog, RowGuard guard) {
        this.catalog = catalog;
        this.guard = guard;
    }

    @Override
    public void rowChanged(TriggerKey trigger, Object[] before, Object[] after) throws SQLException {
        TableShape shape = catalog.forTrigger(trigger);
        if (shape == null) {
            throw new SQLException("hotrow has no catalog entry for capture trigger " + trigger + "; the change was refused", "XX000");
        }
        if (shape.inForeignKeys()) {
            guard.rowChanged(shape, before, after);
        }
        identitiesMayHaveMoved |= before == null && !shape.identityColumns().isEmpty();
        drawn |= before == null && (!shape.identityColumns().isEmpty() || catalog.hasSequences());
        changes.add(new RowChange(shape.schema(), shape.table(), shape.columns(),
                before == null ? null : before.clone(), after == null ? null : after.clone()));
    }

    public void addStatement(String sql) {
        changes.add(new StatementChange(sql));
    }

    public int mark() {
        return changes.size();
    }

    public void truncate(int mark) {
        changes.subList(mark, changes.size()).clear();
    }

    public boolean isEmpty() {
        return changes.isEmpty();
    }

    @Override
    public void generatorMoved() {
        identitiesMayHaveMoved = true; // kept when the statement fails: a sequence does not roll back
        drawn = true;
    }

    /** Whether a generator may have moved since the last call: the values drawn may reach the application before the commit. */
    public boolean takeDrawn() {
        boolean taken = drawn;
        drawn = false;
        return taken;
    }

    public boolean identitiesMayHaveMoved() {
        return identitiesMayHaveMoved;
    }

    /** The changes so far, in order, for a commit record; valid until the next {@link #clear()}. */
    public List<Change> changes() {
        return changes;
    }

    public void clear() {
        changes.clear();
        identitiesMayHaveMoved = false;
        drawn = false;
    }
}
