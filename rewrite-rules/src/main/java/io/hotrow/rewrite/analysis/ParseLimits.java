package io.hotrow.rewrite.analysis;

import java.time.Duration;

/**
 * How much one parse may cost. JSqlParser's lookahead is exponential in nesting on some texts and
 * quadratic in length on others, so every parse runs against these limits and a text beyond them is
 * reported as too complex to analyse.
 *
 * <p>The time limits are generous on purpose: they tell a text whose parse runs away (seconds to
 * hours) from an ordinary one, and an ordinary text must never be refused because the machine was
 * busy. CPU time is counted, not wall time, but even the CPU time of one parse varies about tenfold
 * with the machine's state: on a JVM that has just started, or whose JIT compiler threads wait for a
 * core, the parser runs interpreted (measured with two cores kept busy by other processes: a
 * statement needing the complex mode two levels deep took 1.1 s on its first parse and 85 ms once
 * warm, a 10,000-token IN list 1 s and 0.35 s, a megabyte literal 1 s). Texts that run away are still
 * stopped: the structural limits stop most before the parser, and the rest cost at most this budget,
 * once, as the verdict is cached.
 *
 * @param time            CPU time of the parsing thread for a short text (2 s: an ordinary text's first parse in a
 *                        cold, busy JVM took up to about 1.1 s)
 * @param timePerToken    CPU time added per token, so that long texts (bulk INSERTs) get room in proportion (100 us:
 *                        the simple mode took up to 100 us a token on long lists on a cold, busy JVM, 15 to 40 us
 *                        once warm); the most tokens get about 7 s in all
 * @param maxChars        longer texts are not lexed at all (16 MiB: the token limit guards the parser; a
 *                        megabyte string literal is one token, and applications send such)
 * @param maxTokens       texts with more tokens are not parsed
 * @param maxDepth        texts nesting parentheses and CASE deeper are not parsed: the parser's cost grows
 *                        about threefold per level of subqueries, and its recursion would overflow the stack
 * @param maxComplexDepth the deepest nesting of grouping parentheses at which a text the simple parse
 *                        rejected is parsed again in JSqlParser's complex mode; deeper, that mode's
 *                        lookahead runs for seconds between the points where the budget is checked
 */
record ParseLimits(Duration time, Duration timePerToken, int maxChars, int maxTokens, int maxDepth, int maxComplexDepth) {

    static final ParseLimits DEFAULT = new ParseLimits(Duration.ofSeconds(2), Duration.ofNanos(100_000), 1 << 24, 50_000, 32, 2);

    /**
     * CPU time added per character: JSqlParser's lexer reads a long literal, name or comment at 0.25 us a character on a
     * quiet machine and at up to 1 us on a busy one, so 2 us (16 MiB, the longest text: 34 s, which a statement timeout
     * cuts short).
     */
    private static final Duration TIME_PER_CHAR = Duration.ofNanos(2_000);

    /** The time budget of a text of {@code tokens} tokens and {@code chars} characters. */
    Duration timeFor(int tokens, int chars) {
        return time.plus(timePerToken.multipliedBy(tokens)).plus(TIME_PER_CHAR.multipliedBy(chars));
    }
}
