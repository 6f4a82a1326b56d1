package io.hotrow.engine.log;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.CorruptObjectException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.h2.api.Interval;
import org.h2.api.IntervalQualifier;
import org.junit.jupiter.api.Test;

class LogObjectCodecTest {

    private static final Object[] EVERY_TYPE = {
        null, true, (byte) -3, (short) 7, 42, -9_000_000_000L, 1.5f, Math.PI, new BigDecimal("-12345.678"),
        new BigInteger("123456789012345678901234567890"), "héllo, wörld", new byte[] {0, 1, (byte) 255},
        UUID.randomUUID(), LocalDate.of(2024, 2, 29), LocalTime.of(23, 59, 59, 999_999_999),
        LocalDateTime.of(1969, 12, 31, 23, 59, 59, 1), OffsetDateTime.of(2030, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHours(-7)),
        OffsetTime.of(1, 2, 3, 4, ZoneOffset.ofHoursMinutes(5, 30)), Instant.ofEpochSecond(-5, 7), new Object[] {1, "a", null},
        new Interval(IntervalQualifier.DAY_TO_SECOND, true, 400, 3_723_000_001_000L),
    };

    private static byte[] sample() {
        List<CommitRecord> records = List.of(
                new CommitRecord(7, List.of(new StatementChange("CREATE TABLE t (id int)"))),
                new CommitRecord(8, List.of(new RowChange("public", "t", List.of("c"), null, EVERY_TYPE),
                        new RowChange("public", "t", List.of("c"), new Object[] {1}, null),
                        new SequenceChange("public", "seq", null, 101), new SequenceChange("public", "t", "id", 5))));
        return LogObjectCodec.encode("shop", 3, records);
    }

    @Test
    void everyValueTypeRoundTrips() throws Exception {
        LogObjectCodec.LogObject object = LogObjectCodec.decode("k", "shop", sample());
        assertEquals(3, object.epoch());
        assertEquals(7, object.firstLsn());
        assertEquals(8, object.lastLsn());
        assertEquals(new StatementChange("CREATE TABLE t (id int)"), object.records().get(0).changes().get(0));
        RowChange row = (RowChange) object.records().get(1).changes().get(0);
        assertTrue(row.isInsert());
        assertEquals(Arrays.deepToString(EVERY_TYPE), Arrays.deepToString(row.after()));
        assertArrayEquals((byte[]) EVERY_TYPE[11], (byte[]) row.after()[11]);
        assertTrue(((RowChange) object.records().get(1).changes().get(1)).isDelete());
        assertEquals(new SequenceChange("public", "seq", null, 101), object.records().get(1).changes().get(2));
        assertEquals(new SequenceChange("public", "t", "id", 5), object.records().get(1).changes().get(3));
    }

    @Test
    void aFenceIsAnEmptyObjectHoldingTheNextLsn() throws Exception {
        LogObjectCodec.LogObject fence = LogObjectCodec.decode("k", "shop", LogObjectCodec.encodeFence("shop", 4, 12));
        assertTrue(fence.isFence());
        assertEquals(4, fence.epoch());
        assertEquals(12, fence.firstLsn());
        assertEquals(11, fence.lastLsn());
    }

    @Test
    void everyFlippedByteIsDetected() {
        byte[] good = sample();
        for (int i = 0; i < good.length; i++) {
            byte[] bad = good.clone();
            bad[i] ^= 0x5a;
            CorruptObjectException e = assertThrows(CorruptObjectException.class, () -> LogObjectCodec.decode("db/shop/log/7.log", "shop", bad));
            assertTrue(e.getMessage().contains("db/shop/log/7.log"), e.getMessage());
        }
    }

    @Test
    void truncationIsDetected() {
        byte[] good = sample();
        for (int length = 0; length < good.length; length += 7) {
            byte[] truncated = Arrays.copyOf(good, length);
            assertThrows(CorruptObjectException.class, () -> LogObjectCodec.decode("k", "shop", truncated));
        }
    }

    @Test
    void anotherDatabasesObjectIsRefused() {
        CorruptObjectException e = assertThrows(CorruptObjectException.class, () -> LogObjectCodec.decode("k", "other", sample()));
        assertTrue(e.getMessage().contains("belongs to database 'shop'"), e.getMessage());
    }

    @Test
    void unknownValueTypesAreRefusedNotApproximated() {
        List<CommitRecord> records = List.of(new CommitRecord(1, List.of(
                new RowChange("public", "t", List.of("c"), null, new Object[] {new StringBuilder("x")}))));
        assertThrows(UnloggableValueException.class, () -> LogObjectCodec.encode("shop", 1, records));
    }
}
