package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.PostgresDialectShim;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every statement of the differential corpus cut off after each of its tokens, as an application
 * that builds its SQL from pieces sends it when a piece is missing ({@code DELETE FROM users USING
 * WHERE ...} ends the same way): the engine's analysis and dialect shim must answer each with a
 * translation or a refusal, never another Throwable, which would reach the application as an
 * internal error (XX000) where PostgreSQL reports a syntax error (42601).
 */
class CutOffStatementsTest {

    @Test
    @Timeout(600)
    void everyCutOffStatementIsTranslatedOrRefused() throws Exception {
        // each family on its own analyzer, the families spread over the machine's cores: CPU-bound, and the longest test of
        // the build when run on one
        ExecutorService workers = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()));
        try {
            List<Future<FamilyResult>> results = new ArrayList<>();
            for (String family : DifferentialCorpusTest.FAMILIES.keySet()) {
                results.add(workers.submit(() -> analyseCutOffs(family)));
            }
            Map<String, String> failures = new LinkedHashMap<>();
            int analysed = 0;
            for (Future<FamilyResult> result : results) {
                FamilyResult family = result.get();
                analysed += family.analysed();
                family.failures().forEach(failures::putIfAbsent);
            }
            assertTrue(analysed > 10_000, "the corpus gave only " + analysed + " cut-off statements");
            System.out.println("CutOffStatementsTest: " + analysed + " cut-off statements");
            assertTrue(failures.isEmpty(), failures.size() + " kinds of failure, each with the first statement that caused it:\n"
                    + String.join("\n", failures.entrySet().stream().map(f -> f.getKey() + "\n    " + f.getValue()).toList()));
        } finally {
            workers.shutdownNow();
        }
    }

    /** How many cut-offs of one family were analysed, and each kind of failure with the first statement that caused it. */
    private record FamilyResult(int analysed, Map<String, String> failures) {
    }

    private static FamilyResult analyseCutOffs(String family) throws IOException {
        StatementAnalyzer analyzer = StatementAnalyzer.forEngine(StatementAnalyzer.DEFAULT_CAPACITY, new PostgresDialectShim());
        Map<String, String> failures = new LinkedHashMap<>();
        int analysed = 0;
        for (String statement : CorpusFile.load(family).statements()) {
            for (String cut : cutOffs(statement)) {
                analysed++;
                try {
                    analyzer.analyze(cut);
                } catch (RuntimeException e) {
                    failures.putIfAbsent(e.getClass().getSimpleName() + " at " + ourFrame(e), family + ": " + cut);
                }
            }
        }
        return new FamilyResult(analysed, failures);
    }

    /** Statements with a piece missing inside, which cut-offs do not make; each failed with another Throwable. */
    @ParameterizedTest
    @ValueSource(strings = {"DELETE FROM users USING WHERE users.id = 1", "DELETE FROM users u USING bonuses b WHERE RETURNING u.id",
        "DELETE FROM USING bonuses WHERE bonuses.user_id = users.id RETURNING users.name, bonuses.points", "::int + 1",
        "MERGE INTO users t USING bonuses s ON t.id = s.user_id WHEN MATCHED AND THEN DO NOTHING",
        "SELECT points - lag(points) OVER FROM bonuses", "() AT TIME ZONE 'UTC' IS NOT NULL",
        "'ab', 40)::name",
        "WITH added AS (INSERT INTO users VALUES (3, 'c') RETURNING ) SELECT count(*) FROM added"})
    void aStatementWithAPieceMissingIsTranslatedOrRefused(String sql) {
        StatementAnalyzer.forEngine(1, new PostgresDialectShim()).analyze(sql);
    }

    /** Where in hotrow's code, above its token list, {@code e} was thrown: a failure's kind. */
    private static StackTraceElement ourFrame(RuntimeException e) {
        for (StackTraceElement frame : e.getStackTrace()) {
            if (frame.getClassName().startsWith("io.hotrow.") && !frame.getClassName().endsWith(".SqlTokens")) {
                return frame;
            }
        }
        return e.getStackTrace()[0];
    }

    /** {@code statement} cut off after each token: a run of letters, digits and underscores, or one other character. */
    static List<String> cutOffs(String statement) {
        List<String> cuts = new ArrayList<>();
        for (int end = 1; end < statement.length(); end++) {
            char last = statement.charAt(end - 1);
            if (!Character.isWhitespace(last) && !(isWordPart(last) && isWordPart(statement.charAt(end)))) {
                cuts.add(statement.substring(0, end));
            }
        }
        return cuts;
    }

    private static boolean isWordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
