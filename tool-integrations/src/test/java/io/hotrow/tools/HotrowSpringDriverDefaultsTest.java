package io.hotrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.driver.HotrowDriver;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

class HotrowSpringDriverDefaultsTest {

    private static StandardEnvironment processed(Map<String, Object> properties) {
        StandardEnvironment environment = new StandardEnvironment();
        environment.getPropertySources().addFirst(new MapPropertySource("application", properties));
        ConfigurationPropertySources.attach(environment); // as SpringApplication does before post-processing: relaxed names
        new HotrowSpringDriverDefaults().postProcessEnvironment(environment, new SpringApplication());
        return environment;
    }

    @Test
    void namesTheDriverForEveryHotrowUrl() {
        StandardEnvironment environment = processed(Map.of(
                "spring.datasource.url", "jdbc:hotrow:mem:/shop",
                "spring.flyway.url", "jdbc:hotrow:mem:/shop",
                "spring.liquibase.url", "jdbc:hotrow:mem:/shop"));

        for (String prefix : new String[] {"spring.datasource", "spring.flyway", "spring.liquibase"}) {
            assertEquals(HotrowDriver.class.getName(), environment.getProperty(prefix + ".driver-class-name"), prefix);
        }
    }

    @Test
    void leavesOtherUrlsAlone() {
        StandardEnvironment environment = processed(Map.of(
                "spring.datasource.url", "jdbc:postgresql://127.0.0.1/test",
                "spring.flyway.url", "jdbc:hotrow:mem:/shop"));

        assertNull(environment.getProperty("spring.datasource.driver-class-name"));
        assertNull(environment.getProperty("spring.liquibase.driver-class-name"));
        assertEquals(HotrowDriver.class.getName(), environment.getProperty("spring.flyway.driver-class-name"));
    }

    @Test
    void aDriverTheApplicationNamesWinsUnderAnySpelling() {
        StandardEnvironment environment = processed(Map.of(
                "spring.datasource.url", "jdbc:hotrow:mem:/shop",
                "spring.datasource.driverClassName", "com.example.WrappingDriver"));

        assertEquals("com.example.WrappingDriver", environment.getProperty("spring.datasource.driver-class-name"));
        assertNull(environment.getPropertySources().get("hotrowDriverClassNames"));
    }
}
