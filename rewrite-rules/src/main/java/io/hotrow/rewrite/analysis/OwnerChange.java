package io.hotrow.rewrite.analysis;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A statement that changes who owns an object: {@code ALTER {TABLE | SEQUENCE | VIEW | SCHEMA}
 * [IF EXISTS] name OWNER TO role}, and {@code ALTER SEQUENCE name OWNED BY NONE}, which pg_dump
 * writes for every object. On the engine one application role owns every object and no sequence is
 * owned apart from a serial or identity column's, so they change nothing: the engine checks the
 * object and answers without H2, the lane or the log, as it does SET. Recognised only when the
 * whole text is that one statement.
 *
 * @param objectType TABLE, SEQUENCE, VIEW or SCHEMA
 * @param name       the object's name as written (a SQL name, maybe qualified and quoted)
 * @param ifExists   whether a missing object is skipped with a notice
 * @param ownedByNone {@code OWNED BY NONE} rather than {@code OWNER TO}
 */
public record OwnerChange(String objectType, String name, boolean ifExists, boolean ownedByNone) {

    private static final String NAME = Names.NAME;
    private static final Pattern OWNER = Pattern.compile("\\A\\s*ALTER\\s+(TABLE|SEQUENCE|VIEW|SCHEMA)\\s+(IF\\s+EXISTS\\s+)?(?:ONLY\\s+)?("
            + NAME + "(?:\\s*\\.\\s*" + NAME + ")?)\\s+(?:OWNER\\s+TO\\s+" + NAME + "|(OWNED\\s+BY\\s+NONE))\\s*;?\\s*\\z",
            Pattern.CASE_INSENSITIVE);

    /** The owner change {@code sql} is, or null. */
    public static OwnerChange of(String sql) {
        Matcher m = OWNER.matcher(sql);
        if (!m.matches()) {
            return null;
        }
        String type = m.group(1).toUpperCase(Locale.ROOT);
        boolean ownedByNone = m.group(4) != null;
        if (ownedByNone && !type.equals("SEQUENCE") || type.equals("SCHEMA") && m.group(3).contains(".")) {
            return null; // PostgreSQL's syntax error, which H2 gives as well
        }
        return new OwnerChange(type, m.group(3).replaceAll("\\s*\\.\\s*", "."), m.group(2) != null, ownedByNone);
    }

    /** The object's name in parts, each as PostgreSQL reads it (unquoted parts folded to lower case). */
    public List<String> parts() {
        return Names.parts(name);
    }
}
