package io.hotrow.rewrite.analysis;

/**
 * What the analyzer learned about one SQL text. Immutable and shared by every execution of that text.
 *
 * @param kind        what the statement does
 * @param parsed      whether JSqlParser understood it; an unparsed statement is classified from its
 *                    leading keyword alone and, where that leaves doubt, as a write
 * @param parseError  why the parse failed, or null
 * @param multiStatement whether the text holds several statements separated by semicolons
 */
public record StatementAnalysis(StatementKind kind, boolean parsed, String parseError, boolean multiStatement) {

    public boolean takesLane() {
        return kind.takesLane();
    }
}
