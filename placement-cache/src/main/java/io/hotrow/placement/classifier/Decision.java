package io.hotrow.placement.classifier;

import io.hotrow.placement.Placement;

/**
 * What the {@link PlacementClassifier} made of one window, and why: every decision carries its
 * numbers, so an operator reading it can check the judgement without the metrics at hand.
 *
 * @param database the database judged
 * @param current where it ran during the window
 * @param target where it should run; a move is due when it differs from {@code current}
 * @param flagged whether the window showed a hot row: enough same-row handoffs, a large enough share
 *     of the commits. A flagged database that stays is worth surfacing (sharding would help it)
 * @param decided false if the window had too few commits to judge: then nothing changed, not even
 *     the count of windows toward a move
 * @param reason the judgement in words, with the numbers it rests on
 */
public record Decision(String database, Placement current, Placement target, boolean flagged, boolean decided, String reason) {

    /** Whether the database should move to {@link #target()}. */
    public boolean moves() {
        return target != current;
    }
}
