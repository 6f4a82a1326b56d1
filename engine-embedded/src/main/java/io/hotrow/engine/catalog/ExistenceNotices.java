package io.hotrow.engine.catalog;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.schema.Schema;

/**
 * PostgreSQL's NOTICEs for DDL with {@code IF [NOT] EXISTS} that finds nothing to do:
 * {@code DROP TABLE IF EXISTS nope} says {@code table "nope" does not exist, skipping} (00000),
 * {@code CREATE TABLE IF NOT EXISTS t} of an existing t {@code relation "t" already exists, skipping}
 * (42P07). Looked up before the statement runs, in H2's schema (no statement is run for it); the
 * session hands them out as the statement's warnings, which the wire server sends as NoticeResponse.
 */
public final class ExistenceNotices {

    private static final Pattern MAY_HOLD = Pattern.compile("(?i)\\bIF\\s+(?:NOT\\s+)?EXISTS\\b");
    private static final String NAME = "(?:[A-Za-z_][A-Za-z0-9_$]*|\"[^\"]+\")(?:\\s*\\.\\s*(?:[A-Za-z_][A-Za-z0-9_$]*|\"[^\"]+\"))?";
    private static final Pattern DROP = Pattern.compile("(?is)\\s*DROP\\s+(TABLE|VIEW|MATERIALIZED\\s+VIEW|INDEX|SEQUENCE|SCHEMA)\\s+"
            + "IF\\s+EXISTS\\s+(" + NAME + "(?:\\s*,\\s*" + NAME + ")*)\\s*(?:CASCADE|RESTRICT)?\\s*;?\\s*");
    private static final Pattern CREATE = Pattern.compile("(?is)\\s*CREATE\\s+(?:UNIQUE\\s+)?(?:(?:GLOBAL|LOCAL)\\s+)?(?:TEMP(?:ORARY)?\\s+|UNLOGGED\\s+)?"
            + "(TABLE|INDEX|SEQUENCE|SCHEMA|VIEW)\\s+(?:CONCURRENTLY\\s+)?IF\\s+NOT\\s+EXISTS\\s+(" + NAME + ")\\b.*");
    private static final Pattern ALTER = Pattern.compile("(?is)\\s*ALTER\\s+(?:TABLE|VIEW|INDEX|SEQUENCE)\\s+IF\\s+EXISTS\\s+(?:ONLY\\s+)?(" + NAME + ")\\b.*");

    private ExistenceNotices() {
    }

    /** The notices for {@code sql} on the database of {@code h2}; empty for nearly every text, at the cost of one pattern search. */
    public static List<SQLWarning> of(Connection h2, String sql) throws SQLException {
        if (!MAY_HOLD.matcher(sql).find()) {
            return List.of();
        }
        List<SQLWarning> notices = new ArrayList<>();
        Matcher drop = DROP.matcher(sql);
        Matcher create = CREATE.matcher(sql);
        Matcher alter = ALTER.matcher(sql);
        if (drop.matches()) {
            String kind = drop.group(1).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            for (String name : drop.group(2).split("\\s*,\\s*(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
                if (!exists(h2, kind, name)) {
                    notices.add(new SQLWarning(kind + " \"" + shown(name) + "\" does not exist, skipping", "00000"));
                }
            }
        } else if (create.matches()) {
            String kind = create.group(1).toLowerCase(Locale.ROOT);
            if (exists(h2, kind, create.group(2))) {
                boolean schema = kind.equals("schema");
                notices.add(new SQLWarning((schema ? "schema" : "relation") + " \"" + shown(create.group(2)) + "\" already exists, skipping",
                        schema ? "42P06" : "42P07"));
            }
        } else if (alter.matches() && !exists(h2, "table", alter.group(1))) {
            notices.add(new SQLWarning("relation \"" + shown(alter.group(1)) + "\" does not exist, skipping", "00000"));
        }
        return notices;
    }

    private static boolean exists(Connection h2, String kind, String name) throws SQLException {
        if (kind.equals("schema")) {
            List<String> parts = QualifiedName.parse(name);
            if (parts == null || parts.size() != 1) {
                return true; // not a name the notice could speak of: the engine judges the statement
            }
            for (Schema schema : H2Objects.of(h2, null).schemas()) {
                if (schema.getName().equals(parts.get(0))) {
                    return true;
                }
            }
            return false;
        }
        try {
            return CatalogFunctions.toRegclass(h2, name) != null;
        } catch (SQLException invalidName) {
            return true;
        }
    }

    /** The name as PostgreSQL's notice names it: the object's own name, unquoted. */
    private static String shown(String name) {
        List<String> parts = QualifiedName.parse(name);
        return parts == null || parts.isEmpty() ? name : parts.get(parts.size() - 1);
    }
}
