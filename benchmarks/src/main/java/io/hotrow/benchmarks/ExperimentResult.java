package io.hotrow.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * What one experiment of the report found: its rows (its CSV), charts, aims and notes. Filled as the
 * experiment runs, so a failure part way keeps the points measured before it.
 */
final class ExperimentResult {

    private final Experiment experiment;
    private final ResultTable table;
    private final List<Chart> charts = new ArrayList<>();
    private final Report aims = new Report();
    private final List<String> notes = new ArrayList<>();
    private String failure;
    private double seconds;

    ExperimentResult(Experiment experiment) {
        this.experiment = experiment;
        this.table = new ResultTable(experiment.columns());
    }

    String name() {
        return experiment.name();
    }

    String title() {
        return experiment.title();
    }

    String description() {
        return experiment.description();
    }

    ResultTable table() {
        return table;
    }

    void chart(Chart chart) {
        charts.add(chart);
    }

    List<Chart> charts() {
        return List.copyOf(charts);
    }

    /** Where the experiment's aims go, as {@link Report} targets: printed and written like every benchmark's. */
    Report aims() {
        return aims;
    }

    /** A remark shown under the experiment: a point not measured and why, a caveat. */
    void note(String note) {
        notes.add(note);
        System.out.println("  note: " + note);
    }

    List<String> notes() {
        return List.copyOf(notes);
    }

    /** The experiment failed, or a point of it did: the report says so, and the run exits 1. */
    void failed(String message) {
        failure = failure == null ? message : failure + "; " + message;
    }

    /**
     * One point that may fail without ending the experiment (a PostgreSQL point refused for want of
     * connections, an engine limit reached at many clients): its value, or null when it failed,
     * noted with the reason and counted as a failure.
     */
    <T> T attempt(String point, Callable<T> run) {
        try {
            return run.call();
        } catch (Exception e) {
            Benchmarks.reportFailure(e);
            note(point + " failed: " + e.getMessage());
            failed(point + " failed");
            return null;
        }
    }

    /** Why the experiment, or some of its points, failed; null when all completed. */
    String failure() {
        return failure;
    }

    void took(double seconds) {
        this.seconds = seconds;
    }

    double seconds() {
        return seconds;
    }
}
