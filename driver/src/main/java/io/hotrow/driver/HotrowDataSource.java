package io.hotrow.driver;

import io.micrometer.core.instrument.MeterRegistry;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** A {@link DataSource} for {@code jdbc:hotrow:} URLs, for frameworks that configure one by setters. */
public class HotrowDataSource implements DataSource {

    private volatile String url;
    private volatile String user;
    private volatile String password;
    private final Properties properties = new Properties();
    private volatile int loginTimeout;
    private volatile PrintWriter logWriter;

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    /** Where hotrow's meters go, for the whole JVM: see {@link HotrowDriver#useMeterRegistry}. */
    public void setMeterRegistry(MeterRegistry registry) {
        HotrowDriver.useMeterRegistry(registry);
    }

    public String getUser() {
        return user;
    }

    public void setUser(String user) {
        this.user = user;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    /**
     * Sets any driver property by its key (see {@link java.sql.Driver#getPropertyInfo}); a null value
     * removes the property. The value is checked when a connection is made, as an SQLException
     * naming the property; a null key is a programming error, reported at once.
     *
     * @throws IllegalArgumentException if {@code key} is null (a bean setter declares no SQLException)
     */
    public void setProperty(String key, String value) {
        if (key == null) {
            throw new IllegalArgumentException("HotrowDataSource.setProperty needs a property key, such as \"laneTimeout\"");
        }
        if (value == null) {
            properties.remove(key);
        } else {
            properties.setProperty(key, value);
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        return getConnection(user, password);
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        if (url == null) {
            throw new SQLException("HotrowDataSource has no URL; call setUrl(\"jdbc:hotrow:...\") first", "08001");
        }
        Properties info = new Properties();
        info.putAll(properties);
        if (username != null) {
            info.setProperty("user", username);
        }
        if (password != null) {
            info.setProperty("password", password);
        }
        Connection connection = HotrowDriver.instance().connect(url, info);
        if (connection == null) {
            throw new SQLException("not a hotrow URL: " + url.split("\\?", 2)[0], "08001");
        }
        return connection;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        this.logWriter = out;
    }

    @Override
    public void setLoginTimeout(int seconds) {
        this.loginTimeout = seconds;
    }

    @Override
    public int getLoginTimeout() {
        return loginTimeout;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("hotrow logs through SLF4J");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface != null && iface.isInstance(this)) {
            return iface.cast(this);
        }
        throw new SQLException("HotrowDataSource is not a wrapper for " + (iface == null ? "null" : iface.getName()), "0A000");
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface != null && iface.isInstance(this);
    }
}
