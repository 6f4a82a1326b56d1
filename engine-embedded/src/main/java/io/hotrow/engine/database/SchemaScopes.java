package io.hotrow.engine.database;

import io.hotrow.engine.locks.TableScope;
import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.RowChange;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.table.Table;
import org.h2.table.TableView;

/**
 * Which tables a statement reaches, for the schema gate and the writer shares: the tables a read
 * or a write names, and the tables a schema change changes, closed under foreign keys so that
 * putting them back (a drop with CASCADE, then their script) touches nothing else. What cannot be
 * narrowed to tables is the whole database: a read or write not parsed, several statements in one
 * text, a schema change of anything but a table (a sequence, a view, a type, a function, a rename).
 * A table's schema change holds every table named by a word of its text (a superset, never parsed
 * wrong), and the views that read them: a view is linked to what its definition names.
 */
final class SchemaScopes {

    private static final Pattern RENAME = Pattern.compile("\\bRENAME\\b", Pattern.CASE_INSENSITIVE);
    /**
     * The schema changes of one table, after any comments (a migration tool sends a file's leading
     * comment with its first statement): an index, a table created, altered or dropped (not a
     * temporary one, not an index dropped by its name).
     */
    private static final Pattern TABLE_CHANGE = Pattern.compile("(?:\\s|--[^\\n]*+\\n?|/\\*(?s:.*?)\\*/)*+(?:CREATE\\s+(?:UNIQUE\\s+)?INDEX|CREATE\\s+TABLE|ALTER\\s+TABLE|DROP\\s+TABLE)\\s",
            Pattern.CASE_INSENSITIVE);
    /** Schemas that are not the application's: H2's catalog and the engine's own objects. */
    static final Set<String> NOT_APPLICATION = Set.of("information_schema", "pg_catalog", "hotrow");
    private static final Pattern WORD = Pattern.compile("\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*");

    private SchemaScopes() {
    }

    /** The tables a read or a write names. */
    static TableScope ofStatement(StatementAnalysis analysis) {
        if (!analysis.parsed() || analysis.multiStatement()) {
            return TableScope.ALL;
        }
        return TableScope.ofUnchanging(analysis.tables());
    }

    /**
     * The tables a schema change reaches, with those its transaction wrote rows in (H2 commits them
     * with the change), closed under the foreign keys of {@code system}'s catalog.
     */
    static TableScope ofSchemaChange(Connection system, StatementAnalysis analysis, List<Change> written) throws SQLException {
        if (!tableScoped(analysis)) {
            return TableScope.ALL;
        }
        Set<String> tables = words(analysis.sql()); // every name it holds: its table and those it references, and more
        for (Change change : written) {
            if (change instanceof RowChange row) {
                tables.add(row.table());
            }
        }
        return closedUnderLinks(system, TableScope.of(tables));
    }

    /** Every table a word of {@code sql} names (a superset, never parsed wrong), whatever the statement: before links. */
    static TableScope named(String sql) {
        return TableScope.of(words(sql));
    }

    /**
     * {@code tables} and every table or view a chain of links reaches, either way: a foreign key links
     * its two tables, a view each table or view a word of its definition names.
     */
    static TableScope closedUnderLinks(Connection system, TableScope tables) throws SQLException {
        if (tables.isAll()) {
            return tables;
        }
        Map<String, Set<String>> linked = links(system);
        Set<String> closed = new HashSet<>(tables.tables());
        Deque<String> next = new ArrayDeque<>(closed);
        while (!next.isEmpty()) {
            for (String other : linked.getOrDefault(next.pop(), Set.of())) {
                if (closed.add(other)) {
                    next.push(other);
                }
            }
        }
        return TableScope.of(closed);
    }

    private static boolean tableScoped(StatementAnalysis analysis) {
        return !analysis.multiStatement() && TABLE_CHANGE.matcher(analysis.sql()).lookingAt() && !RENAME.matcher(analysis.sql()).find();
    }

    /** The text's words, unquoted: a superset of the tables it names, which are the words that are tables. */
    private static Set<String> words(String sql) {
        Set<String> words = new HashSet<>();
        var word = WORD.matcher(sql);
        while (word.find()) {
            String found = word.group();
            words.add(found.startsWith("\"") ? found.substring(1, found.length() - 1).replace("\"\"", "\"") : found);
        }
        return words;
    }

    /**
     * Each table's and view's neighbours, by lower-case name: by a foreign key, referencing or
     * referenced, and by a view. Read from H2's in-memory schema objects, as the catalog refresh
     * after each schema change is: querying INFORMATION_SCHEMA costs a pass over every table.
     */
    private static Map<String, Set<String>> links(Connection connection) throws SQLException {
        SessionLocal session = (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
        Map<String, Set<String>> linked = new HashMap<>();
        Set<String> relations = new HashSet<>();
        Map<String, String> views = new HashMap<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            if (NOT_APPLICATION.contains(schema.getName().toLowerCase(Locale.ROOT))) {
                continue;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                String name = table.getName().toLowerCase(Locale.ROOT);
                relations.add(name);
                if (table instanceof TableView view) {
                    views.put(name, view.getQuerySQL());
                }
            }
            for (Constraint constraint : schema.getAllConstraints()) {
                if (constraint instanceof ConstraintReferential key) {
                    link(linked, key.getTable().getName().toLowerCase(Locale.ROOT), key.getRefTable().getName().toLowerCase(Locale.ROOT));
                }
            }
        }
        views.forEach((view, definition) -> {
            for (String word : words(definition)) {
                String name = word.toLowerCase(Locale.ROOT);
                if (relations.contains(name) && !name.equals(view)) {
                    link(linked, view, name);
                }
            }
        });
        return linked;
    }

    private static void link(Map<String, Set<String>> linked, String one, String other) {
        linked.computeIfAbsent(one, table -> new HashSet<>()).add(other);
        linked.computeIfAbsent(other, table -> new HashSet<>()).add(one);
    }
}
