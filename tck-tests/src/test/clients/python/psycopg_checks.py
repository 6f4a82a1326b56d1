"""psycopg 3 (Debian's python3-psycopg): server-side parameters, binary results, arrays, server cursors, COPY, pipeline."""
import datetime
import decimal

from checks import expect, run, skip_unless_importable

skip_unless_importable("psycopg", "python3-psycopg")
import psycopg  # noqa: E402
import psycopg.errors  # noqa: E402


def connect(target, autocommit=True):
    return psycopg.connect(target.dsn(), autocommit=autocommit)


def table(target):
    with connect(target) as c:
        c.execute("CREATE TABLE p3_item (id int PRIMARY KEY, name text NOT NULL, price numeric(8,2), made date,"
                  " seen timestamptz, flag boolean, tags text[], sizes int[], doc jsonb)")


ROW = (1, "it's", decimal.Decimal("12.50"), datetime.date(2024, 2, 29),
       datetime.datetime(2024, 1, 2, 3, 4, 5, 678000, tzinfo=datetime.timezone.utc), True, ["a", "b c"], [3, 1, 2])


def params(target):
    with connect(target) as c:
        c.execute("INSERT INTO p3_item VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)", ROW + (psycopg.types.json.Jsonb({"k": [1, 2]}),))
        got = c.execute("SELECT id, name, price, made, seen, flag, tags, sizes, doc FROM p3_item WHERE name = %(name)s",
                        {"name": "it's"}).fetchone()
        expect(got[:8], ROW)
        expect(got[8], {"k": [1, 2]})


def binary(target):
    with connect(target) as c:
        got = c.cursor(binary=True).execute("SELECT id, name, price, made, seen, flag, tags, sizes FROM p3_item WHERE id = %b",
                                            (1,)).fetchone()
        expect(got, ROW)


def arrays(target):
    with connect(target) as c:
        got = c.execute("SELECT id FROM p3_item WHERE id = ANY(%s) AND %s::text = ANY(tags)", ([1, 2], "b c")).fetchall()
        expect(got, [(1,)])


def executemany(target):
    with connect(target) as c:
        c.cursor().executemany("INSERT INTO p3_item (id, name) VALUES (%s, %s)", [(i, "n%d" % i) for i in range(10, 60)])
        expect(c.execute("SELECT count(*) FROM p3_item WHERE id >= 10").fetchone(), (50,))


def server_cursor(target):
    with connect(target, autocommit=False) as c:
        with c.cursor(name="p3_walk") as cur:
            cur.itersize = 7
            cur.execute("SELECT id FROM p3_item WHERE id >= %s ORDER BY id", (10,))
            expect(cur.fetchmany(3), [(10,), (11,), (12,)])
            expect([r[0] for r in cur], list(range(13, 60)))


def copy(target):
    with connect(target) as c:
        cur = c.cursor()
        with cur.copy("COPY p3_item (id, name, price) FROM STDIN") as copy_in:
            copy_in.write_row((100, "x\ty", decimal.Decimal("1.5")))
            copy_in.write_row((101, "z", None))
        with cur.copy("COPY (SELECT id, name, price FROM p3_item WHERE id >= 100 ORDER BY id) TO STDOUT") as copy_out:
            rows = list(copy_out.rows())
        expect(rows, [("100", "x\ty", "1.50"), ("101", "z", None)])


def pipeline(target):
    with connect(target) as c:
        with c.pipeline():
            c.execute("UPDATE p3_item SET name = %s WHERE id = %s", ("piped", 10))
            cur = c.execute("SELECT name FROM p3_item WHERE id = %s", (10,))
        expect(cur.fetchone(), ("piped",))


def unique_violation(target):
    with connect(target) as c:
        try:
            c.execute("INSERT INTO p3_item (id, name) VALUES (1, 'again')")
        except psycopg.errors.UniqueViolation:
            return
        raise AssertionError("a duplicate key was accepted")


run([
    ("psycopg.create_table", table),
    ("psycopg.params", params),
    ("psycopg.binary_results", binary),
    ("psycopg.arrays", arrays),
    ("psycopg.executemany", executemany),
    ("psycopg.server_cursor", server_cursor),
    ("psycopg.copy", copy),
    ("psycopg.pipeline", pipeline),
    ("psycopg.unique_violation", unique_violation),
])
