package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * One benchmark's options as given on the command line: {@code --name value} pairs and flags,
 * checked against the names the benchmark knows. Also the options every benchmark shares.
 */
final class CommandLine {

    /** What every benchmark takes: how long and how much, which PostgreSQL, where results go. */
    record Common(Limits limits, String postgresUrl, Path csv, boolean requireTargets) {
    }

    static final String DEFAULT_POSTGRES_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";

    private final Map<String, String> values = new HashMap<>();
    private final Set<String> flags;
    private final boolean help;

    /**
     * Parses {@code args} after the benchmark's name. {@code valued} and {@code flags} are the
     * option names this benchmark accepts, with their leading dashes.
     */
    CommandLine(String[] args, Set<String> valued, Set<String> flags, String usage) {
        this.flags = new java.util.HashSet<>();
        boolean helpAsked = false;
        for (int i = 1; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--help") || option.equals("-h")) {
                helpAsked = true;
            } else if (flags.contains(option)) {
                this.flags.add(option);
            } else if (valued.contains(option)) {
                if (++i >= args.length) {
                    throw new IllegalArgumentException(option + " needs a value\n" + usage);
                }
                values.put(option, args[i]);
            } else {
                throw new IllegalArgumentException("unknown option " + option + "\n" + usage);
            }
        }
        this.help = helpAsked;
    }

    boolean helpAsked() {
        return help;
    }

    boolean flag(String name) {
        return flags.contains(name);
    }

    String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    double positive(String name, double fallback) {
        String value = values.get(name);
        if (value == null) {
            return fallback;
        }
        try {
            double n = Double.parseDouble(value);
            if (n > 0 && n <= Integer.MAX_VALUE) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(name + " needs a positive number, not '" + value + "'");
    }

    /** The value of {@code --only}: one of {@code families}, or all of them when not given. */
    Set<String> families(Set<String> families) {
        String only = values.get("--only");
        if (only == null) {
            return families;
        }
        if (!families.contains(only)) {
            throw new IllegalArgumentException("--only takes one of " + String.join(", ", families) + ", not '" + only + "'");
        }
        return Set.of(only);
    }

    /** The shared options, with {@code --seconds}, {@code --warmup-seconds} and {@code --max-commits} defaults of 5, 2 and 1,000,000. */
    Common common(String benchmark) {
        double seconds = positive("--seconds", 5), warmupSeconds = positive("--warmup-seconds", 2);
        long maxCommits = (long) positive("--max-commits", 1_000_000);
        Limits limits = new Limits(Duration.ofMillis((long) (warmupSeconds * 1000)), Duration.ofMillis((long) (seconds * 1000)), maxCommits);
        String postgresUrl = text("--postgres-url", System.getenv().getOrDefault("HOTROW_PG_URL", DEFAULT_POSTGRES_URL));
        String csv = values.get("--csv");
        return new Common(limits, postgresUrl, csv == null ? defaultCsv(benchmark) : Path.of(csv), flag("--require-targets"));
    }

    /** {@code <benchmark>.csv} in the directory holding the jar (benchmarks/target), wherever it is run from. */
    private static Path defaultCsv(String benchmark) {
        return besideJar(benchmark + ".csv");
    }

    /** {@code name} in the directory holding the jar (benchmarks/target; target/classes' parent when run from classes). */
    static Path besideJar(String name) {
        try {
            Path code = Path.of(Benchmarks.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return code.getParent().resolve(name);
        } catch (Exception e) {
            return Path.of(name);
        }
    }
}
