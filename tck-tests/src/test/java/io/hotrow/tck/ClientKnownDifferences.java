package io.hotrow.tck;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code clients/known-differences.txt}: the checks that pass on PostgreSQL and may fail on hotrow,
 * each as {@code check.name: reason}. A check without a reason is refused, so the list stays honest.
 */
final class ClientKnownDifferences {

    private final Map<String, String> reasons;

    private ClientKnownDifferences(Map<String, String> reasons) {
        this.reasons = reasons;
    }

    static ClientKnownDifferences load() throws IOException {
        Map<String, String> reasons = new LinkedHashMap<>();
        try (InputStream in = ClientKnownDifferences.class.getResourceAsStream("/clients/known-differences.txt")) {
            if (in == null) {
                throw new IOException("clients/known-differences.txt is not on the test classpath");
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String entry = line.strip();
                if (entry.isEmpty() || entry.startsWith("#")) {
                    continue;
                }
                int colon = entry.indexOf(':');
                if (colon < 1 || entry.substring(colon + 1).isBlank()) {
                    throw new IOException("a known difference needs its reason, as 'check.name: reason': " + entry);
                }
                reasons.put(entry.substring(0, colon).strip(), entry.substring(colon + 1).strip());
            }
        }
        return new ClientKnownDifferences(reasons);
    }

    String reason(String check) {
        return reasons.get(check);
    }
}
