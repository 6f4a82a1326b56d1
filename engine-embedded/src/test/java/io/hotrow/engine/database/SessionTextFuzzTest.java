package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Mutated SET, SHOW and RESET texts: each either runs or fails with an SQLException that has a
 * SQLState, never with another exception, and the session stays usable.
 */
class SessionTextFuzzTest {

    private static final String[] SEEDS = {
            "SET search_path = \"$user\", public", "SET TIME ZONE INTERVAL '+05:30' HOUR TO MINUTE", "SET TIME ZONE 'UTC+3'",
            "SET statement_timeout = '1.5s'", "SET LOCAL lock_timeout = 200", "SET work_mem = '64MB'", "SET DateStyle = iso, dmy",
            "SET extra_float_digits = 3", "SET application_name = E'a\\tb'", "SET myapp.x = $q$v$q$", "SET ROLE NONE",
            "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", "SHOW TRANSACTION ISOLATION LEVEL",
            "SHOW ALL", "RESET ALL", "RESET TIME ZONE", "SET TIME ZONE -5.5", "SET client_encoding = 'utf-8'", "SET SCHEMA 'x'",
    };
    /** Numbers at and beyond the edges of what settings take. */
    private static final String[] NUMBERS = {"0", "1", "-1", "18", "19", "24", "59", "99", "2147483647", "2147483648", "1e999", "0.5", "1.2.3"};
    private static final String ALPHABET = " '\"$,.=-+:;()/*\\eE0123456789abcdefghijklmnopqrstuvwxyzTOLOCALDEFAULTINTERVAL\u00e9\ud83d\ude00";

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void everyMutationRunsOrFailsWithAnSqlState() throws SQLException {
        Database db = open("fuzz", new MemoryObjectStore("fuzz"));
        Session session = db.openSession(Duration.ofSeconds(5));
        Random random = new Random(20261124);
        try {
            for (int i = 0; i < 5_000; i++) {
                String sql = mutate(SEEDS[random.nextInt(SEEDS.length)], random);
                if (random.nextInt(10) == 0) {
                    session.setAutoCommit(!session.autoCommit());
                }
                try {
                    session.runSessionText(sql);
                } catch (SQLException e) {
                    assertNotNull(e.getSQLState(), sql + ": " + e.getMessage());
                    if (!session.autoCommit()) {
                        session.rollback(); // an error aborted the transaction
                    }
                } catch (RuntimeException e) {
                    fail("not an SQLException for " + sql, e);
                }
            }
            session.setAutoCommit(true);
            session.runSessionText("RESET ALL");
            assertNotNull(session.runSessionText("SHOW search_path").rows());
        } finally {
            session.close();
            db.shutdown();
        }
    }

    private static String mutate(String seed, Random random) {
        StringBuilder text = new StringBuilder(seed);
        for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
            int at = random.nextInt(text.length() + 1);
            switch (random.nextInt(4)) {
                case 0 -> text.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 1 -> {
                    String replaced = text.toString().replaceFirst("\\d+", NUMBERS[random.nextInt(NUMBERS.length)]);
                    text.setLength(0);
                    text.append(replaced);
                }
                case 2 -> {
                    if (at < text.length()) {
                        text.deleteCharAt(at);
                    }
                }
                default -> text.insert(at, SEEDS[random.nextInt(SEEDS.length)].substring(0, random.nextInt(8)));
            }
        }
        return text.toString();
    }
}
