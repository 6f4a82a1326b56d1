package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the server reads a client's text: statements, their tags, and the utility statements it rewrites or runs itself. */
class StatementTextTest {

    private static List<String> texts(String sql) {
        return StatementText.split(sql).stream().map(StatementText::text).toList();
    }

    private static StatementText one(String sql) {
        List<StatementText> statements = StatementText.split(sql);
        assertEquals(1, statements.size(), sql);
        return statements.get(0);
    }

    @Test
    void splitsAtSemicolonsOutsideLiteralsCommentsAndParentheses() {
        assertEquals(List.of("SELECT 1", "SELECT ';' AS \"a;b\"", "SELECT $$;$$, E'\\';'"),
                texts("SELECT 1; SELECT ';' AS \"a;b\";;\n SELECT $$;$$, E'\\';' -- trailing; comment"));
        assertEquals(List.of("SELECT 1 /* a; /* nested; */ b; */ + 1"), texts("SELECT 1 /* a; /* nested; */ b; */ + 1"));
        assertEquals(List.of("SELECT $1 + $2"), texts("SELECT $1 + $2;"));
        assertEquals(List.of(), texts(" ; -- nothing\n ; "));
        assertEquals(List.of("SELECT 'unterminated; still one"), texts("SELECT 'unterminated; still one"));
    }

    @Test
    void aTextSplitWithoutLexingIsTheOneTheLexerSplits() {
        List<String> texts = new java.util.ArrayList<>(List.of("SELECT abalance FROM pgbench_accounts WHERE aid = 1;",
                "UPDATE counters SET n = n + 1 WHERE id = 1;\n", "  select 1  ", " ; ", "", "SELECT (1;", "SELECT (1));", "SELECT 1; ",
                "SELECT 1;;", "SELECT 1; SELECT 2", "\u2003SELECT\u00a01\u2003;\u2003", "U&x", "e1", "x.y.1e5", "WITH a AS (SELECT 1) SELECT 2;"));
        java.util.Random random = new java.util.Random(26);
        String alphabet = "aEuU&xN 1.e(;)+*\u2003\n\u00a0_'\"$-/";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            for (int length = random.nextInt(12); length > 0; length--) {
                text.append(alphabet.charAt(random.nextInt(random.nextBoolean() ? alphabet.length() : alphabet.length() - 5)));
            }
            texts.add(text.toString());
        }
        for (String sql : texts) {
            List<StatementText> split = StatementText.split(sql);
            List<StatementText> lexed = StatementText.lexed(sql);
            assertEquals(lexed.stream().map(StatementText::text).toList(), split.stream().map(StatementText::text).toList(), sql);
            for (int i = 0; i < split.size(); i++) {
                assertEquals(lexed.get(i).firstWord(), split.get(i).firstWord(), sql);
                assertEquals(lexed.get(i).word(1), split.get(i).word(1), sql);
                assertEquals(lexed.get(i).tokens(), split.get(i).tokens(), sql);
            }
        }
    }

    @Test
    void tokenPositionsAreRelativeToTheirStatement() {
        List<StatementText> statements = StatementText.split("SELECT 1;  UPDATE t SET a = 'x'");
        assertEquals(List.of(0, 7), statements.get(0).tokens().stream().map(SqlToken::begin).toList());
        assertEquals(List.of(0, 7, 9, 13, 15, 17), statements.get(1).tokens().stream().map(SqlToken::begin).toList());
        SqlToken literal = statements.get(1).tokens().get(5);
        assertEquals("'x'", statements.get(1).text().substring(literal.begin(), literal.end()));
        assertEquals(List.of(0, 7), one("\n SELECT 1").tokens().stream().map(SqlToken::begin).toList());
    }

    @Test
    void parametersNumberedInOrderBecomeTheApplicationsPlainOnes() {
        assertEquals("SELECT ? + ?, '$3', $$ $4 $$ FROM t WHERE a = ?",
                PositionalParameters.asPlain(one("SELECT $1 + $2, '$3', $$ $4 $$ FROM t WHERE a = $3")).text());
        for (String kept : List.of("SELECT $2, $1", "SELECT $1 + $1", "SELECT $1 FROM t WHERE doc ? 'key'", "SELECT 1")) {
            assertEquals(kept, PositionalParameters.asPlain(one(kept)).text(), "as written: " + kept);
        }
    }

    @Test
    void tagsAreReadFromTheClientsText() {
        assertEquals("INSERT 0 3", CommandTags.tag(one("insert into t values (1) returning id"), 3, false));
        assertEquals("SELECT 2", CommandTags.tag(one("WITH x AS (SELECT 1) SELECT * FROM x"), 2, false));
        assertEquals("DELETE 1", CommandTags.tag(one("WITH gone AS (SELECT 1) DELETE FROM t"), 1, false));
        assertEquals("CREATE TABLE", CommandTags.tag(one("CREATE TEMP TABLE t (id int)"), 0, false));
        assertEquals("CREATE INDEX", CommandTags.tag(one("create unique index i on t (id)"), 0, false));
        assertEquals("CREATE VIEW", CommandTags.tag(one("CREATE OR REPLACE VIEW v AS SELECT 1"), 0, false));
        assertEquals("SELECT 5", CommandTags.tag(one("CREATE TABLE c AS SELECT * FROM t"), 5, false));
        assertEquals("SELECT 2", CommandTags.tag(one("CREATE MATERIALIZED VIEW m AS SELECT * FROM t"), 2, false));
        assertEquals("CREATE MATERIALIZED VIEW", CommandTags.tag(one("CREATE MATERIALIZED VIEW m AS SELECT 1 WITH NO DATA"), 0, false));
        assertEquals("CREATE TABLE AS", CommandTags.tag(one("CREATE TABLE c AS SELECT * FROM t WITH NO DATA"), 0, false));
        assertEquals("DROP TABLE", CommandTags.tag(one("DROP TABLE IF EXISTS a, b"), 0, false));
        assertEquals("ALTER TABLE", CommandTags.tag(one("alter table t add primary key (id)"), 0, false));
        assertEquals("ROLLBACK", CommandTags.tag(one("COMMIT"), 0, true));
        assertEquals("COMMIT", CommandTags.tag(one("end"), 0, false));
        assertEquals("START TRANSACTION", CommandTags.tag(one("START TRANSACTION READ ONLY"), 0, false));
        assertEquals("TRUNCATE TABLE", CommandTags.tag(one("truncate a"), 0, false));
        assertEquals("SET", CommandTags.tag(one("SET TimeZone = 'UTC'"), 0, false));
    }

    @Test
    void pgbenchsUtilityStatementsBecomeTextsTheEngineRuns() throws SQLException {
        assertEquals(List.of("DROP TABLE IF EXISTS pgbench_accounts", "DROP TABLE IF EXISTS pgbench_branches"),
                UtilityRewrites.rewrite(one("drop table if exists pgbench_accounts, pgbench_branches")));
        assertEquals(List.of("TRUNCATE TABLE a", "TRUNCATE TABLE s.b"), UtilityRewrites.rewrite(one("truncate table a, only s.b")));
        assertEquals(List.of("truncate a restart identity"), UtilityRewrites.rewrite(one("truncate a restart identity")));
        assertEquals(List.of("create table t(aid int not null,filler char(84)) "),
                UtilityRewrites.rewrite(one("create table t(aid int not null,filler char(84)) with (fillfactor=100)")));
        assertEquals(List.of("CREATE TABLE w (a int) "), UtilityRewrites.rewrite(one("CREATE TABLE w (a int) WITH (fillfactor=100, autovacuum_enabled=off)")));
        assertEquals(StatementPlan.Kind.VACUUM, StatementPlan.of(one("vacuum analyze pgbench_branches")).kind());
    }

    @Test
    void lockTableInTheModesThatKeepOnlyDdlOutChecksTheTablesExist() throws SQLException {
        StatementPlan dump = StatementPlan.of(one("LOCK TABLE public.customers IN ACCESS SHARE MODE"));
        assertEquals(StatementPlan.Kind.LOCK, dump.kind());
        assertEquals(List.of("SELECT 1 FROM public.customers WHERE FALSE"), dump.engineTexts());
        assertEquals(List.of("SELECT 1 FROM a WHERE FALSE", "SELECT 1 FROM b WHERE FALSE"),
                StatementPlan.of(one("lock a, only b in row exclusive mode nowait")).engineTexts());
        assertEquals("42000", assertThrows(SQLException.class, () -> StatementPlan.of(one("LOCK TABLE a"))).getSQLState());
        assertEquals("42000", assertThrows(SQLException.class, () -> StatementPlan.of(one("LOCK a IN EXCLUSIVE MODE"))).getSQLState());
        assertEquals(StatementPlan.Kind.ENGINE, StatementPlan.of(one("LOCK a IN SHARE")).kind()); // no such statement: the engine says so
    }

    @Test
    void copyCommandsInBothSyntaxes() throws SQLException {
        CopyCommand pgbench = CopyCommand.parse(one("copy pgbench_accounts from stdin with (freeze on)"));
        assertTrue(pgbench.from());
        assertEquals("pgbench_accounts", pgbench.table());
        assertEquals('\t', pgbench.format().delimiter());

        CopyCommand psql = CopyCommand.parse(one("COPY \"My Table\" (a, \"B\") FROM STDIN WITH (FORMAT csv, HEADER, DELIMITER ';', NULL 'none')"));
        assertEquals("\"My Table\"", psql.table());
        assertEquals(List.of("a", "B"), psql.columns());
        assertTrue(psql.format().csv() && psql.format().header());
        assertEquals(';', psql.format().delimiter());
        assertEquals("none", psql.format().nullString());

        CopyCommand legacy = CopyCommand.parse(one("COPY t TO STDOUT WITH CSV HEADER QUOTE AS '''' FORCE QUOTE *"));
        assertTrue(legacy.format().csv() && !legacy.from());
        assertEquals('\'', legacy.format().quote());
        assertTrue(legacy.format().quotesAlways("anything"));

        CopyCommand query = CopyCommand.parse(one("copy (select a from t where b = ';') to stdout delimiter E'\\t'"));
        assertEquals("select a from t where b = ';'", query.query());

        assertEquals("42501", assertThrows(SQLException.class, () -> CopyCommand.parse(one("COPY t FROM '/etc/passwd'"))).getSQLState());
        assertEquals("42501", assertThrows(SQLException.class, () -> CopyCommand.parse(one("COPY t TO PROGRAM 'rm -rf /'"))).getSQLState());
        assertEquals("42000", assertThrows(SQLException.class, () -> CopyCommand.parse(one("COPY t FROM STDIN (FORMAT binary)"))).getSQLState());
        assertEquals("42601", assertThrows(SQLException.class, () -> CopyCommand.parse(one("COPY t FROM STDIN extra"))).getSQLState());
    }

    @Test
    void copyRecordsAcrossChunksInTextAndCsv() throws SQLException {
        CopyRecords text = new CopyRecords(CopyFormat.text(), 1024);
        assertEquals(List.of(), text.add("1\tte".getBytes()));
        assertEquals(List.of(List.of("1", "text\there")), text.add("xt\\there\n".getBytes()));
        List<String> nulls = java.util.Arrays.asList("2", null, "\\N");
        assertEquals(List.of(nulls), text.add("2\t\\N\t\\\\N\r\n\\.\nignored\n".getBytes()));
        assertEquals(List.of(), text.finish());

        CopyFormat csvHeader = new CopyFormat(true, ',', "", true, '"', '"', java.util.Set.of(), java.util.Set.of(), java.util.Set.of());
        CopyRecords csv = new CopyRecords(csvHeader, 1024);
        assertEquals(List.of(), csv.add("a,b\n1,\"multi\nli".getBytes()));
        assertEquals(List.of(List.of("1", "multi\nline, \"quoted\""), java.util.Arrays.asList("2", null)),
                csv.add("ne, \"\"quoted\"\"\"\n2,\n".getBytes()));
        assertEquals(List.of(), csv.add("3,\"\"".getBytes())); // the closing quote might be the first of a doubled one
        assertEquals(List.of(List.of("3", "")), csv.finish()); // a quoted empty field is an empty string, not null

        CopyRecords bounded = new CopyRecords(CopyFormat.text(), 8);
        assertEquals("54000", assertThrows(SQLException.class, () -> bounded.add("0123456789abcdef".getBytes())).getSQLState());
    }
}
