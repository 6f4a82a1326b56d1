package io.hotrow.engine.store;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * The envelope every object the engine stores is written in: magic, format version, database
 * name, writer epoch, a body, and a CRC32C of everything before it. Decoding checks all of them,
 * so a damaged, truncated or misplaced object is reported by key instead of being read as data.
 */
public final class ObjectFrame {

    /** Writes a body. */
    @FunctionalInterface
    public interface BodyWriter {
        void write(DataOutputStream out) throws IOException;
    }

    /** Reads a body; may throw {@link IOException} for content that makes no sense. */
    @FunctionalInterface
    public interface BodyReader<T> {
        T read(long epoch, DataInputStream in) throws IOException;
    }

    private ObjectFrame() {
    }

    public static byte[] encode(int magic, short version, String database, long epoch, BodyWriter body) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(magic);
            out.writeShort(version);
            writeString(out, database);
            out.writeLong(epoch);
            body.write(out);
            CRC32C crc = new CRC32C();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
            return bytes.toByteArray();
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible); // a byte array stream does not fail
        }
    }

    /** Reads a body written in one of several format versions. */
    @FunctionalInterface
    public interface VersionedBodyReader<T> {
        T read(short version, long epoch, DataInputStream in) throws IOException;
    }

    /**
     * Checks the envelope and reads the body, which must consume it exactly.
     *
     * @param kind what the object should be ("log object", "manifest"), for messages
     */
    public static <T> T decode(String key, String kind, int magic, short version, String expectedDatabase, byte[] bytes,
                               BodyReader<T> body) throws CorruptObjectException {
        return decode(key, kind, magic, version, version, expectedDatabase, bytes, (found, epoch, in) -> body.read(epoch, in));
    }

    /** As {@link #decode(String, String, int, short, String, byte[], BodyReader)}, for a kind whose format versions {@code oldest} to {@code newest} are all read. */
    public static <T> T decode(String key, String kind, int magic, short oldest, short newest, String expectedDatabase, byte[] bytes,
                               VersionedBodyReader<T> body) throws CorruptObjectException {
        if (bytes.length < 4 + 2 + 4) {
            throw new CorruptObjectException(key, "truncated to " + bytes.length + " bytes");
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt()) {
            throw new CorruptObjectException(key, "checksum mismatch (truncated or damaged)");
        }
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes, 0, bytes.length - 4));
            if (in.readInt() != magic) {
                throw new CorruptObjectException(key, "not a hotrow " + kind);
            }
            short found = in.readShort();
            if (found < oldest || found > newest) {
                throw new CorruptObjectException(key, kind + " format version " + found + " is not supported (expected "
                        + (oldest == newest ? String.valueOf(newest) : oldest + " to " + newest) + ")");
            }
            String database = readString(in);
            if (!database.equals(expectedDatabase)) {
                throw new CorruptObjectException(key, "belongs to database '" + database + "', not '" + expectedDatabase + "'");
            }
            long epoch = in.readLong();
            T result = body.read(found, epoch, in);
            if (in.available() != 0) {
                throw new CorruptObjectException(key, in.available() + " unexpected bytes after the " + kind);
            }
            return result;
        } catch (CorruptObjectException e) {
            throw e;
        } catch (EOFException e) {
            throw new CorruptObjectException(key, "ends in the middle of the " + kind);
        } catch (IOException e) {
            throw new CorruptObjectException(key, e.getMessage());
        }
    }

    /** Writes {@code value} so that it reads back exactly, lone surrogates included ({@link LosslessUtf8}). */
    public static void writeString(DataOutputStream out, String value) throws IOException {
        byte[] utf8 = LosslessUtf8.encode(value);
        out.writeInt(utf8.length);
        out.write(utf8);
    }

    public static String readString(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > in.available()) {
            throw new IOException("string length " + length + " exceeds the object");
        }
        return LosslessUtf8.decode(in.readNBytes(length));
    }

    /** A string from a stream whose remaining length is not known (a gzip stream's {@code available()} is not), at most {@code maxLength} bytes. */
    public static String readString(DataInputStream in, int maxLength) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > maxLength) {
            throw new IOException("implausible string length " + length);
        }
        byte[] utf8 = new byte[length];
        in.readFully(utf8);
        return LosslessUtf8.decode(utf8);
    }
}
