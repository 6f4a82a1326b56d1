package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.driver.HotrowDriver;
import java.sql.DriverManager;
import java.util.Arrays;
import java.util.List;

/**
 * Experiment 5, driver overhead: the same statements through plain pgjdbc and through
 * {@code jdbc:hotrow:} routed to PostgreSQL ({@code placement=postgres}), on point reads by key and
 * on single-row updates of distinct rows, where a per-statement cost shows (on one hot row the
 * row lock hides it). Both sides first run one untimed round, so the JIT compiles the code they
 * share (pgjdbc) before either is measured: otherwise the side measured first pays for it. The two
 * sides then alternate in rounds, each round starting with the side the last one ended with, so
 * drift in the machine or in PostgreSQL hits both alike. The loss is the median over rounds of
 * each round's ratio: a round whose side met a burst of other work (an fsync stall of another
 * process on a shared machine) is an outlier, not a weight. Aim: at most 3%. Beside the rates, the
 * client JVM's CPU per statement on each side (its share over the phase times the phase's length,
 * so about): what the driver adds, counted in CPU rather than in rate.
 *
 * <p>Timed by this alternated-rounds harness, not JMH: a statement here is a round trip to
 * PostgreSQL of tens of microseconds, far above what JMH's guards (dead code, constant folding,
 * loop unrolling) protect against, while the noise that matters, PostgreSQL and the machine
 * drifting between two measurements, is what alternating rounds cancels and what JMH, running one
 * benchmark to its end before the next, would not. The driver's own cost per statement, without
 * the round trip, is JMH's: {@code SurfaceBenchmark} ({@code jmh SurfaceBenchmark}).
 */
final class DriverOverhead implements Experiment {

    private static final double AIM_PERCENT = 3;
    private static final String DATABASE = "hotrow_overhead";
    private static final String PLAIN = "plain pgjdbc";
    private static final String HOTROW = "jdbc:hotrow: placement=postgres";

    private record Workload(String label, LoadWork work) {
    }

    private static final List<Workload> WORKLOADS = List.of(new Workload("point reads by key", LoadWork.POINT_READ),
            new Workload("updates of distinct rows", LoadWork.INCREMENT));

    private final ReportProfile profile;
    private final String postgresUrl;

    DriverOverhead(ReportProfile profile, String postgresUrl) {
        this.profile = profile;
        this.postgresUrl = postgresUrl;
    }

    @Override
    public String name() {
        return "driver-overhead";
    }

    @Override
    public String title() {
        return "Experiment 5: driver overhead on PostgreSQL";
    }

    @Override
    public String description() {
        return profile.overheadClients() + " clients, each on its own row: SELECT n FROM counters WHERE id = ?, and UPDATE counters SET n = n + 1"
                + " WHERE id = ? (autocommit), through plain pgjdbc and through jdbc:hotrow: with placement=postgres. " + profile.overheadRounds()
                + " rounds of " + profile.overheadRound().duration().toMillis() / 1e3 + " s per side after a "
                + profile.overheadRound().warmup().toMillis() / 1e3 + " s warm-up, the sides alternating (ABBA); the loss is the median of the"
                + " rounds' ratios (the ratio of the summed rates is shown beside it), after one untimed round of each side so that neither pays for the JIT."
                + " Every run of either side starts on new PostgreSQL sessions (hotrow's pools are closed before its runs), since sessions that lived through"
                + " earlier runs read slower whichever driver holds them."
                + " client_cpu_us is this JVM's CPU per statement (pgjdbc, and the driver on the hotrow side; at a low rate its fixed costs per second, JIT and GC, are"
                + " shared by fewer statements, so compare rounds of like rates). A hand harness rather than JMH: a statement is a round trip"
                + " of tens of microseconds, and the noise that matters is drift between the two sides, which alternating cancels; the driver's own cost without the round"
                + " trip is JMH's SurfaceBenchmark.";
    }

    @Override
    public List<String> columns() {
        return List.of("workload", "round", "side", "clients", "operations", "seconds", "operations_per_s", "p50_ms", "p99_ms", "client_cpu_us");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        PlainPostgres plain = new PlainPostgres(postgresUrl);
        int clients = profile.overheadClients(), rounds = profile.overheadRounds();
        String hotrowUrl = ShardedCounterRun.Placement.postgres(postgresUrl, clients).url(DATABASE);
        long[][] operations = new long[WORKLOADS.size()][2];
        double[][] seconds = new double[WORKLOADS.size()][2];
        double[] roundNumbers = new double[rounds];
        double[][] roundRatios = new double[WORKLOADS.size()][rounds];
        double[][][] cpuMicros = new double[WORKLOADS.size()][2][rounds];
        try {
            for (Workload workload : WORKLOADS) {
                for (int side = 0; side < 2; side++) {
                    measure(workload, side, plain, hotrowUrl); // untimed: the JIT's work, paid before either side is measured
                }
            }
            for (int round = 1; round <= rounds; round++) {
                roundNumbers[round - 1] = round;
                for (int w = 0; w < WORKLOADS.size(); w++) {
                    Workload workload = WORKLOADS.get(w);
                    double[] rates = new double[2];
                    for (int turn = 0; turn < 2; turn++) {
                        int side = (round + turn) % 2; // round 1: hotrow then plain; round 2: plain then hotrow; ...
                        Measurement m = measure(workload, side, plain, hotrowUrl);
                        operations[w][side] += m.commits();
                        seconds[w][side] += m.seconds();
                        rates[side] = m.rate();
                        cpuMicros[w][side][round - 1] = clientCpuMicros(m);
                        result.table().add(workload.label(), round, side == 0 ? PLAIN : HOTROW, clients, m.commits(), m.seconds(), m.rate(),
                                m.p50Millis(), m.p99Millis(), cpuMicros[w][side][round - 1]);
                    }
                    roundRatios[w][round - 1] = rates[1] / rates[0];
                }
            }
        } finally {
            HotrowDriver.instance().shutdown();
            plain.dropSchema(DATABASE);
        }
        double[] plainRates = new double[WORKLOADS.size()], hotrowRates = new double[WORKLOADS.size()];
        LineChart perRound = new LineChart("hotrow / plain pgjdbc, round by round", "round", "ratio");
        for (int w = 0; w < WORKLOADS.size(); w++) {
            String label = WORKLOADS.get(w).label();
            plainRates[w] = operations[w][0] / seconds[w][0];
            hotrowRates[w] = operations[w][1] / seconds[w][1];
            result.aims().targetAtMost(label + ": hotrow's loss against plain pgjdbc (%, median round)", 100 * (1 - median(roundRatios[w])), AIM_PERCENT);
            result.aims().ratio(label + ": hotrow / plain pgjdbc, all rounds summed", hotrowRates[w] / plainRates[w]);
            result.aims().ratio(label + ": client CPU per statement, hotrow - plain (us, medians)", median(cpuMicros[w][1]) - median(cpuMicros[w][0]));
            perRound.add(label, roundNumbers, roundRatios[w]);
        }
        perRound.reference("1: no loss", roundNumbers, constant(rounds, 1));
        perRound.reference("0.97: the aim", roundNumbers, constant(rounds, 1 - AIM_PERCENT / 100));
        List<String> labels = WORKLOADS.stream().map(Workload::label).toList();
        result.chart(new BarChart("Statements/s over all rounds, " + clients + " clients", "workload", "statements/s", labels)
                .add(PLAIN, plainRates).add(HOTROW, hotrowRates));
        result.chart(perRound);
    }

    /**
     * One side's run of {@code workload}: side 0 plain pgjdbc, side 1 hotrow. Each run starts on
     * new PostgreSQL sessions on both sides: plain pgjdbc opens its connections for the run, and
     * hotrow's pools are closed first, so that they open theirs too. Sessions that lived through
     * the earlier runs (the updates, the table dropped and created again) read about a third
     * slower, pooled plain pgjdbc as much as hotrow, and that would be counted as the driver's cost.
     */
    private Measurement measure(Workload workload, int side, PlainPostgres plain, String hotrowUrl) throws Exception {
        int clients = profile.overheadClients();
        if (side == 1) {
            HotrowDriver.instance().shutdown();
        }
        return side == 0
                ? plain.load(workload.work(), workload.label(), clients, clients, profile.overheadRound())
                : CounterLoad.run(workload.work(), workload.label(), "hotrow on PostgreSQL", List.of(() -> DriverManager.getConnection(hotrowUrl)),
                clients, clients, profile.overheadRound(), null);
    }

    /** This JVM's CPU per statement over the measured phase, in microseconds. */
    private static double clientCpuMicros(Measurement m) {
        return m.jvmCpu() * Runtime.getRuntime().availableProcessors() * m.seconds() * 1e6 / m.commits();
    }

    /** The middle value; for an even count, the mean of the two middle ones. */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int half = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    }

    private static double[] constant(int length, double value) {
        double[] values = new double[length];
        Arrays.fill(values, value);
        return values;
    }
}
