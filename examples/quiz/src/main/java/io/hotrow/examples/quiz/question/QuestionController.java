package io.hotrow.examples.quiz.question;

import java.util.List;
import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/questions")
class QuestionController {

    record NewQuestion(String content, String correctAnswer) {
    }

    record NewAnswer(UUID studentId, String answer) {
    }

    private final QuizService quiz;

    QuestionController(QuizService quiz) {
        this.quiz = quiz;
    }

    @GetMapping
    List<QuestionView> questions() {
        return quiz.questions();
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    QuestionView ask(@RequestBody NewQuestion question) {
        if (isBlank(question.content()) || isBlank(question.correctAnswer())) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a question needs content and a correctAnswer");
        }
        return quiz.ask(question.content(), question.correctAnswer().strip());
    }

    @PostMapping("/{id}/answers")
    @ResponseStatus(HttpStatus.CREATED)
    AnswerView answer(@PathVariable UUID id, @RequestBody NewAnswer answer) {
        if (answer.studentId() == null || answer.answer() == null) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "an answer needs a studentId and an answer");
        }
        return quiz.answer(id, answer.studentId(), answer.answer());
    }

    @GetMapping("/{id}/answers")
    List<AnswerView> answers(@PathVariable UUID id) {
        return quiz.answers(id);
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }
}
