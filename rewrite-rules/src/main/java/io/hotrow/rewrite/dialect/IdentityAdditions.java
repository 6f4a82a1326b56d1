package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code ALTER TABLE t ALTER COLUMN c ADD GENERATED {ALWAYS | BY DEFAULT} AS IDENTITY [(options)]},
 * as pg_dump writes every identity column: H2 turns a column into an identity one with
 * {@code SET GENERATED ...} followed by the generator's options, and starts it with RESTART. The
 * engine names an identity column's generator {@code <table>_<column>_seq}, PostgreSQL's default,
 * so a {@code SEQUENCE NAME} option naming another sequence is refused rather than ignored: the
 * name would not find the generator afterwards.
 */
final class IdentityAdditions implements Rule {

    @Override
    public List<String> words() {
        return List.of("generated");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int add = t.lastTopLevel("ADD", "GENERATED");
        if (add < 0 || !t.is(0, "ALTER") || !t.is(1, "TABLE")) {
            return;
        }
        int first = t.is(2, "IF") && t.is(3, "EXISTS") ? 4 : 2;
        first = t.is(first, "ONLY") ? first + 1 : first;
        DottedName table = DottedName.at(t, first);
        if (table == null || !t.is(table.end(), "ALTER") || add < 1 || !t.get(add - 1).isName()) {
            return;
        }
        String column = Names.normalize(t.get(add - 1).image());
        int i = add + 2;
        String generated;
        if (t.is(i, "ALWAYS")) {
            generated = "ALWAYS";
            i++;
        } else if (t.is(i, "BY") && t.is(i + 1, "DEFAULT")) {
            generated = "BY DEFAULT";
            i += 2;
        } else {
            return;
        }
        if (!t.is(i, "AS") || !t.is(i + 1, "IDENTITY")) {
            return;
        }
        i += 2;
        StringBuilder h2 = new StringBuilder();
        String[] startAndIncrement = {null, "1"};
        if (t.is(i, "(")) {
            int close = t.closing(i);
            startAndIncrement = options(t, i + 1, close, table, column, h2);
            i = close + 1;
        }
        String start = startAndIncrement[0];
        // the engine's function checks the column as PostgreSQL does (not yet an identity column, NOT NULL) when the statement runs
        h2.insert(0, "SET GENERATED " + generated + " SET INCREMENT BY hotrow_identity_increment('" + table.written(t).replace("'", "''")
                + "', '" + column.replace("'", "''") + "', " + startAndIncrement[1] + ")");
        if (i != t.statementEnd()) {
            throw new UnsupportedSqlException("ADD GENERATED ... AS IDENTITY followed by other actions; run each ALTER TABLE action on its own");
        }
        h2.append(start == null ? " RESTART" : " RESTART WITH " + start);
        splice.replace(t.get(add).begin(), t.get(i - 1).end(), h2.toString());
    }

    /** Appends H2's form of the options between {@code from} and {@code to} but the increment; returns the START value (or null) and the increment. */
    private static String[] options(SqlTokens t, int from, int to, DottedName table, String column, StringBuilder h2)
            throws UnsupportedSqlException {
        String start = null;
        String increment = "1";
        int i = from;
        while (i < to) {
            String word = t.get(i).image().toUpperCase(Locale.ROOT);
            switch (word) {
                case "SEQUENCE" -> {
                    DottedName sequence = t.is(i + 1, "NAME") ? DottedName.at(t, i + 2) : null;
                    if (sequence == null) {
                        throw UnsupportedSqlException.syntaxError(t.get(i + 1).image());
                    }
                    checkSequenceName(sequence, table, column);
                    i = sequence.end();
                }
                case "START" -> {
                    i = t.is(i + 1, "WITH") ? i + 2 : i + 1;
                    start = number(t, i);
                    i = skipNumber(t, i);
                }
                case "INCREMENT" -> {
                    i = t.is(i + 1, "BY") ? i + 2 : i + 1;
                    increment = number(t, i);
                    i = skipNumber(t, i);
                }
                case "MINVALUE", "MAXVALUE", "CACHE" -> {
                    h2.append(" SET ").append(word).append(' ').append(number(t, i + 1));
                    i = skipNumber(t, i + 1);
                }
                case "CYCLE" -> {
                    h2.append(" SET CYCLE");
                    i++;
                }
                case "NO" -> {
                    String what = i + 1 < to ? t.get(i + 1).image().toUpperCase(Locale.ROOT) : "";
                    if (!what.equals("MINVALUE") && !what.equals("MAXVALUE") && !what.equals("CYCLE")) {
                        throw UnsupportedSqlException.syntaxError(t.get(i + 1).image());
                    }
                    h2.append(" SET NO ").append(what);
                    i += 2;
                }
                default -> throw new UnsupportedSqlException("the identity option " + word
                        + " is not supported by the engine; add the identity column with the options START WITH, INCREMENT BY,"
                        + " MINVALUE, MAXVALUE, CACHE and CYCLE");
            }
        }
        return new String[] {start, increment};
    }

    /** The engine finds an identity column's generator by PostgreSQL's default name only. */
    private static void checkSequenceName(DottedName sequence, DottedName table, String column) throws UnsupportedSqlException {
        String expected = SequenceOwnership.generatorName(table.last(), column);
        boolean sameSchema = sequence.qualifier() == null || sequence.qualifier().equals(table.qualifier());
        if (!sameSchema || !sequence.last().equals(expected) || sequence.parts().size() > 2) {
            throw new UnsupportedSqlException("an identity column's sequence is named " + table.last() + "_" + column + "_seq"
                    + " on the engine (PostgreSQL's default name for it), not " + String.join(".", sequence.parts())
                    + "; write SEQUENCE NAME " + table.last() + "_" + column + "_seq or leave the option out");
        }
    }

    private static String number(SqlTokens t, int i) throws UnsupportedSqlException {
        String sign = t.is(i, "-") || t.is(i, "+") ? t.get(i).image() : "";
        int digits = sign.isEmpty() ? i : i + 1;
        if (digits >= t.size() || !t.get(digits).image().chars().allMatch(Character::isDigit)) {
            throw UnsupportedSqlException.syntaxError(digits < t.size() ? t.get(digits).image() : null);
        }
        return sign + t.get(digits).image();
    }

    private static int skipNumber(SqlTokens t, int i) {
        return t.is(i, "-") || t.is(i, "+") ? i + 2 : i + 1;
    }
}
