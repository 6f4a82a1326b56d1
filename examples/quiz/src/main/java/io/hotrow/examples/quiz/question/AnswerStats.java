package io.hotrow.examples.quiz.question;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.Immutable;

/** Read through JPA; written only by {@link AnswerStatsRepository#record}, one statement per answer. */
@Entity
@Immutable
@Table(name = "answer_stats")
public class AnswerStats {

    @Id
    @Column(name = "question_id")
    private UUID questionId;

    @Column(name = "total_attempts", nullable = false)
    private long totalAttempts;

    @Column(name = "total_success", nullable = false)
    private long totalSuccess;

    protected AnswerStats() {
    }

    public UUID getQuestionId() {
        return questionId;
    }

    public long getTotalAttempts() {
        return totalAttempts;
    }

    public long getTotalSuccess() {
        return totalSuccess;
    }
}
