package io.hotrow.driver.surface;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.sql.Clob;
import java.sql.SQLException;

/**
 * The application's {@code Clob} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Clob} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
class HotrowClob extends SurfaceObject implements Clob {

    private final Clob clob;

    HotrowClob(Surface surface, Clob clob) {
        super(surface);
        this.clob = clob;
    }

    @Override
    final Object beneath() {
        return clob;
    }

    @Override
    Class<?> jdbcType() {
        return Clob.class;
    }

    @Override
    public void free() throws SQLException {
        try {
            clob.free();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.free", e);
        }
    }

    @Override
    public InputStream getAsciiStream() throws SQLException {
        try {
            return clob.getAsciiStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.getAsciiStream", e);
        }
    }

    @Override
    public Reader getCharacterStream() throws SQLException {
        try {
            return clob.getCharacterStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.getCharacterStream", e);
        }
    }

    @Override
    public Reader getCharacterStream(long pos, long length) throws SQLException {
        try {
            return clob.getCharacterStream(pos, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.getCharacterStream", e);
        }
    }

    @Override
    public String getSubString(long pos, int length) throws SQLException {
        try {
            return clob.getSubString(pos, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.getSubString", e);
        }
    }

    @Override
    public long length() throws SQLException {
        try {
            return clob.length();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.length", e);
        }
    }

    @Override
    public long position(String searchstr, long start) throws SQLException {
        try {
            return clob.position(searchstr, start);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.position", e);
        }
    }

    @Override
    public long position(Clob searchstr, long start) throws SQLException {
        try {
            return clob.position(beneath(searchstr), start);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.position", e);
        }
    }

    @Override
    public OutputStream setAsciiStream(long pos) throws SQLException {
        try {
            return clob.setAsciiStream(pos);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.setAsciiStream", e);
        }
    }

    @Override
    public Writer setCharacterStream(long pos) throws SQLException {
        try {
            return clob.setCharacterStream(pos);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.setCharacterStream", e);
        }
    }

    @Override
    public int setString(long pos, String str, int offset, int len) throws SQLException {
        try {
            return clob.setString(pos, str, offset, len);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.setString", e);
        }
    }

    @Override
    public int setString(long pos, String str) throws SQLException {
        try {
            return clob.setString(pos, str);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.setString", e);
        }
    }

    @Override
    public void truncate(long len) throws SQLException {
        try {
            clob.truncate(len);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Clob.truncate", e);
        }
    }
}
