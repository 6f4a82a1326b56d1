package io.hotrow.engine.catalog;

import org.h2.schema.Domain;
import org.h2.value.ExtTypeInfoEnum;
import org.h2.value.Value;

/**
 * Enum types: H2 makes {@code CREATE TYPE mood AS ENUM (...)} a domain over its ENUM data type,
 * which the catalog shows as PostgreSQL shows an enum type (pg_type typtype 'e', its labels in
 * pg_enum). H2 gives a domain one id; the array type and the labels PostgreSQL also has get oids
 * derived from it, in ranges H2's ids (counted up from 1) do not reach.
 */
final class EnumTypes {

    private static final int ARRAY_OIDS = 0x40000000;
    private static final int LABEL_OIDS = 0x20000000;
    /** Labels per type the label oids leave room for; a type with more repeats oids, which no client is known to read. */
    private static final int LABELS_PER_TYPE = 4096;

    /** What every enum type's values are in PostgreSQL, for pg_attribute: 4 bytes by value (the label's oid), no collation. */
    static final PgType LAYOUT = new PgType(3500, "anyenum", "anyenum", 4, true, 'E', 'i', "enum_in", 0, 0, false);

    private EnumTypes() {
    }

    static boolean isEnum(Domain domain) {
        return domain.getDataType().getValueType() == Value.ENUM;
    }

    static ExtTypeInfoEnum labels(Domain domain) {
        return (ExtTypeInfoEnum) domain.getDataType().getExtTypeInfo();
    }

    static int arrayOid(Domain domain) {
        return ARRAY_OIDS + H2Objects.oid(domain);
    }

    static int labelOid(Domain domain, int ordinal) {
        return LABEL_OIDS + H2Objects.oid(domain) * LABELS_PER_TYPE + ordinal % LABELS_PER_TYPE;
    }
}
