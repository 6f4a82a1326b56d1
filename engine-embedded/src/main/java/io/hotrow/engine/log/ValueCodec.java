package io.hotrow.engine.log;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.h2.api.Interval;
import org.h2.api.IntervalQualifier;

/**
 * Encodes the Java values H2 hands to row triggers. A tag byte, then a fixed encoding per type.
 * Unknown types are refused ({@link UnloggableValueException}) rather than approximated.
 */
final class ValueCodec {

    private static final byte NULL = 0, BOOLEAN = 1, SHORT = 2, INT = 3, LONG = 4, FLOAT = 5, DOUBLE = 6,
            DECIMAL = 7, BIG_INTEGER = 8, STRING = 9, BYTES = 10, UUID_TAG = 11, DATE = 12, TIME = 13,
            TIMESTAMP = 14, TIMESTAMP_TZ = 15, TIME_TZ = 16, INSTANT = 17, ARRAY = 18, BYTE = 19, INTERVAL = 20;

    private ValueCodec() {
    }

    static void write(DataOutputStream out, Object value) throws IOException {
        if (value == null) {
            out.writeByte(NULL);
        } else if (value instanceof Boolean v) {
            out.writeByte(BOOLEAN);
            out.writeBoolean(v);
        } else if (value instanceof Byte v) {
            out.writeByte(BYTE);
            out.writeByte(v);
        } else if (value instanceof Short v) {
            out.writeByte(SHORT);
            out.writeShort(v);
        } else if (value instanceof Integer v) {
            out.writeByte(INT);
            out.writeInt(v);
        } else if (value instanceof Long v) {
            out.writeByte(LONG);
            out.writeLong(v);
        } else if (value instanceof Float v) {
            out.writeByte(FLOAT);
            out.writeFloat(v);
        } else if (value instanceof Double v) {
            out.writeByte(DOUBLE);
            out.writeDouble(v);
        } else if (value instanceof BigDecimal v) {
            out.writeByte(DECIMAL);
            out.writeInt(v.scale());
            writeBytes(out, v.unscaledValue().toByteArray());
        } else if (value instanceof BigInteger v) {
            out.writeByte(BIG_INTEGER);
            writeBytes(out, v.toByteArray());
        } else if (value instanceof String v) {
            out.writeByte(STRING);
            writeString(out, v);
        } else if (value instanceof byte[] v) {
            out.writeByte(BYTES);
            writeBytes(out, v);
        } else if (value instanceof UUID v) {
            out.writeByte(UUID_TAG);
            out.writeLong(v.getMostSignificantBits());
            out.writeLong(v.getLeastSignificantBits());
        } else if (value instanceof LocalDate v) {
            out.writeByte(DATE);
            out.writeLong(v.toEpochDay());
        } else if (value instanceof LocalTime v) {
            out.writeByte(TIME);
            out.writeLong(v.toNanoOfDay());
        } else if (value instanceof LocalDateTime v) {
            out.writeByte(TIMESTAMP);
            out.writeLong(v.toEpochSecond(ZoneOffset.UTC));
            out.writeInt(v.getNano());
        } else if (value instanceof OffsetDateTime v) {
            out.writeByte(TIMESTAMP_TZ);
            out.writeLong(v.toEpochSecond());
            out.writeInt(v.getNano());
            out.writeInt(v.getOffset().getTotalSeconds());
        } else if (value instanceof OffsetTime v) {
            out.writeByte(TIME_TZ);
            out.writeLong(v.toLocalTime().toNanoOfDay());
            out.writeInt(v.getOffset().getTotalSeconds());
        } else if (value instanceof Instant v) {
            out.writeByte(INSTANT);
            out.writeLong(v.getEpochSecond());
            out.writeInt(v.getNano());
        } else if (value instanceof Interval v) {
            out.writeByte(INTERVAL); // an interval column's value (PostgreSQL's interval is H2's INTERVAL DAY TO SECOND)
            writeString(out, v.getQualifier().name());
            out.writeBoolean(v.isNegative());
            out.writeLong(v.getLeading());
            out.writeLong(v.getRemaining());
        } else if (value instanceof Object[] v) {
            out.writeByte(ARRAY);
            out.writeInt(v.length);
            for (Object element : v) {
                write(out, element);
            }
        } else {
            throw new UnloggableValueException(value);
        }
    }

    static Object read(DataInputStream in) throws IOException {
        byte tag = in.readByte();
        return switch (tag) {
            case NULL -> null;
            case BOOLEAN -> in.readBoolean();
            case BYTE -> in.readByte();
            case SHORT -> in.readShort();
            case INT -> in.readInt();
            case LONG -> in.readLong();
            case FLOAT -> in.readFloat();
            case DOUBLE -> in.readDouble();
            case DECIMAL -> {
                int scale = in.readInt();
                yield new BigDecimal(new BigInteger(readBytes(in)), scale);
            }
            case BIG_INTEGER -> new BigInteger(readBytes(in));
            case STRING -> readString(in);
            case BYTES -> readBytes(in);
            case UUID_TAG -> new UUID(in.readLong(), in.readLong());
            case DATE -> LocalDate.ofEpochDay(in.readLong());
            case TIME -> LocalTime.ofNanoOfDay(in.readLong());
            case TIMESTAMP -> LocalDateTime.ofEpochSecond(in.readLong(), in.readInt(), ZoneOffset.UTC);
            case TIMESTAMP_TZ -> {
                long seconds = in.readLong();
                int nanos = in.readInt();
                ZoneOffset offset = ZoneOffset.ofTotalSeconds(in.readInt());
                yield OffsetDateTime.ofInstant(Instant.ofEpochSecond(seconds, nanos), offset);
            }
            case TIME_TZ -> {
                LocalTime time = LocalTime.ofNanoOfDay(in.readLong());
                yield OffsetTime.of(time, ZoneOffset.ofTotalSeconds(in.readInt()));
            }
            case INSTANT -> Instant.ofEpochSecond(in.readLong(), in.readInt());
            case INTERVAL -> interval(in);
            case ARRAY -> {
                Object[] array = new Object[checkedLength(in.readInt())];
                for (int i = 0; i < array.length; i++) {
                    array[i] = read(in);
                }
                yield array;
            }
            default -> throw new IOException("unknown value tag " + tag);
        };
    }

    private static Interval interval(DataInputStream in) throws IOException {
        String qualifier = readString(in);
        try {
            return new Interval(IntervalQualifier.valueOf(qualifier), in.readBoolean(), in.readLong(), in.readLong());
        } catch (IllegalArgumentException e) { // an unknown qualifier, or fields out of their range
            throw new IOException("invalid interval " + qualifier, e);
        }
    }

    private static void writeBytes(DataOutputStream out, byte[] bytes) throws IOException {
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static byte[] readBytes(DataInputStream in) throws IOException {
        byte[] bytes = new byte[checkedLength(in.readInt())];
        in.readFully(bytes);
        return bytes;
    }

    private static int checkedLength(int length) throws IOException {
        // A corrupt length must fail here, not as an OutOfMemoryError.
        if (length < 0 || length > (1 << 30)) {
            throw new IOException("implausible length " + length);
        }
        return length;
    }
}
