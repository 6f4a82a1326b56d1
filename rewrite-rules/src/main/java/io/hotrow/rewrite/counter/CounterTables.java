package io.hotrow.rewrite.counter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The counter tables of one connection's configuration, parsed from properties of the form
 * {@code table(col1,col2),table2(col)}. Names are plain SQL identifiers, folded to lower case.
 */
public final class CounterTables {

    public static final CounterTables NONE = new CounterTables(Map.of(), 16);

    private static final Pattern ENTRY = Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\(([^()]*)\\)\\s*(,|$)");
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final Map<String, CounterTable> byTable;
    private final int shards;

    private CounterTables(Map<String, CounterTable> byTable, int shards) {
        this.byTable = byTable;
        this.shards = shards;
    }

    /**
     * Parses {@code shardedCounters} and {@code eventCounters} (either may be null or blank).
     *
     * @throws IllegalArgumentException naming what is malformed
     */
    public static CounterTables parse(String sharded, String events, int shards) {
        if (shards < 2) {
            throw new IllegalArgumentException("counterShards must be at least 2, not " + shards);
        }
        Map<String, CounterTable> tables = new LinkedHashMap<>();
        add(tables, sharded, CounterTable.Layout.SHARDED, "shardedCounters");
        add(tables, events, CounterTable.Layout.EVENTS, "eventCounters");
        return tables.isEmpty() ? NONE : new CounterTables(Map.copyOf(tables), shards);
    }

    private static void add(Map<String, CounterTable> tables, String spec, CounterTable.Layout layout, String property) {
        if (spec == null || spec.isBlank()) {
            return;
        }
        Matcher m = ENTRY.matcher(spec);
        int at = 0;
        while (at < spec.length()) {
            // lookingAt, not find: find would retry at every later position, quadratic on a long malformed value
            if (!m.region(at, spec.length()).lookingAt()) {
                throw new IllegalArgumentException(property + " must look like table(column1,column2),table2(column); cannot read '"
                        + shortened(spec.substring(at)) + "'");
            }
            String table = m.group(1).toLowerCase(Locale.ROOT);
            List<String> columns = new ArrayList<>();
            for (String column : m.group(2).split(",")) {
                String name = column.trim();
                if (!IDENTIFIER.matcher(name).matches()) {
                    throw new IllegalArgumentException(property + ": '" + shortened(name) + "' in " + shortened(m.group().trim()) + " is not a column name");
                }
                columns.add(name.toLowerCase(Locale.ROOT));
            }
            if (tables.put(table, new CounterTable(table, List.copyOf(columns), layout)) != null) {
                throw new IllegalArgumentException(property + " names table " + table + " twice (or it is in both shardedCounters and eventCounters)");
            }
            at = m.end();
        }
    }

    /** A value for an error message: configuration can be long, a message should not be. */
    private static String shortened(String text) {
        return text.length() <= 64 ? text : text.substring(0, 64) + "...";
    }

    /** The configuration, normalized: equal for equal settings, so it can key a cache. */
    @Override
    public String toString() {
        return shards + ":" + new java.util.TreeMap<>(byTable);
    }

    public boolean isEmpty() {
        return byTable.isEmpty();
    }

    public java.util.Collection<CounterTable> all() {
        return byTable.values();
    }

    public boolean hasLayout(CounterTable.Layout layout) {
        for (CounterTable table : byTable.values()) {
            if (table.layout() == layout) {
                return true;
            }
        }
        return false;
    }

    public int shards() {
        return shards;
    }

    public CounterTable get(String table) {
        return byTable.get(table);
    }

    /** The first configured table among {@code tables}, or null: the fast exit for most statements. */
    public CounterTable firstAmong(Set<String> tables) {
        for (String table : tables) {
            CounterTable counter = byTable.get(table);
            if (counter != null) {
                return counter;
            }
        }
        return null;
    }
}
