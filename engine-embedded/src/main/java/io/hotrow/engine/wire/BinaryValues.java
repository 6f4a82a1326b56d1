package io.hotrow.engine.wire;

import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.sql.IntervalParts;
import java.math.BigDecimal;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.h2.api.Interval;

/**
 * Values in PostgreSQL's binary format (the typsend/typreceive layouts): big-endian integers and
 * IEEE floats, dates as days and timestamps as microseconds from 2000-01-01, uuid as 16 bytes,
 * numeric as base-10000 digits, arrays with their dimensions and element oid.
 */
final class BinaryValues {

    static final LocalDate EPOCH_DATE = LocalDate.of(2000, 1, 1);
    static final LocalDateTime EPOCH = EPOCH_DATE.atStartOfDay();
    private static final OffsetDateTime EPOCH_UTC = EPOCH.atOffset(ZoneOffset.UTC);

    private BinaryValues() {
    }

    static byte[] encode(Object value, WireType type) {
        if (type.element() != null && value instanceof Object[] elements) {
            return array(elements, type.element());
        }
        return switch (type) {
            case BOOL -> new byte[] {(byte) (Boolean.TRUE.equals(value) ? 1 : 0)};
            case INT2 -> ByteBuffer.allocate(2).putShort(((Number) value).shortValue()).array();
            case INT4, OID -> ByteBuffer.allocate(4).putInt(((Number) value).intValue()).array();
            case INT8 -> ByteBuffer.allocate(8).putLong(((Number) value).longValue()).array();
            case FLOAT4 -> ByteBuffer.allocate(4).putFloat(((Number) value).floatValue()).array();
            case FLOAT8 -> ByteBuffer.allocate(8).putDouble(((Number) value).doubleValue()).array();
            case NUMERIC -> NumericBinary.encode(value instanceof BigDecimal d ? d : new BigDecimal(value.toString()));
            case BYTEA -> value instanceof byte[] bytes ? bytes : TextValues.encode(value, type);
            case JSONB, JSONPATH -> jsonb(TextValues.encode(value, type));
            case REGTYPE -> ByteBuffer.allocate(4).putInt(PgCatalog.regtypeOid(value.toString())).array();
            case DATE -> ByteBuffer.allocate(4).putInt((int) ChronoUnit.DAYS.between(EPOCH_DATE, (LocalDate) value)).array();
            case TIME -> ByteBuffer.allocate(8).putLong(((LocalTime) value).toNanoOfDay() / 1000).array();
            case TIMETZ -> ByteBuffer.allocate(12).putLong(((OffsetTime) value).toLocalTime().toNanoOfDay() / 1000)
                    .putInt(-((OffsetTime) value).getOffset().getTotalSeconds()).array(); // PostgreSQL counts the zone west of UTC
            case TIMESTAMP -> ByteBuffer.allocate(8).putLong(micros(Duration.between(EPOCH, (LocalDateTime) value))).array();
            case TIMESTAMPTZ -> ByteBuffer.allocate(8).putLong(micros(Duration.between(EPOCH_UTC, (OffsetDateTime) value))).array();
            case UUID -> ByteBuffer.allocate(16).putLong(((UUID) value).getMostSignificantBits()).putLong(((UUID) value).getLeastSignificantBits()).array();
            case INTERVAL -> ByteBuffer.allocate(16).putLong(IntervalParts.micros((Interval) value)).putInt((int) IntervalParts.days((Interval) value))
                    .putInt((int) IntervalParts.months((Interval) value)).array();
            default -> TextValues.encode(value, type); // text types: their bytes are the same in both formats
        };
    }

    private static long micros(Duration duration) {
        return duration.getSeconds() * 1_000_000 + duration.getNano() / 1000;
    }

    private static byte[] jsonb(byte[] text) {
        byte[] value = new byte[text.length + 1];
        value[0] = 1; // jsonb's binary format version
        System.arraycopy(text, 0, value, 1, text.length);
        return value;
    }

    /** A one-dimensional array: ndim, has-nulls flag, element oid, length and lower bound 1, then each element. */
    private static byte[] array(Object[] elements, WireType elementType) {
        List<byte[]> encoded = new ArrayList<>(elements.length);
        int size = 20;
        boolean hasNulls = false;
        for (Object element : elements) {
            byte[] bytes = element == null ? null : encode(element, elementType);
            hasNulls |= bytes == null;
            size += 4 + (bytes == null ? 0 : bytes.length);
            encoded.add(bytes);
        }
        ByteBuffer out = ByteBuffer.allocate(size);
        out.putInt(1).putInt(hasNulls ? 1 : 0).putInt(elementType.oid()).putInt(elements.length).putInt(1);
        for (byte[] bytes : encoded) {
            if (bytes == null) {
                out.putInt(-1);
            } else {
                out.putInt(bytes.length).put(bytes);
            }
        }
        return out.array();
    }

    // ---- receiving parameters ----

    /** A binary parameter of {@code type} as the Java value bound to the statement. */
    static Object decode(byte[] bytes, WireType type) throws SQLException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        if (type.element() != null) {
            return decodeArray(in, type);
        }
        switch (type) {
            case BOOL:
                exactly(bytes, 1, type);
                return bytes[0] != 0;
            case INT2:
                exactly(bytes, 2, type);
                return (int) in.getShort();
            case INT4, OID:
                exactly(bytes, 4, type);
                return in.getInt();
            case INT8:
                exactly(bytes, 8, type);
                return in.getLong();
            case FLOAT4:
                exactly(bytes, 4, type);
                return in.getFloat();
            case FLOAT8:
                exactly(bytes, 8, type);
                return in.getDouble();
            case NUMERIC:
                return NumericBinary.decode(bytes);
            case BYTEA:
                return bytes;
            case DATE:
                exactly(bytes, 4, type);
                return EPOCH_DATE.plusDays(in.getInt());
            case TIME:
                exactly(bytes, 8, type);
                return LocalTime.ofNanoOfDay(checkedNanoOfDay(in.getLong()));
            case TIMESTAMP:
                exactly(bytes, 8, type);
                return EPOCH.plus(in.getLong(), ChronoUnit.MICROS);
            case TIMESTAMPTZ:
                exactly(bytes, 8, type);
                return EPOCH_UTC.plus(in.getLong(), ChronoUnit.MICROS);
            case UUID:
                exactly(bytes, 16, type);
                return new UUID(in.getLong(), in.getLong());
            case REGTYPE: // the type's oid, bound as the name a text regtype parameter gives (text: integer, oid = $1 reads it)
                exactly(bytes, 4, type);
                return PgCatalog.regtypeNameOf(in.getInt());
            case JSONB:
                if (bytes.length == 0 || bytes[0] != 1) {
                    throw badFormat("jsonb");
                }
                return Utf8.decode(bytes, 1, bytes.length - 1);
            default:
                if (type.isText()) {
                    return Utf8.decode(bytes, 0, bytes.length);
                }
                throw new SQLException("binary format is not supported for parameters of type oid " + type.oid(), "22P03");
        }
    }

    private static long checkedNanoOfDay(long micros) throws SQLException {
        if (micros < 0 || micros >= 86_400_000_000L) {
            throw badFormat("time");
        }
        return micros * 1000;
    }

    private static Object[] decodeArray(ByteBuffer in, WireType type) throws SQLException {
        try {
            int dimensions = in.getInt();
            in.getInt(); // the has-nulls flag: each element says so itself
            int elementOid = in.getInt();
            if (dimensions == 0) {
                return new Object[0];
            }
            if (dimensions != 1 || elementOid != type.element().oid()) {
                throw new SQLException("only one-dimensional arrays of the declared element type are accepted in binary format", "22P03");
            }
            int length = in.getInt();
            in.getInt(); // lower bound
            if (length < 0 || length > in.remaining() / 4) {
                throw badFormat("array");
            }
            Object[] elements = new Object[length];
            for (int i = 0; i < length; i++) {
                int size = in.getInt();
                if (size < -1 || size > in.remaining()) {
                    throw badFormat("array");
                }
                if (size >= 0) {
                    byte[] element = new byte[size];
                    in.get(element);
                    elements[i] = decode(element, type.element());
                }
            }
            if (in.hasRemaining()) {
                throw badFormat("array");
            }
            return elements;
        } catch (BufferUnderflowException e) {
            throw badFormat("array");
        }
    }

    private static void exactly(byte[] bytes, int length, WireType type) throws SQLException {
        if (bytes.length != length) {
            throw badFormat(type.name().toLowerCase(Locale.ROOT));
        }
    }

    static SQLException badFormat(String type) {
        return new SQLException("incorrect binary data format in bind parameter of type " + type, "22P03");
    }
}
