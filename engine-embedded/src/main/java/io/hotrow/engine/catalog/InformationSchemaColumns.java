package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.schema.Domain;
import org.h2.schema.Sequence;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.table.TableType;
import org.h2.value.TypeInfo;

/**
 * PostgreSQL's information_schema.columns, which ORMs read to compare their models with the database (Sequelize's
 * {@code sync({alter})}, TypeORM's synchronize): its columns and words ({@code integer}, {@code character varying},
 * {@code ARRAY}, udt_name {@code int4}), a serial column by its {@code nextval} default rather than as an identity.
 * H2's view of that name answers the standard's words and H2's own columns; the dialect shim sends an application's
 * {@code information_schema.columns} here ({@link InformationSchemaViews#COLUMNS}).
 */
final class InformationSchemaColumns implements CatalogRelation {

    /** What a column of unbounded text may hold in bytes, and how many bytes a character may take (UTF-8). */
    private static final int MAX_OCTETS = 1_073_741_824;
    private static final int OCTETS_PER_CHARACTER = 4;

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("table_catalog name", "table_schema name", "table_name name",
            "column_name name", "ordinal_position int4", "column_default text", "is_nullable text", "data_type text",
            "character_maximum_length int4", "character_octet_length int4", "numeric_precision int4", "numeric_precision_radix int4",
            "numeric_scale int4", "datetime_precision int4", "interval_type text", "interval_precision int4",
            "character_set_catalog name", "character_set_schema name", "character_set_name name", "collation_catalog name",
            "collation_schema name", "collation_name name", "domain_catalog name", "domain_schema name", "domain_name name",
            "udt_catalog name", "udt_schema name", "udt_name name", "scope_catalog name", "scope_schema name", "scope_name name",
            "maximum_cardinality int4", "dtd_identifier name", "is_self_referencing text", "is_identity text",
            "identity_generation text", "identity_start text", "identity_increment text", "identity_maximum text",
            "identity_minimum text", "identity_cycle text", "is_generated text", "generation_expression text", "is_updatable text");

    @Override
    public String name() {
        return InformationSchemaViews.COLUMNS_VIEW;
    }

    @Override
    public boolean isView() {
        return true;
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        String database = objects.databaseName();
        for (Table table : objects.relations()) {
            boolean view = table.getTableType() == TableType.VIEW;
            for (Column column : IndexExpressions.shown(table)) {
                int position = column.getColumnId() + 1;
                TypeInfo type = column.getType();
                PgType pg = PgTypes.of(type);
                Domain declared = column.getDomain() != null && !SerialColumns.isSerialDomain(column.getDomain()) ? column.getDomain() : null;
                // an enum type is a type of its own in PostgreSQL, not a domain over text: its name is the column's udt_name
                Domain enumType = declared != null && EnumTypes.isEnum(declared) ? declared : null;
                Domain domain = enumType == null ? declared : null;
                boolean identity = column.isIdentity() && !SerialColumns.isSerial(column);
                Sequence generator = identity ? column.getSequence() : null;
                int typmod = PgTypes.typmod(type);
                rows.add(database, table.getSchema().getName(), table.getName(), column.getName(), position,
                        column.isGenerated() ? null : PgAttrdef.expression(objects, table, column), column.isNullable() ? "YES" : "NO",
                        enumType != null ? "USER-DEFINED" : dataType(pg), characterLength(pg, typmod),
                        enumType != null ? null : octetLength(pg, typmod), numericPrecision(pg, typmod),
                        numericRadix(pg), numericScale(pg, typmod), datetimePrecision(pg, typmod), null, null,
                        null, null, null, null, null, null,
                        domain == null ? null : database, domain == null ? null : domain.getSchema().getName(),
                        domain == null ? null : domain.getName(),
                        database, enumType != null ? enumType.getSchema().getName() : H2Objects.PG_CATALOG,
                        enumType != null ? enumType.getName() : pg.name(), null, null, null, null, String.valueOf(position), "NO",
                        identity ? "YES" : "NO", identity ? (column.isGeneratedAlways() ? "ALWAYS" : "BY DEFAULT") : null,
                        generator == null ? null : String.valueOf(generator.getStartValue()),
                        generator == null ? null : String.valueOf(generator.getIncrement()),
                        generator == null ? null : String.valueOf(generator.getMaxValue()),
                        generator == null ? null : String.valueOf(generator.getMinValue()),
                        generator != null && generator.getCycle().isCycle() ? "YES" : "NO",
                        column.isGenerated() ? "ALWAYS" : "NEVER", column.isGenerated() ? PgAttrdef.expression(objects, table, column) : null,
                        view ? "NO" : "YES");
            }
        }
    }

    /** PostgreSQL's data_type: {@code ARRAY} for arrays, else format_type's name without modifiers. */
    private static String dataType(PgType type) {
        return type.isArray() ? "ARRAY" : type.sqlName();
    }

    private static boolean isCharacter(PgType type) {
        return type == PgTypes.VARCHAR || type == PgTypes.BPCHAR;
    }

    private static Integer characterLength(PgType type, int typmod) {
        return isCharacter(type) && typmod >= 0 ? typmod - 4 : null;
    }

    private static Integer octetLength(PgType type, int typmod) {
        if (isCharacter(type) || type == PgTypes.TEXT) {
            return typmod >= 0 ? (typmod - 4) * OCTETS_PER_CHARACTER : MAX_OCTETS;
        }
        return null;
    }

    private static Integer numericPrecision(PgType type, int typmod) {
        if (type == PgTypes.NUMERIC) {
            return typmod >= 0 ? (typmod - 4) >> 16 : null;
        }
        return binaryPrecision(type);
    }

    /** The bits of an integer's or float's precision, as PostgreSQL counts them. */
    private static Integer binaryPrecision(PgType type) {
        if (type == PgTypes.INT2) {
            return 16;
        }
        if (type == PgTypes.INT4) {
            return 32;
        }
        if (type == PgTypes.INT8) {
            return 64;
        }
        if (type == PgTypes.FLOAT4) {
            return 24;
        }
        return type == PgTypes.FLOAT8 ? 53 : null;
    }

    private static Integer numericRadix(PgType type) {
        if (type == PgTypes.NUMERIC) {
            return 10;
        }
        return binaryPrecision(type) != null ? 2 : null;
    }

    private static Integer numericScale(PgType type, int typmod) {
        if (type == PgTypes.NUMERIC) {
            return typmod >= 0 ? (typmod - 4) & 0xffff : null;
        }
        return type == PgTypes.INT2 || type == PgTypes.INT4 || type == PgTypes.INT8 ? 0 : null;
    }

    private static Integer datetimePrecision(PgType type, int typmod) {
        if (type == PgTypes.DATE) {
            return 0;
        }
        boolean fractional = type == PgTypes.TIME || type == PgTypes.TIMETZ || type == PgTypes.TIMESTAMP || type == PgTypes.TIMESTAMPTZ
                || type == PgTypes.INTERVAL;
        return fractional ? (typmod >= 0 ? typmod : 6) : null;
    }
}
