package io.hotrow.engine.capture;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.SQLException;

/** Where the capture trigger sends each changed row of the statement running on this thread. */
public interface RowSink {

    /** Drops row changes: for recovery, which replays changes that are already in the log. */
    RowSink IGNORE = (trigger, before, after) -> {
    };

    /** Fails the statement: bound while a statement runs without the writer lane. */
    RowSink REFUSE = (trigger, before, after) -> {
        throw new SQLException("a statement classified as a read tried to change rows; hotrow refused it so that no unlogged change can commit", EngineErrors.NOT_SUPPORTED);
    };

    void rowChanged(TriggerKey trigger, Object[] before, Object[] after) throws SQLException;
}
