package io.hotrow.rewrite.counter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.keys.TableShape;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import org.junit.jupiter.api.Test;

/** How each statement on a counter table is planned, and that the plans keep parameters as parameters. */
class CounterPlannerTest {

    private static final TableShape COUNTERS = new TableShape("counters", List.of(
            new TableShape.Column("id", "text"), new TableShape.Column("n", "int8"), new TableShape.Column("label", "text")),
            List.of(List.of("id")));
    private static final TableShape INVENTORY = new TableShape("inventory", List.of(
            new TableShape.Column("id", "int4"), new TableShape.Column("sku", "text"), new TableShape.Column("stock", "int4")),
            List.of(List.of("id")));

    private static CounterPlan plan(String sql, CounterTable.Layout layout) throws Exception {
        Map<String, CounterSql> tables = new LinkedHashMap<>();
        tables.put("counters", new CounterSql(new CounterTable("counters", List.of("n"), layout), COUNTERS));
        tables.put("inventory", new CounterSql(new CounterTable("inventory", List.of("stock"), layout), INVENTORY));
        return new CounterPlanner(tables).plan(CCJSqlParserUtil.newParser(sql).Statement(), sql);
    }

    private static CounterPlan plan(String sql) throws Exception {
        return plan(sql, CounterTable.Layout.SHARDED);
    }

    @Test
    void anIncrementByKeyGoesToOneShardRowWithItsParametersKept() throws Exception {
        CounterPlan.Increment increment = assertInstanceOf(CounterPlan.Increment.class, plan("UPDATE counters SET n = n + ? WHERE id = ?"));
        assertEquals("UPDATE \"counters_hotrow_shards\" SET \"n\" = \"n\" + (?) WHERE \"id\" = (?) AND \"hotrow_shard\" = ?",
                increment.shardUpdate().sql());
        assertArrayEquals(new int[] {1, 2, Step.extra(0)}, increment.shardUpdate().refs());
        assertEquals("INSERT INTO \"counters_hotrow_shards\" (\"id\", \"hotrow_shard\", \"n\") SELECT b.\"id\", ?, (?) FROM \"counters\" b"
                + " WHERE b.\"id\" = (?) ON CONFLICT (\"id\", \"hotrow_shard\") DO UPDATE SET \"n\" = \"counters_hotrow_shards\".\"n\" + EXCLUDED.\"n\"",
                increment.spreadInsert().sql());
        assertArrayEquals(new int[] {Step.extra(0), 1, 2}, increment.spreadInsert().refs());
        assertEquals(List.of(new CounterPlan.DeltaValue(1, null, false)), increment.deltas());
        assertNull(increment.returning());
    }

    @Test
    void literalsOfTheApplicationsTextStayWhereTheyWereAndStringsAreNotCountedAsMarkers() throws Exception {
        CounterPlan.Increment increment = assertInstanceOf(CounterPlan.Increment.class,
                plan("UPDATE counters c SET n = c.n + 1 WHERE c.id = 'what?'"));
        assertTrue(increment.shardUpdate().sql().contains("\"id\" = ('what?')"), increment.shardUpdate().sql());
        assertArrayEquals(new int[] {Step.extra(0)}, increment.shardUpdate().refs());
        assertEquals(List.of(new CounterPlan.DeltaValue(0, 1L, false)), increment.deltas());
    }

    @Test
    void returningIsAnsweredFromTheFoldingView() throws Exception {
        CounterPlan.Increment increment = assertInstanceOf(CounterPlan.Increment.class,
                plan("UPDATE counters SET n = n + ? WHERE id = ? RETURNING n, label AS l"));
        assertNotNull(increment.returning());
        assertTrue(increment.returning().sql().startsWith("SELECT n, label AS l FROM (SELECT b.\"id\", CAST(b.\"n\" + COALESCE("),
                increment.returning().sql());
        assertArrayEquals(new int[] {2}, increment.returning().refs());
        assertEquals("UPDATE counters SET n = (n + ?) WHERE (id = ?)", increment.base().sql());
    }

    @Test
    void checkedDecrementsAreRecognisedInTheirThreeForms() throws Exception {
        CounterPlan.Decrement gtZero = assertInstanceOf(CounterPlan.Decrement.class,
                plan("UPDATE inventory SET stock = stock - 1 WHERE id = ? AND stock > 0"));
        assertTrue(gtZero.condition().amountMustBeOne());
        assertTrue(gtZero.shardTake().sql().contains("\"stock\" >= (1) AND (SELECT b.\"stock\" FROM \"inventory\" b WHERE b.\"id\" = (?)) >= 0"),
                gtZero.shardTake().sql());
        CounterPlan.Decrement bound = assertInstanceOf(CounterPlan.Decrement.class,
                plan("UPDATE inventory SET stock = stock - ? WHERE id = ? AND stock >= ?"));
        assertEquals(new CounterPlan.Condition(false, 3), bound.condition());
        CounterPlan.Decrement minus = assertInstanceOf(CounterPlan.Decrement.class,
                plan("UPDATE inventory SET stock = (stock - 2) WHERE (id = ?) AND (stock - 2 >= 0)"));
        assertEquals(new CounterPlan.Condition(false, 0), minus.condition());
        assertNotNull(minus.fold().lock());
    }

    @Test
    void whatCannotBeRewrittenExactlyRunsAsWrittenOnFoldedRows() throws Exception {
        CounterPlan.FoldThenRun reset = assertInstanceOf(CounterPlan.FoldThenRun.class, plan("UPDATE counters SET n = 0 WHERE id = ?"));
        assertEquals(1, reset.folds().size());
        assertNotNull(reset.folds().get(0).lock(), "one row: its base row is locked first");
        assertTrue(reset.reason().contains("overwrites"), reset.reason());
        CounterPlan.FoldThenRun other = assertInstanceOf(CounterPlan.FoldThenRun.class,
                plan("UPDATE inventory SET stock = stock - 1 WHERE id = ? AND stock > 10"));
        assertTrue(other.reason().contains("not a checked decrement"), other.reason());
        CounterPlan.FoldThenRun locking = assertInstanceOf(CounterPlan.FoldThenRun.class, plan("SELECT n FROM counters WHERE id = ? FOR UPDATE"));
        assertNull(locking.folds().get(0).lock(), "all rows: no single base row to lock");
        assertInstanceOf(CounterPlan.FoldThenRun.class, plan("DELETE FROM counters WHERE n = 0"));
        assertInstanceOf(CounterPlan.FoldThenRun.class, plan("UPDATE counters SET label = 'x' WHERE n > 3"));
    }

    /**
     * A checked decrement by key that also writes another column (issue 27): every execution writes
     * the base row, so sharding cannot take it off that row. The reason says so, not that the
     * statement is not by primary key, which it is.
     */
    @Test
    void aDecrementThatAlsoWritesAnotherColumnIsRefusedForThatReason() throws Exception {
        CounterPlan.FoldThenRun stamped = assertInstanceOf(CounterPlan.FoldThenRun.class,
                plan("UPDATE inventory SET stock = stock - 1, updated_at = now() WHERE id = ? AND stock > 0"));
        assertTrue(stamped.reason().contains("also writes updated_at"), stamped.reason());
        assertFalse(stamped.reason().contains("primary key"), stamped.reason());
        CounterPlan.Unchanged increment = assertInstanceOf(CounterPlan.Unchanged.class,
                plan("UPDATE counters SET n = n + 1, label = ? WHERE id = ?"));
        assertTrue(increment.reason().contains("also writes label"), increment.reason());
        CounterPlan.Unchanged broad = assertInstanceOf(CounterPlan.Unchanged.class, plan("UPDATE counters SET n = n + 1 WHERE label = ?"));
        assertTrue(broad.reason().contains("not the primary key (id) alone"), broad.reason());
    }

    @Test
    void statementsTheBaseRowAnswersRunUnchanged() throws Exception {
        assertSame(CounterPlan.UNCHANGED, plan("UPDATE counters SET label = ? WHERE id = ?"));
        assertSame(CounterPlan.UNCHANGED, plan("DELETE FROM counters WHERE id = ?"));
        assertSame(CounterPlan.UNCHANGED, plan("INSERT INTO counters (id, n) VALUES (?, ?)"));
        assertSame(CounterPlan.UNCHANGED, plan("INSERT INTO counters (id, n) VALUES (?, ?) ON CONFLICT DO NOTHING"));
        CounterPlan.Unchanged broad = assertInstanceOf(CounterPlan.Unchanged.class, plan("UPDATE counters SET n = n + 1 WHERE label = ?"));
        assertNotNull(broad.reason(), "an increment left on the base row is reported");
    }

    @Test
    void readsSeeTheViewInPlaceOfEachCounterTableWhateverItsSpelling() throws Exception {
        String sql = "SELECT c.n, i.stock FROM counters c JOIN inventory AS i ON i.sku = c.label WHERE c.id = ? AND i.id IN (SELECT id FROM inventory)";
        CounterPlan.Spliced spliced = assertInstanceOf(CounterPlan.Spliced.class, plan(sql));
        String text = spliced.step().sql();
        assertTrue(text.startsWith("SELECT c.n, i.stock FROM (SELECT b.\"id\", CAST(b.\"n\" + COALESCE((SELECT SUM(s.\"n\") FROM \"counters_hotrow_shards\" s"
                + " WHERE s.\"id\" = b.\"id\"), 0) AS int8) AS \"n\", b.\"label\" FROM \"counters\" b) AS \"c\" JOIN (SELECT"), text);
        assertTrue(text.contains(") AS \"i\" ON i.sku = c.label WHERE c.id = ? AND i.id IN (SELECT id FROM (SELECT"), text);
        assertTrue(text.endsWith("FROM \"inventory\" b) AS \"inventory\")"), text);
        assertArrayEquals(new int[] {1}, spliced.step().refs());
        assertInstanceOf(CounterPlan.Spliced.class, plan("SELECT sum(n) FROM public.counters"));
        assertSame(CounterPlan.UNCHANGED, plan("SELECT 1"));
    }

    @Test
    void anUpsertIncrementInsertsIfAbsentElseIncrementsAShard() throws Exception {
        CounterPlan.Upsert upsert = assertInstanceOf(CounterPlan.Upsert.class,
                plan("INSERT INTO counters AS x (id, n) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET n = x.n + EXCLUDED.n"));
        assertEquals("INSERT INTO \"counters\" (\"id\", \"n\") VALUES ((?), (?)) ON CONFLICT DO NOTHING", upsert.insertIfAbsent().sql());
        assertArrayEquals(new int[] {1, 2}, upsert.insertIfAbsent().refs());
        assertArrayEquals(new int[] {2, 1, Step.extra(0)}, upsert.increment().shardUpdate().refs(), "EXCLUDED.n is the inserted value");
        assertInstanceOf(CounterPlan.FoldThenRun.class,
                plan("INSERT INTO counters (id, n, label) VALUES (?, 1, ?) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1, label = EXCLUDED.label"));
    }

    @Test
    void eventCountersAppendInsteadOfUpdatingShards() throws Exception {
        CounterPlan.Increment increment = assertInstanceOf(CounterPlan.Increment.class,
                plan("UPDATE counters SET n = n - ? WHERE id = ?", CounterTable.Layout.EVENTS));
        assertNull(increment.shardUpdate());
        assertEquals("INSERT INTO \"counters_hotrow_events\" (\"id\", \"n\") SELECT b.\"id\", -(?) FROM \"counters\" b WHERE b.\"id\" = (?)",
                increment.spreadInsert().sql());
        assertInstanceOf(CounterPlan.FoldThenRun.class,
                plan("UPDATE inventory SET stock = stock - 1 WHERE id = ? AND stock > 0", CounterTable.Layout.EVENTS));
    }

    @Test
    void theCompanionTableReferencesTheBaseTable() {
        CounterSql sharded = new CounterSql(new CounterTable("counters", List.of("n"), CounterTable.Layout.SHARDED), COUNTERS);
        assertEquals(List.of("CREATE TABLE IF NOT EXISTS \"counters_hotrow_shards\" (\"id\" text NOT NULL, \"hotrow_shard\" integer NOT NULL,"
                + " \"n\" int8 NOT NULL DEFAULT 0, PRIMARY KEY (\"id\", \"hotrow_shard\"), FOREIGN KEY (\"id\") REFERENCES \"counters\" (\"id\")"
                + " ON DELETE CASCADE ON UPDATE CASCADE)"), sharded.companionDdl());
    }

    @Test
    void configurationIsParsedStrictly() {
        CounterTables tables = CounterTables.parse(" counters(n, hits) ,inventory(stock)", "page_views(views)", 16);
        assertEquals(List.of("n", "hits"), tables.get("counters").columns());
        assertEquals(CounterTable.Layout.EVENTS, tables.get("page_views").layout());
        assertTrue(CounterTables.parse(null, "", 16).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> CounterTables.parse("counters", null, 16));
        assertThrows(IllegalArgumentException.class, () -> CounterTables.parse("counters(n));drop", null, 16));
        assertThrows(IllegalArgumentException.class, () -> CounterTables.parse("counters(n)", "counters(m)", 16));
        assertThrows(IllegalArgumentException.class, () -> CounterTables.parse("counters(1n)", null, 16));
    }
}
