package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code ALTER SEQUENCE s INCREMENT BY n}: in PostgreSQL the next value is the last one drawn plus
 * the new increment, but H2 has computed its next value with the old increment already. Unless the
 * statement restarts the sequence itself, it also restarts it where PostgreSQL's would continue,
 * which the engine's {@code hotrow_restart_for_increment} works out from the sequence's state.
 * (Called unqualified, found in pg_catalog: a text naming the engine's schemas is not application SQL.)
 */
final class SequenceIncrement implements Rule {

    private static final Pattern NUMBER = Pattern.compile("[+-]?[0-9]+");

    @Override
    public List<String> words() {
        return List.of("increment");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (!t.is(0, "ALTER") || !t.is(1, "SEQUENCE") || t.lastTopLevel("RESTART", null) >= 0) {
            return;
        }
        int first = t.is(2, "IF") && t.is(3, "EXISTS") ? 4 : 2;
        int last = t.is(first + 1, ".") ? first + 2 : first;
        int increment = t.lastTopLevel("INCREMENT", null);
        if (increment < 0 || last >= t.size() || !t.get(first).isName() || !t.get(last).isName()) {
            return;
        }
        int value = t.is(increment + 1, "BY") ? increment + 2 : increment + 1;
        String by = value < t.size() ? t.get(value).image() : "";
        if ((by.equals("-") || by.equals("+")) && value + 1 < t.size()) {
            by += t.get(value + 1).image();
        }
        if (!NUMBER.matcher(by).matches()) {
            return; // not a plain number: H2 decides
        }
        String name = t.get(first).image() + (last > first ? "." + t.get(last).image() : "");
        splice.insert(t.get(t.statementEnd() - 1).end(),
                " RESTART WITH hotrow_restart_for_increment('" + name.replace("'", "''") + "', " + by + ")");
    }
}
