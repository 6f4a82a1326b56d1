package io.hotrow.engine.lease;

import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One process's client of a store, which a test can cut off: {@link #refuseLeaseWrites} makes the
 * lease's puts fail (the rest goes through), {@link #partition} makes every operation hang until
 * {@link #heal}, as a network partition between this process and the store does, and
 * {@link #holdListings} only the listings of one prefix, as a slow answer to one of several reads
 * sent at once. Another client on
 * the same objects (another process) is not affected.
 */
final class PartitionableStore implements ObjectStore {

    private final ObjectStore delegate;
    private volatile boolean refuseLeaseWrites;
    private volatile CountDownLatch partition;
    private volatile String heldPrefix;
    private final AtomicInteger held = new AtomicInteger();
    private final Map<String, AtomicInteger> listed = new ConcurrentHashMap<>();

    PartitionableStore(ObjectStore delegate) {
        this.delegate = delegate;
    }

    void refuseLeaseWrites() {
        refuseLeaseWrites = true;
    }

    void partition() {
        partition = new CountDownLatch(1);
    }

    /** Makes this client's listings of {@code prefix} hang until {@link #heal}; the rest goes through. */
    void holdListings(String prefix) {
        heldPrefix = prefix;
        partition();
    }

    void heal() {
        CountDownLatch cut = partition;
        partition = null;
        heldPrefix = null;
        if (cut != null) {
            cut.countDown();
        }
    }

    /** How many operations the partition holds now. */
    int held() {
        return held.get();
    }

    /** How many listings of {@code prefix} this client has answered. */
    int listed(String prefix) {
        AtomicInteger count = listed.get(prefix);
        return count == null ? 0 : count.get();
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        cutOffUnlessListingsOnly();
        if (refuseLeaseWrites && key.contains("/lease/")) {
            throw new IOException("injected failure: the store refuses " + key);
        }
        return delegate.putIfAbsent(key, bytes);
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        cutOffUnlessListingsOnly();
        return delegate.get(key);
    }

    @Override
    public List<String> list(String prefix) throws IOException {
        String only = heldPrefix;
        if (only == null || only.equals(prefix)) {
            cutOff();
        }
        List<String> keys = delegate.list(prefix);
        listed.computeIfAbsent(prefix, p -> new AtomicInteger()).incrementAndGet();
        return keys;
    }

    @Override
    public void delete(String key) throws IOException {
        cutOffUnlessListingsOnly();
        delegate.delete(key);
    }

    @Override
    public LogSpace logSpace(StoreLayout layout, ObjectStore front) {
        return delegate.logSpace(layout, front);
    }

    @Override
    public void closed(String prefix) {
        delegate.closed(prefix);
    }

    @Override
    public String describe() {
        return delegate.describe();
    }

    private void cutOffUnlessListingsOnly() throws IOException {
        if (heldPrefix == null) {
            cutOff();
        }
    }

    /** While partitioned, waits until healed: bounded, so a test that forgets to heal fails instead of hanging. */
    private void cutOff() throws IOException {
        CountDownLatch cut = partition;
        if (cut == null) {
            return;
        }
        held.incrementAndGet();
        try {
            if (!cut.await(2, TimeUnit.MINUTES)) {
                throw new IOException("injected partition: the store did not answer");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted during an injected partition", e);
        } finally {
            held.decrementAndGet();
        }
    }
}
