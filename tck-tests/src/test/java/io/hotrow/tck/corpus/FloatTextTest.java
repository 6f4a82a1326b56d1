package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * float4 and float8 values read as text ({@code getString}, {@code ::text}, in an array) and a float4 read through
 * {@code getDouble}, differentially: PostgreSQL prints the shortest digits that read back the value, switching to
 * {@code 1e+15} notation at the type's precision; Java's toString (H2's text) prints {@code 1.0E7} and, before JDK 19,
 * sometimes a digit more than needed. Random bit patterns, round decimals and the edges of each range, bound as binary
 * values so both sides store the same bits.
 */
class FloatTextTest {

    private static final String SELECT = "SELECT v, v::text, r, r::text, a::text, ARRAY[r], a FROM floats ORDER BY id";

    @Test
    @Timeout(180)
    void floatsReadAsPostgresPrintsThem() throws SQLException {
        List<Double> doubles = new ArrayList<>(List.of(0.0, -0.5, 1.0, 0.1, 1e7, 1e15, 1e16, 123456789012345.0, 1.234567890123456e15, 0.0001, 0.00001,
                1e-5, 5e-324, Double.MIN_NORMAL, Double.MAX_VALUE, 2e-310, 1e23, 9007199254740993.0, 0.30000000000000004, 100.0 / 3));
        List<Float> floats = new ArrayList<>(List.of(0f, -0.5f, 1f, 0.1f, 1e5f, 1e6f, 123456f, 1234567f, 1.23456792E8f, 1e30f, 1e-5f, 1.5e-5f, Float.MIN_VALUE,
                Float.MIN_NORMAL, Float.MAX_VALUE, 3.4e38f, 16777217f, 0.3f, 100f / 3, 7.006492E-45f));
        SplittableRandom random = new SplittableRandom(20261130);
        while (doubles.size() < 1_500) {
            double bits = Double.longBitsToDouble(random.nextLong());
            doubles.add(Double.isFinite(bits) ? bits : random.nextInt(1_000_000) * Math.pow(10, random.nextInt(-12, 20)));
            float fbits = Float.intBitsToFloat(random.nextInt());
            floats.add(Float.isFinite(fbits) ? fbits : (float) (random.nextInt(100_000) * Math.pow(10, random.nextInt(-9, 12))));
        }
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> read(c, doubles, floats));
        List<String> postgres = sides.get(0), hotrow = sides.get(1);
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < postgres.size() && differences.size() < 20; i++) {
            if (!postgres.get(i).equals(hotrow.get(i))) {
                differences.add("PostgreSQL " + postgres.get(i) + "\n    engine " + hotrow.get(i));
            }
        }
        assertEquals(List.of(), differences);
    }

    private static List<String> read(Connection connection, List<Double> doubles, List<Float> floats) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE floats (id int PRIMARY KEY, v float8, r real, a float8[])");
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO floats (id, v, r) VALUES (?, ?, ?)")) {
            for (int i = 0; i < doubles.size(); i++) {
                insert.setInt(1, i);
                insert.setDouble(2, doubles.get(i));
                insert.setFloat(3, floats.get(i));
                insert.addBatch();
            }
            insert.executeBatch();
        }
        try (Statement s = connection.createStatement()) {
            s.execute("UPDATE floats SET a = ARRAY[v, NULL, v]");
        }
        List<String> rows = new ArrayList<>();
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(SELECT)) {
            while (rs.next()) {
                rows.add(String.join(" | ", rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7),
                        Double.toString(rs.getDouble(3)), String.valueOf(rs.getObject(3))));
            }
        }
        return rows;
    }
}
