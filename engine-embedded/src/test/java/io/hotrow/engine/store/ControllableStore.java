package io.hotrow.engine.store;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Wraps a store so a test can hold a put in flight, fail it before it lands, or lose its response. */
public final class ControllableStore implements ObjectStore {

    public enum Mode { NORMAL, FAIL_BEFORE_WRITE, LOSE_RESPONSE }

    private final ObjectStore inner;
    private volatile Mode mode = Mode.NORMAL;
    private volatile CountDownLatch gate;
    private final CountDownLatch entered = new CountDownLatch(1);

    public ControllableStore(ObjectStore inner) {
        this.inner = inner;
    }

    public void mode(Mode mode) {
        this.mode = mode;
    }

    /** The next puts wait until {@link #release()}. */
    public void hold() {
        gate = new CountDownLatch(1);
    }

    public void release() {
        gate.countDown();
    }

    public boolean awaitPutInFlight() throws InterruptedException {
        return entered.await(30, TimeUnit.SECONDS);
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        CountDownLatch waitFor = gate;
        if (waitFor != null) {
            entered.countDown();
            try {
                if (!waitFor.await(60, TimeUnit.SECONDS)) {
                    throw new IOException("test gate never opened");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
        }
        switch (mode) {
            case FAIL_BEFORE_WRITE -> throw new IOException("injected failure before the write");
            case LOSE_RESPONSE -> {
                inner.putIfAbsent(key, bytes);
                throw new IOException("injected lost response after the write landed");
            }
            default -> {
                return inner.putIfAbsent(key, bytes);
            }
        }
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        return inner.get(key);
    }

    @Override
    public List<String> list(String prefix) throws IOException {
        return inner.list(prefix);
    }

    @Override
    public void delete(String key) throws IOException {
        inner.delete(key);
    }

    @Override
    public String describe() {
        return "controllable " + inner.describe();
    }
}
