package io.hotrow.tck.corpus;

import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** How the engine's outcome of one statement compares with PostgreSQL's. */
enum Verdict {
    /** The same success and results, or the same SQLState. */
    MATCH,
    /** PostgreSQL ran it, the engine refused it with an error: acceptable when the error is clear. */
    REFUSED,
    /** Both failed, with different SQLStates. */
    OTHER_ERROR,
    /** The engine answered differently without an error, or ran what PostgreSQL rejects: the worst kind. */
    DIFFERS;

    static Verdict of(Outcome postgres, Outcome engine) {
        if (postgres.sameAs(engine)) {
            return MATCH;
        }
        if (!postgres.failed() && engine.failed()) {
            return REFUSED;
        }
        return postgres.failed() && engine.failed() ? OTHER_ERROR : DIFFERS;
    }

    /** Each of {@code texts} run in order on both sides whose outcomes do not match, with both outcomes: for generated cases. */
    static List<String> differences(Statement postgres, Statement engine, List<String> texts) {
        List<String> differences = new ArrayList<>();
        for (String sql : texts) {
            Outcome onPostgres = Outcome.of(postgres, sql, true);
            Outcome onEngine = Outcome.of(engine, sql, true);
            if (of(onPostgres, onEngine) != MATCH) {
                differences.add(sql + "\n  postgres: " + onPostgres.describe() + "\n  engine:   " + onEngine.describe());
            }
        }
        return differences;
    }

    /** Whether CI fails on it unless the known-differences file lists it with a reason. */
    boolean mustBeListed() {
        return this == DIFFERS || this == OTHER_ERROR;
    }
}
