package io.hotrow.examples.counter;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A counter over HTTP, on Spring Boot's own dependency versions, configured by a jdbc:hotrow: URL alone. */
@SpringBootApplication
public class CounterApplication {

    public static void main(String[] args) {
        SpringApplication.run(CounterApplication.class, args);
    }
}
