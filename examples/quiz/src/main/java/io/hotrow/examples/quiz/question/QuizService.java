package io.hotrow.examples.quiz.question;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

@Service
public class QuizService {

    private final QuestionRepository questions;
    private final AnswerRepository answers;
    private final AnswerStatsRepository stats;

    QuizService(QuestionRepository questions, AnswerRepository answers, AnswerStatsRepository stats) {
        this.questions = questions;
        this.answers = answers;
        this.stats = stats;
    }

    @Transactional
    public QuestionView ask(String content, String correctAnswer) {
        return QuestionView.of(questions.save(new Question(content, correctAnswer)), null);
    }

    /** Stores the answer and counts it, in one transaction: the statistics never disagree with the answers. */
    @Transactional
    public AnswerView answer(UUID questionId, UUID studentId, String text) {
        Question question = questions.findById(questionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no question " + questionId));
        boolean correct = question.isAnsweredBy(text);
        Answer answer = answers.save(new Answer(questionId, studentId, text));
        stats.record(questionId, correct ? 1 : 0);
        return new AnswerView(answer.getId(), studentId, text, correct);
    }

    @Transactional(readOnly = true)
    public List<QuestionView> questions() {
        Map<UUID, AnswerStats> byQuestion = stats.findAll().stream()
                .collect(Collectors.toMap(AnswerStats::getQuestionId, Function.identity()));
        return questions.findAll().stream()
                .map(question -> QuestionView.of(question, byQuestion.get(question.getId())))
                .sorted(Comparator.comparing(QuestionView::content))
                .toList();
    }

    @Transactional(readOnly = true)
    public List<AnswerView> answers(UUID questionId) {
        Question question = questions.findById(questionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no question " + questionId));
        return answers.findByQuestionIdOrderById(questionId).stream()
                .map(answer -> new AnswerView(answer.getId(), answer.getStudentId(), answer.getAnswer(),
                        question.isAnsweredBy(answer.getAnswer())))
                .toList();
    }
}
