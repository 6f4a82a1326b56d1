package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What ORMs write when they compare their models with the catalog (Sequelize, TypeORM), and what the engine runs. */
class InformationSchemaReadsTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        // TypeORM quotes both names and qualifies columns by the relation's name
        "SELECT columns.* FROM \"information_schema\".\"columns\" LEFT JOIN x ON x.a = \"columns\".\"column_name\""
            + " => SELECT columns.* FROM hotrow.information_schema_columns AS columns LEFT JOIN x ON x.a = \"columns\".\"column_name\"",
        // Sequelize aliases it
        "SELECT c.udt_name FROM information_schema.columns c WHERE c.table_name = 't'"
            + " => SELECT c.udt_name FROM hotrow.information_schema_columns c WHERE c.table_name = 't'",
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'pg_class'"
            + " => SELECT 1 FROM hotrow.information_schema_columns AS columns WHERE table_name = 'pg_class'",
        // the other relations whose H2 views answer otherwise, quoted or not
        "SELECT * FROM information_schema.tables => SELECT * FROM hotrow.information_schema_tables AS tables",
        "SELECT * FROM \"information_schema\".\"tables\" WHERE \"table_schema\" = 'public'"
            + " => SELECT * FROM hotrow.information_schema_tables AS tables WHERE \"table_schema\" = 'public'",
        "SELECT k.column_name FROM information_schema.table_constraints c JOIN information_schema.key_column_usage k USING (constraint_name)"
            + " => SELECT k.column_name FROM hotrow.information_schema_table_constraints c JOIN hotrow.information_schema_key_column_usage k"
            + " USING (constraint_name)",
        // another relation, or another case of a quoted name, is not one of PostgreSQL's the engine keeps
        "SELECT * FROM information_schema.routines => SELECT * FROM information_schema.routines",
        "SELECT * FROM \"information_schema\".\"TABLES\" => SELECT * FROM \"information_schema\".\"TABLES\"",
        "SELECT * FROM \"information_schema\".\"COLUMNS\" => SELECT * FROM \"information_schema\".\"COLUMNS\"",
        // regtype's output of a name built from text, as TypeORM reads a column's type
        "SELECT ('\"' || \"udt_schema\" || '\".\"' || \"udt_name\" || '\"')::\"regtype\"::text AS \"regtype\" FROM t"
            + " => SELECT pg_catalog.hotrow_regtype_name(CAST(('\"' || \"udt_schema\" || '\".\"' || \"udt_name\" || '\"') AS VARCHAR))"
            + " AS \"regtype\" FROM t",
    })
    void readsOfTheCatalog(String written, String run) throws UnsupportedSqlException {
        assertEquals(run, translate(written));
    }
}
