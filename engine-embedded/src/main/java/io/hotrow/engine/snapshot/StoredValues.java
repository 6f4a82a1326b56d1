package io.hotrow.engine.snapshot;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.db.ValueDataType;
import org.h2.value.Value;
import org.h2.value.ValueChar;
import org.h2.value.ValueVarchar;

/**
 * Reads the values of a snapshot's chunk, in H2's storage encoding ({@link ValueDataType}), with a
 * shorter way for the commonest one, a string of ASCII characters: H2 reads it a character at a
 * time into a char array, then looks it up in two caches of its own (hashing it, and comparing it
 * with what the cache holds), which was a quarter of a TPC-C-like restore. The encoding of a string
 * ({@code varchar} or {@code char}) is a tag, the length in characters, and one byte for each ASCII
 * character, so when that many bytes are all ASCII they are the string, copied at once; anything
 * else is read by H2. The cached copies only saved memory where many rows hold the same text. H2's
 * tags and its strings' constructors are private (H2 2.5.252): the constructors are reached through their package's lookup, and
 * {@code SnapshotRestoreTest} round-trips strings of every length through both ways.
 */
final class StoredValues {

    /** {@code ValueDataType.VARCHAR}: a string, its length as a variable-size int. */
    private static final int VARCHAR = 13;
    /** {@code ValueDataType.CHAR}: a fixed-length string, its length as a variable-size int. */
    private static final int CHAR = 21;
    /** {@code ValueDataType.VARCHAR_0_31}: a string of 0 to 31 characters, its length in the tag. */
    private static final int VARCHAR_0_31 = 68;
    private static final MethodHandle NEW_VARCHAR = constructor(ValueVarchar.class);
    private static final MethodHandle NEW_CHAR = constructor(ValueChar.class);

    private static MethodHandle constructor(Class<? extends Value> type) {
        try {
            return MethodHandles.privateLookupIn(type, MethodHandles.lookup())
                    .findConstructor(type, MethodType.methodType(void.class, String.class))
                    .asType(MethodType.methodType(Value.class, String.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final ValueDataType encoding;

    StoredValues(ValueDataType encoding) {
        this.encoding = encoding;
    }

    /** The next value of {@code buffer}, which wraps an array. */
    Value read(ByteBuffer buffer) {
        int start = buffer.position();
        int tag = buffer.get() & 0xff;
        boolean shortVarchar = tag > VARCHAR_0_31 && tag < VARCHAR_0_31 + 32; // the empty one is H2's own constant
        MethodHandle make = tag == CHAR ? NEW_CHAR : tag == VARCHAR || shortVarchar ? NEW_VARCHAR : null;
        int length = make == null ? 0 : shortVarchar ? tag - VARCHAR_0_31 : DataUtils.readVarInt(buffer);
        if (length > 0 && length <= buffer.remaining()) {
            String ascii = ascii(buffer.array(), buffer.arrayOffset() + buffer.position(), length);
            if (ascii != null) {
                buffer.position(buffer.position() + length);
                return made(make, ascii);
            }
        }
        buffer.position(start);
        return (Value) encoding.read(buffer);
    }

    /** The string of {@code length} bytes at {@code offset}, or null when one is not ASCII. */
    private static String ascii(byte[] bytes, int offset, int length) {
        for (int i = offset, end = offset + length; i < end; i++) {
            if (bytes[i] < 0) {
                return null;
            }
        }
        return new String(bytes, offset, length, StandardCharsets.US_ASCII);
    }

    private static Value made(MethodHandle make, String text) {
        try {
            return (Value) make.invokeExact(text);
        } catch (Throwable e) {
            throw new IllegalStateException("H2's string value could not be made", e);
        }
    }
}
