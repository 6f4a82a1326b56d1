package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Wraps write their parts as rendered at the end, so nested constructs see each other whichever was recorded first. */
class SpliceTest {

    private static final String SQL = "SELECT f(a, g(b)) FROM t";

    /** f(a, g(b)): f spans 7..17, its arguments 9..10 and 12..16; g(b) 12..16, its argument 14..15. */
    private static void wrapF(Splice splice) {
        splice.wrap(7, 17, List.of(new Splice.Span(9, 10), new Splice.Span(12, 16)), p -> "F[" + p.get(0) + ";" + p.get(1) + "]");
    }

    private static void wrapG(Splice splice) {
        splice.wrap(12, 16, List.of(new Splice.Span(14, 15)), p -> "G[" + p.get(0) + "]");
    }

    @Test
    void nestedWrapsComposeInEitherOrder() {
        Splice outerFirst = new Splice(SQL);
        wrapF(outerFirst);
        wrapG(outerFirst);
        outerFirst.replace(14, 15, "B");
        Splice innerFirst = new Splice(SQL);
        innerFirst.replace(14, 15, "B");
        wrapG(innerFirst);
        wrapF(innerFirst);
        assertEquals("SELECT F[a;G[B]] FROM t", outerFirst.render());
        assertEquals("SELECT F[a;G[B]] FROM t", innerFirst.render());
    }

    @Test
    void aWrapOfTheSameSpanWholeIsTheOuterOne() {
        Splice splice = new Splice(SQL);
        wrapG(splice);
        splice.wrap(12, 16, List.of(new Splice.Span(12, 16)), p -> "T(" + p.get(0) + ")");
        assertEquals("SELECT f(a, T(G[b])) FROM t", splice.render());
    }

    @Test
    void insertionsBesideAWrapStayOutsideIt() {
        Splice splice = new Splice(SQL);
        wrapF(splice);
        splice.insert(7, "<");
        splice.insert(17, ">");
        splice.replace(8, 9, "[dropped]"); // the wrap's own syntax: replaced with it
        assertEquals("SELECT <F[a;g(b)]> FROM t", splice.render());
    }

    @Test
    void aReplacementRenderedOverAWrapHoldsIt() {
        Splice splice = new Splice(SQL);
        wrapG(splice);
        splice.replace(7, 17, "h(" + splice.render(7, 17) + ")");
        assertEquals("SELECT h(f(a, G[b])) FROM t", splice.render());
    }

    @Test
    void aWrapInsideAPlainReplacementIsABug() {
        Splice splice = new Splice(SQL);
        splice.replace(7, 17, "x");
        wrapG(splice);
        assertThrows(IllegalStateException.class, splice::render);
    }
}
