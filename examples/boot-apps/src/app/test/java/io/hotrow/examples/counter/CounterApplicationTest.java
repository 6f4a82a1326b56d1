package io.hotrow.examples.counter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * The application started as it runs (a real server on a free port): Flyway migrated the engine at
 * start, and the counter goes up over HTTP. The start logged no warning or error.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Timeout(60)
class CounterApplicationTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @Value("${local.server.port}")
    private int port;

    @Test
    void countsOverHttp(CapturedOutput output) throws IOException, InterruptedException {
        long before = Long.parseLong(send("GET", "/counters/visits", 200));
        for (int i = 1; i <= 3; i++) {
            assertEquals(String.valueOf(before + i), send("POST", "/counters/visits", 200));
        }
        assertEquals(String.valueOf(before + 3), send("GET", "/counters/visits", 200));
        send("POST", "/counters/nobody", 404);

        assertFalse(output.getAll().contains(" WARN ") || output.getAll().contains(" ERROR "), output.getAll());
    }

    private String send(String method, String path, int expectedStatus) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofSeconds(10))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        assertEquals(expectedStatus, response.statusCode(), method + " " + path + ": " + response.body());
        return response.body();
    }
}
