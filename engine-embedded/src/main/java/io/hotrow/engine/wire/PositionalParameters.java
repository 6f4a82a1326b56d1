package io.hotrow.engine.wire;

import java.util.List;

/**
 * A statement's parameters {@code $1 ... $n}, each once and in order (as pgjdbc numbers the
 * {@code ?} an application wrote), as plain {@code ?}: the engine then analyses the very text an
 * embedded connection gets, so its dialect rules, which know {@code ?}, and its error messages, which
 * quote the statement, answer as they do embedded. Other numberings (a parameter used twice, out of
 * order), texts with a {@code ?} of their own and PREPARE texts stay as written: H2 reads {@code $n}
 * as an indexed parameter.
 */
final class PositionalParameters {

    private PositionalParameters() {
    }

    static StatementText asPlain(StatementText statement) {
        List<SqlToken> parameters = statement.tokens().stream().filter(token -> token.kind() == SqlToken.Kind.PARAMETER).toList();
        // a PREPARE's $n are its own statement's, not the protocol's: it stays as written (pg_prepared_statements shows it so)
        if (parameters.isEmpty() || statement.firstWord().equals("prepare") || statement.tokens().stream().anyMatch(token -> token.isSymbol("?"))) {
            return statement;
        }
        StringBuilder text = new StringBuilder(statement.text());
        for (int i = parameters.size() - 1; i >= 0; i--) {
            SqlToken parameter = parameters.get(i);
            if (!parameter.text().equals("$" + (i + 1))) {
                return statement;
            }
            text.replace(parameter.begin(), parameter.end(), "?");
        }
        return StatementText.split(text.toString()).get(0);
    }
}
