package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.CatalogFunctions;
import io.hotrow.engine.jdbc.MetaDataCall.Arguments;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import org.h2.tools.SimpleResultSet;

/**
 * The engine's JDBC metadata as SQL: {@code SELECT * FROM hotrow.jdbc_metadata('getPrimaryKeys(String,String,String)',
 * ?, ?)}, what an embedded connection's {@link DatabaseMetaData} answers for the session that runs
 * it. It is how a {@code jdbc:hotrow:} connection that follows its database's owner over
 * PostgreSQL's protocol (docs/sharing.md) answers metadata exactly as an embedded one does, where
 * pgjdbc's own metadata runs catalog queries the engine does not all take.
 *
 * <p>The first argument names the method by its signature (no overloads are confused), one of
 * {@link MetaDataCall}'s; the second holds its arguments as text ({@code true}, {@code 42}, null),
 * except a list argument (getTables' types), which is the third. A method that returns rows returns
 * them; any other returns one row with its value as text in the column {@code value}. The database
 * creates the function as it starts, by this class's name.
 */
public final class MetaDataFunction {

    private static final String ALIAS = "hotrow.jdbc_metadata";

    private MetaDataFunction() {
    }

    /** The statement that calls the method of {@code signature}, with the argument texts and the list argument as its two parameters. */
    static String query(String signature) {
        return "SELECT * FROM " + ALIAS + "('" + signature + "', ?, ?)";
    }

    /** Called by H2: first with a column-list connection (and no arguments when the statement is prepared), then to read the rows. */
    public static ResultSet call(Connection connection, String signature, String[] arguments, String[] list) throws SQLException {
        MetaDataCall call = MetaDataCall.of(signature);
        if (call == null) {
            throw new SQLException("hotrow.jdbc_metadata has no method " + signature, "22023");
        }
        if (!call.answersRows()) {
            SimpleResultSet value = new SimpleResultSet();
            value.addColumn("value", Types.VARCHAR, Integer.MAX_VALUE, 0);
            if (!columnsOnly(connection)) {
                Object result = call.call(metaData(connection), Arguments.of(call, arguments, list));
                value.addRow(result == null ? null : result.toString());
            }
            return value;
        }
        // The columns come from a call that matches nothing: the arguments may not be bound yet.
        Arguments values = columnsOnly(connection) ? Arguments.nothing(call) : Arguments.of(call, arguments, list);
        return (ResultSet) call.call(metaData(connection), values);
    }

    private static boolean columnsOnly(Connection connection) throws SQLException {
        return connection.getMetaData().getURL().startsWith("jdbc:columnlist:");
    }

    private static DatabaseMetaData metaData(Connection connection) throws SQLException {
        return new PostgresFlavouredMetaData(connection.getMetaData(), CatalogFunctions.currentDatabase(connection), connection, null);
    }
}
