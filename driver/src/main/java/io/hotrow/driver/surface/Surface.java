package io.hotrow.driver.surface;

import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.NClob;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Statement;
import java.sql.Struct;
import java.util.function.UnaryOperator;

/**
 * The outermost layer of a connection the driver hands out, shared by every JDBC object reached
 * from it (docs/configuration.md, "What a connection hands out": the SQL reaches nothing outside its database). Whatever lies beneath, the
 * engine's objects and H2's result sets or pgjdbc's objects in HikariCP's proxies, the application
 * only ever holds hotrow's own: each object it is given is a {@link SurfaceObject}, and so is
 * everything reached from that; {@code getConnection()} answers this connection, and unwrap only
 * ever yields hotrow's object. A write can then never go around the writer lane and the log.
 */
public final class Surface {

    private final UnaryOperator<SQLException> errors;
    private final Connection connection;

    private Surface(Connection backend, UnaryOperator<SQLException> errors) {
        this.errors = errors;
        this.connection = new HotrowConnection(this, backend);
    }

    /**
     * The application's connection over {@code backend}.
     *
     * @param errors how the backend's exceptions read in PostgreSQL's words (the engine's H2 states), applied to every failure
     */
    public static Connection connection(Connection backend, UnaryOperator<SQLException> errors) {
        return new Surface(backend, errors).connection;
    }

    /** What every {@code getConnection()} of this surface's objects answers. */
    Connection connection() {
        return connection;
    }

    /** What the application sees of the backend's {@code cause}. */
    SQLException failure(SQLException cause) {
        if (cause.getSQLState() == null) {
            // pgjdbc's own checks of an argument (a null type, an unknown class) carry no state
            return new SQLException(cause.getMessage(), "22023", cause);
        }
        return errors.apply(cause);
    }

    /** A backend's unchecked exception, which JDBC callers do not expect, as an SQLException. */
    SQLException internal(String method, RuntimeException cause) {
        return new SQLException("internal error in " + method + ": " + cause.getClass().getSimpleName(), "XX000", cause);
    }

    /** The refusal of a null where {@code method} needs {@code what} (SQL text, a text to quote). */
    static SQLException nullArgument(String method, String what) {
        return new SQLException(method + " was given null instead of " + what, "22004");
    }

    /**
     * A value of {@code getObject} as the application gets it: a JDBC object wrapped, anything else as it is.
     *
     * @param statement the statement it came from, which a result set reports, or null
     */
    Object value(Object value, Statement statement) {
        if (value == null || value instanceof String || value instanceof Number) {
            return value; // the common values, decided at once
        } else if (value instanceof ResultSet rows) {
            return new HotrowResultSet(this, rows, statement);
        } else if (value instanceof Array array) {
            return new HotrowArray(this, array);
        } else if (value instanceof NClob nclob) { // an NClob is a Clob: the more specific first
            return new HotrowNClob(this, nclob);
        } else if (value instanceof Clob clob) {
            return new HotrowClob(this, clob);
        } else if (value instanceof Blob blob) {
            return new HotrowBlob(this, blob);
        } else if (value instanceof SQLXML xml) {
            return new HotrowSQLXML(this, xml);
        } else if (value instanceof Ref ref) {
            return new HotrowRef(this, ref);
        } else if (value instanceof Struct struct) {
            return new HotrowStruct(this, struct);
        } else if (value instanceof RowId rowId) {
            return new HotrowRowId(this, rowId);
        }
        return PgjdbcObjects.applications(value);
    }
}
