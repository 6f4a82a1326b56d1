package io.hotrow.tck;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** One fresh database on one placement, for one test. */
public final class TargetDatabase implements AutoCloseable {

    private final Target target;
    private final String name = Target.freshDatabase();

    public TargetDatabase(Target target) {
        this.target = target;
    }

    public Target target() {
        return target;
    }

    public String url() {
        return target.url(name);
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
