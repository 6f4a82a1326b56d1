package io.hotrow.tck.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The differences the corpus accepts in one family, each with its reason: {@code corpus/<family>.known.tsv},
 * one per line as {@code statement<TAB>reason}, a statement's line breaks written as {@code \n}.
 * Lines starting with {@code #} are comments.
 */
final class KnownDifferences {

    private final Map<String, String> reasons = new HashMap<>();

    static KnownDifferences load(String family) throws IOException {
        KnownDifferences known = new KnownDifferences();
        try (InputStream in = KnownDifferences.class.getResourceAsStream("/corpus/" + family + ".known.tsv")) {
            if (in == null) {
                return known;
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t", 2);
                if (fields.length != 2 || fields[1].isBlank()) {
                    throw new IOException(family + ".known.tsv: a known difference needs a statement and a reason: " + line);
                }
                known.reasons.put(fields[0].replace("\\n", "\n"), fields[1].strip());
            }
        }
        return known;
    }

    /**
     * The listed statements that no longer need their line: every run of them in {@code result}
     * matched PostgreSQL, or the family's script no longer holds them.
     */
    List<String> stale(FamilyResult result) {
        Set<String> stillDiffer = new HashSet<>();
        result.rows().stream().filter(r -> r.verdict() != Verdict.MATCH).forEach(r -> stillDiffer.add(r.statement()));
        return reasons.keySet().stream().filter(statement -> !stillDiffer.contains(statement)).sorted().toList();
    }

    /** Why the difference is accepted, or null when it is not listed. */
    String reason(String statement) {
        return reasons.get(statement);
    }

    static String line(String statement, String reason) {
        return statement.replace("\n", "\\n") + "\t" + reason;
    }
}
