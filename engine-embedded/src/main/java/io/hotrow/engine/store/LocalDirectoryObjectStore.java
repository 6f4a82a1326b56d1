package io.hotrow.engine.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.Optional;

/**
 * Objects as files under a root directory: the embedded default. A put writes a temporary file,
 * fsyncs it, then links it to its final name (a link fails if the name exists, which gives
 * put-if-absent without a lock) and fsyncs the directory so the name itself is durable.
 *
 * <p>Creating a file costs about as much as the fsyncs here (measured ~0.6 ms on this machine's
 * ext4), so each directory keeps one empty temporary file created ahead of time, off the commit
 * path ({@link SpareFiles}). Temporary files are never listed, and leftovers are harmless.
 *
 * <p>A database's log is kept in segment files ({@link SegmentLogSpace}, docs/log-segments.md), where
 * a commit costs one {@code fdatasync}, except in a database written before segments existed, which
 * keeps its log objects.
 */
public final class LocalDirectoryObjectStore implements ObjectStore {

    private static final Duration ABANDONED_AFTER = Duration.ofHours(1);

    private final Path root;
    private final SpareFiles spareFiles = new SpareFiles();

    /**
     * A store in {@code root}, created if missing. A directory this process cannot use fails here,
     * with a message that says which path, what is wrong and what to do.
     */
    public LocalDirectoryObjectStore(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        StoreDirectory.prepare(this.root);
        SpareFiles.inBackground(this::removeAbandonedTempFiles);
    }

    /**
     * Deletes temporary files a killed process left behind. Only old ones: another process using
     * this directory right now may be in the middle of a put.
     */
    private void removeAbandonedTempFiles() {
        Instant before = Instant.now().minus(ABANDONED_AFTER);
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(path -> path.getFileName().toString().startsWith(SpareFiles.TEMP_MARKER)).forEach(path -> {
                try {
                    if (Files.getLastModifiedTime(path).toInstant().isBefore(before)) {
                        Files.deleteIfExists(path);
                    }
                } catch (IOException ignored) {
                    // gone already, or not ours to delete: harmless either way
                }
            });
        } catch (IOException | UncheckedIOException ignored) {
            // a best-effort clean-up; leftovers are never listed as objects
        }
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        Path target = resolve(key);
        if (!link(durableTempFile(target.getParent(), bytes), target)) {
            return false;
        }
        fsyncDirectory(target.getParent());
        return true;
    }

    /**
     * Links each object's durable temporary file to its name, then fsyncs each directory that got
     * one once: an opener's fence markers, one directory fsync for all of them instead of one each.
     * None is acknowledged before every name is durable.
     */
    @Override
    public List<Boolean> putAllIfAbsent(List<String> keys, byte[] bytes) throws IOException {
        List<Boolean> created = new ArrayList<>(keys.size());
        Set<Path> linkedIn = new LinkedHashSet<>();
        for (String key : keys) {
            Path target = resolve(key);
            boolean made = link(durableTempFile(target.getParent(), bytes), target);
            created.add(made);
            if (made) {
                linkedIn.add(target.getParent());
            }
        }
        for (Path dir : linkedIn) {
            fsyncDirectory(dir);
        }
        return created;
    }

    /**
     * A temporary file in {@code dir} (created, with what is missing above it, if needed) holding
     * {@code bytes}, made durable. An empty one needs no {@code fdatasync}: it has no data, and the
     * inode that the caller's directory fsync makes reachable was created in the same journal
     * transaction as its name (ext4, XFS and btrfs commit both with the directory's fsync).
     */
    private Path durableTempFile(Path dir, byte[] bytes) throws IOException {
        if (!Files.isDirectory(dir)) {
            createDirectoriesDurably(List.of(dir));
        }
        Path temp = spareFiles.take(dir, 0);
        spareFiles.prepare(dir, 0);
        try {
            try (FileChannel channel = openTempFile(temp)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                if (bytes.length > 0) {
                    channel.force(false); // fdatasync: the data and the size; the name is made durable by the caller
                }
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return temp;
    }

    /**
     * Gives the durable file {@code temp} the name {@code target} if no file has it, and makes the
     * name durable (the directory's fsync); the temporary name goes either way.
     *
     * @return false if {@code target} existed
     */
    static boolean linkDurably(Path temp, Path target) throws IOException {
        if (!link(temp, target)) {
            return false;
        }
        fsyncDirectory(target.getParent());
        return true;
    }

    /** Gives {@code temp} the name {@code target} if no file has it (not yet durably); the temporary name goes either way. */
    private static boolean link(Path temp, Path target) throws IOException {
        try {
            Files.createLink(target, temp);
            return true;
        } catch (FileAlreadyExistsException taken) {
            return false;
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * The log of the database laid out by {@code layout}: in segments under {@code db/<name>/wal/},
     * unless the database has log objects, written before segments existed, which it keeps
     * (docs/log-segments.md, "Stores written before segments").
     */
    @Override
    public LogSpace logSpace(StoreLayout layout, ObjectStore front) {
        if (Files.isDirectory(directory(layout.logPrefix()))) {
            return ObjectStore.super.logSpace(layout, front);
        }
        return new SegmentLogSpace(this, directory(layout.segmentPrefix()), layout.segmentPrefix(),
                SegmentLogSpace.FIRST_SEGMENT_BYTES, SegmentLogSpace.SEGMENT_BYTES);
    }

    /** Waits until the temporary files being prepared ahead exist, so nothing more appears in the directory (before removing it). */
    public void awaitSpareFiles() {
        spareFiles.await();
    }

    /** Deletes the spare files prepared in the database's directories: none stays behind once it closed. */
    @Override
    public void closed(String prefix) {
        spareFiles.discard(directory(prefix));
    }

    /** The spare files of this store's directories, for log segments. */
    SpareFiles spareFiles() {
        return spareFiles;
    }

    /** Opens a prepared temporary file; if it vanished meanwhile (a clean-up by another process), creates it. */
    private static FileChannel openTempFile(Path temp) throws IOException {
        try {
            return FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        } catch (NoSuchFileException vanished) {
            return FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW);
        }
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        try {
            return Optional.of(Files.readAllBytes(resolve(key)));
        } catch (NoSuchFileException missing) {
            return Optional.empty();
        }
    }

    @Override
    public List<String> list(String prefix) throws IOException {
        // Like S3: every key under the prefix, in subdirectories too ("placement/" lists each database's records).
        int slash = prefix.lastIndexOf('/');
        String dirPart = slash < 0 ? "" : prefix.substring(0, slash);
        Path dir = dirPart.isEmpty() ? root : resolve(dirPart);
        List<String> keys = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return keys;
        }
        collect(dir, prefix, keys);
        keys.sort(null);
        return keys;
    }

    /**
     * Adds the keys under {@code dir} that start with {@code prefix}. Temporary files are skipped by
     * name, before anything else is asked of them: other writers create and remove them all the
     * time, and a directory that vanishes while being read simply has nothing to list.
     */
    private void collect(Path dir, String prefix, List<String> keys) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                if (entry.getFileName().toString().contains(SpareFiles.TEMP_MARKER)) {
                    continue;
                }
                String key = root.relativize(entry).toString().replace(java.io.File.separatorChar, '/');
                if (Files.isDirectory(entry)) {
                    if (key.startsWith(prefix) || (key + "/").startsWith(prefix)) {
                        collect(entry, prefix, keys);
                    }
                } else if (key.startsWith(prefix) && Files.isRegularFile(entry)) {
                    keys.add(key);
                }
            }
        } catch (java.nio.file.NoSuchFileException vanished) {
            // removed while we looked: nothing under it to list
        }
    }

    @Override
    public void delete(String key) throws IOException {
        Files.deleteIfExists(resolve(key));
    }

    @Override
    public String describe() {
        return "directory " + root;
    }

    /** The directory of the keys under {@code prefix} (which ends with a slash). */
    Path directory(String prefix) {
        return resolve(prefix.substring(0, prefix.length() - 1));
    }

    private Path resolve(String key) {
        return root.resolve(ObjectKeys.check(key));
    }

    /**
     * Creates the directories of a new database's objects at once (the log's segment directory
     * unless it keeps log objects), each parent made durable once, and starts zero-filling its first
     * log segment, which its opener's first fence then finds ready (docs/log-segments.md).
     */
    @Override
    public void prepareNew(StoreLayout layout) throws IOException {
        List<Path> dirs = new ArrayList<>(List.of(directory(layout.manifestPrefix()), directory(layout.leasePrefix()),
                directory(layout.fenceMarkerPrefix())));
        boolean segments = !Files.isDirectory(directory(layout.logPrefix()));
        Path wal = directory(layout.segmentPrefix());
        if (segments) {
            dirs.add(wal);
        }
        createDirectoriesDurably(dirs);
        if (segments) {
            spareFiles.prepare(wal, SegmentLogSpace.FIRST_SEGMENT_BYTES);
        }
    }

    /**
     * Creates each of {@code dirs} and what is missing above them, up to the store's directory, which
     * must still exist: if it vanished (deleted, or its volume unmounted), writing on would start a
     * new, empty store where the old one was, or fill the file system the volume was mounted on.
     * Then fsyncs each directory that got a new entry, once, whatever the number of entries.
     */
    void createDirectoriesDurably(List<Path> dirs) throws IOException {
        Set<Path> parents = new LinkedHashSet<>();
        for (Path dir : dirs) {
            createMissing(dir, parents);
        }
        for (Path parent : parents) {
            fsyncDirectory(parent);
        }
    }

    /** Creates {@code dir} and what is missing above it, adding to {@code parents} each directory where one was created. */
    private void createMissing(Path dir, Set<Path> parents) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        if (dir.equals(root)) {
            throw new NoSuchFileException(root.toString(), null, "the store's directory no longer exists");
        }
        Path parent = dir.getParent();
        createMissing(parent, parents);
        try {
            Files.createDirectory(dir);
        } catch (FileAlreadyExistsException raced) {
            return;
        }
        parents.add(parent);
    }

    static void fsyncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
