package io.hotrow.rewrite.counter;

import java.util.List;

/**
 * A table whose counter columns hotrow spreads over extra rows, so that concurrent increments of
 * one logical row stop serializing. The table keeps its schema and its rows; the extra rows live in
 * a companion table that references it (and is deleted with it, by cascade).
 *
 * @param table   the application's table, lower case
 * @param columns its counter columns
 * @param layout  how increments are spread
 */
public record CounterTable(String table, List<String> columns, Layout layout) {

    public enum Layout {
        /** Increments go to one of N shard rows per logical row ({@code shardedCounters}). */
        SHARDED("_hotrow_shards"),
        /** Increments are appended as events and rolled up periodically ({@code eventCounters}). */
        EVENTS("_hotrow_events");

        private final String suffix;

        Layout(String suffix) {
            this.suffix = suffix;
        }
    }

    /** The companion table holding the spread increments. */
    public String companion() {
        return table + layout.suffix;
    }
}
