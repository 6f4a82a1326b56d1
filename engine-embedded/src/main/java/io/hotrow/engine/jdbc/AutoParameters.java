package io.hotrow.engine.jdbc;

import io.hotrow.rewrite.analysis.LiteralShape;
import java.sql.Connection;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Runs a query whose text differs from the session's earlier ones only in integer literals as H2's
 * prepared statement of their shape, the literals bound: H2 then parses the shape once per session
 * (its query cache keeps the command) instead of every text. pgbench's select-only sends
 * {@code ... WHERE aid = 4711} with another key each time, and H2's parse of each new text was a
 * fifth of the server's CPU (docs/benchmarks.md).
 *
 * <p>Only where the answer is provably the same: a literal becomes a parameter only if H2 gave that
 * parameter a column's type, which it does only where the value is compared with, or stored in,
 * that column ({@code col = ?}, {@code col IN (?)}, an inserted or assigned value), and only for
 * integer columns. There an int4 literal and the same int4 bound are one value to H2: compared with
 * an integer column both are widened alike, and no type is inferred from either. Checked on each
 * statement H2 prepared, not only when the shape was learned, so a schema change cannot outdate it.
 * A literal anywhere else (a LIMIT, {@code n + 1}, a select list, {@code ORDER BY 1}) stays in the text.
 */
final class AutoParameters {

    /** Shapes remembered per session at most; past it the memo starts over. */
    private static final int CAPACITY = 256;

    /** What is known of a shape that has no parameters (yet). */
    private enum Verdict { SEEN_ONCE, TEXT }

    private final Connection h2;
    /** By shape key: a {@link Verdict}, or the {@link Slots} that become parameters. */
    private final Map<String, Object> byKey = new HashMap<>();
    private long generation = -1;

    AutoParameters(Connection h2) {
        this.h2 = h2;
    }

    /**
     * H2's statement for {@code executableSql} with its integer literals bound where that is the same
     * answer, made like {@code like} (result set type, limits); null where the text should run as
     * written: a shape met for the first time (learned at its second text, as the analysis learns its
     * templates), one without such a literal, or a text H2 would read otherwise.
     *
     * @param shapeOf    the {@link LiteralShape} of a text (the session's, which has one statement's text scanned once)
     * @param generation the session's names generation: a schema or search path change learns shapes again
     */
    synchronized Bound bind(String executableSql, Function<String, LiteralShape> shapeOf, long generation, Statement like) throws SQLException {
        if (executableSql.indexOf('?') >= 0 || executableSql.indexOf('{') >= 0) {
            return null; // a parameter mark of H2's own, or a JDBC escape the application may have turned off
        }
        LiteralShape shape = shapeOf.apply(executableSql);
        if (shape == null) {
            return null;
        }
        if (generation != this.generation || byKey.size() >= CAPACITY) {
            byKey.clear();
            this.generation = generation;
        }
        Object known = byKey.get(shape.key());
        if (known == null) {
            byKey.put(shape.key(), Verdict.SEEN_ONCE);
            return null;
        }
        if (known == Verdict.SEEN_ONCE) {
            known = learn(shape);
            byKey.put(shape.key(), known);
        }
        return known instanceof Slots slots ? prepare(shape, slots, executableSql, like) : null;
    }

    /**
     * Which literals of a shape become parameters, and the text H2 prepares when they all do (pgbench's key), the same
     * for every text of the shape: written once, not at each statement; null where a literal stays, which it is of.
     */
    private record Slots(boolean[] bound, String allMarked) {
    }

    /** The {@link Slots} of {@code shape} H2 types by an integer column, or {@link Verdict#TEXT} if none is. */
    private Object learn(LiteralShape shape) {
        List<String> marks = new ArrayList<>(shape.literals().size());
        shape.literals().forEach(literal -> marks.add("?"));
        boolean[] slots = new boolean[marks.size()];
        boolean any = false;
        boolean all = true;
        String marked = shape.fill(marks);
        try (PreparedStatement probe = h2.prepareStatement(marked)) {
            ParameterMetaData types = probe.getParameterMetaData();
            for (int i = 0; i < slots.length; i++) {
                slots[i] = isInteger(types.getParameterType(i + 1));
                any |= slots[i];
                all &= slots[i];
            }
        } catch (SQLException e) {
            return Verdict.TEXT; // H2 does not take a parameter in one of those places: the text runs as written
        }
        return any ? new Slots(slots, all ? marked : null) : Verdict.TEXT;
    }

    private Bound prepare(LiteralShape shape, Slots learned, String executableSql, Statement like) throws SQLException {
        boolean[] slots = learned.bound();
        List<String> text = learned.allMarked() == null ? new ArrayList<>(slots.length) : null;
        List<Integer> values = new ArrayList<>(slots.length);
        for (int i = 0; i < slots.length; i++) {
            String literal = shape.literals().get(i);
            if (text != null) {
                text.add(slots[i] ? "?" : literal);
            }
            if (slots[i]) {
                values.add(Integer.valueOf(literal)); // at most nine digits: an int4, as H2 reads the literal
            }
        }
        String sql = text == null ? learned.allMarked() : shape.fill(text);
        PreparedStatement statement = h2.prepareStatement(sql, like.getResultSetType(), like.getResultSetConcurrency(),
                like.getResultSetHoldability());
        try {
            ParameterMetaData types = statement.getParameterMetaData();
            for (int i = 0; i < values.size(); i++) {
                if (!isInteger(types.getParameterType(i + 1))) {
                    statement.close();
                    return null; // not compared with an integer column in this statement (the schema changed): as written
                }
                statement.setInt(i + 1, values.get(i));
            }
            statement.setLargeMaxRows(like.getLargeMaxRows());
            statement.setFetchSize(like.getFetchSize());
            statement.setMaxFieldSize(like.getMaxFieldSize());
        } catch (SQLException | RuntimeException e) {
            statement.close();
            throw e;
        }
        return new Bound(statement, sql, executableSql);
    }

    private static boolean isInteger(int type) {
        return type == Types.SMALLINT || type == Types.INTEGER || type == Types.BIGINT;
    }

    /**
     * A statement H2 prepared for a text, its literals bound.
     *
     * @param statement  H2's statement, to run once
     * @param sql        what H2 prepared, with its parameter marks
     * @param executable the text it stands for
     */
    record Bound(PreparedStatement statement, String sql, String executable) {
    }
}
