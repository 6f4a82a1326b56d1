package io.hotrow.rewrite.analysis;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code CREATE EXTENSION [IF NOT EXISTS] name [WITH] [SCHEMA s] [VERSION v] [CASCADE]} and {@code DROP EXTENSION [IF EXISTS]
 * name [CASCADE | RESTRICT]}, which migrations write before using an extension's functions ({@code "uuid-ossp"},
 * {@code pgcrypto}). The engine has no extensions to install: the functions it provides are there in every database, so the
 * engine answers these without H2, the lane or the log, as it does SET. Recognised only when the whole text is that one
 * statement.
 *
 * @param create   CREATE rather than DROP
 * @param name     the extension's name as PostgreSQL reads it (a quoted name unquoted, else folded to lower case)
 * @param ifClause IF NOT EXISTS (CREATE) or IF EXISTS (DROP)
 */
public record ExtensionChange(boolean create, String name, boolean ifClause) {

    private static final String NAME = "(" + Names.NAME + ")";
    private static final Pattern CREATE = Pattern.compile("\\A\\s*CREATE\\s+EXTENSION\\s+(IF\\s+NOT\\s+EXISTS\\s+)?" + NAME
            + "(?:\\s+WITH)?(?:\\s+SCHEMA\\s+" + NAME + ")?(?:\\s+VERSION\\s+(?:" + NAME + "|'[^']*'))?(?:\\s+CASCADE)?\\s*;?\\s*\\z",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DROP = Pattern.compile("\\A\\s*DROP\\s+EXTENSION\\s+(IF\\s+EXISTS\\s+)?" + NAME
            + "(?:\\s+(?:CASCADE|RESTRICT))?\\s*;?\\s*\\z", Pattern.CASE_INSENSITIVE);

    /** The extension change {@code sql} is, or null. */
    public static ExtensionChange of(String sql) {
        Matcher create = CREATE.matcher(sql);
        if (create.matches()) {
            return new ExtensionChange(true, Names.normalize(create.group(2)), create.group(1) != null);
        }
        Matcher drop = DROP.matcher(sql);
        return drop.matches() ? new ExtensionChange(false, Names.normalize(drop.group(2)), drop.group(1) != null) : null;
    }
}
