package io.hotrow.engine.snapshot;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectFrame;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.message.DbException;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.db.MVPrimaryIndex;
import org.h2.mvstore.tx.Transaction;
import org.h2.schema.Schema;
import org.h2.table.Table;
import org.h2.table.TableType;
import org.h2.value.VersionedValue;

/**
 * Snapshots of a whole database: its schema as the SQL of H2's {@code SCRIPT NODATA} (every
 * object, and each sequence and identity generator with its current position, {@code RESTART
 * WITH}), then every table's rows in H2's own binary encoding of values ({@link TableRows}).
 * Restoring runs the schema statements and adds the rows straight to H2's tables, without
 * parsing SQL for them.
 *
 * <p>Format version 1, still restored, held the whole of H2's {@code SCRIPT}, rows as
 * {@code INSERT} statements; restoring it ran them.
 */
public final class Snapshots {

    private static final int MAGIC = 0x4852534e; // "HRSN"
    /** The whole database as SQL statements. */
    private static final short SCRIPT_VERSION = 1;
    /** The schema as SQL statements, then each table's rows in binary. */
    private static final short FORMAT_VERSION = 2;
    private static final String KIND = "snapshot";
    /** The longest string or chunk of rows believed: the content is a gzip stream, whose {@code available()} is not the length left. */
    private static final int MAX_LENGTH = 1 << 30;

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;

    public Snapshots(ObjectStore store, StoreLayout layout, String database) {
        this.store = store;
        this.layout = layout;
        this.database = database;
    }

    /** What a snapshot holds: its schema and every table's rows, encoded and stored once read. */
    public static final class Content {
        private final List<String> schema;
        private final List<TableRows> tables;

        private Content(List<String> schema, List<TableRows> tables) {
            this.schema = schema;
            this.tables = tables;
        }
    }

    /**
     * A snapshot begun: the schema as it stood, and every table's rows fixed at the same moment as
     * a read view of H2's storage on the reader's transaction, read by {@link #read} while writers
     * go on.
     */
    public static final class View {
        private final List<String> schema;
        private final List<TableRows.Pinned> tables;
        private final SessionLocal reader;

        private View(List<String> schema, List<TableRows.Pinned> tables, SessionLocal reader) {
            this.schema = schema;
            this.tables = tables;
            this.reader = reader;
        }

        /** Reads the rows as they stood when the view was begun, whatever was committed since. */
        public Content read() throws SQLException {
            List<TableRows> rows = new ArrayList<>(tables.size());
            try {
                for (TableRows.Pinned table : tables) {
                    rows.add(table.read(reader.getDatabase()));
                }
            } catch (DbException e) {
                throw DbException.toSQLException(e);
            }
            return new Content(schema, rows);
        }
    }

    /**
     * Begins a snapshot: reads the schema ({@code SCRIPT NODATA} on {@code system}) and fixes a read
     * view of every table's rows on {@code reader}, a session of its own whose transaction is used
     * for nothing else until the rows are read. The caller keeps writers out (holds the lane, with
     * the log drained) for this call only: the view then holds exactly what was committed, and
     * {@link View#read} may run while writers commit, and change or drop tables, since.
     *
     * <p>The view is H2's own for a repeatable read: at a transaction's first statement over a table,
     * its maps' roots are taken, and a committed entry is read from them; an entry a transaction had
     * written but not committed then is read as its committed value. H2's maps are copy-on-write,
     * so a root taken stays as it was. The roots of every table are taken here at once (H2 would take
     * each at the first statement that reads it), and the rows are read from them directly, not by a
     * {@code SELECT}: a query would name the table, which a schema change since may have replaced,
     * and would wait behind a schema change's lock on it.
     */
    public static View begin(Connection system, Connection reader) throws SQLException {
        List<String> schema = new ArrayList<>();
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SCRIPT NODATA NOPASSWORDS NOSETTINGS NOVERSION")) {
            while (rows.next()) {
                String sql = rows.getString(1);
                if (!sql.startsWith("--")) { // row-count comments
                    schema.add(sql);
                }
            }
        }
        system.commit();
        reader.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ); // before its transaction begins
        SessionLocal session = (SessionLocal) reader.unwrap(JdbcConnection.class).getSession();
        try {
            Transaction transaction = session.getTransaction();
            Map<Table, MVPrimaryIndex> primaries = new LinkedHashMap<>();
            HashSet<MVMap<Object, VersionedValue<Object>>> maps = new HashSet<>();
            for (Table table : tablesWithRows(session)) {
                if (!(table.getScanIndex(session) instanceof MVPrimaryIndex primary)) {
                    throw new SQLException("cannot take a snapshot of table " + table.getSQL(0) + ": its rows are not in H2's MVStore", "XX000");
                }
                primaries.put(table, primary);
                maps.add(untyped(primary.getMVMap()));
            }
            transaction.markStatementStart(maps); // the roots of all at once; a repeatable read keeps them for the transaction
            List<TableRows.Pinned> pinned = new ArrayList<>(primaries.size());
            primaries.forEach((table, primary) -> pinned.add(TableRows.pin(table, transaction.openMapX(primary.getMVMap()))));
            return new View(schema, pinned, session);
        } catch (DbException e) {
            throw DbException.toSQLException(e);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static MVMap<Object, VersionedValue<Object>> untyped(MVMap map) {
        return map;
    }

    /** The tables whose rows {@code SCRIPT} would write: H2's own and views hold none. */
    private static List<Table> tablesWithRows(SessionLocal session) {
        List<Table> tables = new ArrayList<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            for (Table table : schema.getAllTablesAndViews(session)) {
                if (table.getTableType() == TableType.TABLE && table.getCreateSQL() != null) {
                    tables.add(table);
                }
            }
        }
        tables.sort(Comparator.comparingInt(Table::getId));
        return tables;
    }

    /** Stores a snapshot taken at {@code lsn} and returns its key. */
    public String write(long lsn, long epoch, Content content) throws IOException {
        String key = layout.snapshotKey(lsn, epoch);
        byte[] compressed = compress(content);
        byte[] bytes = ObjectFrame.encode(MAGIC, FORMAT_VERSION, database, epoch, out -> {
            out.writeLong(lsn);
            out.writeInt(compressed.length);
            out.write(compressed);
        });
        if (!store.putIfAbsent(key, bytes)) {
            throw new IOException("snapshot " + key + " already exists; another writer with the same epoch?");
        }
        return key;
    }

    /**
     * Loads a snapshot into an empty database and returns the LSN it was taken at.
     *
     * @param read what a get of {@code key} returned (the opener reads it while it creates its manifest)
     */
    public long restore(Connection system, String key, Optional<byte[]> read) throws IOException, SQLException {
        byte[] bytes = read.orElseThrow(() -> new CorruptObjectException(key, "the manifest names it but it does not exist"));
        long[] lsn = new long[1];
        short[] version = new short[1];
        byte[] compressed = ObjectFrame.decode(key, KIND, MAGIC, SCRIPT_VERSION, FORMAT_VERSION, database, bytes, (found, epoch, in) -> {
            version[0] = found;
            lsn[0] = in.readLong();
            int length = in.readInt();
            if (length < 0 || length > in.available()) {
                throw new IOException("content length " + length + " exceeds the object");
            }
            return in.readNBytes(length);
        });
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE);
             RestoreWork work = new RestoreWork();
             DataInputStream in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(new ByteArrayInputStream(compressed)), 1 << 16))) {
            execute(system, readStatements(in));
            if (version[0] == FORMAT_VERSION) {
                SessionLocal session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
                for (int tables = in.readInt(); tables > 0; tables--) {
                    TableRows.restore(session, in, MAX_LENGTH, work);
                }
                work.finish();
            }
            if (in.read() != -1) {
                throw new CorruptObjectException(key, "unexpected bytes after the snapshot's content");
            }
        } catch (CorruptObjectException | InterruptedIOException e) {
            throw e;
        } catch (EOFException e) {
            throw new CorruptObjectException(key, "ends in the middle of the snapshot's content");
        } catch (DbException e) {
            throw DbException.toSQLException(e);
        } catch (IOException e) {
            throw new CorruptObjectException(key, e.getMessage());
        }
        system.commit();
        return lsn[0];
    }

    private static void execute(Connection system, List<String> statements) throws SQLException {
        try (Statement statement = system.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    /**
     * Removes the snapshots older than {@code keep}; run only after a manifest naming {@code keep}
     * landed. Never newer ones: this writer may have been taken over since, and a newer owner's
     * snapshot is always newer than any this writer made.
     */
    public void pruneOlderThan(String keep) throws IOException {
        for (String key : store.list(layout.snapshotPrefix())) {
            if (key.compareTo(keep) < 0) {
                store.delete(key);
            }
        }
    }

    private static byte[] compress(Content content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new GZIPOutputStream(bytes, 1 << 16), 1 << 16))) {
            out.writeInt(content.schema.size());
            for (String sql : content.schema) {
                writeString(out, sql);
            }
            out.writeInt(content.tables.size());
            for (TableRows table : content.tables) {
                table.write(out);
            }
        }
        return bytes.toByteArray();
    }

    private static List<String> readStatements(DataInputStream in) throws IOException {
        int count = in.readInt();
        if (count < 0) {
            throw new IOException("negative statement count");
        }
        List<String> statements = new ArrayList<>(Math.min(count, 4096));
        for (int i = 0; i < count; i++) {
            statements.add(readString(in, MAX_LENGTH));
        }
        return statements;
    }
}
