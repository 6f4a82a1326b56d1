package io.hotrow.engine.wire;

import java.util.Locale;

/**
 * One token of a PostgreSQL text, with where it stands in the text.
 *
 * @param kind  what it is
 * @param text  the token exactly as written
 * @param begin its first character's index
 * @param end   the index after its last character
 */
record SqlToken(Kind kind, String text, int begin, int end) {

    enum Kind {
        /** An unquoted identifier or keyword. */
        WORD,
        /** A {@code "quoted"} identifier. */
        QUOTED,
        /** A string literal of any form ({@code '...'}, {@code E'...'}, {@code $tag$...$tag$}). */
        STRING,
        NUMBER,
        /** A positional parameter, {@code $1}. */
        PARAMETER,
        /** Any other character, or {@code ::}. */
        SYMBOL,
        /** A literal, quoted name or comment that never ends: PostgreSQL's syntax error, found when the engine parses it. */
        UNTERMINATED
    }

    boolean isWord(String lowerCase) {
        return kind == Kind.WORD && text.equalsIgnoreCase(lowerCase);
    }

    boolean isSymbol(String symbol) {
        return kind == Kind.SYMBOL && text.equals(symbol);
    }

    /** The name an identifier stands for: folded to lower case unless quoted, as PostgreSQL resolves it. */
    String name() {
        if (kind == Kind.QUOTED) {
            return text.substring(1, text.length() - 1).replace("\"\"", "\"");
        }
        return text.toLowerCase(Locale.ROOT);
    }

    boolean isIdentifier() {
        return kind == Kind.WORD || kind == Kind.QUOTED;
    }
}
