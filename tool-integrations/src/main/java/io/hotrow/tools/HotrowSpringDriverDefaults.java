package io.hotrow.tools;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.config.HotrowUrl;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Names the hotrow driver for Spring Boot's {@code spring.datasource}, {@code spring.flyway} and
 * {@code spring.liquibase} when their {@code url} is a {@code jdbc:hotrow:} URL. Spring Boot finds a
 * driver by URL in a fixed list that does not know hotrow; without a name, {@code spring.datasource}
 * falls back to an embedded database's driver where the application has one (H2) and fails to
 * connect, and {@code spring.flyway.url}/{@code spring.liquibase.url} build a data source with no
 * driver at all. A {@code driver-class-name} the application sets anywhere, under any of Boot's
 * relaxed spellings, wins.
 */
public final class HotrowSpringDriverDefaults implements EnvironmentPostProcessor {

    private static final List<String> URL_PREFIXES = List.of("spring.datasource", "spring.flyway", "spring.liquibase");

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        Map<String, Object> driverNames = new HashMap<>();
        for (String prefix : URL_PREFIXES) {
            if (HotrowUrl.accepts(environment.getProperty(prefix + ".url")) && !environment.containsProperty(prefix + ".driver-class-name")) {
                driverNames.put(prefix + ".driver-class-name", HotrowDriver.class.getName());
            }
        }
        if (!driverNames.isEmpty()) {
            environment.getPropertySources().addLast(new MapPropertySource("hotrowDriverClassNames", driverNames));
        }
    }
}
