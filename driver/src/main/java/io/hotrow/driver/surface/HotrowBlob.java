package io.hotrow.driver.surface;

import java.io.InputStream;
import java.io.OutputStream;
import java.sql.Blob;
import java.sql.SQLException;

/**
 * The application's {@code Blob} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Blob} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowBlob extends SurfaceObject implements Blob {

    private final Blob blob;

    HotrowBlob(Surface surface, Blob blob) {
        super(surface);
        this.blob = blob;
    }

    @Override
    final Object beneath() {
        return blob;
    }

    @Override
    Class<?> jdbcType() {
        return Blob.class;
    }

    @Override
    public void free() throws SQLException {
        try {
            blob.free();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.free", e);
        }
    }

    @Override
    public InputStream getBinaryStream() throws SQLException {
        try {
            return blob.getBinaryStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.getBinaryStream", e);
        }
    }

    @Override
    public InputStream getBinaryStream(long pos, long length) throws SQLException {
        try {
            return blob.getBinaryStream(pos, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.getBinaryStream", e);
        }
    }

    @Override
    public byte[] getBytes(long pos, int length) throws SQLException {
        try {
            return blob.getBytes(pos, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.getBytes", e);
        }
    }

    @Override
    public long length() throws SQLException {
        try {
            return blob.length();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.length", e);
        }
    }

    @Override
    public long position(byte[] pattern, long start) throws SQLException {
        try {
            return blob.position(pattern, start);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.position", e);
        }
    }

    @Override
    public long position(Blob pattern, long start) throws SQLException {
        try {
            return blob.position(beneath(pattern), start);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.position", e);
        }
    }

    @Override
    public OutputStream setBinaryStream(long pos) throws SQLException {
        try {
            return blob.setBinaryStream(pos);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.setBinaryStream", e);
        }
    }

    @Override
    public int setBytes(long pos, byte[] bytes, int offset, int len) throws SQLException {
        try {
            return blob.setBytes(pos, bytes, offset, len);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.setBytes", e);
        }
    }

    @Override
    public int setBytes(long pos, byte[] bytes) throws SQLException {
        try {
            return blob.setBytes(pos, bytes);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.setBytes", e);
        }
    }

    @Override
    public void truncate(long len) throws SQLException {
        try {
            blob.truncate(len);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Blob.truncate", e);
        }
    }
}
