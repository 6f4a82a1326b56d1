package io.hotrow.examples.quiz;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@value #CLIENTS} people using the quiz at once, each over HTTP: they answer questions, watch one
 * video and try to buy seats of one stock that has fewer seats than requests. Who answers what, and
 * whether rightly, is fixed in advance, so the totals the application must show are known.
 */
final class QuizCrowd {

    static final int CLIENTS = 32;
    static final int ANSWERS_PER_CLIENT = 12;
    static final int VIEWS_PER_CLIENT = 10;
    static final int PURCHASES_PER_CLIENT = 3;
    static final int QUESTIONS = 3;

    /** What the application acknowledged. */
    record Outcome(Set<UUID> answers, int ticketsSold, int soldOut) {
    }

    private final QuizHttp http;
    private final List<Question> questions;
    private final UUID video;
    private final UUID stock;

    record Question(UUID id, String correctAnswer) {
    }

    QuizCrowd(QuizHttp http, List<Question> questions, UUID video, UUID stock) {
        this.http = http;
        this.questions = questions;
        this.video = video;
        this.stock = stock;
    }

    static int question(int client, int step) {
        return (client + step) % QUESTIONS;
    }

    static boolean answersRightly(int client, int step) {
        return (client * 7 + step) % 5 < 2;
    }

    /** The attempts and successes the plan makes on question {@code index}. */
    static long[] plannedTotals(int index) {
        long attempts = 0;
        long successes = 0;
        for (int client = 0; client < CLIENTS; client++) {
            for (int step = 0; step < ANSWERS_PER_CLIENT; step++) {
                if (question(client, step) == index) {
                    attempts++;
                    successes += answersRightly(client, step) ? 1 : 0;
                }
            }
        }
        return new long[] {attempts, successes};
    }

    Outcome run() throws Exception {
        Set<UUID> answers = ConcurrentHashMap.newKeySet();
        AtomicInteger sold = new AtomicInteger();
        AtomicInteger soldOut = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int client = 0; client < CLIENTS; client++) {
                int c = client;
                running.add(clients.submit(() -> {
                    start.await();
                    act(c, answers, sold, soldOut);
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> client : running) {
                client.get(90, TimeUnit.SECONDS);
            }
        } finally {
            clients.shutdownNow();
        }
        return new Outcome(Set.copyOf(answers), sold.get(), soldOut.get());
    }

    private void act(int client, Set<UUID> answers, AtomicInteger sold, AtomicInteger soldOut) {
        UUID student = UUID.randomUUID();
        int steps = Math.max(ANSWERS_PER_CLIENT, Math.max(VIEWS_PER_CLIENT, PURCHASES_PER_CLIENT));
        for (int step = 0; step < steps; step++) {
            if (step < ANSWERS_PER_CLIENT) {
                Question question = questions.get(question(client, step));
                boolean right = answersRightly(client, step);
                JsonNode answer = http.post("/api/questions/" + question.id() + "/answers",
                        Map.of("studentId", student, "answer", right ? question.correctAnswer() : "not " + question.correctAnswer()), 201);
                if (answer.get("correct").asBoolean() != right) {
                    throw new AssertionError("answer judged " + answer.get("correct") + ", expected " + right + ": " + answer);
                }
                answers.add(UUID.fromString(answer.get("id").asText()));
            }
            if (step < VIEWS_PER_CLIENT) {
                QuizHttp.Reply view = http.post("/api/videos/" + video + "/views", Map.of());
                if (view.status() != 204) {
                    throw new AssertionError("view: " + view.status() + " " + view.text());
                }
            }
            if (step < PURCHASES_PER_CLIENT) {
                QuizHttp.Reply purchase = http.post("/api/seats/" + stock + "/tickets", Map.of("buyer", "client " + client));
                switch (purchase.status()) {
                    case 201 -> sold.incrementAndGet();
                    case 409 -> soldOut.incrementAndGet();
                    default -> throw new AssertionError("purchase: " + purchase.status() + " " + purchase.text());
                }
            }
        }
    }
}
