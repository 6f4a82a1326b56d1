package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Each PostgreSQL construct the dialect shim handles, run on PostgreSQL and on the engine, with the answers compared. */
class DialectShimTest {

    /** What a test observes on one placement; must be equal on both. */
    @FunctionalInterface
    interface Probe {
        List<String> run(Connection c) throws SQLException;
    }

    private static void assertSameOnBoth(String setup, Probe probe) throws SQLException {
        List<String> postgres = runOn(Target.POSTGRES, setup, probe);
        List<String> engine = runOn(Target.ENGINE, setup, probe);
        assertEquals(postgres, engine);
    }

    private static List<String> runOn(Target target, String setup, Probe probe) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            if (setup != null) {
                db.execute(setup);
            }
            return probe.run(c);
        }
    }

    /** Column labels, then each row as its values' getString. */
    private static List<String> rows(ResultSet rs) throws SQLException {
        List<String> out = new ArrayList<>();
        ResultSetMetaData meta = rs.getMetaData();
        StringBuilder labels = new StringBuilder("labels:");
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            labels.append(' ').append(meta.getColumnLabel(i));
        }
        out.add(labels.toString());
        while (rs.next()) {
            StringBuilder row = new StringBuilder();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                row.append(i > 1 ? " | " : "").append(rs.getString(i));
            }
            out.add(row.toString());
        }
        return out;
    }

    private static List<String> query(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            return rows(rs);
        }
    }

    private static int update(Connection c, String sql, Object... binds) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < binds.length; i++) {
                p.setObject(i + 1, binds[i]);
            }
            return p.executeUpdate();
        }
    }

    private static List<String> preparedQuery(Connection c, String sql, Object... binds) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < binds.length; i++) {
                p.setObject(i + 1, binds[i]);
            }
            try (ResultSet rs = p.executeQuery()) {
                return rows(rs);
            }
        }
    }

    @Test
    void timestamptzColumnsAndCastsHoldInstants() throws SQLException {
        assertSameOnBoth("CREATE TABLE ev (id int PRIMARY KEY, at timestamptz NOT NULL, precise timestamptz(3))", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO ev (id, at, precise) VALUES (?, ?::timestamptz, CAST(? AS timestamptz))",
                    1, "2024-03-01 12:00:00+02", "2024-03-01 12:00:00.123456+00"));
            out.add("count " + update(c, "INSERT INTO ev (id, at) VALUES (2, '2024-03-01 10:00:00Z'::timestamptz)"));
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT id, at, precise FROM ev WHERE at = '2024-03-01 10:00:00+00'::timestamptz ORDER BY id")) {
                while (rs.next()) {
                    OffsetDateTime precise = rs.getObject(3, OffsetDateTime.class);
                    out.add(rs.getInt(1) + " " + rs.getObject(2, OffsetDateTime.class).toInstant() + " "
                            + (precise == null ? null : precise.toInstant()));
                }
            }
            return out;
        });
    }

    @Test
    void inetValuesComeBackInPostgresTextForm() throws SQLException {
        String[] forms = {"1.2.3.4", "1.2.3.4/32", "10.1.2.3/8", "2001:0DB8::0001", "2001:db8:0:0:1:0:0:1", "::ffff:1.2.3.4", "::1",
            "fe80::1/64"};
        assertSameOnBoth("CREATE TABLE host (id int PRIMARY KEY, addr inet, net cidr)", c -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < forms.length; i++) {
                out.add("count " + update(c, "INSERT INTO host (id, addr) VALUES (?, ?::inet)", i, forms[i]));
            }
            update(c, "UPDATE host SET net = CAST(? AS cidr) WHERE id = 0", "10.1.0.0/16");
            out.addAll(query(c, "SELECT id, addr, net FROM host ORDER BY id"));
            out.addAll(preparedQuery(c, "SELECT id FROM host WHERE addr = ?::inet", "2001:db8::1"));
            out.addAll(query(c, "SELECT '2001:DB8::0:1'::inet AS typed, CAST('10.0.0.0/8' AS cidr) AS net"));
            return out;
        });
    }

    @Test
    void invalidInetIsRejectedAsOnPostgres() throws SQLException {
        assertSameOnBoth(null, c -> List.of(
                assertThrows(SQLException.class, () -> preparedQuery(c, "SELECT ?::inet", "1.2.3.256")).getSQLState(),
                assertThrows(SQLException.class, () -> preparedQuery(c, "SELECT CAST(? AS cidr)", "10.1.2.3/8")).getSQLState()));
    }

    @Test
    void stringBuildingFunctionsAnswerAsOnPostgres() throws SQLException {
        assertSameOnBoth("CREATE TABLE w (id int PRIMARY KEY, word text)", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO w VALUES (1, repeat('ab', 3)), (2, lpad('7', 3, '0')), (3, NULL)"));
            out.addAll(query(c, "SELECT id, word, rpad(word, 8, 'xy'), lpad(word, 2), repeat(word, 0) FROM w ORDER BY id"));
            out.addAll(query(c, "SELECT repeat('-', 5), lpad('hi', 5), rpad('hi', 5, ''), lpad('x', -1), repeat('z', NULL),"
                    + " rpad('\u00e9\ud83d\ude00', 4, '\ud83d\ude00.')"));
            out.addAll(preparedQuery(c, "SELECT repeat(?, ?) AS r, lpad(?, ?, ?) AS l", "ab", 2, "1", 4, "0"));
            return out;
        });
    }

    /** H2's own would allocate the whole result first: an OutOfMemoryError, after which H2 closes the database. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT repeat('x', 2147483647)", "SELECT lpad('x', 2147483647)", "SELECT rpad('x', 2147483647, 'ab')",
        "SELECT repeat(repeat('xy', 65536), 65536)"})
    void aStringTooLongToBuildIsRefusedAsOnPostgres(String sql) throws SQLException {
        assertSameOnBoth(null, c -> List.of(assertThrows(SQLException.class, () -> query(c, sql)).getSQLState()));
    }

    @Test
    void onConflictDoNothingCountsOnlyInsertedRows() throws SQLException {
        assertSameOnBoth("CREATE TABLE tag (id int PRIMARY KEY, name text)", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO tag (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", 1, "a"));
            out.add("count " + update(c, "INSERT INTO tag (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", 1, "again"));
            out.add("count " + update(c, "INSERT INTO tag (id, name) VALUES (1, 'x'), (2, 'b'), (3, 'c') ON CONFLICT (id) DO NOTHING"));
            out.add("count " + update(c, "INSERT INTO tag VALUES (3, 'y'), (4, 'd') ON CONFLICT DO NOTHING"));
            out.add("count " + update(c, "INSERT INTO tag (id, name) SELECT id + 3, name FROM tag WHERE id <= 2 ON CONFLICT (id) DO NOTHING"));
            out.addAll(query(c, "SELECT id, name FROM tag ORDER BY id"));
            return out;
        });
    }

    @Test
    void onConflictDoUpdateUpsertsWithExcludedAndTheExistingRow() throws SQLException {
        assertSameOnBoth("CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL, note text)", c -> {
            List<String> out = new ArrayList<>();
            String upsert = "INSERT INTO counter AS k (id, n, note) VALUES (?, ?, ?) "
                    + "ON CONFLICT (id) DO UPDATE SET n = k.n + EXCLUDED.n * ?, note = excluded.note || '+' || k.note";
            out.add("count " + update(c, upsert, 1, 5, "first", 10));
            out.add("count " + update(c, upsert, 1, 2, "second", 100)); // 5 + 2 * 100: the binds keep their order
            out.add("count " + update(c, "INSERT INTO counter (id, n) VALUES (1, 1), (2, 1) "
                    + "ON CONFLICT (id) DO UPDATE SET n = counter.n + 1 WHERE counter.n < 100"));
            out.add("count " + update(c, "INSERT INTO counter (id, n) SELECT id, 7 FROM counter ON CONFLICT (id) DO UPDATE SET n = excluded.n"));
            out.addAll(query(c, "SELECT id, n, note FROM counter ORDER BY id"));
            // In PostgreSQL an unqualified name in SET could mean the row or excluded: ambiguous (42702), and so in the MERGE.
            SQLException ambiguous = assertThrows(SQLException.class, () -> update(c, "INSERT INTO counter (id, n) VALUES (1, 1) "
                    + "ON CONFLICT (id) DO UPDATE SET n = n + 1"));
            out.add("ambiguous: " + ambiguous.getSQLState() + " " + ambiguous.getMessage().toLowerCase(java.util.Locale.ROOT).contains("ambiguous"));
            return out;
        });
    }

    @Test
    void bindParametersKeepTheirPlacesWhereTheTranslationMovesClauses() throws SQLException {
        assertSameOnBoth("CREATE TABLE account (owner text PRIMARY KEY, balance int NOT NULL, updates int NOT NULL DEFAULT 0)", c -> {
            List<String> out = new ArrayList<>();
            // jOOQ's shape: parameters in VALUES, DO UPDATE SET and its WHERE (the engine's MERGE puts the condition first)
            String upsert = "INSERT INTO account (owner, balance) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE"
                    + " SET balance = account.balance + excluded.balance, updates = account.updates + ? WHERE account.balance < ?";
            out.add("count " + update(c, upsert, "ann", 10, 1, 100));
            out.add("count " + update(c, upsert, "ann", 5, 1, 100));
            out.add("count " + update(c, upsert, "ann", 500, 1, 15)); // 15 < 15 is false: nothing changes
            out.addAll(preparedQuery(c, upsert + " RETURNING owner, balance * ? AS scaled", "ann", 1, 10, 1000, 2));
            out.addAll(preparedQuery(c, "UPDATE account SET balance = balance - ? WHERE owner = ? RETURNING balance + ? AS plus", 3, "ann", 100));
            out.addAll(preparedQuery(c, "DELETE FROM account WHERE balance > ? RETURNING owner, ? AS why", 0, "gone"));
            out.addAll(query(c, "SELECT owner, balance, updates FROM account"));
            return out;
        });
    }

    @Test
    void intervalLiteralsInPostgresFormDoTheSameArithmetic() throws SQLException {
        assertSameOnBoth("CREATE TABLE ev (id int PRIMARY KEY, ts timestamp, d date)", c -> {
            List<String> out = new ArrayList<>();
            update(c, "INSERT INTO ev VALUES (1, '2024-01-31 10:00:00', '2024-02-28'), (2, '2024-03-01 00:00:00', '2024-12-31')");
            out.addAll(query(c, "SELECT id, ts - interval '7 days' AS a, ts + '2 hours 30 minutes'::interval AS b,"
                    + " ts + CAST('1 week ago' AS interval) AS c, ts + interval '1.5 hours' AS e, ts + interval '1 year 1 month' AS f,"
                    + " ts + interval '250 ms' AS g, ts + interval '3 days 04:05:06' AS h, ts + interval '1' day AS i FROM ev ORDER BY id"));
            // Hibernate's date arithmetic: cast(d + (?)*interval '1 day' as date), and timestampadd in seconds
            out.addAll(preparedQuery(c, "SELECT cast(d + (?)*interval '1 day' as date) AS d3, ts + (?)*interval '1 second' AS s90 FROM ev ORDER BY id", 3, 90));
            out.addAll(query(c, "SELECT count(*) AS n FROM ev WHERE ts > timestamp '2024-03-02 00:00:00' - interval '2 days'"));
            return out;
        });
    }

    @Test
    void weakerRowLocksAreTakenAndTheTransactionGoesOn() throws SQLException {
        assertSameOnBoth("CREATE TABLE job (id int PRIMARY KEY, state text NOT NULL)", c -> {
            List<String> out = new ArrayList<>();
            update(c, "INSERT INTO job VALUES (1, 'new'), (2, 'new'), (3, 'done')");
            c.setAutoCommit(false);
            // Hibernate's PESSIMISTIC_WRITE and PESSIMISTIC_READ on PostgreSQL, and a queue's SKIP LOCKED
            out.addAll(preparedQuery(c, "SELECT id, state FROM job WHERE id = ? FOR NO KEY UPDATE", 1));
            out.addAll(query(c, "SELECT id FROM job WHERE state = 'new' ORDER BY id FETCH FIRST 1 ROWS ONLY FOR NO KEY UPDATE SKIP LOCKED"));
            out.addAll(query(c, "SELECT id FROM job WHERE id = 3 FOR SHARE"));
            out.addAll(query(c, "SELECT j.id FROM job j WHERE j.id = 2 FOR KEY SHARE OF j NOWAIT"));
            out.add("count " + update(c, "UPDATE job SET state = 'running' WHERE id = 1"));
            c.commit();
            c.setAutoCommit(true);
            out.addAll(query(c, "SELECT id, state FROM job ORDER BY id"));
            return out;
        });
    }

    @Test
    void stringFunctionsQueryBuildersEmitGiveTheSameAnswers() throws SQLException {
        assertSameOnBoth("CREATE TABLE word (id int PRIMARY KEY, w text)", c -> {
            List<String> out = new ArrayList<>();
            update(c, "INSERT INTO word VALUES (1, 'hello wORLD-foo bar9x'), (2, ''), (3, NULL), (4, 'a,b,,c')");
            // (a boolean's getString differs: t/f on PostgreSQL, TRUE/FALSE on the engine; not what this compares)
            out.addAll(query(c, "SELECT id, md5(w) AS m, split_part(w, ',', 2) AS s2, split_part(w, ',', -1) AS sl, split_part(w, ',', 9) AS s9,"
                    + " split_part(w, '', 1) AS se, strpos(w, 'o') AS p, CASE starts_with(w, 'he') WHEN true THEN 'yes' WHEN false THEN 'no' END AS sw, reverse(w) AS r, initcap(w) AS i"
                    + " FROM word ORDER BY id"));
            out.addAll(preparedQuery(c, "SELECT md5(?) AS m, split_part(?, ?, ?) AS s, strpos(?, ?) AS p", "ä€", "x--y--z", "--", 2, "abc", "z"));
            out.add("zero field: " + assertThrows(SQLException.class, () -> query(c, "SELECT split_part('a,b', ',', 0)")).getSQLState());
            return out;
        });
    }

    @Test
    void returningGivesTheRowsAndLabelsPostgresGives() throws SQLException {
        assertSameOnBoth("CREATE TABLE item (id int PRIMARY KEY, n int DEFAULT 7, name text)", c -> {
            List<String> out = new ArrayList<>();
            out.addAll(preparedQuery(c, "INSERT INTO item (id, name) VALUES (?, ?), (?, ?) RETURNING id, n AS total", 1, "a", 2, "b"));
            out.addAll(preparedQuery(c, "UPDATE item i SET n = n + ? WHERE id = ? RETURNING *, i.n * 2 AS doubled", 10, 1));
            try (Statement s = c.createStatement()) {
                assertTrue(s.execute("DELETE FROM item WHERE id = 2 RETURNING name, id"));
                out.addAll(rows(s.getResultSet()));
            }
            out.addAll(preparedQuery(c, "INSERT INTO item (id, n) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET n = excluded.n RETURNING *", 1, 0));
            out.addAll(query(c, "INSERT INTO item (id, n) VALUES (1, 5), (3, 3) ON CONFLICT (id) DO NOTHING RETURNING id"));
            out.addAll(query(c, "SELECT id, n, name FROM item ORDER BY id"));
            // Both refuse executeUpdate for a statement returning rows, but pgjdbc does so after PostgreSQL
            // ran it, H2 before: a statement that changes nothing keeps the comparison fair.
            assertThrows(SQLException.class, () -> update(c, "DELETE FROM item WHERE id < 0 RETURNING id"));
            return out;
        });
    }

    @Test
    void transactionAdvisoryLocksAreGrantedAsOnPostgres() throws SQLException {
        assertSameOnBoth("CREATE TABLE job (id int PRIMARY KEY)", c -> {
            List<String> out = new ArrayList<>();
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                try (ResultSet rs = s.executeQuery("SELECT pg_advisory_xact_lock(42)")) {
                    assertTrue(rs.next());
                    out.add("one row: " + !rs.next()); // PostgreSQL's void reads as "", the engine's as null

                }
                s.executeQuery("SELECT pg_advisory_xact_lock(1, 2)").close();
                try (ResultSet rs = s.executeQuery("SELECT pg_try_advisory_xact_lock(7) AS got, pg_try_advisory_xact_lock(1, 2)")) {
                    assertTrue(rs.next());
                    out.add(rs.getMetaData().getColumnLabel(1) + " " + rs.getBoolean(1) + " " + rs.getBoolean(2));
                }
                out.add("count " + s.executeUpdate("INSERT INTO job VALUES (1)"));
            }
            c.commit();
            return out;
        });
    }

    @Test
    void clockTimestampMovesWithinATransactionWhileNowDoesNot() throws SQLException {
        for (Target target : Target.values()) {
            try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(false);
                OffsetDateTime[] first = times(s);
                sleep();
                OffsetDateTime[] second = times(s);
                c.commit();
                assertEquals(first[0], second[0], target + ": now() is the transaction's start");
                assertFalse(first[1].isAfter(first[2]), target + ": clock_timestamp() does not go back within a statement");
                assertTrue(Duration.between(first[2], second[1]).toMillis() >= 20, target + ": clock_timestamp() follows the clock");
                assertTrue(Duration.between(first[1], OffsetDateTime.now()).abs().toSeconds() < 60, target + ": it is the wall clock");
            }
        }
    }

    private static OffsetDateTime[] times(Statement s) throws SQLException {
        try (ResultSet rs = s.executeQuery("SELECT now(), clock_timestamp(), clock_timestamp()")) {
            assertTrue(rs.next());
            return new OffsetDateTime[] {rs.getObject(1, OffsetDateTime.class), rs.getObject(2, OffsetDateTime.class),
                rs.getObject(3, OffsetDateTime.class)};
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(30);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT g FROM generate_series(1, 3) g", "SELECT * FROM generate_series(1, 10, 4) AS s",
        "SELECT generate_series(2, 4)", "SELECT generate_series(1, 2) AS n", "SELECT x FROM generate_series(5, 6) AS g(x)",
        "SELECT * FROM generate_series(1, 2)", "SELECT t.v, g.g FROM (VALUES (1)) AS t(v) JOIN generate_series(1, 2) g ON true"})
    void generateSeriesNamesItsColumnAsPostgresDoes(String sql) throws SQLException {
        assertSameOnBoth(null, c -> query(c, sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"DO $$ BEGIN PERFORM 1; END $$", "SELECT pg_advisory_lock_shared(1)", "SELECT pg_advisory_unlock_shared(1)",
        "INSERT INTO t (id) VALUES (1) ON CONFLICT ON CONSTRAINT t_pkey DO NOTHING",
        "INSERT INTO t VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 2", "SELECT generate_series(1, 3) FROM t",
        "SELECT now() - interval '1 month 2 days'", "SELECT CAST(id || ' days' AS interval) FROM t"})
    void theEngineRefusesWhatItCannotRunFaithfully(String sql) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            SQLException refused = assertThrows(SQLException.class, () -> s.execute(sql));
            assertEquals("42000", refused.getSQLState(), refused.getMessage());
            assertTrue(refused.getMessage().contains("cannot run \"" + sql + "\""), refused.getMessage());
        }
    }
}
