package io.hotrow.examples.quiz.question;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

@Entity
@Table(name = "answers")
public class Answer {

    @Id
    @GeneratedValue
    private UUID id;

    @Column(nullable = false)
    private String answer;

    @Column(name = "student_id", nullable = false)
    private UUID studentId;

    @Column(name = "question_id", nullable = false)
    private UUID questionId;

    protected Answer() {
    }

    public Answer(UUID questionId, UUID studentId, String answer) {
        this.questionId = questionId;
        this.studentId = studentId;
        this.answer = answer;
    }

    public UUID getId() {
        return id;
    }

    public String getAnswer() {
        return answer;
    }

    public UUID getStudentId() {
        return studentId;
    }
}
