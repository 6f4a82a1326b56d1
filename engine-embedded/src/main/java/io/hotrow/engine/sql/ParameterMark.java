package io.hotrow.engine.sql;

import java.util.List;

/**
 * One bind parameter in a text H2 runs: {@code ?} or {@code ?n}, never one inside a string,
 * quoted name or comment.
 *
 * @param begin  where the mark starts in the text
 * @param end    where it ends ({@code ?12}: after the digits)
 * @param number the parameter it stands for, from 1
 */
public record ParameterMark(int begin, int end, int number) {

    /** The marks of {@code sql} in their written order (see {@link SqlWords}). */
    public static List<ParameterMark> in(String sql) {
        return SqlWords.parameterMarks(sql);
    }
}
