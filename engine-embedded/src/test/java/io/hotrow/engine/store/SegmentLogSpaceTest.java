package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The local directory's log segments: framing, the end of the records, torn tails, damage, rotation, truncation and fencing. */
@Timeout(120)
class SegmentLogSpaceTest {

    static final long SMALL_FIRST = 4096, SMALL_MAX = 16384;

    @TempDir
    Path root;

    private LocalDirectoryObjectStore store;
    private final List<LogSpace> handles = new ArrayList<>();

    /** A handle on the test's log, as another process would open it: its own view of the files. */
    private SegmentLogSpace handle() throws IOException {
        if (store == null) {
            store = new LocalDirectoryObjectStore(root);
        }
        SegmentLogSpace log = new SegmentLogSpace(store, wal(), "db/t/wal/", SMALL_FIRST, SMALL_MAX);
        handles.add(log);
        return log;
    }

    private Path wal() {
        return root.resolve("db/t/wal");
    }

    @AfterEach
    void closeHandles() {
        handles.forEach(LogSpace::close);
        if (store != null) {
            store.awaitSpareFiles();
        }
    }

    /** What entry {@code id} holds in these tests: its length varies, so frames fall at many offsets. */
    static byte[] payload(long id) {
        byte[] bytes = new byte[(int) (id * 37 % 300) + 1];
        new Random(id).nextBytes(bytes);
        return bytes;
    }

    private static void append(LogSpace log, long from, long to) throws IOException {
        for (long id = from; id < to; id++) {
            assertTrue(log.putIfAbsent(id, payload(id)), "entry " + id);
        }
    }

    private static void assertHolds(LogSpace log, long from, long to) throws IOException {
        assertEquals(LongStream.range(from, to).boxed().toList(), log.ids());
        for (long id = from; id < to; id++) {
            assertArrayEquals(payload(id), log.get(id).orElseThrow(), "entry " + id);
        }
        assertEquals(Optional.empty(), log.get(to));
    }

    private List<Path> segments() throws IOException {
        try (Stream<Path> files = Files.list(wal())) {
            return files.filter(p -> p.getFileName().toString().endsWith(".seg")).sorted().toList();
        }
    }

    @Test
    void entriesReadBackFromAnotherHandleAndTakenIdsAreRefused() throws Exception {
        SegmentLogSpace writer = handle();
        append(writer, 1, 6);
        assertFalse(writer.putIfAbsent(3, new byte[] {1}), "an id below the end is taken");
        SegmentLogSpace reader = handle();
        assertHolds(reader, 1, 6);
        assertFalse(reader.putIfAbsent(5, new byte[] {1}));
        assertTrue(reader.putIfAbsent(6, payload(6)));
        assertHolds(writer, 1, 7);
    }

    @Test
    void aSegmentIsPreallocatedWithZeroesWhichReadAsTheEnd() throws Exception {
        SegmentLogSpace log = handle();
        append(log, 1, 4);
        List<Path> files = segments();
        assertEquals(List.of(wal().resolve(String.format("%020d.seg", 1))), files);
        assertEquals(SMALL_FIRST, Files.size(files.get(0)), "created at its full size, so an append changes no size");
        assertHolds(handle(), 1, 4);
    }

    @Test
    void aFrameRoundTripsAndAnyChangedByteFailsIt() {
        byte[] frame = SegmentFrames.encode(7, payload(7)).array();
        assertEquals(payload(7).length, SegmentFrames.validAt(frame, 0, 7));
        assertEquals(-1, SegmentFrames.validAt(frame, 0, 8), "an entry at another id than its own");
        for (int i = 0; i < SegmentFrames.HEADER + payload(7).length; i++) {
            byte[] damaged = frame.clone();
            damaged[i] ^= 0x10;
            assertEquals(-1, SegmentFrames.validAt(damaged, 0, 7), "byte " + i);
        }
        assertEquals(0, SegmentFrames.frameSize(payload(7).length) % SegmentFrames.ALIGN);
    }

    /**
     * A read still under way for an opener that failed (a read ahead) may reach a handle after it
     * was closed, while the directory is being removed: it must create nothing there (not the lock
     * file again), and a closed handle writes no spare segment in the background either.
     */
    @Test
    void aClosedHandleCreatesNothing() throws Exception {
        SegmentLogSpace log = handle();
        long pastHalf = 1;
        while (frameEnd(pastHalf) <= SMALL_FIRST / 2) {
            pastHalf++;
        }
        append(log, 1, pastHalf + 1); // the last one asks for the next segment's spare: being zero-filled now
        log.close();
        List<Path> spares = walFiles().stream().filter(p -> p.getFileName().toString().startsWith(SpareFiles.TEMP_MARKER)).toList();
        assertEquals(1, spares.size(), "the spare segment, made before close returned");
        assertEquals(2 * SMALL_FIRST, Files.size(spares.get(0)), "its zeroes, all written before close returned");

        Files.delete(wal().resolve("lock"));
        List<Path> before = walFiles();
        assertThrows(IOException.class, () -> log.get(1));
        long next = pastHalf + 1;
        assertThrows(IOException.class, () -> log.putIfAbsent(next, new byte[] {1}));
        assertEquals(before, walFiles(), "files a closed handle created");
    }

    private List<Path> walFiles() throws IOException {
        try (Stream<Path> files = Files.list(wal())) {
            return files.sorted().toList();
        }
    }

    /** A killed writer's last record, cut at every byte (zeroes or garbage after the cut): never read, and cut off by the next append. */
    @Test
    void aTornLastRecordIsCutAtEveryByteOffset() throws Exception {
        SegmentLogSpace writer = handle();
        append(writer, 1, 4);
        Path segment = segments().get(0);
        long start = frameEnd(3);
        append(writer, 4, 5);
        writer.close();
        byte[] whole = Files.readAllBytes(segment);
        int length = SegmentFrames.HEADER + payload(4).length; // the padding after it is not part of the record
        Random random = new Random(4);
        for (int cut = 0; cut < length; cut++) {
            for (boolean garbage : new boolean[] {false, true}) {
                byte[] torn = whole.clone();
                for (int i = (int) start + cut; i < start + length; i++) {
                    torn[i] = garbage ? (byte) random.nextInt() : 0;
                }
                Files.write(segment, torn);
                SegmentLogSpace reopened = handle();
                assertHolds(reopened, 1, 4);
                assertTrue(reopened.putIfAbsent(4, new byte[] {42}), "the torn record's id is free");
                SegmentLogSpace again = handle();
                assertEquals(List.of(1L, 2L, 3L, 4L), again.ids(), "cut at " + cut + (garbage ? " with garbage" : ""));
                assertArrayEquals(new byte[] {42}, again.get(4).orElseThrow());
                reopened.close();
                again.close();
            }
        }
    }

    /** The offset after entry {@code id}'s frame, for entries written from id 1 at offset 0. */
    private static long frameEnd(long id) {
        long end = 0;
        for (long each = 1; each <= id; each++) {
            end += SegmentFrames.frameSize(payload(each).length);
        }
        return end;
    }

    @Test
    void aDamagedRecordWithValidRecordsAfterItIsRefused() throws Exception {
        Path segment = writtenAndClosed(5);
        flip(segment, frameEnd(2) + SegmentFrames.HEADER + 1); // in entry 3's payload
        CorruptObjectException e = assertThrows(CorruptObjectException.class, () -> handle().get(1));
        assertTrue(e.getMessage().contains(segment.getFileName().toString()) && e.getMessage().contains("checksum"), e.getMessage());
        assertThrows(CorruptObjectException.class, () -> handle().putIfAbsent(6, new byte[] {1}), "nothing is appended after damage");
    }

    @Test
    void aZeroedHeaderInTheMiddleIsDamageNotTheEnd() throws Exception {
        Path segment = writtenAndClosed(5);
        try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate(SegmentFrames.HEADER), frameEnd(2));
        }
        assertThrows(CorruptObjectException.class, () -> handle().ids());
    }

    @Test
    void segmentsRotateAndTruncationDropsWholeSegmentsButNeverTheNewest() throws Exception {
        SegmentLogSpace log = handle();
        append(log, 1, 200);
        List<Path> files = segments();
        assertTrue(files.size() >= 3, "rotated: " + files);
        assertEquals(SMALL_FIRST, Files.size(files.get(0)));
        assertEquals(SMALL_MAX, Files.size(files.get(files.size() - 1)), "sizes double up to the largest");
        assertHolds(handle(), 1, 200);

        long secondFirst = Long.parseLong(files.get(1).getFileName().toString().substring(0, 20));
        log.truncateBelow(secondFirst + 1, Set.of(1L));
        assertEquals(files.subList(1, files.size()), segments(), "only the segment wholly below the id goes, fences or not");
        assertHolds(handle(), secondFirst, 200);

        log.truncateBelow(10_000, Set.of());
        assertEquals(List.of(files.get(files.size() - 1)), segments());
        assertFalse(log.putIfAbsent(150, new byte[] {1}), "ids in removed segments stay taken");
        assertTrue(log.putIfAbsent(200, payload(200)));
    }

    @Test
    void damageAtTheEndOfAnOlderSegmentIsRefused() throws Exception {
        SegmentLogSpace log = handle();
        append(log, 1, 100);
        log.close();
        Path first = segments().get(0);
        long lastOfFirst = Long.parseLong(segments().get(1).getFileName().toString().substring(0, 20)) - 1;
        flip(first, frameEnd(lastOfFirst - 1) + SegmentFrames.HEADER);
        CorruptObjectException e = assertThrows(CorruptObjectException.class, () -> handle().ids());
        assertTrue(e.getMessage().contains(first.getFileName().toString()), e.getMessage());
    }

    @Test
    void aRecordLargerThanASegmentGetsOneOfItsOwn() throws Exception {
        SegmentLogSpace log = handle();
        append(log, 1, 3);
        byte[] big = new byte[(int) SMALL_MAX * 3];
        new Random(1).nextBytes(big);
        assertTrue(log.putIfAbsent(3, big));
        append(log, 4, 6);
        SegmentLogSpace reader = handle();
        assertArrayEquals(big, reader.get(3).orElseThrow());
        assertArrayEquals(payload(5), reader.get(5).orElseThrow());
    }

    /**
     * Fencing between writers: the deposed one's next put finds its id taken by the newer one's fence,
     * whichever handle appended last, and nothing it appends after that is at an id the newer one used.
     */
    @Test
    void aDeposedWriterFindsItsNextIdTaken() throws Exception {
        SegmentLogSpace old = handle();
        append(old, 1, 4);
        SegmentLogSpace newer = handle();
        assertEquals(List.of(1L, 2L, 3L), newer.ids());
        assertTrue(newer.putIfAbsent(4, new byte[] {9}), "the newer writer's fence");
        assertFalse(old.putIfAbsent(4, payload(4)), "the deposed writer's next write");
        assertArrayEquals(new byte[] {9}, handle().get(4).orElseThrow(), "what is read at the fenced id is the fence");
    }

    /**
     * A put cut short (an interrupt closes the channel of a committer's thread) is made again: the
     * same bytes at its id are its own record, created; anything else there is taken, as before.
     */
    @Test
    void aPutMadeAgainFindsItsOwnRecordButNoOtherBytes() throws Exception {
        SegmentLogSpace log = handle();
        append(log, 1, 4);
        Thread.currentThread().interrupt();
        assertThrows(IOException.class, () -> log.putIfAbsent(4, payload(4)), "an interrupt closes the channels");
        assertTrue(Thread.interrupted());
        assertTrue(log.putIfAbsent(4, payload(4)), "made again after nothing was written");
        assertTrue(log.putIfAbsent(4, payload(4)), "made again after it was written");
        assertTrue(handle().putIfAbsent(2, payload(2)), "the same bytes, from another handle");
        assertFalse(log.putIfAbsent(4, payload(5)), "other bytes at a taken id");
        assertFalse(log.putIfAbsent(3, new byte[payload(3).length]), "other bytes of the same length");
        assertHolds(handle(), 1, 5);
    }

    /** Puts of later ids issued at once (an opener's tail fences) land in id order. */
    @Test
    void putsIssuedAtOnceLandInIdOrder() throws Exception {
        SegmentLogSpace log = handle();
        append(log, 1, 2);
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<Boolean>> puts = new ArrayList<>();
            for (long id = 9; id >= 2; id--) {
                long each = id;
                puts.add(threads.submit(() -> log.putIfAbsent(each, payload(each))));
            }
            for (Future<Boolean> put : puts) {
                assertTrue(put.get());
            }
        } finally {
            threads.shutdownNow();
        }
        assertHolds(handle(), 1, 10);
    }

    /** The segment of a log of entries 1 to {@code count}, written and closed. */
    private Path writtenAndClosed(long count) throws IOException {
        SegmentLogSpace writer = handle();
        append(writer, 1, count + 1);
        writer.close();
        return segments().get(0);
    }

    private static void flip(Path file, long offset) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer one = ByteBuffer.allocate(1);
            channel.read(one, offset);
            one.put(0, (byte) (one.get(0) ^ 0x04)).rewind();
            channel.write(one, offset);
        }
    }
}
