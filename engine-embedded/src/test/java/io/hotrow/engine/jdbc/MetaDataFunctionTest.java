package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * hotrow.jdbc_metadata, which the database creates by this function's class name as it starts,
 * answers as the connection's own metadata: rows for a call that returns rows, one text value for
 * any other.
 */
class MetaDataFunctionTest {

    private Database database;
    private Connection connection;

    @BeforeEach
    void openWithTables() throws SQLException {
        database = open("metadata_function", new MemoryObjectStore("metadata-function-test"));
        connection = connect(database);
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE pet (id bigint CONSTRAINT pet_pkey PRIMARY KEY, name text)");
        }
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
        database.shutdown();
    }

    @Test
    void rowsAreTheConnectionsMetaDataRows() throws Exception {
        DatabaseMetaData meta = connection.getMetaData();
        List<String> expected = rows(meta.getPrimaryKeys(null, "public", "pet"));
        assertEquals(List.of("metadata_function public pet id 1 pet_pkey"), expected);
        try (PreparedStatement call = call("getPrimaryKeys", String.class, String.class, String.class)) {
            call.setArray(1, connection.createArrayOf("text", new String[] {null, "public", "pet"}));
            call.setNull(2, Types.ARRAY);
            assertEquals(expected, rows(call.executeQuery()));
        }
    }

    @Test
    void anotherValueIsOneRowOfText() throws Exception {
        try (PreparedStatement call = call("getDatabaseProductName")) {
            call.setArray(1, connection.createArrayOf("text", new String[0]));
            call.setNull(2, Types.ARRAY);
            assertEquals(List.of("PostgreSQL"), rows(call.executeQuery()));
        }
    }

    @Test
    void anUnknownMethodIsRefused() {
        SQLException refused = assertThrows(SQLException.class, () -> connection.prepareStatement(
                "SELECT * FROM hotrow.jdbc_metadata('getNothing()', ?, ?)").close()); // H2 calls the function as it prepares
        assertEquals("22023", refused.getSQLState());
    }

    private PreparedStatement call(String method, Class<?>... parameters) throws Exception {
        return connection.prepareStatement(MetaDataFunction.query(DatabaseMetaData.class.getMethod(method, parameters)));
    }

    private static List<String> rows(ResultSet rows) throws SQLException {
        List<String> values = new ArrayList<>();
        try (rows) {
            int columns = rows.getMetaData().getColumnCount();
            while (rows.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    row.add(String.valueOf(rows.getString(i)));
                }
                values.add(String.join(" ", row));
            }
        }
        return values;
    }
}
