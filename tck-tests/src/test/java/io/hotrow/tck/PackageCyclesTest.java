package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No two packages of a module depend on each other, directly or around a loop: a newcomer reads the
 * architecture from the package graph, and a cycle hides which way the code really flows. The
 * graph is the JDK's {@code jdeps} over the module's compiled classes ({@link Jdeps}).
 */
class PackageCyclesTest {

    private static final Pattern DEPENDENCY = Pattern.compile("^\\s+(io\\.hotrow\\S*)\\s+->\\s+(io\\.hotrow\\S*)\\s", Pattern.MULTILINE);

    @ParameterizedTest
    @ValueSource(strings = {"rewrite-rules", "engine-embedded", "placement-cache", "driver"})
    void noPackageDependsOnItselfAroundALoop(String module) {
        Map<String, Set<String>> uses = packageGraph(module);
        List<String> loops = new ArrayList<>();
        for (String from : uses.keySet()) {
            for (String to : uses.get(from)) {
                if (reaches(uses, to, from)) {
                    loops.add(from + " -> " + to + " -> ... -> " + from);
                }
            }
        }
        assertEquals(List.of(), loops);
    }

    private static Map<String, Set<String>> packageGraph(String module) {
        String report = Jdeps.report(module, "-verbose:package");
        Map<String, Set<String>> uses = new TreeMap<>();
        Matcher edge = DEPENDENCY.matcher(report);
        while (edge.find()) {
            if (!edge.group(1).equals(edge.group(2))) {
                uses.computeIfAbsent(edge.group(1), p -> new TreeSet<>()).add(edge.group(2));
            }
        }
        assertTrue(uses.size() > 1, () -> "jdeps found the packages of " + module + ":\n" + report);
        return uses;
    }

    private static boolean reaches(Map<String, Set<String>> uses, String from, String target) {
        Set<String> seen = new HashSet<>();
        List<String> next = new ArrayList<>(List.of(from));
        while (!next.isEmpty()) {
            String at = next.remove(next.size() - 1);
            if (at.equals(target)) {
                return true;
            }
            if (seen.add(at)) {
                next.addAll(uses.getOrDefault(at, Set.of()));
            }
        }
        return false;
    }
}
