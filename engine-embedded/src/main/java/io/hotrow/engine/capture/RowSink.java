package io.hotrow.engine.capture;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.SQLException;

/** Where the capture trigger sends each changed row of the statement running on this thread. */
public interface RowSink {

    /** Drops row changes: for recovery, which replays changes that are already in the log. */
    RowSink IGNORE = (trigger, before, after) -> {
    };

    /** Fails the statement: bound while a statement runs without the writer lane. */
    RowSink REFUSE = new RowSink() {
        @Override
        public void rowChanged(TriggerKey trigger, Object[] before, Object[] after) throws SQLException {
            throw refused("change rows");
        }

        @Override
        public void generatorMoved() throws SQLException {
            throw refused("draw from or set a sequence");
        }

        private SQLException refused(String what) {
            return new SQLException("a statement classified as a read tried to " + what
                    + "; hotrow refused it so that no unlogged change can commit", EngineErrors.NOT_SUPPORTED);
        }
    };

    void rowChanged(TriggerKey trigger, Object[] before, Object[] after) throws SQLException;

    /**
     * A sequence function moved a generator, maybe one behind an identity column, which no row
     * change shows: the commit must look for moved generators.
     */
    default void generatorMoved() throws SQLException {
    }
}
