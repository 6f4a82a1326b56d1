package io.hotrow.engine.store;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;

/**
 * A database's log on a local directory, as a write-ahead log: entries appended to preallocated,
 * zero-filled segment files {@code wal/<first id>.seg} ({@link SegmentFrames}), each made durable by
 * one {@code fdatasync} (docs/log-segments.md).
 *
 * <p>Every operation holds an exclusive lock on {@code wal/lock}: an OS lock between processes, and
 * a lock shared by every handle of the directory in this JVM (an OS lock cannot be taken twice in one
 * JVM). Under it a handle checks that what it knows of the log's end is still true (the bytes where
 * it would append are zero, no segment starts at its next id, its segment still exists) and reads
 * the segments again if not. So put-if-absent holds as for objects: an entry is appended only at the
 * next id, and a writer whose next id a newer writer's fence took finds it taken. No reader sees a
 * record being written, so what does not pass its checksum at the end of the newest segment is a
 * torn tail a killed writer left: it is never read, and zeroed before the next append. Anything
 * invalid followed by a valid record, or after the end of an older segment, is damage.
 */
final class SegmentLogSpace implements LogSpace {

    static final long FIRST_SEGMENT_BYTES = 1 << 20;
    static final long SEGMENT_BYTES = 16 << 20;
    private static final Pattern SEGMENT_NAME = Pattern.compile("\\d{20}\\.seg");
    /** How long a put waits for the entries before its id that other threads are putting (an opener's tail fences go at once). */
    private static final long EARLIER_PUTS_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private static final Map<Path, Shared> SHARED = new ConcurrentHashMap<>();

    /** What the handles of one directory share in this JVM. */
    private static final class Shared {
        final ReentrantLock lock = new ReentrantLock();
        final Condition appended = lock.newCondition();
    }

    /** One segment file as far as it was read: its valid records, and where the next one goes. */
    private static final class Segment {
        final long firstId;
        final Path path;
        final long capacity;
        final List<long[]> records = new ArrayList<>(); // offset and payload length of each, in id order
        long tail;
        boolean spareRequested;
        FileChannel channel;

        Segment(long firstId, Path path, long capacity) {
            this.firstId = firstId;
            this.path = path;
            this.capacity = capacity;
        }

        long endId() {
            return firstId + records.size();
        }

        FileChannel channel() throws IOException {
            if (channel == null || !channel.isOpen()) {
                channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
            }
            return channel;
        }

        void close() {
            closeQuietly(channel);
            channel = null;
        }
    }

    private final LocalDirectoryObjectStore store;
    private final Path dir;
    private final String keyPrefix;
    private final long firstSegmentBytes;
    private final long maxSegmentBytes;
    private final Shared shared;

    // Guarded by shared.lock:
    private final TreeMap<Long, Segment> segments = new TreeMap<>();
    private boolean loaded;
    private long tornFrom = -1, tornTo; // a torn tail in the newest segment, zeroed before the next append
    private FileChannel lockFile;
    private boolean closed;

    SegmentLogSpace(LocalDirectoryObjectStore store, Path dir, String keyPrefix, long firstSegmentBytes, long maxSegmentBytes) {
        this.store = store;
        this.dir = dir;
        this.keyPrefix = keyPrefix;
        this.firstSegmentBytes = firstSegmentBytes;
        this.maxSegmentBytes = maxSegmentBytes;
        this.shared = SHARED.computeIfAbsent(dir, d -> new Shared());
    }

    private interface Locked<T> {
        T run() throws IOException;
    }

    /** Runs {@code call} holding both locks; after any failure, the segments are read again next time. */
    private <T> T locked(Locked<T> call) throws IOException {
        try (FileLock ignored = lockFile().lock()) {
            return call.run();
        } catch (IOException | RuntimeException e) {
            forget();
            throw e;
        }
    }

    private FileChannel lockFile() throws IOException {
        if (closed) {
            // A read started for an opener that has given up (a read ahead) may come after close,
            // while the directory is being removed: it must not create the lock file again.
            throw new IOException("log " + keyPrefix + " in " + store.describe() + " is closed");
        }
        if (lockFile == null || !lockFile.isOpen()) { // an interrupt closes a channel: open it again
            if (!Files.isDirectory(dir)) {
                store.createDirectoriesDurably(List.of(dir));
            }
            lockFile = FileChannel.open(dir.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        }
        return lockFile;
    }

    @Override
    public boolean putIfAbsent(long id, byte[] bytes) throws IOException {
        long deadline = System.nanoTime() + EARLIER_PUTS_NANOS;
        shared.lock.lock();
        try {
            while (true) {
                Boolean created = locked(() -> {
                    refresh();
                    long next = segments.isEmpty() ? id : segments.lastEntry().getValue().endId();
                    if (id != next) {
                        return id < next ? madeDurableIfOwn(id, bytes) : null;
                    }
                    append(id, bytes);
                    return true;
                });
                if (created != null) {
                    shared.appended.signalAll();
                    return created;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new IOException("log " + keyPrefix + " in " + store.describe() + " cannot take entry " + id
                            + ": the entries before it never came");
                }
                shared.appended.awaitNanos(Math.min(left, POLL_NANOS)); // another process's append signals nothing here
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting to append to log " + keyPrefix);
        } finally {
            shared.lock.unlock();
        }
    }

    /**
     * A committer's thread writes here, and an interrupt of it closes the channel mid-put: the put is
     * then made again, and finds the record its cut attempt wrote. Only the same bytes at the same id
     * count as its own (another writer's entry, a fence, differs in its epoch at least); they are made
     * durable now, since the cut attempt's {@code fdatasync} may not have run.
     */
    @Override
    public boolean putsSurviveInterrupts() {
        return true;
    }

    private boolean madeDurableIfOwn(long id, byte[] bytes) throws IOException {
        Map.Entry<Long, Segment> holder = segments.floorEntry(id);
        if (holder == null) {
            return false;
        }
        Segment segment = holder.getValue();
        long[] record = segment.records.get((int) (id - segment.firstId));
        if (record[1] != bytes.length) {
            return false;
        }
        ByteBuffer payload = ByteBuffer.allocate(bytes.length);
        readFully(segment.channel(), payload, record[0] + SegmentFrames.HEADER);
        if (!Arrays.equals(payload.array(), bytes)) {
            return false;
        }
        segment.channel().force(false);
        return true;
    }

    /** Runs {@code call} holding both locks, or answers {@code noLog} when the log was never written. */
    private <T> T existing(T noLog, Locked<T> call) throws IOException {
        shared.lock.lock();
        try {
            return Files.isDirectory(dir) ? locked(call) : noLog;
        } finally {
            shared.lock.unlock();
        }
    }

    @Override
    public Optional<byte[]> get(long id) throws IOException {
        return existing(Optional.empty(), () -> {
            if (!loaded || segments.isEmpty() || id >= segments.lastEntry().getValue().endId()) {
                refresh();
            }
            Map.Entry<Long, Segment> holder = segments.floorEntry(id);
            if (holder == null || id >= holder.getValue().endId()) {
                return Optional.empty();
            }
            Segment segment = holder.getValue();
            long[] record = segment.records.get((int) (id - segment.firstId));
            ByteBuffer payload = ByteBuffer.allocate((int) record[1]);
            try {
                readFully(segment.channel(), payload, record[0] + SegmentFrames.HEADER);
            } catch (NoSuchFileException truncated) {
                return Optional.empty(); // removed by a truncation since it was read
            }
            return Optional.of(payload.array());
        });
    }

    @Override
    public List<Long> ids() throws IOException {
        return existing(List.of(), () -> {
            refresh();
            List<Long> ids = new ArrayList<>();
            if (!segments.isEmpty()) {
                for (long id = segments.firstKey(); id < segments.lastEntry().getValue().endId(); id++) {
                    ids.add(id);
                }
            }
            return ids;
        });
    }

    /**
     * Removes whole segments whose every entry is below {@code id}, never the newest. Fences need not
     * be kept: a deposed writer's fenced id stays taken because the log's end only moves forward,
     * and that end is the newest segment's.
     */
    @Override
    public void truncateBelow(long id, Set<Long> keep) throws IOException {
        existing(null, () -> {
            refresh();
            boolean removed = false;
            while (segments.size() > 1 && segments.firstEntry().getValue().endId() <= id) {
                Segment oldest = segments.pollFirstEntry().getValue();
                oldest.close();
                Files.deleteIfExists(oldest.path);
                removed = true;
            }
            if (removed) {
                // Durably gone, all of them: one that came back after a crash, without the ones after it, would leave a gap.
                LocalDirectoryObjectStore.fsyncDirectory(dir);
            }
            return null;
        });
    }

    @Override
    public String name(long id) {
        return keyPrefix + "#" + StoreLayout.padded(id);
    }

    @Override
    public void close() {
        shared.lock.lock();
        try {
            closed = true;
            forget();
            closeQuietly(lockFile);
            lockFile = null;
        } finally {
            shared.lock.unlock();
        }
        store.spareFiles().await(dir); // the next segment's spare, being zero-filled: nothing of this log writes after close
    }

    /** Drops what was read, so the segments are read again: after a failure, the files may hold more than this handle knows. */
    private void forget() {
        segments.values().forEach(Segment::close);
        segments.clear();
        loaded = false;
        tornFrom = -1;
    }

    /** Makes the log's end known and current: the segments are read again unless nothing changed since. */
    private void refresh() throws IOException {
        if (!loaded || !stillCurrent()) {
            forget();
            load();
        }
    }

    /**
     * Whether no other handle appended since this one read the log: the bytes where the next record
     * would go are still zero, no segment starts at the next id, and the newest segment still exists.
     */
    private boolean stillCurrent() throws IOException {
        if (segments.isEmpty()) {
            return segmentFiles().isEmpty();
        }
        Segment newest = segments.lastEntry().getValue();
        if (tornFrom >= 0 || !Files.exists(newest.path) || Files.exists(segmentPath(newest.endId()))) {
            return false;
        }
        if (newest.tail + SegmentFrames.HEADER > newest.capacity) {
            return true; // full: a next record goes to a new segment, whose name was just checked
        }
        ByteBuffer header = ByteBuffer.allocate(SegmentFrames.HEADER);
        readFully(newest.channel(), header, newest.tail);
        for (byte b : header.array()) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    private void load() throws IOException {
        List<Path> files = segmentFiles();
        long expected = -1;
        for (int i = 0; i < files.size(); i++) {
            Path path = files.get(i);
            long firstId = Long.parseLong(path.getFileName().toString().substring(0, 20));
            if (expected >= 0 && firstId != expected) {
                throw damaged(path, "starts at entry " + firstId + ", but the segment before it ends before entry " + expected);
            }
            byte[] bytes = Files.readAllBytes(path);
            Segment segment = new Segment(firstId, path, bytes.length);
            int offset = 0;
            for (long id = firstId; ; id++) {
                int length = SegmentFrames.validAt(bytes, offset, id);
                if (length < 0) {
                    break;
                }
                segment.records.add(new long[] {offset, length});
                offset += (int) SegmentFrames.frameSize(length);
            }
            int end = SegmentFrames.endOfNonZero(bytes, offset);
            if (end > offset) {
                if (SegmentFrames.anyValidFrom(bytes, offset)) {
                    throw damaged(path, "the record at offset " + offset + " (entry " + segment.endId()
                            + ") does not pass its checksum, and valid records follow it");
                }
                if (i < files.size() - 1) {
                    throw damaged(path, "the bytes at offset " + offset + " (entry " + segment.endId()
                            + ") are not a valid record, and a later segment follows");
                }
                tornFrom = offset; // a killed writer's last record: nothing after it was written, so none was acknowledged
                tornTo = end;
            }
            segment.tail = offset;
            segments.put(firstId, segment);
            expected = segment.endId();
        }
        loaded = true;
    }

    private CorruptObjectException damaged(Path segment, String problem) {
        return new CorruptObjectException(keyPrefix + segment.getFileName(), problem + " (damaged log segment)");
    }

    /** Appends the record at the log's end, in a new segment if it does not fit the newest, and makes it durable. */
    private void append(long id, byte[] bytes) throws IOException {
        ByteBuffer frame = SegmentFrames.encode(id, bytes);
        Segment newest = segments.isEmpty() ? null : segments.lastEntry().getValue();
        if (tornFrom >= 0) {
            cutTornTail(newest);
        }
        if (newest == null || newest.tail + frame.remaining() > newest.capacity) {
            newest = newSegment(id, Math.max(nextCapacity(newest), frame.remaining()), newest);
        }
        FileChannel channel = newest.channel();
        long at = newest.tail;
        while (frame.hasRemaining()) {
            channel.write(frame, at + frame.position());
        }
        channel.force(false); // fdatasync: the file's size and blocks were made durable when it was created
        newest.records.add(new long[] {at, bytes.length});
        newest.tail = at + frame.capacity();
        if (!newest.spareRequested && newest.tail > newest.capacity / 2) {
            newest.spareRequested = true;
            store.spareFiles().prepare(dir, nextCapacity(newest)); // zero-filled by the time this one is full
        }
    }

    /** Zeroes what a killed writer left after the last valid record, so that what is appended there reads as the only record. */
    private void cutTornTail(Segment newest) throws IOException {
        FileChannel channel = newest.channel();
        ByteBuffer zeroes = ByteBuffer.allocate((int) (tornTo - tornFrom));
        while (zeroes.hasRemaining()) {
            channel.write(zeroes, tornFrom + zeroes.position());
        }
        channel.force(false);
        tornFrom = -1;
    }

    private long nextCapacity(Segment newest) {
        return newest == null ? firstSegmentBytes : Math.max(firstSegmentBytes, Math.min(maxSegmentBytes, 2 * newest.capacity));
    }

    /**
     * Creates the segment whose first entry is {@code firstId}, zero-filled and durable, under its
     * name, whose directory entry is durable too before anything in it is acknowledged. An empty
     * newest segment too small for the record (its creator was killed before appending) is replaced.
     */
    private Segment newSegment(long firstId, long capacity, Segment newest) throws IOException {
        if (newest != null && newest.records.isEmpty()) {
            segments.remove(newest.firstId);
            newest.close();
            Files.delete(newest.path);
        }
        Path path = segmentPath(firstId);
        if (!LocalDirectoryObjectStore.linkDurably(store.spareFiles().take(dir, capacity), path)) {
            throw new IOException("log segment " + keyPrefix + path.getFileName() + " appeared while this process held the log's lock");
        }
        Segment segment = new Segment(firstId, path, capacity);
        segments.put(firstId, segment);
        return segment;
    }

    private Path segmentPath(long firstId) {
        return dir.resolve(StoreLayout.padded(firstId) + ".seg");
    }

    private List<Path> segmentFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                if (SEGMENT_NAME.matcher(entry.getFileName().toString()).matches()) {
                    files.add(entry);
                }
            }
        }
        files.sort(null);
        return files;
    }

    private static void readFully(FileChannel channel, ByteBuffer buffer, long position) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, position + buffer.position()) < 0) {
                throw new IOException("log segment ends before the record it holds");
            }
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing was being written through it
            }
        }
    }
}
