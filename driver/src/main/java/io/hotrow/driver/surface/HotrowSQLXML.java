package io.hotrow.driver.surface;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.sql.SQLException;
import java.sql.SQLXML;
import javax.xml.transform.Result;
import javax.xml.transform.Source;

/**
 * The application's {@code SQLXML} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.SQLXML} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowSQLXML extends SurfaceObject implements SQLXML {

    private final SQLXML xml;

    HotrowSQLXML(Surface surface, SQLXML xml) {
        super(surface);
        this.xml = xml;
    }

    @Override
    final Object beneath() {
        return xml;
    }

    @Override
    Class<?> jdbcType() {
        return SQLXML.class;
    }

    @Override
    public void free() throws SQLException {
        try {
            xml.free();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.free", e);
        }
    }

    @Override
    public InputStream getBinaryStream() throws SQLException {
        try {
            return xml.getBinaryStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.getBinaryStream", e);
        }
    }

    @Override
    public Reader getCharacterStream() throws SQLException {
        try {
            return xml.getCharacterStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.getCharacterStream", e);
        }
    }

    @Override
    public <T extends Source> T getSource(Class<T> sourceClass) throws SQLException {
        try {
            return xml.getSource(sourceClass);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.getSource", e);
        }
    }

    @Override
    public String getString() throws SQLException {
        try {
            return xml.getString();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.getString", e);
        }
    }

    @Override
    public OutputStream setBinaryStream() throws SQLException {
        try {
            return xml.setBinaryStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.setBinaryStream", e);
        }
    }

    @Override
    public Writer setCharacterStream() throws SQLException {
        try {
            return xml.setCharacterStream();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.setCharacterStream", e);
        }
    }

    @Override
    public <T extends Result> T setResult(Class<T> resultClass) throws SQLException {
        try {
            return xml.setResult(resultClass);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.setResult", e);
        }
    }

    @Override
    public void setString(String value) throws SQLException {
        try {
            xml.setString(value);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("SQLXML.setString", e);
        }
    }
}
