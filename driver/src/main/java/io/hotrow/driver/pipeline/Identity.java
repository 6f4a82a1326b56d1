package io.hotrow.driver.pipeline;

import java.sql.SQLException;

/**
 * Unwrap for the pipeline's connection and statements: the object itself, never what lies beneath. Applications never hold these objects: the surface over them answers for itself.
 */
final class Identity {

    private Identity() {
    }

    static <T> T unwrap(Object self, String type, Class<T> iface) throws SQLException {
        if (iface.isInstance(self)) {
            return iface.cast(self);
        }
        throw new SQLException("hotrow's " + type + " is not a wrapper for " + iface.getName(), "42809");
    }
}
