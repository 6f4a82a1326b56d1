package io.hotrow.tck;

import static org.jooq.impl.DSL.count;
import static org.jooq.impl.DSL.excluded;
import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.name;
import static org.jooq.impl.DSL.sum;
import static org.jooq.impl.DSL.table;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.util.HexFormat;
import java.util.List;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Record1;
import org.jooq.Record2;
import org.jooq.Result;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * jOOQ with its PostgreSQL dialect and no generated code, as an application would use it: it binds
 * every value as a parameter, also in ON CONFLICT's SET and WHERE, and reads RETURNING as a result.
 */
@Timeout(60)
class JooqTest {

    static {
        System.setProperty("org.jooq.no-logo", "true");
        System.setProperty("org.jooq.no-tips", "true");
    }

    private static final Table<Record> ACCOUNT = table(name("account"));
    private static final Field<Long> ID = field(name("account", "id"), SQLDataType.BIGINT);
    private static final Field<String> OWNER = field(name("account", "owner"), SQLDataType.VARCHAR);
    private static final Field<Integer> BALANCE = field(name("account", "balance"), SQLDataType.INTEGER);
    private static final Field<Integer> UPDATES = field(name("account", "updates"), SQLDataType.INTEGER);

    private static final Table<Record> TRANSFER = table(name("transfer"));
    private static final Field<Long> ACCOUNT_ID = field(name("transfer", "account_id"), SQLDataType.BIGINT);
    private static final Field<Integer> AMOUNT = field(name("transfer", "amount"), SQLDataType.INTEGER);

    private static final String[] SCHEMA = {
        "CREATE TABLE account (id bigserial PRIMARY KEY, owner text NOT NULL UNIQUE, balance int NOT NULL, updates int NOT NULL DEFAULT 0)",
        "CREATE TABLE transfer (id bigserial PRIMARY KEY, account_id bigint NOT NULL REFERENCES account (id), amount int NOT NULL)",
    };

    private static DSLContext jooq(Connection c) {
        return DSL.using(c, SQLDialect.POSTGRES);
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void insertAndUpdateReturnTheRowsTheyWrote(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            DSLContext sql = jooq(c);

            Record2<Long, Integer> ann = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 10).returningResult(ID, BALANCE).fetchOne();
            assertNotNull(ann);
            assertEquals(10, ann.value2());
            Result<Record1<Long>> more = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("bob", 20).values("cy", 30).returningResult(ID).fetch();
            assertEquals(List.of(ann.value1() + 1, ann.value1() + 2), more.getValues(ID));

            Record2<String, Integer> paid = sql.update(ACCOUNT).set(BALANCE, BALANCE.minus(3)).where(OWNER.eq("bob"))
                    .returningResult(OWNER, BALANCE).fetchOne();
            assertNotNull(paid);
            assertEquals("bob", paid.value1());
            assertEquals(17, paid.value2());

            Result<Record1<String>> removed = sql.deleteFrom(ACCOUNT).where(BALANCE.ge(30)).returningResult(OWNER).fetch();
            assertEquals(List.of("cy"), removed.getValues(OWNER));
            assertEquals(27, db.queryLong("SELECT sum(balance) FROM account"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void onConflictDoUpdateBindsParametersInSetAndWhere(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            DSLContext sql = jooq(c);
            sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 10).execute();

            // SET binds 1, WHERE binds 100: both as parameters, in that order.
            int changed = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 5)
                    .onConflict(OWNER).doUpdate()
                    .set(BALANCE, BALANCE.plus(excluded(BALANCE)))
                    .set(UPDATES, UPDATES.plus(1))
                    .where(BALANCE.lt(100))
                    .execute();
            assertEquals(1, changed);
            assertArrayEquals(new long[] {15, 1}, balanceAndUpdates(db, "ann"));

            int refused = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 500)
                    .onConflict(OWNER).doUpdate()
                    .set(BALANCE, BALANCE.plus(excluded(BALANCE)))
                    .where(BALANCE.gt(1000))
                    .execute();
            assertEquals(0, refused, "the WHERE of DO UPDATE held the row back");
            assertArrayEquals(new long[] {15, 1}, balanceAndUpdates(db, "ann"));

            Record1<Integer> upserted = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("bob", 7)
                    .onConflict(OWNER).doUpdate().set(BALANCE, BALANCE.plus(excluded(BALANCE))).where(BALANCE.lt(100))
                    .returningResult(BALANCE).fetchOne();
            assertNotNull(upserted, "a new key is inserted and returned");
            assertEquals(7, upserted.value1());
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void onConflictDoNothingSkipsExistingKeys(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            DSLContext sql = jooq(c);
            sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 10).execute();

            assertEquals(0, sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 99).onConflict(OWNER).doNothing().execute());
            assertEquals(0, sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 99).onConflictDoNothing().execute());
            assertEquals(1, sql.insertInto(ACCOUNT, OWNER, BALANCE).values("bob", 5).onConflictDoNothing().execute());
            Record1<Long> none = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 99).onConflict(OWNER).doNothing().returningResult(ID).fetchOne();
            assertNull(none, "nothing inserted, nothing returned");
            assertEquals(15, db.queryLong("SELECT sum(balance) FROM account"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void joinsGroupsAndPagesWithBoundLimits(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            DSLContext sql = jooq(c);
            List<Long> ids = sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann", 0).values("bob", 0).values("cy", 0).values("dee", 0)
                    .returningResult(ID).fetch().getValues(ID);
            for (int i = 0; i < ids.size(); i++) {
                for (int n = 0; n <= i; n++) {
                    sql.insertInto(TRANSFER, ACCOUNT_ID, AMOUNT).values(ids.get(i), 10 * (n + 1)).execute();
                }
            }

            var page = sql.select(OWNER, count().as("transfers"), sum(AMOUNT).as("total"))
                    .from(ACCOUNT).join(TRANSFER).on(ACCOUNT_ID.eq(ID))
                    .where(AMOUNT.gt(0))
                    .groupBy(OWNER)
                    .having(count().ge(2))
                    .orderBy(OWNER.desc())
                    .limit(2).offset(1)
                    .fetch();
            assertEquals(List.of("cy", "bob"), page.getValues(OWNER));
            assertEquals(List.of(3, 2), page.getValues("transfers", Integer.class));
            assertEquals(List.of(new BigDecimal("60"), new BigDecimal("30")), page.getValues("total", BigDecimal.class));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void batchesInsertEveryRow(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            DSLContext sql = jooq(c);

            var bound = sql.batch(sql.insertInto(ACCOUNT, OWNER, BALANCE).values((String) null, null));
            for (int i = 1; i <= 50; i++) {
                bound = bound.bind("owner-" + i, i);
            }
            int[] counts = bound.execute();
            assertEquals(50, counts.length);

            int[] statements = sql.batch(
                    sql.insertInto(ACCOUNT, OWNER, BALANCE).values("x", 1000),
                    sql.update(ACCOUNT).set(BALANCE, BALANCE.plus(1)).where(OWNER.like("owner-%"))).execute();
            assertArrayEquals(new int[] {1, 50}, statements);

            c.setAutoCommit(false);
            sql.batch(sql.insertInto(ACCOUNT, OWNER, BALANCE).values((String) null, null)).bind("late-1", 1).bind("late-2", 2).execute();
            c.rollback();
            c.setAutoCommit(true);
            assertEquals(51, db.queryLong("SELECT count(*) FROM account"), "the rolled-back batch left nothing");
            assertEquals(1275 + 50 + 1000, db.queryLong("SELECT sum(balance) FROM account"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void lockingReadsAndStringFunctionsInATransaction(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            DSLContext sql = jooq(c);
            sql.insertInto(ACCOUNT, OWNER, BALANCE).values("ann,smith", 10).values("bob,jones", 20).values("cy,lee", 30).execute();

            c.setAutoCommit(false);
            // a work queue's claim: the first unlocked row, skipping rows others hold
            Record1<String> claimed = sql.select(OWNER).from(ACCOUNT).where(BALANCE.ge(20)).orderBy(BALANCE).limit(1).forUpdate().skipLocked().fetchOne();
            assertNotNull(claimed);
            assertEquals("bob,jones", claimed.value1());
            assertEquals(1, sql.select(ID).from(ACCOUNT).where(OWNER.eq("ann,smith")).forNoKeyUpdate().fetch().size());
            assertEquals(3, sql.select(ID).from(ACCOUNT).forShare().fetch().size());
            sql.update(ACCOUNT).set(BALANCE, BALANCE.minus(5)).where(OWNER.eq(claimed.value1())).execute();
            c.commit();
            c.setAutoCommit(true);

            var names = sql.select(DSL.splitPart(OWNER, ",", 2), DSL.md5(OWNER), DSL.upper(OWNER)).from(ACCOUNT).orderBy(OWNER).fetch();
            assertEquals(List.of("smith", "jones", "lee"), names.getValues(0, String.class));
            assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest("ann,smith".getBytes(StandardCharsets.UTF_8))),
                    names.get(0).value2());
            assertEquals(15, db.queryLong("SELECT balance FROM account WHERE owner = 'bob,jones'"));
        }
    }

    private static long[] balanceAndUpdates(TargetDatabase db, String owner) throws Exception {
        return new long[] {
            db.queryLong("SELECT balance FROM account WHERE owner = '" + owner + "'"),
            db.queryLong("SELECT updates FROM account WHERE owner = '" + owner + "'"),
        };
    }
}
