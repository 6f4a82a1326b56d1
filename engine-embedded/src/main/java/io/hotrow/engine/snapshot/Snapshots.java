package io.hotrow.engine.snapshot;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectFrame;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Snapshots of a whole database. The content is H2's own {@code SCRIPT}: the schema, every row as
 * literals, and each sequence and identity generator with its current position ({@code RESTART
 * WITH}), which is exactly what recovery needs to continue from the log tail. It is H2's backup
 * format, so it round-trips every type H2 stores.
 */
public final class Snapshots {

    private static final int MAGIC = 0x4852534e; // "HRSN"
    private static final short FORMAT_VERSION = 1;
    private static final String KIND = "snapshot";

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;

    public Snapshots(ObjectStore store, StoreLayout layout, String database) {
        this.store = store;
        this.layout = layout;
        this.database = database;
    }

    /** The database's content as SQL statements. The caller keeps writers out (holds the lane). */
    public static List<String> script(Connection system) throws SQLException {
        List<String> statements = new ArrayList<>();
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SCRIPT NOPASSWORDS NOSETTINGS NOVERSION")) {
            while (rows.next()) {
                String sql = rows.getString(1);
                if (!sql.startsWith("--")) { // row-count comments
                    statements.add(sql);
                }
            }
        }
        system.commit();
        return statements;
    }

    /** Stores a snapshot taken at {@code lsn} and returns its key. */
    public String write(long lsn, long epoch, List<String> statements) throws IOException {
        String key = layout.snapshotKey(lsn, epoch);
        byte[] bytes = ObjectFrame.encode(MAGIC, FORMAT_VERSION, database, epoch, out -> {
            out.writeLong(lsn);
            byte[] compressed = compress(statements);
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
        List<String> statements = ObjectFrame.decode(key, KIND, MAGIC, FORMAT_VERSION, database, bytes, (epoch, in) -> {
            lsn[0] = in.readLong();
            int length = in.readInt();
            if (length < 0 || length > in.available()) {
                throw new IOException("content length " + length + " exceeds the object");
            }
            return decompress(in.readNBytes(length));
        });
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); Statement statement = system.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
        system.commit();
        return lsn[0];
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

    private static byte[] compress(List<String> statements) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(bytes))) {
            out.writeInt(statements.size());
            for (String sql : statements) {
                writeString(out, sql);
            }
        }
        return bytes.toByteArray();
    }

    private static List<String> decompress(byte[] compressed) throws IOException {
        try (DataInputStream in = new DataInputStream(new GZIPInputStream(new ByteArrayInputStream(compressed)))) {
            int count = in.readInt();
            if (count < 0) {
                throw new IOException("negative statement count");
            }
            List<String> statements = new ArrayList<>(Math.min(count, 4096));
            for (int i = 0; i < count; i++) {
                statements.add(readString(in, 1 << 30)); // gzip: available() is not the length left
            }
            return statements;
        }
    }
}
