package io.hotrow.engine.store;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The durable medium under every database: a flat namespace of immutable objects, as on S3.
 * Objects are written once and never overwritten, so the commit path needs only
 * {@link #putIfAbsent}, which is also what makes a second writer visible (it finds its key taken).
 */
public interface ObjectStore {

    /**
     * Stores {@code bytes} under {@code key} if no object has that key. Returns only when the object
     * is durable.
     *
     * @return true if this call created the object, false if the key was already taken
     */
    boolean putIfAbsent(String key, byte[] bytes) throws IOException;

    /**
     * {@link #putIfAbsent} of {@code bytes} under each of {@code keys}, returning once every put
     * settled: which created their object, in order; the first failure is thrown. At once by default
     * (on S3 one round trip for all); a local directory makes the names it links in one directory
     * durable with one fsync of it.
     */
    default List<Boolean> putAllIfAbsent(List<String> keys, byte[] bytes) throws IOException {
        return ConcurrentRequests.settleAll(keys.stream().<ConcurrentRequests.Request<Boolean>>map(key -> () -> putIfAbsent(key, bytes)).toList());
    }

    /** The object's bytes, or empty if there is none. */
    Optional<byte[]> get(String key) throws IOException;

    /** Keys starting with {@code prefix}, in ascending order. */
    List<String> list(String prefix) throws IOException;

    /** Removes the object; no error if it does not exist. */
    void delete(String key) throws IOException;

    /**
     * How many log writes a database keeps in flight on this store by default. One where writes
     * serialize anyway (a local disk's fsyncs); more where each write is a network round trip, so
     * the next can leave while one is on its way.
     */
    default int writesInFlight() {
        return 1;
    }

    /**
     * Where the log of the database laid out by {@code layout} is kept ({@link LogSpace}): by default
     * one object per entry, written and read through {@code front}, the store itself or a wrapper of
     * it that sees every request. A store that keeps logs its own way overrides this (a local
     * directory keeps segment files); a wrapper delegates it, passing its front on.
     */
    default LogSpace logSpace(StoreLayout layout, ObjectStore front) {
        return new ObjectLogSpace(front, layout);
    }

    /**
     * The database laid out by {@code layout} has no manifest yet and is about to get its first
     * objects: a store of directories creates the directories they go into now, all together, so
     * that each parent is made durable once rather than once per subdirectory. Nothing by default;
     * a wrapper may delegate it.
     */
    default void prepareNew(StoreLayout layout) throws IOException {
    }

    /**
     * The database whose objects start with {@code prefix} was closed here: what this store prepared
     * ahead for its writes (a local directory's spare files) goes, so a closed database leaves only
     * its objects behind. A wrapper delegates it.
     */
    default void closed(String prefix) {
    }

    /** A short description for messages, such as the directory or bucket. Never contains credentials. */
    String describe();
}
