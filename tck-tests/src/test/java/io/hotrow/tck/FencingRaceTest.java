package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A second writer fencing the first (docs/engine-log.md, "Opening a database: fencing"): two JVMs ({@link FencingChild})
 * write to one directory-store database at once, each reopening it every few commits and so taking
 * it over from the other, dozens of times; once with frequent snapshots and once without. Afterwards:
 * <ul>
 *   <li>every id either child acknowledged is present, exactly once, with the generation that
 *       acknowledged it;</li>
 *   <li>a commit that failed because its writer was taken over (57P01) is absent;</li>
 *   <li>take-overs landed between a writer's commits, on both sides: staged ones, where a child is
 *       held after an acknowledged commit while the other opens the database anew, after which
 *       its next commit must be fenced ({@link #stageTakeOvers}); the free race alone lands a
 *       take-over there only by chance (docs/log-segments.md, "Fencing");</li>
 *   <li>after a FENCED, the stale connection's next write was rejected, and no ACK came from the
 *       fenced generation afterwards;</li>
 *   <li>opening the database never failed except with "kept being taken over" (55006), and every
 *       failure of a taken-over writer had SQLState 57P01 or 58030;</li>
 *   <li>the database opens afterwards.</li>
 * </ul>
 * Every problem is collected and reported together, with the store, and the children's stdout and
 * stderr, copied to {@code /tmp/hotrow-crash-evidence-<n>}.
 */
class FencingRaceTest {

    private static final int MAX_ACKS = 400;
    private static final int MAX_SECONDS = 20;
    private static final int REOPEN_EVERY = 20;
    private static final String[] NAMES = {"A", "B"};
    private static final int STAGED_ROUNDS_EACH = 3;
    private static final long LINE_SECONDS = 60;

    @TempDir
    Path work;

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    /**
     * @param snapshotEvery 8: each writer also snapshots (below REOPEN_EVERY), so snapshots, log
     *                      pruning and manifest pruning race with take-overs too; 100000: no
     *                      snapshots, only the log and the take-over manifests
     */
    @ParameterizedTest(name = "snapshotEvery={0}")
    @ValueSource(ints = {8, 100_000})
    @Timeout(600)
    void twoWritersTakingTurnsLoseAndDuplicateNothing(int snapshotEvery) throws Exception {
        Path store = Files.createDirectories(work.resolve("store"));
        // takeOver=force: each child fences the other's live lease on purpose, so the race is between fences (docs/lease.md)
        String url = "jdbc:hotrow:file:" + store + "/race?snapshotEvery=" + snapshotEvery + "&takeOver=force";
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE writes (seq bigserial PRIMARY KEY, id text NOT NULL, writer text NOT NULL, gen int NOT NULL)");
        } finally {
            HotrowDriver.instance().shutdown();
        }

        long started = System.nanoTime();
        Map<String, List<String>> outputs = new TreeMap<>();
        Problems problems = new Problems();
        List<ChildProcess> children = new ArrayList<>();
        try {
            for (String name : NAMES) {
                children.add(ChildProcess.start(FencingChild.class, work.resolve(name + ".err"), url, name,
                        String.valueOf(MAX_ACKS), String.valueOf(MAX_SECONDS), String.valueOf(REOPEN_EVERY)));
            }
            for (ChildProcess child : children) {
                String ready = child.nextLine(60, TimeUnit.SECONDS);
                assertEquals("READY", ready, "child " + child.pid() + " stderr:\n" + child.stderrTail());
            }
            for (ChildProcess child : children) {
                child.send("GO");
            }
            List<List<String>> staged = stageTakeOvers(children);
            for (ChildProcess child : children) {
                child.send("STAGED");
            }
            for (int i = 0; i < children.size(); i++) {
                ChildProcess child = children.get(i);
                List<String> lines = staged.get(i);
                lines.addAll(child.drain(MAX_SECONDS + 120, TimeUnit.SECONDS));
                assertTrue(child.waitFor(30, TimeUnit.SECONDS), "child " + NAMES[i] + " did not exit");
                if (child.exitValue() != 0) {
                    problems.add("CHILD FAILED", NAMES[i] + " exited with " + child.exitValue() + "; last line: "
                            + (lines.isEmpty() ? "none" : lines.get(lines.size() - 1)));
                }
                outputs.put(NAMES[i], lines);
            }
        } catch (Throwable t) {
            children.forEach(ChildProcess::close); // before copying the store: nothing may write to it any more
            for (int i = 0; i < children.size(); i++) {
                saveTranscript(work, NAMES[i], children.get(i).transcript());
            }
            throw evidence(work, store, t);
        } finally {
            children.forEach(ChildProcess::close);
        }
        for (var output : outputs.entrySet()) {
            saveTranscript(work, output.getKey(), output.getValue());
        }
        double childSeconds = (System.nanoTime() - started) / 1e9;

        try {
            check(url, outputs, childSeconds, problems);
        } catch (Throwable t) {
            throw evidence(work, store, t);
        }
        if (!problems.isEmpty()) {
            throw evidence(work, store, new AssertionError(problems + "(the children's stdout and stderr, with stack traces,"
                    + " are copied next to the store)"));
        }
    }

    /**
     * Staged take-overs, {@link #STAGED_ROUNDS_EACH} rounds for each child in turn: the held child
     * stops after an acknowledged commit ({@code HOLD}, {@code HELD}); then the other opens the
     * database anew, an open begun only now ({@code TAKE_OVER}, {@code TOOK_OVER}); then the held
     * child commits again ({@code RESUME}). Its last entry was in the log before that open began,
     * so the open read it and fenced the id after it, where the held child appends next: that
     * commit must fail with 57P01, however fast commits and opens are ({@link #check} looks at the
     * line after each {@code HELD}). Returns the lines read meanwhile, for each child.
     */
    private static List<List<String>> stageTakeOvers(List<ChildProcess> children) throws Exception {
        List<List<String>> read = List.of(new ArrayList<>(), new ArrayList<>());
        for (int round = 0; round < STAGED_ROUNDS_EACH * children.size(); round++) {
            int held = round % 2, taker = 1 - held;
            children.get(held).send("HOLD");
            readThrough(children.get(held), "HELD", read.get(held));
            children.get(taker).send("TAKE_OVER");
            readThrough(children.get(taker), "TOOK_OVER", read.get(taker));
            children.get(held).send("RESUME");
            readThrough(children.get(held), "", read.get(held)); // its next line: the fence it met, or what check() reports
        }
        return read;
    }

    /** Reads {@code child}'s lines into {@code into} up to and with the first that starts with {@code prefix}. */
    private static void readThrough(ChildProcess child, String prefix, List<String> into) throws InterruptedException {
        while (true) {
            String line = child.nextLine(LINE_SECONDS, TimeUnit.SECONDS);
            if (line == null || line.equals(ChildProcess.EOF)) {
                throw new AssertionError("child " + child.pid() + (line == null ? " printed nothing for " + LINE_SECONDS + " s" : " ended")
                        + " while the parent waited for " + (prefix.isEmpty() ? "its next line" : prefix) + "; stderr:\n" + child.stderrTail());
            }
            into.add(line);
            if (line.startsWith(prefix)) {
                return;
            }
        }
    }

    /**
     * Checks the children's reports and then the database, collecting every problem instead of
     * stopping at the first, so that one run shows all that is wrong.
     */
    private static void check(String url, Map<String, List<String>> outputs, double childSeconds, Problems problems) {
        Map<String, Integer> ackedGeneration = new HashMap<>();
        Set<String> takenOverCommits = new HashSet<>(); // failed with 57P01: must not be durable
        Map<String, Integer> fencedCount = new TreeMap<>();
        Map<String, Integer> heldAndFenced = new TreeMap<>();
        Map<String, Integer> failureStates = new TreeMap<>();
        Map<String, Integer> openFailures = new TreeMap<>();
        int staleRejected = 0;
        for (var entry : outputs.entrySet()) {
            String name = entry.getKey();
            Set<Integer> fencedGenerations = new HashSet<>();
            int lastGeneration = 0;
            boolean expectStaleProbe = false;
            String heldGeneration = null; // the generation of a HELD line, until the line after it
            for (String line : entry.getValue()) {
                String[] f = line.split(" ", 5);
                if (heldGeneration != null) {
                    if (f[0].equals("FENCED") && f[1].equals(heldGeneration) && f[2].equals("57P01")) {
                        heldAndFenced.merge(name, 1, Integer::sum);
                    } else {
                        problems.add("A HELD WRITER WAS NOT FENCED after the other child took over", name + ": HELD in generation "
                                + heldGeneration + ", then " + line);
                    }
                    heldGeneration = null;
                }
                switch (f[0]) {
                    case "ACK" -> {
                        int generation = Integer.parseInt(f[1]);
                        if (expectStaleProbe || fencedGenerations.contains(generation) || generation < lastGeneration) {
                            problems.add("ACK FROM A FENCED GENERATION", name + ": " + line);
                        }
                        lastGeneration = generation;
                        if (!f[2].startsWith(name + "-") || ackedGeneration.put(f[2], generation) != null) {
                            problems.add("BAD OR REPEATED ACK", name + ": " + line);
                        }
                    }
                    case "FENCED" -> {
                        int generation = Integer.parseInt(f[1]);
                        fencedGenerations.add(generation);
                        lastGeneration = generation;
                        fencedCount.merge(name, 1, Integer::sum);
                        failureStates.merge(f[2], 1, Integer::sum);
                        if (f[2].equals("57P01") && !f[3].equals("null")) {
                            takenOverCommits.add(f[3]);
                        }
                        if (!f[2].equals("57P01") && !f[2].equals("58030")) {
                            problems.add("WRONG SQLSTATE " + f[2] + " for a taken-over writer (expected 57P01 or 58030)", name + ": " + line);
                        }
                        expectStaleProbe = true;
                    }
                    case "STALE_REJECTED" -> {
                        if (!expectStaleProbe || !(f[2].equals("57P01") || f[2].equals("58030"))) {
                            problems.add("WRONG SQLSTATE on a fenced writer's stale connection", name + ": " + line);
                        }
                        expectStaleProbe = false;
                        staleRejected++;
                    }
                    case "HELD" -> heldGeneration = f[1];
                    case "TOOK_OVER" -> {
                        // the other child's hold is checked at the line after its HELD
                    }
                    case "STALE_ACK" -> problems.add("A FENCED WRITER ACCEPTED A WRITE on its stale connection", name + ": " + line);
                    case "OPEN_FAILED" -> {
                        openFailures.merge(f[2], 1, Integer::sum);
                        if (!f[2].equals("55006")) {
                            problems.add("OPEN FAILED with " + f[2], name + ": " + line);
                        }
                    }
                    case "DONE" -> {
                        if (expectStaleProbe) {
                            problems.add("NO STALE PROBE after the last FENCED", name);
                        }
                    }
                    case "ERROR" -> problems.add("CHILD GAVE UP", name + ": " + line);
                    default -> problems.add("UNEXPECTED OUTPUT", name + ": " + line);
                }
            }
            if (heldGeneration != null) {
                problems.add("A HELD WRITER WAS NOT FENCED after the other child took over", name + ": HELD in generation "
                        + heldGeneration + " was its last line");
            }
        }

        System.out.printf("FencingRaceTest: children ran %.1f s; acks %s; fenced %s (of which held and fenced %s) with SQLStates %s;"
                + " stale writes rejected %d; open failures %s%n", childSeconds, ackCounts(ackedGeneration), fencedCount, heldAndFenced,
                failureStates, staleRejected, openFailures);
        for (String name : NAMES) {
            if (heldAndFenced.getOrDefault(name, 0) < STAGED_ROUNDS_EACH) {
                problems.add("TOO FEW STAGED TAKE-OVERS", name + " was held and fenced " + heldAndFenced.getOrDefault(name, 0)
                        + " times, not " + STAGED_ROUNDS_EACH);
            }
        }
        if (ackedGeneration.size() < 100) {
            problems.add("TOO LITTLE PROGRESS", ackCounts(ackedGeneration).toString());
        }

        try (Connection c = DriverManager.getConnection(url)) {
            Map<String, Integer> stored = new HashMap<>();
            List<String> duplicates = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id, writer, gen FROM writes ORDER BY seq")) {
                while (rs.next()) {
                    String id = rs.getString(1);
                    if (!id.startsWith(rs.getString(2) + "-")) {
                        problems.add("BAD ROW", id + " has writer " + rs.getString(2));
                    }
                    if (id.contains("-stale-")) {
                        problems.add("A WRITE ON A FENCED WRITER'S STALE CONNECTION IS DURABLE", id);
                    }
                    if (stored.put(id, rs.getInt(3)) != null) {
                        duplicates.add(id);
                    }
                }
            }
            if (!duplicates.isEmpty()) {
                problems.add("DUPLICATES", "ids stored more than once: " + duplicates);
            }
            List<String> missing = new ArrayList<>(), otherGeneration = new ArrayList<>();
            for (var acked : ackedGeneration.entrySet()) {
                Integer generation = stored.get(acked.getKey());
                if (generation == null) {
                    missing.add(acked.getKey());
                } else if (!generation.equals(acked.getValue())) {
                    otherGeneration.add(acked.getKey() + " (acked by generation " + acked.getValue() + ", stored by " + generation + ")");
                }
            }
            if (!missing.isEmpty()) {
                missing.sort(null);
                problems.add("LOST", missing.size() + " of " + ackedGeneration.size() + " acknowledged ids are missing: " + missing);
            }
            if (!otherGeneration.isEmpty()) {
                problems.add("WRONG GENERATION", otherGeneration.toString());
            }
            List<String> resurrected = new ArrayList<>();
            for (String id : takenOverCommits) {
                if (stored.containsKey(id)) {
                    resurrected.add(id);
                }
            }
            if (!resurrected.isEmpty()) {
                resurrected.sort(null);
                problems.add("FAILED COMMITS ARE DURABLE", resurrected.size() + " of " + takenOverCommits.size() + " commits that failed"
                        + " with 57P01 (\"taken over ... its unacknowledged commits were not made durable\") are in the database: " + resurrected);
            }
        } catch (SQLException e) {
            problems.add("UNOPENABLE", "the database cannot be opened after the race: " + e.getSQLState() + " " + e.getMessage());
        } finally {
            HotrowDriver.instance().shutdown();
        }
    }

    /** Problems by kind, each kind with its count and first few occurrences. */
    private static final class Problems {
        private final Map<String, List<String>> byKind = new java.util.LinkedHashMap<>();

        void add(String kind, String detail) {
            byKind.computeIfAbsent(kind, k -> new ArrayList<>()).add(detail);
        }

        boolean isEmpty() {
            return byKind.isEmpty();
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder(byKind.size() + " kinds of problem:\n");
            byKind.forEach((kind, details) -> {
                out.append("- ").append(kind).append(" (").append(details.size()).append("x):\n");
                details.stream().limit(3).forEach(d -> out.append("    ").append(d).append('\n'));
            });
            return out.toString();
        }
    }

    private static Map<String, Long> ackCounts(Map<String, Integer> acked) {
        Map<String, Long> counts = new TreeMap<>();
        for (String id : acked.keySet()) {
            counts.merge(id.substring(0, id.indexOf('-')), 1L, Long::sum);
        }
        return counts;
    }

    private static void saveTranscript(Path work, String name, List<String> lines) {
        try {
            Files.write(work.resolve(name + ".out"), lines);
        } catch (java.io.IOException e) {
            System.err.println("cannot save the output of child " + name + ": " + e);
        }
    }

    private static AssertionError evidence(Path work, Path store, Throwable t) {
        Path copy = ChildProcess.preserve("hotrow-crash-evidence", store, work.resolve("A.err"), work.resolve("B.err"),
                work.resolve("A.out"), work.resolve("B.out"));
        return new AssertionError(t + "\nevidence copied to " + copy + "\nstore listing:\n" + ChildProcess.listing(store), t);
    }
}
