package io.hotrow.engine.capture;

import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintUnique;
import org.h2.index.Index;

/**
 * A constraint's {@code DEFERRABLE [INITIALLY DEFERRED | IMMEDIATE]}, which H2 neither takes nor
 * keeps: the engine marks the constraint with a comment of its own ({@link #MARK_DEFERRED},
 * {@link #MARK_IMMEDIATE}), which H2's script and the log keep. A foreign key so marked becomes a
 * {@link DeferrableReference}; a unique or primary key keeps H2's object and its mark.
 */
public final class Deferrability {

    /** The comment of a constraint declared {@code DEFERRABLE INITIALLY DEFERRED}. */
    public static final String MARK_DEFERRED = "hotrow: DEFERRABLE INITIALLY DEFERRED";
    /** The comment of a constraint declared {@code DEFERRABLE [INITIALLY IMMEDIATE]}. */
    public static final String MARK_IMMEDIATE = "hotrow: DEFERRABLE INITIALLY IMMEDIATE";

    private Deferrability() {
    }

    /** Whether {@code comment} is the engine's mark of a deferrable constraint (not the application's comment). */
    public static boolean marked(String comment) {
        return MARK_DEFERRED.equals(comment) || MARK_IMMEDIATE.equals(comment);
    }

    /** The mark of a constraint declared deferrable, initially deferred or not. */
    public static String mark(boolean initiallyDeferred) {
        return initiallyDeferred ? MARK_DEFERRED : MARK_IMMEDIATE;
    }

    /** Whether {@code constraint} was declared {@code DEFERRABLE}: pg_constraint.condeferrable. */
    public static boolean deferrable(Constraint constraint) {
        return constraint instanceof DeferrableReference || constraint instanceof ConstraintUnique && marked(constraint.getComment());
    }

    /** Whether {@code constraint} was declared {@code INITIALLY DEFERRED}: pg_constraint.condeferred. */
    public static boolean initiallyDeferred(Constraint constraint) {
        return constraint instanceof DeferrableReference reference ? reference.initiallyDeferred()
                : constraint instanceof ConstraintUnique && MARK_DEFERRED.equals(constraint.getComment());
    }

    /** As pg_get_constraintdef ends a constraint's definition with its timing: nothing for one that is not deferrable. */
    public static String definitionSuffix(Constraint constraint) {
        if (!deferrable(constraint)) {
            return "";
        }
        return initiallyDeferred(constraint) ? " DEFERRABLE INITIALLY DEFERRED" : " DEFERRABLE";
    }

    /** Whether {@code index} is a deferrable unique or primary key's: pg_index.indimmediate is false for it. */
    public static boolean backsDeferrableKey(Index index) {
        for (Constraint constraint : index.getTable().getConstraints()) {
            if (constraint instanceof ConstraintUnique unique && unique.getIndex() == index && deferrable(unique)) {
                return true;
            }
        }
        return false;
    }
}
