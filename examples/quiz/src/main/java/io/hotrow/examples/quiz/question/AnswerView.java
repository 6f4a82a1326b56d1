package io.hotrow.examples.quiz.question;

import java.util.UUID;

public record AnswerView(UUID id, UUID studentId, String answer, boolean correct) {
}
