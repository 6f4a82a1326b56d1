package io.hotrow.tck.corpus;

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

    /** Whether CI fails on it unless the known-differences file lists it with a reason. */
    boolean mustBeListed() {
        return this == DIFFERS || this == OTHER_ERROR;
    }
}
