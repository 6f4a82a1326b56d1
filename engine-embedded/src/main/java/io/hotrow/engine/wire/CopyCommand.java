package io.hotrow.engine.wire;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A COPY statement: {@code COPY table [(columns)] FROM STDIN} or {@code COPY {table [(columns)] |
 * (query)} TO STDOUT}, with options in the current ({@code WITH (FORMAT csv, HEADER)}) or the old
 * ({@code WITH CSV HEADER}) syntax, as psql's {@code \copy} and pgbench send them. Files and
 * programs on the server are refused: the engine reaches nothing outside its database.
 *
 * @param table   the table as written (possibly schema-qualified and quoted), or null for a query
 * @param columns the column list as written, empty for all columns
 * @param query   the query of {@code COPY (query) TO}, or null
 */
record CopyCommand(boolean from, String table, List<String> columns, String query, CopyFormat format) {

    static CopyCommand parse(StatementText statement) throws SQLException {
        return new Parser(statement).parse();
    }

    /** Reads the tokens after COPY. */
    private static final class Parser {
        private final StatementText statement;
        private final List<SqlToken> tokens;
        private int i = 1;
        private boolean csv;
        private Character delimiter;
        private String nullString;
        private boolean header;
        private Character quote;
        private Character escape;
        private Set<String> forceQuote = Set.of();
        private Set<String> forceNotNull = Set.of();
        private Set<String> forceNull = Set.of();

        Parser(StatementText statement) {
            this.statement = statement;
            this.tokens = statement.tokens();
        }

        CopyCommand parse() throws SQLException {
            String table = null;
            String query = null;
            List<String> columns = new ArrayList<>();
            if (at("(")) {
                int close = matching(i);
                query = statement.text().substring(tokens.get(i).end(), tokens.get(close).begin()).trim();
                i = close + 1;
            } else {
                table = qualifiedName();
                if (at("(")) {
                    i++;
                    while (!at(")")) {
                        columns.add(name());
                        if (at(",")) {
                            i++;
                        } else if (!at(")")) {
                            throw syntax();
                        }
                    }
                    i++;
                }
            }
            boolean from;
            if (word("from")) {
                from = true;
            } else if (word("to")) {
                from = false;
            } else {
                throw syntax();
            }
            i++;
            if (from && query != null) {
                throw syntax();
            }
            if (!word(from ? "stdin" : "stdout")) {
                throw new SQLException("the hotrow engine cannot run COPY " + (from ? "FROM" : "TO") + " a file or program: it reaches nothing"
                        + " outside its database; use COPY ... " + (from ? "FROM STDIN" : "TO STDOUT") + " (psql's \\copy)", "42501");
            }
            i++;
            options();
            if (i != tokens.size()) {
                throw syntax();
            }
            return new CopyCommand(from, table, columns, query, format());
        }

        private CopyFormat format() throws SQLException {
            CopyFormat defaults = csv ? CopyFormat.csvDefaults() : CopyFormat.text();
            char d = delimiter != null ? delimiter : defaults.delimiter();
            char q = quote != null ? quote : defaults.quote();
            char e = escape != null ? escape : q;
            if (d == '\r' || d == '\n' || d == '\\' && !csv || d == q && csv) {
                throw new SQLException("COPY delimiter cannot be newline, carriage return, backslash or the quote character", "22023");
            }
            if (!csv && (quote != null || escape != null || !forceQuote.isEmpty() || !forceNotNull.isEmpty() || !forceNull.isEmpty())) {
                throw new SQLException("COPY quote, escape and force options are available only in CSV mode", "22023");
            }
            return new CopyFormat(csv, d, nullString != null ? nullString : defaults.nullString(), header, q, e, forceQuote, forceNotNull, forceNull);
        }

        private void options() throws SQLException {
            if (word("with")) {
                i++;
            }
            if (at("(")) {
                i++;
                while (!at(")")) {
                    option(nameToken().toLowerCase(Locale.ROOT));
                    if (at(",")) {
                        i++;
                    } else if (!at(")")) {
                        throw syntax();
                    }
                }
                i++;
                return;
            }
            while (i < tokens.size()) {
                legacyOption();
            }
        }

        /** One option of {@code WITH (...)}. */
        private void option(String name) throws SQLException {
            switch (name) {
                case "format" -> {
                    String format = nameToken().toLowerCase(Locale.ROOT);
                    if (format.equals("binary")) {
                        throw binary();
                    }
                    if (!format.equals("csv") && !format.equals("text")) {
                        throw new SQLException("COPY format \"" + format + "\" not recognized", "22023");
                    }
                    csv = format.equals("csv");
                }
                case "freeze" -> optionalBoolean(); // freezing rows is PostgreSQL's vacuum work: nothing to do
                case "delimiter" -> delimiter = oneCharacter("delimiter");
                case "null" -> nullString = string();
                case "header" -> header = optionalBoolean();
                case "quote" -> quote = oneCharacter("quote");
                case "escape" -> escape = oneCharacter("escape");
                case "force_quote" -> forceQuote = columnsOrAll();
                case "force_not_null" -> forceNotNull = columnsOrAll();
                case "force_null" -> forceNull = columnsOrAll();
                case "encoding" -> {
                    String encoding = string().toUpperCase(Locale.ROOT).replace("-", "");
                    if (!encoding.equals("UTF8") && !encoding.equals("SQLASCII") && !encoding.equals("SQL_ASCII")) {
                        throw new SQLException("COPY encoding must be UTF8 on the hotrow engine", "22023");
                    }
                }
                default -> throw new SQLException("option \"" + name + "\" not recognized", "42601");
            }
        }

        /** The old syntax: {@code [BINARY] [DELIMITER [AS] 'c'] [NULL [AS] 's'] [CSV [HEADER] [QUOTE ...] [ESCAPE ...] [FORCE ...]]}. */
        private void legacyOption() throws SQLException {
            String name = nameToken().toLowerCase(Locale.ROOT);
            switch (name) {
                case "binary" -> throw binary();
                case "oids" -> throw new SQLException("COPY OIDS is not supported", "42000");
                case "csv" -> csv = true;
                case "header" -> header = true;
                case "delimiter" -> {
                    skipAs();
                    delimiter = oneCharacter("delimiter");
                }
                case "null" -> {
                    skipAs();
                    nullString = string();
                }
                case "quote" -> {
                    skipAs();
                    quote = oneCharacter("quote");
                }
                case "escape" -> {
                    skipAs();
                    escape = oneCharacter("escape");
                }
                case "force" -> {
                    if (word("quote")) {
                        i++;
                        forceQuote = at("*") ? all() : nameList();
                    } else if (word("not")) {
                        i++;
                        expectWord("null");
                        forceNotNull = nameList();
                    } else {
                        throw syntax();
                    }
                }
                default -> throw syntax();
            }
        }

        private Set<String> columnsOrAll() throws SQLException {
            if (at("*")) {
                return all();
            }
            if (!at("(")) {
                throw syntax();
            }
            i++;
            Set<String> names = new HashSet<>();
            while (!at(")")) {
                names.add(name());
                if (at(",")) {
                    i++;
                }
            }
            i++;
            return names;
        }

        private Set<String> all() {
            i++;
            return CopyFormat.ALL;
        }

        private Set<String> nameList() throws SQLException {
            Set<String> names = new HashSet<>();
            names.add(name());
            while (at(",")) {
                i++;
                names.add(name());
            }
            return names;
        }

        private boolean optionalBoolean() throws SQLException {
            if (i >= tokens.size() || at(",") || at(")")) {
                return true;
            }
            String value = tokens.get(i).kind() == SqlToken.Kind.STRING ? string() : nameToken();
            return switch (value.toLowerCase(Locale.ROOT)) {
                case "true", "on", "1", "yes" -> true;
                case "false", "off", "0", "no" -> false;
                case "match" -> true; // HEADER MATCH: the header line is skipped, not compared
                default -> throw new SQLException("invalid boolean value \"" + value + "\"", "22023");
            };
        }

        private char oneCharacter(String what) throws SQLException {
            String value = string();
            if (value.length() != 1 || value.charAt(0) > 127) {
                throw new SQLException("COPY " + what + " must be a single one-byte character", "22023");
            }
            return value.charAt(0);
        }

        private void skipAs() {
            if (word("as")) {
                i++;
            }
        }

        private String string() throws SQLException {
            if (i >= tokens.size() || tokens.get(i).kind() != SqlToken.Kind.STRING) {
                throw syntax();
            }
            return SqlLiterals.stringValue(tokens.get(i++).text());
        }

        private String qualifiedName() throws SQLException {
            StringBuilder name = new StringBuilder(nameText());
            while (at(".")) {
                i++;
                name.append('.').append(nameText());
            }
            return name.toString();
        }

        /** An identifier as written (quoted names keep their quotes, for the engine to resolve). */
        private String nameText() throws SQLException {
            if (i >= tokens.size() || !tokens.get(i).isIdentifier()) {
                throw syntax();
            }
            return tokens.get(i++).text();
        }

        /** An identifier as PostgreSQL resolves it. */
        private String name() throws SQLException {
            if (i >= tokens.size() || !tokens.get(i).isIdentifier()) {
                throw syntax();
            }
            return tokens.get(i++).name();
        }

        private String nameToken() throws SQLException {
            if (i >= tokens.size() || tokens.get(i).kind() != SqlToken.Kind.WORD) {
                throw syntax();
            }
            return tokens.get(i++).text();
        }

        private void expectWord(String word) throws SQLException {
            if (!word(word)) {
                throw syntax();
            }
            i++;
        }

        private boolean word(String word) {
            return i < tokens.size() && tokens.get(i).isWord(word);
        }

        private boolean at(String symbol) {
            return i < tokens.size() && tokens.get(i).isSymbol(symbol);
        }

        private int matching(int open) throws SQLException {
            int depth = 0;
            for (int k = open; k < tokens.size(); k++) {
                if (tokens.get(k).isSymbol("(")) {
                    depth++;
                } else if (tokens.get(k).isSymbol(")") && --depth == 0) {
                    return k;
                }
            }
            throw syntax();
        }

        private SQLException syntax() {
            String near = i < tokens.size() ? "at or near \"" + tokens.get(i).text() + "\"" : "at end of input";
            return new SQLException("syntax error " + near + " in COPY", "42601");
        }

        private static SQLException binary() {
            return new SQLException("COPY in binary format is not supported by the hotrow engine: use text or csv", "42000");
        }
    }
}
