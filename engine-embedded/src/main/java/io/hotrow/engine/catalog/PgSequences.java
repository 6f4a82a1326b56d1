package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Sequence;

/** pg_sequences: sequences made by CREATE SEQUENCE and of identity columns, with their data type's SQL name and their last value. */
final class PgSequences extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("schemaname name", "sequencename name", "sequenceowner name",
            "data_type text", "start_value int8", "min_value int8", "max_value int8", "increment_by int8", "cycle bool",
            "cache_size int8", "last_value int8");

    PgSequences() {
        super("pg_sequences", COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (CatalogSequence listed : objects.sequences()) {
            Sequence sequence = listed.sequence();
            rows.add(listed.schema().getName(), listed.name(), objects.ownerName(listed.schema()),
                    PgTypes.of(sequence.getDataType()).sqlName(), sequence.getStartValue(), sequence.getMinValue(),
                    sequence.getMaxValue(), sequence.getIncrement(), sequence.getCycle().isCycle(), CatalogSequence.cache(sequence), null);
        }
    }
}
