package io.hotrow.engine.catalog;

import org.h2.schema.Schema;
import org.h2.schema.Sequence;
import org.h2.table.Column;
import org.h2.table.Table;

/**
 * A sequence as pg_class shows it: one made by CREATE SEQUENCE, or the generator of an identity
 * (or serial) column, which PostgreSQL names {@code <table>_<column>_seq} and ties to its column
 * (pg_depend 'i'), as the engine's nextval and pg_get_serial_sequence name it too.
 *
 * @param owner  the identity column's table, or null
 * @param column the identity column, or null
 */
record CatalogSequence(Sequence sequence, String name, Schema schema, Table owner, Column column) {

    static CatalogSequence created(Sequence sequence) {
        return new CatalogSequence(sequence, sequence.getName(), sequence.getSchema(), null, null);
    }

    static CatalogSequence identity(Table table, Column column) {
        return new CatalogSequence(column.getSequence(), SequenceNames.serialSequenceName(table.getName(), column.getName()),
                table.getSchema(), table, column);
    }

    /**
     * The cache size PostgreSQL would show: H2 caches {@link Sequence#DEFAULT_CACHE_SIZE} values of a
     * sequence declared without CACHE (in memory, with no gaps between sessions), where PostgreSQL's
     * default is 1; so that default shows as 1, and a dump restores PostgreSQL's.
     */
    static long cache(Sequence sequence) {
        return sequence.getCacheSize() == Sequence.DEFAULT_CACHE_SIZE ? 1 : sequence.getCacheSize();
    }

    int oid() {
        return H2Objects.oid(sequence);
    }
}
