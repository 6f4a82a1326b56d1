package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.schema.Domain;
import org.h2.schema.Schema;
import org.h2.value.ExtTypeInfoEnum;

/** pg_enum: the labels of each enum type ({@link EnumTypes}), in their declaration order, numbered from 1 as PostgreSQL numbers them. */
final class PgEnum implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "enumtypid oid", "enumsortorder float4", "enumlabel name");

    @Override
    public String name() {
        return "pg_enum";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Schema schema : objects.schemas()) {
            for (Domain domain : schema.getAllDomains()) {
                if (EnumTypes.isEnum(domain)) {
                    ExtTypeInfoEnum labels = EnumTypes.labels(domain);
                    for (int ordinal = 0; ordinal < labels.getCount(); ordinal++) {
                        rows.add(EnumTypes.labelOid(domain, ordinal), H2Objects.oid(domain), (float) (ordinal + 1),
                                labels.getEnumerator(ordinal));
                    }
                }
            }
        }
    }
}
