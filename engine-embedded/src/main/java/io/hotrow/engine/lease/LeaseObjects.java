package io.hotrow.engine.lease;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import io.hotrow.engine.store.ConcurrentRequests;
import io.hotrow.engine.store.ConcurrentRequests.Pending;
import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectFrame;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

/**
 * A database's lease objects in its store, {@code db/<name>/lease/<epoch>/<seq>}: created with
 * put-if-absent only, so at each position exactly one of the owner's renewal, its hand-back or a
 * taker's fence lands.
 */
public final class LeaseObjects {

    private static final int MAGIC = 0x48524c53; // "HRLS"
    private static final short FORMAT_VERSION = 1;
    private static final String KIND = "lease object";
    private static final int READ_ATTEMPTS = 10;

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;

    public LeaseObjects(ObjectStore store, String database) {
        this.store = store;
        this.layout = new StoreLayout(database);
        this.database = database;
    }

    /**
     * The newest lease object, or empty when the database has none (never opened since leases
     * exist, or cleared). The listing only says where to start: one taken while objects are created
     * can miss the newest (an ext4 directory listing does), so the newest is found by reading the
     * positions after it until one is missing. The listed object and the two positions that can
     * follow it are read at once: one round trip, not three, on an idle database.
     */
    public Optional<LeaseRecord> newest() throws IOException {
        for (int attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
            long[] top = null;
            for (String key : store.list(layout.leasePrefix())) {
                long[] position = layout.leasePosition(key);
                if (position != null && (top == null || position[0] > top[0] || (position[0] == top[0] && position[1] > top[1]))) {
                    top = position;
                }
            }
            if (top == null) {
                return Optional.empty();
            }
            long epoch = top[0], seq = top[1];
            Pending<Optional<LeaseRecord>> listed = ConcurrentRequests.start(() -> get(epoch, seq));
            Optional<LeaseRecord> next = after(epoch, seq);
            if (listed.get().isEmpty()) {
                continue; // pruned since the listing: list again
            }
            LeaseRecord newest = listed.get().get();
            while (next.isPresent()) {
                newest = next.get();
                next = after(newest.epoch(), newest.seq());
            }
            return Optional.of(newest);
        }
        throw new IOException("the lease objects of database '" + database + "' in " + store.describe() + " kept changing while being read");
    }

    /** The object right after position ({@code epoch}, {@code seq}): its epoch's next position, or the next epoch's claim, read at once. */
    private Optional<LeaseRecord> after(long epoch, long seq) throws IOException {
        Pending<Optional<LeaseRecord>> nextEpoch = ConcurrentRequests.start(() -> get(epoch + 1, 0));
        Optional<LeaseRecord> next = get(epoch, seq + 1);
        return next.isPresent() ? next : nextEpoch.get();
    }

    /** Creates {@code record} at its position; false if that position is taken. */
    boolean put(LeaseRecord record) throws IOException {
        return store.putIfAbsent(layout.leaseKey(record.epoch(), record.seq()), encode(record));
    }

    Optional<LeaseRecord> get(long epoch, long seq) throws IOException {
        String key = layout.leaseKey(epoch, seq);
        Optional<byte[]> bytes = store.get(key);
        return bytes.isEmpty() ? Optional.empty() : Optional.of(decode(key, epoch, seq, bytes.get()));
    }

    /**
     * Creates {@code record}; true also when its position holds this very owner's object already, a
     * put whose response was lost that landed all the same.
     */
    boolean create(LeaseRecord record) throws IOException {
        if (put(record)) {
            return true;
        }
        Optional<LeaseRecord> there = get(record.epoch(), record.seq());
        return there.isPresent() && there.get().ownerId().equals(record.ownerId()) && there.get().kind() == record.kind();
    }

    /** Deletes one renewal, an owner's own superseded one; failing only leaves it behind. */
    void delete(long epoch, long seq) throws IOException {
        store.delete(layout.leaseKey(epoch, seq));
    }

    /** Deletes every lease object of an epoch before {@code epoch}, and of {@code epoch} before {@code seq}. */
    void deleteBefore(long epoch, long seq) throws IOException {
        for (String key : store.list(layout.leasePrefix())) {
            long[] position = layout.leasePosition(key);
            if (position != null && (position[0] < epoch || (position[0] == epoch && position[1] < seq))) {
                store.delete(key);
            }
        }
    }

    /** Where the objects are, for messages. */
    String describe() {
        return store.describe();
    }

    byte[] encode(LeaseRecord record) {
        return ObjectFrame.encode(MAGIC, FORMAT_VERSION, database, record.epoch(), out -> {
            out.writeByte(record.kind().ordinal());
            out.writeLong(record.seq());
            writeString(out, record.ownerId());
            writeString(out, record.host());
            out.writeLong(record.pid());
            writeString(out, record.address() == null ? "" : record.address());
            out.writeLong(record.duration().toMillis());
            out.writeLong(record.renewEvery().toMillis());
        });
    }

    LeaseRecord decode(String key, long expectedEpoch, long expectedSeq, byte[] bytes) throws CorruptObjectException {
        return ObjectFrame.decode(key, KIND, MAGIC, FORMAT_VERSION, database, bytes, (epoch, in) -> {
            if (epoch != expectedEpoch) {
                throw new CorruptObjectException(key, "holds the lease of epoch " + epoch);
            }
            int kind = in.readByte();
            if (kind < 0 || kind >= LeaseRecord.Kind.values().length) {
                throw new CorruptObjectException(key, "has unknown lease kind " + kind);
            }
            long seq = in.readLong();
            if (seq != expectedSeq) {
                throw new CorruptObjectException(key, "holds renewal " + seq);
            }
            String ownerId = readString(in), host = readString(in);
            long pid = in.readLong();
            String address = readString(in);
            Duration duration = Duration.ofMillis(in.readLong()), renewEvery = Duration.ofMillis(in.readLong());
            if (duration.isNegative() || duration.isZero() || renewEvery.isNegative() || renewEvery.isZero()) {
                throw new CorruptObjectException(key, "holds lease duration " + duration + " renewed every " + renewEvery);
            }
            return new LeaseRecord(LeaseRecord.Kind.values()[kind], epoch, seq, ownerId, host, pid, address.isEmpty() ? null : address,
                    duration, renewEvery);
        });
    }
}
