package io.hotrow.engine.catalog;

import static io.hotrow.engine.capture.TableCatalog.quote;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.engine.SessionLocal;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives the constraints a schema change left unnamed PostgreSQL's names ({@code t_pkey},
 * {@code t_a_key}, {@code t_a_fkey}, {@code t_a_check}) instead of H2's ({@code CONSTRAINT_6A}),
 * so that DDL naming them as PostgreSQL would ({@code ALTER TABLE t DROP CONSTRAINT t_a_fkey}),
 * pg_constraint, pg_indexes and DatabaseMetaData agree with PostgreSQL. Constraints are renamed
 * right after the change, in creation order, each avoiding the names taken by then as PostgreSQL
 * does; the renaming statements are logged after the change, and replay reaches the same H2
 * names to rename because it rebuilds the same schema in the same order.
 */
public final class ConstraintNames {

    private static final Logger LOG = LoggerFactory.getLogger(ConstraintNames.class);
    /** What H2 names an unnamed constraint: CONSTRAINT_ and hex digits of the table name's hash, maybe _n. */
    private static final Pattern H2_GENERATED = Pattern.compile("CONSTRAINT_[0-9A-F]+(?:_[0-9]+)?");

    private final Set<Integer> existing;

    private ConstraintNames(Set<Integer> existing) {
        this.existing = existing;
    }

    /** Notes the constraints there are before a schema change runs on {@code h2}. */
    public static ConstraintNames before(Connection h2) throws SQLException {
        Set<Integer> ids = new HashSet<>();
        for (Constraint constraint : tableConstraints(H2Objects.session(h2))) {
            ids.add(constraint.getId());
        }
        return new ConstraintNames(ids);
    }

    /** Where each renaming statement goes once it ran: the transaction's log. */
    @FunctionalInterface
    public interface Renamed {
        void ran(String sql) throws SQLException;
    }

    /**
     * Renames, on {@code h2}, the constraints created since {@link #before} under H2's generated
     * names. A renaming H2 refuses ends the renaming: it changed nothing, so the constraints left keep
     * H2's names, and the schema change that ran is not worth failing for names.
     */
    public void renameCreated(Connection h2, Renamed renamed) throws SQLException {
        SessionLocal session = H2Objects.session(h2);
        List<Constraint> created = new ArrayList<>();
        for (Constraint constraint : tableConstraints(session)) {
            if (!existing.contains(constraint.getId()) && H2_GENERATED.matcher(constraint.getName()).matches()) {
                created.add(constraint);
            }
        }
        created.sort(Comparator.comparingInt(Constraint::getId)); // H2 numbers the objects of one statement in creation order
        for (Constraint constraint : created) {
            Table table = constraint.getTable();
            String sql = "ALTER TABLE " + quote(table.getSchema().getName()) + "." + quote(table.getName())
                    + " RENAME CONSTRAINT " + quote(constraint.getName()) + " TO " + quote(postgresName(session, constraint));
            try (Statement statement = h2.createStatement()) {
                statement.execute(sql);
            } catch (SQLException refused) {
                LOG.warn("constraint {} keeps H2's name: {}", constraint.getName(), refused.getMessage());
                return;
            }
            renamed.ran(sql);
        }
    }

    /** The constraints of {@code kind} (foreign keys; unique and primary keys) created since {@link #before}, named or not, in creation order. */
    public <T extends Constraint> List<T> created(Connection h2, Class<T> kind) throws SQLException {
        List<T> created = new ArrayList<>();
        for (Constraint constraint : tableConstraints(H2Objects.session(h2))) {
            if (!existing.contains(constraint.getId()) && kind.isInstance(constraint)) {
                created.add(kind.cast(constraint));
            }
        }
        created.sort(Comparator.comparingInt(Constraint::getId)); // H2 numbers the objects of one statement in creation order
        return created;
    }

    private static String postgresName(SessionLocal session, Constraint constraint) {
        Table table = constraint.getTable();
        Schema schema = table.getSchema();
        String name = table.getName();
        return switch (constraint.getConstraintType()) {
            // a key's name is its index's too: PostgreSQL keeps it clear of tables, sequences and indexes as well
            case PRIMARY_KEY -> PostgresNames.choose(name, null, "pkey", taken -> isRelation(session, schema, taken) || isConstraint(session, schema, taken));
            case UNIQUE -> PostgresNames.choose(name, columns(((ConstraintUnique) constraint).getColumns()), "key",
                    taken -> isRelation(session, schema, taken) || isConstraint(session, schema, taken));
            case REFERENTIAL -> PostgresNames.choose(name, columns(((ConstraintReferential) constraint).getColumns()), "fkey",
                    taken -> isConstraint(session, schema, taken));
            default -> PostgresNames.choose(name, onlyColumn(constraint.getReferencedColumns(table)), "check",
                    taken -> isConstraint(session, schema, taken));
        };
    }

    private static String columns(IndexColumn[] columns) {
        return PostgresNames.columns(Arrays.stream(columns).map(c -> c.column.getName()).toList());
    }

    /** A check names its column when it reads exactly one, as PostgreSQL's does. */
    private static String onlyColumn(Set<Column> columns) {
        return columns.size() == 1 ? columns.iterator().next().getName() : null;
    }

    private static boolean isConstraint(SessionLocal session, Schema schema, String name) {
        return schema.findConstraint(session, name) != null;
    }

    private static boolean isRelation(SessionLocal session, Schema schema, String name) {
        return schema.findTableOrView(session, name) != null || schema.findIndex(session, name) != null || schema.findSequence(name) != null;
    }

    /** Constraints of tables in every schema (not of domains, which H2 names apart). */
    private static List<Constraint> tableConstraints(SessionLocal session) {
        List<Constraint> constraints = new ArrayList<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            for (Constraint constraint : schema.getAllConstraints()) {
                if (constraint.getConstraintType() != Constraint.Type.DOMAIN) {
                    constraints.add(constraint);
                }
            }
        }
        return constraints;
    }
}
