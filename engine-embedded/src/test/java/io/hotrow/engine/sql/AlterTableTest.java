package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.engine.sql.AlterTable.ColumnDrop;
import io.hotrow.engine.sql.AlterTable.DefaultChange;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What an ALTER TABLE text changes, read without a parser. */
class AlterTableTest {

    @Test
    void readsTheAlteredTable() {
        assertEquals("T", AlterTable.target("ALTER TABLE IF EXISTS ONLY public.t ADD COLUMN x int"));
        assertEquals("My Table", AlterTable.target("ALTER TABLE \"My Table\" ADD x int"));
        assertNull(AlterTable.target("CREATE TABLE t (x int)"));
        assertNull(AlterTable.target("CREATE TABLE alter_log (x int)"));
        assertEquals("T", AlterTable.target("/* first */ aLtEr TABLE t ADD x int"));
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

    @Test
    void readsEachColumnDroppedAndWhetherItCascades() {
        assertEquals(List.of(new ColumnDrop("T", "ID", false)), AlterTable.columnDrops("ALTER TABLE t DROP COLUMN id"));
        assertEquals(List.of(new ColumnDrop("T", "ID", false)), AlterTable.columnDrops("ALTER TABLE public.t DROP IF EXISTS id RESTRICT"));
        assertEquals(List.of(new ColumnDrop("T", "a", true), new ColumnDrop("T", "B", false)),
                AlterTable.columnDrops("ALTER TABLE ONLY t DROP COLUMN IF EXISTS \"a\" CASCADE, ADD COLUMN c numeric(3, 1), DROP b"));
        assertEquals(List.of(), AlterTable.columnDrops("ALTER TABLE t DROP CONSTRAINT t_fk, DROP PRIMARY KEY"));
        assertEquals(List.of(), AlterTable.columnDrops("ALTER TABLE t ALTER COLUMN id DROP DEFAULT"));
        assertEquals(List.of(), AlterTable.columnDrops("ALTER TABLE t DROP COLUMN a; ALTER TABLE u DROP COLUMN b"));
    }
}
