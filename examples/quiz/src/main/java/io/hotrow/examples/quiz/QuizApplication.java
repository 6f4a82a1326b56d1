package io.hotrow.examples.quiz;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The quiz application: questions, answers and their statistics, a video view counter and a stock
 * of seats, over Spring Data JPA, Flyway and HikariCP. Nothing here knows which database it runs
 * on: {@code spring.datasource.url} alone decides (see {@code application.properties}).
 */
@SpringBootApplication
public class QuizApplication {

    public static void main(String[] args) {
        SpringApplication.run(QuizApplication.class, args);
    }
}
