package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.table.Table;

/**
 * {@code TRUNCATE [TABLE] t [RESTART IDENTITY] CASCADE}: PostgreSQL empties the tables whose
 * foreign keys reference {@code t} too, and theirs, in one go. H2 has no CASCADE there (the dialect
 * shim takes the word out) and truncates no table a foreign key of another table references. So the
 * engine runs, before the statement, steps of its own, each logged as a schema change for replay:
 * the foreign-key checks of every table reached are switched off (H2's per-table switch, which lets
 * it truncate a referenced table), each referencing table is truncated (restarting its identity
 * when the statement does, as PostgreSQL's RESTART IDENTITY does for every table it truncates), and
 * after the statement the checks are switched on again without looking at the rows (every table is
 * empty). The schema change holds all these tables (they are linked to {@code t}).
 */
final class TruncateCascade {

    private static final String NAME = "(?:\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*)";
    private static final Pattern STATEMENT = Pattern.compile("\\A\\s*TRUNCATE\\s+(?:TABLE\\s+)?(?:ONLY\\s+)?(" + NAME + ")(?:\\s*\\.\\s*(" + NAME
            + "))?\\s*(?:(RESTART|CONTINUE)\\s+IDENTITY\\s+)?CASCADE\\s*;?\\s*\\z", Pattern.CASE_INSENSITIVE);

    private final List<Table> reached;
    private final boolean restart;

    private TruncateCascade(List<Table> reached, boolean restart) {
        this.reached = reached;
        this.restart = restart;
    }

    /** The cascade {@code written}, the application's text, asks for, or null: no CASCADE, or no table a foreign key references. */
    static TruncateCascade of(Connection h2, String written) throws SQLException {
        Matcher statement = STATEMENT.matcher(written);
        if (!statement.matches()) {
            return null;
        }
        SessionLocal session = (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
        Table target = statement.group(2) == null ? onPath(session, name(statement.group(1)))
                : table(session, name(statement.group(1)), name(statement.group(2)));
        if (target == null) {
            return null; // H2 reports the unknown table as it would
        }
        Set<Table> reached = new LinkedHashSet<>();
        Deque<Table> next = new ArrayDeque<>(List.of(target));
        while (!next.isEmpty()) {
            Table table = next.pop();
            if (reached.add(table)) {
                for (Constraint constraint : table.getConstraints()) {
                    if (constraint instanceof ConstraintReferential key && key.getRefTable() == table && key.getTable() != table) {
                        next.push(key.getTable());
                    }
                }
            }
        }
        if (reached.size() == 1) {
            return null; // nothing references it: H2 truncates it as it is
        }
        boolean restart = "RESTART".equalsIgnoreCase(statement.group(3));
        return new TruncateCascade(new ArrayList<>(reached), restart);
    }

    /** Before the statement: the checks off, the referencing tables emptied. */
    List<String> before() {
        List<String> steps = new ArrayList<>();
        for (Table table : reached) {
            steps.add("ALTER TABLE " + qualified(table) + " SET REFERENTIAL_INTEGRITY FALSE");
        }
        for (Table table : reached.subList(1, reached.size())) {
            steps.add("TRUNCATE TABLE " + qualified(table) + (restart ? " RESTART IDENTITY" : ""));
        }
        return steps;
    }

    /** After the statement, whether it ran or failed: the checks on again. */
    List<String> after() {
        List<String> steps = new ArrayList<>();
        for (Table table : reached) {
            steps.add("ALTER TABLE " + qualified(table) + " SET REFERENTIAL_INTEGRITY TRUE NOCHECK");
        }
        return steps;
    }

    private static String qualified(Table table) {
        return quote(table.getSchema().getName()) + "." + quote(table.getName());
    }

    /** A name as H2 keeps it with DATABASE_TO_LOWER: unquoted in lower case. */
    private static String name(String written) {
        return written.startsWith("\"") ? written.substring(1, written.length() - 1).replace("\"\"", "\"") : written.toLowerCase(Locale.ROOT);
    }

    private static Table onPath(SessionLocal session, String name) {
        String[] path = session.getSchemaSearchPath();
        List<String> schemas = new ArrayList<>();
        schemas.add(session.getCurrentSchemaName());
        if (path != null) {
            schemas.addAll(List.of(path));
        }
        for (String schema : schemas) {
            Table table = table(session, schema, name);
            if (table != null) {
                return table;
            }
        }
        return null;
    }

    private static Table table(SessionLocal session, String schemaName, String name) {
        Schema schema = session.getDatabase().findSchema(schemaName);
        return schema == null ? null : schema.findTableOrView(session, name);
    }
}
