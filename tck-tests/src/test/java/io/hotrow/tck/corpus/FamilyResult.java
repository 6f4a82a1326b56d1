package io.hotrow.tck.corpus;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The verdicts of one family's statements, and the differences CI fails on. */
final class FamilyResult {

    record Row(int index, String statement, Outcome postgres, Outcome engine, Verdict verdict, String knownReason) {
    }

    private final String family;
    private final List<Row> rows = new ArrayList<>();

    FamilyResult(String family) {
        this.family = family;
    }

    String family() {
        return family;
    }

    List<Row> rows() {
        return rows;
    }

    void add(Row row) {
        rows.add(row);
    }

    Map<Verdict, Integer> counts() {
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Verdict v : Verdict.values()) {
            counts.put(v, 0);
        }
        rows.forEach(r -> counts.merge(r.verdict(), 1, Integer::sum));
        return counts;
    }

    /** Statements PostgreSQL ran without an error. */
    long acceptedByPostgres() {
        return rows.stream().filter(r -> !r.postgres().failed()).count();
    }

    /** Among the statements PostgreSQL ran, the share the engine answered the same, in percent. */
    double matchPercent() {
        long accepted = acceptedByPostgres();
        long matched = rows.stream().filter(r -> !r.postgres().failed() && r.verdict() == Verdict.MATCH).count();
        return accepted == 0 ? 100 : 100.0 * matched / accepted;
    }

    List<Row> unlisted() {
        return rows.stream().filter(r -> r.verdict().mustBeListed() && r.knownReason() == null).toList();
    }

    /** Refusals without a well-formed SQLState (five digits or capitals). */
    List<Row> unclearRefusals() {
        return rows.stream().filter(r -> r.verdict() == Verdict.REFUSED && !r.engine().sqlState().matches("[0-9A-Z]{5}")).toList();
    }
}
