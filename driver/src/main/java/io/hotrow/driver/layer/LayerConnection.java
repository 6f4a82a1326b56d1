package io.hotrow.driver.layer;

import io.hotrow.driver.forward.ForwardingConnection;
import java.sql.SQLException;

/**
 * A connection of one of the driver's inner layers (routing, counter rules): every call it does not
 * answer itself goes to the connection beneath, except unwrap, which yields only the layer's own.
 */
abstract class LayerConnection extends ForwardingConnection {

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Identity.unwrap(this, "Connection", iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }
}
