package io.hotrow.engine.database;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Transaction control sent as SQL text, in PostgreSQL's grammar: {@code BEGIN}/{@code START
 * TRANSACTION} with their modes, {@code COMMIT}/{@code END}, {@code ROLLBACK}/{@code ABORT},
 * {@code SAVEPOINT}, {@code RELEASE [SAVEPOINT]}, {@code ROLLBACK TO [SAVEPOINT]} and {@code SET
 * TRANSACTION} with the modes of a BEGIN (as pg_dump sends it), or {@code SET TRANSACTION SNAPSHOT 'id'}
 * (as pg_dump's parallel jobs send it).
 *
 * @param name the savepoint's name, for the savepoint forms; the snapshot's identifier, for SET TRANSACTION SNAPSHOT
 * @param isolation a JDBC isolation level a BEGIN or SET TRANSACTION asked for, or null
 * @param readOnly whether a BEGIN or SET TRANSACTION asked for READ ONLY (true) or READ WRITE (false), or null
 */
record TransactionText(Form form, String name, Integer isolation, Boolean readOnly) {

    enum Form { BEGIN, COMMIT, ROLLBACK, SAVEPOINT, RELEASE, ROLLBACK_TO, SET_TRANSACTION, SET_SNAPSHOT }

    /** Reads {@code sql}; fails with 42601 on what is not transaction control PostgreSQL accepts, 0A000 on what the engine does not run. */
    static TransactionText of(String sql) throws SQLException {
        Words words = new Words(sql);
        String first = words.next();
        TransactionText text = switch (first == null ? "" : first) {
            case "BEGIN" -> modes(Form.BEGIN, words.skipAny("WORK", "TRANSACTION"), sql);
            case "START" -> modes(Form.BEGIN, words.expect("TRANSACTION", sql), sql);
            case "SET" -> "SNAPSHOT".equals(words.expect("TRANSACTION", sql).peek()) ? snapshot(words, sql)
                    : modes(Form.SET_TRANSACTION, words, sql);
            case "COMMIT", "END" -> end(Form.COMMIT, words.skipAny("WORK", "TRANSACTION"), sql);
            case "ROLLBACK", "ABORT" -> rollback(words.skipAny("WORK", "TRANSACTION"), first, sql);
            case "SAVEPOINT" -> savepoint(Form.SAVEPOINT, words, sql);
            case "RELEASE" -> savepoint(Form.RELEASE, words.skipAny("SAVEPOINT"), sql);
            default -> throw EngineErrors.unsupported("'" + sql.strip() + "' as SQL text; use the JDBC API (setAutoCommit, commit, rollback, setSavepoint)");
        };
        return text;
    }

    private static TransactionText modes(Form form, Words words, String sql) throws SQLException {
        Integer isolation = null;
        Boolean readOnly = null;
        while (words.hasNext()) {
            String word = words.next();
            switch (word) {
                case "," -> {
                }
                case "ISOLATION" -> isolation = isolation(words.expect("LEVEL", sql), sql);
                case "READ" -> {
                    String mode = words.next();
                    if (!"ONLY".equals(mode) && !"WRITE".equals(mode)) {
                        throw syntax(sql);
                    }
                    readOnly = mode.equals("ONLY");
                }
                case "NOT" -> words.expect("DEFERRABLE", sql); // DEFERRABLE matters only to read-only serializable transactions
                case "DEFERRABLE" -> {
                }
                default -> throw syntax(sql);
            }
        }
        return new TransactionText(form, null, isolation, readOnly);
    }

    /** {@code SNAPSHOT 'id'}: the identifier as written, a string literal. */
    private static TransactionText snapshot(Words words, String sql) throws SQLException {
        words.expect("SNAPSHOT", sql);
        String literal = words.raw();
        if (literal == null || literal.length() < 2 || !literal.startsWith("'") || !literal.endsWith("'") || words.hasNext()) {
            throw syntax(sql);
        }
        return new TransactionText(Form.SET_SNAPSHOT, literal.substring(1, literal.length() - 1).replace("''", "'"), null, null);
    }

    private static int isolation(Words words, String sql) throws SQLException {
        String level = words.next();
        if ("SERIALIZABLE".equals(level)) {
            return Connection.TRANSACTION_SERIALIZABLE;
        }
        String second = words.next();
        if ("REPEATABLE".equals(level) && "READ".equals(second)) {
            return Connection.TRANSACTION_REPEATABLE_READ;
        }
        if ("READ".equals(level) && "COMMITTED".equals(second)) {
            return Connection.TRANSACTION_READ_COMMITTED;
        }
        if ("READ".equals(level) && "UNCOMMITTED".equals(second)) {
            return Connection.TRANSACTION_READ_UNCOMMITTED;
        }
        throw syntax(sql);
    }

    private static TransactionText end(Form form, Words words, String sql) throws SQLException {
        if (words.hasNext()) {
            if (!"AND".equals(words.next())) {
                throw syntax(sql);
            }
            if ("CHAIN".equals(words.next())) {
                throw EngineErrors.unsupported("AND CHAIN; end the transaction and begin the next one");
            }
            words.back();
            words.expect("NO", sql).expect("CHAIN", sql);
            if (words.hasNext()) {
                throw syntax(sql);
            }
        }
        return new TransactionText(form, null, null, null);
    }

    private static TransactionText rollback(Words words, String first, String sql) throws SQLException {
        if (first.equals("ROLLBACK") && words.hasNext() && words.peek().equals("TO")) {
            return savepoint(Form.ROLLBACK_TO, words.expect("TO", sql).skipAny("SAVEPOINT"), sql);
        }
        return end(Form.ROLLBACK, words, sql);
    }

    private static TransactionText savepoint(Form form, Words words, String sql) throws SQLException {
        String name = words.name();
        if (name == null || words.hasNext()) {
            throw syntax(sql);
        }
        return new TransactionText(form, name, null, null);
    }

    private static SQLException syntax(String sql) {
        return new SQLException("syntax error in transaction control: " + sql.strip(), "42601");
    }

    /** The words of a short statement: keywords upper-cased, a quoted name kept as written, commas on their own. */
    private static final class Words {
        private final List<String> words = new ArrayList<>();
        private final List<Boolean> quoted = new ArrayList<>();
        private int next;

        Words(String sql) {
            String text = sql.strip();
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c) || c == ';') {
                    i++;
                } else if (c == ',') {
                    add(",", false);
                    i++;
                } else if (c == '"') {
                    int end = i + 1;
                    StringBuilder name = new StringBuilder();
                    while (end < text.length() && (text.charAt(end) != '"' || end + 1 < text.length() && text.charAt(end + 1) == '"')) {
                        if (text.charAt(end) == '"') {
                            end++; // a doubled quote stands for one
                        }
                        name.append(text.charAt(end++));
                    }
                    add(name.toString(), true);
                    i = end + 1;
                } else {
                    int end = i;
                    while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && ",;\"".indexOf(text.charAt(end)) < 0) {
                        end++;
                    }
                    add(text.substring(i, end), false);
                    i = end;
                }
            }
        }

        private void add(String word, boolean isQuoted) {
            words.add(word);
            quoted.add(isQuoted);
        }

        boolean hasNext() {
            return next < words.size();
        }

        String peek() {
            return hasNext() ? words.get(next).toUpperCase(Locale.ROOT) : null;
        }

        String next() {
            String word = peek();
            next++;
            return word;
        }

        void back() {
            next--;
        }

        /** The next word as written, or null. */
        String raw() {
            return hasNext() ? words.get(next++) : null;
        }

        /** The next word as a name: as written if quoted, folded to lower case otherwise, as PostgreSQL folds it. */
        String name() {
            if (!hasNext()) {
                return null;
            }
            String word = words.get(next);
            return quoted.get(next++) ? word : word.toLowerCase(Locale.ROOT);
        }

        Words expect(String keyword, String sql) throws SQLException {
            if (!keyword.equals(next())) {
                throw syntax(sql);
            }
            return this;
        }

        Words skipAny(String... keywords) {
            for (String keyword : keywords) {
                if (keyword.equals(peek())) {
                    next++;
                    break;
                }
            }
            return this;
        }
    }
}
