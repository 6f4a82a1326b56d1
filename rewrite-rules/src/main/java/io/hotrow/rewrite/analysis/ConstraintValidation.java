package io.hotrow.rewrite.analysis;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ALTER TABLE [IF EXISTS] [ONLY] t VALIDATE CONSTRAINT c}, the second half of a constraint added {@code NOT VALID}
 * (zero-downtime migrations: strong_migrations, django-pg-zero-downtime-migrations). The engine checks every row when it adds
 * a constraint (the shim drops NOT VALID), so there is nothing left to validate: the engine checks that the constraint exists
 * and answers without H2, the lane or the log, as it does an owner change. Recognised only when the whole text is that one
 * statement.
 *
 * @param table      the table's name as written (maybe qualified and quoted)
 * @param constraint the constraint's name as PostgreSQL reads it
 * @param ifExists   whether a missing table is skipped with a notice
 */
public record ConstraintValidation(String table, String constraint, boolean ifExists) {

    private static final String NAME = Names.NAME;
    private static final Pattern VALIDATE = Pattern.compile("\\A\\s*ALTER\\s+TABLE\\s+(IF\\s+EXISTS\\s+)?(?:ONLY\\s+)?(" + NAME
            + "(?:\\s*\\.\\s*" + NAME + ")?)\\s+VALIDATE\\s+CONSTRAINT\\s+(" + NAME + ")\\s*;?\\s*\\z", Pattern.CASE_INSENSITIVE);

    /** The validation {@code sql} is, or null. */
    public static ConstraintValidation of(String sql) {
        Matcher m = VALIDATE.matcher(sql);
        return m.matches() ? new ConstraintValidation(m.group(2).replaceAll("\\s*\\.\\s*", "."), Names.normalize(m.group(3)),
                m.group(1) != null) : null;
    }

    /** The table's name in parts, each as PostgreSQL reads it. */
    public List<String> tableParts() {
        return Names.parts(table);
    }
}
