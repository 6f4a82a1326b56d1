package io.hotrow.placement.move;

import java.util.List;

/** Everything a copy recreates, read from the source before anything is written. */
record DatabaseSchema(List<Table> tables, List<Sequence> sequences) {
}
