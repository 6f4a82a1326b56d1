package io.hotrow.engine.database;

import io.hotrow.engine.catalog.SequenceNames;
import io.hotrow.rewrite.analysis.OwnerChange;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.schema.Schema;
import org.h2.schema.Sequence;
import org.h2.table.Table;
import org.h2.table.TableType;

/**
 * Answers an {@link OwnerChange} as PostgreSQL would where nothing changes: every object on the
 * engine is owned by its one application role, whatever role a statement names (a dump names the
 * source database's), and no sequence is owned apart from a serial or identity column's generator.
 * So the object is looked up, with PostgreSQL's errors when it is missing or of another kind, and
 * nothing is run or logged. A column's generator cannot be released from it ({@code OWNED BY NONE}).
 */
final class OwnerChanges {

    private OwnerChanges() {
    }

    /** Checks the change; returns PostgreSQL's notice for a missing object under IF EXISTS, else null. */
    static SQLWarning check(Connection h2, OwnerChange change) throws SQLException {
        SessionLocal session = SequenceFunctions.session(h2);
        try {
            switch (change.objectType()) {
                case "SCHEMA" -> schema(session, change.parts().get(0));
                case "SEQUENCE" -> sequence(session, change);
                default -> relation(session, change);
            }
        } catch (SQLException e) {
            if (change.ifExists() && e.getSQLState().equals("42P01")) {
                return new SQLWarning("relation \"" + change.name() + "\" does not exist, skipping", "00000");
            }
            throw e;
        }
        return null;
    }

    private static void schema(SessionLocal session, String name) throws SQLException {
        if (session.getDatabase().findSchema(name) == null) {
            throw new SQLException("schema \"" + name + "\" does not exist", "3F000");
        }
    }

    private static void sequence(SessionLocal session, OwnerChange change) throws SQLException {
        Sequence sequence = SequenceNames.find(session, change.name());
        if (change.ownedByNone() && sequence.getBelongsToTable()) {
            throw new SQLException("sequence \"" + sequence.getName() + "\" is the generator of a serial or identity column;"
                    + " on the engine it stays with that column (drop the column's identity instead)", "42000");
        }
    }

    /** ALTER TABLE names any relation (pg_dump uses it for views and sequences too); ALTER VIEW a view. */
    private static void relation(SessionLocal session, OwnerChange change) throws SQLException {
        List<String> parts = change.parts();
        for (Schema schema : SequenceNames.schemas(session, parts)) {
            Table table = schema.findTableOrView(session, parts.get(parts.size() - 1));
            if (table != null) {
                if (change.objectType().equals("VIEW") && table.getTableType() != TableType.VIEW) {
                    throw new SQLException("\"" + table.getName() + "\" is not a view", "42809");
                }
                return;
            }
        }
        if (change.objectType().equals("VIEW")) {
            throw new SQLException("relation \"" + change.name() + "\" does not exist", "42P01");
        }
        SequenceNames.find(session, change.name()); // a sequence, or 42P01
    }
}
