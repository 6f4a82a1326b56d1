package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.hotrow.rewrite.analysis.LiteralShape;
import org.junit.jupiter.api.Test;

/** The session's shape of its last text is {@link LiteralShape#of}'s, scanned once for the string a statement hands around. */
class LastTextShapeTest {

    private final LastTextShape shapes = new LastTextShape();

    @Test
    void theSameStringIsScannedOnceAndEveryTextGetsItsOwnShape() {
        String select = "SELECT abalance FROM pgbench_accounts WHERE aid = 4711";
        LiteralShape first = shapes.of(select);
        assertEquals(LiteralShape.of(select), first);
        assertSame(first, shapes.of(select), "asked again by the analyzer and AutoParameters");
        String equal = new String(select);
        assertEquals(first, shapes.of(equal));
        assertNotSame(first, shapes.of(equal + " "), "another text");
        assertEquals(LiteralShape.of("SELECT abalance FROM pgbench_accounts WHERE aid = 12"), shapes.of("SELECT abalance FROM pgbench_accounts WHERE aid = 12"));
        String shapeless = "SELECT $$4711$$";
        assertNull(shapes.of(shapeless));
        assertNull(shapes.of(shapeless));
    }

    @Test
    void aLongTextIsAnsweredButNotKept() {
        String kept = "UPDATE counters SET n = n + 1 WHERE id = 1";
        LiteralShape shape = shapes.of(kept);
        String longText = "SELECT 1 FROM t WHERE a IN (" + "1, ".repeat(5_000) + "1)";
        assertEquals(LiteralShape.of(longText), shapes.of(longText));
        assertSame(shape, shapes.of(kept), "the last text kept is still the short one");
    }
}
