package io.hotrow.engine.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Objects as files under a root directory: the embedded default. A put writes a temporary file,
 * fsyncs it, then links it to its final name (a link fails if the name exists, which gives
 * put-if-absent without a lock) and fsyncs the directory so the name itself is durable.
 */
public final class LocalDirectoryObjectStore implements ObjectStore {

    private static final String TEMP_MARKER = ".tmp-";

    private final Path root;

    public LocalDirectoryObjectStore(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        Files.createDirectories(this.root);
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        Path target = resolve(key);
        Path dir = target.getParent();
        if (!Files.isDirectory(dir)) {
            createDirectoriesDurably(dir);
        }
        Path temp = dir.resolve(target.getFileName() + TEMP_MARKER + UUID.randomUUID());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
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
        int slash = prefix.lastIndexOf('/');
        String dirPart = slash < 0 ? "" : prefix.substring(0, slash);
        String namePrefix = prefix.substring(slash + 1);
        Path dir = dirPart.isEmpty() ? root : resolve(dirPart);
        List<String> keys = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return keys;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.startsWith(namePrefix) && !name.contains(TEMP_MARKER) && Files.isRegularFile(entry)) {
                    keys.add(dirPart.isEmpty() ? name : dirPart + "/" + name);
                }
            }
        }
        keys.sort(null);
        return keys;
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

    private void createDirectoriesDurably(Path dir) throws IOException {
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
