package io.hotrow.examples.quiz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/** Requests to the running quiz, each bounded in time, JSON in and out. */
final class QuizHttp {

    record Reply(int status, JsonNode body, String text) {
    }

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String base;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(TIMEOUT).build();

    QuizHttp(String base) {
        this.base = base;
    }

    String url(String path) {
        return base + path;
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(url(path))).timeout(TIMEOUT).GET().build());
    }

    Reply post(String path, Map<String, ?> body) {
        try {
            return send(HttpRequest.newBuilder(URI.create(url(path))).timeout(TIMEOUT)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A POST that must answer {@code status}, and its JSON. */
    JsonNode post(String path, Map<String, ?> body, int status) {
        Reply reply = post(path, body);
        if (reply.status() != status) {
            throw new AssertionError("POST " + path + ": " + reply.status() + " " + reply.text());
        }
        return reply.body();
    }

    /** A GET that must succeed, and its JSON. */
    JsonNode getJson(String path) {
        Reply reply = get(path);
        if (reply.status() != 200) {
            throw new AssertionError("GET " + path + ": " + reply.status() + " " + reply.text());
        }
        return reply.body();
    }

    private Reply send(HttpRequest request) {
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            String text = response.body();
            boolean json = response.headers().firstValue("Content-Type").orElse("").contains("json");
            return new Reply(response.statusCode(), json && !text.isEmpty() ? JSON.readTree(text) : null, text);
        } catch (IOException e) {
            throw new UncheckedIOException(request.method() + " " + request.uri(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + request.method() + " " + request.uri(), e);
        }
    }
}
