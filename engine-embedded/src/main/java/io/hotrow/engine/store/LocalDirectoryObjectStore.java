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
import java.util.List;
import java.util.stream.Stream;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Objects as files under a root directory: the embedded default. A put writes a temporary file,
 * fsyncs it, then links it to its final name (a link fails if the name exists, which gives
 * put-if-absent without a lock) and fsyncs the directory so the name itself is durable.
 *
 * <p>Creating a file costs about as much as the fsyncs here (measured ~0.6 ms on this machine's
 * ext4), so each directory keeps one empty temporary file created ahead of time, off the commit
 * path. Temporary files are never listed, and leftovers are harmless.
 */
public final class LocalDirectoryObjectStore implements ObjectStore {

    private static final String TEMP_MARKER = ".tmp-";
    private static final Duration ABANDONED_AFTER = Duration.ofHours(1);
    private static final ExecutorService PREPARERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-local-store");
        thread.setDaemon(true);
        return thread;
    });

    private final Path root;
    private final Map<Path, CompletableFuture<Path>> spareTempFiles = new ConcurrentHashMap<>();

    /**
     * A store in {@code root}, created if missing. A directory this process cannot use fails here,
     * with a message that says which path, what is wrong and what to do.
     */
    public LocalDirectoryObjectStore(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        StoreDirectory.prepare(this.root);
        PREPARERS.execute(this::removeAbandonedTempFiles);
    }

    /**
     * Deletes temporary files a killed process left behind. Only old ones: another process using
     * this directory right now may be in the middle of a put.
     */
    private void removeAbandonedTempFiles() {
        Instant before = Instant.now().minus(ABANDONED_AFTER);
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(path -> path.getFileName().toString().startsWith(TEMP_MARKER)).forEach(path -> {
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
        Path dir = target.getParent();
        if (!Files.isDirectory(dir)) {
            createDirectoriesDurably(dir);
        }
        Path temp = takeTempFile(dir);
        try {
            try (FileChannel channel = openTempFile(temp)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(false); // fdatasync: the data and the size; the name is made durable below
            }
            try {
                Files.createLink(target, temp);
            } catch (FileAlreadyExistsException taken) {
                return false;
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        fsyncDirectory(dir);
        return true;
    }

    /** An empty temporary file in {@code dir}, prepared ahead if possible, and the next one started. */
    private Path takeTempFile(Path dir) throws IOException {
        CompletableFuture<Path> spare = spareTempFiles.remove(dir);
        Path temp = null;
        if (spare != null) {
            try {
                temp = spare.join();
            } catch (RuntimeException failed) {
                // prepared in vain (directory removed, disk full): create one inline and report that error if any
            }
        }
        if (temp == null) {
            temp = createTempFile(dir);
        }
        spareTempFiles.computeIfAbsent(dir, d -> CompletableFuture.supplyAsync(() -> {
            try {
                return createTempFile(d);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, PREPARERS));
        return temp;
    }

    /** Waits until the temporary files being prepared ahead exist, so nothing more appears in the directory (before removing it). */
    public void awaitSpareFiles() {
        for (CompletableFuture<Path> spare : spareTempFiles.values()) {
            try {
                spare.join();
            } catch (RuntimeException failed) {
                // nothing was created
            }
        }
    }

    /** Opens a prepared temporary file; if it vanished meanwhile (a clean-up by another process), creates it. */
    private static FileChannel openTempFile(Path temp) throws IOException {
        try {
            return FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        } catch (NoSuchFileException vanished) {
            return FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW);
        }
    }

    private static Path createTempFile(Path dir) throws IOException {
        Path temp = dir.resolve(TEMP_MARKER + UUID.randomUUID());
        Files.createFile(temp);
        return temp;
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
                if (entry.getFileName().toString().contains(TEMP_MARKER)) {
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

    private Path resolve(String key) {
        return root.resolve(ObjectKeys.check(key));
    }

    /**
     * Creates {@code dir} and what is missing above it, up to the store's directory, which must still
     * exist: if it vanished (deleted, or its volume unmounted), writing on would start a new, empty
     * store where the old one was, or fill the file system the volume was mounted on.
     */
    private void createDirectoriesDurably(Path dir) throws IOException {
        if (dir.equals(root)) {
            throw new NoSuchFileException(root.toString(), null, "the store's directory no longer exists");
        }
        Path parent = dir.getParent();
        if (!Files.isDirectory(parent)) {
            createDirectoriesDurably(parent);
        }
        try {
            Files.createDirectory(dir);
        } catch (FileAlreadyExistsException raced) {
            return;
        }
        fsyncDirectory(parent);
    }

    private static void fsyncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
