package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.zaxxer.hikari.HikariDataSource;
import io.hotrow.driver.HotrowDriver;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.autoconfigure.flyway.FlywayAutoConfiguration;
import org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration;
import org.springframework.boot.autoconfigure.liquibase.LiquibaseAutoConfiguration;
import org.springframework.boot.autoconfigure.sql.init.SqlInitializationAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * Spring Boot applications that only changed their URLs to {@code jdbc:hotrow:}, with no
 * {@code driver-class-name}: a real {@code SpringApplication} (so tool-integrations' environment
 * post-processor runs), with just the auto-configurations each case needs.
 */
class SpringBootUrlTest {

    @BeforeAll
    static void sendNoUsageData() {
        System.setProperty("liquibase.analytics.enabled", "false");
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({DataSourceAutoConfiguration.class, FlywayAutoConfiguration.class})
    static class DataSourceAndFlyway {
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({DataSourceAutoConfiguration.class, SqlInitializationAutoConfiguration.class})
    static class DataSourceAndSqlInit {
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration(FlywayAutoConfiguration.class)
    static class FlywayAlone {
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration(LiquibaseAutoConfiguration.class)
    static class LiquibaseAlone {
    }

    private static ConfigurableApplicationContext start(Class<?> application, String... properties) {
        return new SpringApplicationBuilder(application)
                .web(WebApplicationType.NONE)
                .bannerMode(Banner.Mode.OFF)
                .logStartupInfo(false)
                .properties("logging.level.root=warn")
                .properties(properties)
                .run();
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void springDatasourceUrlAloneGivesAHikariPoolOnTheDriverThatFlywayMigrates(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target);
             ConfigurableApplicationContext context = start(DataSourceAndFlyway.class,
                     "spring.datasource.url=" + db.url(), "spring.flyway.locations=classpath:tools/flyway")) {
            HikariDataSource pool = assertInstanceOf(HikariDataSource.class, context.getBean(DataSource.class));

            assertEquals(HotrowDriver.class.getName(), pool.getDriverClassName());
            assertEquals(2, db.queryLong("SELECT count(*) FROM item"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void springFlywayUrlMigratesWithoutAnApplicationDataSource(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target);
             ConfigurableApplicationContext context = start(FlywayAlone.class,
                     "spring.flyway.url=" + db.url(), "spring.flyway.locations=classpath:tools/flyway")) {
            assertEquals(2, db.queryLong("SELECT count(*) FROM item"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void springLiquibaseUrlUpdatesWithoutAnApplicationDataSource(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target);
             ConfigurableApplicationContext context = start(LiquibaseAlone.class,
                     "spring.liquibase.url=" + db.url(), "spring.liquibase.change-log=classpath:tools/liquibase/changelog.xml")) {
            assertEquals(2, db.queryLong("SELECT count(*) FROM item"));
        }
    }

    /**
     * An application's own schema and data scripts, in the shape of a well-known public sample's
     * (unnamed indexes, identity keys, guarded inserts, ON CONFLICT without a column list), run by
     * Spring Boot on every start: twice, with the same rows on both placements.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void springSqlInitRunsTheApplicationsOwnScriptsOnEveryStart(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            for (int start = 1; start <= 2; start++) {
                try (ConfigurableApplicationContext context = start(DataSourceAndSqlInit.class, "spring.datasource.url=" + db.url(),
                        "spring.sql.init.mode=always", "spring.sql.init.schema-locations=classpath:petclinic/schema.sql",
                        "spring.sql.init.data-locations=classpath:petclinic/data.sql")) {
                    assertEquals(3, db.queryLong("SELECT count(*) FROM vets"), "start " + start);
                    assertEquals(3, db.queryLong("SELECT count(*) FROM vet_specialties"), "start " + start);
                    assertEquals(2, db.queryLong("SELECT count(*) FROM visits v JOIN pets p ON p.id = v.pet_id JOIN owners o ON o.id = p.owner_id"));
                }
            }
        }
    }
}
