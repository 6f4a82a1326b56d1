package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.EngineErrors;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;

/**
 * {@code prepareCall} on the engine: the prepared statement of the text, answering to
 * {@link CallableStatement}. Tools run plain queries this way, as pgjdbc lets them (Liquibase reads
 * the connection's schema with {@code prepareCall("select current_schema()")}); the engine has no
 * procedures, so what only a call has (OUT parameters, parameters by name) is refused.
 */
final class EngineCallableStatement implements InvocationHandler {

    private final PreparedStatement prepared;

    private EngineCallableStatement(PreparedStatement prepared) {
        this.prepared = prepared;
    }

    static CallableStatement of(PreparedStatement prepared) {
        return (CallableStatement) Proxy.newProxyInstance(EngineCallableStatement.class.getClassLoader(),
                new Class<?>[] {CallableStatement.class}, new EngineCallableStatement(prepared));
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "equals":
                return self == args[0];
            case "hashCode":
                return System.identityHashCode(self);
            case "toString":
                return "call " + prepared;
            case "unwrap":
                return Unwrapping.unwrapSelf(self, (Class<?>) args[0]);
            case "isWrapperFor":
                return ((Class<?>) args[0]).isInstance(self);
            default:
                break;
        }
        if (method.getDeclaringClass() == CallableStatement.class) {
            throw EngineErrors.unsupported("CallableStatement." + method.getName()
                    + ": the engine has no procedures, so no OUT or named parameters; a query runs through prepareCall as through prepareStatement");
        }
        try {
            return method.invoke(prepared, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
