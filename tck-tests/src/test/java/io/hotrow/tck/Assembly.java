package io.hotrow.tck;

/**
 * The ways the driver assembles a connection: an explicit placement, the placement table's
 * ({@code placement=auto}), and either with counter rules on top. For tests of what every
 * connection the driver hands out must do, whatever lies beneath.
 */
enum Assembly {
    ENGINE_EXPLICIT(Target.ENGINE, "placement=engine"),
    ENGINE_AUTO(Target.ENGINE, ""),
    POSTGRES_EXPLICIT(Target.POSTGRES, ""),
    ENGINE_AUTO_COUNTERS(Target.ENGINE, Assembly.COUNTERS),
    ENGINE_EXPLICIT_COUNTERS(Target.ENGINE, "placement=engine&" + Assembly.COUNTERS),
    POSTGRES_COUNTERS(Target.POSTGRES, Assembly.COUNTERS);

    /** Counter rules on a table {@code counters (id, n)}. */
    private static final String COUNTERS = "shardedCounters=counters(n)&counterShards=4";

    private final Target target;
    private final String properties;

    Assembly(Target target, String properties) {
        this.target = target;
        this.properties = properties;
    }

    /** A fresh database reached this way. */
    TargetDatabase database() {
        return new TargetDatabase(target, properties);
    }
}
