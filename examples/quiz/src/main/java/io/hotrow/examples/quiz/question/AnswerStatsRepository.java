package io.hotrow.examples.quiz.question;

import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface AnswerStatsRepository extends JpaRepository<AnswerStats, UUID> {

    /** One more attempt, and one more success if {@code success} is 1: the upsert of the article, in one statement. */
    @Modifying
    @Query(value = """
            INSERT INTO answer_stats (question_id, total_attempts, total_success) VALUES (:questionId, 1, :success)
            ON CONFLICT (question_id) DO UPDATE SET
                total_attempts = answer_stats.total_attempts + EXCLUDED.total_attempts,
                total_success = answer_stats.total_success + EXCLUDED.total_success""", nativeQuery = true)
    void record(@Param("questionId") UUID questionId, @Param("success") int success);
}
