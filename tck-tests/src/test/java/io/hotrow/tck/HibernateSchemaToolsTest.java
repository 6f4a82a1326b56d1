package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDataSource;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Hibernate's schema tools with no dialect set read the catalog through DatabaseMetaData: on an
 * existing schema, {@code hbm2ddl.auto=update} changes nothing (on the engine it used to find no
 * tables and add a second foreign key) and {@code validate} passes.
 */
class HibernateSchemaToolsTest {

    @Entity(name = "Owner")
    @Table(name = "owner_")
    public static class Owner {
        @Id
        @GeneratedValue(strategy = GenerationType.IDENTITY)
        Long id;
        @Column(nullable = false, length = 80)
        String name;
        OffsetDateTime created;
        boolean active;
    }

    @Entity(name = "Pet")
    @Table(name = "pet", indexes = @Index(name = "pet_name_idx", columnList = "name"))
    public static class Pet {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "pet_seq")
        @SequenceGenerator(name = "pet_seq", sequenceName = "pet_seq", allocationSize = 1)
        Long id;
        @ManyToOne
        Owner owner;
        @Column(unique = true)
        String name;
        @Version
        int version;
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void updateOnAnExistingSchemaChangesNothingAndValidatePasses(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            HotrowDataSource hotrow = new HotrowDataSource();
            hotrow.setUrl(db.url());
            RecordingDataSource recorded = new RecordingDataSource(hotrow);
            run(recorded, "update");
            assertTrue(ddl(recorded.sql()).stream().anyMatch(sql -> sql.contains("foreign key")), "the first update creates the schema");
            recorded.sql().clear();
            run(recorded, "update");
            assertEquals(List.of(), ddl(recorded.sql()), "a second update finds everything in place");
            run(recorded, "validate");
            try (Connection c = db.connect(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pg_constraint WHERE contype = 'f' AND conrelid = 'pet'::regclass")) {
                assertTrue(rs.next());
                assertEquals(1, rs.getInt(1), "one foreign key");
            }
            assertFalse(recorded.sql().isEmpty());
        }
    }

    private static void run(RecordingDataSource dataSource, String action) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource)
                .applySetting(AvailableSettings.HBM2DDL_AUTO, action)
                .build();
        try (SessionFactory ignored = new MetadataSources(registry).addAnnotatedClass(Owner.class).addAnnotatedClass(Pet.class)
                .buildMetadata().buildSessionFactory()) {
            // building the session factory runs the schema tool
        }
    }

    private static List<String> ddl(List<String> sql) {
        return sql.stream().filter(s -> s.trim().toLowerCase(Locale.ROOT).matches("(?s)(create|alter|drop)\\b.*")).toList();
    }
}
