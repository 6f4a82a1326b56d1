package io.hotrow.rewrite.counter;

import io.hotrow.rewrite.keys.TableShape;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.sf.jsqlparser.expression.Expression;

/**
 * The SQL of one counter table's layout: the companion table, the view that folds it into the
 * logical rows, and the statements that spread, fold and read increments. Identifiers are quoted;
 * application values arrive only as expressions of the application's own statement (whose
 * parameters stay parameters) or as extras bound by the executor.
 */
final class CounterSql {

    static final String SHARD_COLUMN = "hotrow_shard";

    final CounterTable counter;
    final TableShape shape;
    final List<String> key;

    CounterSql(CounterTable counter, TableShape shape) {
        this.counter = counter;
        this.shape = shape;
        this.key = shape.primaryKey();
    }

    boolean sharded() {
        return counter.layout() == CounterTable.Layout.SHARDED;
    }

    /** DDL for the companion table (and its index), idempotent. */
    List<String> companionDdl() {
        StringBuilder ddl = new StringBuilder("CREATE TABLE IF NOT EXISTS ").append(q(counter.companion())).append(" (");
        if (!sharded()) {
            ddl.append(q("hotrow_event_id")).append(" bigserial PRIMARY KEY, ");
        }
        for (String column : key) {
            ddl.append(q(column)).append(' ').append(storageType(column)).append(" NOT NULL, ");
        }
        if (sharded()) {
            ddl.append(q(SHARD_COLUMN)).append(" integer NOT NULL, ");
        }
        for (String column : counter.columns()) {
            ddl.append(q(column)).append(' ').append(storageType(column)).append(" NOT NULL DEFAULT 0, ");
        }
        if (sharded()) {
            ddl.append("PRIMARY KEY (").append(list(key)).append(", ").append(q(SHARD_COLUMN)).append("), ");
        }
        ddl.append("FOREIGN KEY (").append(list(key)).append(") REFERENCES ").append(q(counter.table()))
                .append(" (").append(list(key)).append(") ON DELETE CASCADE ON UPDATE CASCADE)");
        if (sharded()) {
            return List.of(ddl.toString());
        }
        return List.of(ddl.toString(), "CREATE INDEX IF NOT EXISTS " + q(counter.companion() + "_key") + " ON "
                + q(counter.companion()) + " (" + list(key) + ")");
    }

    /** The logical table: every column of the base row, counters plus their spread increments. */
    String view() {
        StringBuilder view = new StringBuilder("(SELECT ");
        String separator = "";
        for (TableShape.Column column : shape.columns()) {
            view.append(separator);
            separator = ", ";
            if (counter.columns().contains(column.name())) {
                view.append("CAST(b.").append(q(column.name())).append(" + COALESCE((SELECT SUM(s.").append(q(column.name()))
                        .append(") FROM ").append(q(counter.companion())).append(" s WHERE ");
                joinKey(view, "s", "b");
                view.append("), 0) AS ").append(storageType(column.name())).append(") AS ").append(q(column.name()));
            } else {
                view.append("b.").append(q(column.name()));
            }
        }
        return view.append(" FROM ").append(q(counter.table())).append(" b)").toString();
    }

    /** {@code UPDATE companion SET c = c ± (e) WHERE key = (v) AND shard = ?}: the steady-state increment. */
    Step shardUpdate(List<Delta> deltas, Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("UPDATE ").quoted(counter.companion()).text(" SET ");
        String separator = "";
        for (Delta delta : deltas) {
            step.text(separator).quoted(delta.column()).text(" = ").quoted(delta.column()).text(delta.negate() ? " - " : " + ").expression(delta.expression());
            separator = ", ";
        }
        step.text(" WHERE ");
        keyEquals(step, null, keyValues);
        return step.text(" AND ").quoted(SHARD_COLUMN).text(" = ").extra(0).build();
    }

    /**
     * Creates the shard row (or, for events, appends the event) if the logical row exists: the
     * count it returns is the count the application's UPDATE would have returned.
     */
    Step spreadInsert(List<Delta> deltas, Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("INSERT INTO ").quoted(counter.companion()).text(" (").text(list(key));
        if (sharded()) {
            step.text(", ").quoted(SHARD_COLUMN);
        }
        for (Delta delta : deltas) {
            step.text(", ").quoted(delta.column());
        }
        step.text(") SELECT ");
        String separator = "";
        for (String column : key) {
            step.text(separator).text("b.").quoted(column);
            separator = ", ";
        }
        if (sharded()) {
            step.text(", ").extra(0);
        }
        for (Delta delta : deltas) {
            step.text(delta.negate() ? ", -" : ", ").expression(delta.expression());
        }
        step.text(" FROM ").quoted(counter.table()).text(" b WHERE ");
        keyEquals(step, "b", keyValues);
        if (sharded()) {
            step.text(" ON CONFLICT (").text(list(key)).text(", ").quoted(SHARD_COLUMN).text(") DO UPDATE SET ");
            separator = "";
            for (Delta delta : deltas) {
                step.text(separator).quoted(delta.column()).text(" = ").quoted(counter.companion()).text(".").quoted(delta.column())
                        .text(" + EXCLUDED.").quoted(delta.column());
                separator = ", ";
            }
        }
        return step.build();
    }

    /**
     * Takes {@code amount} from one shard if that shard holds it and the base row is not negative:
     * with every shard kept non-negative, that is enough to know the total holds it too.
     */
    Step shardTake(String column, Expression amount, Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("UPDATE ").quoted(counter.companion()).text(" SET ").quoted(column).text(" = ")
                .quoted(column).text(" - ").expression(amount).text(" WHERE ");
        keyEquals(step, null, keyValues);
        step.text(" AND ").quoted(SHARD_COLUMN).text(" = ").extra(0).text(" AND ").quoted(column).text(" >= ").expression(amount)
                .text(" AND (SELECT b.").quoted(column).text(" FROM ").quoted(counter.table()).text(" b WHERE ");
        keyEquals(step, "b", keyValues);
        return step.text(") >= 0").build();
    }

    /** Locks one base row without changing it (see {@link CounterPlan.Fold}). */
    Step lockBase(Map<String, Expression> keyValues) {
        String first = counter.columns().get(0);
        StepBuilder step = new StepBuilder().text("UPDATE ").quoted(counter.table()).text(" SET ").quoted(first).text(" = ").quoted(first).text(" WHERE ");
        keyEquals(step, null, keyValues);
        return step.build();
    }

    /** Removes the spread increments of one logical row (or of all, when keyValues is null), returning them. */
    Step foldTake(Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("DELETE FROM ").quoted(counter.companion());
        if (keyValues != null) {
            step.text(" WHERE ");
            keyEquals(step, null, keyValues);
        }
        return step.text(" RETURNING ").text(list(key)).text(", ").text(list(counter.columns())).build();
    }

    /** Adds folded increments to the base row: extras are the counter amounts, then the key values. */
    Step foldAdd() {
        StepBuilder step = new StepBuilder().text("UPDATE ").quoted(counter.table()).text(" SET ");
        int extra = 0;
        String separator = "";
        for (String column : counter.columns()) {
            step.text(separator).quoted(column).text(" = ").quoted(column).text(" + ").extra(extra++);
            separator = ", ";
        }
        step.text(" WHERE ");
        separator = "";
        for (String column : key) {
            step.text(separator).quoted(column).text(" = ").extra(extra++);
            separator = " AND ";
        }
        return step.build();
    }

    Step readBase(String column, Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("SELECT ").quoted(column).text(" FROM ").quoted(counter.table()).text(" WHERE ");
        keyEquals(step, null, keyValues);
        return step.build();
    }

    /** Moves an amount (extra 1) from the base row into shard (extra 0). */
    Step shardAdd(String column, Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("INSERT INTO ").quoted(counter.companion()).text(" (").text(list(key)).text(", ")
                .quoted(SHARD_COLUMN).text(", ").quoted(column).text(") VALUES (");
        for (String column1 : key) {
            step.expression(keyValues.get(column1)).text(", ");
        }
        return step.extra(0).text(", ").extra(1).text(") ON CONFLICT (").text(list(key)).text(", ").quoted(SHARD_COLUMN)
                .text(") DO UPDATE SET ").quoted(column).text(" = ").quoted(counter.companion()).text(".").quoted(column)
                .text(" + EXCLUDED.").quoted(column).build();
    }

    Step baseSubtract(String column, Map<String, Expression> keyValues) {
        StepBuilder step = new StepBuilder().text("UPDATE ").quoted(counter.table()).text(" SET ").quoted(column).text(" = ")
                .quoted(column).text(" - ").extra(0).text(" WHERE ");
        keyEquals(step, null, keyValues);
        return step.build();
    }

    private void keyEquals(StepBuilder step, String alias, Map<String, Expression> keyValues) {
        String separator = "";
        for (String column : key) {
            step.text(separator);
            if (alias != null) {
                step.text(alias).text(".");
            }
            step.quoted(column).text(" = ").expression(keyValues.get(column));
            separator = " AND ";
        }
    }

    private void joinKey(StringBuilder sql, String left, String right) {
        String separator = "";
        for (String column : key) {
            sql.append(separator).append(left).append('.').append(q(column)).append(" = ").append(right).append('.').append(q(column));
            separator = " AND ";
        }
    }

    /** The column's type as both PostgreSQL and H2 accept it in DDL and CAST. */
    String storageType(String column) {
        String type = shape.column(column).typeName().toLowerCase(Locale.ROOT);
        return switch (type) {
            case "serial", "serial4" -> "integer";
            case "bigserial", "serial8" -> "bigint";
            case "smallserial", "serial2" -> "smallint";
            case "bpchar", "character" -> "varchar";
            default -> type;
        };
    }

    private static String list(List<String> columns) {
        StringBuilder out = new StringBuilder();
        for (String column : columns) {
            if (out.length() > 0) {
                out.append(", ");
            }
            out.append(q(column));
        }
        return out.toString();
    }

    static String q(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    /** One counter column's change: {@code column = column + expression}, or minus when negate. */
    record Delta(String column, Expression expression, boolean negate) {
    }
}
