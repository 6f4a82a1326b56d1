package io.hotrow.engine.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SpaceSavingTest {

    @Test
    void heavyHittersSurviveAFloodOfDistinctKeysWithBoundedError() {
        SpaceSaving<String> sketch = new SpaceSaving<>(16);
        Random random = new Random(42);
        int hot = 0, warm = 0;
        for (int i = 0; i < 100_000; i++) {
            int draw = random.nextInt(100);
            if (draw < 20) {
                sketch.add("hot");
                hot++;
            } else if (draw < 30) {
                sketch.add("warm");
                warm++;
            } else {
                sketch.add("cold-" + random.nextInt(1_000_000));
            }
        }
        List<SpaceSaving.Entry<String>> top = sketch.top(2);
        assertEquals("hot", top.get(0).key());
        assertEquals("warm", top.get(1).key());
        for (SpaceSaving.Entry<String> entry : top) {
            int actual = entry.key().equals("hot") ? hot : warm;
            assertTrue(entry.count() >= actual && entry.count() - entry.error() <= actual, entry + " vs actual " + actual);
        }
        assertEquals(100_000, sketch.total());
        assertEquals(16, sketch.top(100).size(), "never more counters than its capacity");
    }
}
