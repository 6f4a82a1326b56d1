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
import java.util.Set;
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
    void upsertReturningXmaxTellsInsertedRowsFromUpdatedOnes() throws SQLException {
        assertSameOnBoth("CREATE TABLE hits (page text, day int, n int NOT NULL, PRIMARY KEY (page, day))", c -> {
            String upsert = "INSERT INTO hits AS h (page, day, n) VALUES (?, ?, 1) ON CONFLICT (page, day) DO UPDATE SET n = h.n + 1"
                    + " RETURNING page, n, (xmax = 0) AS inserted";
            List<String> out = new ArrayList<>(preparedQuery(c, upsert, "home", 1));
            out.addAll(preparedQuery(c, upsert, "home", 1)); // the same text again: its marks are its own execution's
            out.addAll(preparedQuery(c, upsert, "blog", 1));
            update(c, "DELETE FROM hits WHERE page = 'home'");
            out.addAll(preparedQuery(c, upsert, "home", 1)); // inserted again after the key's row was updated before
            out.addAll(query(c, "INSERT INTO hits (page, day, n) VALUES ('blog', 1, 1), ('news', 1, 1) ON CONFLICT (page, day)"
                    + " DO UPDATE SET n = hits.n + 1 RETURNING page, xmax::text::int > 0 AS updated"));
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

    @Test
    void numericQuotientsAndAveragesHavePostgresScale() throws SQLException {
        assertSameOnBoth("CREATE TABLE sale (id int PRIMARY KEY, units int, big bigint, amount numeric(10, 2), free numeric, ratio float8)", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO sale VALUES (1, 3, 10, 1.25, 1, 0.5), (2, 4, 20, 2.5, 2.5, 1.0), (3, 4, 30, 3.75, 7, NULL)"));
            out.addAll(query(c, "SELECT 10::numeric / 3 AS a, 1::numeric / 8 AS b, 7.0 / 2 AS c, 1 / 3.0 AS d, 10::numeric / 4 AS e,"
                    + " 123456789.0 / 7 AS f, 0.001 / 7 AS g, -2.5 / 3 AS h, 1.00000000000000000000 / 3 AS i, 10::numeric / 3 / 3 AS j"));
            out.addAll(query(c, "SELECT avg(units) AS a, avg(big) AS b, avg(amount) AS c, avg(free) AS d, avg(ratio) AS e,"
                    + " avg(DISTINCT units) AS f, avg(units) FILTER (WHERE id > 1) AS g, avg(units) / 2 AS h FROM sale"));
            out.addAll(query(c, "SELECT id, avg(free) OVER (ORDER BY id) AS running, free / 2.0 AS half FROM sale ORDER BY id"));
            out.addAll(preparedQuery(c, "SELECT ? / 4.0 AS q, avg(units) AS a FROM sale WHERE id > ?", 1, 5));
            out.addAll(query(c, "WITH t AS (SELECT avg(units) AS a FROM sale) SELECT a, (SELECT avg(big) FROM (SELECT big FROM sale) s) AS b"
                    + " FROM (SELECT a FROM t) d"));
            out.add(assertThrows(SQLException.class, () -> query(c, "SELECT 1.5 / 0")).getSQLState());
            out.add(assertThrows(SQLException.class, () -> query(c, "SELECT avg(id::text) FROM sale")).getSQLState());
            return out;
        });
    }

    @Test
    void fullJoinsGiveTheRowsOfBothSides() throws SQLException {
        assertSameOnBoth("CREATE TABLE dept (id int PRIMARY KEY, name text); CREATE TABLE emp (id int PRIMARY KEY, name text, dept_id int);"
                + " INSERT INTO dept VALUES (1, 'eng'), (2, 'ops'), (3, 'legal'); INSERT INTO emp VALUES (1, 'ann', 1), (2, 'bob', 1),"
                + " (3, 'cid', 2), (4, 'eve', NULL), (5, 'fay', 9)", c -> {
            List<String> out = new ArrayList<>();
            out.addAll(query(c, "SELECT e.name, d.name FROM emp e FULL OUTER JOIN dept d ON d.id = e.dept_id ORDER BY d.id, e.id"));
            out.addAll(query(c, "SELECT e.name AS who, d.name FROM emp e FULL JOIN dept d ON d.id = e.dept_id"
                    + " WHERE e.id IS NULL OR d.id IS NULL ORDER BY 1 NULLS FIRST, name"));
            out.addAll(preparedQuery(c, "SELECT e.id, d.id FROM emp e FULL JOIN dept d ON d.id = e.dept_id AND d.name <> ?"
                    + " WHERE coalesce(e.id, 0) < ? ORDER BY e.id NULLS LAST, d.id LIMIT ?", "ops", 5, 6));
            out.addAll(query(c, "WITH x AS (SELECT id, name FROM dept WHERE id > 1) SELECT id, x.name, emp.name FROM x FULL JOIN emp"
                    + " USING (id) ORDER BY id"));
            return out;
        });
    }

    @Test
    void deleteUsingAndWithBeforeDataChangesChangeTheSameRows() throws SQLException {
        assertSameOnBoth("CREATE TABLE cart (id int PRIMARY KEY, owner text); CREATE TABLE line (id int PRIMARY KEY, cart_id int, qty int);"
                + " INSERT INTO cart VALUES (1, 'ann'), (2, 'bob'), (3, 'bob'); INSERT INTO line VALUES (10, 1, 1), (11, 2, 0),"
                + " (12, 2, 3), (13, 3, 0), (14, 9, 0)", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "DELETE FROM line l USING cart c WHERE l.cart_id = c.id AND c.owner = ? AND l.qty = ?", "bob", 0));
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("DELETE FROM line USING cart WHERE line.cart_id = cart.id"
                    + " AND cart.owner = 'ann' RETURNING line.id, qty")) {
                out.addAll(rows(rs));
            }
            out.add("count " + update(c, "WITH gone AS (SELECT id FROM cart WHERE owner = ?) DELETE FROM cart WHERE id IN"
                    + " (SELECT id FROM gone) AND id > ?", "bob", 2));
            out.add("count " + update(c, "WITH src (k) AS (SELECT max(id) + 1 FROM line) INSERT INTO line (id, cart_id, qty)"
                    + " SELECT k, 2, 5 FROM src"));
            out.add("count " + update(c, "WITH big AS (SELECT id FROM line WHERE qty > 2) UPDATE line SET qty = 0 FROM big"
                    + " WHERE line.id = big.id"));
            out.addAll(query(c, "SELECT id, cart_id, qty FROM line ORDER BY id"));
            out.addAll(query(c, "SELECT id, owner FROM cart ORDER BY id"));
            return out;
        });
    }

    /** H2's own syntax changes nothing on the engine: it fails with PostgreSQL's state, and the rows stay. */
    @ParameterizedTest
    @ValueSource(strings = {"DELETE FROM prize LIMIT 1", "DELETE prize WHERE id = 2", "UPDATE prize SET n = 9 WHERE id > 0 LIMIT 1",
        "UPDATE prize SET n = 9 WHERE id > 0 ORDER BY id", "MERGE INTO prize KEY (id) VALUES (1, 5)", "SELECT p.id FROM prize p JOIN prize q",
        "UPDATE prize SET prize.n = 5 WHERE id = 2", "UPDATE prize SET n = n WHERE id = -1 RETURNING count(*)", "SELECT id FROM prize WHERE 1",
        "INSERT INTO prize (id, n) VALUES (1, 7) ON CONFLICT (n) DO UPDATE SET n = 0",
        "INSERT INTO prize (id, n) VALUES (3, 7) ON CONFLICT (n) DO NOTHING"})
    void h2OnlySyntaxIsRefusedAsOnPostgres(String sql) throws SQLException {
        assertSameOnBoth("CREATE TABLE prize (id int PRIMARY KEY, n int); INSERT INTO prize VALUES (1, 1), (2, 2)", c -> {
            List<String> out = new ArrayList<>();
            out.add(assertThrows(SQLException.class, () -> {
                try (Statement s = c.createStatement()) {
                    s.execute(sql);
                }
            }).getSQLState());
            out.addAll(query(c, "SELECT id, n FROM prize ORDER BY id"));
            return out;
        });
    }

    @Test
    void upsertsNamingAUniqueKeyRunAsOnPostgres() throws SQLException {
        assertSameOnBoth("CREATE TABLE member (uid int, gid int, role text, PRIMARY KEY (uid, gid), code text UNIQUE);"
                + " INSERT INTO member VALUES (1, 1, 'a', 'x')", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO member VALUES (1, 1, 'b', 'y') ON CONFLICT (gid, uid) DO UPDATE SET role = EXCLUDED.role"));
            out.add("count " + update(c, "INSERT INTO member VALUES (2, 1, 'c', 'y') ON CONFLICT (code) DO NOTHING"));
            out.add(assertThrows(SQLException.class, () -> update(c, "INSERT INTO member VALUES (1, 2, 'd', 'z') ON CONFLICT (uid)"
                    + " DO UPDATE SET role = 'x'")).getSQLState());
            out.addAll(query(c, "SELECT uid, gid, role, code FROM member ORDER BY uid, gid"));
            return out;
        });
    }

    @Test
    void booleanWordsAreBooleansWhereTheColumnIsOne() throws SQLException {
        assertSameOnBoth("CREATE TABLE flag (id int PRIMARY KEY, active boolean, verified bool, name text);"
                + " INSERT INTO flag VALUES (1, true, true, 'yes'), (2, false, NULL, 't'), (3, NULL, false, 'on')", c -> {
            List<String> out = new ArrayList<>();
            // booleans read as text differ (t on PostgreSQL, TRUE on the engine: docs/dialect.md), so they are compared as numbers
            out.addAll(query(c, "SELECT 'on'::boolean::int AS a, 'OFF'::bool::int AS b, (bool 'y')::int AS c, CAST(' 1 ' AS boolean)::int AS d,"
                    + " 'fa'::boolean::int AS e"));
            out.addAll(query(c, "SELECT id FROM flag WHERE active = 't' AND verified = 'true' ORDER BY id"));
            out.addAll(query(c, "SELECT id FROM flag WHERE 'no' = active OR name = 't' OR name = 'on' ORDER BY id"));
            out.add("count " + update(c, "UPDATE flag SET verified = 'on' WHERE active <> 'yes'"));
            out.addAll(query(c, "SELECT id, active::int AS active, verified::int AS verified, name FROM flag ORDER BY id"));
            out.add(assertThrows(SQLException.class, () -> query(c, "SELECT 'maybe'::boolean")).getSQLState());
            return out;
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"DO $$ BEGIN PERFORM 1; END $$", "SELECT pg_advisory_lock_shared(1)", "SELECT pg_advisory_unlock_shared(1)",
        "SELECT generate_series(1, 3) FROM t",
        "SELECT now() - interval '1 month 2 days'", "SELECT CAST(id || ' days' AS interval) FROM t",
        "SELECT * FROM t a FULL JOIN t b ON a.id = b.id", "SELECT count(*) FROM t a FULL JOIN t b ON a.id = b.id",
        "SELECT * FROM t NATURAL LEFT JOIN t u", "SELECT x.n FROM t CROSS JOIN LATERAL (SELECT u.id AS n FROM t u WHERE u.id > t.id) x"})
    void theEngineRefusesWhatItCannotRunFaithfully(String sql) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            SQLException refused = assertThrows(SQLException.class, () -> s.execute(sql));
            assertEquals("42000", refused.getSQLState(), refused.getMessage());
            assertTrue(refused.getMessage().contains("cannot run \"" + sql + "\""), refused.getMessage());
        }
    }

    /** H2 keywords PostgreSQL does not reserve, which the engine's H2 reads as names where a name stands. */
    @Test
    void dateAndKeyValueWordsAreColumnNamesAsOnPostgres() throws SQLException {
        assertSameOnBoth("CREATE TABLE reading (key int PRIMARY KEY, value text, year int, month int, day int, hour int, minute int,"
                + " second int, row int, uescape text)", c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO reading (key, value, year, month, day, hour, minute, second, row, uescape)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", 1, "one", 2024, 2, 29, 23, 59, 58, 7, "u"));
            out.add("count " + update(c, "INSERT INTO reading VALUES (2, 'two', 2025, 1, 1, 0, 0, 0, 8, 'v')"));
            out.addAll(query(c, "SELECT key, value, year, month, day, hour, minute, second, row, uescape FROM reading ORDER BY key"));
            out.addAll(query(c, "SELECT r.value, r.year * 100 + r.month AS period FROM reading r WHERE r.day = 29"));
            out.add("count " + update(c, "UPDATE reading SET value = value || '!', year = year + 1 WHERE key = ?", 2));
            out.addAll(preparedQuery(c, "SELECT key, value, year FROM reading WHERE year > ? ORDER BY year DESC, key", 2025));
            out.addAll(query(c, "SELECT year, count(*) AS n, max(value) AS top FROM reading GROUP BY year ORDER BY year"));
            out.addAll(query(c, "SELECT EXTRACT(YEAR FROM DATE '2024-02-29') AS y, EXTRACT(DAY FROM DATE '2024-02-29') AS d,"
                    + " CASE WHEN ROW(1, 2) = ROW(1, 2) THEN 1 ELSE 0 END AS same"));
            out.add("count " + update(c, "DELETE FROM reading WHERE key = ? AND value = ?", 1, "one"));
            out.addAll(query(c, "SELECT key, value FROM reading"));
            return out;
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"key", "value", "year", "month", "day", "hour", "minute", "second", "row", "uescape", "between", "minus", "if"})
    void anH2KeywordPostgresDoesNotReserveNamesAColumnAndATable(String word) throws Exception {
        Probe asNames = c -> {
            List<String> out = new ArrayList<>();
            out.add("count " + update(c, "INSERT INTO t (id, %s) VALUES (1, 42), (2, 7)".formatted(word)));
            out.addAll(query(c, "SELECT %1$s FROM t WHERE %1$s = 42".formatted(word)));
            out.addAll(query(c, "SELECT t.%1$s, %1$s + 1 AS plus FROM t ORDER BY %1$s".formatted(word)));
            out.add("count " + update(c, "UPDATE t SET %1$s = %1$s + 1 WHERE id = 2".formatted(word)));
            out.addAll(query(c, "SELECT id, max(%1$s) AS top FROM t GROUP BY id ORDER BY id".formatted(word)));
            out.add("count " + update(c, "CREATE TABLE %s (id int PRIMARY KEY)".formatted(word)));
            out.add("count " + update(c, "INSERT INTO %s VALUES (5)".formatted(word)));
            out.addAll(query(c, "SELECT %1$s.id FROM %1$s".formatted(word)));
            out.add("count " + update(c, "DELETE FROM t WHERE %s = 8".formatted(word)));
            return out;
        };
        String table = "CREATE TABLE t (id int PRIMARY KEY, %s int NOT NULL)".formatted(word);
        assertSameOnBoth(table, asNames); // between, minus, if: our parser cannot read them as names, H2 does
    }

    /**
     * Column, constraint and index forms that knex, Django and pg_dump write: a default after a
     * constraint, deferrable foreign keys with SET CONSTRAINTS, DROP COLUMN ... CASCADE, operator
     * classes. Each statement runs, and the rows, defaults and refusals come out alike.
     */
    @Test
    void ormSchemaFormsRunAndBehaveAsOnPostgres() throws SQLException {
        assertSameOnBoth(null, c -> {
            List<String> out = new ArrayList<>();
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE author (id serial PRIMARY KEY, name varchar(40) NOT NULL UNIQUE DEFAULT 'anon',"
                        + " kind text CHECK (kind IN ('a', 'b')) DEFAULT 'a', rank int CONSTRAINT rank_positive CHECK (rank > 0) NOT NULL DEFAULT 1)");
                s.execute("CREATE TABLE book (id serial PRIMARY KEY, author_id int REFERENCES author (id) DEFERRABLE INITIALLY DEFERRED,"
                        + " editor_id int, title text, obsolete int)");
                s.execute("ALTER TABLE book ADD CONSTRAINT book_editor_fk FOREIGN KEY (editor_id) REFERENCES author (id)"
                        + " DEFERRABLE INITIALLY DEFERRED");
                s.execute("ALTER TABLE book ADD COLUMN pages int CHECK (pages >= 0) DEFAULT 0");
                s.execute("CREATE INDEX author_name_like ON author (name varchar_pattern_ops)");
                s.execute("CREATE INDEX book_title_like ON book USING btree (title text_pattern_ops DESC)");
                out.add("insert " + s.executeUpdate("INSERT INTO author DEFAULT VALUES"));
                out.add("insert " + s.executeUpdate("INSERT INTO author (name, kind) VALUES ('ann', 'b')"));
                out.addAll(query(c, "SELECT id, name, kind, rank FROM author ORDER BY id"));
                out.add("check " + assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO author (name, kind) VALUES ('x', 'c')")).getSQLState());
                out.add("check " + assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO author (name, rank) VALUES ('y', 0)")).getSQLState());
                out.add("insert " + s.executeUpdate("INSERT INTO book (author_id, title) VALUES (1, 'Alpha'), (2, 'alphabet'), (2, 'Beta')"));
                out.addAll(query(c, "SELECT name FROM author WHERE name LIKE 'an%' ORDER BY name"));
                out.addAll(query(c, "SELECT title, pages FROM book WHERE title LIKE 'alpha%' ORDER BY title"));
                c.setAutoCommit(false);
                s.execute("SET CONSTRAINTS ALL IMMEDIATE");
                out.add("foreign key " + assertThrows(SQLException.class, () -> s.executeUpdate("UPDATE book SET editor_id = 99 WHERE id = 1")).getSQLState());
                c.rollback();
                c.setAutoCommit(true);
                s.execute("ALTER TABLE book DROP COLUMN obsolete CASCADE");
                s.execute("ALTER TABLE book DROP COLUMN editor_id CASCADE");
                out.add("insert " + s.executeUpdate("INSERT INTO author (name) VALUES ('cy')"));
                out.addAll(query(c, "SELECT * FROM book ORDER BY id"));
            }
            return out;
        });
    }

    /**
     * H2 keywords PostgreSQL does not reserve that H2 cannot take as names: it would misread them in
     * expressions ({@code unknown} is the truth value, {@code rownum} the row number, {@code exists}
     * expects a subquery) or other statements would break ({@code UPDATE t SET}), so they stay
     * keywords: a column naming them is refused as a syntax error, and works quoted.
     */
    @ParameterizedTest
    @ValueSource(strings = {"set", "values", "exists", "interval", "qualify", "unknown", "rownum", "_rowid_", "current_path", "system_user"})
    void anH2KeywordTheEngineCannotTakeAsANameIsRefusedNotMisread(String word) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect(); Statement s = c.createStatement()) {
            SQLException refused = assertThrows(SQLException.class, () -> s.execute("CREATE TABLE t (id int PRIMARY KEY, %s int)".formatted(word)));
            assertEquals("42601", refused.getSQLState(), refused.getMessage());
            s.execute("CREATE TABLE t (id int PRIMARY KEY, \"%s\" int)".formatted(word));
            s.execute("INSERT INTO t VALUES (1, 42)");
            try (ResultSet rs = s.executeQuery("SELECT \"%1$s\" FROM t WHERE \"%1$s\" = 42".formatted(word))) {
                assertTrue(rs.next(), "quoted, the word is a name");
                assertEquals(42, rs.getInt(1));
            }
        }
    }
}
