package io.hotrow.engine.database;

import io.hotrow.engine.database.InsertValuesShape.Kind;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.sql.SQLException;

/**
 * The session's whole analysis of an {@link InsertValuesShape} (the analyzer's and the column typing's), from
 * which each text of the shape is analysed by putting its literals back, each as written, into the text the
 * first analysis had H2 run: a data script's thousand INSERTs are parsed and typed once per table.
 *
 * <p>Learned from a probe, the shape with sentinel literals analysed in full: only if each sentinel lands
 * once, and putting the first text's literals in their places gives the first text's analysis exactly, is
 * the shape a template. Whether a later value is typed as the sentinel was is the columns' matter: a string
 * goes only into a varchar or text column (no boolean, date, interval, json or char(n) reading of its value),
 * and must fit its length, as {@link AssignedLengths} asks; a number only into an integer or numeric column;
 * a date or time only into a column of its own type. Anything else is analysed text by text.
 */
final class InsertTemplate {

    private static final Set<Integer> TEXT_TYPES = Set.of(Types.VARCHAR, Types.LONGVARCHAR, Types.CLOB, Types.NVARCHAR, Types.LONGNVARCHAR, Types.NCLOB);
    private static final Set<Integer> INTEGER_TYPES = Set.of(Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.NUMERIC, Types.DECIMAL);
    private static final Set<Integer> DECIMAL_TYPES = Set.of(Types.NUMERIC, Types.DECIMAL);

    private final StatementAnalysis first;
    private final SlottedText text;
    private final SlottedText executable;
    private final int[] maxLength; // per literal: a string's longest value, its column's n

    private InsertTemplate(StatementAnalysis first, SlottedText text, SlottedText executable, int[] maxLength) {
        this.first = first;
        this.text = text;
        this.executable = executable;
        this.maxLength = maxLength;
    }

    /**
     * The template of {@code shape} learned from {@code first}, its first text's analysis, or null when its
     * texts are analysed one by one.
     *
     * @param columns the table's columns, as the session finds them
     * @param analyse the session's full analysis of a text
     */
    static InsertTemplate learn(InsertValuesShape shape, StatementAnalysis first, TableColumns columns, InsertTemplates.Analysis analyse)
            throws SQLException {
        if (!first.parsed() || first.kind() != StatementKind.WRITE || first.refusal() != null || first.multiStatement()) {
            return null;
        }
        int[] maxLength = new int[shape.literals().size()];
        List<String> sentinels = new ArrayList<>(maxLength.length);
        for (int k = 0; k < maxLength.length; k++) {
            int column = columns.indexOf(shape.columns().get(shape.columnOf()[k]));
            Kind kind = shape.kinds().get(k);
            if (column < 0 || !fits(kind, columns.types().get(column))) {
                return null;
            }
            maxLength[k] = columns.precisions().get(column);
            sentinels.add(sentinel(kind, shape.literals().get(k), k));
        }
        StatementAnalysis probe = analyse.of(shape.fill(sentinels));
        if (!probe.parsed() || probe.refusal() != null || !Objects.equals(probe.rowPin(), first.rowPin())) {
            return null; // a row pin names values: such a statement is analysed as itself
        }
        SlottedText text = SlottedText.cut(probe.sql(), sentinels);
        SlottedText executable = SlottedText.cut(probe.executableSql(), sentinels);
        if (text == null || executable == null) {
            return null;
        }
        InsertTemplate template = new InsertTemplate(first, text, executable, maxLength);
        StatementAnalysis remade = template.instantiate(first.sql(), shape);
        return remade != null && sameAnalysis(remade, first) ? template : null;
    }

    /** The analysis of {@code sql}, a text of this template's shape, or null where a value is not one the template holds. */
    StatementAnalysis instantiate(String sql, InsertValuesShape shape) {
        List<String> literals = shape.literals();
        for (int k = 0; k < literals.size(); k++) {
            if (shape.kinds().get(k) == Kind.STRING && InsertValuesShape.valueLength(literals.get(k)) > maxLength[k]) {
                return null; // too long for its varchar(n): cut or refused as PostgreSQL does, by the full analysis
            }
        }
        String executableSql = executable.fill(literals);
        String analysedSql = text.fill(literals);
        // The tree is the first text's: the engine reads its structure (tables, kind), never a literal's value.
        return new StatementAnalysis(analysedSql.equals(sql) ? sql : analysedSql, first.kind(), first.ast(), first.parseOutcome(), first.parseError(),
                false, first.tables(), first.locksRows(), first.rowPin(), executableSql.equals(analysedSql) ? analysedSql : executableSql, null, null);
    }

    private static boolean fits(Kind kind, int columnType) {
        return switch (kind) {
            case STRING -> TEXT_TYPES.contains(columnType);
            case INTEGER, BIGINT -> INTEGER_TYPES.contains(columnType);
            case DECIMAL -> DECIMAL_TYPES.contains(columnType);
            case DATE -> columnType == Types.DATE;
            case TIMESTAMP -> columnType == Types.TIMESTAMP;
            case TIMESTAMPTZ -> columnType == Types.TIMESTAMP_WITH_TIMEZONE;
        };
    }

    /** A value of {@code kind} (and of {@code literal}'s form) no rule singles out, distinct for slot {@code k}. */
    private static String sentinel(Kind kind, String literal, int k) {
        long number = 604_000_001L + k * 7_919L; // nine digits, as ShapeTemplate's
        return switch (kind) {
            case STRING -> "'z" + k + "q'";
            case INTEGER -> Long.toString(number);
            case BIGINT -> Long.toString(number * 10);
            case DECIMAL -> number + "." + "7".repeat(literal.length() - literal.indexOf('.') - 1);
            case DATE, TIMESTAMP, TIMESTAMPTZ -> "'" + (2900 + k) + literal.substring(5); // the same form, a year no other slot has
        };
    }

    private static boolean sameAnalysis(StatementAnalysis made, StatementAnalysis analysed) {
        return made.sql().equals(analysed.sql()) && made.executableSql().equals(analysed.executableSql()) && made.kind() == analysed.kind()
                && made.tables().equals(analysed.tables()) && made.locksRows() == analysed.locksRows() && Objects.equals(made.rowPin(), analysed.rowPin());
    }
}
