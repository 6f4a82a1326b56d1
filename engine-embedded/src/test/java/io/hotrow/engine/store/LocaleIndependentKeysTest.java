package io.hotrow.engine.store;

import static io.hotrow.engine.EngineFixture.insertIntoT;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.rowsOfT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store's keys are the same whatever the JVM's default locale: Java formats {@code %d} with the
 * locale's digits, so a process running under ar-SA wrote its log, manifests, lease and segments
 * under names in Arabic-Indic digits, which a process under another locale does not read as the
 * same database (and which break the keys' order by id).
 */
class LocaleIndependentKeysTest {

    @TempDir
    Path directory;

    private final Locale before = Locale.getDefault();

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(before);
    }

    @Test
    void aDatabaseWrittenUnderALocaleWithOtherDigitsReopensUnderAnother() throws Exception {
        Locale.setDefault(Locale.forLanguageTag("ar-SA"));
        assertEquals("db/shop/log/00000000000000000042.log", new StoreLayout("shop").logKey(42));
        Database written = open("shop", new LocalDirectoryObjectStore(directory));
        insertIntoT(written, 1, 2, 3);
        written.shutdown();
        try (Stream<Path> files = Files.walk(directory)) {
            List<String> names = files.map(path -> directory.relativize(path).toString()).toList();
            assertTrue(names.stream().allMatch(name -> name.chars().allMatch(c -> c < 128)), "names in ASCII: " + names);
        }

        Locale.setDefault(Locale.ROOT);
        Database reopened = open("shop", new LocalDirectoryObjectStore(directory));
        try {
            assertEquals(3, rowsOfT(reopened));
        } finally {
            reopened.shutdown();
        }
    }
}
