package io.hotrow.engine.database;

import java.sql.SQLException;

/** One call into the H2 session, run by {@link Session#run} under the transaction rules. */
@FunctionalInterface
public interface SqlAction<T> {
    T run() throws SQLException;

    /** {@code batch}, a JDBC batch's run: several statements, whose rows the checks of one statement do not take as one. */
    static <T> SqlAction<T> batch(SqlAction<T> batch) {
        return new Batch<>(batch);
    }

    /** Whether this runs a JDBC batch ({@link #batch}). */
    default boolean isBatch() {
        return false;
    }

    /** A JDBC batch's run. */
    record Batch<T>(SqlAction<T> batch) implements SqlAction<T> {
        @Override
        public T run() throws SQLException {
            return batch.run();
        }

        @Override
        public boolean isBatch() {
            return true;
        }
    }
}
