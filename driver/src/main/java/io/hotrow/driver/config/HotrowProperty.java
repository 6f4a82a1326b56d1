package io.hotrow.driver.config;

import java.util.HashMap;
import java.util.Map;

/** Every connection property the driver understands, with its default and meaning. */
public enum HotrowProperty {
    PLACEMENT("placement", "auto", new String[] {"auto", "engine", "postgres"},
            "Where this database runs: 'auto' (the default: as the placement table in the store says, the engine unless a decision moved it),"
                    + " 'engine' (the embedded engine) or 'postgres' (the coupled PostgreSQL, in a schema named after the database)."),
    PLACEMENT_TTL("placementTtl", "5s", null,
            "With placement=auto: how long a database's placement is cached before the table is read again, as 500ms, 5s or 0."),
    POSTGRES_URL("postgresUrl", null, null,
            "A jdbc:postgresql: URL of the coupled PostgreSQL. Required when placement=postgres."),
    USER("user", null, null,
            "PostgreSQL user, used when postgresUrl carries none; also the user this process gives another process that owns an"
                    + " engine database and serves it with serveAuth. The embedded engine itself has no users."),
    PASSWORD("password", null, null,
            "PostgreSQL password, used when postgresUrl carries none; also the password this process gives another process that owns"
                    + " an engine database and serves it with serveAuth."),
    LANE_TIMEOUT("laneTimeout", "30s", null,
            "Engine: the longest a statement waits for a row lock, its database's commit lane or a schema change before failing with"
                    + " 55P03, as 500ms, 30s, 2m or 0 (no limit); lock_timeout and statement_timeout may set shorter ones."),
    CONCURRENCY("concurrency", "rows", new String[] {"rows", "serialized"},
            "Engine: how a database's transactions run together. 'rows' (the default): at once, as in PostgreSQL, with row locks"
                    + " deciding who waits. 'serialized': every transaction that writes runs alone, from its first statement to its end,"
                    + " so even a read-then-write of one row in two statements cannot lose an update; writers then wait for each other."
                    + " The first connection that opens the database decides (docs/concurrency.md)."),
    POSTGRES_POOL_SIZE("postgresPoolSize", "32", null,
            "Maximum physical PostgreSQL connections the driver keeps per PostgreSQL URL and user."),
    GROUP_COMMIT_WINDOW("groupCommitWindow", "0", null,
            "Engine: how long a durable write waits to gather more commits, as 2ms or 1s; 0 (the default) adapts to the store's write time and the load."),
    GROUP_COMMIT_MAX_BATCH("groupCommitMaxBatch", "4096", null,
            "Engine: the most commits written as one log object."),
    GROUP_COMMIT_WRITES_IN_FLIGHT("groupCommitWritesInFlight", "auto", new String[] {"auto", "1", "2", "3", "4", "5", "6", "7", "8"},
            "Engine: how many log writes may be in flight at once, 1 to 8: 'auto' (the default) keeps eight on S3, where each write"
                    + " is a round trip, and one on a local directory, whose fsyncs serialize anyway."),
    SNAPSHOT_EVERY("snapshotEvery", "50000", null,
            "Engine: write a snapshot of the database, and drop the log it covers, after this many commits at the latest."),
    SNAPSHOT_EVERY_MEGABYTES("snapshotEveryMegabytes", "64", null,
            "Engine: write a snapshot once the commits logged since the last one hold this many megabytes, whatever their count:"
                    + " this bounds what reopening the database replays."),
    SNAPSHOT_INTERVAL("snapshotInterval", "1m", null,
            "Engine: write a snapshot at the first commit this long after the last one, as 30s or 5m; 0: never by time."),
    IDLE_TIMEOUT("idleTimeout", "10m", null,
            "Engine: close a database this long after its last connection closed (it reopens from storage on demand), or 0 to keep it open."),
    LEASE_DURATION("leaseDuration", "10s", null,
            "Engine: the lease on a database that makes this process its only owner (docs/lease.md). Another process takes the database"
                    + " over only once it saw no renewal for this long, or at once when this process handed it back; this process stops serving"
                    + " it when it could not renew for most of this time. As 500ms, 10s or 1m."),
    LEASE_RENEW_EVERY("leaseRenewEvery", "0", null,
            "Engine: how often the owner renews its lease, as 500ms or 3s; 0 (the default) renews every third of leaseDuration."),
    TAKE_OVER("takeOver", "expired", new String[] {"expired", "force"},
            "Engine: 'expired' (the default) opens a database only when no other live process owns it, and fails with 55006 naming"
                    + " the owner otherwise; 'force' fences a live owner, which stops serving at its next renewal: for operators and tests."),
    SERVE("serve", null, null,
            "Engine: a port, or host:port, on which this process serves the engine databases it owns with PostgreSQL's protocol, so"
                    + " that other processes using the same database follow it (docs/sharing.md); by default the loopback address. Unset: not served."),
    SERVE_AUTH("serveAuth", "trust", new String[] {"trust", "password", "scram-sha-256"},
            "Engine, with serve: how clients of this process's server prove who they are, as hotrow serve's --auth: 'trust' (the default)"
                    + " lets in loopback clients only; 'password' and 'scram-sha-256' check the serveUsers file. Other instances send their"
                    + " user and password properties."),
    SERVE_USERS("serveUsers", null, null,
            "Engine, with serveAuth=password or scram-sha-256: the file of the users this process's server lets in, one user=password"
                    + " per line, as hotrow serve's --users. Read once, when the server starts; never shown."),
    CLASSIFY_EVERY("classifyEvery", "10s", null,
            "With placement=auto: how often this process judges the contention of the engine databases it has open (and moves one to PostgreSQL"
                    + " when the classifier calls for it and postgresUrl is set), as 500ms, 10s or 0 (never)."),
    CONTENTION_FLAG_THRESHOLD("contentionFlagThreshold", "10", null,
            "Same-row handoffs per second above which a database counts as having a hot row (with at least half its commits handoffs)."),
    WRITE_LATENCY_BUDGET("writeLatencyBudget", "50ms", null,
            "The p99 write latency (lane wait plus commit) this database may have on the engine before a hot row sends it to PostgreSQL."),
    LATENCY_CRITICAL("latencyCritical", "true", new String[] {"true", "false"},
            "false: a hot row over budget is flagged but the database stays on the engine, slow but acceptable."),
    S3_ENDPOINT("s3Endpoint", null, null,
            "For an s3:// store: the endpoint of an S3-compatible server (http://127.0.0.1:9000); by default AWS S3. Credentials come from the AWS SDK's default chain."),
    S3_REGION("s3Region", null, null,
            "For an s3:// store: the signing region; by default the AWS SDK's region chain (us-east-1 with an s3Endpoint)."),
    S3_PATH_STYLE("s3PathStyle", "false", new String[] {"true", "false"},
            "For an s3:// store: put the bucket in the path rather than the host name, as most S3-compatible servers need."),
    SHARDED_COUNTERS("shardedCounters", null, null,
            "Counter columns to spread over shard rows, as table(col1,col2),table2(col); the key is each table's primary key. The application keeps its SQL and schema."),
    COUNTER_SHARDS("counterShards", "16", null,
            "How many shard rows each logical row of a shardedCounters table may spread over."),
    EVENT_COUNTERS("eventCounters", null, null,
            "Counter columns whose increments are appended as events and rolled up, as table(col); see docs/counters.md."),
    EVENT_ROLLUP_EVERY("eventRollupEvery", "1s", null,
            "How often the driver folds appended events into their rows (eventCounters), as 500ms, 1s or 0 (never).");

    private static final Map<String, HotrowProperty> BY_KEY = new HashMap<>();

    static {
        for (HotrowProperty property : values()) {
            BY_KEY.put(property.key, property);
        }
    }

    private final String key;
    private final String defaultValue;
    private final String[] choices;
    private final String description;

    HotrowProperty(String key, String defaultValue, String[] choices, String description) {
        this.key = key;
        this.defaultValue = defaultValue;
        this.choices = choices;
        this.description = description;
    }

    /** The property with this key, or null. Keys are case-sensitive, as in pgjdbc. */
    public static HotrowProperty byKey(String key) {
        return BY_KEY.get(key);
    }

    public String key() {
        return key;
    }

    public String defaultValue() {
        return defaultValue;
    }

    public String[] choices() {
        return choices == null ? null : choices.clone();
    }

    public String description() {
        return description;
    }
}
