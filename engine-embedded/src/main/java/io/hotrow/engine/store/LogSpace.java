package io.hotrow.engine.store;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where one database's log lives in its store: entries at consecutive ids, each created once with
 * put-if-absent, which is what fences a deposed writer (it finds its next id taken). How the entries
 * are kept belongs to the store: one object per entry ({@link ObjectStore#logSpace}'s default, for
 * S3 and the memory store), or records appended to preallocated segment files on a local directory
 * (docs/log-segments.md), where a commit then costs one {@code fdatasync}.
 */
public interface LogSpace {

    /**
     * Makes {@code bytes} durable as the entry at {@code id}, if there is none yet. Returns only when
     * it is durable.
     *
     * @return true if this call created the entry, false if the id was already taken
     */
    boolean putIfAbsent(long id, byte[] bytes) throws IOException;

    /** The entry's bytes, or empty if there is none. */
    Optional<byte[]> get(long id) throws IOException;

    /** The ids of every entry, in ascending order. */
    List<Long> ids() throws IOException;

    /**
     * Truncation after a snapshot: removes entries below {@code id}, at least every one not in
     * {@code keep} (the fences, which an object store must keep so that no writer they stopped finds
     * their ids free again). A store may keep more than it was asked to remove.
     */
    void truncateBelow(long id, Set<Long> keep) throws IOException;

    /**
     * Whether a committer's own thread may write here, not only the committer's flush threads
     * (docs/log-segments.md, "Who writes"). Java closes a file channel whose thread is interrupted
     * in a read or write, so a put may be cut short at any point; it may then be made again, with the
     * same id and bytes, and finds what its cut attempt wrote as its own (created), not as taken.
     */
    default boolean putsSurviveInterrupts() {
        return false;
    }

    /** The entry's name in messages, such as its object key. */
    String name(long id);

    /**
     * Releases what this handle holds open (files) and returns once nothing of it writes any more
     * (a spare segment being prepared); a later call fails. A read started for an opener that gave
     * up may still come: it must not create files in a directory that may be being removed.
     */
    default void close() {
    }
}
