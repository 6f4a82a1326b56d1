package io.hotrow.driver.pipeline;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Settings made on a JDBC object, kept so they can be made again on its replacement after the
 * connection moved to another backend: connection settings (autocommit, read-only, isolation) and
 * statement settings (fetch size, timeouts). Only the last call of each setter counts.
 */
final class Rebinding<T> {

    /** One setter call, made again on a replacement. */
    @FunctionalInterface
    interface Call<T> {
        void on(T target) throws SQLException;
    }

    private final Map<String, Call<T>> calls = new LinkedHashMap<>();

    /** @param setter names the setter, so that a later call of it replaces this one */
    void record(String setter, Call<T> call) {
        calls.remove(setter); // in the order last made
        calls.put(setter, call);
    }

    void replayOn(T target) throws SQLException {
        for (Call<T> call : calls.values()) {
            call.on(target);
        }
    }
}
