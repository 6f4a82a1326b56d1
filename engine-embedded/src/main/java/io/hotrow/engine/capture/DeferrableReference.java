package io.hotrow.engine.capture;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintActionType;
import org.h2.constraint.ConstraintReferential;
import org.h2.engine.SessionLocal;
import org.h2.result.Row;
import org.h2.table.Table;

/**
 * A foreign key declared {@code DEFERRABLE}: H2's own key, but while the transaction defers it
 * ({@link ConstraintTimings}) H2 does not look for a child's parent, nor for a removed parent's
 * children (NO ACTION): the engine checks the rows the transaction changed at its commit. Its
 * actions (CASCADE, SET NULL, SET DEFAULT) and RESTRICT still run at once, as in PostgreSQL, where
 * only the NO ACTION check is deferred.
 *
 * <p>H2 has no deferrable keys and keeps no such word: the key carries it in its comment
 * ({@link Deferrability}), which H2's script and the log keep, and
 * {@link TableCatalog#refresh} puts an instance of this class in place of H2's each time it finds
 * the mark on one of H2's.
 */
public final class DeferrableReference extends ConstraintReferential {

    /** H2's check of a parent row's change against the children (RESTRICT, and the actions), apart from the child's check. */
    private static final Method CHECK_PARENT_CHANGE;

    static {
        try {
            CHECK_PARENT_CHANGE = ConstraintReferential.class.getDeclaredMethod("checkRowRefTable", SessionLocal.class, Row.class, Row.class);
            CHECK_PARENT_CHANGE.setAccessible(true);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final boolean initiallyDeferred;

    private DeferrableReference(ConstraintReferential key, boolean initiallyDeferred) {
        super(key.getSchema(), key.getId(), key.getName(), key.getTable());
        this.initiallyDeferred = initiallyDeferred;
    }

    public boolean initiallyDeferred() {
        return initiallyDeferred;
    }

    /**
     * Puts a deferrable key in place of {@code key}, which carries the mark: the same object to H2
     * in every field (its id, name, columns, indexes, actions), in its schema and on both its tables.
     */
    static DeferrableReference replace(ConstraintReferential key) {
        DeferrableReference deferrable = new DeferrableReference(key, Deferrability.MARK_DEFERRED.equals(key.getComment()));
        H2Fields.copy(ConstraintReferential.class, key, deferrable);
        key.getSchema().remove(key);
        key.getSchema().add(deferrable);
        replaceOn(key.getTable(), key, deferrable);
        if (key.getRefTable() != key.getTable()) {
            replaceOn(key.getRefTable(), key, deferrable);
        }
        return deferrable;
    }

    private static void replaceOn(Table table, Constraint old, Constraint now) {
        table.removeConstraint(old);
        table.addConstraint(now);
    }

    @Override
    public void checkRow(SessionLocal session, Table t, Row oldRow, Row newRow) {
        if (!ConstraintTimings.deferred(session, this) || !database.getReferentialIntegrity()) {
            super.checkRow(session, t, oldRow, newRow);
            return;
        }
        // The child's parent is looked for at commit (TableCatalog's ForeignKey tells the engine which rows to look at).
        if (t == getRefTable() && oldRow != null) {
            ConstraintActionType action = newRow == null ? getDeleteAction() : getUpdateAction();
            if (action != ConstraintActionType.NO_ACTION && getTable().getCheckForeignKeyConstraints() && getRefTable().getCheckForeignKeyConstraints()) {
                checkParentChange(session, oldRow, newRow);
            }
        }
    }

    private void checkParentChange(SessionLocal session, Row oldRow, Row newRow) {
        try {
            CHECK_PARENT_CHANGE.invoke(this, session, oldRow, newRow);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure; // H2's DbException: the statement fails with it
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
