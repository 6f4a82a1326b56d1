package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDataSource;
import io.hotrow.tck.hibernate.Item;
import io.hotrow.tck.hibernate.ItemStatus;
import io.hotrow.tck.hibernate.Shop;
import io.hotrow.tck.hibernate.Timer;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.OptimisticLockException;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Hibernate 6 as an application boots it, with no dialect configured: it must recognise PostgreSQL
 * from the driver's metadata, create or check the schema, and run its usual SQL on both placements.
 */
@Timeout(120)
class HibernateTest {

    static {
        System.setProperty("org.jboss.logging.provider", "slf4j"); // Hibernate's INFO lines would go to the console through JUL
    }

    /** The schema an application's own script creates, as Hibernate maps the entities. */
    private static final String[] SCHEMA_SCRIPT = {
        "CREATE TABLE shop (id bigserial PRIMARY KEY, name varchar(255) NOT NULL)",
        "CREATE SEQUENCE item_seq START WITH 1 INCREMENT BY 10",
        """
        CREATE TABLE item (
            id bigint PRIMARY KEY,
            shop_id bigint NOT NULL REFERENCES shop (id),
            version integer NOT NULL,
            name varchar(255) NOT NULL,
            description text,
            price numeric(10, 2) NOT NULL,
            status varchar(255) NOT NULL CHECK (status IN ('LISTED', 'SOLD')),
            listed_at timestamp with time zone NOT NULL
        )""",
    };

    private static final OffsetDateTime LISTED = OffsetDateTime.of(2024, 3, 1, 12, 30, 15, 123_456_000, ZoneOffset.ofHours(2));

    @ParameterizedTest
    @EnumSource(Target.class)
    void createdSchemaServesCrudVersionsPagesJoinsAggregatesAndLocks(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target);
                SessionFactory sessions = boot(hotrow(db), "create")) {
            assertInstanceOf(PostgreSQLDialect.class, sessions.unwrap(SessionFactoryImplementor.class).getJdbcServices().getDialect(),
                    "Hibernate picks its PostgreSQL dialect from DatabaseMetaData alone");
            assertEquals(2, db.queryLong("SELECT count(*) FROM pg_constraint WHERE conrelid = 'item'::regclass"
                    + " AND conname IN ('item_pkey', 'item_status_check')"), "the constraints Hibernate leaves unnamed have PostgreSQL's names");

            long shopId = sessions.fromTransaction(s -> {
                Shop north = new Shop("north");
                s.persist(north);
                for (int i = 1; i <= 7; i++) {
                    s.persist(new Item(north, "item-" + i, i % 2 == 0 ? "an even one" : null, new BigDecimal(i + ".25"),
                            i <= 5 ? ItemStatus.LISTED : ItemStatus.SOLD, LISTED.plusMinutes(i)));
                }
                s.persist(new Shop("south"));
                return north.getId();
            });

            Item first = sessions.fromTransaction(s -> s.createSelectionQuery("from Item where name = 'item-1'", Item.class).getSingleResult());
            assertNotNull(first.getId());
            assertEquals(0, first.getVersion());
            assertEquals(new BigDecimal("1.25"), first.getPrice());
            assertTrue(LISTED.plusMinutes(1).isEqual(first.getListedAt()), "timestamptz keeps the instant: " + first.getListedAt());
            assertEquals(ItemStatus.LISTED, first.getStatus());
            assertEquals("an even one", sessions.fromTransaction(s ->
                    s.createSelectionQuery("select description from Item where name = 'item-2'", String.class).getSingleResult()));

            sessions.inTransaction(s -> s.find(Item.class, first.getId()).setPrice(new BigDecimal("9.99")));
            Item updated = sessions.fromTransaction(s -> s.find(Item.class, first.getId()));
            assertEquals(1, updated.getVersion(), "an update bumps @Version");
            assertEquals(new BigDecimal("9.99"), updated.getPrice());

            assertStaleWritesAreRefused(sessions, first.getId());

            List<String> page = sessions.fromTransaction(s -> s.createSelectionQuery("select name from Item order by name desc", String.class)
                    .setFirstResult(2).setMaxResults(3).getResultList());
            assertEquals(List.of("item-5", "item-4", "item-3"), page);

            Shop fetched = sessions.fromTransaction(s -> s.createSelectionQuery(
                    "from Shop s join fetch s.items where s.id = :id", Shop.class).setParameter("id", shopId).getSingleResult());
            assertEquals(7, fetched.getItems().size(), "items were fetched with the shop, readable after the session closed");

            List<Object[]> byStatus = sessions.fromTransaction(s -> s.createSelectionQuery(
                    "select i.status, count(i), sum(i.price) from Item i join i.shop sh where sh.name = 'north' group by i.status order by i.status",
                    Object[].class).getResultList());
            assertEquals(2, byStatus.size());
            assertEquals(ItemStatus.LISTED, byStatus.get(0)[0]);
            assertEquals(4L, byStatus.get(0)[1], "item-1 was sold by the stale-write check");
            assertEquals(0, new BigDecimal("15.00").compareTo((BigDecimal) byStatus.get(0)[2]), "2.25 + 3.25 + 4.25 + 5.25");
            assertEquals(ItemStatus.SOLD, byStatus.get(1)[0]);
            assertEquals(3L, byStatus.get(1)[1]);
            assertEquals(0, new BigDecimal("23.49").compareTo((BigDecimal) byStatus.get(1)[2]), "9.99 + 6.25 + 7.25");

            long recent = sessions.fromTransaction(s -> s.createSelectionQuery(
                    "select count(*) from Item i where i.listedAt + :minutes minute > :cutoff", Long.class)
                    .setParameter("minutes", 2).setParameter("cutoff", LISTED.plusMinutes(7)).getSingleResult());
            assertEquals(2, recent, "item-6 and item-7 are less than 2 minutes before the cutoff (date arithmetic by interval)");

            String locked = sessions.fromTransaction(s -> s.find(Item.class, first.getId(), LockModeType.PESSIMISTIC_WRITE).getName()
                    + " " + s.find(Shop.class, shopId, LockModeType.PESSIMISTIC_READ).getName());
            assertEquals("item-1 north", locked, "FOR NO KEY UPDATE and FOR SHARE, Hibernate's pessimistic locks on PostgreSQL");

            sessions.inTransaction(s -> s.remove(s.find(Item.class, first.getId())));
            long left = sessions.fromTransaction(s -> s.createSelectionQuery("select count(*) from Item", Long.class).getSingleResult());
            assertEquals(6, left);
            assertEquals(6, db.queryLongDirectly("SELECT count(*) FROM item"));
        }
    }

    /**
     * A session whose copy of a row went stale while it was not in a transaction: its flush updates
     * by the old version, finds no row and fails. (On the engine a read-write transaction holds the
     * writer lane from its first statement, so two such transactions cannot interleave in one thread.)
     */
    private static void assertStaleWritesAreRefused(SessionFactory sessions, long itemId) {
        try (Session stale = sessions.openSession()) {
            Transaction read = stale.beginTransaction();
            Item mine = stale.find(Item.class, itemId);
            read.commit();
            sessions.inTransaction(s -> s.find(Item.class, itemId).setStatus(ItemStatus.SOLD));
            Transaction write = stale.beginTransaction();
            mine.setPrice(BigDecimal.ONE);
            RuntimeException conflict = assertThrows(RuntimeException.class, write::commit);
            assertInstanceOf(OptimisticLockException.class, conflict, "JPA's optimistic lock failure, not: " + conflict);
        }
        Item now = sessions.fromTransaction(s -> s.find(Item.class, itemId));
        assertEquals(ItemStatus.SOLD, now.getStatus());
        assertEquals(new BigDecimal("9.99"), now.getPrice(), "the stale write changed nothing");
        assertEquals(2, now.getVersion());
    }

    /**
     * Two EntityManagers interleaved in one thread, each in a transaction of its own (what a
     * REQUIRES_NEW service method does under JPA): each flushes an update of its own item while the
     * other's transaction is open, and both commit.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void twoEntityManagersInOneThreadUpdateDifferentItemsAndBothCommit(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target); SessionFactory sessions = boot(hotrow(db), "create")) {
            List<Long> ids = sessions.fromTransaction(s -> {
                Shop shop = new Shop("east");
                s.persist(shop);
                Item lamp = new Item(shop, "lamp", null, new BigDecimal("10.00"), ItemStatus.LISTED, LISTED);
                Item desk = new Item(shop, "desk", null, new BigDecimal("20.00"), ItemStatus.LISTED, LISTED);
                s.persist(lamp);
                s.persist(desk);
                return List.of(lamp.getId(), desk.getId());
            });
            try (EntityManager first = sessions.createEntityManager(); EntityManager second = sessions.createEntityManager()) {
                first.getTransaction().begin();
                first.find(Item.class, ids.get(0)).setPrice(new BigDecimal("11.00"));
                first.flush(); // the UPDATE runs now, so the first transaction holds its row while the second works
                second.getTransaction().begin();
                second.find(Item.class, ids.get(1)).setPrice(new BigDecimal("22.00"));
                second.flush();
                second.getTransaction().commit();
                first.getTransaction().commit();
            }
            List<Item> items = sessions.fromTransaction(s -> List.of(s.find(Item.class, ids.get(0)), s.find(Item.class, ids.get(1))));
            assertEquals(new BigDecimal("11.00"), items.get(0).getPrice());
            assertEquals(new BigDecimal("22.00"), items.get(1).getPrice());
            assertEquals(List.of(1, 1), items.stream().map(Item::getVersion).toList(), "each update bumped its item's @Version once");
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void anExistingSchemaValidatesAndUpdateChangesNothing(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute(SCHEMA_SCRIPT);
            db.execute("CREATE INDEX ON item (shop_id)"); // an index without a name, which our parser cannot read
            RecordingDataSource dataSource = new RecordingDataSource(hotrow(db));

            boot(dataSource, "validate").close();

            dataSource.sql().clear();
            boot(dataSource, "update").close();
            assertEquals(List.of(), schemaChanges(dataSource.sql()), "hbm2ddl=update on the schema it maps sends no DDL");

            try (SessionFactory sessions = boot(dataSource, "none")) {
                long shopId = sessions.fromTransaction(s -> {
                    Shop shop = new Shop("west");
                    s.persist(shop);
                    s.persist(new Item(shop, "lamp", "brass", new BigDecimal("12.50"), ItemStatus.LISTED, LISTED));
                    return shop.getId();
                });
                assertEquals(1, db.queryLongDirectly("SELECT count(*) FROM item WHERE shop_id = " + shopId));
            }
        }
    }

    private static final List<Duration> LENGTHS = List.of(Duration.ofMinutes(90), Duration.ofHours(26),
            Duration.ofSeconds(3, 250_000_000), Duration.ofDays(400).plusNanos(1_000), Duration.ZERO);

    /**
     * Duration attributes as Hibernate 6 maps them on PostgreSQL ({@link Timer}): a numeric(21) of
     * nanoseconds, and an {@code interval second(6)} column it creates, written as
     * {@code ? * interval '1 second'} and read through extract(epoch ...); the same on both placements.
     */
    @Test
    void durationsRoundTripThroughNumericAndIntervalColumnsAsOnPostgres() throws Exception {
        List<String> postgres = durationRoundTrip(Target.POSTGRES);
        assertEquals(postgres, durationRoundTrip(Target.ENGINE));
    }

    private static List<String> durationRoundTrip(Target target) throws Exception {
        List<String> seen = new ArrayList<>();
        try (TargetDatabase db = new TargetDatabase(target); SessionFactory sessions = boot(hotrow(db), "create", Timer.class)) {
            boot(hotrow(db), "validate", Timer.class).close(); // the interval column reads back as the type Hibernate maps
            sessions.inTransaction(s -> {
                for (int i = 0; i < LENGTHS.size(); i++) {
                    s.persist(new Timer("t" + i, LENGTHS.get(i)));
                }
            });
            seen.add("read: " + sessions.fromTransaction(s -> s.createSelectionQuery("select length, pause from Timer order by id", Object[].class)
                    .getResultList().stream().map(List::of).toList()));
            seen.add("longer than a day: " + sessions.fromTransaction(s -> s.createSelectionQuery(
                    "select name from Timer where pause > :pause and length > :length order by pause", String.class)
                    .setParameter("pause", Duration.ofDays(1)).setParameter("length", Duration.ofDays(1))
                    .getResultList()));
            sessions.inTransaction(s -> s.createSelectionQuery("from Timer where name = 't0'", Timer.class).getSingleResult()
                    .setLength(Duration.ofSeconds(-45)));
            seen.add("updated: " + List.of(sessions.fromTransaction(s -> s.createSelectionQuery("select length, pause from Timer where name = 't0'",
                    Object[].class).getSingleResult())));
            seen.add("stored: " + storedText(db));
        }
        return seen;
    }

    /** The column's type name and each value's text, as plain JDBC reads them. */
    private static String storedText(TargetDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT length, pause FROM timer ORDER BY id")) {
            StringBuilder out = new StringBuilder(rs.getMetaData().getColumnTypeName(1) + " " + rs.getMetaData().getColumnTypeName(2));
            while (rs.next()) {
                out.append(" | ").append(rs.getString(1)).append(' ').append(rs.getString(2));
            }
            return out.toString();
        }
    }

    private static DataSource hotrow(TargetDatabase db) {
        HotrowDataSource hotrow = new HotrowDataSource();
        hotrow.setUrl(db.url());
        return hotrow;
    }

    private static List<String> schemaChanges(List<String> sql) {
        return sql.stream().filter(s -> s.trim().toLowerCase(Locale.ROOT).matches("(?s)(create|alter|drop|comment)\\b.*")).toList();
    }

    private static SessionFactory boot(DataSource dataSource, String schemaAction) {
        return boot(dataSource, schemaAction, Shop.class, Item.class);
    }

    /** Hibernate's native bootstrap over a DataSource, with no dialect set. */
    private static SessionFactory boot(DataSource dataSource, String schemaAction, Class<?>... entities) {
        var registry = new StandardServiceRegistryBuilder()
                .applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource)
                .applySetting(AvailableSettings.HBM2DDL_AUTO, schemaAction)
                .build();
        try {
            return new MetadataSources(registry).addAnnotatedClasses(entities).buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }
}
