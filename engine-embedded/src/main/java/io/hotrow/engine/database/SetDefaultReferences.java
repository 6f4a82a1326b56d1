package io.hotrow.engine.database;

import io.hotrow.engine.capture.ForeignKey;
import io.hotrow.engine.capture.RowGuard;
import io.hotrow.engine.capture.TableShape;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * {@code ON DELETE SET DEFAULT} and {@code ON UPDATE SET DEFAULT}: H2 sets the children's columns
 * to their defaults without checking that the defaults reference a row, so a child could be left
 * referencing nothing. PostgreSQL checks the foreign key after the action and fails the statement
 * with 23503; so does this guard, on the statement's own session, as H2 fires each updated child
 * row (after the parent row is gone: H2 acts on the children after the parent's row triggers).
 * A child whose reference did not change is looked at too: a default equal to the removed key leaves
 * it pointing at that key, unchanged. Only foreign keys with a SET DEFAULT action are looked at,
 * at the cost of one key lookup per updated row of their child tables; H2 keeps the others true.
 */
final class SetDefaultReferences implements RowGuard {

    private final Connection h2;

    SetDefaultReferences(Connection h2) {
        this.h2 = h2;
    }

    @Override
    public void rowChanged(TableShape shape, Object[] before, Object[] after) throws SQLException {
        if (before == null || after == null) {
            return; // H2 checks an inserted child itself, and a deleted one references nothing
        }
        for (ForeignKey key : shape.references()) {
            List<Object> parent = key.setsDefault() ? ReferenceGuard.values(shape, after, key.childColumns()) : null;
            if (parent != null && !ReferenceGuard.exists(h2, key.parentSchema(), key.parentTable(), key.parentColumns(), parent)) {
                if (parent.equals(ReferenceGuard.values(shape, before, key.childColumns()))) {
                    // Only removing the parent row leaves an unchanged reference dangling: PostgreSQL blames that change.
                    throw new SQLException("update or delete on table \"" + key.parentTable() + "\" violates foreign key constraint \""
                            + key.name() + "\" on table \"" + key.childTable() + "\": key " + described(key.parentColumns(), parent)
                            + " is still referenced from table \"" + key.childTable() + "\"", "23503");
                }
                throw new SQLException("insert or update on table \"" + key.childTable() + "\" violates foreign key constraint \""
                        + key.name() + "\": key " + described(key.childColumns(), parent) + " is not present in table \""
                        + key.parentTable() + "\"", "23503");
            }
        }
    }

    /** PostgreSQL's way of showing a key in its detail: {@code (a, b)=(1, 2)}. */
    static String described(List<String> columns, List<Object> values) {
        return "(" + String.join(", ", columns) + ")=(" + String.join(", ", values.stream().map(String::valueOf).toList()) + ")";
    }
}
