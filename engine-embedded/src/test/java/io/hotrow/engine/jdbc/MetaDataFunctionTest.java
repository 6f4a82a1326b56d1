package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.stream.Stream;
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
        try (PreparedStatement call = connection.prepareStatement(MetaDataCall.GET_PRIMARY_KEYS.query())) {
            call.setArray(1, connection.createArrayOf("text", new String[] {null, "public", "pet"}));
            call.setNull(2, Types.ARRAY);
            assertEquals(expected, rows(call.executeQuery()));
        }
    }

    @Test
    void anotherValueIsOneRowOfText() throws Exception {
        try (PreparedStatement call = connection.prepareStatement(MetaDataCall.GET_DATABASE_PRODUCT_NAME.query())) {
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

    /**
     * Every DatabaseMetaData method with text, number and flag arguments is a call, named by its
     * signature as followers of earlier builds name it, and answering rows exactly when it returns them.
     */
    @Test
    void everyMetaDataMethodIsACallNamedByItsSignature() {
        Set<Class<?>> argumentTypes = Set.of(String.class, int.class, boolean.class, String[].class, int[].class);
        Map<String, Boolean> methods = new TreeMap<>();
        for (Method method : DatabaseMetaData.class.getMethods()) {
            if (method.getDeclaringClass() == DatabaseMetaData.class && !Set.of("getConnection", "getURL").contains(method.getName())
                    && argumentTypes.containsAll(List.of(method.getParameterTypes()))) {
                StringJoiner signature = new StringJoiner(",", method.getName() + "(", ")");
                Stream.of(method.getParameterTypes()).forEach(type -> signature.add(type.getSimpleName()));
                methods.put(signature.toString(), method.getReturnType() == ResultSet.class);
            }
        }
        Map<String, Boolean> calls = new TreeMap<>();
        for (MetaDataCall call : MetaDataCall.values()) {
            calls.put(call.signature(), call.answersRows());
        }
        assertEquals(methods, calls);
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
