package io.hotrow.engine.capture;

import java.util.ArrayList;
import java.util.List;
import org.h2.engine.Database;
import org.h2.engine.SessionLocal;
import org.h2.schema.Schema;
import org.h2.schema.Sequence;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.table.TableType;

/**
 * Where a database's generators are: its explicit sequences and its identity columns, with the H2
 * sequence behind each. Finding them walks every table of every schema (pg_catalog's views
 * included), which each INSERT that draws a key paid; so the list is kept until H2's schema objects
 * change. H2 counts every creation, drop and renaming of a schema object or column
 * ({@link Database#getModificationMetaId}), and an identity column gets or loses its sequence only
 * with such a creation or drop. Each use still checks, for nothing, that every kept source holds:
 * an explicit sequence still stands alone, an identity column still draws from the same sequence.
 * Used under the writer lane, as {@link GeneratorPositions} is.
 */
final class GeneratorSources {

    /** An explicit sequence ({@code identityColumn} null) or an identity column, and the H2 sequence it draws from. */
    record Source(String schema, String object, String identityColumn, String key, Sequence sequence, Column column) {

        private boolean holds() {
            return column == null ? !sequence.getBelongsToTable() : column.isIdentity() && column.getSequence() == sequence;
        }
    }

    private Database database;
    private long metaId;
    private List<Source> sources;

    /** The generators of the database {@code session} belongs to, explicit sequences first in each schema. */
    List<Source> of(SessionLocal session) {
        Database now = session.getDatabase();
        long id = now.getModificationMetaId();
        if (now != database || id != metaId || !allHold()) {
            sources = find(session);
            database = now;
            metaId = id;
        }
        return sources;
    }

    private boolean allHold() {
        for (Source source : sources) {
            if (!source.holds()) {
                return false;
            }
        }
        return true;
    }

    private static List<Source> find(SessionLocal session) {
        List<Source> found = new ArrayList<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            String name = schema.getName();
            for (Sequence sequence : schema.getAllSequences()) {
                if (!sequence.getBelongsToTable()) {
                    found.add(new Source(name, sequence.getName(), null, GeneratorPositions.key(name, sequence.getName(), null), sequence, null));
                }
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                if (table.isView() || table.getTableType() == TableType.SYSTEM_TABLE) {
                    continue; // no generators: pg_catalog's 139 views and H2's INFORMATION_SCHEMA
                }
                for (Column column : table.getColumns()) {
                    if (column.isIdentity()) {
                        found.add(new Source(name, table.getName(), column.getName(), GeneratorPositions.key(name, table.getName(), column.getName()),
                                column.getSequence(), column));
                    }
                }
            }
        }
        return List.copyOf(found);
    }
}
