package io.hotrow.examples.quiz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The quiz page in a real browser: Debian's Chromium, headless, where it is installed (skipped
 * elsewhere). It takes a screenshot, kept as {@code target/quiz-page.png}, and the page's DOM after
 * its scripts ran, which must show the questions, a difficulty and the hot rows.
 */
class QuizPageInBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final String TWO_PLUS_TWO = "2adf2d89-d7c5-4fa8-b0e8-087d3c137715"; // from the sample questions migration

    @BeforeAll
    static void chromiumIsInstalled() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM),
                "Chromium is not installed (" + CHROMIUM + "): the page is not checked in a browser; apt-get install chromium to check it");
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS) // a Spring Boot start and two browser runs: 84 s alone with the cores busy
    void thePageShowsTheQuestionsTheirDifficultyAndTheHotRows(@TempDir Path data, @TempDir Path browserProfiles) throws Exception {
        try (QuizSetup.Store store = QuizSetup.ENGINE.store(data); RunningQuiz quiz = RunningQuiz.start(store)) {
            UUID student = UUID.randomUUID();
            for (String answer : List.of("4", "5", "3", "22")) { // one right of four: difficulty 0.75
                quiz.http().post("/api/questions/" + TWO_PLUS_TWO + "/answers", Map.of("studentId", student, "answer", answer), 201);
            }
            String page = quiz.http().url("/");

            Path screenshot = Path.of("target", "quiz-page.png").toAbsolutePath();
            Files.deleteIfExists(screenshot);
            chromium(browserProfiles, "screenshot", "--screenshot=" + screenshot, "--window-size=1200,900", page);
            BufferedImage image = ImageIO.read(screenshot.toFile());
            assertEquals(1200, image.getWidth());
            assertEquals(900, image.getHeight());
            assertTrue(colours(image) > 20, "a page with text and tables, not a blank one: " + colours(image) + " colours");

            String dom = Files.readString(chromium(browserProfiles, "dom", "--dump-dom", page));
            for (String shown : List.of("What is 2 + 2?", "How many bits are in a byte?", "0.75", "hotrow.hot_rows", "public.answer_stats",
                    "shardedCounters=answer_stats(total_attempts,total_success)")) {
                assertTrue(dom.contains(shown), "the page shows " + shown + ":\n" + dom);
            }
        } finally {
            HotrowDriver.instance().shutdown();
        }
    }

    /**
     * Runs Chromium headless on {@code page} with a fresh profile, letting the page's scripts finish
     * their requests first ({@code --virtual-time-budget}); returns the file its standard output went to.
     */
    private static Path chromium(Path profiles, String name, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + Files.createDirectory(profiles.resolve(name)), "--virtual-time-budget=10000"));
        command.addAll(List.of(arguments));
        Path output = Path.of("target", "chromium-" + name + ".out");
        Path errors = Path.of("target", "chromium-" + name + ".log");
        Process chromium = new ProcessBuilder(command).redirectOutput(output.toFile()).redirectError(errors.toFile()).start();
        try {
            if (!chromium.waitFor(90, TimeUnit.SECONDS)) {
                throw new AssertionError("Chromium did not finish within 90 s; its log: " + errors.toAbsolutePath());
            }
            assertEquals(0, chromium.exitValue(), "Chromium's exit status; its log: " + errors.toAbsolutePath());
        } finally {
            chromium.destroyForcibly();
        }
        return output;
    }

    private static int colours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
