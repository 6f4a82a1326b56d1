package io.hotrow.engine.database;

import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.CommitRecord;
import io.hotrow.engine.log.LogObjectCodec;
import io.hotrow.engine.log.RowChange;
import io.hotrow.engine.store.LogSpace;
import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The committed history of a parent table and a child table referencing it by {@code parent_id},
 * read back from a database's log: its records are the transactions in commit order (one commit
 * section per database, DESIGN §4), so replaying them gives every state a reader could have seen,
 * one per LSN. A tester asks whether some state held an orphan: if none did, an orphan a reader
 * saw came from a read that mixed two states.
 */
final class ParentChildHistory {

    /** A child row without its parent in the state after {@code lsn}. */
    record Orphan(long lsn, long child, long parent) {
    }

    private final String parentTable, childTable;
    private final long firstLsn;
    private final List<CommitRecord> records;
    /** Per state, from the one after {@code firstLsn} on: the children without their parent, child id to parent id. */
    private final List<Map<Long, Long>> orphansAfter = new ArrayList<>();

    private ParentChildHistory(String parentTable, String childTable, List<CommitRecord> records) {
        this.parentTable = parentTable;
        this.childTable = childTable;
        this.firstLsn = records.get(0).lsn();
        this.records = records;
    }

    /**
     * Reads the whole log of {@code db} (opened without snapshots, so none of it was truncated) and
     * replays the rows of {@code parentTable} (key {@code id}) and {@code childTable} (key {@code id},
     * reference {@code parent_id}), checking after each record.
     */
    static ParentChildHistory read(Database db, String parentTable, String childTable) throws IOException, SQLException {
        LogSpace log = db.log();
        List<CommitRecord> records = new ArrayList<>();
        for (long id : log.ids()) {
            byte[] bytes = log.get(id).orElseThrow(() -> new IOException("log entry " + id + " vanished"));
            records.addAll(LogObjectCodec.decode("log " + id, db.name(), bytes).records());
        }
        records.sort((a, b) -> Long.compare(a.lsn(), b.lsn()));
        if (records.isEmpty()) {
            throw new IllegalStateException("the log holds no record");
        }
        ParentChildHistory history = new ParentChildHistory(parentTable, childTable, records);
        Set<Long> parents = new HashSet<>();
        Map<Long, Long> children = new HashMap<>();
        long expected = history.firstLsn;
        for (CommitRecord record : records) {
            if (record.lsn() != expected++) {
                throw new IllegalStateException("the log skips from LSN " + (expected - 2) + " to " + record.lsn());
            }
            for (Change change : record.changes()) {
                if (change instanceof RowChange row && row.table().equals(parentTable)) {
                    if (row.before() != null) {
                        parents.remove(number(row, row.before(), "id"));
                    }
                    if (row.after() != null) {
                        parents.add(number(row, row.after(), "id"));
                    }
                } else if (change instanceof RowChange row && row.table().equals(childTable)) {
                    if (row.before() != null) {
                        children.remove(number(row, row.before(), "id"));
                    }
                    if (row.after() != null) {
                        children.put(number(row, row.after(), "id"), number(row, row.after(), "parent_id"));
                    }
                }
            }
            Map<Long, Long> orphans = new HashMap<>();
            children.forEach((child, parent) -> {
                if (!parents.contains(parent)) {
                    orphans.put(child, parent);
                }
            });
            history.orphansAfter.add(orphans);
        }
        return history;
    }

    private static long number(RowChange row, Object[] image, String column) {
        int at = row.columns().indexOf(column);
        if (at < 0) {
            throw new IllegalArgumentException(row.table() + " has no column " + column + ": " + row.columns());
        }
        return ((Number) image[at]).longValue();
    }

    /** The orphans of every committed state, the first state's first. */
    List<Orphan> orphans() {
        List<Orphan> found = new ArrayList<>();
        for (int i = 0; i < orphansAfter.size(); i++) {
            long lsn = firstLsn + i;
            orphansAfter.get(i).forEach((child, parent) -> found.add(new Orphan(lsn, child, parent)));
        }
        return found;
    }

    /** The last ten records up to {@code lsn} that changed {@code parent} or {@code child}, one line each. */
    List<String> story(long child, long parent, long lsn) {
        List<String> lines = new ArrayList<>();
        for (CommitRecord record : records) {
            if (record.lsn() > lsn) {
                break;
            }
            StringBuilder line = new StringBuilder();
            for (Change change : record.changes()) {
                if (change instanceof RowChange row && (row.table().equals(parentTable) && touches(row, "id", parent)
                        || row.table().equals(childTable) && touches(row, "id", child))) {
                    line.append(" ").append(row.table()).append(row.isInsert() ? " insert " : row.isDelete() ? " delete " : " update ")
                            .append(Arrays.toString(row.after() != null ? row.after() : row.before()));
                }
            }
            if (!line.isEmpty()) {
                lines.add("lsn " + record.lsn() + " (" + record.changes().size() + " changes):" + line);
            }
        }
        return lines.subList(Math.max(0, lines.size() - 10), lines.size());
    }

    private static boolean touches(RowChange row, String column, long value) {
        return row.before() != null && number(row, row.before(), column) == value || row.after() != null && number(row, row.after(), column) == value;
    }
}
