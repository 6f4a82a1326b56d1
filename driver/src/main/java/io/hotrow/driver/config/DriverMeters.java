package io.hotrow.driver.config;

import io.hotrow.placement.Placement;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Objects;

/**
 * Where the driver's and the engine's meters go: Micrometer's global registry unless the
 * application hands its own ({@code HotrowDriver.useMeterRegistry}, {@code
 * HotrowDataSource.setMeterRegistry}). One registry per JVM, because engine databases are shared by
 * every connection of the JVM; a database's meters go where the registry was when it opened. Also the
 * driver's own meters, each with its description.
 */
public final class DriverMeters {

    private static volatile MeterRegistry registry = Metrics.globalRegistry;

    private DriverMeters() {
    }

    public static void use(MeterRegistry chosen) {
        registry = Objects.requireNonNull(chosen, "a MeterRegistry");
    }

    public static MeterRegistry registry() {
        return registry;
    }

    /** A connection was routed to a backend, {@code by} its property or the placement table. */
    public static void routed(String database, Placement placement, String by) {
        Counter.builder("hotrow.placement.routed").description("connections routed to a backend, by the placement property or table")
                .tags("database", database, "placement", placement.label(), "by", by).register(registry).increment();
    }

    public static void followed(String database, Placement placement) {
        Counter.builder("hotrow.placement.followed").description("logical connections that followed their database to another backend")
                .tags("database", database, "placement", placement.label()).register(registry).increment();
    }

    public static void decided(String database, String verdict) {
        Counter.builder("hotrow.placement.decisions").description("placement classifier verdicts on a database's last window")
                .tags("database", database, "verdict", verdict).register(registry).increment();
    }

    public static void moved(String database, Placement to, Duration writePause) {
        Counter.builder("hotrow.placement.moves").description("databases moved between the engine and PostgreSQL")
                .tags("database", database, "to", to.label()).register(registry).increment();
        Timer.builder("hotrow.placement.move.pause").description("time writers of a moved database waited while it moved")
                .tags("database", database, "to", to.label()).register(registry).record(writePause);
    }
}
