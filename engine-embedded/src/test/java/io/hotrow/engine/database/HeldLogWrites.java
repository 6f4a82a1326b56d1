package io.hotrow.engine.database;

import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.List;
import java.util.Queue;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One process's client of a store whose log writes a test settles one at a time: once
 * {@link #hold()} is called, each put of a log object waits, in flight, until the test lets it
 * {@link #land} or {@link #fail} (failing before anything is stored). Everything else goes
 * straight through, and another client of the same objects (another process) is not affected.
 * It also checks the window the log's readers rely on: a log write starts only once the write
 * {@link CommitLog#MAX_WRITES_IN_FLIGHT} ids before it landed.
 */
final class HeldLogWrites implements ObjectStore {

    private final ObjectStore delegate;
    /** Each held put's verdict, by key: true to land, false to fail. */
    private final Map<String, CompletableFuture<Boolean>> held = new ConcurrentSkipListMap<>();
    private volatile boolean holding;
    /** Log writes that started while the one {@link CommitLog#MAX_WRITES_IN_FLIGHT} ids back was held and had not landed. */
    private final Queue<String> windowBreaches = new ConcurrentLinkedQueue<>();

    HeldLogWrites(ObjectStore delegate) {
        this.delegate = delegate;
    }

    void hold() {
        holding = true;
    }

    /** The keys of the log writes held so far, in id order (settled ones included). */
    List<String> heldKeys() {
        return List.copyOf(held.keySet());
    }

    /** The held log writes not yet landed or failed, in id order. */
    List<String> unsettledKeys() {
        return held.entrySet().stream().filter(e -> !e.getValue().isDone()).map(Map.Entry::getKey).toList();
    }

    /** Log writes that left before the write {@link CommitLog#MAX_WRITES_IN_FLIGHT} ids back landed; empty when the window held. */
    List<String> windowBreaches() {
        return List.copyOf(windowBreaches);
    }

    /** Stops holding: the writes held now land, and later ones go straight through. */
    void release() {
        holding = false;
        held.values().forEach(verdict -> verdict.complete(true));
    }

    void land(String key) {
        held.get(key).complete(true);
    }

    void fail(String key) {
        held.get(key).complete(false);
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        if (holding && key.contains("/log/")) {
            String windowBack = windowBack(key);
            if (held.containsKey(windowBack) && delegate.get(windowBack).isEmpty()) {
                windowBreaches.add(key + " left before " + windowBack + " landed");
            }
            boolean land;
            try {
                land = held.computeIfAbsent(key, k -> new CompletableFuture<>()).get(60, TimeUnit.SECONDS); // bounded: a test that forgets fails
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while the put of " + key + " was held", e);
            } catch (ExecutionException | TimeoutException e) {
                throw new IOException("the put of " + key + " was held and never settled", e);
            }
            if (!land) {
                throw new IOException("injected failure: put of " + key + " was not sent");
            }
        }
        return delegate.putIfAbsent(key, bytes);
    }

    private static String windowBack(String logKey) {
        StoreLayout layout = new StoreLayout(logKey.substring("db/".length(), logKey.indexOf("/log/")));
        return layout.logKey(layout.logId(logKey) - CommitLog.MAX_WRITES_IN_FLIGHT);
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        return delegate.get(key);
    }

    @Override
    public List<String> list(String prefix) throws IOException {
        return delegate.list(prefix);
    }

    @Override
    public void delete(String key) throws IOException {
        delegate.delete(key);
    }

    @Override
    public int writesInFlight() {
        return delegate.writesInFlight();
    }

    @Override
    public String describe() {
        return delegate.describe();
    }
}
