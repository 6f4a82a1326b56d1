package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.engine.sql.AlterTable.DefaultChange;
import org.junit.jupiter.api.Test;

/** What an ALTER TABLE text changes, read without a parser. */
class AlterTableTest {

    @Test
    void readsTheAlteredTable() {
        assertEquals("T", AlterTable.target("ALTER TABLE IF EXISTS ONLY public.t ADD COLUMN x int"));
        assertEquals("My Table", AlterTable.target("ALTER TABLE \"My Table\" ADD x int"));
        assertNull(AlterTable.target("CREATE TABLE t (x int)"));
    }

    @Test
    void readsTheColumnDefaultASingleActionSetsOrDrops() {
        assertEquals(new DefaultChange("T", "ID", false, null), AlterTable.defaultChange("ALTER TABLE public.t ALTER COLUMN id SET DEFAULT 5"));
        assertEquals(new DefaultChange("T", "id", true, null), AlterTable.defaultChange("ALTER TABLE t ALTER \"id\" DROP DEFAULT"));
        assertEquals(new DefaultChange("T", "ID", false, "public.t_id_seq"),
                AlterTable.defaultChange("ALTER TABLE public.t ALTER COLUMN id SET DEFAULT nextval('public.t_id_seq')"));
        assertEquals(new DefaultChange("T", "ID", false, null), AlterTable.defaultChange("ALTER TABLE t ALTER COLUMN id SET DEFAULT nextval('s') + 1"));
        assertNull(AlterTable.defaultChange("ALTER TABLE t ALTER COLUMN id SET NOT NULL"));
        assertNull(AlterTable.defaultChange("ALTER TABLE t ALTER COLUMN id DROP DEFAULT, ADD COLUMN x int"));
        assertNull(AlterTable.defaultChange("ALTER TABLE t ADD COLUMN x int DEFAULT 1"));
    }
}
