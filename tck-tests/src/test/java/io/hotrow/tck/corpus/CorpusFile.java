package io.hotrow.tck.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One family of the differential corpus: a script of statements run in order on one connection.
 * A statement ends with a line whose last character is a semicolon; lines starting with
 * {@code --} are comments. Statements may span lines; a semicolon inside a line is part of the text.
 */
record CorpusFile(String family, List<String> statements) {

    static CorpusFile load(String family) throws IOException {
        try (InputStream in = CorpusFile.class.getResourceAsStream("/corpus/" + family + ".sql")) {
            if (in == null) {
                throw new IOException("no corpus file for family " + family);
            }
            return new CorpusFile(family, split(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        }
    }

    static List<String> split(String script) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : script.split("\n", -1)) {
            String trimmed = line.strip();
            if (current.isEmpty() && (trimmed.isEmpty() || trimmed.startsWith("--"))) {
                continue;
            }
            current.append(current.isEmpty() ? "" : "\n").append(line.stripTrailing());
            if (trimmed.endsWith(";")) {
                String statement = current.toString().strip();
                statements.add(statement.substring(0, statement.length() - 1).stripTrailing());
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            statements.add(current.toString().strip());
        }
        return statements;
    }
}
