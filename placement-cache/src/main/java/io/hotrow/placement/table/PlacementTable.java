package io.hotrow.placement.table;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectFrame;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.placement.Placement;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The placement table (docs/placement.md, "The placement table"): database → placement, versioned, in the object store the
 * engine databases live in, so every process sharing the store sees one truth. Each version is an
 * object written with put-if-absent under {@code placement/<database>/<version>}: two processes
 * deciding at once cannot both write the same version, so a decision is a compare-and-set on the
 * version it was made from.
 */
public final class PlacementTable {

    private static final String PREFIX = "placement/";
    private static final int MAGIC = 0x484f5450; // "HOTP"
    private static final short FORMAT_VERSION = 1;
    private static final String KIND = "placement record";

    private final ObjectStore store;

    public PlacementTable(ObjectStore store) {
        this.store = store;
    }

    /** The newest version, or {@link PlacementRecord#initial} when none was ever written. */
    public PlacementRecord current(String database) throws IOException {
        List<String> keys = store.list(prefix(database));
        long newest = keys.isEmpty() ? 0 : version(keys.get(keys.size() - 1));
        // A listing may trail a write that just landed: the next versions are read by key until one is absent.
        while (store.get(key(database, newest + 1)).isPresent()) {
            newest++;
        }
        if (newest == 0) {
            return PlacementRecord.initial(database);
        }
        String key = key(database, newest);
        byte[] bytes = store.get(key).orElseThrow(() -> new CorruptObjectException(key, "listed but missing"));
        return decode(database, key, bytes);
    }

    /**
     * Writes the version after {@code from}.
     *
     * @throws PlacementConflictException when another process wrote that version first
     */
    public PlacementRecord write(PlacementRecord from, Placement placement, boolean pinned, String reason)
            throws IOException, PlacementConflictException {
        PlacementRecord next = from.next(placement, pinned, reason, Instant.now());
        if (!store.putIfAbsent(key(next.database(), next.version()), encode(next))) {
            throw new PlacementConflictException(next.database(), next.version());
        }
        return next;
    }

    /** Every written version of a database, oldest first: the record of its decisions. */
    public List<PlacementRecord> history(String database) throws IOException {
        List<PlacementRecord> versions = new ArrayList<>();
        for (String key : store.list(prefix(database))) {
            byte[] bytes = store.get(key).orElseThrow(() -> new CorruptObjectException(key, "listed but missing"));
            versions.add(decode(database, key, bytes));
        }
        return versions;
    }

    /** Every database with at least one written version, with its newest version. */
    public List<PlacementRecord> all() throws IOException {
        Set<String> databases = new LinkedHashSet<>();
        for (String key : store.list(PREFIX)) {
            String rest = key.substring(PREFIX.length());
            int slash = rest.indexOf('/');
            if (slash > 0) {
                databases.add(rest.substring(0, slash));
            }
        }
        List<PlacementRecord> records = new ArrayList<>();
        for (String database : databases) {
            records.add(current(database));
        }
        return records;
    }

    private static String prefix(String database) {
        return PREFIX + database + "/";
    }

    /** The version zero-padded to 20 digits, so keys sort as versions do; built by hand, as Formatter's first use loads a hundred classes. */
    private static String key(String database, long version) {
        String digits = Long.toString(version);
        return prefix(database) + "0".repeat(Math.max(0, 20 - digits.length())) + digits + ".placement";
    }

    private static long version(String key) {
        String name = key.substring(key.lastIndexOf('/') + 1);
        return Long.parseLong(name.substring(0, name.indexOf('.')));
    }

    private static byte[] encode(PlacementRecord record) {
        return ObjectFrame.encode(MAGIC, FORMAT_VERSION, record.database(), record.version(), out -> {
            ObjectFrame.writeString(out, record.placement().name());
            out.writeBoolean(record.pinned());
            ObjectFrame.writeString(out, record.reason());
            out.writeLong(record.at().toEpochMilli());
        });
    }

    private static PlacementRecord decode(String database, String key, byte[] bytes) throws CorruptObjectException {
        return ObjectFrame.decode(key, KIND, MAGIC, FORMAT_VERSION, database, bytes, (version, in) -> {
            Placement placement = Placement.parse(ObjectFrame.readString(in));
            if (placement == null) {
                throw new IOException("unknown placement");
            }
            boolean pinned = in.readBoolean();
            String reason = ObjectFrame.readString(in);
            Instant at = Instant.ofEpochMilli(in.readLong());
            if (version != version(key)) {
                throw new IOException("holds version " + version + " under the key of another");
            }
            return new PlacementRecord(database, placement, version, pinned, reason, at);
        });
    }
}
