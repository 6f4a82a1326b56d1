package io.hotrow.driver.proxy;

import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.function.Supplier;

/**
 * The methods the driver's inner proxies (routing, counter rules) answer alike: identity for
 * {@code equals} and {@code hashCode}, a description for {@code toString}, and {@code unwrap} and
 * {@code isWrapperFor} for the proxy only. Applications never hold these proxies: the
 * {@link Surface} over them answers for itself.
 */
final class ProxyIdentity {

    /** What {@link #answer} returns for any other method. */
    static final Object NOT_MINE = new Object();

    private ProxyIdentity() {
    }

    static Object answer(Object self, Method method, Object[] args, Supplier<String> description) throws SQLException {
        switch (method.getName()) {
            case "equals":
                return self == args[0];
            case "hashCode":
                return System.identityHashCode(self);
            case "toString":
                return description.get();
            case "unwrap": {
                Class<?> type = (Class<?>) args[0];
                if (type.isInstance(self)) {
                    return self;
                }
                throw new SQLException("hotrow's " + self.getClass().getInterfaces()[0].getSimpleName() + " is not a wrapper for " + type.getName(),
                        "42809");
            }
            case "isWrapperFor":
                return ((Class<?>) args[0]).isInstance(self);
            default:
                return NOT_MINE;
        }
    }
}
