package io.hotrow.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.ChildJvm;
import io.hotrow.testsupport.TestPostgres;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** hotrow-driver, as built by this module's package phase (which runs these tests after the shade). */
class OneJarTest {

    private static Path jar() {
        Path jar = Path.of(System.getProperty("hotrow.driver.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is built before this test runs");
        return jar;
    }

    /** Every class is hotrow's, the bundled libraries relocated under io.hotrow.shaded; the only driver registered is hotrow's. */
    @Test
    void holdsOnlyRelocatedClassesAndRegistersOnlyHotrow() throws IOException {
        List<String> foreign = new ArrayList<>();
        List<String> relocated = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar().toFile())) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                String name = entry.getName();
                if (name.endsWith(".class")) {
                    (name.startsWith("io/hotrow/") ? relocated : foreign).add(name);
                }
            }
            assertEquals("io.hotrow.driver.HotrowDriver",
                    new String(zip.getInputStream(zip.getEntry("META-INF/services/java.sql.Driver")).readAllBytes(), StandardCharsets.UTF_8).strip());
        }
        assertEquals(List.of(), foreign);
        for (String library : List.of("io/hotrow/shaded/org/h2/", "io/hotrow/shaded/org/postgresql/", "io/hotrow/shaded/com/zaxxer/hikari/",
                "io/hotrow/shaded/net/sf/jsqlparser/", "io/hotrow/driver/", "io/hotrow/engine/")) {
            assertTrue(relocated.stream().anyMatch(name -> name.startsWith(library)), library + " is in the jar");
        }
        assertTrue(relocated.stream().noneMatch(name -> name.startsWith("io/hotrow/shaded/software/") || name.startsWith("io/hotrow/shaded/io/micrometer/")),
                "the AWS SDK and Micrometer stay outside");
    }

    /** The jar's licence is hotrow's; each bundled library's licence text travels with it, as the bundled list says. */
    @Test
    void carriesHotrowsLicenceAndEachBundledLibrarys() throws IOException {
        try (ZipFile zip = new ZipFile(jar().toFile())) {
            assertEquals(Files.readString(Path.of(System.getProperty("hotrow.licence"))).strip(), text(zip, "META-INF/LICENSE").strip());
            assertTrue(text(zip, "META-INF/licenses/h2/LICENSE").contains("Mozilla Public License Version 2.0"));
            assertTrue(text(zip, "META-INF/licenses/postgresql/LICENSE").contains("PostgreSQL Global Development Group"));
            String bundled = text(zip, "META-INF/hotrow-driver-bundled.txt");
            for (String library : List.of("com.h2database:h2", "com.github.jsqlparser:jsqlparser", "com.zaxxer:HikariCP", "org.postgresql:postgresql")) {
                assertTrue(bundled.contains(library), library + " is listed with its licence");
            }
        }
    }

    private static String text(ZipFile zip, String name) throws IOException {
        ZipEntry entry = zip.getEntry(name);
        assertTrue(entry != null, name + " is in the jar");
        return new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
    }

    /**
     * The jar with Micrometer and SLF4J, and the application's own pgjdbc beside it, nothing else:
     * the engine and PostgreSQL placements work on the bundled copies, s3:// says the SDK is missing.
     */
    @Test
    @Timeout(120)
    void runsOnItsOwnWithMicrometerAndSlf4j(@TempDir Path store) throws Exception {
        List<String> classPath = applicationClassPath();
        ChildJvm.testClassPath().stream().filter(entry -> entry.contains("/org/postgresql/postgresql/")).forEach(classPath::add);
        String database = "t_onejar_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try {
            ChildJvm.Result run = ChildJvm.run(classPath, Duration.ofSeconds(100), OneJarChild.class.getName(),
                    store.toString(), TestPostgres.url(), database);
            assertEquals(List.of("org.h2.Driver absent", "org.postgresql.Driver loadable", "com.zaxxer.hikari.HikariDataSource absent",
                            "net.sf.jsqlparser.parser.CCJSqlParserUtil absent", "engine n=3", "engine jsonb {\"k\": 1} interval 1 days", "postgres n=3",
                            "postgres jsonb {\"k\": 1} interval 1 days", "s3 08001"),
                    run.stdout().lines().toList(), classPath + "\n" + run.stdout() + run.stderr());
            assertEquals(0, run.exitCode(), run.stderr());
        } finally {
            try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS \"" + database + "\" CASCADE");
            }
        }
    }

    /**
     * H2's message texts are found through the jar: H2 reads them by a resource name from its
     * data.zip, and relocating that name made every H2 error read "(Message 22012 not found)".
     */
    @Test
    @Timeout(120)
    void keepsH2sMessageTexts() throws Exception {
        ChildJvm.Result run = ChildJvm.run(applicationClassPath(), Duration.ofSeconds(100), OneJarErrorsChild.class.getName());
        List<String> lines = run.stdout().lines().toList();
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertEquals(2, lines.size(), run.stdout() + run.stderr());
        assertTrue(lines.get(0).startsWith("22012 Division by zero"), lines.get(0));
        assertTrue(lines.get(1).startsWith("23505 Unique index or primary key violation"), lines.get(1));
    }

    /** The jar, Micrometer and SLF4J, as an application has them, and this module's test classes. */
    private static List<String> applicationClassPath() {
        List<String> classPath = new ArrayList<>(List.of(jar().toString()));
        ChildJvm.testClassPath().stream()
                .filter(entry -> entry.endsWith("test-classes") || entry.contains("/io/micrometer/") || entry.contains("/org/hdrhistogram/")
                        || entry.contains("/org/latencyutils/") || entry.contains("/org/slf4j/"))
                .forEach(classPath::add);
        return classPath;
    }
}
