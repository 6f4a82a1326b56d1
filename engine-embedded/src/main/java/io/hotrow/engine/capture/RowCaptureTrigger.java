package io.hotrow.engine.capture;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.api.Trigger;

/** Installed on every table as {@code AFTER INSERT, UPDATE, DELETE FOR EACH ROW}; forwards row images. */
public final class RowCaptureTrigger implements Trigger {

    private TriggerKey key;

    @Override
    public void init(Connection conn, String schemaName, String triggerName, String tableName, boolean before, int type) {
        this.key = new TriggerKey(schemaName, TableCatalog.canonicalTriggerName(triggerName));
    }

    @Override
    public void fire(Connection conn, Object[] oldRow, Object[] newRow) throws SQLException {
        CaptureScope.current().rowChanged(key, oldRow, newRow);
    }
}
