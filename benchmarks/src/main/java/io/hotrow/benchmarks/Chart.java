package io.hotrow.benchmarks;

/** A chart of the HTML report, drawn as inline SVG so the report needs nothing from the network. */
interface Chart {

    String title();

    /** One {@code <svg>} element, complete. */
    String svg();
}
