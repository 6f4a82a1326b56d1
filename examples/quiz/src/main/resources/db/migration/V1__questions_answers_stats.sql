-- The quiz of the slotted-counter article: every answer is a row, and answer_stats keeps two
-- counters per question that every answer increments, the hot rows of this application.
CREATE TABLE questions (
    id             uuid PRIMARY KEY,
    content        text NOT NULL,
    correct_answer text NOT NULL
);

CREATE TABLE answers (
    id          uuid PRIMARY KEY,
    answer      text NOT NULL,
    student_id  uuid NOT NULL,
    question_id uuid NOT NULL REFERENCES questions (id)
);

CREATE INDEX answers_question_id ON answers (question_id);

CREATE TABLE answer_stats (
    question_id    uuid PRIMARY KEY REFERENCES questions (id),
    total_attempts bigint NOT NULL,
    total_success  bigint NOT NULL
);
