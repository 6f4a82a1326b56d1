package io.hotrow.benchmarks;

import java.util.List;

/** One experiment of {@code report} (docs/benchmarks.md): its name (its CSV's), what it shows, and the run that fills its result. */
interface Experiment {

    /** The file name of its CSV, without {@code .csv}. */
    String name();

    String title();

    /** What it measures and how, for a reader of the report. */
    String description();

    List<String> columns();

    /** Runs the experiment, one progress line per point, adding rows, charts and aims to {@code result} as it goes. */
    void run(ExperimentResult result) throws Exception;
}
