package io.hotrow.tck;

import io.hotrow.testsupport.TestPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** One fresh database on one placement, for one test. */
public final class TargetDatabase implements AutoCloseable {

    private final Target target;
    private final String name = Target.freshDatabase();
    private final String properties;

    public TargetDatabase(Target target) {
        this(target, "");
    }

    /** @param properties extra URL properties, as {@code key=value&key2=value2} */
    public TargetDatabase(Target target, String properties) {
        this.target = target;
        this.properties = properties;
    }

    public Target target() {
        return target;
    }

    /** The database's name: the hotrow database, or the PostgreSQL schema. */
    public String name() {
        return name;
    }

    public String url() {
        String url = target.url(name);
        return properties.isEmpty() ? url : url + (url.contains("?") ? "&" : "?") + properties;
    }

    /**
     * A connection that bypasses hotrow's rewrites: plain pgjdbc in the database's schema, or the
     * engine database without any rewrite property. What tests use to look at the stored rows.
     */
    public Connection connectDirectly() throws SQLException {
        if (target == Target.POSTGRES) {
            Connection c = DriverManager.getConnection(TestPostgres.url());
            c.setSchema(name);
            return c;
        }
        return DriverManager.getConnection(target.url(name));
    }

    /** The single long value a query returns, read directly (see {@link #connectDirectly()}). */
    public long queryLongDirectly(String sql) throws SQLException {
        try (Connection c = connectDirectly(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                throw new AssertionError("no row from: " + sql);
            }
            return rs.getLong(1);
        }
    }

    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url());
    }

    /** Runs statements in autocommit mode on a connection of its own. */
    public void execute(String... sql) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String statement : sql) {
                s.execute(statement);
            }
        }
    }

    /** The single long value a query returns. */
    public long queryLong(String sql) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                throw new AssertionError("no row from: " + sql);
            }
            return rs.getLong(1);
        }
    }

    @Override
    public void close() throws SQLException {
        target.drop(name);
    }
}
