package io.hotrow.benchmarks;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/** A temporary directory for engine databases, removed on close. */
final class ScratchDirectory implements AutoCloseable {

    private final Path root;

    ScratchDirectory() throws IOException {
        root = Files.createTempDirectory("hotrow-bench-");
    }

    Path path() {
        return root;
    }

    /** Best effort: the engine may still be pruning its log in the background; leftovers only cost disk space. */
    @Override
    public void close() {
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE; // deleted under us
                }

                @Override
                public FileVisitResult postVisitDirectory(Path directory, IOException e) throws IOException {
                    Files.deleteIfExists(directory);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            System.err.println("could not remove " + root + ": " + e);
        }
    }
}
