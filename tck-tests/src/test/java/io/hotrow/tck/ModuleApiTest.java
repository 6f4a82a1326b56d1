package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each module's API, as docs/architecture.md lists it ("Each module's API"), is exactly what the other modules' main
 * code uses of it: a type that starts to be used from outside must be listed (and so thought about), one no longer used
 * leaves the list. The uses are the JDK's {@code jdeps} over each module's compiled classes.
 */
class ModuleApiTest {

    /** The modules whose types others use, by their top package. */
    private static final Map<String, String> MODULE_OF_PACKAGE = Map.of("io.hotrow.rewrite", "rewrite-rules", "io.hotrow.engine", "engine-embedded",
            "io.hotrow.placement", "placement-cache", "io.hotrow.driver", "driver");
    /** Every module with main code built before this one (benchmarks, built after, reaches internals on purpose). */
    private static final List<String> USERS = List.of("engine-embedded", "placement-cache", "driver", "tool-integrations", "examples", "examples/quiz");
    private static final Pattern USE = Pattern.compile("^\\s+(io\\.hotrow\\.\\S+)\\s+->\\s+(io\\.hotrow\\.[\\w.]+?)(?:\\$\\S*)?\\s", Pattern.MULTILINE);
    private static final Pattern LISTED_PACKAGE = Pattern.compile("^- `(io\\.hotrow[\\w.]*)`: (.*)$", Pattern.MULTILINE);
    private static final Pattern LISTED_TYPE = Pattern.compile("`([A-Z]\\w*)`");

    @Test
    void theListedApiIsWhatOtherModulesUse() throws IOException {
        Set<String> listed = listed(), used = used();
        Set<String> unlisted = new TreeSet<>(used);
        unlisted.removeAll(listed);
        Set<String> unused = new TreeSet<>(listed);
        unused.removeAll(used);
        assertEquals(Set.of(), unlisted, "used by another module, not listed in docs/architecture.md");
        assertEquals(Set.of(), unused, "listed in docs/architecture.md, used by no other module");
    }

    private static Set<String> used() {
        Set<String> used = new TreeSet<>();
        for (String user : USERS) {
            String report = Jdeps.report(user, "-verbose:class");
            Matcher use = USE.matcher(report);
            while (use.find()) {
                String type = use.group(2);
                String owner = moduleOf(type);
                if (owner != null && !owner.equals(moduleOf(use.group(1)))) {
                    used.add(owner + ": " + type);
                }
            }
        }
        assertTrue(used.size() > 10, "jdeps found the modules' uses of each other");
        return used;
    }

    private static Set<String> listed() throws IOException {
        String page = Files.readString(Path.of("..", "docs", "architecture.md"));
        int section = page.indexOf("\n## Each module's API");
        assertTrue(section >= 0, "docs/architecture.md has the section \"Each module's API\"");
        int end = page.indexOf("\n## ", section + 1);
        Set<String> listed = new TreeSet<>();
        Matcher line = LISTED_PACKAGE.matcher(page.substring(section, end < 0 ? page.length() : end));
        while (line.find()) {
            Matcher type = LISTED_TYPE.matcher(line.group(2));
            while (type.find()) {
                String name = line.group(1) + "." + type.group(1);
                listed.add(moduleOf(name) + ": " + name);
            }
        }
        return listed;
    }

    private static String moduleOf(String type) {
        for (Map.Entry<String, String> module : MODULE_OF_PACKAGE.entrySet()) {
            if (type.startsWith(module.getKey() + ".")) {
                return module.getValue();
            }
        }
        return null;
    }
}
