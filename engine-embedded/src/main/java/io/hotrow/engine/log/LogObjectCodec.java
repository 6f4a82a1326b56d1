package io.hotrow.engine.log;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectFrame;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The bytes of one log object: the envelope of {@link ObjectFrame}, the LSN range, and the commit
 * records. An object with no records is a writer's fence (§4): it claims a log position for a new
 * epoch, so an older writer's next flush finds the position taken.
 */
public final class LogObjectCodec {

    static final int MAGIC = 0x48524c47; // "HRLG"
    static final short FORMAT_VERSION = 2;
    private static final String KIND = "log object";
    private static final byte ROW = 1, STATEMENT = 2, SEQUENCE = 3;

    private LogObjectCodec() {
    }

    /**
     * A decoded log object.
     *
     * @param firstLsn the LSN of its first record; for a fence, the LSN the next record will get
     * @param lastLsn  the LSN of its last record; for a fence, {@code firstLsn - 1}
     * @param bytes    its size as stored, for the account of what an open replayed
     */
    public record LogObject(long epoch, long firstLsn, long lastLsn, List<CommitRecord> records, int bytes) {

        public boolean isFence() {
            return records.isEmpty();
        }
    }

    public static byte[] encode(String database, long epoch, List<CommitRecord> records) {
        if (records.isEmpty()) {
            throw new IllegalArgumentException("a log object holds at least one record; use encodeFence");
        }
        List<byte[]> encoded = new ArrayList<>(records.size());
        for (CommitRecord record : records) {
            encoded.add(encodeRecord(record));
        }
        return encodeEncoded(database, epoch, records.get(0).lsn(), records.get(records.size() - 1).lsn(), encoded);
    }

    /**
     * Frames records already encoded by {@link #encodeRecord}, so committers can encode their own
     * records in parallel and the flusher only concatenates.
     */
    public static byte[] encodeEncoded(String database, long epoch, long firstLsn, long lastLsn, List<byte[]> records) {
        return ObjectFrame.encode(MAGIC, FORMAT_VERSION, database, epoch, out -> {
            out.writeLong(firstLsn);
            out.writeLong(lastLsn);
            out.writeInt(records.size());
            for (byte[] record : records) {
                out.write(record);
            }
        });
    }

    /** An empty object that claims the position whose next record would get {@code nextLsn}. */
    public static byte[] encodeFence(String database, long epoch, long nextLsn) {
        return encodeEncoded(database, epoch, nextLsn, nextLsn - 1, List.of());
    }

    public static LogObject decode(String key, String expectedDatabase, byte[] bytes) throws CorruptObjectException {
        return ObjectFrame.decode(key, KIND, MAGIC, FORMAT_VERSION, expectedDatabase, bytes, (epoch, in) -> {
            long firstLsn = in.readLong();
            long lastLsn = in.readLong();
            int count = in.readInt();
            if (count < 0 || lastLsn - firstLsn + 1 != count) {
                throw new CorruptObjectException(key, "LSN range " + firstLsn + ".." + lastLsn + " does not hold " + count + " records");
            }
            List<CommitRecord> records = new ArrayList<>(Math.min(count, 1024));
            for (int i = 0; i < count; i++) {
                CommitRecord record = readRecord(in);
                if (record.lsn() != firstLsn + i) {
                    throw new CorruptObjectException(key, "record LSN " + record.lsn() + " out of sequence");
                }
                records.add(record);
            }
            return new LogObject(epoch, firstLsn, lastLsn, records, bytes.length);
        });
    }

    /**
     * One record's bytes. Throws {@link UnloggableValueException} for a value the log cannot
     * represent exactly, before anything is applied.
     */
    public static byte[] encodeRecord(CommitRecord record) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
            DataOutputStream out = new DataOutputStream(bytes);
            writeRecord(out, record);
            return bytes.toByteArray();
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static void writeRecord(DataOutputStream out, CommitRecord record) throws IOException {
        out.writeLong(record.lsn());
        out.writeInt(record.changes().size());
        for (Change change : record.changes()) {
            if (change instanceof RowChange row) {
                out.writeByte(ROW);
                writeString(out, row.schema());
                writeString(out, row.table());
                out.writeInt(row.columns().size());
                for (String column : row.columns()) {
                    writeString(out, column);
                }
                writeImage(out, row.before());
                writeImage(out, row.after());
            } else if (change instanceof StatementChange statement) {
                out.writeByte(STATEMENT);
                writeString(out, statement.sql());
            } else if (change instanceof SequenceChange sequence) {
                out.writeByte(SEQUENCE);
                writeString(out, sequence.schema());
                writeString(out, sequence.object());
                out.writeBoolean(sequence.isIdentity());
                if (sequence.isIdentity()) {
                    writeString(out, sequence.identityColumn());
                }
                out.writeLong(sequence.nextValue());
            }
        }
    }

    private static CommitRecord readRecord(DataInputStream in) throws IOException {
        long lsn = in.readLong();
        int count = in.readInt();
        if (count < 0) {
            throw new IOException("negative change count");
        }
        List<Change> changes = new ArrayList<>(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
            byte type = in.readByte();
            changes.add(switch (type) {
                case ROW -> {
                    String schema = readString(in);
                    String table = readString(in);
                    int columnCount = in.readInt();
                    List<String> columns = new ArrayList<>(Math.min(Math.max(columnCount, 0), 1024));
                    for (int c = 0; c < columnCount; c++) {
                        columns.add(readString(in));
                    }
                    yield new RowChange(schema, table, List.copyOf(columns), readImage(in), readImage(in));
                }
                case STATEMENT -> new StatementChange(readString(in));
                case SEQUENCE -> {
                    String schema = readString(in);
                    String object = readString(in);
                    String column = in.readBoolean() ? readString(in) : null;
                    yield new SequenceChange(schema, object, column, in.readLong());
                }
                default -> throw new IOException("unknown change type " + type);
            });
        }
        return new CommitRecord(lsn, changes);
    }

    private static void writeImage(DataOutputStream out, Object[] image) throws IOException {
        out.writeBoolean(image != null);
        if (image != null) {
            ValueCodec.write(out, image);
        }
    }

    private static Object[] readImage(DataInputStream in) throws IOException {
        if (!in.readBoolean()) {
            return null;
        }
        if (!(ValueCodec.read(in) instanceof Object[] image)) {
            throw new IOException("row image is not an array");
        }
        return image;
    }
}
