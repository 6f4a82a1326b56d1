package io.hotrow.placement.classifier;

import io.hotrow.placement.Placement;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Decides where a database runs, following the decision algorithm of docs/placement.md,
 * "Automatic placement", one window of engine metrics at a time:
 *
 * <ol>
 *   <li>Everything starts, and by default stays, on the {@link Placement#ENGINE engine}.
 *   <li>No hot row (few same-row handoffs, or handoffs only a small share of commits: distinct-row
 *       or sharded writes) stays: if such a database is over budget, unrelated writes share its
 *       lane, which separate databases fix, not PostgreSQL.
 *   <li>A hot row within the write-latency budget stays: batching suffices. It is flagged.
 *   <li>A hot row over budget is irreducible same-row contention. Latency-critical, it goes to
 *       {@link Placement#POSTGRES PostgreSQL}, where a row lock serializes only that row's writers;
 *       otherwise it stays, slow but acceptable, and flagged.
 * </ol>
 *
 * <p>Against flapping, a move needs {@link ClassifierSettings#windowsToMove() K} judged windows in a
 * row that each call for it; any judged window that does not resets the count, and windows with too
 * few commits neither count nor reset. There is no automatic way back: on PostgreSQL the engine's
 * lane does not exist, so there are no metrics that could show the database would now fare well on
 * it, and a move costs a write pause. A database on PostgreSQL stays there until someone moves it
 * back by hand; the count starts afresh when it is on the engine again. A pinned database never
 * moves, though its windows are still judged and flagged so the reason says what would happen.
 *
 * <p>Deterministic: the same samples in the same order give the same decisions. The only state is
 * each database's count of windows toward a move. Safe to call from several threads.
 */
public final class PlacementClassifier {

    private final Function<String, ClassifierSettings> settings;
    private final Map<String, Integer> windowsTowardPostgres = new HashMap<>();

    /** @param settings each database's knobs; return {@link ClassifierSettings#DEFAULTS} for databases nobody configured */
    public PlacementClassifier(Function<String, ClassifierSettings> settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /**
     * Judges one window of a database's metrics.
     *
     * @param sample the window, the next after the one passed last time for this database
     * @param current where the database ran during the window
     * @param pinned whether an operator pinned the database to {@code current}
     */
    public synchronized Decision classify(ContentionSample sample, Placement current, boolean pinned) {
        String database = sample.database();
        ClassifierSettings knobs = Objects.requireNonNull(settings.apply(database), () -> "no settings for " + database);
        if (current == Placement.POSTGRES) {
            windowsTowardPostgres.remove(database);
            return new Decision(database, current, current, false, true, (pinned ? "pinned to postgres by hand" : "on postgres")
                    + ": the engine's lane metrics do not exist there, so nothing shows it would now fare well on the engine;"
                    + " it moves back only by hand -> POSTGRES");
        }
        int counted = windowsTowardPostgres.getOrDefault(database, 0);
        if (sample.commits() < knobs.minCommits()) {
            return new Decision(database, current, current, false, false, String.format(Locale.ROOT,
                    "only %d commits in %s, fewer than the %d a window needs: no decision (%d of %d windows toward postgres so far)",
                    sample.commits(), seconds(sample.window()), knobs.minCommits(), counted, knobs.windowsToMove()));
        }

        boolean frequent = sample.handoffRate() > knobs.contentionFlagThreshold();
        boolean concentrated = sample.handoffShare() >= knobs.hotRowShare();
        boolean flagged = frequent && concentrated;
        boolean overBudget = sample.writeLatencyP99().compareTo(knobs.writeLatencyBudget()) > 0;
        String evidence = latency(sample, knobs, overBudget) + "; " + handoffs(sample, knobs, frequent, concentrated) + "; "
                + String.format(Locale.ROOT, "explicit transactions held %s of lane time (hold p99 %s)",
                        percent(sample.transactionShare()), millis(sample.transactionHoldP99()));

        String verdict;
        Placement target = Placement.ENGINE;
        boolean towardPostgres = flagged && overBudget && knobs.latencyCritical();
        if (pinned) {
            verdict = "pinned to engine by hand" + (towardPostgres ? ", though its irreducible same-row contention over budget calls for postgres" : "");
        } else if (!flagged) {
            verdict = overBudget
                    ? "over budget without a hot row: unrelated writes share the lane, which separate databases fix, not postgres"
                    : "no hot row: distinct-row or sharded writes";
        } else if (!overBudget) {
            verdict = "hot row, but batching keeps it within budget";
        } else if (!knobs.latencyCritical()) {
            verdict = "irreducible same-row contention over budget, but not latency-critical: slow but acceptable";
        } else if (counted + 1 < knobs.windowsToMove()) {
            verdict = String.format(Locale.ROOT, "irreducible same-row contention over budget, latency-critical: window %d of %d toward postgres",
                    counted + 1, knobs.windowsToMove());
        } else {
            verdict = String.format(Locale.ROOT, "irreducible same-row contention over budget, latency-critical, %d windows in a row",
                    counted + 1);
            target = Placement.POSTGRES;
        }
        if (towardPostgres && !pinned && target == Placement.ENGINE) {
            windowsTowardPostgres.put(database, counted + 1);
        } else {
            windowsTowardPostgres.remove(database);
        }
        return new Decision(database, current, target, flagged, true, evidence + ": " + verdict + " -> " + target);
    }

    private static String latency(ContentionSample sample, ClassifierSettings knobs, boolean overBudget) {
        return String.format(Locale.ROOT, "write latency p99 %s (lane wait p99 %s, mean %s; commit p99 %s) %s budget %s",
                millis(sample.writeLatencyP99()), millis(sample.laneWaitP99()), millis(sample.laneWaitMean()),
                millis(sample.commitLatencyP99()), overBudget ? ">" : "<=", millis(knobs.writeLatencyBudget()));
    }

    private static String handoffs(ContentionSample sample, ClassifierSettings knobs, boolean frequent, boolean concentrated) {
        return String.format(Locale.ROOT, "%s same-row handoffs/s %s threshold %s/s, %s of commits %s hot-row share %s",
                rate(sample.handoffRate()), frequent ? ">" : "<=", rate(knobs.contentionFlagThreshold()),
                percent(sample.handoffShare()), concentrated ? ">=" : "<", percent(knobs.hotRowShare()));
    }

    private static String millis(Duration duration) {
        double ms = duration.toNanos() / 1e6;
        if (ms >= 10) {
            return String.format(Locale.ROOT, "%.0f ms", ms);
        }
        if (ms >= 1) {
            return String.format(Locale.ROOT, "%.1f ms", ms);
        }
        return String.format(Locale.ROOT, "%.0f µs", ms * 1000);
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.3g s", duration.toNanos() / 1e9);
    }

    private static String rate(double perSecond) {
        return String.format(Locale.ROOT, perSecond >= 10 ? "%.0f" : "%.1f", perSecond);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f%%", share * 100);
    }
}
