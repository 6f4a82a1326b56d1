package io.hotrow.engine.jdbc;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.h2.command.CommandInterface;
import org.h2.expression.ParameterInterface;
import org.h2.jdbc.JdbcPreparedStatement;
import org.h2.value.Value;

/**
 * The parameters inside an H2 prepared statement, which JDBC does not show: the type H2 gave each
 * from where it stands (JDBC's metadata answers the bound value's type once one is bound), and the
 * values bound, and the rows added to a batch, to move them to another statement exactly as they
 * were bound (streams included).
 */
final class H2Parameters {

    private static final MethodHandle COMMAND;
    private static final VarHandle BATCH;

    static {
        try {
            MethodHandles.Lookup h2 = MethodHandles.privateLookupIn(JdbcPreparedStatement.class, MethodHandles.lookup());
            COMMAND = h2.findGetter(JdbcPreparedStatement.class, "command", CommandInterface.class);
            BATCH = h2.findVarHandle(JdbcPreparedStatement.class, "batchParameters", ArrayList.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private H2Parameters() {
    }

    /** Parameter n is at n - 1. */
    static List<? extends ParameterInterface> of(PreparedStatement h2) throws SQLException {
        try {
            return ((CommandInterface) COMMAND.invoke(h2.unwrap(JdbcPreparedStatement.class))).getParameters();
        } catch (SQLException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** H2's type for the parameter from its place (a column it is compared with or stored in), {@link Value#UNKNOWN} if none. */
    static int placeType(ParameterInterface parameter) {
        Value bound = parameter.isValueSet() ? parameter.getParamValue() : null;
        parameter.setValue(null, false); // the type is the bound value's while one is bound
        try {
            return parameter.getType().getValueType();
        } finally {
            parameter.setValue(bound, false);
        }
    }

    /** Binds on {@code to} what is bound on {@code from}, parameter by parameter; an unbound one stays unbound. */
    static void copy(PreparedStatement from, PreparedStatement to) throws SQLException {
        List<? extends ParameterInterface> source = of(from);
        List<? extends ParameterInterface> target = of(to);
        for (int i = 0; i < source.size(); i++) {
            ParameterInterface parameter = source.get(i);
            target.get(i).setValue(parameter.isValueSet() ? parameter.getParamValue() : null, false);
        }
    }

    /** Moves the rows added to {@code from}'s batch to {@code to}'s, which has none: a row is its parameters' values. */
    static void moveBatch(PreparedStatement from, PreparedStatement to) throws SQLException {
        JdbcPreparedStatement source = from.unwrap(JdbcPreparedStatement.class);
        BATCH.set(to.unwrap(JdbcPreparedStatement.class), BATCH.get(source));
        BATCH.set(source, (ArrayList<?>) null);
    }
}
