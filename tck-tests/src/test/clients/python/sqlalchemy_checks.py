"""SQLAlchemy (Debian's python3-sqlalchemy, over psycopg2): Core and ORM CRUD, reflection, the inspector."""
from checks import expect, run, skip_unless_importable

skip_unless_importable("sqlalchemy", "python3-sqlalchemy")
skip_unless_importable("psycopg2", "python3-psycopg2")
import sqlalchemy as sa  # noqa: E402
from sqlalchemy import orm  # noqa: E402

metadata = sa.MetaData()
author = sa.Table("sa_author", metadata,
                  sa.Column("id", sa.Integer, primary_key=True),
                  sa.Column("name", sa.String(80), nullable=False, unique=True),
                  sa.Column("born", sa.Date))
book = sa.Table("sa_book", metadata,
                sa.Column("id", sa.Integer, primary_key=True),
                sa.Column("author_id", sa.Integer, sa.ForeignKey("sa_author.id", ondelete="CASCADE"), nullable=False),
                sa.Column("title", sa.Text, nullable=False),
                sa.Column("price", sa.Numeric(8, 2), server_default="0"),
                sa.Index("sa_book_title_idx", "title"))

Base = orm.declarative_base()


class Shelf(Base):
    __tablename__ = "sa_shelf"
    id = sa.Column(sa.Integer, primary_key=True)
    label = sa.Column(sa.String(40), nullable=False)
    slots = orm.relationship("Slot", back_populates="shelf", cascade="all, delete-orphan")


class Slot(Base):
    __tablename__ = "sa_slot"
    id = sa.Column(sa.Integer, primary_key=True)
    shelf_id = sa.Column(sa.Integer, sa.ForeignKey("sa_shelf.id"), nullable=False)
    position = sa.Column(sa.Integer, nullable=False)
    shelf = orm.relationship("Shelf", back_populates="slots")


def engine_for(target):
    return sa.create_engine("postgresql+psycopg2://%s@%s:%d/%s" % (target.user, target.host, target.port, target.database),
                            connect_args={"connect_timeout": 10}, future=True)


def create_all(target):
    engine = engine_for(target)
    metadata.create_all(engine)
    Base.metadata.create_all(engine)
    metadata.create_all(engine)  # a second time finds every table and creates nothing


def core_crud(target):
    with engine_for(target).begin() as c:
        ids = c.execute(author.insert().returning(author.c.id), [{"name": "Ann"}, {"name": "Bob"}]).scalars().all()
        expect(len(ids), 2)
        c.execute(book.insert(), [{"author_id": ids[0], "title": "One"}, {"author_id": ids[0], "title": "Two", "price": 9.5},
                                  {"author_id": ids[1], "title": "Three"}])
        rows = c.execute(sa.select(author.c.name, sa.func.count(book.c.id)).join(book).group_by(author.c.name)
                         .order_by(author.c.name)).all()
        expect([tuple(r) for r in rows], [("Ann", 2), ("Bob", 1)])
        c.execute(book.update().where(book.c.title == "One").values(price=book.c.price + 1))
        expect(str(c.execute(sa.select(book.c.price).where(book.c.title == "One")).scalar_one()), "1.00")
        c.execute(author.delete().where(author.c.name == "Bob"))
        expect(c.execute(sa.select(sa.func.count()).select_from(book)).scalar_one(), 2)


def orm_crud(target):
    with orm.Session(engine_for(target)) as session:
        shelf = Shelf(label="top", slots=[Slot(position=1), Slot(position=2)])
        session.add(shelf)
        session.commit()
        found = session.query(Shelf).filter(Shelf.label == "top").one()
        expect(sorted(s.position for s in found.slots), [1, 2])
        found.slots[0].position = 5
        session.commit()
        expect(session.query(Slot).filter(Slot.position > 4).count(), 1)
        session.delete(found)
        session.commit()
        expect(session.query(Slot).count(), 0)


def reflect(target):
    reflected = sa.MetaData()
    reflected.reflect(engine_for(target))
    expect(sorted(reflected.tables), ["sa_author", "sa_book", "sa_shelf", "sa_slot"])
    fk = list(reflected.tables["sa_book"].foreign_keys)[0]
    expect(fk.target_fullname, "sa_author.id")


def inspect_columns(target):
    columns = sa.inspect(engine_for(target)).get_columns("sa_book")
    expect([(c["name"], str(c["type"]), c["nullable"]) for c in columns],
           [("id", "INTEGER", False), ("author_id", "INTEGER", False), ("title", "TEXT", False), ("price", "NUMERIC(8, 2)", True)])
    # create_all made the key a serial column: reflected with its sequence's default, autoincrementing, no identity
    expect((columns[0]["default"], columns[0]["autoincrement"], columns[0].get("identity")), ("nextval('sa_book_id_seq'::regclass)", True, None))


def inspect_pk(target):
    expect(sa.inspect(engine_for(target)).get_pk_constraint("sa_book")["constrained_columns"], ["id"])


def inspect_foreign_keys(target):
    fks = sa.inspect(engine_for(target)).get_foreign_keys("sa_book")
    expect([(f["constrained_columns"], f["referred_table"], f["referred_columns"], f["options"].get("ondelete")) for f in fks],
           [(["author_id"], "sa_author", ["id"], "CASCADE")])


def inspect_indexes(target):
    indexes = sa.inspect(engine_for(target)).get_indexes("sa_book")
    expect([(i["name"], i["column_names"], i["unique"]) for i in indexes], [("sa_book_title_idx", ["title"], False)])
    uniques = sa.inspect(engine_for(target)).get_unique_constraints("sa_author")
    expect([u["column_names"] for u in uniques], [["name"]])


def drop_all(target):
    engine = engine_for(target)
    Base.metadata.drop_all(engine)
    metadata.drop_all(engine)
    expect(sa.inspect(engine).get_table_names(), [])


run([
    ("sqlalchemy.create_all", create_all),
    ("sqlalchemy.core_crud", core_crud),
    ("sqlalchemy.orm_crud", orm_crud),
    ("sqlalchemy.metadata_reflect", reflect),
    ("sqlalchemy.inspect_columns", inspect_columns),
    ("sqlalchemy.inspect_pk_constraint", inspect_pk),
    ("sqlalchemy.inspect_foreign_keys", inspect_foreign_keys),
    ("sqlalchemy.inspect_indexes", inspect_indexes),
    ("sqlalchemy.drop_all", drop_all),
])
