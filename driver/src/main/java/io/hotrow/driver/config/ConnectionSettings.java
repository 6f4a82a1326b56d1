package io.hotrow.driver.config;

import io.hotrow.placement.Placement;
import io.hotrow.placement.classifier.ClassifierSettings;
import io.hotrow.rewrite.counter.CounterTables;
import java.sql.SQLException;
import io.hotrow.engine.commit.GroupCommitSettings;
import io.hotrow.engine.database.Concurrency;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.database.SnapshotPolicy;
import io.hotrow.engine.lease.LeaseSettings;
import io.hotrow.engine.wire.WireAuthentication;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything a connection needs, resolved from the URL and the caller's {@link Properties}. The
 * URL's query string wins over Properties. Unknown keys in the URL fail (a typo must not pass
 * silently); unknown keys in Properties, which frameworks fill with their own settings, are ignored
 * with one warning per key.
 *
 * <p>{@code placement} is null for {@code placement=auto} (the default): the placement table decides.
 */
public record ConnectionSettings(HotrowUrl url, Placement placement, Duration placementTtl, String postgresUrl, String user,
                                 String password, Duration laneTimeout, int postgresPoolSize, EngineSettings engine,
                                 CounterTables counters, Duration eventRollupEvery, Duration classifyEvery,
                                 ClassifierSettings classifier, URI s3Endpoint, String s3Region, boolean s3PathStyle,
                                 ServeSettings serve) {

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionSettings.class);
    private static final Set<String> WARNED = ConcurrentHashMap.newKeySet();
    private static final Pattern DURATION = Pattern.compile("0*(\\d+)(ms|s|m)?");
    /** The longest duration a property takes: beyond any sensible timeout or period, and safe in nanosecond arithmetic. */
    private static final Duration MAX_DURATION = Duration.ofDays(365);
    /** Longest echo of a rejected value: the value may be a megabyte of anything. */
    private static final int MAX_ECHO = 64;
    private static final String AUTO = "auto";

    public static ConnectionSettings resolve(String url, Properties info) throws SQLException {
        HotrowUrl parsed = HotrowUrl.parse(url);
        Map<HotrowProperty, String> values = new EnumMap<>(HotrowProperty.class);
        if (info != null) {
            for (String key : info.stringPropertyNames()) {
                HotrowProperty property = HotrowProperty.byKey(key);
                if (property != null) {
                    values.put(property, info.getProperty(key));
                } else if (WARNED.add(key)) {
                    LOG.warn("hotrow ignores unknown connection property '{}' (known: {})", key, HotrowUrl.knownKeys());
                }
            }
        }
        parsed.parameters().forEach((key, value) -> values.put(HotrowProperty.byKey(key), value));

        String placementText = value(values, HotrowProperty.PLACEMENT).trim();
        Placement placement = placementText.equalsIgnoreCase(AUTO) ? null : Placement.parse(placementText);
        if (placement == null && !placementText.equalsIgnoreCase(AUTO)) {
            throw invalid(HotrowProperty.PLACEMENT, values, "must be auto, engine or postgres");
        }
        String postgresUrl = values.get(HotrowProperty.POSTGRES_URL);
        if (postgresUrl != null && !readableByPgjdbc(postgresUrl)) {
            // Not echoed: it may hold a password.
            throw new SQLException("postgresUrl must be a jdbc:postgresql: URL that pgjdbc can read"
                    + " (jdbc:postgresql://host:port/database?key=value)", "22023");
        }
        if (postgresUrl != null && org.postgresql.Driver.parseURL(postgresUrl, null) == null) {
            // Not shown: it may carry password=.
            throw new SQLException("postgresUrl is not a jdbc:postgresql: URL pgjdbc can read (jdbc:postgresql://host:port/database?key=value)", "22023");
        }
        if (placement == Placement.POSTGRES && postgresUrl == null) {
            throw new SQLException("placement=postgres needs the postgresUrl property (a jdbc:postgresql: URL of the coupled PostgreSQL)", "08001");
        }
        Duration laneTimeout = duration(values, HotrowProperty.LANE_TIMEOUT);
        int poolSize = positive(values, HotrowProperty.POSTGRES_POOL_SIZE);
        EngineSettings engine = EngineSettings.DEFAULT
                .withMeterRegistry(DriverMeters.registry())
                .withGroupCommit(new GroupCommitSettings(duration(values, HotrowProperty.GROUP_COMMIT_WINDOW),
                        positive(values, HotrowProperty.GROUP_COMMIT_MAX_BATCH), GroupCommitSettings.DEFAULT.maxBytes(),
                        writesInFlight(values)))
                .withSnapshots(new SnapshotPolicy(positive(values, HotrowProperty.SNAPSHOT_EVERY),
                        (long) positive(values, HotrowProperty.SNAPSHOT_EVERY_MEGABYTES) << 20, duration(values, HotrowProperty.SNAPSHOT_INTERVAL)))
                .withIdleTimeout(duration(values, HotrowProperty.IDLE_TIMEOUT))
                .withLease(lease(values))
                .withConcurrency(concurrency(values));
        CounterTables counters;
        try {
            counters = CounterTables.parse(values.get(HotrowProperty.SHARDED_COUNTERS), values.get(HotrowProperty.EVENT_COUNTERS),
                    positive(values, HotrowProperty.COUNTER_SHARDS));
        } catch (IllegalArgumentException malformed) {
            throw new SQLException(malformed.getMessage(), "22023");
        }
        return new ConnectionSettings(parsed, placement, duration(values, HotrowProperty.PLACEMENT_TTL), postgresUrl, values.get(HotrowProperty.USER),
                values.get(HotrowProperty.PASSWORD), laneTimeout, poolSize, engine, counters, duration(values, HotrowProperty.EVENT_ROLLUP_EVERY),
                duration(values, HotrowProperty.CLASSIFY_EVERY), classifier(values), s3Endpoint(values), values.get(HotrowProperty.S3_REGION),
                bool(values, HotrowProperty.S3_PATH_STYLE), serve(values));
    }

    /**
     * Where and how this process serves the databases it owns ({@code 5433}, {@code 0.0.0.0:5433};
     * by default on loopback), or null when it does not.
     */
    private static ServeSettings serve(Map<HotrowProperty, String> values) throws SQLException {
        String methodText = value(values, HotrowProperty.SERVE_AUTH).trim();
        WireAuthentication.Method method = WireAuthentication.Method.parse(methodText);
        if (method == null) {
            throw invalid(HotrowProperty.SERVE_AUTH, values, "must be trust, password or scram-sha-256");
        }
        Path users = serveUsers(values);
        if (method != WireAuthentication.Method.TRUST && users == null) {
            throw new SQLException("serveAuth=" + method.label() + " needs the serveUsers property: a file with one user=password per line", "22023");
        }
        String text = values.get(HotrowProperty.SERVE);
        if (text == null || text.isBlank()) {
            return null;
        }
        int colon = text.lastIndexOf(':');
        String host = colon < 0 ? "127.0.0.1" : text.substring(0, colon).strip();
        try {
            int port = Integer.parseInt(text.substring(colon + 1).strip());
            if (port < 1 || port > 65535 || host.isEmpty()) {
                throw new IllegalArgumentException();
            }
            return new ServeSettings(new InetSocketAddress(host, port), method, method == WireAuthentication.Method.TRUST ? null : users);
        } catch (IllegalArgumentException e) { // a number out of range, or a host it cannot read
            throw invalid(HotrowProperty.SERVE, values, "must be a port (1-65535) or host:port");
        }
    }

    private static Path serveUsers(Map<HotrowProperty, String> values) throws SQLException {
        String text = values.get(HotrowProperty.SERVE_USERS);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Path.of(text.strip());
        } catch (InvalidPathException e) {
            throw invalid(HotrowProperty.SERVE_USERS, values, "must be the path of a file with one user=password per line");
        }
    }

    /** Whether pgjdbc reads {@code url} as one of its own: else HikariCP fails to create a pool for it with a RuntimeException. */
    private static boolean readableByPgjdbc(String url) {
        try {
            return url.startsWith("jdbc:postgresql:") && org.postgresql.Driver.parseURL(url, null) != null;
        } catch (RuntimeException unreadable) {
            return false;
        }
    }

    /** Whether the placement table decides where this database runs, rather than the connection's property. */
    public boolean autoPlacement() {
        return placement == null;
    }

    private static LeaseSettings lease(Map<HotrowProperty, String> values) throws SQLException {
        String takeOver = value(values, HotrowProperty.TAKE_OVER).trim();
        if (!takeOver.equals("expired") && !takeOver.equals("force")) {
            throw invalid(HotrowProperty.TAKE_OVER, values, "must be expired or force");
        }
        LeaseSettings lease;
        try {
            lease = LeaseSettings.of(duration(values, HotrowProperty.LEASE_DURATION), duration(values, HotrowProperty.LEASE_RENEW_EVERY));
        } catch (IllegalArgumentException e) {
            throw new SQLException("invalid leaseDuration or leaseRenewEvery: " + e.getMessage(), "22023");
        }
        return takeOver.equals("force") ? lease.withTakeOver(LeaseSettings.TakeOver.FORCE) : lease;
    }

    private static ClassifierSettings classifier(Map<HotrowProperty, String> values) throws SQLException {
        double threshold;
        try {
            threshold = Double.parseDouble(value(values, HotrowProperty.CONTENTION_FLAG_THRESHOLD).trim());
        } catch (NumberFormatException e) {
            threshold = Double.NaN;
        }
        if (!Double.isFinite(threshold)) {
            throw invalid(HotrowProperty.CONTENTION_FLAG_THRESHOLD, values, "must be a number of handoffs per second");
        }
        boolean critical = bool(values, HotrowProperty.LATENCY_CRITICAL);
        try {
            return ClassifierSettings.DEFAULTS.withContentionFlagThreshold(threshold)
                    .withWriteLatencyBudget(duration(values, HotrowProperty.WRITE_LATENCY_BUDGET))
                    .withLatencyCritical(critical);
        } catch (IllegalArgumentException e) {
            throw new SQLException(e.getMessage(), "22023");
        }
    }

    private static boolean bool(Map<HotrowProperty, String> values, HotrowProperty property) throws SQLException {
        String text = value(values, property).trim();
        if (!text.equals("true") && !text.equals("false")) {
            throw invalid(property, values, "must be true or false");
        }
        return Boolean.parseBoolean(text);
    }

    private static URI s3Endpoint(Map<HotrowProperty, String> values) throws SQLException {
        String text = values.get(HotrowProperty.S3_ENDPOINT);
        if (text == null) {
            return null;
        }
        // The value is never shown: it may carry user information.
        try {
            URI endpoint = new URI(text.trim());
            if (endpoint.getRawUserInfo() != null) {
                throw new SQLException("invalid value for property s3Endpoint: it must not carry user information (user:password@);"
                        + " credentials come from the AWS SDK's default chain", "22023");
            }
            if (endpoint.getScheme() != null && endpoint.getHost() != null) {
                return endpoint;
            }
        } catch (URISyntaxException malformed) {
            // reported below
        }
        throw new SQLException("invalid value for property s3Endpoint: must be a URL such as http://127.0.0.1:9000", "22023");
    }

    private static Duration duration(Map<HotrowProperty, String> values, HotrowProperty property) throws SQLException {
        Matcher m = DURATION.matcher(value(values, property).trim());
        if (!m.matches()) {
            throw invalid(property, values, "must be a duration such as 500ms, 30s, 2m or 0");
        }
        String suffix = m.group(2) == null ? "s" : m.group(2);
        ChronoUnit unit = switch (suffix) {
            case "ms" -> ChronoUnit.MILLIS;
            case "m" -> ChronoUnit.MINUTES;
            default -> ChronoUnit.SECONDS;
        };
        // Duration.dividedBy(Duration) divides BigDecimals: a few percent of opening a connection, for every duration property
        long most = switch (unit) {
            case MILLIS -> MAX_DURATION.toMillis();
            case MINUTES -> MAX_DURATION.toMinutes();
            default -> MAX_DURATION.toSeconds();
        };
        String digits = m.group(1); // without leading zeros, so its length bounds its value
        if (digits.length() > String.valueOf(most).length() || Long.parseLong(digits) > most) {
            throw invalid(property, values, "must be at most " + MAX_DURATION.toDays() + " days (" + most + suffix + ")");
        }
        return Duration.of(Long.parseLong(digits), unit);
    }

    /** 0 for 'auto' (the store chooses), otherwise the number. */
    private static int writesInFlight(Map<HotrowProperty, String> values) throws SQLException {
        String value = value(values, HotrowProperty.GROUP_COMMIT_WRITES_IN_FLIGHT).trim();
        if (!List.of(HotrowProperty.GROUP_COMMIT_WRITES_IN_FLIGHT.choices()).contains(value)) {
            throw invalid(HotrowProperty.GROUP_COMMIT_WRITES_IN_FLIGHT, values, "must be auto or a whole number from 1 to 8");
        }
        return "auto".equals(value) ? 0 : Integer.parseInt(value);
    }

    private static Concurrency concurrency(Map<HotrowProperty, String> values) throws SQLException {
        Concurrency concurrency = Concurrency.parse(value(values, HotrowProperty.CONCURRENCY));
        if (concurrency == null) {
            throw invalid(HotrowProperty.CONCURRENCY, values, "must be rows or serialized");
        }
        return concurrency;
    }

    private static int positive(Map<HotrowProperty, String> values, HotrowProperty property) throws SQLException {
        try {
            int number = Integer.parseInt(value(values, property).trim());
            if (number > 0) {
                return number;
            }
        } catch (NumberFormatException malformed) {
            // reported below
        }
        throw invalid(property, values, "must be a positive whole number, at most " + Integer.MAX_VALUE);
    }

    private static String value(Map<HotrowProperty, String> values, HotrowProperty property) {
        return values.getOrDefault(property, property.defaultValue());
    }

    /** Parses 250ms, 30s, 2m or a bare number of seconds; null if malformed or beyond what a Duration holds. */
    static Duration parseDuration(String text) {
        Matcher m = DURATION.matcher(text.trim());
        if (!m.matches()) {
            return null;
        }
        try {
            long amount = Long.parseLong(m.group(1));
            String unit = m.group(2) == null ? "s" : m.group(2);
            return switch (unit) {
                case "ms" -> Duration.ofMillis(amount);
                case "m" -> Duration.ofMinutes(amount);
                default -> Duration.ofSeconds(amount);
            };
        } catch (NumberFormatException | ArithmeticException tooLong) {
            return null;
        }
    }

    /** Only for properties that hold no secret: the value is shown, abbreviated. */
    private static SQLException invalid(HotrowProperty property, Map<HotrowProperty, String> values, String rule) {
        String value = values.get(property);
        return new SQLException("invalid value '" + (value == null ? "" : HotrowUrl.shown(value)) + "' for property " + property.key() + ": "
                + rule, "22023");
    }

    /** Never shows the password, nor a URL's query string. */
    @Override
    public String toString() {
        return "ConnectionSettings[" + HotrowUrl.redact(url.url()) + ", placement=" + (placement == null ? "auto" : placement.label())
                + (postgresUrl == null ? "" : ", postgresUrl=" + HotrowUrl.redact(postgresUrl)) + (user == null ? "" : ", user=" + user)
                + (password == null ? "" : ", password=(set)") + "]";
    }
}
