package io.hotrow.driver.proxy;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One JDBC object of a {@link Surface} (a statement, result set, metadata, LOB, ...) over the
 * backend's object beneath it. Calls pass on to that object; what comes back is wrapped in turn,
 * and the hotrow objects an application passes in (a Blob to setBlob, a Savepoint to rollback)
 * reach the backend as the backend's own.
 */
final class SurfaceObject implements InvocationHandler {

    /** A child handed out by a getter, kept so that asking again gives the same object. */
    private record Child(Object delegate, Object proxy) {
    }

    private final Surface surface;
    private final Class<?> type;
    private final Object delegate;
    /** The hotrow object this one came from (a result set's statement), or null for the connection. */
    private final Object parent;
    /** Per type of child: the last one a getter handed out. Made on first use; a stale read only wraps again. */
    private Child[] children;

    SurfaceObject(Surface surface, Class<?> type, Object delegate, Object parent) {
        this.surface = surface;
        this.type = type;
        this.delegate = delegate;
        this.parent = parent;
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        SurfaceMethod plan = SurfaceMethod.of(method);
        switch (plan.action) {
            case EQUALS:
                // A RowId is a value (the same row, the same id); every other JDBC object is itself.
                return type == RowId.class ? args[0] != null && delegate.equals(delegateOf(args[0])) : self == args[0];
            case HASH_CODE:
                return type == RowId.class ? delegate.hashCode() : System.identityHashCode(self);
            case TO_STRING:
                return delegate.toString();
            case UNWRAP:
                return unwrap(self, wrapperType(args));
            case IS_WRAPPER_FOR:
                return wrapperType(args).isInstance(self);
            case CONNECTION:
                return surface.connection();
            case STATEMENT:
                return parent instanceof Statement ? parent : null; // null for metadata's and arrays' result sets, as JDBC allows
            default:
                break;
        }
        if (plan.firstArgument != null && args[0] == null) {
            throw new SQLException(plan.label + " was given null instead of " + plan.firstArgument, "22004");
        }
        if (plan.handleArguments != null) {
            for (int position : plan.handleArguments) {
                args[position] = delegateOf(args[position]);
            }
        }
        Object result;
        try {
            result = method.invoke(delegate, args);
        } catch (InvocationTargetException e) {
            throw surface.failure(plan, e.getCause());
        } catch (IllegalAccessException e) {
            throw surface.failure(plan, new IllegalStateException(e));
        }
        switch (plan.action) {
            case WRAP:
                return plan.remembered ? remembered(plan, result, self) : wrap(plan.wrapAs, result, self);
            case WRAP_IF_JDBC:
                Class<?> valueType = SurfaceMethod.valueType(result);
                return valueType == null ? result : wrap(valueType, result, self);
            default:
                return result;
        }
    }

    private Object wrap(Class<?> as, Object child, Object self) {
        return child == null ? null : surface.wrap(as, child, self);
    }

    private Object remembered(SurfaceMethod plan, Object child, Object self) {
        if (child == null) {
            return null;
        }
        Child[] known = children;
        if (known == null) {
            known = new Child[SurfaceMethod.TYPES.size()];
            children = known;
        }
        Child last = known[plan.slot];
        if (last != null && last.delegate() == child) {
            return last.proxy();
        }
        Object proxy = surface.wrap(plan.wrapAs, child, self);
        known[plan.slot] = new Child(child, proxy);
        return proxy;
    }

    /** Only hotrow's own object: what lies beneath would let a caller write around the lane and the log. */
    private Object unwrap(Object self, Class<?> iface) throws SQLException {
        if (iface.isInstance(self)) {
            return self;
        }
        // 42809 wrong_object_type, not 0A000: a pool would throw the connection away for asking.
        throw new SQLException("hotrow's " + type.getSimpleName() + " is not a wrapper for " + iface.getName(), "42809");
    }

    private static Class<?> wrapperType(Object[] args) throws SQLException {
        if (args[0] == null) {
            throw new SQLException("unwrap and isWrapperFor were given null instead of an interface", "22004");
        }
        return (Class<?>) args[0];
    }

    /** The backend's object beneath a hotrow object of any surface; anything else as it is. */
    private static Object delegateOf(Object argument) {
        if (argument instanceof Proxy && Proxy.getInvocationHandler(argument) instanceof SurfaceObject object) {
            return object.delegate;
        }
        return argument;
    }
}
