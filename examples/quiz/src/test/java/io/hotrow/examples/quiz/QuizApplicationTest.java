package io.hotrow.examples.quiz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.zaxxer.hikari.HikariDataSource;
import io.hotrow.driver.HotrowDriver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The quiz as its users run it: started on a random loopback port with nothing but its profiles and
 * where its data goes, then {@value QuizCrowd#CLIENTS} concurrent HTTP clients. Every total must be
 * exact, no seat oversold, and every acknowledged answer still there after a restart on the same store.
 */
class QuizApplicationTest {

    private static final int SEATS = 50;

    private record Fixture(List<QuizCrowd.Question> questions, UUID video, UUID stock) {
    }

    @ParameterizedTest
    @EnumSource(QuizSetup.class)
    @Timeout(value = 150, unit = TimeUnit.SECONDS)
    void concurrentUsersGetExactTotalsAndEveryAcknowledgedAnswerSurvivesARestart(QuizSetup setup, @TempDir Path data) throws Exception {
        try (QuizSetup.Store store = setup.store(data)) {
            Fixture fixture;
            QuizCrowd.Outcome outcome;
            try (RunningQuiz quiz = RunningQuiz.start(store)) {
                assertEquals(HotrowDriver.class.getName(), ((HikariDataSource) quiz.dataSource()).getDriverClassName(),
                        "the driver Boot picked for the URL alone");
                fixture = createFixture(quiz.http());
                outcome = new QuizCrowd(quiz.http(), fixture.questions(), fixture.video(), fixture.stock()).run();

                int answers = QuizCrowd.CLIENTS * QuizCrowd.ANSWERS_PER_CLIENT;
                assertEquals(answers, outcome.answers().size(), "distinct acknowledged answers");
                assertEquals(SEATS, outcome.ticketsSold(), "tickets sold");
                assertEquals(QuizCrowd.CLIENTS * QuizCrowd.PURCHASES_PER_CLIENT - SEATS, outcome.soldOut(), "purchases refused as sold out");
                assertTotals(quiz, fixture, outcome);
                assertMetricsAndHotRows(quiz, setup);
                if (setup.onPostgres()) {
                    assertEquals(answers, store.countOnPostgres("answers"), "answers in PostgreSQL itself");
                    assertEquals(SEATS, store.countOnPostgres("tickets"), "tickets in PostgreSQL itself");
                }
            }
            // Closes the driver's engine databases and pools, so the next start reads the store back, as a new process would.
            HotrowDriver.instance().shutdown();
            try (RunningQuiz again = RunningQuiz.start(store)) {
                assertTotals(again, fixture, outcome);
            }
        } finally {
            HotrowDriver.instance().shutdown(); // the next test opens its own store, as a new process would
        }
    }

    private static Fixture createFixture(QuizHttp http) {
        List<QuizCrowd.Question> questions = new ArrayList<>();
        for (int i = 0; i < QuizCrowd.QUESTIONS; i++) {
            String correct = String.valueOf(10 + i);
            JsonNode question = http.post("/api/questions", Map.of("content", "What is " + i + " + 10?", "correctAnswer", correct), 201);
            questions.add(new QuizCrowd.Question(UUID.fromString(question.get("id").asText()), correct));
        }
        UUID video = UUID.fromString(http.post("/api/videos", Map.of("title", "How counters get hot"), 201).get("id").asText());
        UUID stock = UUID.fromString(http.post("/api/seats", Map.of("name", "Finals", "seats", SEATS), 201).get("id").asText());
        return new Fixture(questions, video, stock);
    }

    /** Every acknowledged answer stored, the statistics and difficulty as the rows say, the views and seats exact. */
    private static void assertTotals(RunningQuiz quiz, Fixture fixture, QuizCrowd.Outcome outcome) {
        QuizHttp http = quiz.http();
        JdbcTemplate rows = quiz.jdbc();
        Set<UUID> stored = new HashSet<>();
        Map<String, JsonNode> shown = new HashMap<>();
        for (JsonNode question : http.getJson("/api/questions")) {
            shown.put(question.get("id").asText(), question);
        }
        for (int i = 0; i < fixture.questions().size(); i++) {
            UUID id = fixture.questions().get(i).id();
            for (JsonNode answer : http.getJson("/api/questions/" + id + "/answers")) {
                stored.add(UUID.fromString(answer.get("id").asText()));
            }
            long[] planned = QuizCrowd.plannedTotals(i);
            Map<String, Object> counted = rows.queryForMap("SELECT count(*) AS attempts,"
                    + " coalesce(sum(CASE WHEN a.answer = q.correct_answer THEN 1 ELSE 0 END), 0) AS successes"
                    + " FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.question_id = ?", id);
            long attempts = ((Number) counted.get("attempts")).longValue();
            long successes = ((Number) counted.get("successes")).longValue();
            assertEquals(planned[0], attempts, "answer rows of question " + i);
            assertEquals(planned[1], successes, "right answer rows of question " + i);

            JsonNode question = shown.get(id.toString());
            assertEquals(attempts, question.get("attempts").asLong(), "attempts shown for question " + i);
            assertEquals(successes, question.get("successes").asLong(), "successes shown for question " + i);
            assertEquals(1.0 - (double) successes / attempts, question.get("difficulty").asDouble(), 1e-12, "difficulty of question " + i);
        }
        assertEquals(outcome.answers(), stored, "the acknowledged answers are exactly the stored ones");

        assertEquals((long) QuizCrowd.CLIENTS * QuizCrowd.VIEWS_PER_CLIENT, http.getJson("/api/videos/" + fixture.video()).get("views").asLong(),
                "video views");
        JsonNode stock = http.getJson("/api/seats/" + fixture.stock());
        assertEquals(0, stock.get("remaining").asInt(), "seats left");
        assertEquals(SEATS, stock.get("sold").asLong(), "tickets stored");
    }

    private static void assertMetricsAndHotRows(RunningQuiz quiz, QuizSetup setup) {
        String prometheus = quiz.http().get("/actuator/prometheus").text();
        assertTrue(prometheus.contains("hotrow_placement_routed_total{"), "the driver's meters on the Prometheus endpoint");
        JsonNode hotRows = quiz.http().getJson("/api/hot-rows");
        if (setup.onPostgres()) {
            assertFalse(hotRows.get("available").asBoolean(), "PostgreSQL keeps no hotrow.hot_rows");
        } else {
            assertTrue(prometheus.contains("hotrow_commit_latency_seconds_count{database=\"quiz\"}"), "the engine's meters on the Prometheus endpoint");
            assertTrue(hotRows.get("available").asBoolean(), "the engine's hotrow.hot_rows");
            assertFalse(hotRows.get("rows").isEmpty(), "rows in hotrow.hot_rows");
            assertAnswerRowsAreNotShownInflated(hotRows);
        }
        if (setup.sharded()) {
            long shardRows = quiz.jdbc().queryForObject("SELECT count(*) FROM answer_stats_hotrow_shards", Long.class);
            assertTrue(shardRows > 0, "the statistics' increments went to shard rows");
        } else if (!setup.onPostgres()) {
            assertTrue(adviceOf(hotRows, "public.answer_stats").contains("shardedCounters=answer_stats(total_attempts,total_success)"),
                    "the engine advises the sharded profile's property for answer_stats: " + hotRows);
        }
    }

    /**
     * Every answer row is inserted once and never changed, among hundreds of others: the sketch,
     * which has room for 64 rows, counts a newcomer with the count of the row it evicts. What the
     * page is given must allow that the row was written once.
     */
    private static void assertAnswerRowsAreNotShownInflated(JsonNode hotRows) {
        for (JsonNode row : hotRows.get("rows")) {
            if (row.get("table").asText().equals("public.answers")) {
                JsonNode overcount = row.get("maxOvercount");
                long certain = row.get("writes").asLong() - (overcount == null ? 0 : overcount.asLong());
                assertEquals(1, certain, "writes certain to have happened to an answer row, written once: " + row);
            }
        }
    }

    private static String adviceOf(JsonNode hotRows, String table) {
        StringBuilder advice = new StringBuilder();
        for (JsonNode row : hotRows.get("rows")) {
            if (row.get("table").asText().equals(table) && !row.get("advice").isNull()) {
                advice.append(row.get("advice").asText());
            }
        }
        return advice.toString();
    }
}
