package io.hotrow.engine.wire;

import io.hotrow.engine.sql.ArrayText;
import io.hotrow.engine.sql.ByteaFunctions;
import io.hotrow.engine.sql.FloatText;
import io.hotrow.engine.sql.NumericCast;
import io.hotrow.engine.sql.TemporalText;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.h2.api.Interval;

/** Values in PostgreSQL's text format, as its output functions print them. */
final class TextValues {

    private TextValues() {
    }

    static byte[] encode(Object value, WireType type) {
        return text(value, type).getBytes(StandardCharsets.UTF_8);
    }

    static String text(Object value, WireType type) {
        if (value instanceof Boolean b) {
            return b ? "t" : "f";
        }
        if (value instanceof Object[] elements && type.isVector()) {
            return Arrays.stream(elements).map(String::valueOf).collect(Collectors.joining(" "));
        }
        if (value instanceof Object[] elements) {
            return array(elements, type.element() != null ? type.element() : WireType.TEXT);
        }
        if (value instanceof Number number) {
            return number(number, type);
        }
        if (value instanceof byte[] bytes) {
            return type == WireType.JSON || type == WireType.JSONB ? new String(bytes, StandardCharsets.UTF_8)
                    : ByteaFunctions.output(bytes);
        }
        if (value instanceof LocalDateTime timestamp) {
            return TemporalText.timestamp(timestamp);
        }
        if (value instanceof OffsetDateTime timestamp) {
            return TemporalText.timestampTz(timestamp);
        }
        if (value instanceof LocalDate date) {
            return TemporalText.date(date);
        }
        if (value instanceof LocalTime time) {
            return TemporalText.time(time);
        }
        if (value instanceof OffsetTime time) {
            return TemporalText.timeTz(time);
        }
        if (value instanceof Interval interval) {
            return TemporalText.interval(interval);
        }
        return String.valueOf(value);
    }

    private static String number(Number number, WireType type) {
        if (number instanceof Double || number instanceof Float) {
            return type == WireType.FLOAT4 || number instanceof Float ? FloatText.float4(number.floatValue()) : FloatText.float8(number.doubleValue());
        }
        if (number instanceof BigDecimal decimal) {
            return NumericCast.displayed(decimal).toPlainString();
        }
        return number.toString();
    }

    private static String array(Object[] elements, WireType elementType) {
        return ArrayText.of(elements, element -> text(element, elementType));
    }
}
