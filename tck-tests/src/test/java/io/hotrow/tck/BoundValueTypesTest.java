package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A parameter is typed by the value bound to it, as pgjdbc types it for PostgreSQL (a BigDecimal
 * numeric, a double or float double precision), also where the engine's H2 would type it from an
 * integer column beside it: {@code ? * qty} with 2.50 bound is 2.50 * qty, not 3 * qty. Values (with
 * their Java classes) and result types must match PostgreSQL's.
 */
@Timeout(120)
class BoundValueTypesTest {

    private static final List<String> SETUP = List.of(
            "CREATE TABLE priced (id int PRIMARY KEY, qty int, big bigint, amount numeric(10,2))",
            "INSERT INTO priced VALUES (2, 4, 10, 0), (3, 6, 20, 0)");

    private record Binding(String name, Binder binder) {
    }

    @FunctionalInterface
    private interface Binder {
        void bind(PreparedStatement statement, int index) throws SQLException;
    }

    private static final List<Binding> BINDINGS = List.of(
            new Binding("setBigDecimal(2.50)", (p, i) -> p.setBigDecimal(i, new BigDecimal("2.50"))),
            new Binding("setBigDecimal(3)", (p, i) -> p.setBigDecimal(i, new BigDecimal("3"))),
            new Binding("setDouble(2.5)", (p, i) -> p.setDouble(i, 2.5)),
            new Binding("setFloat(2.5)", (p, i) -> p.setFloat(i, 2.5f)),
            new Binding("setObject(2.50)", (p, i) -> p.setObject(i, new BigDecimal("2.50"))),
            new Binding("setObject(2.5d)", (p, i) -> p.setObject(i, 2.5d)),
            new Binding("setInt(3)", (p, i) -> p.setInt(i, 3)),
            new Binding("setNull(NUMERIC)", (p, i) -> p.setNull(i, java.sql.Types.NUMERIC)));

    private static final List<String> QUERIES = List.of(
            "SELECT ? * qty AS v FROM priced WHERE id = 2",
            "SELECT qty + ? AS v FROM priced WHERE id = 2",
            "SELECT big * ? AS v FROM priced WHERE id = 2",
            "SELECT id AS v FROM priced WHERE id = ?");

    /**
     * Typed by its value alone. Asked of the engine here only: behind its wire server an integer
     * parameter alone in a select list is described as text (the describe of the statement cannot
     * see the value), whatever this test is about.
     */
    private static final String BARE_PARAMETER = "SELECT ? AS v";

    @ParameterizedTest
    @EnumSource(value = Target.class, names = {"ENGINE", "ENGINE_OWNED_ELSEWHERE"})
    void parametersAreTypedByTheirValuesAsOnPostgreSql(Target target) throws Exception {
        boolean embedded = target == Target.ENGINE;
        List<String> expected = answers(Target.POSTGRES, embedded);
        List<String> actual = answers(target, embedded);
        assertTrue(expected.size() > 45, "every case answered: " + expected.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i));
        }
        assertEquals(expected.size(), actual.size());
    }

    private static List<String> answers(Target target, boolean bareParameter) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            for (String sql : SETUP) {
                s.execute(sql);
            }
            List<String> lines = new ArrayList<>();
            List<String> queries = new ArrayList<>(QUERIES);
            if (bareParameter) {
                queries.add(BARE_PARAMETER);
            }
            for (String sql : queries) {
                for (Binding binding : BINDINGS) {
                    try (PreparedStatement p = c.prepareStatement(sql)) {
                        binding.binder().bind(p, 1);
                        lines.add(sql + " " + binding.name() + " -> " + rows(p, valueOnly(sql, binding)));
                    }
                }
            }
            writes(c, lines);
            oneStatementManyTypes(c, lines);
            batches(c, lines);
            return lines;
        } finally {
            target.drop(database);
        }
    }

    /**
     * H2 types a bigint times a double as a numeric (so does {@code big * 2.5::float8}; PostgreSQL:
     * double precision), see docs/dialect.md: only the product is compared.
     */
    private static boolean valueOnly(String sql, Binding binding) {
        return sql.contains("big * ?") && (binding.name().startsWith("setDouble") || binding.name().startsWith("setFloat")
                || binding.name().equals("setObject(2.5d)"));
    }

    /** The statement's rows, each value with its class and column type name, and the type its metadata gave before it ran. */
    private static String rows(PreparedStatement p, boolean valueOnly) throws SQLException {
        String before = valueOnly ? "" : "described " + p.getMetaData().getColumnTypeName(1) + "; ";
        StringBuilder out = new StringBuilder(before);
        try (ResultSet rs = p.executeQuery()) {
            while (rs.next()) {
                Object value = rs.getObject(1);
                out.append(valueOnly ? String.valueOf(rs.getDouble(1))
                        : value + " " + (value == null ? "" : value.getClass().getSimpleName()) + " " + rs.getMetaData().getColumnTypeName(1))
                        .append("; ");
            }
        }
        return out.toString();
    }

    /**
     * An integer column takes a numeric rounded half away from zero, on both. A double rounds half
     * to even on PostgreSQL and half up on the engine (docs/dialect.md), so it is stored from 2.25.
     */
    private static void writes(Connection c, List<String> lines) throws SQLException {
        List<Binding> stored = List.of(BINDINGS.get(0), BINDINGS.get(1), BINDINGS.get(4),
                new Binding("setDouble(2.25)", (p, i) -> p.setDouble(i, 2.25)), new Binding("setDouble(2.75)", (p, i) -> p.setDouble(i, 2.75)));
        for (Binding binding : stored) {
            try (PreparedStatement update = c.prepareStatement("UPDATE priced SET qty = ? WHERE id = 2");
                    PreparedStatement insert = c.prepareStatement("INSERT INTO priced (id, amount) VALUES (10, ?)");
                    Statement s = c.createStatement()) {
                binding.binder().bind(update, 1);
                assertEquals(1, update.executeUpdate());
                binding.binder().bind(insert, 1);
                assertEquals(1, insert.executeUpdate());
                lines.add("stored " + binding.name() + " -> qty " + single(s, "SELECT qty FROM priced WHERE id = 2") + ", amount "
                        + single(s, "SELECT amount FROM priced WHERE id = 10"));
                s.executeUpdate("UPDATE priced SET qty = 4 WHERE id = 2");
                s.executeUpdate("DELETE FROM priced WHERE id = 10");
            }
        }
    }

    private static String single(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }

    /** One statement run again and again with another Java type for its first parameter, the others bound before it. */
    private static void oneStatementManyTypes(Connection c, List<String> lines) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT ? * qty + ? AS v FROM priced WHERE id = ?")) {
            p.setInt(3, 2);
            p.setInt(2, 1);
            for (Binding binding : List.of(BINDINGS.get(0), BINDINGS.get(6), BINDINGS.get(2), BINDINGS.get(1), BINDINGS.get(7),
                    BINDINGS.get(4), BINDINGS.get(0))) {
                binding.binder().bind(p, 1);
                lines.add("again " + binding.name() + " -> " + rows(p, false));
            }
        }
    }

    /** Rows of one batch, typed by their values; a batch whose first row binds an integer, then a BigDecimal. */
    private static void batches(Connection c, List<String> lines) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE priced SET amount = ? * qty WHERE id = ?"); Statement s = c.createStatement()) {
            p.setBigDecimal(1, new BigDecimal("2.50"));
            p.setInt(2, 2);
            p.addBatch();
            p.setBigDecimal(1, new BigDecimal("1.25"));
            p.setInt(2, 3);
            p.addBatch();
            lines.add("batch of BigDecimals -> " + p.executeBatch().length + ": " + single(s, "SELECT string_agg(amount::text, ',' ORDER BY id) FROM priced"));
            p.setInt(1, 2);
            p.setInt(2, 2);
            p.addBatch();
            p.setBigDecimal(1, new BigDecimal("0.75"));
            p.setInt(2, 3);
            p.addBatch();
            lines.add("batch of an int, then a BigDecimal -> " + p.executeBatch().length + ": "
                    + single(s, "SELECT string_agg(amount::text, ',' ORDER BY id) FROM priced"));
            p.setDouble(1, 0.5);
            p.setInt(2, 2);
            p.addBatch();
            p.setInt(1, 1);
            p.setInt(2, 3);
            p.addBatch();
            lines.add("batch of a double, then an int -> " + p.executeBatch().length + ": "
                    + single(s, "SELECT string_agg(amount::text, ',' ORDER BY id) FROM priced"));
        }
    }
}
