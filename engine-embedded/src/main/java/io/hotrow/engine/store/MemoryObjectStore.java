package io.hotrow.engine.store;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Objects in this JVM's memory: the {@code mem:} store, and the store tests and benchmarks use to
 * inject what real object stores do: latency per operation, errors before a put is sent, lost
 * responses (the put landed but the writer is told it failed), puts held until released, and a
 * crash point after which the store answers nothing until {@link #restart()}.
 */
public final class MemoryObjectStore implements ObjectStore {

    /** The operations latency can be injected into. */
    public enum Operation { PUT, GET, LIST, DELETE }

    private final ConcurrentSkipListMap<String, byte[]> objects = new ConcurrentSkipListMap<>();
    private final String name;
    private volatile Map<Operation, Duration> latency = Map.of();
    private final AtomicInteger failuresBeforeSend = new AtomicInteger();
    private final AtomicInteger lostResponses = new AtomicInteger();
    private final AtomicInteger putsUntilCrash = new AtomicInteger(-1);
    private final AtomicInteger putsStarted = new AtomicInteger();
    private volatile boolean crashed;
    private volatile CountDownLatch putGate;

    public MemoryObjectStore(String name) {
        this.name = name;
    }

    // ---- fault injection ----

    /** Every later {@code operation} takes at least {@code delay}. */
    public synchronized MemoryObjectStore latency(Operation operation, Duration delay) {
        Map<Operation, Duration> changed = new EnumMap<>(Operation.class);
        changed.putAll(latency);
        changed.put(operation, delay);
        latency = changed;
        return this;
    }

    /** The next {@code count} puts fail before anything is stored. */
    public MemoryObjectStore failPutsBeforeSend(int count) {
        failuresBeforeSend.set(count);
        return this;
    }

    /** The next {@code count} puts are stored, then reported as failed. */
    public MemoryObjectStore losePutResponses(int count) {
        lostResponses.set(count);
        return this;
    }

    /** After {@code puts} more puts land, the store stops answering, as if the writer's process died. */
    public MemoryObjectStore crashAfterPuts(int puts) {
        putsUntilCrash.set(puts);
        return this;
    }

    /** Answers again after a crash point, keeping every object that landed, as a restarted process would see. */
    public MemoryObjectStore restart() {
        crashed = false;
        putsUntilCrash.set(-1);
        return this;
    }

    /** Puts from now on wait, without landing, until {@link #releasePuts()}. */
    public MemoryObjectStore holdPuts() {
        putGate = new CountDownLatch(1);
        return this;
    }

    public void releasePuts() {
        CountDownLatch gate = putGate;
        putGate = null;
        if (gate != null) {
            gate.countDown();
        }
    }

    /** How many puts have been started, landed or not: lets a test wait until a put is in flight. */
    public int putsStarted() {
        return putsStarted.get();
    }

    public boolean isCrashed() {
        return crashed;
    }

    // ---- the store ----

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        ObjectKeys.check(key);
        putsStarted.incrementAndGet();
        waitAtGate();
        delay(Operation.PUT);
        checkAlive();
        if (takeOne(failuresBeforeSend)) {
            throw new IOException("injected failure: put of " + key + " was not sent");
        }
        boolean created = objects.putIfAbsent(key, bytes.clone()) == null;
        if (putsUntilCrash.get() > 0 && putsUntilCrash.decrementAndGet() == 0) {
            crashed = true;
        }
        if (takeOne(lostResponses)) {
            throw new IOException("injected failure: the response to the put of " + key + " was lost");
        }
        return created;
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        delay(Operation.GET);
        checkAlive();
        byte[] bytes = objects.get(key);
        return bytes == null ? Optional.empty() : Optional.of(bytes.clone());
    }

    @Override
    public List<String> list(String prefix) throws IOException {
        delay(Operation.LIST);
        checkAlive();
        List<String> keys = new ArrayList<>();
        for (String key : objects.tailMap(prefix, true).keySet()) {
            if (!key.startsWith(prefix)) {
                break;
            }
            keys.add(key);
        }
        return keys;
    }

    @Override
    public void delete(String key) throws IOException {
        delay(Operation.DELETE);
        checkAlive();
        objects.remove(key);
    }

    /** Replaces an object's bytes behind the writer's back: for tests of corrupt-object detection. */
    public void overwrite(String key, byte[] bytes) {
        objects.put(ObjectKeys.check(key), bytes.clone());
    }

    /** As S3, which this store stands in for in tests and benchmarks (with injected latency). */
    @Override
    public int writesInFlight() {
        return 8;
    }

    @Override
    public String describe() {
        return "memory store " + name;
    }

    private static boolean takeOne(AtomicInteger counter) {
        return counter.getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0;
    }

    private void checkAlive() throws IOException {
        if (crashed) {
            throw new IOException("injected crash: " + describe() + " no longer answers");
        }
    }

    private void delay(Operation operation) throws IOException {
        Duration delay = latency.get(operation);
        if (delay != null && !delay.isZero()) {
            try {
                Thread.sleep(delay.toMillis(), (int) (delay.toNanos() % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted during injected latency", e);
            }
        }
    }

    private void waitAtGate() throws IOException {
        CountDownLatch gate = putGate;
        if (gate == null) {
            return;
        }
        try {
            if (!gate.await(2, TimeUnit.MINUTES)) {
                throw new IOException("a held put was never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while the put was held", e);
        }
    }
}
