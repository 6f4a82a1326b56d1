package io.hotrow.examples.quiz;

import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/** The quiz application, started as its main would start it, on a random loopback port. */
final class RunningQuiz implements AutoCloseable {

    private final ConfigurableApplicationContext context;
    private final QuizHttp http;

    private RunningQuiz(ConfigurableApplicationContext context) {
        this.context = context;
        int port = ((WebServerApplicationContext) context).getWebServer().getPort();
        this.http = new QuizHttp("http://127.0.0.1:" + port);
    }

    /** Started with the command line a user would type: the profiles, the store's place, and a free port. */
    static RunningQuiz start(QuizSetup.Store store) {
        List<String> commandLine = new ArrayList<>(store.commandLine());
        commandLine.add("--server.port=0");
        return new RunningQuiz(new SpringApplicationBuilder(QuizApplication.class)
                .properties("spring.main.banner-mode=off", "logging.level.root=warn")
                .run(commandLine.toArray(String[]::new)));
    }

    QuizHttp http() {
        return http;
    }

    /** The application's own pool: what a test reads the stored rows through, on either placement. */
    JdbcTemplate jdbc() {
        return new JdbcTemplate(dataSource());
    }

    DataSource dataSource() {
        return context.getBean(DataSource.class);
    }

    @Override
    public void close() {
        context.close();
    }
}
