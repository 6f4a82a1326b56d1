package io.hotrow.engine.snapshot;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.Future;
import org.h2.engine.Database;
import org.h2.engine.SessionLocal;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.db.ValueDataType;
import org.h2.mvstore.tx.TransactionMap;
import org.h2.result.Row;
import org.h2.result.SearchRow;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueBlob;
import org.h2.value.ValueClob;
import org.h2.value.ValueLob;
import org.h2.value.ValueNull;
import org.h2.value.ValueVarchar;
import org.h2.value.lob.LobDataInMemory;

/**
 * The rows of one table in H2's own storage encoding of values ({@link ValueDataType}, what its
 * MVStore writes to disk), so every type comes back exactly as H2 held it: numerics with their
 * scale, timestamps with their zone, arrays, json, bytes, and strings with lone surrogates. Rows
 * are kept in chunks of {@link #CHUNK_ROWS}, each with its row count and byte length.
 *
 * <p>Two kinds of value are written in another form, because H2's encoding of them refers to
 * something outside the value: a LOB stored in the database's LOB storage (written inline
 * instead), and an enum (written as its label; the encoding holds an ordinal that only the
 * column's type can read back). Restoring converts them back to the column's type.
 */
final class TableRows {

    private static final int CHUNK_ROWS = 8192;

    private final String schema;
    private final String table;
    private final List<String> columns;
    private final List<Chunk> chunks;

    private record Chunk(int rows, byte[] bytes) {
    }

    private TableRows(String schema, String table, List<String> columns, List<Chunk> chunks) {
        this.schema = schema;
        this.table = table;
        this.columns = columns;
        this.chunks = chunks;
    }

    /**
     * A table's names and columns as they stood when a snapshot began, and its rows as a read view
     * fixed at that moment (see {@link Snapshots#begin}): read later, whatever writers did since.
     * The names are copied now, as a schema change renames a table or column in place.
     */
    record Pinned(String schema, String table, List<String> columns, TransactionMap<Long, SearchRow> rows) {

        /** Reads every row of the view, in the order of its primary index's keys. */
        TableRows read(Database database) {
            ValueDataType encoding = new ValueDataType(database, null);
            List<Chunk> chunks = new ArrayList<>();
            WriteBuffer buffer = new WriteBuffer(1 << 16);
            int width = columns.size();
            int count = 0;
            for (Iterator<Map.Entry<Long, SearchRow>> entries = rows.entryIterator(null, null); entries.hasNext(); ) {
                SearchRow row = entries.next().getValue();
                for (int c = 0; c < width; c++) {
                    encoding.write(buffer, selfContained(row.getValue(c)));
                }
                if (++count == CHUNK_ROWS) {
                    chunks.add(chunk(count, buffer));
                    count = 0;
                }
            }
            if (count > 0) {
                chunks.add(chunk(count, buffer));
            }
            return new TableRows(schema, table, columns, chunks);
        }
    }

    /** {@code table}'s names and columns now, with {@code rows}, its primary index's map as a read view fixed now. */
    static Pinned pin(Table table, TransactionMap<Long, SearchRow> rows) {
        List<String> columns = new ArrayList<>();
        for (Column column : table.getColumns()) {
            columns.add(column.getName());
        }
        return new Pinned(table.getSchema().getName(), table.getName(), List.copyOf(columns), rows);
    }

    private static Chunk chunk(int rows, WriteBuffer buffer) {
        ByteBuffer written = buffer.getBuffer();
        byte[] bytes = new byte[written.position()];
        written.flip().get(bytes);
        buffer.clear();
        return new Chunk(rows, bytes);
    }

    /** The value in a form whose encoding needs nothing but itself to be read back. */
    private static Value selfContained(Value value) {
        if (value instanceof ValueLob lob && !(lob.getLobData() instanceof LobDataInMemory)) {
            return value.getValueType() == Value.CLOB ? ValueClob.createSmall(value.getString()) : ValueBlob.createSmall(value.getBytesNoCopy());
        }
        if (value.getValueType() == Value.ENUM) {
            return ValueVarchar.get(value.getString());
        }
        return value;
    }

    void write(DataOutputStream out) throws IOException {
        writeString(out, schema);
        writeString(out, table);
        out.writeInt(columns.size());
        for (String column : columns) {
            writeString(out, column);
        }
        out.writeInt(chunks.size());
        for (Chunk chunk : chunks) {
            out.writeInt(chunk.rows());
            out.writeInt(chunk.bytes().length);
            out.write(chunk.bytes());
        }
    }

    /**
     * Reads one table's rows from {@code in} and adds them straight to the table of that name,
     * which the snapshot's schema statements created: no SQL, no triggers (the engine's capture
     * ignores a restore anyway), no checks of constraints the rows met when they were read. Each
     * chunk is committed on its own, so H2's undo log stays small; where the table allows it, rows
     * and index entries go into its storage as committed data, as trees built bottom up ({@link TableStorage}).
     * Chunks are decoded by {@code work} ahead of the one being added, and the table's secondary
     * indexes are built alongside one another, each on a core of its own.
     *
     * @param maxLength the longest string or chunk plausible in this stream (its {@code available()} is not its length)
     */
    static long restore(SessionLocal session, DataInputStream in, int maxLength, RestoreWork work) throws IOException {
        String schemaName = readString(in, maxLength);
        String tableName = readString(in, maxLength);
        Table table = session.getDatabase().getSchema(schemaName).findTableOrView(session, tableName);
        if (table == null) {
            throw new IOException("the snapshot holds rows of " + schemaName + "." + tableName + " but its schema does not create that table");
        }
        Column[] columns = table.getColumns();
        int count = in.readInt();
        if (count != columns.length) {
            throw new IOException("the snapshot holds " + count + " columns of " + schemaName + "." + tableName + " but the table has " + columns.length);
        }
        for (Column column : columns) {
            String name = readString(in, maxLength);
            if (!name.equals(column.getName())) {
                throw new IOException("the snapshot's column " + name + " of " + schemaName + "." + tableName + " is " + column.getName() + " in the table");
            }
        }
        TableStorage storage = TableStorage.forEmpty(session, table);
        Deque<Future<Row[]>> decoding = new ArrayDeque<>();
        long restored = 0;
        for (int chunks = in.readInt(); chunks > 0; chunks--) {
            int rows = in.readInt();
            int length = in.readInt();
            if (rows < 0 || length < 0 || length > maxLength) {
                throw new IOException("implausible chunk of " + rows + " rows in " + length + " bytes");
            }
            byte[] bytes = new byte[length];
            in.readFully(bytes);
            decoding.add(work.start(() -> decode(table, bytes, rows)));
            if (decoding.size() > work.ahead()) {
                restored += add(session, table, storage, RestoreWork.result(decoding.poll()));
            }
        }
        while (!decoding.isEmpty()) {
            restored += add(session, table, storage, RestoreWork.result(decoding.poll()));
        }
        if (storage != null) {
            storage.finish(work);
            work.finish(); // before the next chunk's commit: H2's commit may move every map's version while a root is set
        }
        return restored;
    }

    /**
     * One chunk's rows, made on whichever thread: it reads only the table's columns and H2's
     * encoding (one instance per chunk), and converts with the database's settings, not a session's.
     */
    private static Row[] decode(Table table, byte[] bytes, int count) throws IOException {
        Database database = table.getDatabase();
        StoredValues encoding = new StoredValues(new ValueDataType(database, null));
        Column[] columns = table.getColumns();
        ByteBuffer values = ByteBuffer.wrap(bytes);
        Row[] rows = new Row[count];
        for (int i = 0; i < count; i++) {
            Value[] row = new Value[columns.length];
            for (int c = 0; c < row.length; c++) {
                row[c] = asColumn(database, encoding.read(values), columns[c].getType());
            }
            rows[i] = table.createRow(row, SearchRow.MEMORY_CALCULATE);
        }
        if (values.hasRemaining()) {
            throw new IOException(values.remaining() + " unexpected bytes after a chunk of " + table.getSchema().getName() + "." + table.getName());
        }
        return rows;
    }

    private static int add(SessionLocal session, Table table, TableStorage storage, Row[] rows) {
        table.lock(session, Table.WRITE_LOCK);
        for (Row row : rows) {
            if (storage == null) {
                table.addRow(session, row);
            } else {
                storage.add(row);
            }
        }
        session.commit(false);
        return rows.length;
    }

    /** Back to the column's own type what {@link #selfContained} wrote in another (an enum's label). */
    private static Value asColumn(Database database, Value value, TypeInfo type) {
        if (value == ValueNull.INSTANCE || value.getValueType() == type.getValueType()) {
            return value;
        }
        return value.convertTo(type, database);
    }
}
