package io.hotrow.tck.hibernate;

public enum ItemStatus {
    LISTED,
    SOLD
}
