package io.hotrow.tck.hibernate;

import io.hotrow.driver.HotrowDataSource;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;

/**
 * A hotrow DataSource that records every SQL text its statements execute, so a test sees the DDL a
 * schema tool sent whatever its logging says. Hibernate's schema tools run DDL through plain
 * {@link Statement}s; prepared texts are recorded too.
 */
final class RecordingDataSource extends HotrowDataSource {

    private static final Pattern DDL = Pattern.compile("(?is)\\s*(create|alter|drop|comment)\\b.*");

    private final List<String> sent = new CopyOnWriteArrayList<>();

    RecordingDataSource(String url) {
        setUrl(url);
    }

    /** The schema changes sent since the last {@link #clear()}. */
    List<String> ddl() {
        return sent.stream().filter(sql -> DDL.matcher(sql).matches()).toList();
    }

    void clear() {
        sent.clear();
    }

    @Override
    public Connection getConnection() throws java.sql.SQLException {
        Connection connection = super.getConnection();
        return proxy(Connection.class, connection, (target, method, args) -> {
            Object result = invoke(target, method, args);
            if (method.getName().startsWith("prepare") && args != null && args[0] instanceof String sql) {
                sent.add(sql);
            }
            return result instanceof Statement statement && method.getReturnType() == Statement.class
                    ? recording(statement) : result;
        });
    }

    private Statement recording(Statement statement) {
        return proxy(Statement.class, statement, (target, method, args) -> {
            if (args != null && args.length > 0 && args[0] instanceof String sql) {
                sent.add(sql);
            }
            return invoke(target, method, args);
        });
    }

    private interface Handler<T> {
        Object handle(T target, java.lang.reflect.Method method, Object[] args) throws Throwable;
    }

    private static <T> T proxy(Class<T> type, T target, Handler<T> handler) {
        InvocationHandler h = (p, method, args) -> handler.handle(target, method, args);
        return type.cast(Proxy.newProxyInstance(RecordingDataSource.class.getClassLoader(), new Class<?>[] {type}, h));
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
