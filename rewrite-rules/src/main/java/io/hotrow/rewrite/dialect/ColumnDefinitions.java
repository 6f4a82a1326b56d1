package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The column definitions of a CREATE TABLE or an ALTER TABLE ... ADD [COLUMN], as token ranges
 * starting at the column's name: what rules that reorder a column's clauses work on.
 */
final class ColumnDefinitions {

    /** Words that open a table constraint rather than a column in CREATE TABLE's list. */
    private static final Set<String> TABLE_CONSTRAINTS = Set.of("CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "EXCLUDE", "LIKE");

    /** A column definition: tokens {@code [name, end)}. */
    record Range(int name, int end) {
    }

    private ColumnDefinitions() {
    }

    static List<Range> of(SqlTokens t) {
        int end = t.statementEnd();
        if (t.is(0, "CREATE")) {
            int table = t.nextTopLevel(1, Math.min(end, 6), "TABLE");
            int open = table < 0 ? -1 : t.nextTopLevel(table, end, "(");
            if (open < 0 || t.nextTopLevel(table, open, "AS") >= 0) {
                return List.of(); // CREATE TABLE ... AS SELECT: no definitions
            }
            return columns(t, open + 1, t.closing(open), false);
        }
        if (t.is(0, "ALTER") && t.is(1, "TABLE")) {
            return columns(t, 2, end, true);
        }
        return List.of();
    }

    /**
     * The column definitions among the comma-separated elements of {@code [from, to)}: in an
     * ALTER TABLE those that follow ADD [COLUMN] [IF NOT EXISTS], in CREATE TABLE those that open
     * no table constraint.
     */
    private static List<Range> columns(SqlTokens t, int from, int to, boolean afterAdd) {
        List<Range> ranges = new ArrayList<>();
        int start = from;
        while (start < to) {
            int comma = t.nextTopLevel(start, to, ",");
            int stop = comma < 0 ? to : comma;
            int name = afterAdd ? addedColumn(t, start, stop) : (t.get(start).isName() && !isTableConstraint(t, start) ? start : -1);
            if (name >= 0 && name + 1 < stop) {
                ranges.add(new Range(name, stop));
            }
            start = stop + 1;
        }
        return ranges;
    }

    /** The name's index in an ALTER TABLE action {@code ADD [COLUMN] [IF NOT EXISTS] name type ...}, or -1. */
    private static int addedColumn(SqlTokens t, int start, int stop) {
        int add = t.nextTopLevel(start, stop, "ADD");
        if (add < 0) {
            return -1;
        }
        int i = add + 1;
        if (t.is(i, "COLUMN")) {
            i++;
        } else if (isTableConstraint(t, i)) {
            return -1;
        }
        if (t.is(i, "IF") && t.is(i + 1, "NOT") && t.is(i + 2, "EXISTS")) {
            i += 3;
        }
        return i < stop ? i : -1;
    }

    private static boolean isTableConstraint(SqlTokens t, int i) {
        return i < t.size() && TABLE_CONSTRAINTS.contains(Operands.upper(t, i));
    }
}
