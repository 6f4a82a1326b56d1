package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.index.Index;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;
import org.h2.value.TypeInfo;
import org.h2.value.Value;

/**
 * pg_attribute: the columns of tables, views and indexes (an index's columns are named after the
 * table columns they hold). No system columns (ctid, xmin, ...) and no dropped ones: H2 has neither.
 */
final class PgAttribute implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("attrelid oid", "attname name", "atttypid oid",
            "attstattarget int4", "attlen int2", "attnum int2", "attndims int4", "attcacheoff int4", "atttypmod int4",
            "attbyval bool", "attalign char", "attstorage char", "attcompression char", "attnotnull bool", "atthasdef bool",
            "atthasmissing bool", "attidentity char", "attgenerated char", "attisdropped bool", "attislocal bool",
            "attinhcount int4", "attcollation oid", "attacl aclitem[]", "attoptions text[]", "attfdwoptions text[]",
            "attmissingval anyarray");

    @Override
    public String name() {
        return "pg_attribute";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            int tableOid = H2Objects.oid(table);
            for (Column column : IndexExpressions.shown(table)) {
                boolean serial = SerialColumns.isSerial(column); // shown as PostgreSQL shows serial: a default, no identity
                String identity = column.isIdentity() && !serial ? (column.isGeneratedAlways() ? "a" : "d") : "";
                boolean hasDefault = serial || !column.isIdentity() && column.getDefaultExpression() != null;
                add(rows, tableOid, column, column.getName(), column.getColumnId() + 1, !column.isNullable(), hasDefault, identity,
                        column.isGenerated() ? "s" : "");
            }
            for (Index index : objects.indexes(table)) {
                List<IndexColumn> columns = IndexExpressions.keys(index);
                for (int i = 0; i < columns.size(); i++) {
                    Column column = columns.get(i).column;
                    String name = IndexExpressions.isHidden(column) ? IndexExpressions.attributeName(column) : column.getName();
                    add(rows, H2Objects.oid(index), column, name, i + 1, false, false, "", "");
                }
            }
        }
    }

    private static void add(Rows rows, int relation, Column column, String name, int number, boolean notNull, boolean hasDefault,
            String identity, String generated) {
        boolean domain = column.getDomain() != null && !SerialColumns.isSerialDomain(column.getDomain());
        PgType type = domain && EnumTypes.isEnum(column.getDomain()) ? EnumTypes.LAYOUT : PgTypes.of(column.getType());
        int typeOid = domain ? H2Objects.oid(column.getDomain()) : type.oid();
        rows.add(relation, name, typeOid, -1, (short) type.length(), (short) number, dimensions(column.getType()), -1,
                PgTypes.typmod(column.getType()), type.byValue(), String.valueOf(type.alignment()), String.valueOf(type.storage()), "",
                notNull, hasDefault, false, identity, generated, false, true, 0, type.collation(), null, null, null, null);
    }

    private static int dimensions(TypeInfo type) {
        int dimensions = 0;
        for (TypeInfo t = type; t.getValueType() == Value.ARRAY; t = (TypeInfo) t.getExtTypeInfo()) {
            dimensions++;
        }
        return dimensions;
    }
}
