package io.hotrow.engine.sql;

import io.hotrow.engine.sql.SqlWords.Kind;
import io.hotrow.engine.sql.SqlWords.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the statements on an enum type that H2 does not run as PostgreSQL does, by H2's tokenizer rules:
 * {@code ALTER TYPE t ADD VALUE [IF NOT EXISTS] 'x' [BEFORE | AFTER 'y']}, {@code ALTER TYPE t RENAME VALUE 'a' TO 'b'}
 * (H2 only appends a label) and {@code DROP TYPE [IF EXISTS] t CASCADE} (H2 keeps the type's columns).
 */
public final class EnumTypeStatements {

    private EnumTypeStatements() {
    }

    /** A type's name: its schema (null when unqualified) and its name, each as H2 names it (unquoted names in lower case). */
    public record TypeName(String schema, String name) {
    }

    /**
     * A change of an enum type's labels: {@code label} added, placed next to {@code neighbour} ({@code before} it or after;
     * null: last), or, when {@code renamed} is not null, the label {@code renamed} renamed to {@code label}.
     */
    public record LabelChange(TypeName type, String label, boolean ifNotExists, String neighbour, boolean before, String renamed) {

        /** The labels once this change is made to {@code labels}; {@code labels} itself when it changes nothing. */
        public List<String> applyTo(List<String> labels) {
            ArrayList<String> changed = new ArrayList<>(labels);
            if (renamed != null) {
                changed.set(changed.indexOf(renamed), label);
                return changed;
            }
            if (changed.contains(label)) {
                return labels;
            }
            changed.add(neighbour == null ? changed.size() : changed.indexOf(neighbour) + (before ? 0 : 1), label);
            return changed;
        }
    }

    /** The label change {@code sql} is, or null when it is none or one H2 runs as PostgreSQL does (a label appended). */
    public static LabelChange labelChange(String sql) {
        List<Token> tokens = single(sql);
        if (tokens == null || tokens.size() < 6 || !tokens.get(0).isWord("ALTER") || !tokens.get(1).isWord("TYPE")) {
            return null;
        }
        int at = 2;
        TypeName type = typeName(tokens, at);
        if (type == null) {
            return null;
        }
        at += type.schema() == null ? 1 : 3;
        if (words(tokens, at, "RENAME", "VALUE") && tokens.size() == at + 5 && literal(tokens, at + 2) && tokens.get(at + 3).isWord("TO")
                && literal(tokens, at + 4)) {
            return new LabelChange(type, tokens.get(at + 4).text(), false, null, false, tokens.get(at + 2).text());
        }
        if (!words(tokens, at, "ADD", "VALUE")) {
            return null;
        }
        at += 2;
        boolean ifNotExists = words(tokens, at, "IF", "NOT", "EXISTS");
        at += ifNotExists ? 3 : 0;
        if (!literal(tokens, at)) {
            return null;
        }
        String label = tokens.get(at++).text();
        if (at == tokens.size()) {
            return ifNotExists ? new LabelChange(type, label, true, null, false, null) : null;
        }
        boolean before = tokens.get(at).isWord("BEFORE");
        if (!before && !tokens.get(at).isWord("AFTER") || tokens.size() != at + 2 || !literal(tokens, at + 1)) {
            return null;
        }
        return new LabelChange(type, label, ifNotExists, tokens.get(at + 1).text(), before, null);
    }

    /** The type {@code DROP TYPE [IF EXISTS] t CASCADE} drops, or null when {@code sql} is no such statement. */
    public static TypeName droppedWithColumns(String sql) {
        List<Token> tokens = single(sql);
        if (tokens == null || tokens.size() < 4 || !tokens.get(0).isWord("DROP") || !tokens.get(1).isWord("TYPE")
                || !tokens.get(tokens.size() - 1).isWord("CASCADE")) {
            return null;
        }
        int at = words(tokens, 2, "IF", "EXISTS") ? 4 : 2;
        TypeName type = typeName(tokens, at);
        return type != null && at + (type.schema() == null ? 1 : 3) == tokens.size() - 1 ? type : null;
    }

    private static List<Token> single(String sql) {
        List<List<Token>> statements = SqlWords.statements(sql == null ? "" : sql);
        return statements.size() == 1 ? statements.get(0) : null;
    }

    private static TypeName typeName(List<Token> tokens, int at) {
        if (!name(tokens, at)) {
            return null;
        }
        if (at + 2 < tokens.size() && tokens.get(at + 1).isSymbol('.') && name(tokens, at + 2)) {
            return new TypeName(h2Name(tokens.get(at)), h2Name(tokens.get(at + 2)));
        }
        return new TypeName(null, h2Name(tokens.get(at)));
    }

    /** A name as H2 keeps it with DATABASE_TO_LOWER: unquoted ones in lower case. */
    private static String h2Name(Token token) {
        return token.kind() == Kind.WORD ? token.text().toLowerCase(Locale.ROOT) : token.text();
    }

    private static boolean name(List<Token> tokens, int at) {
        return at < tokens.size() && (tokens.get(at).kind() == Kind.WORD || tokens.get(at).kind() == Kind.QUOTED);
    }

    private static boolean literal(List<Token> tokens, int at) {
        return at < tokens.size() && tokens.get(at).kind() == Kind.LITERAL;
    }

    private static boolean words(List<Token> tokens, int at, String... words) {
        for (int i = 0; i < words.length; i++) {
            if (at + i >= tokens.size() || !tokens.get(at + i).isWord(words[i])) {
                return false;
            }
        }
        return true;
    }
}
