package io.hotrow.examples.quiz.question;

import java.util.UUID;

/**
 * A question with its statistics. {@code difficulty} is 1 - successes / attempts, null before the
 * first attempt.
 */
public record QuestionView(UUID id, String content, long attempts, long successes, Double difficulty) {

    static QuestionView of(Question question, AnswerStats stats) {
        long attempts = stats == null ? 0 : stats.getTotalAttempts();
        long successes = stats == null ? 0 : stats.getTotalSuccess();
        Double difficulty = attempts == 0 ? null : 1.0 - (double) successes / attempts;
        return new QuestionView(question.getId(), question.getContent(), attempts, successes, difficulty);
    }
}
