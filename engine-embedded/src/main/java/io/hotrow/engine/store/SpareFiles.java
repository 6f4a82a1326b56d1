package io.hotrow.engine.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;

/**
 * Temporary files created ahead of time, off the commit path, one per directory and size: creating a
 * file costs about an fsync on ext4, and zero-filling a log segment far more. A file of a non-zero
 * size is filled with zeroes and made durable, data and size, so that writes into it later need
 * only {@code fdatasync}. Temporary files are never listed, and leftovers are harmless.
 */
final class SpareFiles {

    static final String TEMP_MARKER = ".tmp-";
    private static final int ZEROES = 1 << 20;
    private static final ExecutorService PREPARERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-local-store");
        thread.setDaemon(true);
        return thread;
    });

    private record Slot(Path dir, long size) {
    }

    private final Map<Slot, CompletableFuture<Path>> spares = new ConcurrentHashMap<>();

    /** Runs a clean-up on the preparers' threads. */
    static void inBackground(Runnable task) {
        PREPARERS.execute(task);
    }

    /** A temporary file of {@code size} zeroes in {@code dir}: the one {@link #prepare}d ahead if any, else made now. */
    Path take(Path dir, long size) throws IOException {
        Slot slot = new Slot(dir, size);
        CompletableFuture<Path> spare = spares.remove(slot);
        Path temp = null;
        if (spare != null) {
            try {
                temp = spare.join();
            } catch (RuntimeException failed) {
                // prepared in vain (directory removed, disk full): create one inline and report that error if any
            }
        }
        if (temp == null) {
            temp = create(dir, size);
        }
        return temp;
    }

    /** Starts preparing a file for a later {@link #take} of the same directory and size. */
    void prepare(Path dir, long size) {
        spares.computeIfAbsent(new Slot(dir, size), s -> CompletableFuture.supplyAsync(() -> {
            try {
                return create(s.dir(), s.size());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, PREPARERS));
    }

    /** Waits until the files being prepared exist, so nothing more appears in their directories (before removing them). */
    void await() {
        awaitWhere(slot -> true);
    }

    /** Waits until the files being prepared in {@code dir} exist: nothing of a closed log writes after its close. */
    void await(Path dir) {
        awaitWhere(slot -> slot.dir().equals(dir));
    }

    /**
     * Deletes the files prepared in {@code dir} and below, once they exist: their directories' owner
     * closed. A file another handle of those directories takes first is its own.
     */
    void discard(Path dir) {
        for (Map.Entry<Slot, CompletableFuture<Path>> spare : List.copyOf(spares.entrySet())) {
            if (spare.getKey().dir().startsWith(dir) && spares.remove(spare.getKey(), spare.getValue())) {
                try {
                    Files.deleteIfExists(spare.getValue().join());
                } catch (IOException | RuntimeException failed) {
                    // nothing was created, or it stays as the harmless leftover a killed process leaves
                }
            }
        }
    }

    private void awaitWhere(Predicate<Slot> which) {
        for (Map.Entry<Slot, CompletableFuture<Path>> spare : List.copyOf(spares.entrySet())) {
            if (which.test(spare.getKey())) {
                try {
                    spare.getValue().join();
                } catch (RuntimeException failed) {
                    // nothing was created
                }
            }
        }
    }

    private static Path create(Path dir, long size) throws IOException {
        Path temp = dir.resolve(TEMP_MARKER + UUID.randomUUID());
        if (size == 0) {
            Files.createFile(temp);
            return temp;
        }
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ByteBuffer zeroes = ByteBuffer.allocate((int) Math.min(size, ZEROES));
            for (long written = 0; written < size; ) {
                zeroes.clear().limit((int) Math.min(zeroes.capacity(), size - written));
                written += channel.write(zeroes, written);
            }
            channel.force(true); // the size too: later appends change no metadata that fdatasync would write
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return temp;
    }
}
