package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.metrics.HotRow;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HotRowKeysTest {

    private static TableShape shape(List<String> columns, List<String> keys) {
        return new TableShape("public", "t", columns, keys, Set.of(), List.of(), List.of(), List.of(), List.of(), List.of());
    }

    @Test
    void namesARowByItsTableAndKeyColumnsInKeyOrder() {
        List<String> columns = List.of("n", "b", "a");
        TableShape shape = shape(columns, List.of("a", "b"));
        HotRowKeys keys = HotRowKeys.of(shape, columns);
        assertEquals(new HotRow("public.t", "a=1, b=x"), keys.row(new Object[] {7L, "x", 1}));
        assertEquals(new HotRow("public.t", "a=null, b=y"), keys.row(new Object[] {7L, "y", null}));
    }

    @Test
    void aSingleKeyColumn() {
        List<String> columns = List.of("id", "n");
        HotRowKeys keys = HotRowKeys.of(shape(columns, List.of("id")), columns);
        assertEquals(new HotRow("public.t", "id=5"), keys.row(new Object[] {5, 0L}));
    }

    @Test
    void describesOnlyTheShapeAndImageColumnsItWasMadeFor() {
        List<String> columns = List.of("id", "n");
        TableShape shape = shape(columns, List.of("id"));
        HotRowKeys keys = HotRowKeys.of(shape, columns);
        assertTrue(keys.describe(shape, columns));
        assertFalse(keys.describe(shape(columns, List.of("id")), columns)); // the table's shape after a schema change
        assertFalse(keys.describe(shape, List.of("id", "n"))); // images of other columns (a replayed record's)
        assertFalse(HotRowKeys.NONE.describe(shape, columns));
    }
}
