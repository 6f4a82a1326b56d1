package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.tck.Target;
import io.hotrow.tck.TargetDatabase;
import io.hotrow.testsupport.TestPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * The differential corpus (docs/compatibility.md): each family's script runs statement by statement
 * on the local PostgreSQL (plain pgjdbc) and on the engine (through {@code jdbc:hotrow:}), in a fresh
 * database on each side, so that both run in a {@code public} schema of their own, and each statement's outcomes are compared. A family
 * fails on any difference (a different answer, or a different error) not listed with its reason in
 * {@code corpus/<family>.known.tsv}, on a listed statement that matches now (its line is stale),
 * on a refusal without a PostgreSQL SQLState, and when the
 * share of the statements PostgreSQL accepts that match on the engine is below the family's target
 * ({@code corpus/families.txt}). The report goes to {@code target/corpus/}.
 */
class DifferentialCorpusTest {

    /**
     * The families, in report order, with their targets (the share of the statements PostgreSQL
     * accepts that must match on the engine), from {@code corpus/families.txt}: {@code family [target%]} a line.
     */
    static final Map<String, Double> FAMILIES = families();

    private static final int STATEMENT_TIMEOUT_SECONDS = 10;
    private static final Pattern ORDER_BY = Pattern.compile("(?i)\\border\\s+by\\b");
    /** The database part of a {@code jdbc:postgresql://host:port/database?...} URL, after its first group. */
    private static final Pattern DATABASE_IN_URL = Pattern.compile("^(jdbc:postgresql://[^/?]*/)[^?]*");

    private static final List<FamilyResult> RESULTS = new ArrayList<>();

    private static Map<String, Double> families() {
        Map<String, Double> targets = new LinkedHashMap<>();
        try (InputStream in = DifferentialCorpusTest.class.getResourceAsStream("/corpus/families.txt")) {
            if (in == null) {
                throw new IOException("not on the test classpath");
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] fields = line.strip().split("\\s+");
                if (!fields[0].isEmpty() && !fields[0].startsWith("#")) {
                    targets.put(fields[0], fields.length > 1 ? Double.valueOf(fields[1].replace("%", "")) : null);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("corpus/families.txt cannot be read", e);
        }
        return targets;
    }

    @TestFactory
    @Timeout(600)
    List<DynamicTest> everyFamilyAgreesWithPostgresOrListsWhy() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String family : FAMILIES.keySet()) {
            CorpusFile file = CorpusFile.load(family);
            KnownDifferences known = KnownDifferences.load(family);
            tests.add(DynamicTest.dynamicTest(family, () -> {
                FamilyResult result = run(file, known);
                synchronized (RESULTS) {
                    RESULTS.add(result);
                }
                assertTrue(result.unlisted().isEmpty(), () -> family + ": differences not in " + family + ".known.tsv (see target/corpus/report.md):\n"
                        + result.unlisted().stream().map(r -> "#" + r.index() + " " + r.verdict() + " " + r.statement()
                                + "\n  postgres: " + r.postgres().describe() + "\n  engine:   " + r.engine().describe()).collect(Collectors.joining("\n")));
                List<String> stale = known.stale(result);
                assertTrue(stale.isEmpty(), () -> family + ": listed in " + family + ".known.tsv but matching PostgreSQL now (or no longer in the"
                        + " corpus); take the line out:\n" + String.join("\n", stale));
                assertTrue(result.unclearRefusals().isEmpty(), () -> family + ": refusals without a PostgreSQL SQLState: "
                        + result.unclearRefusals().stream().map(FamilyResult.Row::statement).toList());
                Double target = FAMILIES.get(family);
                assertTrue(target == null || result.matchPercent() >= target, () -> String.format(Locale.ROOT,
                        "%s: %.1f%% of the statements PostgreSQL accepts match on the engine, below the family's target of %.0f%%"
                                + " (corpus/families.txt; see target/corpus/report.md)", family, result.matchPercent(), target));
            }));
        }
        return tests;
    }

    @AfterAll
    static void writeReport() throws IOException {
        List<FamilyResult> ordered = new ArrayList<>(RESULTS);
        List<String> order = new ArrayList<>(FAMILIES.keySet());
        ordered.sort((a, b) -> Integer.compare(order.indexOf(a.family()), order.indexOf(b.family())));
        CorpusReport.write(Path.of("target", "corpus"), ordered, FAMILIES);
        System.out.println("differential corpus, engine against PostgreSQL (target/corpus/report.md):\n" + CorpusReport.table(ordered, FAMILIES));
    }

    private static FamilyResult run(CorpusFile file, KnownDifferences known) throws Exception {
        FamilyResult result = new FamilyResult(file.family());
        String database = Target.freshDatabase();
        onPostgresServer("CREATE DATABASE \"" + database + "\" TEMPLATE template0");
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection onEngine = engine.connect();
                Connection onPostgres = DriverManager.getConnection(urlOf(database)); Statement e = onEngine.createStatement();
                Statement p = onPostgres.createStatement()) {
            e.setQueryTimeout(STATEMENT_TIMEOUT_SECONDS);
            p.setQueryTimeout(STATEMENT_TIMEOUT_SECONDS);
            // PostgreSQL runs the family on its own thread while the engine runs it on this one: each side in order on its
            // own connection, as before, but the two sides' waits overlap (the corpus was the build's longest test)
            ExecutorService postgresSide = Executors.newSingleThreadExecutor();
            try {
                Future<List<Outcome>> onPostgresOutcomes = postgresSide.submit(() -> outcomes(p, file));
                List<Outcome> engineOutcomes = outcomes(e, file);
                List<Outcome> postgresOutcomes = onPostgresOutcomes.get();
                for (int i = 0; i < engineOutcomes.size(); i++) {
                    String sql = file.statements().get(i);
                    Verdict verdict = Verdict.of(postgresOutcomes.get(i), engineOutcomes.get(i));
                    result.add(new FamilyResult.Row(i + 1, sql, postgresOutcomes.get(i), engineOutcomes.get(i), verdict,
                            verdict == Verdict.MATCH ? null : known.reason(sql)));
                }
            } finally {
                postgresSide.shutdownNow();
            }
        } finally {
            onPostgresServer("DROP DATABASE IF EXISTS \"" + database + "\" WITH (FORCE)");
        }
        return result;
    }

    /** Each statement of {@code file}'s outcome on {@code statement}'s connection, in order. */
    private static List<Outcome> outcomes(Statement statement, CorpusFile file) {
        List<Outcome> outcomes = new ArrayList<>();
        for (String sql : file.statements()) {
            outcomes.add(Outcome.of(statement, sql, isOrdered(sql)));
        }
        return outcomes;
    }

    private static void onPostgresServer(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    /** The tests' PostgreSQL URL with {@code database} in place of its database. */
    private static String urlOf(String database) {
        return DATABASE_IN_URL.matcher(TestPostgres.url()).replaceFirst("$1" + database);
    }

    /** Whether the statement orders its rows: an ORDER BY outside every parenthesis (not one inside OVER or a subquery). */
    static boolean isOrdered(String sql) {
        int depth = 0;
        StringBuilder topLevel = new StringBuilder();
        for (char c : sql.toCharArray()) {
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0) {
                topLevel.append(c);
            }
        }
        return ORDER_BY.matcher(topLevel).find();
    }
}
