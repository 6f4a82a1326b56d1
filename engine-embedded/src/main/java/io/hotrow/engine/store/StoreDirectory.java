package io.hotrow.engine.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Makes sure a local store's directory exists and this process can write in it, and otherwise
 * says so in words a person can act on: which path, what is wrong, what to do. The file system's
 * own exception (a bare {@code NoSuchFileException: /x}) stays the cause.
 */
final class StoreDirectory {

    private StoreDirectory() {
    }

    static void prepare(Path root) throws IOException {
        if (Files.exists(root) && !Files.isDirectory(root)) {
            throw unusable(root, "it is a file, not a directory. Name a directory (hotrow creates it if it is missing)", null);
        }
        try {
            Files.createDirectories(root);
        } catch (FileSystemException e) {
            throw unusable(root, cannotCreate(root, e), e);
        }
        if (!Files.isWritable(root)) {
            throw unusable(root, "this process (user " + user() + ") may not write in it. Give that user write permission on it,"
                    + " or name another directory", null);
        }
    }

    private static String cannotCreate(Path root, FileSystemException e) {
        Path blocker = firstExistingAncestor(root);
        if (blocker != null && !Files.isDirectory(blocker)) {
            return blocker + " is a file, so no directory can be created under it. Name a directory whose parents are directories";
        }
        String where = e.getFile() == null ? root.toString() : e.getFile();
        if (e instanceof AccessDeniedException) {
            return "permission denied creating " + where + (blocker == null ? "" : " in " + blocker) + ". Create the directory and give user "
                    + user() + " write permission on it, or name another directory";
        }
        String reason = e instanceof NoSuchFileException ? "the file system does not allow it there" : e.getReason();
        return "it cannot be created (" + where + ": " + (reason == null ? "refused by the file system" : reason)
                + "). Create it by hand or name another directory";
    }

    /** The nearest ancestor of {@code path} that exists (a file or a directory), or null. */
    private static Path firstExistingAncestor(Path path) {
        for (Path p = path.getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                return p;
            }
        }
        return null;
    }

    private static String user() {
        return System.getProperty("user.name");
    }

    private static IOException unusable(Path root, String problem, IOException cause) {
        return new IOException("cannot use directory " + root + " as a hotrow store: " + problem, cause);
    }
}
