package io.hotrow.rewrite.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import io.hotrow.rewrite.analysis.StatementKind;
import io.hotrow.rewrite.analysis.ValueSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every statement of the seed documents (000, 001, 002, 004), Hibernate's SQL for a versioned
 * entity, and the shapes that must not count, each with the verdict the classifier and
 * {@link ReadModifyWriteDetector} must reach against a fixed schema.
 *
 * <p>One line per statement: {@code sql ==> verdict}. The verdict is a kind ({@code READ},
 * {@code WRITE}, ...) for anything that is not a single-row read-modify-write, or
 * {@code RMW <shape> <table> [<column>=<value>; ...] counters [<column>, ...]} for one, with the key
 * columns in key order. A value is {@code ?n} (bind parameter n), {@code ~text} (computed, as
 * JSqlParser prints it) or a literal as written. Lines starting with {@code --} are comments.
 */
class ReadModifyWriteCorpusTest {

    /** The schema: columns in order, then keys (primary key first). */
    private static final Map<String, TableShape> SCHEMA = schema(
            table("counter_shards", "counter_id text, shard int, n bigint", "counter_id, shard"),
            table("counter_events", "id bigint, counter_id text, delta int, ts timestamptz", "id"),
            table("ip_addresses", "id bigint, ip_address inet, last_seen timestamptz, count bigint, time timestamptz", "id", "ip_address"),
            table("ip_addresses_b", "id bigint, ip_address inet, bucket int, last_seen timestamptz, count bigint", "id", "ip_address, bucket"),
            table("answers", "id uuid, answer text, student_id uuid, question_id uuid", "id"),
            table("questions", "id uuid, content text", "id"),
            // 004's first schema: PRIMARY KEY and UNIQUE on question_id, reported once
            table("answer_stats", "question_id uuid, total_attempts bigint, total_success bigint", "question_id"),
            // 004's slotted redesign: no primary key, UNIQUE (question_id, slot_number)
            table("answer_stat_slots", "question_id uuid, total_attempts bigint, total_success bigint, slot_number smallint",
                    "question_id, slot_number"),
            table("accounts", "id bigint, balance numeric", "id"),
            table("transactions", "id bigint, account_id bigint, amount numeric, type text", "id"),
            table("inventory", "id bigint, sku text, stock int", "id", "sku"),
            table("product", "id bigint, name varchar, stock int, version int", "id"),
            table("orders", "id bigint, customer varchar, total numeric, version int", "id"),
            table("counters", "id bigint, name text, n bigint, m bigint", "id"),
            table("Counter", "Id bigint, N bigint", "Id"),
            table("tags", "name text, n bigint"));

    private static final String CORPUS = """
            -- 000 Helper A, sharded counter: the shard is chosen by random(), a computed key value
            UPDATE counter_shards SET n = n + 1 WHERE counter_id = 'video:42' AND shard = floor(random() * 16) ==> RMW UPDATE counter_shards [counter_id='video:42'; shard=~floor(random() * 16)] counters [n]
            SELECT sum(n) AS total FROM counter_shards WHERE counter_id = 'video:42' ==> READ
            UPDATE counter_shards SET n = n + ? WHERE counter_id = ? AND shard = ? ==> RMW UPDATE counter_shards [counter_id=?2; shard=?3] counters [n]
            UPDATE counter_shards SET n = n + 1 WHERE shard = ? AND counter_id = ? ==> RMW UPDATE counter_shards [counter_id=?2; shard=?1] counters [n]
            -- half of a composite key pins nothing
            UPDATE counter_shards SET n = n + 1 WHERE counter_id = ? ==> WRITE
            -- 000 Helper B, event log: appends and folds never read-modify-write a row
            INSERT INTO counter_events (counter_id, delta) VALUES ('video:42', 1) ==> WRITE
            SELECT coalesce(sum(delta), 0) AS total FROM counter_events WHERE counter_id = 'video:42' ==> READ
            -- 000 normative example, naive counter
            UPDATE counters SET n = n + 1 WHERE id = ? ==> RMW UPDATE counters [id=?1] counters [n]
            -- 001 advisory-lock payment
            SELECT balance FROM accounts WHERE id = ? FOR UPDATE ==> RMW SELECT_FOR_UPDATE accounts [id=?1] counters []
            UPDATE accounts SET balance = balance - ? WHERE id = ? ==> RMW UPDATE accounts [id=?2] counters [balance]
            INSERT INTO transactions (account_id, amount, type) VALUES (?, ?, 'debit') ==> WRITE
            -- 002 naive upsert: unqualified count is the existing row, EXCLUDED.count is not
            INSERT INTO ip_addresses (ip_address, last_seen, count) VALUES ('192.168.0.1', now(), 1) ON CONFLICT (ip_address) DO UPDATE SET last_seen = EXCLUDED.last_seen, count = count + EXCLUDED.count ==> RMW UPSERT ip_addresses [ip_address='192.168.0.1'] counters [count]
            -- 002 insert-only attempts
            WITH previous AS (SELECT count FROM ip_addresses WHERE ip_address = '192.168.0.1' ORDER BY last_seen DESC LIMIT 1) INSERT INTO ip_addresses (ip_address, last_seen, count) VALUES ('192.168.0.1', now(), COALESCE(previous.count, 0) + 1) ==> WRITE
            SELECT last_seen, count FROM ip_addresses WHERE ip_address = '192.168.0.1' ORDER BY last_seen desc LIMIT 1 ==> READ
            INSERT INTO ip_addresses (ip_address, time) VALUES ('192.168.0.1', now()) ==> WRITE
            SELECT time FROM ip_addresses WHERE ip_address = '192.168.0.1' ORDER BY time DESC LIMIT 1 ==> READ
            SELECT count(*) FROM ip_addresses WHERE ip_address = '192.168.0.1' ==> READ
            -- 002 manual buckets (table renamed ip_addresses_b: unique (ip_address, bucket))
            INSERT INTO ip_addresses_b (ip_address, bucket, last_seen, count) VALUES ('192.168.0.1', 2, now(), 1) ON CONFLICT (ip_address, bucket) DO UPDATE SET last_seen = EXCLUDED.last_seen, count = count + EXCLUDED.count ==> RMW UPSERT ip_addresses_b [ip_address='192.168.0.1'; bucket=2] counters [count]
            SELECT max(last_seen) FROM ip_addresses_b WHERE ip_address = '192.168.0.1' ==> READ
            SELECT last_seen FROM ip_addresses_b WHERE ip_address = ? ORDER BY last_seen DESC LIMIT 1 ==> READ
            SELECT sum(count) FROM ip_addresses_b WHERE ip_address = '192.168.0.1' GROUP BY ip_address ==> READ
            -- 002's sqlx query, with the comma the article lost; $n written as ?
            INSERT INTO ip_addresses_b (ip_address, bucket, last_seen, count) VALUES (?, ?, now(), 1) ON CONFLICT (ip_address, bucket) DO UPDATE SET last_seen = EXCLUDED.last_seen, count = ip_addresses_b.count + 1 ==> RMW UPSERT ip_addresses_b [ip_address=?1; bucket=?2] counters [count]
            -- ... and as printed: without the comma it is not SQL, so it is a write we know nothing more about
            INSERT INTO ip_addresses_b (ip_address, bucket, last_seen, count) VALUES (?, ?, now(), 1) ON CONFLICT (ip_address, bucket) DO UPDATE SET last_seen = EXCLUDED.last_seen count = ip_addresses_b.count + 1 ==> WRITE
            -- 004 quiz app
            INSERT INTO questions (id, content) VALUES (gen_random_uuid(), 'What is 2 + 2?') ==> WRITE
            INSERT INTO answers (id, answer, student_id, question_id) VALUES (gen_random_uuid(), '4', gen_random_uuid(), ?) ==> WRITE
            INSERT INTO answer_stats (question_id, total_attempts, total_success) VALUES (?, 1, floor(random() * 2)::int) ON CONFLICT (question_id) DO UPDATE SET total_attempts = answer_stats.total_attempts + 1, total_success = answer_stats.total_success + floor(random() * 2)::int ==> RMW UPSERT answer_stats [question_id=?1] counters [total_attempts, total_success]
            INSERT INTO answer_stat_slots (question_id, total_attempts, total_success, slot_number) VALUES (?, 1, floor(random() * 2)::int, ceil(random() * 10)) ON CONFLICT (question_id, slot_number) DO UPDATE SET total_attempts = answer_stat_slots.total_attempts + 1, total_success = answer_stat_slots.total_success + floor(random() * 2)::int ==> RMW UPSERT answer_stat_slots [question_id=?1; slot_number=~ceil(random() * 10)] counters [total_attempts, total_success]
            SELECT sum(total_attempts), sum(total_success) FROM answer_stat_slots WHERE question_id = ? ==> READ
            -- inventory: the extra condition narrows the pinned row, it does not widen it
            UPDATE inventory SET stock = stock - 1 WHERE id = ? AND stock > 0 ==> RMW UPDATE inventory [id=?1] counters [stock]
            UPDATE inventory SET stock = stock - ? WHERE sku = ? AND stock >= ? ==> RMW UPDATE inventory [sku=?2] counters [stock]
            -- Hibernate 6, versioned entity
            select p1_0.id,p1_0.name,p1_0.stock,p1_0.version from product p1_0 where p1_0.id=? ==> READ
            select p1_0.id,p1_0.name from product p1_0 where p1_0.id=? for update ==> RMW SELECT_FOR_UPDATE product [id=?1] counters []
            select p1_0.id,p1_0.name from product p1_0 where p1_0.id=? for no key update ==> RMW SELECT_FOR_UPDATE product [id=?1] counters []
            select p1_0.id from product p1_0 where p1_0.id=? for update of p1_0 nowait ==> RMW SELECT_FOR_UPDATE product [id=?1] counters []
            -- optimistic locking writes values computed by the application: SET reads nothing of the row
            update product set name=?, stock=?, version=? where id=? and version=? ==> WRITE
            update orders set version=? where id=? and version=? ==> WRITE
            -- HQL "update Product set stock = stock - :q where id = :id": Hibernate parenthesises the arithmetic
            update product p1_0 set stock=(p1_0.stock-?) where p1_0.id=? ==> RMW UPDATE product [id=?2] counters [stock]
            insert into orders (customer,total,version,id) values (?,?,?,?) ==> WRITE
            delete from orders where id=? ==> WRITE
            select o1_0.id,o1_0.customer,o1_0.total,o1_0.version from orders o1_0 where o1_0.customer=? ==> READ
            -- row reads that are not counters
            UPDATE counters SET n = n * 2 WHERE id = ? ==> RMW UPDATE counters [id=?1] counters []
            UPDATE counters SET m = n + 1 WHERE id = ? ==> RMW UPDATE counters [id=?1] counters []
            UPDATE counters SET n = n - n WHERE id = ? ==> RMW UPDATE counters [id=?1] counters []
            UPDATE counters SET n = ? - n WHERE id = ? ==> RMW UPDATE counters [id=?2] counters []
            UPDATE counters SET n = 1 + n, m = 0 WHERE id = ? ==> RMW UPDATE counters [id=?1] counters [n]
            UPDATE counters SET n = n + 1, m = m - ? WHERE id = ? RETURNING n, m ==> RMW UPDATE counters [id=?2] counters [n, m]
            UPDATE counters SET n = n + 1 WHERE ? = id ==> RMW UPDATE counters [id=?1] counters [n]
            -- spelling: parentheses, quoted identifiers, schema-qualified names, aliases, computed keys
            UPDATE counters SET n = (n + 1) WHERE (id = ?) ==> RMW UPDATE counters [id=?1] counters [n]
            UPDATE counter_shards SET n = n + 1 WHERE ((counter_id = ?) AND (shard = (?))) ==> RMW UPDATE counter_shards [counter_id=?1; shard=?2] counters [n]
            SELECT * FROM accounts WHERE (id = ?) FOR UPDATE ==> RMW SELECT_FOR_UPDATE accounts [id=?1] counters []
            UPDATE "Counter" SET "N" = "N" + 1 WHERE "Id" = ? ==> RMW UPDATE Counter [Id=?1] counters [N]
            UPDATE public.counters SET n = n + 1 WHERE id = ? ==> RMW UPDATE counters [id=?1] counters [n]
            UPDATE public.counters SET n = public.counters.n + 1 WHERE counters.id = ? ==> RMW UPDATE counters [id=?1] counters [n]
            UPDATE counters c SET n = c.n + 1 WHERE c.id = ? ==> RMW UPDATE counters [id=?1] counters [n]
            UPDATE counters SET n = n + 1 WHERE id = 'video:' || ? ==> RMW UPDATE counters [id=~'video:' || ?] counters [n]
            UPDATE counters SET n = n + 1 WHERE id = 42 ==> RMW UPDATE counters [id=42] counters [n]
            INSERT INTO counters AS c (id, n) VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET n = c.n + 1 ==> RMW UPSERT counters [id=?1] counters [n]
            INSERT INTO counters (id, n) VALUES ((?), 1) ON CONFLICT (id) DO UPDATE SET n = (counters.n + EXCLUDED.n) ==> RMW UPSERT counters [id=?1] counters [n]
            INSERT INTO counters (n, id) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET n = EXCLUDED.n + counters.n ==> RMW UPSERT counters [id=?1] counters [n]
            INSERT INTO counters (id, n) VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1 WHERE counters.n < 100 ==> RMW UPSERT counters [id=?1] counters [n]
            -- negatives: not one row by key
            UPDATE counters SET n = n + 1 WHERE id > ? ==> WRITE
            UPDATE counters SET n = n + 1 WHERE id IN (?, ?, ?) ==> WRITE
            UPDATE counters SET n = n + 1 WHERE id = ? OR id = ? ==> WRITE
            UPDATE counters SET n = n + 1 WHERE (id = ? OR name = ?) ==> WRITE
            UPDATE counters SET n = n + 1 WHERE NOT (id = ?) ==> WRITE
            UPDATE counters SET n = n + 1 ==> WRITE
            UPDATE counters SET n = n + 1 WHERE name = ? ==> WRITE
            UPDATE counters SET n = n + 1 WHERE id = n ==> WRITE
            UPDATE tags SET n = n + 1 WHERE name = ? ==> WRITE
            UPDATE counters SET n = n + 1 FROM tags WHERE counters.name = tags.name AND counters.id = ? ==> WRITE
            WITH t AS (SELECT 1) UPDATE counters SET n = n + 1 WHERE id = ? ==> WRITE
            SELECT * FROM accounts WHERE id > ? FOR UPDATE ==> WRITE
            SELECT * FROM accounts WHERE id IN (?, ?) FOR UPDATE ==> WRITE
            SELECT * FROM accounts a JOIN transactions t ON t.account_id = a.id WHERE a.id = ? FOR UPDATE ==> WRITE
            SELECT * FROM accounts WHERE id = ? ==> READ
            -- shared row locks do not queue lockers behind each other
            SELECT * FROM accounts WHERE id = ? FOR SHARE ==> WRITE
            SELECT * FROM accounts WHERE id = ? FOR KEY SHARE ==> WRITE
            -- negatives: the row is written, not read
            UPDATE counters SET n = 5 WHERE id = ? ==> WRITE
            UPDATE accounts SET balance = ? WHERE id = ? ==> WRITE
            INSERT INTO counters (id, n) VALUES (?, 1) ==> WRITE
            INSERT INTO counters (id, n) VALUES (?, 1) ON CONFLICT (id) DO NOTHING ==> WRITE
            INSERT INTO counters (id, n) VALUES (?, 1) ON CONFLICT DO NOTHING ==> WRITE
            INSERT INTO counters (id, n) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET n = EXCLUDED.n ==> WRITE
            INSERT INTO ip_addresses_b (ip_address, bucket, last_seen, count) VALUES (?, ?, now(), 1) ON CONFLICT (ip_address, bucket) DO UPDATE SET last_seen = EXCLUDED.last_seen ==> WRITE
            -- negatives: several rows, or a conflict target we cannot see
            INSERT INTO counters (id, n) VALUES (?, 1), (?, 1) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1 ==> WRITE
            INSERT INTO counters (id) VALUES (?), (?) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1 ==> WRITE
            INSERT INTO counters (id, n) SELECT id, 1 FROM tags ON CONFLICT (id) DO UPDATE SET n = counters.n + 1 ==> WRITE
            INSERT INTO counters (id, n) VALUES (?, 1) ON CONFLICT ON CONSTRAINT counters_pkey DO UPDATE SET n = counters.n + 1 ==> WRITE
            INSERT INTO counters (name, n) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET n = counters.n + 1 ==> WRITE
            -- quoted names keep their case: "Counter" is not counter, and a table we do not know has no keys
            UPDATE Counter SET n = n + 1 WHERE id = ? ==> WRITE
            UPDATE nosuchtable SET n = n + 1 WHERE id = ? ==> WRITE
            """;

    static Stream<Arguments> corpus() {
        List<Arguments> lines = new ArrayList<>();
        for (String line : CORPUS.strip().split("\n")) {
            line = line.strip();
            if (line.isEmpty() || line.startsWith("--")) {
                continue;
            }
            int arrow = line.lastIndexOf(" ==> ");
            if (arrow < 0) {
                throw new IllegalArgumentException("no ' ==> ' in corpus line: " + line);
            }
            lines.add(Arguments.of(line.substring(0, arrow).strip(), line.substring(arrow + 5).strip()));
        }
        return lines.stream();
    }

    private final StatementClassifier classifier = new StatementClassifier();

    @ParameterizedTest(name = "{1} <== {0}")
    @MethodSource("corpus")
    void verdict(String sql, String expected) {
        StatementAnalysis analysis = classifier.classify(sql);
        Verdict want = Verdict.parse(expected);
        assertEquals(want.kind(), analysis.kind(), "kind of " + sql);
        SingleRowTarget got = detect(analysis);
        if (want.target() == null) {
            assertNull(got, "not a single-row read-modify-write: " + sql);
        } else {
            assertEquals(want.target(), got, sql);
        }
    }

    /** What the engine will do: look the pinned table up, then ask the detector. */
    private static SingleRowTarget detect(StatementAnalysis analysis) {
        RowPin pin = analysis.rowPin();
        return pin == null ? null : ReadModifyWriteDetector.detect(analysis, SCHEMA.get(pin.table()));
    }

    @Test
    void corpusIsLargeAndCoversEveryShape() {
        List<Arguments> lines = corpus().toList();
        assertTrue(lines.size() >= 80, "corpus has " + lines.size() + " statements");
        Set<RowPin.Shape> shapes = new LinkedHashSet<>();
        for (Arguments line : lines) {
            SingleRowTarget target = Verdict.parse((String) line.get()[1]).target();
            if (target != null) {
                shapes.add(target.shape());
            }
        }
        // A plain read by key pins its row too, but is no read-modify-write by itself.
        assertEquals(java.util.EnumSet.complementOf(java.util.EnumSet.of(RowPin.Shape.SELECT)), shapes);
    }

    @Test
    void theKeyIsLookedUpOnTheStatementsOwnTable() {
        StatementAnalysis analysis = classifier.classify("UPDATE counters SET n = n + 1 WHERE id = ?");
        assertNotNull(ReadModifyWriteDetector.detect(analysis, SCHEMA.get("counters")));
        assertNull(ReadModifyWriteDetector.detect(analysis, SCHEMA.get("accounts")), "another table's shape");
        assertNull(ReadModifyWriteDetector.detect(analysis, null), "no such table");
        assertNull(ReadModifyWriteDetector.detect(analysis, new TableShape("counters", SCHEMA.get("counters").columns(), List.of())),
                "a table without keys");
    }

    @Test
    void theFirstCoveredKeyWinsInTheTablesKeyOrder() {
        // Both keys pinned: the primary key, listed first, names the row.
        StatementAnalysis analysis = classifier.classify("UPDATE inventory SET stock = stock - 1 WHERE sku = ? AND id = ?");
        SingleRowTarget target = ReadModifyWriteDetector.detect(analysis, SCHEMA.get("inventory"));
        assertEquals(List.of("id"), target.key());
        assertEquals(List.of(new ValueSource.Parameter(2)), target.keyValues());
    }

    /** The expected outcome of one corpus line. */
    private record Verdict(StatementKind kind, SingleRowTarget target) {

        private static final Pattern RMW = Pattern.compile("RMW (\\w+) (\\S+) \\[(.*)] counters \\[(.*)]");

        static Verdict parse(String text) {
            Matcher m = RMW.matcher(text);
            if (!m.matches()) {
                return new Verdict(StatementKind.valueOf(text), null);
            }
            List<String> key = new ArrayList<>();
            List<ValueSource> values = new ArrayList<>();
            for (String pair : m.group(3).split("; ")) {
                int eq = pair.indexOf('=');
                key.add(pair.substring(0, eq));
                values.add(value(pair.substring(eq + 1)));
            }
            Set<String> counters = new LinkedHashSet<>();
            if (!m.group(4).isBlank()) {
                counters.addAll(Arrays.asList(m.group(4).split(", ")));
            }
            return new Verdict(StatementKind.WRITE,
                    new SingleRowTarget(m.group(2), RowPin.Shape.valueOf(m.group(1)), key, values, counters));
        }

        private static ValueSource value(String text) {
            if (text.matches("\\?\\d+")) {
                return new ValueSource.Parameter(Integer.parseInt(text.substring(1)));
            }
            if (text.startsWith("~")) {
                return new ValueSource.Computed(text.substring(1));
            }
            return new ValueSource.Literal(text);
        }
    }

    private static Map<String, TableShape> schema(TableShape... tables) {
        Map<String, TableShape> byName = new LinkedHashMap<>();
        for (TableShape table : tables) {
            byName.put(table.name(), table);
        }
        return Map.copyOf(byName);
    }

    /** {@code columns} as "name type, ..."; each key as "column, ...", primary key first. */
    private static TableShape table(String name, String columns, String... keys) {
        List<TableShape.Column> cols = new ArrayList<>();
        for (String column : columns.split(", ")) {
            String[] nameAndType = column.split(" ");
            cols.add(new TableShape.Column(nameAndType[0], nameAndType[1]));
        }
        List<List<String>> uniqueKeys = new ArrayList<>();
        for (String key : keys) {
            uniqueKeys.add(List.of(key.split(", ")));
        }
        return new TableShape(name, List.copyOf(cols), List.copyOf(uniqueKeys));
    }
}
