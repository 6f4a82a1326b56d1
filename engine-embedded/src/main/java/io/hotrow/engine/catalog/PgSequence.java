package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Sequence;

/** pg_sequence: the parameters of sequences made by CREATE SEQUENCE and of identity columns. */
final class PgSequence implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("seqrelid oid", "seqtypid oid", "seqstart int8",
            "seqincrement int8", "seqmax int8", "seqmin int8", "seqcache int8", "seqcycle bool");

    @Override
    public String name() {
        return "pg_sequence";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (CatalogSequence created : objects.sequences()) {
            Sequence sequence = created.sequence();
            rows.add(created.oid(), PgTypes.of(sequence.getDataType()).oid(), sequence.getStartValue(), sequence.getIncrement(),
                    sequence.getMaxValue(), sequence.getMinValue(), CatalogSequence.cache(sequence), sequence.getCycle().isCycle());
        }
    }
}
