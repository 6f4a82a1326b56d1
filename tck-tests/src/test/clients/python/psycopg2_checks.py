"""psycopg2 (Debian's python3-psycopg2): parameters, arrays, named (server-side) cursors, COPY, errors."""
import datetime
import decimal

from checks import expect, run, skip_unless_importable

skip_unless_importable("psycopg2", "python3-psycopg2")
import psycopg2  # noqa: E402
import psycopg2.errorcodes  # noqa: E402


def connect(target, autocommit=True):
    connection = psycopg2.connect(target.dsn())
    connection.autocommit = autocommit
    return connection


def table(target):
    with connect(target) as c, c.cursor() as cur:
        cur.execute("CREATE TABLE p2_item (id int PRIMARY KEY, name text NOT NULL, price numeric(8,2), made date,"
                    " seen timestamp, flag boolean, tags text[], sizes int[], blob bytea)")


def params(target):
    row = (1, "it's", decimal.Decimal("12.50"), datetime.date(2024, 2, 29), datetime.datetime(2024, 1, 2, 3, 4, 5, 678000), True,
           None, None, b"\x00\xff")
    with connect(target) as c, c.cursor() as cur:
        cur.execute("INSERT INTO p2_item VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)", row)
        cur.execute("SELECT id, name, price, made, seen, flag, tags, sizes, blob FROM p2_item WHERE name = %(name)s", {"name": "it's"})
        got = cur.fetchone()
        expect(got[:8], row[:8])
        expect(bytes(got[8]), row[8])


def arrays(target):
    with connect(target) as c, c.cursor() as cur:
        cur.execute("INSERT INTO p2_item (id, name, tags, sizes) VALUES (%s, %s, %s, %s)", (2, "arr", ["a", "b c", None, "d\"e"], [3, 1, 2]))
        cur.execute("SELECT tags, sizes FROM p2_item WHERE id = %s", (2,))
        expect(cur.fetchone(), (["a", "b c", None, "d\"e"], [3, 1, 2]))
        cur.execute("SELECT id FROM p2_item WHERE id = ANY(%s) ORDER BY id", ([1, 2, 99],))
        expect(cur.fetchall(), [(1,), (2,)])


def executemany(target):
    with connect(target) as c, c.cursor() as cur:
        cur.executemany("INSERT INTO p2_item (id, name) VALUES (%s, %s)", [(i, "n%d" % i) for i in range(10, 60)])
        cur.execute("SELECT count(*) FROM p2_item WHERE id >= 10")
        expect(cur.fetchone(), (50,))


def named_cursor(target):
    c = connect(target, autocommit=False)
    try:
        with c.cursor(name="p2_walk") as cur:
            cur.itersize = 7
            cur.execute("SELECT id FROM p2_item WHERE id >= %s ORDER BY id", (10,))
            expect(cur.fetchmany(3), [(10,), (11,), (12,)])
            expect([r[0] for r in cur], list(range(13, 60)))
        c.commit()
    finally:
        c.close()


def named_cursor_with_hold(target):
    with connect(target) as c:
        with c.cursor(name="p2_held", withhold=True) as cur:
            cur.itersize = 20
            cur.execute("SELECT id FROM p2_item WHERE id >= 10 ORDER BY id")
            expect(sum(1 for _ in cur), 50)


def copy(target):
    import io
    with connect(target) as c, c.cursor() as cur:
        cur.copy_expert("COPY p2_item (id, name, price) FROM STDIN WITH (FORMAT csv)", io.StringIO("100,\"x, y\",1.5\n101,z,\n"))
        out = io.StringIO()
        cur.copy_expert("COPY (SELECT id, name, price FROM p2_item WHERE id >= 100 ORDER BY id) TO STDOUT WITH (FORMAT csv)", out)
        expect(out.getvalue(), "100,\"x, y\",1.50\n101,z,\n")


def transaction(target):
    c = connect(target, autocommit=False)
    try:
        cur = c.cursor()
        cur.execute("UPDATE p2_item SET name = 'changed' WHERE id = 1")
        c.rollback()
        cur.execute("SELECT name FROM p2_item WHERE id = 1")
        expect(cur.fetchone(), ("it's",))
        c.commit()
    finally:
        c.close()


def unique_violation(target):
    with connect(target) as c, c.cursor() as cur:
        try:
            cur.execute("INSERT INTO p2_item (id, name) VALUES (1, 'again')")
        except psycopg2.IntegrityError as e:
            expect(e.pgcode, psycopg2.errorcodes.UNIQUE_VIOLATION)
            return
        raise AssertionError("a duplicate key was accepted")


run([
    ("psycopg2.create_table", table),
    ("psycopg2.params", params),
    ("psycopg2.arrays", arrays),
    ("psycopg2.executemany", executemany),
    ("psycopg2.named_cursor", named_cursor),
    ("psycopg2.named_cursor_with_hold", named_cursor_with_hold),
    ("psycopg2.copy", copy),
    ("psycopg2.transaction_rollback", transaction),
    ("psycopg2.unique_violation", unique_violation),
])
