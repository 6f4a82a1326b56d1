package io.hotrow.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The machine a report was measured on, as named facts: what a reader needs before comparing two reports. */
final class MachineInfo {

    private final Map<String, String> facts = new LinkedHashMap<>();

    /** The machine, the JVM and the PostgreSQL at {@code postgresUrl} (or why it could not be read), now. */
    static MachineInfo read(String postgresUrl) {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        MachineInfo info = new MachineInfo();
        info.put("date", ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        info.put("cores", String.valueOf(Runtime.getRuntime().availableProcessors()));
        info.put("CPU", firstValue(Path.of("/proc/cpuinfo"), "model name", ":"));
        info.put("memory", String.format(Locale.ROOT, "%.1f GiB", os.getTotalMemorySize() / (1024.0 * 1024 * 1024)));
        info.put("OS", firstValue(Path.of("/etc/os-release"), "PRETTY_NAME", "=").replace("\"", "") + "; " + System.getProperty("os.name") + " "
                + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        info.put("Java", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version") + " ("
                + System.getProperty("java.vendor") + "), max heap " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB");
        info.put("load average at start", loadAverage());
        try {
            PostgresServer server = PostgresServer.read(postgresUrl);
            info.put("PostgreSQL", server.label() + " at " + withoutCredentials(postgresUrl) + "; " + server.othersConnected()
                    + " other connections at start");
            info.put("PostgreSQL settings", server.settingsLine());
        } catch (Exception e) {
            info.put("PostgreSQL", "not reachable at " + withoutCredentials(postgresUrl) + ": " + e.getMessage());
        }
        return info;
    }

    void put(String name, String value) {
        facts.put(name, value);
    }

    Map<String, String> facts() {
        return Collections.unmodifiableMap(facts);
    }

    /** The 1-minute load average: on a shared machine, the first reason numbers move. */
    static String loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f (1 min)", load);
    }

    /** The 1, 5 and 15-minute load averages as /proc/loadavg has them, or the JVM's 1-minute figure where there is no such file. */
    static String procLoadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+");
            return fields[0] + " " + fields[1] + " " + fields[2] + " (1, 5, 15 min; /proc/loadavg)";
        } catch (IOException | RuntimeException e) {
            return loadAverage();
        }
    }

    /** The value of the first {@code name<separator>value} line of a system file, or "unknown". */
    private static String firstValue(Path file, String name, String separator) {
        try {
            List<String> lines = Files.readAllLines(file);
            for (String line : lines) {
                int at = line.indexOf(separator);
                if (at > 0 && line.substring(0, at).strip().equals(name)) {
                    return line.substring(at + separator.length()).strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable: say so below
        }
        return "unknown";
    }

    /** The URL without its query, where a password would be. */
    private static String withoutCredentials(String url) {
        int query = url.indexOf('?');
        return query < 0 ? url : url.substring(0, query);
    }
}
