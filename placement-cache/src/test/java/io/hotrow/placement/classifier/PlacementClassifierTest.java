package io.hotrow.placement.classifier;

import static io.hotrow.placement.Placement.ENGINE;
import static io.hotrow.placement.Placement.POSTGRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.placement.Placement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The classifier against synthetic metric streams shaped like the workloads of the issue: 10-second
 * windows whose numbers follow from the engine's behaviour (one lane per database, flat-combined
 * autocommit statements, group commit on a ~10 ms store, explicit transactions holding the lane to
 * commit).
 */
class PlacementClassifierTest {

    private final PlacementClassifier classifier = new PlacementClassifier(database -> ClassifierSettings.DEFAULTS);

    /** A window of metrics; each workload below sets what differs from an idle-ish default. */
    private static final class Window {
        String database = "app";
        Duration length = Duration.ofSeconds(10);
        long commits;
        long handoffs;
        double waitP99Ms, waitMeanMs, commitP99Ms, holdP99Ms, laneHeldMs, transactionHeldMs;

        Window database(String name) {
            database = name;
            return this;
        }

        ContentionSample sample() {
            return new ContentionSample(database, length, commits, handoffs, ms(waitP99Ms), ms(waitMeanMs), ms(commitP99Ms), ms(holdP99Ms),
                    ms(laneHeldMs), ms(transactionHeldMs));
        }

        private static Duration ms(double millis) {
            return Duration.ofNanos(Math.round(millis * 1e6));
        }
    }

    /** 2,000 inserts/s into distinct rows, autocommit: no handoffs, short waits, group-commit latency. */
    private static Window distinctRows() {
        Window w = new Window();
        w.commits = 20_000;
        w.waitP99Ms = 0.3;
        w.waitMeanMs = 0.05;
        w.commitP99Ms = 18;
        w.laneHeldMs = 400;
        return w;
    }

    /**
     * 32 clients incrementing one counter sharded over 16 rows, 3,000/s: consecutive commits hit the
     * same shard only by chance, about 1 in 16.
     */
    private static Window shardedCounter() {
        Window w = new Window();
        w.commits = 30_000;
        w.handoffs = 1_900;
        w.waitP99Ms = 1.5;
        w.waitMeanMs = 0.3;
        w.commitP99Ms = 22;
        w.laneHeldMs = 600;
        return w;
    }

    /** 32 clients on one naive counter row in autocommit, 3,000/s: nearly every commit is a handoff, but holds are microseconds. */
    private static Window naiveHotCounter() {
        Window w = shardedCounter();
        w.handoffs = 29_500;
        return w;
    }

    /**
     * 8 clients: BEGIN; SELECT ... FOR UPDATE on one row; 20 ms think time; UPDATE; COMMIT. Each
     * holds the lane about 25 ms (p99 41 ms), so about 40 commits/s, nearly all handoffs, the lane
     * busy the whole window, and each writer waits behind up to 7 holders.
     */
    private static Window forUpdateWithThinkTime() {
        Window w = new Window();
        w.commits = 400;
        w.handoffs = 392;
        w.waitP99Ms = 184;
        w.waitMeanMs = 150;
        w.commitP99Ms = 12;
        w.holdP99Ms = 41;
        w.laneHeldMs = 9_900;
        w.transactionHeldMs = 9_800;
        return w;
    }

    private List<Decision> run(Window window, int windows, Placement placement, boolean pinned) {
        List<Decision> decisions = new ArrayList<>();
        for (int i = 0; i < windows; i++) {
            decisions.add(classifier.classify(window.sample(), placement, pinned));
        }
        return decisions;
    }

    @Test
    void distinctRowWritesStayOnTheEngineUnflagged() {
        for (Decision decision : run(distinctRows(), 10, ENGINE, false)) {
            assertEquals(ENGINE, decision.target());
            assertFalse(decision.flagged(), decision.reason());
            assertTrue(decision.decided());
            assertTrue(decision.reason().endsWith("no hot row: distinct-row or sharded writes -> ENGINE"), decision.reason());
            assertTrue(decision.reason().contains("0.0 same-row handoffs/s <= threshold 10/s, 0% of commits < hot-row share 50%"), decision.reason());
        }
    }

    @Test
    void distinctRowWritesOverBudgetStillStay() {
        Window slowStore = distinctRows();
        slowStore.commitP99Ms = 90; // a slow object store: a latency problem, not contention
        for (Decision decision : run(slowStore, 10, ENGINE, false)) {
            assertEquals(ENGINE, decision.target());
            assertFalse(decision.flagged(), decision.reason());
            assertTrue(decision.reason().contains("write latency p99 90 ms (lane wait p99 300 µs, mean 50 µs; commit p99 90 ms) > budget 50 ms"),
                    decision.reason());
            assertTrue(decision.reason().endsWith("over budget without a hot row: unrelated writes share the lane, which separate databases fix, not postgres -> ENGINE"),
                    decision.reason());
        }
    }

    @Test
    void shardedCounterStaysUnflaggedThoughItsHandoffRateIsHigh() {
        Window overBudget = shardedCounter();
        overBudget.waitP99Ms = 80;
        for (Window window : List.of(shardedCounter(), shardedCounter(), overBudget, overBudget, overBudget, overBudget)) {
            Decision decision = classifier.classify(window.sample(), ENGINE, false);
            assertEquals(ENGINE, decision.target(), decision.reason());
            assertFalse(decision.flagged(), decision.reason());
            assertTrue(decision.reason().contains("190 same-row handoffs/s > threshold 10/s, 6% of commits < hot-row share 50%"), decision.reason());
        }
    }

    /** My reading: a naive hot counter is a hot row (flagged, so sharding gets suggested), but batching keeps it within budget, so it stays. */
    @Test
    void naiveHotCounterInAutocommitIsFlaggedButStaysBecauseBatchingSuffices() {
        for (Decision decision : run(naiveHotCounter(), 10, ENGINE, false)) {
            assertEquals(ENGINE, decision.target());
            assertTrue(decision.flagged(), decision.reason());
            assertEquals("write latency p99 24 ms (lane wait p99 1.5 ms, mean 300 µs; commit p99 22 ms) <= budget 50 ms; "
                    + "2950 same-row handoffs/s > threshold 10/s, 98% of commits >= hot-row share 50%; "
                    + "explicit transactions held 0% of lane time (hold p99 0 µs): hot row, but batching keeps it within budget -> ENGINE",
                    decision.reason());
        }
    }

    @Test
    void forUpdateWithThinkTimeMovesToPostgresAfterThreeWindowsWithTheNumbers() {
        List<Decision> decisions = run(forUpdateWithThinkTime(), 3, ENGINE, false);
        String evidence = "write latency p99 196 ms (lane wait p99 184 ms, mean 150 ms; commit p99 12 ms) > budget 50 ms; "
                + "39 same-row handoffs/s > threshold 10/s, 98% of commits >= hot-row share 50%; "
                + "explicit transactions held 99% of lane time (hold p99 41 ms): ";
        assertEquals(evidence + "irreducible same-row contention over budget, latency-critical: window 1 of 3 toward postgres -> ENGINE",
                decisions.get(0).reason());
        assertEquals(evidence + "irreducible same-row contention over budget, latency-critical: window 2 of 3 toward postgres -> ENGINE",
                decisions.get(1).reason());
        assertEquals(evidence + "irreducible same-row contention over budget, latency-critical, 3 windows in a row -> POSTGRES",
                decisions.get(2).reason());
        for (Decision decision : decisions) {
            assertTrue(decision.flagged());
            assertTrue(decision.decided());
        }
        assertFalse(decisions.get(0).moves());
        assertFalse(decisions.get(1).moves());
        assertTrue(decisions.get(2).moves());
        assertEquals(POSTGRES, decisions.get(2).target());
    }

    @Test
    void notLatencyCriticalStaysOnTheEngineButFlagged() {
        PlacementClassifier batchJob = new PlacementClassifier(database -> ClassifierSettings.DEFAULTS.withLatencyCritical(false));
        for (int i = 0; i < 10; i++) {
            Decision decision = batchJob.classify(forUpdateWithThinkTime().sample(), ENGINE, false);
            assertEquals(ENGINE, decision.target());
            assertTrue(decision.flagged());
            assertTrue(decision.reason().endsWith("irreducible same-row contention over budget, but not latency-critical: slow but acceptable -> ENGINE"),
                    decision.reason());
        }
    }

    @Test
    void tooFewCommitsDecideNothingAndNeitherCountNorResetTheWindowsTowardAMove() {
        Window thin = forUpdateWithThinkTime();
        thin.commits = 40;
        thin.handoffs = 39;
        Decision first = classifier.classify(thin.sample(), ENGINE, false);
        assertFalse(first.decided());
        assertFalse(first.flagged());
        assertEquals(ENGINE, first.target());
        assertEquals("only 40 commits in 10.0 s, fewer than the 100 a window needs: no decision (0 of 3 windows toward postgres so far)", first.reason());

        classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false);
        classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false);
        Decision thinAfterTwo = classifier.classify(thin.sample(), ENGINE, false);
        assertFalse(thinAfterTwo.moves());
        assertTrue(thinAfterTwo.reason().endsWith("(2 of 3 windows toward postgres so far)"), thinAfterTwo.reason());
        assertEquals(POSTGRES, classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false).target());
    }

    @Test
    void oneBadWindowDoesNotMoveAndAGoodOneStartsTheCountAgain() {
        assertFalse(classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false).moves());
        assertFalse(classifier.classify(naiveHotCounter().sample(), ENGINE, false).moves());
        Decision again = classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false);
        assertFalse(again.moves());
        assertTrue(again.reason().contains("window 1 of 3"), again.reason());
    }

    @Test
    void flappingBetweenBadAndGoodWindowsNeverMoves() {
        for (int i = 0; i < 20; i++) {
            Window window = i % 3 == 2 ? distinctRows() : forUpdateWithThinkTime(); // bad, bad, good, ...
            Decision decision = classifier.classify(window.sample(), ENGINE, false);
            assertEquals(ENGINE, decision.target(), "window " + i + ": " + decision.reason());
        }
    }

    @Test
    void windowsToMoveIsAKnob() {
        PlacementClassifier patient = new PlacementClassifier(database -> new ClassifierSettings(10, 0.5, Duration.ofMillis(50), true, 100, 5));
        for (int i = 0; i < 4; i++) {
            assertEquals(ENGINE, patient.classify(forUpdateWithThinkTime().sample(), ENGINE, false).target());
        }
        assertEquals(POSTGRES, patient.classify(forUpdateWithThinkTime().sample(), ENGINE, false).target());
    }

    @Test
    void pinnedNeverMovesButIsStillJudgedAndStartsAfreshWhenUnpinned() {
        for (Decision decision : run(forUpdateWithThinkTime(), 10, ENGINE, true)) {
            assertEquals(ENGINE, decision.target());
            assertTrue(decision.flagged());
            assertTrue(decision.reason().endsWith("pinned to engine by hand, though its irreducible same-row contention over budget calls for postgres -> ENGINE"),
                    decision.reason());
            assertTrue(decision.reason().contains("lane wait p99 184 ms"), decision.reason());
        }
        Decision unpinned = classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false);
        assertFalse(unpinned.moves());
        assertTrue(unpinned.reason().contains("window 1 of 3"), unpinned.reason());
        for (Decision decision : run(distinctRows(), 3, POSTGRES, true)) {
            assertEquals(POSTGRES, decision.target());
            assertTrue(decision.reason().startsWith("pinned to postgres by hand"), decision.reason());
        }
    }

    @Test
    void onPostgresItStaysUntilMovedBackByHandAndThenCountsAfresh() {
        run(forUpdateWithThinkTime(), 2, ENGINE, false);
        for (Window window : List.of(distinctRows(), forUpdateWithThinkTime(), distinctRows())) {
            Decision decision = classifier.classify(window.sample(), POSTGRES, false);
            assertEquals(POSTGRES, decision.target());
            assertFalse(decision.moves());
            assertFalse(decision.flagged());
            assertEquals("on postgres: the engine's lane metrics do not exist there, so nothing shows it would now fare well on the engine;"
                    + " it moves back only by hand -> POSTGRES", decision.reason());
        }
        Decision backOnEngine = classifier.classify(forUpdateWithThinkTime().sample(), ENGINE, false);
        assertFalse(backOnEngine.moves());
        assertTrue(backOnEngine.reason().contains("window 1 of 3"), backOnEngine.reason());
    }

    @Test
    void settingsAndCountsArePerDatabase() {
        PlacementClassifier perDatabase = new PlacementClassifier(
                Map.of("orders", ClassifierSettings.DEFAULTS, "reports", ClassifierSettings.DEFAULTS.withWriteLatencyBudget(Duration.ofMillis(500)))::get);
        Decision orders = null;
        Decision reports = null;
        for (int i = 0; i < 3; i++) {
            orders = perDatabase.classify(forUpdateWithThinkTime().database("orders").sample(), ENGINE, false);
            reports = perDatabase.classify(forUpdateWithThinkTime().database("reports").sample(), ENGINE, false);
        }
        assertEquals(POSTGRES, orders.target(), orders.reason());
        assertEquals("orders", orders.database());
        assertEquals(ENGINE, reports.target(), reports.reason());
        assertTrue(reports.flagged());
        assertTrue(reports.reason().contains("<= budget 500 ms"), reports.reason());
    }

    @Test
    void boundariesAreInclusiveForTheBudgetAndTheShareAndExclusiveForTheRate() {
        Window atTheEdges = forUpdateWithThinkTime();
        atTheEdges.commits = 150;
        atTheEdges.handoffs = 100; // exactly 10/s, two thirds of the commits
        Decision atRate = classifier.classify(atTheEdges.sample(), ENGINE, false);
        assertFalse(atRate.flagged(), atRate.reason());
        assertTrue(atRate.reason().contains("10 same-row handoffs/s <= threshold 10/s, 67% of commits >= hot-row share 50%"), atRate.reason());

        PlacementClassifier lowThreshold = new PlacementClassifier(database -> ClassifierSettings.DEFAULTS.withContentionFlagThreshold(5));
        Window halfShare = forUpdateWithThinkTime();
        halfShare.handoffs = 200; // 20/s, exactly half the commits
        halfShare.waitP99Ms = 38; // 38 + 12 = exactly the 50 ms budget
        halfShare.waitMeanMs = 20;
        Decision atShareAndBudget = lowThreshold.classify(halfShare.sample(), ENGINE, false);
        assertTrue(atShareAndBudget.flagged(), atShareAndBudget.reason());
        assertTrue(atShareAndBudget.reason().contains("write latency p99 50 ms (lane wait p99 38 ms, mean 20 ms; commit p99 12 ms) <= budget 50 ms; 20 same-row handoffs/s > threshold 5.0/s, 50% of commits >= hot-row share 50%"), atShareAndBudget.reason());
        assertTrue(atShareAndBudget.reason().endsWith("hot row, but batching keeps it within budget -> ENGINE"), atShareAndBudget.reason());
    }

    @Test
    void aSampleDerivesItsRatesAndRejectsImpossibleNumbers() {
        ContentionSample sample = forUpdateWithThinkTime().sample();
        assertEquals(39.2, sample.handoffRate(), 1e-9);
        assertEquals(0.98, sample.handoffShare(), 1e-9);
        assertEquals(9_800.0 / 9_900, sample.transactionShare(), 1e-9);
        assertEquals(Duration.ofMillis(196), sample.writeLatencyP99());

        Window rowsCountedTwice = naiveHotCounter();
        rowsCountedTwice.handoffs = 45_000;
        assertEquals(1.0, rowsCountedTwice.sample().handoffShare());

        Window impossible = forUpdateWithThinkTime();
        impossible.transactionHeldMs = 10_000;
        assertThrows(IllegalArgumentException.class, impossible::sample);
        Window empty = distinctRows();
        empty.length = Duration.ZERO;
        assertThrows(IllegalArgumentException.class, empty::sample);
    }
}
