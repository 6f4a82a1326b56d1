package io.hotrow.driver.proxy;

import java.lang.reflect.Method;
import java.sql.SQLException;
import java.sql.Wrapper;
import java.util.function.Supplier;

/**
 * The methods every JDBC proxy of the driver answers alike: identity for {@code equals} and
 * {@code hashCode}, a description for {@code toString}, and {@code unwrap}/{@code isWrapperFor}
 * that answer for the proxy first and then for what it wraps.
 */
public final class ProxyIdentity {

    /** What {@link #answer} returns for any other method. */
    public static final Object NOT_MINE = new Object();

    /** What a proxy wraps, for unwrap; null when it wraps nothing (yet). */
    @FunctionalInterface
    public interface Inner {
        Wrapper get() throws SQLException;
    }

    private ProxyIdentity() {
    }

    public static Object answer(Object self, Method method, Object[] args, Supplier<String> description, Inner inner) throws SQLException {
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
                Wrapper wrapped = inner.get();
                if (wrapped == null) {
                    throw new SQLException("hotrow's " + method.getDeclaringClass().getSimpleName() + " is not a " + type.getName(), "0A000");
                }
                return wrapped.unwrap(type);
            }
            case "isWrapperFor": {
                Class<?> type = (Class<?>) args[0];
                Wrapper wrapped = inner.get();
                return type.isInstance(self) || wrapped != null && wrapped.isWrapperFor(type);
            }
            default:
                return NOT_MINE;
        }
    }
}
