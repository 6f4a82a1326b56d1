package io.hotrow.examples.quiz.question;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

@Entity
@Table(name = "questions")
public class Question {

    @Id
    @GeneratedValue
    private UUID id;

    @Column(nullable = false)
    private String content;

    @Column(name = "correct_answer", nullable = false)
    private String correctAnswer;

    protected Question() {
    }

    public Question(String content, String correctAnswer) {
        this.content = content;
        this.correctAnswer = correctAnswer;
    }

    public UUID getId() {
        return id;
    }

    public String getContent() {
        return content;
    }

    /** Answers are compared as people type them: surrounding blanks and letter case do not count. */
    public boolean isAnsweredBy(String answer) {
        return correctAnswer.equalsIgnoreCase(answer.strip());
    }
}
