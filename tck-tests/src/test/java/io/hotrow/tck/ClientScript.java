package io.hotrow.tck;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One real client's checks in {@code src/test/clients}: a Python script run by Debian's interpreter
 * (where Debian's python3-* packages are) or a Node script over the packages {@code npm ci} put in
 * {@code node/node_modules}.
 */
enum ClientScript {
    PSYCOPG2(Runtime.PYTHON, "python/psycopg2_checks.py"),
    PSYCOPG(Runtime.PYTHON, "python/psycopg_checks.py"),
    SQLALCHEMY(Runtime.PYTHON, "python/sqlalchemy_checks.py"),
    DJANGO(Runtime.PYTHON, "python/django_checks.py"),
    NODE_POSTGRES(Runtime.NODE, "node/pg.js"),
    KNEX(Runtime.NODE, "node/knex.js"),
    SEQUELIZE(Runtime.NODE, "node/sequelize.js"),
    TYPEORM(Runtime.NODE, "node/typeorm.js");

    static final Path DIRECTORY = Path.of("src/test/clients");

    private final Runtime runtime;
    private final String script;

    ClientScript(Runtime runtime, String script) {
        this.runtime = runtime;
        this.script = script;
    }

    /** The command that runs the checks against one database, or why it cannot run here. */
    Optional<String> whyNotRunnable() {
        return runtime.whyNotRunnable();
    }

    List<String> command(String host, int port, String database, String user) {
        return List.of(runtime.executable, DIRECTORY.resolve(script).toAbsolutePath().toString(), host, String.valueOf(port), database, user);
    }

    private enum Runtime {
        // Debian's packages (python3-psycopg2, python3-django, ...) are importable by Debian's python3 only
        PYTHON("/usr/bin/python3", "Debian's python3 is not installed at /usr/bin/python3"),
        NODE("node", "node is not on the PATH");

        private final String executable;
        private final String absent;

        Runtime(String executable, String absent) {
            this.executable = executable;
            this.absent = absent;
        }

        Optional<String> whyNotRunnable() {
            boolean found = executable.startsWith("/") ? Files.isExecutable(Path.of(executable)) : onPath(executable);
            if (!found) {
                return Optional.of(absent);
            }
            if (this == NODE && !Files.isDirectory(DIRECTORY.resolve("node/node_modules"))) {
                return Optional.of("the Node clients are not installed: run npm ci in " + DIRECTORY.resolve("node").toAbsolutePath());
            }
            return Optional.empty();
        }

        private static boolean onPath(String name) {
            String path = System.getenv().getOrDefault("PATH", "");
            return java.util.Arrays.stream(path.split(java.io.File.pathSeparator)).anyMatch(dir -> Files.isExecutable(Path.of(dir, name)));
        }
    }
}
