package io.hotrow.engine.capture;

import java.util.List;

/**
 * A foreign key as the catalog saw it: {@code childColumns} of {@code child} reference
 * {@code parentColumns} (a primary or unique key) of {@code parent}, pairwise in order.
 *
 * @param name       the constraint's name, as errors name it
 * @param cascades   whether deleting or re-keying a parent row changes its children (CASCADE, SET NULL, SET DEFAULT)
 *                   rather than failing while they exist (NO ACTION, RESTRICT)
 * @param setsDefault whether deleting or re-keying a parent row sets its children's columns to their defaults (SET DEFAULT),
 *                    which H2 does without checking that the defaults reference a row
 * @param deferrable  whether it was declared {@code DEFERRABLE} ({@link DeferrableReference}): a transaction may defer its check to commit
 * @param initiallyDeferred whether it was declared {@code INITIALLY DEFERRED}: checked at commit unless {@code SET CONSTRAINTS} says otherwise
 */
public record ForeignKey(String name, String childSchema, String childTable, List<String> childColumns, String parentSchema,
                         String parentTable, List<String> parentColumns, boolean cascades, boolean setsDefault, boolean deferrable,
                         boolean initiallyDeferred) {

    /** Whether the transaction {@code timings} belong to checks this key at its commit rather than at each statement. */
    public boolean deferredIn(ConstraintTimings timings) {
        return deferrable && timings.deferred(childSchema, name, initiallyDeferred);
    }
}
