package io.hotrow.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.ChildJvm;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class HotCounterDemoTest {

    /** As its users run it: exact total, the advice in its own summary, and nothing on stderr to interrupt the progress lines. */
    @Test
    @Timeout(120)
    void printsAnExactTotalAndTheAdviceWithoutLogLines(@TempDir Path store) throws Exception {
        ChildJvm.Result run = ChildJvm.run(ChildJvm.testClassPath(), Duration.ofSeconds(100), HotCounterDemo.class.getName(),
                "--threads", "8", "--increments", "50", "--url", "jdbc:hotrow:file:" + store + "/demo");
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stdout().contains("final total: 400\n"), run.stdout());
        assertTrue(run.stdout().contains("  public.counter (id=1): 401 writes, advice: shardedCounters=counter(n)"), run.stdout());
        assertTrue(run.stdout().endsWith("OK: no update was lost\n"), run.stdout());
        assertEquals("", run.stderr());
    }
}
