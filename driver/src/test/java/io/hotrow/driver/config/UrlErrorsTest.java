package io.hotrow.driver.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every way a URL or a property can be wrong fails with an SQLException, and none of them shows a password. */
class UrlErrorsTest {

    private static final String MARKER = "S3CRETpw";
    private static final String BASE = "jdbc:hotrow:mem:/shop";

    /** A bad value for every property the driver checks. */
    private static final Map<HotrowProperty, String> BAD_VALUES = Map.ofEntries(
            Map.entry(HotrowProperty.PLACEMENT, "moon"),
            Map.entry(HotrowProperty.PLACEMENT_TTL, "soon"),
            Map.entry(HotrowProperty.POSTGRES_URL, "jdbc:mysql://x/y"),
            Map.entry(HotrowProperty.LANE_TIMEOUT, "99999999999999999999"),
            Map.entry(HotrowProperty.CONCURRENCY, "parallel"),
            Map.entry(HotrowProperty.POSTGRES_POOL_SIZE, "0"),
            Map.entry(HotrowProperty.GROUP_COMMIT_WINDOW, "153722867280912931m"),
            Map.entry(HotrowProperty.GROUP_COMMIT_MAX_BATCH, "-1"),
            Map.entry(HotrowProperty.GROUP_COMMIT_WRITES_IN_FLIGHT, "9"),
            Map.entry(HotrowProperty.SNAPSHOT_EVERY, "often"),
            Map.entry(HotrowProperty.SNAPSHOT_EVERY_MEGABYTES, "0"),
            Map.entry(HotrowProperty.SNAPSHOT_INTERVAL, "-1s"),
            Map.entry(HotrowProperty.IDLE_TIMEOUT, "-1s"),
            Map.entry(HotrowProperty.LEASE_DURATION, "1ms"),
            Map.entry(HotrowProperty.LEASE_RENEW_EVERY, "10s"),
            Map.entry(HotrowProperty.TAKE_OVER, "always"),
            Map.entry(HotrowProperty.SERVE, "70000"),
            Map.entry(HotrowProperty.SERVE_AUTH, "kerberos"),
            Map.entry(HotrowProperty.SERVE_USERS, "users\u0000file"),
            Map.entry(HotrowProperty.CLASSIFY_EVERY, "1h"),
            Map.entry(HotrowProperty.CONTENTION_FLAG_THRESHOLD, "many"),
            Map.entry(HotrowProperty.WRITE_LATENCY_BUDGET, "fast"),
            Map.entry(HotrowProperty.LATENCY_CRITICAL, "yes"),
            Map.entry(HotrowProperty.S3_ENDPOINT, "not a url"),
            Map.entry(HotrowProperty.S3_PATH_STYLE, "maybe"),
            Map.entry(HotrowProperty.SHARDED_COUNTERS, "counters"),
            Map.entry(HotrowProperty.COUNTER_SHARDS, "0"),
            Map.entry(HotrowProperty.EVENT_COUNTERS, "counters("),
            Map.entry(HotrowProperty.EVENT_ROLLUP_EVERY, "later"));
    /** Properties any value suits: names and secrets. */
    private static final Set<HotrowProperty> UNCHECKED = Set.of(HotrowProperty.USER, HotrowProperty.PASSWORD, HotrowProperty.S3_REGION);

    static Stream<Arguments> urlsWithAPasswordThatFail() {
        List<Arguments> cases = new ArrayList<>(List.of(
                Arguments.of("bad encoding in the password", BASE + "?password=" + MARKER + "%zz"),
                Arguments.of("bad encoding at the password's start", BASE + "?password=%zz" + MARKER),
                Arguments.of("bad encoding in a key", BASE + "?" + MARKER + "%zz=1"),
                Arguments.of("bad encoding after the password", BASE + "?password=" + MARKER + "&laneTimeout=%zz"),
                Arguments.of("duplicate key", BASE + "?password=" + MARKER + "&password=" + MARKER),
                Arguments.of("unknown key", BASE + "?password=" + MARKER + "&bogus=1"),
                Arguments.of("unencoded & in the password", BASE + "?password=ab&" + MARKER),
                Arguments.of("unencoded & and = in the password", BASE + "?password=ab&" + MARKER + "=x"),
                Arguments.of("bad database name", "jdbc:hotrow:mem:/Shop?password=" + MARKER),
                Arguments.of("password inside postgresUrl that pgjdbc cannot read",
                        BASE + "?postgresUrl=jdbc%3Apostgresql%3A%2F%2Fhost%3Anot-a-port%2Fdb%3Fpassword%3D" + MARKER),
                Arguments.of("password inside a postgresUrl of another kind", BASE + "?postgresUrl=jdbc%3Amysql%3A%2F%2Fx%2Fy%3Fpassword%3D" + MARKER),
                Arguments.of("s3Endpoint with user information", "jdbc:hotrow:s3://bucket/p/shop?s3Endpoint=http://key:" + MARKER + "@127.0.0.1:9000"),
                Arguments.of("s3 store with user information", "jdbc:hotrow:s3://key:" + MARKER + "@bucket/p/shop"),
                Arguments.of("file store with user information", "jdbc:hotrow:file://user:" + MARKER + "@host/var/shop"),
                Arguments.of("unknown store with user information", "jdbc:hotrow:ftp://user:" + MARKER + "@host/shop"),
                Arguments.of("mistyped ? before the properties", BASE + ";user=app&password=" + MARKER),
                Arguments.of("mistyped ? and a percent-encoded password key", BASE + ";user=app&pass%77ord%3D" + MARKER),
                Arguments.of("mistyped ? before a postgresUrl", BASE + ";postgresUrl=jdbc%3Apostgresql%3A%2F%2Fhost%2Fdb%3Fpassword%3D" + MARKER),
                Arguments.of("mistyped ? before a postgresUrl encoded twice", BASE + "%3BpostgresUrl%3Djdbc%253Apostgresql%253A%252F%252Fhost%252Fdb"
                        + "%253Fpassword%253D" + MARKER),
                Arguments.of("mistyped ? before a postgresUrl with user information", BASE + ";postgresUrl=jdbc:postgresql://app:" + MARKER + "@host/db"),
                Arguments.of("user information whose password holds a / and an @", "jdbc:hotrow:file://user:a/" + MARKER + "@b@host/var/shop"),
                Arguments.of("user information without //", "jdbc:hotrow:s3:key:" + MARKER + "@bucket/p/shop"),
                Arguments.of("percent-encoded user information", "jdbc:hotrow:ftp:%2F%2Fuser%3A" + MARKER + "%40host/shop"),
                Arguments.of("user information in a store path of 20,000 parts", "jdbc:hotrow:file://user:" + MARKER + "@host"
                        + "/part".repeat(20_000) + "/shop")));
        for (HotrowProperty property : HotrowProperty.values()) {
            if (!UNCHECKED.contains(property)) {
                cases.add(Arguments.of("bad " + property.key(), BASE + "?password=" + MARKER + "&" + property.key() + "=" + BAD_VALUES.get(property)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("urlsWithAPasswordThatFail")
    void noUrlErrorShowsThePassword(String problem, String url) {
        assertNoMarker(assertThrows(SQLException.class, () -> HotrowDriver.instance().connect(url, null)));
    }

    /** A ? typed as ; or & puts the properties, password included, in the database name: refused, saying where they go. */
    @Test
    void propertiesBeforeTheQuestionMarkAreRefusedWithTheirPasswordMasked() {
        SQLException e = assertThrows(SQLException.class, () -> HotrowDriver.instance().connect(BASE + ";user=app&password=" + MARKER, null));
        assertEquals("08001", e.getSQLState());
        assertEquals("invalid hotrow URL 'jdbc:hotrow:mem:/shop;user=app&password=***': the part before '?' holds a password;"
                + " properties go after '?', as in jdbc:hotrow:mem:/shop?user=app&password=...", e.getMessage());
    }

    @Test
    void masksUserInformationAndPasswordValuesAsWritten() {
        assertEquals("jdbc:hotrow:file://***@host/var/shop", UrlSecrets.mask("jdbc:hotrow:file://u:p/w@x@host/var/shop"));
        assertEquals("jdbc:hotrow:ftp:%2F%2F***%40host/shop", UrlSecrets.mask("jdbc:hotrow:ftp:%2F%2Fu%3Apw%40host/shop"));
        assertEquals("mem:/shop;postgresUrl=jdbc%3Apostgresql%3A%2F%2Fhost%2Fdb%3Fpassword%3D***",
                UrlSecrets.mask("mem:/shop;postgresUrl=jdbc%3Apostgresql%3A%2F%2Fhost%2Fdb%3Fpassword%3Dpw&ssl=true"));
        assertEquals("jdbc:hotrow:file:/var/lib/hotrow/shop", UrlSecrets.mask("jdbc:hotrow:file:/var/lib/hotrow/shop"));
    }

    /** Refused before the store is touched (creating 20,000 nested directories took seconds), naming only a short prefix. */
    @ParameterizedTest
    @ValueSource(strings = {"jdbc:hotrow:file:", "jdbc:hotrow:s3://bucket", "jdbc:hotrow:mem:"})
    @Timeout(10)
    void aStorePathOf20000PartsIsRefusedWithAShortMessage(String store) {
        String url = store + "/component".repeat(20_000) + "/shop";
        SQLException e = assertThrows(SQLException.class, () -> HotrowDriver.instance().connect(url, null));
        assertEquals("08001", e.getSQLState());
        assertTrue(e.getMessage().length() < 300, "length " + e.getMessage().length());
        assertTrue(e.getMessage().contains("more than the 4096 a store path may have"), e.getMessage());
    }

    /** Looking for password-like keys in a long text stays linear, whatever the text. */
    @Test
    @Timeout(10)
    void aLongRunOfKeyLikeWordsIsRefusedAtOnce() {
        for (String run : new String[] {"pwd".repeat(70_000), "password ".repeat(20_000) + "=", "=a".repeat(100_000)}) {
            SQLException e = assertThrows(SQLException.class, () -> HotrowDriver.instance().connect("jdbc:hotrow:mem:/" + run + "/shop", null));
            assertEquals("08001", e.getSQLState());
            assertTrue(e.getMessage().length() < 300, "length " + e.getMessage().length());
        }
    }

    @Test
    void everyCheckedPropertyHasABadValueHere() {
        for (HotrowProperty property : HotrowProperty.values()) {
            assertTrue(UNCHECKED.contains(property) || BAD_VALUES.containsKey(property), property.key());
        }
    }

    @Test
    void noPropertyErrorShowsAPasswordGivenInProperties() {
        for (Map.Entry<HotrowProperty, String> bad : BAD_VALUES.entrySet()) {
            Properties info = new Properties();
            info.setProperty("password", MARKER);
            info.setProperty("user", "app");
            info.setProperty(bad.getKey().key(), bad.getValue());
            assertNoMarker(assertThrows(SQLException.class, () -> HotrowDriver.instance().connect(BASE, info), bad.getKey().key()));
        }
        Properties info = new Properties();
        info.setProperty("postgresUrl", "jdbc:postgresql://host:not-a-port/db?password=" + MARKER);
        SQLException postgresUrl = assertThrows(SQLException.class, () -> HotrowDriver.instance().connect(BASE, info));
        assertEquals("22023", postgresUrl.getSQLState());
        assertNoMarker(postgresUrl);
    }

    @Test
    void settingsAndUrlsPrintNoPassword() throws SQLException {
        Properties info = new Properties();
        info.setProperty("postgresUrl", "jdbc:postgresql://127.0.0.1/test?password=" + MARKER);
        ConnectionSettings settings = ConnectionSettings.resolve(BASE + "?password=" + MARKER + "&user=app", info);
        assertEquals(MARKER, settings.password());
        assertFalse(settings.toString().contains(MARKER), settings.toString());
        assertFalse(settings.url().toString().contains(MARKER), settings.url().toString());
        assertTrue(settings.toString().contains("user=app"), settings.toString());
    }

    private static void assertNoMarker(SQLException e) {
        assertTrue(e.getSQLState() != null && !e.getSQLState().isEmpty(), "an SQLState");
        List<Throwable> seen = new ArrayList<>();
        collect(e, seen);
        for (Throwable t : seen) {
            assertFalse(String.valueOf(t.getMessage()).contains(MARKER), t.getMessage());
            assertFalse(t.toString().contains(MARKER), t.toString());
        }
    }

    private static void collect(Throwable t, List<Throwable> seen) {
        if (t == null || seen.contains(t)) {
            return;
        }
        seen.add(t);
        collect(t.getCause(), seen);
        for (Throwable suppressed : t.getSuppressed()) {
            collect(suppressed, seen);
        }
        if (t instanceof SQLException sql) {
            collect(sql.getNextException(), seen);
        }
    }

    // ---- file: stores ----

    @Test
    void fileStoresTakeAnAbsoluteDirectoryOnThisMachineAsWritten() throws SQLException {
        assertEquals(new StoreLocation.Directory(Path.of("/var/lib/hotrow")), HotrowUrl.parse("jdbc:hotrow:file:/var/lib/hotrow/shop").store());
        assertEquals(new StoreLocation.Directory(Path.of("/var/lib/hotrow")), HotrowUrl.parse("jdbc:hotrow:file:///var/lib/hotrow/shop").store());
        for (String url : new String[] {"jdbc:hotrow:file:/var/lib/../../etc/shop", "jdbc:hotrow:file:/var/lib/hotrow/../shop",
                "jdbc:hotrow:file:///../shop"}) {
            SQLException e = assertThrows(SQLException.class, () -> HotrowUrl.parse(url), url);
            assertEquals("22023", e.getSQLState(), url);
            assertTrue(e.getMessage().contains("must not contain '..'"), e.getMessage());
        }
        for (String url : new String[] {"jdbc:hotrow:file://host/var/shop", "jdbc:hotrow:file://localhost/var/shop"}) {
            SQLException e = assertThrows(SQLException.class, () -> HotrowUrl.parse(url), url);
            assertEquals("22023", e.getSQLState(), url);
            assertTrue(e.getMessage().contains("a file: store is a directory on this machine"), e.getMessage());
        }
    }

    @Test
    void longValuesAreShownAbbreviated() {
        String url = BASE + "?laneTimeout=" + "9".repeat(1 << 20) + "x";
        SQLException e = assertThrows(SQLException.class, () -> ConnectionSettings.resolve(url, null));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().length() < 300, "length " + e.getMessage().length());
    }
}
