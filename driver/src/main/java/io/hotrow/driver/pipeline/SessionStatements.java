package io.hotrow.driver.pipeline;

import io.hotrow.engine.sql.ScriptPart;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The session settings a connection made in SQL ({@code SET}, {@code RESET}, {@code DISCARD ALL}),
 * kept so that a route following its database makes them again on the new backend: a connection set
 * up with {@code SET TIME ZONE 'UTC'} (HikariCP's {@code connectionInitSql}, say) must not read other
 * times after a move. Kept as PostgreSQL keeps them: a SET in a transaction lasts only if the
 * transaction commits; {@code SET LOCAL} and {@code SET TRANSACTION} end with their transaction, so
 * are not kept. One text per setting: the last one made, a statement of its own even when the
 * application sent it in a text of several.
 */
final class SessionStatements {

    /** A change to the kept settings: {@code setting} null for all of them, {@code sql} null to forget. */
    private record Change(String setting, String sql) {
    }

    /**
     * The schema path: the engine's {@code public} is PostgreSQL's schema named after the database
     * (docs/placement.md), so it is made again only on a backend of the same placement.
     */
    private static final String SEARCH_PATH = "search_path";

    private final Rebinding<String, Connection> kept = new Rebinding<>();
    /** Changes made in the transaction running, kept if it commits. */
    private final List<Change> pending = new ArrayList<>();
    /** A transaction begun in SQL ({@code BEGIN}) with autocommit on. */
    private boolean block;

    private static final Set<String> KEYWORDS = Set.of("SET", "RESET", "DISCARD", "BEGIN", "START", "COMMIT", "END",
            "ROLLBACK", "ABORT");

    /** Whether {@code sql} may set, reset or end something {@link #ran} keeps: a prepared statement asks once, not at each run. */
    static boolean concerns(String sql) {
        return statements(sql).stream().anyMatch(statement -> KEYWORDS.contains(new Words(statement).next()));
    }

    /**
     * After {@code sql} ran: keeps what it set; {@code inTransaction} when a JDBC transaction is
     * running. Each statement of a text of several on its own, so that only settings run again.
     */
    void ran(String sql, boolean inTransaction) {
        for (String statement : statements(sql)) {
            ranOne(statement, inTransaction);
        }
    }

    /** The statements of {@code sql}; a text without a semicolon is one, and is not scanned for them. */
    private static List<String> statements(String sql) {
        return sql.indexOf(';') < 0 ? List.of(sql) : ScriptPart.split(sql).stream().map(ScriptPart::text).toList();
    }

    private void ranOne(String sql, boolean inTransaction) {
        Words words = new Words(sql);
        switch (words.next()) {
            case "SET" -> change(set(words, sql), inTransaction);
            case "RESET" -> change(reset(words), inTransaction);
            case "DISCARD" -> {
                if (words.next().equals("ALL")) {
                    change(new Change(null, null), inTransaction);
                }
            }
            case "BEGIN", "START" -> block = true;
            case "COMMIT", "END" -> committed();
            case "ROLLBACK", "ABORT" -> {
                String next = words.next();
                if (!next.equals("TO") && !next.equals("PREPARED")) {
                    rolledBack();
                }
            }
            default -> { } // not a session setting
        }
    }

    /** The transaction committed: what it set lasts. */
    void committed() {
        for (Change change : pending) {
            apply(change);
        }
        pending.clear();
        block = false;
    }

    /** The transaction rolled back: what it set is undone. A rollback to a savepoint is not one (see {@link #ran}). */
    void rolledBack() {
        pending.clear();
        block = false;
    }

    /** Makes the kept settings on {@code target}; the schema path only on a backend of the same placement. */
    void replayOn(Connection target, boolean samePlacement) throws SQLException {
        kept.replayOn(target, setting -> samePlacement || !setting.equals(SEARCH_PATH));
    }

    private void change(Change change, boolean inTransaction) {
        if (change == null) {
            return;
        }
        if (inTransaction || block) {
            pending.add(change);
        } else {
            apply(change);
        }
    }

    private void apply(Change change) {
        if (change.setting() == null) {
            kept.clear();
        } else if (change.sql() == null) {
            kept.forget(change.setting());
        } else {
            String sql = change.sql();
            kept.record(change.setting(), target -> {
                try (Statement statement = target.createStatement()) {
                    statement.execute(sql);
                }
            });
        }
    }

    /** The setting a SET makes, or null for one that ends with its transaction. */
    private static Change set(Words words, String sql) {
        String word = words.next();
        if (word.equals("LOCAL") || word.equals("TRANSACTION")) {
            return null;
        }
        if (word.equals("SESSION")) {
            word = words.next();
            if (word.equals("CHARACTERISTICS")) {
                return new Change("characteristics " + words.rest().toLowerCase(Locale.ROOT), sql); // each form sets what it names
            }
        }
        String setting = setting(word, words);
        return setting == null ? null : new Change(setting, sql);
    }

    private static Change reset(Words words) {
        String word = words.next();
        if (word.equals("ALL")) {
            return new Change(null, null);
        }
        String setting = setting(word, words);
        return setting == null ? null : new Change(setting, null);
    }

    /** The setting's name, as PostgreSQL's SHOW names it: the special forms' names, or the name written. */
    private static String setting(String word, Words words) {
        return switch (word) {
            case "TIME" -> words.next().equals("ZONE") ? "timezone" : null;
            case "SCHEMA" -> SEARCH_PATH;
            case "NAMES" -> "client_encoding";
            case "ROLE" -> "role";
            case "SESSION" -> words.next().equals("AUTHORIZATION") ? "session_authorization" : null;
            case "AUTHORIZATION" -> "session_authorization";
            case "" -> null;
            default -> words.lastName();
        };
    }

    /** The words of a statement's start, past white space and comments. */
    private static final class Words {
        private final String sql;
        private int at;
        private String lastName = "";

        Words(String sql) {
            this.sql = sql;
        }

        /** The next word upper-cased, a quoted name as written, or "" at anything else. */
        String next() {
            skipSpace();
            StringBuilder name = new StringBuilder();
            while (at < sql.length()) {
                char c = sql.charAt(at);
                if (c == '"') {
                    int close = sql.indexOf('"', at + 1);
                    if (close < 0) {
                        return "";
                    }
                    name.append(sql, at + 1, close);
                    at = close + 1;
                } else if (Character.isLetterOrDigit(c) || c == '_' || c == '$') {
                    name.append(Character.toLowerCase(c));
                    at++;
                } else if (c == '.' && name.length() > 0) {
                    name.append(c); // a dotted name: a custom setting such as app.user_id
                    at++;
                } else {
                    break;
                }
            }
            lastName = name.toString();
            return lastName.toUpperCase(Locale.ROOT);
        }

        /** The last word as a setting's name: lower-cased unless quoted. */
        String lastName() {
            return lastName;
        }

        String rest() {
            return sql.substring(Math.min(at, sql.length())).trim();
        }

        private void skipSpace() {
            while (at < sql.length()) {
                if (Character.isWhitespace(sql.charAt(at))) {
                    at++;
                } else if (sql.startsWith("--", at)) {
                    int end = sql.indexOf('\n', at);
                    at = end < 0 ? sql.length() : end + 1;
                } else if (sql.startsWith("/*", at)) {
                    int end = sql.indexOf("*/", at + 2);
                    at = end < 0 ? sql.length() : end + 2;
                } else {
                    return;
                }
            }
        }
    }
}
