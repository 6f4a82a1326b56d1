package io.hotrow.engine.database;

import io.hotrow.engine.catalog.SequenceNames;
import io.hotrow.rewrite.analysis.ConstraintValidation;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.engine.SessionLocal;
import org.h2.schema.Schema;
import org.h2.table.Table;

/**
 * Answers a {@link ConstraintValidation} as PostgreSQL would for a constraint that is valid already, which every constraint on
 * the engine is (it checks the rows when it adds one): the table and the constraint must exist; nothing is run or logged.
 */
final class ConstraintValidations {

    private ConstraintValidations() {
    }

    /** Checks the validation; returns PostgreSQL's notice for a missing table under IF EXISTS, else null. */
    static SQLWarning check(Connection h2, ConstraintValidation validation) throws SQLException {
        SessionLocal session = SequenceFunctions.session(h2);
        List<String> parts = validation.tableParts();
        for (Schema schema : SequenceNames.schemas(session, parts)) {
            Table table = schema.findTableOrView(session, parts.get(parts.size() - 1));
            if (table != null) {
                for (Constraint constraint : table.getConstraints()) {
                    if (constraint.getName().equals(validation.constraint())) {
                        return null;
                    }
                }
                throw new SQLException("constraint \"" + validation.constraint() + "\" of relation \"" + table.getName()
                        + "\" does not exist", "42704");
            }
        }
        if (validation.ifExists()) {
            return new SQLWarning("relation \"" + validation.table() + "\" does not exist, skipping", "00000");
        }
        throw new SQLException("relation \"" + validation.table() + "\" does not exist", "42P01");
    }
}
