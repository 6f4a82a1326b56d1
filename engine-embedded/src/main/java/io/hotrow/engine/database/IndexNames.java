package io.hotrow.engine.database;

import io.hotrow.engine.sql.IndexCreation;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.schema.Schema;
import org.h2.table.Table;

/**
 * PostgreSQL's name for an index created without one ({@code CREATE INDEX ON t (a, lower(b))}): the table's name, its
 * columns' ({@code lower} for a call, {@code expr} for another expression) and {@code idx}, joined by underscores and cut
 * to 63 bytes ({@code t_a_lower_idx}), numbered when a relation of the schema has it ({@code t_a_idx1}). H2 would name it
 * {@code INDEX_...}. The name is written into the text H2 runs, which is logged, so a replay gives the index the same name.
 */
final class IndexNames {

    /** PostgreSQL's NAMEDATALEN - 1: the most bytes of a name. */
    private static final int MAX_BYTES = 63;

    private IndexNames() {
    }

    /** {@code analysis} with PostgreSQL's name given to the index it creates unnamed; unchanged otherwise, or without the table. */
    static StatementAnalysis named(StatementAnalysis analysis, Connection h2) throws SQLException {
        IndexCreation creation = analysis.kind() == StatementKind.DDL ? IndexCreation.of(analysis.executableSql()) : null;
        if (creation == null || creation.index() != null) {
            return analysis;
        }
        SessionLocal session = ExpressionIndexes.session(h2);
        Table table = ExpressionIndexes.findTable(session, creation.table());
        if (table == null) {
            return analysis;
        }
        // the elements as the application wrote them: the shim writes a cast as the engine's function (hotrow_text(a)::text)
        IndexCreation written = IndexCreation.of(analysis.sql());
        boolean asWritten = written != null && written.elements().size() == creation.elements().size();
        String name = choose(session, table.getSchema(), table.getName(), columns(asWritten ? written : creation));
        return analysis.withExecutableSql(creation.named('"' + name.replace("\"", "\"\"") + '"'));
    }

    /** PostgreSQL's ChooseIndexColumnNames: each element's name, numbered where an earlier one has it ({@code lower}, {@code lower1}). */
    private static List<String> columns(IndexCreation creation) {
        List<String> names = new ArrayList<>();
        for (IndexCreation.Element element : creation.elements()) {
            String name = element.name();
            for (int i = 1; names.contains(name); i++) {
                name = clip(element.name(), MAX_BYTES - String.valueOf(i).length()) + i;
            }
            names.add(name);
        }
        return names;
    }

    /** PostgreSQL's ChooseRelationName with ChooseIndexNameAddition's columns and the label {@code idx}. */
    private static String choose(SessionLocal session, Schema schema, String table, List<String> columns) {
        StringBuilder addition = new StringBuilder();
        for (String column : columns) {
            if (!addition.isEmpty()) {
                addition.append('_');
            }
            addition.append(column);
            if (bytes(addition.toString()) >= MAX_BYTES + 1) {
                break;
            }
        }
        String label = "idx";
        for (int pass = 1;; pass++) {
            String name = objectName(table, addition.toString(), label);
            if (schema.findTableOrView(session, name) == null && schema.findIndex(session, name) == null
                    && schema.findSequence(name) == null && schema.findConstraint(session, name) == null) {
                return name;
            }
            label = "idx" + pass;
        }
    }

    /** PostgreSQL's makeObjectName: {@code name1_name2_label}, the longer of the two names cut first to fit 63 bytes. */
    private static String objectName(String name1, String name2, String label) {
        int available = MAX_BYTES - (label.length() + 1) - 1;
        int chars1 = bytes(name1), chars2 = bytes(name2);
        while (chars1 + chars2 > available) {
            if (chars1 > chars2) {
                chars1--;
            } else {
                chars2--;
            }
        }
        return clip(name1, chars1) + "_" + clip(name2, chars2) + "_" + label;
    }

    private static int bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The longest start of {@code text} of at most {@code max} bytes that ends between characters, as pg_mbcliplen cuts. */
    private static String clip(String text, int max) {
        int end = 0, used = 0;
        while (end < text.length()) {
            int next = text.offsetByCodePoints(end, 1);
            used += bytes(text.substring(end, next));
            if (used > max) {
                break;
            }
            end = next;
        }
        return text.substring(0, end);
    }
}
