package io.hotrow.driver.command;

import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * The text a command-line tool prints for a failure. The file system's exceptions carry only a
 * path as their message ({@code NoSuchFileException: /etc/hotrow/users}), which printed alone tells
 * the person nothing of what is wrong with it.
 */
public final class CommandErrors {

    private CommandErrors() {
    }

    /** What went wrong, naming the file or directory concerned when there is one. */
    public static String describe(Exception e) {
        if (e instanceof FileSystemException fs) {
            String file = fs.getFile() == null ? "a file" : fs.getFile();
            String what = fs.getReason() != null ? fs.getReason() : problem(fs);
            return file + ": " + what + (fs.getOtherFile() == null ? "" : " (" + fs.getOtherFile() + ")");
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static String problem(FileSystemException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied to user " + System.getProperty("user.name");
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "already exists";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "directory not empty";
        }
        return "cannot be used (" + e.getClass().getSimpleName() + ")";
    }
}
