package io.hotrow.engine.database;

import java.util.Locale;
import java.util.regex.Pattern;

/** Transaction control sent as SQL text, reduced to the three forms the engine accepts. */
enum TransactionText {
    BEGIN, COMMIT, ROLLBACK;

    private static final Pattern BEGIN_FORM = Pattern.compile("(BEGIN|START TRANSACTION)( WORK| TRANSACTION)?");
    private static final Pattern COMMIT_FORM = Pattern.compile("(COMMIT|END)( WORK| TRANSACTION)?");
    private static final Pattern ROLLBACK_FORM = Pattern.compile("(ROLLBACK|ABORT)( WORK| TRANSACTION)?");

    /** The form of {@code sql}, or null for savepoints, isolation modes and two-phase commit. */
    static TransactionText of(String sql) {
        String text = sql.trim().replaceAll(";+$", "").trim().replaceAll("\\s+", " ").toUpperCase(Locale.ROOT);
        if (BEGIN_FORM.matcher(text).matches()) {
            return BEGIN;
        }
        if (COMMIT_FORM.matcher(text).matches()) {
            return COMMIT;
        }
        if (ROLLBACK_FORM.matcher(text).matches()) {
            return ROLLBACK;
        }
        return null;
    }
}
