package io.hotrow.benchmarks;

import io.hotrow.driver.HotrowDriver;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What an application meets first (issue 26): its schema and data scripts run on a new database,
 * and its first connection. The {@link SchemaScript} (20 tables, 1,000 rows) runs on a new engine
 * database (local directory store, and memory) and in a new PostgreSQL schema, as one
 * {@code Statement.execute} of the whole text and as one {@code execute} per statement, as Spring's
 * script runner does. The first connection is timed in a new JVM, as at an application's start:
 * to a new engine database, and pgjdbc's to PostgreSQL; and in this warm process, to another new
 * database. Each figure is the median of the runs, the sides taking turns so that drift in the
 * machine hits them alike; the aims are the issue's: each at most 2x PostgreSQL.
 */
final class SchemaScriptExperiment implements Experiment {

    private static final double AIM_RATIO = 2;
    private static final String SCHEMA = "hotrow_schema_bench";
    private static final String POSTGRES = PlainPostgres.POSTGRES;
    private static final String FILE = "engine, " + LocalVersusPostgres.LOCAL_STORE;
    private static final String MEMORY = "engine, memory";
    private static final List<String> SIDES = List.of(FILE, MEMORY, POSTGRES);

    /** How the script reaches the database. */
    private enum Mode {
        ONE_TEXT("one text"), PER_STATEMENT("statement by statement");

        final String label;

        Mode(String label) {
            this.label = label;
        }
    }

    private final ReportProfile profile;
    private final String postgresUrl;
    private int databases;

    SchemaScriptExperiment(ReportProfile profile, String postgresUrl) {
        this.profile = profile;
        this.postgresUrl = postgresUrl;
    }

    @Override
    public String name() {
        return "schema-script";
    }

    @Override
    public String title() {
        return "Schema scripts and the first connection";
    }

    @Override
    public String description() {
        return "A web shop's schema.sql and data.sql (" + SchemaScript.TABLES + " tables with serial and identity keys, foreign keys, unique and check"
                + " constraints, defaults and indexes; then " + SchemaScript.ROWS + " single-row INSERTs) on a new engine database (local directory store,"
                + " and memory) and in a new PostgreSQL schema: as one Statement.execute of the whole text, and statement by statement in autocommit"
                + " (as Spring's script runner). The first connection (connect and SELECT 1) is timed in a new JVM, as at an application's start, and in"
                + " this warm process; and in a new JVM with the tables listed through DatabaseMetaData as well, as an ORM or a migration tool does"
                + " at its start. Each figure is the median of " + runs() + " runs, the sides in turn; ratios are engine / PostgreSQL, and the"
                + " aim is at most " + AIM_RATIO + " (issue 26). The load average is taken at each point.";
    }

    @Override
    public List<String> columns() {
        return List.of("case", "side", "run", "ms", "load_average");
    }

    private int runs() {
        return switch (profile.name()) {
            case "smoke" -> 1;
            case "quick" -> 3;
            default -> 5;
        };
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        PlainPostgres plain = new PlainPostgres(postgresUrl);
        plain.server();
        List<String> cases = new ArrayList<>();
        List<double[]> medians = new ArrayList<>();
        try (ScratchDirectory directory = new ScratchDirectory()) {
            for (Mode mode : Mode.values()) {
                scriptOnce(directory.path(), plain, mode, MEMORY); // untimed: the JIT's work on the engine's side, paid before it is measured
                cases.add("script, " + mode.label);
                medians.add(measure(result, cases.get(cases.size() - 1), side -> scriptOnce(directory.path(), plain, mode, side)));
            }
            cases.add("first connection, new JVM");
            medians.add(measure(result, cases.get(cases.size() - 1), side -> newJvmConnection(directory.path(), side, false)));
            cases.add("first connection and tables listed, new JVM");
            medians.add(measure(result, cases.get(cases.size() - 1), side -> newJvmConnection(directory.path(), side, true)));
            cases.add("first connection, warm JVM");
            medians.add(measure(result, cases.get(cases.size() - 1), side -> warmConnection(directory.path(), side)));
        } finally {
            HotrowDriver.instance().shutdown();
            plain.dropSchema(SCHEMA);
        }
        BarChart chart = new BarChart("Median ms (lower is better)", "case", "ms", cases);
        for (int side = 0; side < SIDES.size(); side++) {
            double[] values = new double[cases.size()];
            for (int c = 0; c < cases.size(); c++) {
                values[c] = medians.get(c)[side];
            }
            chart.add(SIDES.get(side), values);
        }
        result.chart(chart);
        for (int c = 0; c < cases.size(); c++) {
            double postgres = medians.get(c)[SIDES.indexOf(POSTGRES)];
            result.aims().targetAtMost(cases.get(c) + ": " + FILE + " / PostgreSQL", medians.get(c)[SIDES.indexOf(FILE)] / postgres, AIM_RATIO);
            result.aims().ratio(cases.get(c) + ": " + MEMORY + " / PostgreSQL", medians.get(c)[SIDES.indexOf(MEMORY)] / postgres);
        }
        result.note("load average at the end: " + MachineInfo.procLoadAverage());
    }

    /** One side's run of a case: its milliseconds. */
    @FunctionalInterface
    private interface Run {
        double millis(String side) throws Exception;
    }

    /** {@link #runs()} rounds of every side, the order turning each round; the median per side, in {@link #SIDES}' order. */
    private double[] measure(ExperimentResult result, String label, Run run) throws Exception {
        int runs = runs();
        double[][] millis = new double[SIDES.size()][runs];
        for (int round = 0; round < runs; round++) {
            for (int turn = 0; turn < SIDES.size(); turn++) {
                int side = (round + turn) % SIDES.size();
                millis[side][round] = run.millis(SIDES.get(side));
                String load = MachineInfo.procLoadAverage();
                result.table().add(label, SIDES.get(side), round + 1, millis[side][round], load);
                System.out.printf("  %-32s %-28s run %d: %8.1f ms  (load %s)%n", label, SIDES.get(side), round + 1, millis[side][round], load);
            }
        }
        double[] medians = new double[SIDES.size()];
        for (int side = 0; side < SIDES.size(); side++) {
            medians[side] = DriverOverhead.median(millis[side]);
        }
        return medians;
    }

    /** The script on a new database of {@code side}, timed from an open connection to its last statement. */
    private double scriptOnce(Path directory, PlainPostgres plain, Mode mode, String side) throws Exception {
        try (Connection c = side.equals(POSTGRES) ? plain.freshSchema(SCHEMA).open() : DriverManager.getConnection(newDatabase(directory, side));
             Statement s = c.createStatement()) {
            List<String> statements = new ArrayList<>(SchemaScript.schema());
            statements.addAll(SchemaScript.data());
            long started = System.nanoTime();
            if (mode == Mode.ONE_TEXT) {
                s.execute(SchemaScript.asText(statements));
            } else {
                for (String statement : statements) {
                    s.execute(statement);
                }
            }
            double millis = (System.nanoTime() - started) / 1e6;
            check(s);
            return millis;
        } finally {
            if (!side.equals(POSTGRES)) {
                HotrowDriver.instance().shutdown();
            }
        }
    }

    /** The script ran whole: every row is there. */
    private static void check(Statement s) throws SQLException {
        try (ResultSet r = s.executeQuery("SELECT (SELECT count(*) FROM order_items) + (SELECT count(*) FROM customers)")) {
            r.next();
            if (r.getLong(1) != 250) {
                throw new IllegalStateException("the script left " + r.getLong(1) + " order items and customers, not 250");
            }
        }
    }

    /** A URL of a database not opened before, on the engine side {@code side}. */
    private String newDatabase(Path directory, String side) {
        String name = "shop_" + ++databases;
        return side.equals(FILE) ? "jdbc:hotrow:file:" + directory + "/" + name : "jdbc:hotrow:mem:/" + name;
    }

    /**
     * The first connection of a new JVM: to a new engine database, or pgjdbc's to PostgreSQL; with {@code catalog}, its tables
     * listed through DatabaseMetaData too, which on the engine makes the catalog's views.
     */
    private double newJvmConnection(Path directory, String side, boolean catalog) throws Exception {
        String url = side.equals(POSTGRES) ? postgresUrl : newDatabase(directory, side);
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), FirstConnectionProbe.class.getName(), url));
        if (catalog) {
            command.add(FirstConnectionProbe.CATALOG);
        }
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> output = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                output.add(line);
            }
        }
        int status = child.waitFor();
        for (String line : output) {
            if (line.startsWith(FirstConnectionProbe.PREFIX)) {
                return Double.parseDouble(line.substring(FirstConnectionProbe.PREFIX.length()));
            }
        }
        throw new IllegalStateException("the first-connection child exited " + status + " without its figure: " + String.join("\n", output));
    }

    /** A connection to a new engine database (a new PostgreSQL session) in this process, whose driver is loaded. */
    private double warmConnection(Path directory, String side) throws Exception {
        String url = side.equals(POSTGRES) ? postgresUrl : newDatabase(directory, side);
        long started = System.nanoTime();
        try (Connection c = DriverManager.getConnection(url, new Properties()); Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT 1")) {
            r.next();
            return (System.nanoTime() - started) / 1e6;
        } finally {
            if (!side.equals(POSTGRES)) {
                HotrowDriver.instance().shutdown();
            }
        }
    }
}
