package io.hotrow.examples.quiz.question;

import java.util.List;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;

public interface AnswerRepository extends JpaRepository<Answer, UUID> {

    List<Answer> findByQuestionIdOrderById(UUID questionId);
}
