package io.hotrow.engine.log;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The bytes of one log object: a header naming the database, writer epoch and LSN range, the commit
 * records, and a CRC32C of everything before it. Decoding checks every one of those and fails with
 * {@link CorruptLogException} naming the object.
 */
public final class LogObjectCodec {

    static final int MAGIC = 0x48524c47; // "HRLG"
    static final short FORMAT_VERSION = 1;
    private static final byte ROW = 1, STATEMENT = 2;

    private LogObjectCodec() {
    }

    /** Header fields of a decoded object, with its records. */
    public record LogObject(String database, long epoch, long firstLsn, long lastLsn, List<CommitRecord> records) {
    }

    public static byte[] encode(String database, long epoch, List<CommitRecord> records) {
        if (records.isEmpty()) {
            throw new IllegalArgumentException("a log object holds at least one record");
        }
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(MAGIC);
            out.writeShort(FORMAT_VERSION);
            ValueCodec.writeString(out, database);
            out.writeLong(epoch);
            out.writeLong(records.get(0).lsn());
            out.writeLong(records.get(records.size() - 1).lsn());
            out.writeInt(records.size());
            for (CommitRecord record : records) {
                writeRecord(out, record);
            }
            CRC32C crc = new CRC32C();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
            return bytes.toByteArray();
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    public static LogObject decode(String key, String expectedDatabase, byte[] bytes) throws CorruptLogException {
        if (bytes.length < 4 + 2 + 4) {
            throw new CorruptLogException(key, "truncated to " + bytes.length + " bytes");
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt()) {
            throw new CorruptLogException(key, "checksum mismatch (truncated or damaged)");
        }
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes, 0, bytes.length - 4));
            if (in.readInt() != MAGIC) {
                throw new CorruptLogException(key, "not a hotrow log object");
            }
            short version = in.readShort();
            if (version != FORMAT_VERSION) {
                throw new CorruptLogException(key, "format version " + version + " is not supported (expected " + FORMAT_VERSION + ")");
            }
            String database = ValueCodec.readString(in);
            if (!database.equals(expectedDatabase)) {
                throw new CorruptLogException(key, "belongs to database '" + database + "', not '" + expectedDatabase + "'");
            }
            long epoch = in.readLong();
            long firstLsn = in.readLong();
            long lastLsn = in.readLong();
            int count = in.readInt();
            List<CommitRecord> records = new ArrayList<>(Math.min(count, 1024));
            long expectedLsn = firstLsn;
            for (int i = 0; i < count; i++) {
                CommitRecord record = readRecord(in);
                if (record.lsn() != expectedLsn++) {
                    throw new CorruptLogException(key, "record LSN " + record.lsn() + " out of sequence");
                }
                records.add(record);
            }
            if (records.isEmpty() || records.get(records.size() - 1).lsn() != lastLsn || in.available() != 0) {
                throw new CorruptLogException(key, "header does not match its records");
            }
            return new LogObject(database, epoch, firstLsn, lastLsn, records);
        } catch (CorruptLogException e) {
            throw e;
        } catch (EOFException e) {
            throw new CorruptLogException(key, "ends in the middle of a record");
        } catch (IOException e) {
            throw new CorruptLogException(key, e.getMessage());
        }
    }

    private static void writeRecord(DataOutputStream out, CommitRecord record) throws IOException {
        out.writeLong(record.lsn());
        out.writeInt(record.changes().size());
        for (Change change : record.changes()) {
            if (change instanceof RowChange row) {
                out.writeByte(ROW);
                ValueCodec.writeString(out, row.schema());
                ValueCodec.writeString(out, row.table());
                out.writeInt(row.columns().size());
                for (String column : row.columns()) {
                    ValueCodec.writeString(out, column);
                }
                writeImage(out, row.before());
                writeImage(out, row.after());
            } else if (change instanceof StatementChange statement) {
                out.writeByte(STATEMENT);
                ValueCodec.writeString(out, statement.sql());
            }
        }
    }

    private static CommitRecord readRecord(DataInputStream in) throws IOException {
        long lsn = in.readLong();
        int count = in.readInt();
        List<Change> changes = new ArrayList<>(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
            byte type = in.readByte();
            if (type == ROW) {
                String schema = ValueCodec.readString(in);
                String table = ValueCodec.readString(in);
                int columnCount = in.readInt();
                List<String> columns = new ArrayList<>(Math.min(columnCount, 1024));
                for (int c = 0; c < columnCount; c++) {
                    columns.add(ValueCodec.readString(in));
                }
                changes.add(new RowChange(schema, table, List.copyOf(columns), readImage(in), readImage(in)));
            } else if (type == STATEMENT) {
                changes.add(new StatementChange(ValueCodec.readString(in)));
            } else {
                throw new IOException("unknown change type " + type);
            }
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
