package io.hotrow.tck;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.h2.util.json.JSONBoolean;
import org.h2.util.json.JSONObject;
import org.h2.util.json.JSONString;
import org.h2.util.json.JSONStringSource;
import org.h2.util.json.JSONValue;
import org.h2.util.json.JSONValueTarget;

/**
 * What one client script printed: one JSON line per check ({@code name}, {@code ok}, {@code error}),
 * or one {@code skip} line when its packages are absent. The engine's own JSON reader parses them, so
 * the suite needs no JSON library of its own.
 */
record ClientCheckResults(Map<String, Outcome> checks, Optional<String> skipped) {

    record Outcome(boolean ok, String error) {
        @Override
        public String toString() {
            return ok ? "pass" : "FAIL " + error;
        }
    }

    static ClientCheckResults parse(List<String> lines) {
        Map<String, Outcome> checks = new LinkedHashMap<>();
        for (String line : lines) {
            if (!line.startsWith("{")) {
                continue; // a client library's own chatter on stdout is no result
            }
            JSONObject object = (JSONObject) JSONStringSource.parse(line, new JSONValueTarget());
            JSONValue skip = object.getFirst("skip");
            if (skip != null) {
                return new ClientCheckResults(Map.of(), Optional.of(((JSONString) skip).getString()));
            }
            JSONValue error = object.getFirst("error");
            checks.put(((JSONString) object.getFirst("name")).getString(),
                    new Outcome(object.getFirst("ok") == JSONBoolean.TRUE, error == null ? "" : ((JSONString) error).getString()));
        }
        return new ClientCheckResults(checks, Optional.empty());
    }

    /** A check the client never reported (it crashed or was stopped) fails. */
    Outcome outcome(String check) {
        return checks.getOrDefault(check, new Outcome(false, "no result: the client stopped before this check"));
    }
}
