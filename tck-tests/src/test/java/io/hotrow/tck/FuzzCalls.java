package io.hotrow.tck;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/** JDBC calls with odd arguments for {@link BadInputFuzzTest}, each on a connection to a database holding {@link FuzzSql#SCHEMA}. */
final class FuzzCalls {

    /** One call on a connection; it may throw anything, and the test judges what it throws. */
    @FunctionalInterface
    interface OnConnection {
        void run(Connection c) throws Exception;
    }

    record Call(String label, OnConnection call) {
    }

    private static final Object[] ODD_VALUES = {null, "", "x".repeat(1 << 20), new byte[3 << 20], new Object(), Thread.currentThread(),
        new int[] {1, 2}, 'c', UUID.randomUUID(), new BigInteger("9".repeat(5000)), new BigDecimal("1E+100000"), new BigDecimal("-0.000"),
        Double.NaN, Double.POSITIVE_INFINITY, Long.MIN_VALUE, List.of(1), "\u0000", "\uD800", "2024-13-45", true};
    private static final int[] ODD_INTS = {Integer.MIN_VALUE, -1, 0, 1, 2, 3, 99, 12345, Integer.MAX_VALUE};

    private FuzzCalls() {
    }

    static Call any(Random random) {
        int odd = ODD_INTS[random.nextInt(ODD_INTS.length)];
        Object value = ODD_VALUES[random.nextInt(ODD_VALUES.length)];
        String sql = FuzzSql.CORPUS[random.nextInt(FuzzSql.CORPUS.length)];
        String text = random.nextBoolean() ? sql : FuzzSql.mutated(random);
        boolean autoCommit = random.nextBoolean();
        return switch (random.nextInt(24)) {
            case 0 -> new Call("setObject(" + odd + ", " + describe(value) + ") on " + sql, c -> {
                try (PreparedStatement p = c.prepareStatement(sql)) {
                    p.setObject(odd, value);
                    p.execute();
                }
            });
            case 1 -> new Call("setObject(1/2, " + describe(value) + ") and run " + sql, c -> {
                try (PreparedStatement p = c.prepareStatement(sql)) {
                    for (int i = 1; i <= p.getParameterMetaData().getParameterCount(); i++) {
                        p.setObject(i, value);
                    }
                    p.execute();
                }
            });
            case 2 -> new Call("setObject(1, " + describe(value) + ", sqlType " + odd + ") on " + sql, c -> {
                try (PreparedStatement p = c.prepareStatement(sql)) {
                    p.setObject(1, value, odd);
                    p.execute();
                }
            });
            case 3 -> new Call("setNull(1, " + odd + ") on " + sql, c -> {
                try (PreparedStatement p = c.prepareStatement(sql)) {
                    p.setNull(1, odd);
                    p.execute();
                }
            });
            case 4 -> new Call("result set getters at column " + odd, c -> {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT a, b, c, d FROM t ORDER BY a")) {
                    rs.next();
                    rs.getString(odd);
                }
            });
            case 5 -> new Call("getInt/getDate/getBigDecimal of text, number and timestamp columns", c -> {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT a, b, c, d FROM t ORDER BY a")) {
                    rs.next();
                    switch (Math.floorMod(odd, 4)) {
                        case 0 -> rs.getInt(2);
                        case 1 -> rs.getDate(1);
                        case 2 -> rs.getBigDecimal(2);
                        default -> rs.getTimestamp(3);
                    }
                }
            });
            case 6 -> new Call("result set getter by label " + describe(value), c -> {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT a FROM t")) {
                    rs.next();
                    rs.getObject(value == null ? null : value.toString().substring(0, Math.min(20, value.toString().length())));
                }
            });
            case 7 -> new Call("getObject(1, " + describe(value) + ".getClass())", c -> {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT a, b FROM t")) {
                    rs.next();
                    rs.getObject(1, value == null ? null : value.getClass());
                }
            });
            case 8 -> new Call("result set moves " + odd + " on a forward-only result", c -> {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT a FROM t")) {
                    rs.absolute(odd);
                }
            });
            case 9 -> new Call("statement limits " + odd, c -> {
                try (Statement s = c.createStatement()) {
                    s.setMaxRows(odd);
                    s.setFetchSize(odd);
                    s.setQueryTimeout(odd);
                    s.setFetchDirection(odd);
                    s.setMaxFieldSize(odd);
                    s.execute(sql);
                }
            });
            case 10 -> new Call("createStatement(" + odd + ", " + odd + ")", c -> c.createStatement(odd, odd).close());
            case 11 -> new Call("prepareStatement(" + text + ", " + odd + ", " + odd + ")", c -> c.prepareStatement(text, odd, odd).close());
            case 12 -> new Call("prepareStatement(" + text + ", autoGeneratedKeys " + odd + ")", c -> c.prepareStatement(text, odd).close());
            case 13 -> new Call("prepareStatement(" + text + ", columns {" + odd + "}/{null})", c -> {
                c.prepareStatement(text, new int[] {odd}).close();
                c.prepareStatement(text, new String[] {null}).close();
            });
            case 14 -> new Call("setTransactionIsolation/setHoldability(" + odd + ")", c -> {
                c.setTransactionIsolation(odd);
                c.setHoldability(odd);
            });
            case 15 -> new Call("nativeSQL(" + text + ")", c -> c.nativeSQL(text));
            case 16 -> new Call("setSchema/setCatalog(" + describe(value) + ")", c -> {
                c.setSchema(value == null ? null : value.toString());
                c.setCatalog(value == null ? null : value.toString());
            });
            case 17 -> new Call("isValid(" + odd + ") and setNetworkTimeout(null, " + odd + ")", c -> {
                c.isValid(odd);
                c.setNetworkTimeout(null, odd);
            });
            case 18 -> new Call("savepoint calls with null", c -> {
                c.setAutoCommit(autoCommit);
                c.setSavepoint(null);
                c.rollback(null);
                c.releaseSavepoint(null);
            });
            case 19 -> new Call("createArrayOf(" + describe(value) + ")", c -> {
                c.createArrayOf(value == null ? null : "int", new Object[] {value});
                c.createArrayOf("no_such_type", null);
            });
            case 20 -> new Call("unwrap/isWrapperFor(" + describe(value) + ")", c -> {
                Class<?> type = value == null ? null : value.getClass();
                c.isWrapperFor(type);
                c.unwrap(type);
            });
            case 21 -> new Call("setClientInfo/setTypeMap with nulls", c -> {
                c.setClientInfo(null, null);
                c.setTypeMap(null);
            });
            case 22 -> new Call("batch of " + text, c -> {
                try (Statement s = c.createStatement()) {
                    s.addBatch(sql);
                    s.addBatch(text);
                    s.executeBatch();
                }
            });
            default -> new Call("null SQL on " + odd, c -> {
                try (Statement s = c.createStatement()) {
                    switch (Math.floorMod(odd, 6)) {
                        case 0 -> s.execute(null);
                        case 1 -> s.executeQuery(null);
                        case 2 -> s.executeUpdate(null);
                        case 3 -> s.addBatch(null);
                        case 4 -> c.prepareStatement(null);
                        default -> c.nativeSQL(null);
                    }
                }
            });
        };
    }

    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        String text = value instanceof byte[] bytes ? "byte[" + bytes.length + "]" : String.valueOf(value);
        return value.getClass().getSimpleName() + ":" + (text.length() > 30 ? text.substring(0, 30) + "...(" + text.length() + ")" : text);
    }
}
