package io.hotrow.driver.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.ChildJvm;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The AWS SDK is optional: without it file: stores work, and an s3:// URL fails with 08001 naming what to add. */
class OptionalAwsSdkTest {

    @Test
    @Timeout(120)
    void withoutTheSdkFileStoresWorkAndS3SaysWhatIsMissing(@TempDir Path store) throws Exception {
        List<String> withoutSdk = ChildJvm.testClassPath().stream()
                .filter(entry -> !entry.replace('\\', '/').contains("/software/amazon/"))
                .toList();
        assertTrue(withoutSdk.size() < ChildJvm.testClassPath().size(), "the test class path has the SDK to leave out");

        ChildJvm.Result run = ChildJvm.run(withoutSdk, Duration.ofSeconds(100), WithoutAwsSdk.class.getName(), store.toString());

        List<String> lines = run.stdout().lines().toList();
        String missing = "s3 08001 cannot open s3://bucket/prefix: s3:// stores need the AWS SDK, an optional dependency of hotrow"
                + " that is not on the class path; add software.amazon.awssdk:s3 and software.amazon.awssdk:url-connection-client"
                + " \\(AWS SDK for Java 2\\.\\d+\\.\\d+\\)";
        assertEquals(5, lines.size(), run.stdout() + run.stderr());
        assertEquals(List.of("sdk absent", "file rows=2"), lines.subList(0, 2), run.stdout() + run.stderr());
        assertTrue(lines.get(2).matches(missing), lines.get(2));
        assertEquals(lines.get(2), lines.get(3), "a second attempt gets the same answer");
        assertEquals("shutdown done", lines.get(4), run.stderr());
        assertEquals(0, run.exitCode(), run.stderr());
    }
}
