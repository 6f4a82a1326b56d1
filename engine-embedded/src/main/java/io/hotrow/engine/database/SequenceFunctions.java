package io.hotrow.engine.database;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.catalog.SequenceNames;
import io.hotrow.engine.sql.QuoteFunctions;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.h2.api.ErrorCode;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.message.DbException;
import org.h2.schema.Schema;
import org.h2.schema.Sequence;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code nextval}, {@code currval}, {@code setval}, {@code lastval} and
 * {@code pg_get_serial_sequence}, installed in pg_catalog over H2's own (which find a sequence in the
 * current schema only, and have no setval). A sequence is named as PostgreSQL names a relation in text ({@code 's'},
 * {@code 'public.s'}, {@code '"My Seq"'}), found along the search path; the generator behind a
 * serial or identity column answers to PostgreSQL's name for it, {@code <table>_<column>_seq}.
 *
 * <p>Moving a generator is not transactional, as in PostgreSQL; the commit that follows logs the
 * new position (see {@link io.hotrow.engine.capture.GeneratorPositions}), which the statement
 * classifier guarantees by sending every statement that calls nextval or setval through the writer
 * lane.
 */
public final class SequenceFunctions {

    /**
     * What each H2 session's last nextval here drew, with H2's own last drawn value before it. H2
     * puts its own back when a Java function returns, so lastval must look here; when H2's has
     * changed since, H2 drew later (an identity column's value, NEXT VALUE FOR) and is the answer.
     */
    private static final Map<SessionLocal, Drawn> LAST_DRAWN = Collections.synchronizedMap(new WeakHashMap<>());

    private record Drawn(long value, Value h2LastBefore) {
    }

    private SequenceFunctions() {
    }

    static void install(Connection system) throws SQLException {
        String self = SequenceFunctions.class.getName();
        try (Statement statement = system.createStatement()) {
            for (String[] function : new String[][] {{"nextval", "nextval"}, {"currval", "currval"}, {"setval", "setval"}, {"lastval", "lastval"},
                    {"pg_get_serial_sequence", "serialSequence"}, {"hotrow_restart_for_increment", "restartForIncrement"},
                    {"hotrow_sequence_setting", "sequenceSetting"}, {"hotrow_identity_increment", "identityIncrement"}}) {
                statement.execute("CREATE FORCE ALIAS IF NOT EXISTS pg_catalog." + function[0] + " FOR '" + self + "." + function[1] + "'");
            }
        }
        system.commit();
    }

    public static Long nextval(Connection connection, String name) throws SQLException {
        if (name == null) {
            return null;
        }
        SessionLocal session = session(connection);
        Sequence sequence = SequenceNames.find(session, name);
        CaptureScope.generatorMoved();
        Value h2LastBefore = session.getLastIdentity();
        try {
            long value = session.getNextValueFor(sequence, null).getLong();
            LAST_DRAWN.put(session, new Drawn(value, h2LastBefore));
            return value;
        } catch (DbException e) {
            if (e.getErrorCode() == ErrorCode.SEQUENCE_EXHAUSTED) {
                boolean up = sequence.getIncrement() > 0;
                throw new SQLException("nextval: reached " + (up ? "maximum" : "minimum") + " value of sequence \"" + sequence.getName()
                        + "\" (" + (up ? sequence.getMaxValue() : sequence.getMinValue()) + ")", "2200H", e);
            }
            throw e;
        }
    }

    public static Long currval(Connection connection, String name) throws SQLException {
        if (name == null) {
            return null;
        }
        SessionLocal session = session(connection);
        Sequence sequence = SequenceNames.find(session, name);
        try {
            return session.getCurrentValueFor(sequence).getLong();
        } catch (DbException e) {
            throw new SQLException("currval of sequence \"" + sequence.getName() + "\" is not yet defined in this session", "55000", e);
        }
    }

    /** The value the session's last nextval (of any sequence, or of an identity column) returned. */
    public static Long lastval(Connection connection) throws SQLException {
        SessionLocal session = session(connection);
        Value h2Last = session.getLastIdentity();
        Drawn drawn = LAST_DRAWN.get(session);
        if (drawn != null && drawn.h2LastBefore().equals(h2Last)) {
            return drawn.value();
        }
        if (h2Last == ValueNull.INSTANCE) {
            throw new SQLException("lastval is not yet defined in this session", "55000");
        }
        return h2Last.getLong();
    }

    public static Long setval(Connection connection, String name, Long value) throws SQLException {
        return setval(connection, name, value, true);
    }

    /**
     * Sets where the sequence stands: with {@code isCalled}, {@code value} counts as drawn (the next
     * nextval returns the value after it, and currval returns it); without, nextval returns it next.
     */
    public static Long setval(Connection connection, String name, Long value, Boolean isCalled) throws SQLException {
        if (name == null || value == null || isCalled == null) {
            return null;
        }
        SessionLocal session = session(connection);
        Sequence sequence = SequenceNames.find(session, name);
        if (value < sequence.getMinValue() || value > sequence.getMaxValue()) {
            throw new SQLException("setval: value " + value + " is out of bounds for sequence \"" + sequence.getName() + "\" ("
                    + sequence.getMinValue() + ".." + sequence.getMaxValue() + ")", "22003");
        }
        CaptureScope.generatorMoved();
        // H2 refuses to change a sequence whose cache size overflowed (a descending bigint one, see LogReplayer): no cache then.
        sequence.modify(value, null, null, null, null, null, sequence.getCacheSize() < 1 ? 1L : null);
        if (isCalled) {
            // Drawing the value itself moves the sequence past it (or exhausts it) and makes it currval.
            // (H2 puts lastval back when this function returns: setval draws nothing.)
            session.getNextValueFor(sequence, null);
        }
        return value;
    }

    /**
     * Where a sequence whose increment becomes {@code increment} continues, as PostgreSQL's does:
     * the last value drawn plus the new increment. H2's next value already holds the old increment,
     * which is taken back; a sequence at its start value is taken as not drawn from since created or
     * restarted, and continues there. Null for an exhausted one, which the RESTART this feeds then
     * leaves so. The dialect shim adds the call to {@code ALTER SEQUENCE ... INCREMENT BY}.
     */
    public static Long restartForIncrement(Connection connection, String name, Long increment) throws SQLException {
        if (name == null || increment == null) {
            return null;
        }
        Sequence sequence = SequenceNames.find(session(connection), name);
        if (sequence.getCycle() == Sequence.Cycle.EXHAUSTED) {
            return null;
        }
        long next = sequence.getBaseValue();
        return next == sequence.getStartValue() ? next : next - sequence.getIncrement() + increment;
    }

    /**
     * What a sequence that a column comes to own hands on to the column's generator: its
     * {@code increment}, {@code minvalue}, {@code maxvalue}, {@code cache}, or where it continues
     * ({@code restart}). The dialect shim calls it for {@code ALTER SEQUENCE ... OWNED BY}; a sequence
     * that is a column's generator already, or that cycles, cannot be handed on.
     */
    public static Long sequenceSetting(Connection connection, String name, String setting) throws SQLException {
        if (name == null || setting == null) {
            return null;
        }
        Sequence sequence = SequenceNames.find(session(connection), name);
        if (sequence.getBelongsToTable()) {
            throw new SQLException("sequence \"" + sequence.getName() + "\" is the generator of a serial or identity column already;"
                    + " on the engine it stays with that column", "42000");
        }
        if (sequence.getCycle() == Sequence.Cycle.CYCLE) {
            throw new SQLException("sequence \"" + sequence.getName() + "\" cycles, and the engine's serial columns do not;"
                    + " use ALTER SEQUENCE ... NO CYCLE before making a column own it", "42000");
        }
        return switch (setting) {
            case "increment" -> sequence.getIncrement();
            case "minvalue" -> sequence.getMinValue();
            case "maxvalue" -> sequence.getMaxValue();
            case "cache" -> Math.max(1, sequence.getCacheSize());
            case "restart" -> restartOf(sequence);
            default -> throw new SQLException("unknown sequence setting " + setting, "22023");
        };
    }

    /** H2's statement that drops the sequence {@code name} (as PostgreSQL names it in text), qualified with the schema it was found in. */
    static String dropStatement(Connection connection, String name) throws SQLException {
        Sequence sequence = SequenceNames.find(session(connection), name);
        return "DROP SEQUENCE " + TableCatalog.quote(sequence.getSchema().getName()) + "." + TableCatalog.quote(sequence.getName());
    }

    /**
     * The increment of an identity that {@code ADD GENERATED ... AS IDENTITY} adds to a column,
     * after PostgreSQL's checks, which H2's {@code SET GENERATED} lacks: the column must not be an
     * identity column already, and must be declared NOT NULL (55000 otherwise). The dialect shim
     * writes the call into the statement, so the checks run when it does.
     */
    public static Long identityIncrement(Connection connection, String tableName, String columnName, Long increment) throws SQLException {
        SessionLocal session = session(connection);
        List<String> parts = SequenceNames.parse(tableName);
        for (Schema schema : SequenceNames.schemas(session, parts)) {
            Table table = schema.findTableOrView(session, parts.get(parts.size() - 1));
            if (table == null) {
                continue;
            }
            Column column = table.findColumn(columnName);
            if (column == null) {
                throw new SQLException("column \"" + columnName + "\" of relation \"" + table.getName() + "\" does not exist", "42703");
            }
            if (column.isIdentity()) {
                throw new SQLException("column \"" + columnName + "\" of relation \"" + table.getName() + "\" is already an identity column",
                        "55000");
            }
            if (column.isNullable()) {
                throw new SQLException("column \"" + columnName + "\" of relation \"" + table.getName()
                        + "\" must be declared NOT NULL before identity can be added", "55000");
            }
            return increment;
        }
        throw new SQLException("relation \"" + tableName + "\" does not exist", "42P01");
    }

    /** Where a sequence continues: its next value, or, once exhausted, nowhere a column could draw from. */
    private static long restartOf(Sequence sequence) throws SQLException {
        if (sequence.getCycle() == Sequence.Cycle.EXHAUSTED) {
            throw new SQLException("sequence \"" + sequence.getName() + "\" is exhausted; restart it before making a column own it", "42000");
        }
        return sequence.getBaseValue();
    }

    /**
     * The sequence behind a serial or identity column, qualified, as PostgreSQL names it; null if the
     * column has none. The table is named as in text (case folded unless quoted), the column as it is.
     */
    public static String serialSequence(Connection connection, String tableName, String columnName) throws SQLException {
        if (tableName == null || columnName == null) {
            return null;
        }
        SessionLocal session = session(connection);
        List<String> parts = SequenceNames.parse(tableName);
        for (Schema schema : SequenceNames.schemas(session, parts)) {
            Table table = schema.findTableOrView(session, parts.get(parts.size() - 1));
            if (table != null) {
                Column column = table.findColumn(columnName);
                if (column == null) {
                    throw new SQLException("column \"" + columnName + "\" of relation \"" + table.getName() + "\" does not exist", "42703");
                }
                return column.isIdentity() ? QuoteFunctions.quoteIdent(schema.getName()) + "."
                        + QuoteFunctions.quoteIdent(SequenceNames.serialSequenceName(table.getName(), column.getName())) : null;
            }
        }
        throw new SQLException("relation \"" + tableName + "\" does not exist", "42P01");
    }

    static SessionLocal session(Connection connection) throws SQLException {
        return (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
    }
}
