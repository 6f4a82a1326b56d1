package io.hotrow.engine.catalog;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.schema.Schema;
import org.h2.schema.Sequence;
import org.h2.table.Column;
import org.h2.table.Table;

/**
 * Sequences by PostgreSQL's names: the name PostgreSQL gives a serial or identity column's
 * sequence, and the H2 generator a name written as PostgreSQL writes a relation in text
 * ({@code 's'}, {@code 'public.s'}, {@code '"My Seq"'}) finds along the search path. The catalog
 * shows sequences by these names and the sequence functions take them.
 */
public final class SequenceNames {

    /** PostgreSQL's longest name, in bytes (NAMEDATALEN - 1); counted here in characters, which differ only for non-ASCII names. */
    private static final int MAX_NAME = 63;

    private SequenceNames() {
    }

    /**
     * PostgreSQL's name for the sequence of a serial or identity column: {@code <table>_<column>_seq},
     * the longer of the two names shortened until it fits. (PostgreSQL appends a digit when the name
     * is taken; here an explicit sequence of that name is found first.)
     */
    public static String serialSequenceName(String table, String column) {
        int available = MAX_NAME - "__seq".length();
        int tableChars = table.length(), columnChars = column.length();
        while (tableChars + columnChars > available) {
            if (tableChars > columnChars) {
                tableChars--;
            } else {
                columnChars--;
            }
        }
        return table.substring(0, tableChars) + "_" + column.substring(0, columnChars) + "_seq";
    }

    /** The sequence {@code name} (PostgreSQL's text form) names along the search path, a serial or identity column's by its PostgreSQL name; 42P01 or 42809 if none. */
    public static Sequence find(SessionLocal session, String name) throws SQLException {
        List<String> parts = parse(name);
        String relation = parts.get(parts.size() - 1);
        for (Schema schema : schemas(session, parts)) {
            Sequence sequence = schema.findSequence(relation);
            if (sequence != null && !sequence.getBelongsToTable()) {
                return sequence;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                for (Column column : table.getColumns()) {
                    if (column.isIdentity() && serialSequenceName(table.getName(), column.getName()).equals(relation)) {
                        return column.getSequence();
                    }
                }
            }
            if (schema.findTableOrView(session, relation) != null) {
                throw new SQLException("\"" + relation + "\" is not a sequence", "42809");
            }
        }
        throw new SQLException("relation \"" + name + "\" does not exist", "42P01");
    }

    public static List<String> parse(String name) throws SQLException {
        List<String> parts = QualifiedName.parse(name);
        if (parts == null || parts.size() > 2) {
            throw new SQLException("invalid name syntax: " + name, "42602");
        }
        return parts;
    }

    /** The schemas a name is looked for in: its own if qualified, else the current schema and the search path. */
    public static List<Schema> schemas(SessionLocal session, List<String> parts) {
        List<String> names = new ArrayList<>();
        if (parts.size() == 2) {
            names.add(parts.get(0));
        } else {
            names.add(session.getCurrentSchemaName());
            String[] path = session.getSchemaSearchPath();
            if (path != null) {
                names.addAll(List.of(path));
            }
        }
        List<Schema> schemas = new ArrayList<>();
        for (String name : names) {
            Schema schema = session.getDatabase().findSchema(name);
            if (schema != null && !schemas.contains(schema)) {
                schemas.add(schema);
            }
        }
        return schemas;
    }
}
