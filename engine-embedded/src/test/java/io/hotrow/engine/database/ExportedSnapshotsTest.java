package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * pg_dump's parallel jobs: the first connection exports its snapshot ({@code pg_export_snapshot()})
 * and each job's REPEATABLE READ transaction imports it ({@code SET TRANSACTION SNAPSHOT}), then
 * reads what the first connection reads, whatever committed since, with PostgreSQL's errors.
 */
@Timeout(60)
class ExportedSnapshotsTest {

    private Database db;

    @BeforeEach
    void createTable() throws SQLException {
        db = open("exported", new MemoryObjectStore("exported-snapshots"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
            s.execute("CREATE INDEX t_v ON t (v)");
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')");
        }
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void anImportingTransactionReadsTheExportersRowsWhateverCommittedSince() throws SQLException {
        try (Connection leader = connect(db); Connection writer = connect(db); Connection job = connect(db)) {
            writer.setAutoCommit(false);
            writer.createStatement().execute("UPDATE t SET v = 'uncommitted' WHERE id = 1"); // open at the export
            String id = export(leader);

            writer.commit(); // its transaction number is free again: the job's must not be it
            try (Statement s = writer.createStatement()) {
                s.execute("INSERT INTO t VALUES (4, 'd')");
                s.execute("DELETE FROM t WHERE id = 2");
                writer.commit();
            }
            job.setAutoCommit(false);
            try (Statement s = job.createStatement()) {
                s.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
                s.execute("SET TRANSACTION SNAPSHOT '" + id + "'");
                List<String> expected = List.of("1 a", "2 b", "3 c");
                assertEquals(expected, rows(s, "SELECT id, v FROM t ORDER BY id"));
                assertEquals(List.of("2 b"), rows(s, "SELECT id, v FROM t WHERE v = 'b'")); // through the index
                assertEquals(expected, rows(leader.createStatement(), "SELECT id, v FROM t ORDER BY id"), "the exporter's own view");
            }
            job.commit();
            assertEquals(List.of("1 uncommitted", "3 c", "4 d"), rows(job.createStatement(), "SELECT id, v FROM t ORDER BY id"));
            leader.commit();
        }
    }

    @Test
    void anIdentifierIsVoidOnceTheExportingTransactionEnds() throws SQLException {
        try (Connection leader = connect(db); Connection job = connect(db)) {
            String id = export(leader);
            leader.commit();
            SQLException e = assertThrows(SQLException.class, () -> importInto(job, id, "REPEATABLE READ"));
            assertEquals("22023", e.getSQLState(), e.getMessage());
            job.rollback();
            e = assertThrows(SQLException.class, () -> importInto(job, "00000000-00000000-9", "REPEATABLE READ"));
            assertEquals("22023", e.getSQLState(), e.getMessage());
            job.rollback();
        }
    }

    @Test
    void anImportIsRefusedAsPostgresRefusesIt() throws SQLException {
        try (Connection leader = connect(db); Connection job = connect(db)) {
            String id = export(leader);
            SQLException e = assertThrows(SQLException.class, () -> importInto(job, id, "READ COMMITTED"));
            assertEquals("0A000", e.getSQLState(), e.getMessage());
            job.rollback();
            job.setAutoCommit(false);
            try (Statement s = job.createStatement()) {
                s.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
                rows(s, "SELECT count(*) FROM t");
                e = assertThrows(SQLException.class, () -> s.execute("SET TRANSACTION SNAPSHOT '" + id + "'"));
                assertEquals("25001", e.getSQLState(), e.getMessage());
            }
            job.rollback();
            leader.rollback();
        }
    }

    /**
     * pg_dump's {@code --serializable-deferrable} exports from a SERIALIZABLE transaction, whose first statement H2 begins by taking
     * every table's root; a REPEATABLE READ transaction that has read a table already cannot export (the engine's difference).
     */
    @Test
    void aSerializableTransactionExportsAtItsFirstStatementAndNotAfterReading() throws SQLException {
        try (Connection leader = connect(db); Connection writer = connect(db); Connection job = connect(db)) {
            String id = export(leader, "SERIALIZABLE, READ ONLY, DEFERRABLE");
            writer.createStatement().execute("DELETE FROM t WHERE id = 3");
            SQLException e = assertThrows(SQLException.class, () -> importInto(job, id, "SERIALIZABLE"));
            assertEquals("0A000", e.getSQLState(), "a read-write one would read before its turn: " + e.getMessage());
            job.rollback();
            importInto(job, id, "SERIALIZABLE, READ ONLY");
            assertEquals(List.of("3"), rows(job.createStatement(), "SELECT count(*) FROM t"));
            job.commit();
            leader.commit();
            leader.createStatement().execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
            rows(leader.createStatement(), "SELECT count(*) FROM t");
            e = assertThrows(SQLException.class, () -> rows(leader.createStatement(), "SELECT pg_export_snapshot()"));
            assertEquals("55000", e.getSQLState(), e.getMessage());
            leader.rollback();
        }
    }

    private static String export(Connection leader) throws SQLException {
        return export(leader, "REPEATABLE READ, READ ONLY");
    }

    private static String export(Connection leader, String modes) throws SQLException {
        leader.setAutoCommit(false);
        try (Statement s = leader.createStatement()) {
            s.execute("SET TRANSACTION ISOLATION LEVEL " + modes);
            return rows(s, "SELECT pg_catalog.pg_export_snapshot()").get(0);
        }
    }

    private static void importInto(Connection job, String id, String isolation) throws SQLException {
        job.setAutoCommit(false);
        try (Statement s = job.createStatement()) {
            s.execute("SET TRANSACTION ISOLATION LEVEL " + isolation);
            s.execute("SET TRANSACTION SNAPSHOT '" + id + "'");
        }
    }

    private static List<String> rows(Statement s, String query) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet r = s.executeQuery(query)) {
            while (r.next()) {
                StringBuilder row = new StringBuilder(r.getString(1));
                for (int i = 2; i <= r.getMetaData().getColumnCount(); i++) {
                    row.append(' ').append(r.getString(i));
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }
}
