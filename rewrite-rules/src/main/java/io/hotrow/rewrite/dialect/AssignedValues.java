package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The values an INSERT or UPDATE writes into columns, as spans of its text: the items of {@code INSERT ... VALUES} rows and of
 * a plain {@code INSERT ... SELECT} list, and each {@code SET col = value} of an UPDATE or of {@code ON CONFLICT DO UPDATE}.
 * PostgreSQL's assignment to a varchar(n) or char(n) column cuts a longer value whose characters beyond n are all spaces (the
 * SQL standard) and refuses any other longer one (22001); H2 refuses both, checking the length before any trigger sees the row.
 * Only the database knows the columns' types: the engine asks for the values here, looks their columns up and has the
 * statement analysed again with each value that may be too long assigned by {@code hotrow_varchar_assign(value, n)} or
 * {@code hotrow_char_assign(value, n)}, PostgreSQL's assignment ({@link #fitted}). A string that fits, a number, NULL and
 * DEFAULT are not values here: a statement writing only those runs as written.
 */
public final class AssignedValues {

    /** What ends the output items of {@code INSERT ... SELECT}. */
    private static final Set<String> ITEMS_END = Set.of("FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH",
            "ON", "RETURNING", ";");
    /** What makes the SELECT of an INSERT's items not one list of output items for the columns. */
    private static final Set<String> SET_OPERATIONS = Set.of("UNION", "EXCEPT", "INTERSECT");
    /** What ends the assignments of a SET. */
    private static final Set<String> SET_END = Set.of("FROM", "WHERE", "RETURNING", ";");

    /** A label's one word (the lexer makes one token of some words together, {@code IS NULL}). */
    private static final Pattern LABEL = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]*|\"[^\"]*\"");
    /** Words that end an expression rather than label it ({@code x IS NULL}, {@code x::character varying}). */
    private static final Set<String> NOT_LABELS = Set.of("NULL", "TRUE", "FALSE", "UNKNOWN", "END", "VARYING", "PRECISION", "ZONE");
    /** Words after which a word is an operand, not a label ({@code x IS y}, {@code NOT b}). */
    private static final Set<String> BEFORE_OPERAND = Set.of("IS", "NOT", "AND", "OR", "COLLATE", "LIKE", "ILIKE", "IN", "THEN", "ELSE",
            "WHEN", "CASE", "ARRAY", "INTERVAL", "DATE", "TIME", "TIMESTAMP");

    private AssignedValues() {
    }

    /**
     * A value written into a column, tokens {@code first} to {@code last}: the column named ({@code column}, as PostgreSQL
     * folds it), or else the {@code position}-th (from 0) of {@code table}, which is the statement's table as written.
     * {@code chars}: the characters of a string literal, or -1 for any other value (a bind parameter, an expression).
     */
    public record Value(int first, int last, String table, String column, int position, int chars) {
    }

    /** A varchar(n) column ({@code padded} false) or a char(n) column, of {@code length} n. */
    public record Column(boolean padded, int length) {
    }

    /** The values of {@code analysis} that an assignment may find too long; none for any other statement, without tokenising. */
    public static List<Value> values(StatementAnalysis analysis) {
        List<Value> values = new ArrayList<>();
        String sql = analysis.sql().stripLeading();
        if (!sql.regionMatches(true, 0, "INSERT", 0, 6) && !sql.regionMatches(true, 0, "UPDATE", 0, 6)) {
            return values;
        }
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        if (t == null) {
            return values;
        }
        int end = t.statementEnd();
        if (t.is(0, "INSERT") && t.is(1, "INTO")) {
            insertValues(t, end, values);
        } else if (t.is(0, "UPDATE")) {
            int at = t.is(1, "ONLY") ? 2 : 1;
            int afterName = nameEnd(t, at);
            int set = t.nextTopLevel(afterName, end, "SET");
            if (set > 0) {
                setValues(t, set, end, name(t, at, afterName), values);
            }
        }
        return values;
    }

    /**
     * The text of {@code analysis} (its strings in standard form) with each value starting at a token of {@code columns}
     * assigned to that column as PostgreSQL assigns it.
     */
    public static String fitted(StatementAnalysis analysis, Map<Integer, Column> columns) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (Value value : values(analysis)) {
                Column column = columns.get(value.first());
                if (column != null) {
                    splice.insert(t.get(value.first()).begin(), column.padded() ? "hotrow_char_assign(" : "hotrow_varchar_assign(");
                    splice.insert(t.get(value.last()).end(), ", " + column.length() + ")");
                }
            }
        });
    }

    private static void insertValues(SqlTokens t, int end, List<Value> values) {
        InsertHead head = InsertHead.of(t);
        String table = head.table();
        List<String> columns = head.columns();
        int at = head.next();
        if (t.is(at, "OVERRIDING") && t.is(at + 2, "VALUE")) {
            at += 3; // OVERRIDING SYSTEM VALUE, as COPY's rows are inserted
        }
        int next = end;
        if (t.is(at, "VALUES")) {
            for (int row = at + 1; t.is(row, "("); row = t.closing(row) + 2) {
                int close = t.closing(row);
                List<int[]> items = items(t, row + 1, close);
                for (int p = 0; p < items.size(); p++) {
                    add(t, items.get(p)[0], items.get(p)[1] - 1, table, columns, p, values);
                }
                next = close + 1;
                if (!t.is(close + 1, ",")) {
                    break;
                }
            }
        } else if (t.is(at, "SELECT") && !t.is(at + 1, "DISTINCT") && t.nextTopLevelOf(at, end, SET_OPERATIONS) < 0) {
            int itemsEnd = t.nextTopLevelOf(at + 1, end, ITEMS_END);
            itemsEnd = itemsEnd < 0 ? end : itemsEnd;
            List<int[]> items = items(t, t.is(at + 1, "ALL") ? at + 2 : at + 1, itemsEnd);
            if (items.stream().noneMatch(item -> t.get(item[1] - 1).image().endsWith("*"))) { // t.* or *: the columns' positions are unknown
                for (int p = 0; p < items.size(); p++) {
                    add(t, items.get(p)[0], expressionLast(t, items.get(p)[0], items.get(p)[1] - 1), table, columns, p, values);
                }
            }
            next = itemsEnd;
        }
        int update = next;
        while (update >= 0 && update < end && !(t.is(update, "DO") && t.is(update + 1, "UPDATE") && t.is(update + 2, "SET"))) {
            update = t.nextTopLevel(update + 1, end, "DO");
        }
        if (update >= 0 && update < end) {
            setValues(t, update + 2, end, table, values);
        }
    }

    /** The assignments {@code col = value} after the SET at {@code set}, each of {@code table}'s column. */
    private static void setValues(SqlTokens t, int set, int end, String table, List<Value> values) {
        int setEnd = t.nextTopLevelOf(set + 1, end, SET_END);
        for (int[] item : items(t, set + 1, setEnd < 0 ? end : setEnd)) {
            // col = value; not (a, b) = (...), nor an element or field of the column (col[1] = value)
            if (item[1] - item[0] >= 3 && t.is(item[0] + 1, "=") && Operands.isWord(t, item[0])) {
                values.addAll(value(t, item[0] + 2, item[1] - 1, table, Names.normalize(t.get(item[0]).image()), -1));
            }
        }
    }

    private static void add(SqlTokens t, int first, int last, String table, List<String> columns, int position, List<Value> values) {
        if (columns == null) {
            values.addAll(value(t, first, last, table, null, position));
        } else if (position < columns.size()) {
            values.addAll(value(t, first, last, table, columns.get(position), -1));
        }
    }

    /** The value of tokens {@code first} to {@code last}, if it may be too long for a column: not NULL, DEFAULT or a number. */
    private static List<Value> value(SqlTokens t, int first, int last, String table, String column, int position) {
        if (last < first || first == last && (t.is(first, "NULL") || t.is(first, "DEFAULT") || Character.isDigit(t.get(first).image().charAt(0)))) {
            return List.of();
        }
        String image = t.get(first).image();
        boolean string = first == last && image.length() >= 2 && image.startsWith("'") && image.endsWith("'");
        String text = string ? image.substring(1, image.length() - 1).replace("''", "'") : null;
        return List.of(new Value(first, last, table, column, position, string ? text.codePointCount(0, text.length()) : -1));
    }

    /** The last token of the expression of an output item {@code first} to {@code last}: before its label, if it has one. */
    private static int expressionLast(SqlTokens t, int first, int last) {
        if (last - 2 >= first && t.is(last - 1, "AS")) {
            return last - 2;
        }
        String before = Operands.upper(t, last - 1);
        boolean labelled = last > first && LABEL.matcher(t.get(last).image()).matches() && !NOT_LABELS.contains(Operands.upper(t, last))
                && (Operands.isWord(t, last - 1) && !BEFORE_OPERAND.contains(before) || Operands.isLiteral(t, last - 1)
                        || before.equals(")") || before.equals("]"));
        return labelled ? last - 1 : last;
    }

    /** The items {@code [from, to)} of a list separated by commas, each as {@code {first, end}}; brackets and parentheses hold theirs. */
    private static List<int[]> items(SqlTokens t, int from, int to) {
        List<int[]> items = new ArrayList<>();
        int start = from;
        for (int i = from; i <= to; i++) {
            if (i < to && t.is(i, "(")) {
                i = t.closing(i);
            } else if (i < to && t.is(i, "[")) {
                i = t.closingBracket(i); // ARRAY[1, 2]: one value, its commas none of the list's
            } else if (i == to || t.is(i, ",")) {
                items.add(new int[] {start, i});
                start = i + 1;
            }
        }
        return items;
    }

    /** The token just past a (qualified) table name starting at {@code at}. */
    private static int nameEnd(SqlTokens t, int at) {
        int i = at;
        while (t.is(i + 1, ".") && i + 2 < t.size()) {
            i += 2;
        }
        return i + 1;
    }

    private static String name(SqlTokens t, int from, int to) {
        StringBuilder name = new StringBuilder();
        for (int i = from; i < to; i++) {
            name.append(t.get(i).image());
        }
        return name.toString();
    }
}
