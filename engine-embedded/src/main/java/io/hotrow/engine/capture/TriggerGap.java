package io.hotrow.engine.capture;

import java.sql.SQLException;

/** A stretch of a schema change during which capture triggers may be missing; closing it puts them back. */
@FunctionalInterface
public interface TriggerGap extends AutoCloseable {

    TriggerGap NONE = () -> { };

    @Override
    void close() throws SQLException;
}
