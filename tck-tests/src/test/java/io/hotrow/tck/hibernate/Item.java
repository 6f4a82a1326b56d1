package io.hotrow.tck.hibernate;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.time.OffsetDateTime;

/** The child: a SEQUENCE id, a foreign key to its shop, optimistic locking and the common column types. */
@Entity
@Table(name = "item")
public class Item {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "item_ids")
    @SequenceGenerator(name = "item_ids", sequenceName = "item_seq", allocationSize = 10)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "shop_id", nullable = false)
    private Shop shop;

    @Version
    private int version;

    @Column(nullable = false)
    private String name;

    @Column(columnDefinition = "text")
    private String description;

    @Column(nullable = false, precision = 10, scale = 2)
    private BigDecimal price;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private ItemStatus status;

    @Column(name = "listed_at", nullable = false) // timestamp with time zone
    private OffsetDateTime listedAt;

    protected Item() {
    }

    public Item(Shop shop, String name, String description, BigDecimal price, ItemStatus status, OffsetDateTime listedAt) {
        this.shop = shop;
        this.name = name;
        this.description = description;
        this.price = price;
        this.status = status;
        this.listedAt = listedAt;
        shop.getItems().add(this);
    }

    public Long getId() {
        return id;
    }

    public Shop getShop() {
        return shop;
    }

    public int getVersion() {
        return version;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public ItemStatus getStatus() {
        return status;
    }

    public void setStatus(ItemStatus status) {
        this.status = status;
    }

    public OffsetDateTime getListedAt() {
        return listedAt;
    }
}
