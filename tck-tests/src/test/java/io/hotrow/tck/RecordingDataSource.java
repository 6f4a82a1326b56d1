package io.hotrow.tck;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** A DataSource that remembers the SQL texts its connections' statements run, for tests that check what a tool sent. */
final class RecordingDataSource implements DataSource {

    private final DataSource target;
    private final List<String> sql = new CopyOnWriteArrayList<>();

    RecordingDataSource(DataSource target) {
        this.target = target;
    }

    /** Every text run through Statement.execute*, addBatch or prepareStatement, in order. */
    List<String> sql() {
        return sql;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return recording(target.getConnection(), Connection.class);
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        return recording(target.getConnection(user, password), Connection.class);
    }

    private <T> T recording(T object, Class<T> type) {
        return type.cast(Proxy.newProxyInstance(RecordingDataSource.class.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            String name = method.getName();
            if (args != null && args.length > 0 && args[0] instanceof String text
                    && (name.startsWith("execute") || name.equals("addBatch") || name.equals("prepareStatement"))) {
                sql.add(text);
            }
            Object result;
            try {
                result = method.invoke(object, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            return name.equals("createStatement") ? recording((Statement) result, Statement.class) : result;
        }));
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        target.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        target.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return target.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return target.unwrap(iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return target.isWrapperFor(iface);
    }
}
