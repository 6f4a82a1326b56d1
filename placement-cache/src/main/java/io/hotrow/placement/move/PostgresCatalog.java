package io.hotrow.placement.move;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** pg_catalog, for what information_schema leaves out or gets wrong for a copy. */
final class PostgresCatalog implements Catalog {

    /** Sequences owned by a column: identity ('i') or serial ('a', from OWNED BY), with their parameters. */
    private static final String OWNED_SEQUENCES = "SELECT t.relname, a.attname, s.relname, q.seqstart, q.seqincrement, q.seqmin,"
            + " q.seqmax, q.seqcycle FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'"
            + " JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid"
            + " JOIN pg_sequence q ON q.seqrelid = s.oid JOIN pg_namespace n ON n.oid = s.relnamespace"
            + " WHERE n.nspname = ? AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass"
            + " AND d.deptype IN ('a', 'i')";
    private static final String FREE_SEQUENCES = "SELECT s.relname, q.seqstart, q.seqincrement, q.seqmin, q.seqmax, q.seqcycle"
            + " FROM pg_class s JOIN pg_sequence q ON q.seqrelid = s.oid JOIN pg_namespace n ON n.oid = s.relnamespace"
            + " WHERE n.nspname = ? AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass"
            + " AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')) ORDER BY s.relname";
    /** Indexes that back no key constraint, column by column; expressions and predicates are flagged. */
    private static final String INDEX_COLUMNS = "SELECT t.relname, i.relname, x.indisunique, a.attname,"
            + " (x.indoption[k.n - 1] & 1) = 1, x.indexprs IS NOT NULL OR x.indpred IS NOT NULL"
            + " FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid"
            + " JOIN pg_namespace n ON n.oid = t.relnamespace"
            + " CROSS JOIN LATERAL unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)"
            + " LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum"
            + " WHERE n.nspname = ? AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid"
            + " AND c.contype IN ('p', 'u', 'x')) ORDER BY t.relname, i.relname, k.n";
    private static final String UNCOPYABLE = "SELECT t.relname || ': ' || CASE c.contype WHEN 'c' THEN 'check' ELSE 'exclusion' END"
            + " || ' constraint ' || c.conname || ' cannot be copied' FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid"
            + " JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ? AND c.contype IN ('c', 'x')"
            + " UNION ALL SELECT t.relname || ': trigger ' || g.tgname || ' cannot be copied' FROM pg_trigger g"
            + " JOIN pg_class t ON t.oid = g.tgrelid JOIN pg_namespace n ON n.oid = t.relnamespace"
            + " WHERE n.nspname = ? AND NOT g.tgisinternal"
            + " UNION ALL SELECT t.relname || ': a partitioned table cannot be copied' FROM pg_class t"
            + " JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ? AND t.relkind = 'p'";

    @Override
    public Map<String, Generator> identities(Connection connection, String schema) throws SQLException {
        Map<String, Generator> identities = new HashMap<>();
        for (Object[] owned : Queries.list(connection, OWNED_SEQUENCES, row -> new Object[] {row.getString(1) + "." + row.getString(2),
                row.getString(3), parameters(row, 4)}, schema)) {
            identities.put((String) owned[0], positioned(connection, schema, (String) owned[1], (long[]) owned[2]));
        }
        return identities;
    }

    @Override
    public List<Sequence> sequences(Connection connection, String schema) throws SQLException {
        List<Sequence> sequences = new ArrayList<>();
        for (Object[] free : Queries.list(connection, FREE_SEQUENCES, row -> new Object[] {row.getString(1), parameters(row, 2)}, schema)) {
            sequences.add(new Sequence((String) free[0], positioned(connection, schema, (String) free[0], (long[]) free[1])));
        }
        return sequences;
    }

    /** Start, increment, minimum, maximum and cycle (1 or 0) from five columns starting at {@code first}. */
    private static long[] parameters(ResultSet row, int first) throws SQLException {
        return new long[] {row.getLong(first), row.getLong(first + 1), row.getLong(first + 2), row.getLong(first + 3),
                row.getBoolean(first + 4) ? 1 : 0};
    }

    /**
     * Reads the sequence's own row, which is not a draw: nextval would return last_value itself if
     * it was never called, and last_value + increment otherwise.
     */
    private static Generator positioned(Connection connection, String schema, String sequence, long[] parameters) throws SQLException {
        String sql = "SELECT CASE WHEN is_called THEN last_value + " + parameters[1] + " ELSE last_value END FROM "
                + SqlNames.quote(schema) + "." + SqlNames.quote(sequence);
        long next = Queries.single(connection, sql);
        return new Generator(parameters[0], parameters[1], parameters[2], parameters[3], parameters[4] == 1, next);
    }

    @Override
    public Map<String, List<Index>> indexes(Connection connection, String schema) throws SQLException {
        List<String> partial = new ArrayList<>();
        List<Index.CatalogRow> rows = new ArrayList<>();
        for (Object[] column : Queries.list(connection, INDEX_COLUMNS, row -> new Object[] {row.getString(1), row.getString(2),
                row.getBoolean(3), row.getString(4), row.getBoolean(5), row.getBoolean(6)}, schema)) {
            if ((Boolean) column[5]) {
                partial.add(column[0] + ": index " + column[1] + " has an expression or a predicate and cannot be copied");
            } else {
                rows.add(new Index.CatalogRow((String) column[0], (String) column[1], (Boolean) column[2], (String) column[3],
                        (Boolean) column[4]));
            }
        }
        if (!partial.isEmpty()) {
            throw new CopyRefusedException(partial.stream().distinct().toList());
        }
        return Index.byTable(rows);
    }

    @Override
    public List<String> uncopyable(Connection connection, String schema) throws SQLException {
        return Queries.list(connection, UNCOPYABLE, row -> row.getString(1), schema, schema, schema);
    }
}
