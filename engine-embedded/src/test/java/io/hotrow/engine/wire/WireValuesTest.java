package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.sql.FloatText;
import io.hotrow.engine.sql.TemporalText;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** Values as PostgreSQL's output functions print them and as its binary formats lay them out. */
class WireValuesTest {

    @Test
    void floatsAreShortestDigitsInPostgresLayout() {
        assertEquals("1", FloatText.float8(1.0));
        assertEquals("0.1", FloatText.float8(0.1));
        assertEquals("1e+15", FloatText.float8(1e15));
        assertEquals("123456789012345", FloatText.float8(123456789012345.0));
        assertEquals("0.0001", FloatText.float8(0.0001));
        assertEquals("1e-05", FloatText.float8(0.00001));
        assertEquals("-1.5e-300", FloatText.float8(-1.5e-300));
        assertEquals("1.234567e+06", FloatText.float4(1234567f));
        assertEquals("NaN", FloatText.float8(Double.NaN));
        assertEquals("-Infinity", FloatText.float4(Float.NEGATIVE_INFINITY));
        assertEquals("-0", FloatText.float8(-0.0));
    }

    @Test
    void datesAndTimesInIsoStyle() {
        assertEquals("2024-01-02 03:04:05.5", TemporalText.timestamp(LocalDateTime.of(2024, 1, 2, 3, 4, 5, 500_000_000)));
        assertEquals("0044-03-15 BC", TemporalText.date(LocalDate.of(-43, 3, 15)));
        assertEquals("2024-01-02 03:04:05+05:30", TemporalText.timestampTz(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHoursMinutes(5, 30))));
        assertEquals("2024-01-02 03:04:05-08", TemporalText.timestampTz(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(-8))));
        assertEquals("1 year 2 mons", TemporalText.interval(org.h2.api.Interval.ofYearsMonths(1, 2)));
        assertEquals("-3 days -04:05:06", TemporalText.interval(new org.h2.api.Interval(org.h2.api.IntervalQualifier.DAY_TO_SECOND, true, 3,
                (4 * 3600 + 5 * 60 + 6) * 1_000_000_000L)));
    }

    @Test
    void arraysAndByteaInText() {
        assertEquals("{1,NULL,\"a b\",\"q\\\"\",\"\"}", TextValues.text(new Object[] {1, null, "a b", "q\"", ""}, WireType.TEXT_ARRAY));
        assertEquals("\\x00ff", TextValues.text(new byte[] {0, (byte) 0xff}, WireType.BYTEA));
    }

    @Test
    void numericsSurviveTheBinaryFormat() throws SQLException {
        for (String value : new String[] {"0", "1", "-1", "123.45", "0.0001", "10000", "-123456789.125", "1E+20", "0.000000012345",
                "99999999999999999999.9999"}) {
            BigDecimal decimal = new BigDecimal(value);
            assertEquals(0, decimal.compareTo(NumericBinary.decode(NumericBinary.encode(decimal))), value);
        }
        // 123.45 as PostgreSQL sends it: 2 digits, weight 0, positive, scale 2, then 123 and 4500
        assertArrayEquals(HexFormat.of().parseHex("00020000000000020" + "07b1194"), NumericBinary.encode(new BigDecimal("123.45")));
    }

    @Test
    void binaryParametersAreCheckedAgainstTheirType() throws SQLException {
        assertEquals(LocalDate.of(2000, 1, 2), BinaryValues.decode(new byte[] {0, 0, 0, 1}, WireType.DATE));
        assertEquals(42, BinaryValues.decode(new byte[] {0, 0, 0, 42}, WireType.INT4));
        // a regtype is its oid in binary (regtypesend), the type's name as a text regtype parameter is
        assertEquals("integer", BinaryValues.decode(new byte[] {0, 0, 0, 23}, WireType.REGTYPE));
        assertEquals("22P03", assertThrows(SQLException.class, () -> BinaryValues.decode(new byte[] {0, 23}, WireType.REGTYPE)).getSQLState());
        assertEquals("22P03", assertThrows(SQLException.class, () -> BinaryValues.decode(new byte[] {0, 42}, WireType.INT4)).getSQLState());
        assertEquals("22P03", assertThrows(SQLException.class, () -> BinaryValues.decode(new byte[] {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 23, 0, 0, 0, 100,
                0, 0, 0, 1}, WireType.INT4_ARRAY)).getSQLState());
        assertArrayEquals(new Object[] {7, null}, (Object[]) BinaryValues.decode(BinaryValues.encode(new Object[] {7, null}, WireType.INT4_ARRAY),
                WireType.INT4_ARRAY));
    }

    @Test
    void textParametersAreReadAsPostgresReadsThem() throws SQLException {
        assertEquals(true, ParameterText.parse(" yes ", WireType.BOOL));
        assertEquals(LocalDateTime.of(2024, 1, 2, 3, 4, 5, 123_000_000), ParameterText.parse("2024-01-02 03:04:05.123+02", WireType.TIMESTAMP));
        assertEquals(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(2)), ParameterText.parse("2024-01-02 03:04:05+02", WireType.TIMESTAMPTZ));
        assertArrayEquals(new byte[] {1, (byte) 0xab}, (byte[]) ParameterText.parse("\\x01ab", WireType.BYTEA));
        // pgjdbc's setDate and a BC setTimestamp, sent untyped: a date with a zone is read as the type the engine takes it as
        assertEquals(LocalDate.of(2026, 3, 2), ParameterText.parse("2026-03-02 +00", null, WireType.DATE));
        assertEquals(LocalDate.of(-43, 3, 15), ParameterText.parse("0044-03-15 BC +01:30", null, WireType.DATE));
        assertEquals(OffsetDateTime.of(2026, 3, 2, 0, 0, 0, 0, ZoneOffset.ofHours(5)), ParameterText.parse("2026-03-02 +05", null, WireType.TIMESTAMPTZ));
        assertEquals(LocalDateTime.of(2026, 3, 2, 0, 0), ParameterText.parse("2026-03-02+05:30", null, WireType.TIMESTAMP));
        assertEquals("2026-03-02 +00", ParameterText.parse("2026-03-02 +00", null, WireType.TEXT));
        assertEquals("-0043-03-15 00:00:00+00", ParameterText.parse("0044-03-15 00:00:00+00 BC", null));
        assertEquals("2026-03-02", ParameterText.parse("2026-03-02", null));
        assertArrayEquals(new Object[] {1, null, 3}, (Object[]) ParameterText.parse("{1, NULL,3}", WireType.INT4_ARRAY));
        SQLException bad = assertThrows(SQLException.class, () -> ParameterText.parse("12x", WireType.INT4));
        assertEquals("22P02", bad.getSQLState());
        assertEquals("invalid input syntax for type integer: \"12x\"", bad.getMessage());
        assertEquals("22P02", assertThrows(SQLException.class, () -> ParameterText.parse("1.5f", WireType.FLOAT8)).getSQLState());
    }
}
