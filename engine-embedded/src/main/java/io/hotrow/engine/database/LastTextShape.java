package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.LiteralShape;

/**
 * One session's {@link LiteralShape} of the text it met last. A statement's text is asked for its shape
 * by the sandbox's memo, the analyzer and the engine's {@code AutoParameters} in turn, the same string
 * each time; each scanned it again, and pgbench's select-only, a new text at every statement, spent 5%
 * of its statement thread on those three scans. The text is known by identity: an equal text in
 * another string is scanned again, which costs what it did before and answers the same.
 */
final class LastTextShape {

    /** Longer texts are not kept, so that a session holds no large text once its statement has ended. */
    private static final int MAX_CHARS = 8192;

    /** A text and its shape (null: none), replaced whole, so a reader on another thread sees a pair that belongs together. */
    private record Known(String text, LiteralShape shape) {
    }

    private volatile Known last = new Known(null, null);

    /** {@link LiteralShape#of} {@code sql}. */
    LiteralShape of(String sql) {
        Known known = last;
        if (known.text() == sql) {
            return known.shape();
        }
        LiteralShape shape = LiteralShape.of(sql);
        if (sql.length() <= MAX_CHARS) {
            last = new Known(sql, shape);
        }
        return shape;
    }
}
