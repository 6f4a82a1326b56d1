package io.hotrow.driver.pipeline;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Settings made on a JDBC object, kept so they can be made again on its replacement after the
 * connection moved to another backend: connection settings (autocommit, read-only, isolation),
 * statement settings (fetch size, timeouts) and a call's named parameters. Only the last call for
 * each key counts, so the record never grows past one entry per key.
 *
 * @param <K> what a call sets ({@link ConnectionSetting}, {@link StatementSetting}, a parameter's name)
 * @param <T> the object the calls are made on
 */
final class Rebinding<K, T> {

    /** One setter call, made again on a replacement. */
    @FunctionalInterface
    interface Call<T> {
        void on(T target) throws SQLException;
    }

    private final Map<K, Call<T>> calls = new LinkedHashMap<>();

    /** Records {@code call} as what sets {@code key}, replacing an earlier call for it. */
    void record(K key, Call<T> call) {
        calls.remove(key); // in the order last made
        calls.put(key, call);
    }

    void forget(K key) {
        calls.remove(key);
    }

    void clear() {
        calls.clear();
    }

    void replayOn(T target) throws SQLException {
        for (Call<T> call : calls.values()) {
            call.on(target);
        }
    }

    /** Replays the calls whose key {@code which} accepts. */
    void replayOn(T target, Predicate<K> which) throws SQLException {
        for (Map.Entry<K, Call<T>> call : calls.entrySet()) {
            if (which.test(call.getKey())) {
                call.getValue().on(target);
            }
        }
    }
}
