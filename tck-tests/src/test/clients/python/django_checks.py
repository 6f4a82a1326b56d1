"""Django (Debian's python3-django): a tiny project whose app has a model with a ForeignKey and a JSONField;
makemigrations, migrate (auth and contenttypes too), the ORM, a JSONField filter, inspectdb, QuerySet.iterator()."""
import atexit
import io
import os
import shutil
import sys
import tempfile

from checks import expect, run, skip_unless_importable

skip_unless_importable("django", "python3-django")
skip_unless_importable("psycopg2", "python3-psycopg2")
import django  # noqa: E402
from django.conf import settings  # noqa: E402

MODELS = '''
from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=80, unique=True)
    email = models.EmailField(blank=True, db_index=True)


class Book(models.Model):
    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="books")
    title = models.CharField(max_length=200)
    price = models.DecimalField(max_digits=8, decimal_places=2, default=0)
    published = models.DateField(null=True)
    data = models.JSONField(default=dict)
'''


def project(target):
    """The app as files in a temporary directory, and Django configured for the target database."""
    root = tempfile.mkdtemp(prefix="django-conformance-")
    atexit.register(shutil.rmtree, root, True)
    app = os.path.join(root, "shop")
    os.makedirs(os.path.join(app, "migrations"))
    for name, text in (("__init__.py", ""), ("models.py", MODELS), (os.path.join("migrations", "__init__.py"), "")):
        with open(os.path.join(app, name), "w") as f:
            f.write(text)
    sys.path.insert(0, root)
    settings.configure(
        INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes", "shop"],
        DATABASES={"default": {"ENGINE": "django.db.backends.postgresql", "HOST": target.host, "PORT": target.port,
                               "NAME": target.database, "USER": target.user, "OPTIONS": {"connect_timeout": 10}}},
        DEFAULT_AUTO_FIELD="django.db.models.AutoField", USE_TZ=True, SECRET_KEY="conformance")
    django.setup()


def call(*args, **options):
    from django.core.management import call_command
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=out, **options)
    return out.getvalue()


def makemigrations(target):
    project(target)
    call("makemigrations", "shop", verbosity=0)


def migrate(target):
    call("migrate", verbosity=0, interactive=False)
    from django.db.migrations.recorder import MigrationRecorder
    applied = set(MigrationRecorder.Migration.objects.values_list("app", flat=True))
    expect(sorted(applied & {"auth", "contenttypes", "shop"}), ["auth", "contenttypes", "shop"])


def orm_crud(target):
    from shop.models import Author, Book
    ann = Author.objects.create(name="Ann", email="ann@example.org")
    bob = Author.objects.create(name="Bob")
    Book.objects.bulk_create([Book(author=ann, title="One", price="1.50"), Book(author=ann, title="Two"),
                              Book(author=bob, title="Three")])
    expect(list(Book.objects.filter(author__name="Ann").order_by("title").values_list("title", flat=True)), ["One", "Two"])
    expect(Book.objects.filter(title__startswith="T").update(price="2.00"), 2)
    expect(str(Book.objects.get(title="Two").price), "2.00")
    from django.db.models import Count
    expect(list(Author.objects.annotate(n=Count("books")).order_by("name").values_list("name", "n")), [("Ann", 2), ("Bob", 1)])
    bob.delete()
    expect(Book.objects.count(), 2)


def json_filter(target):
    from shop.models import Author, Book
    ann = Author.objects.get(name="Ann")
    Book.objects.create(author=ann, title="Red", data={"color": "red", "tags": ["a", "b"], "pages": 120})
    Book.objects.create(author=ann, title="Blue", data={"color": "blue", "tags": ["b"], "pages": 80})
    expect(list(Book.objects.filter(data__color="red").values_list("title", flat=True)), ["Red"])
    expect(sorted(Book.objects.filter(data__tags__contains=["b"]).values_list("title", flat=True)), ["Blue", "Red"])
    expect(list(Book.objects.filter(data__pages__gt=100).values_list("title", flat=True)), ["Red"])
    expect(sorted(Book.objects.filter(data__has_key="color").values_list("title", flat=True)), ["Blue", "Red"])


def auth_users(target):
    from django.contrib.auth.models import Group, Permission, User
    user = User.objects.create_user("ann", "ann@example.org", "secret")
    group = Group.objects.create(name="editors")
    group.permissions.add(Permission.objects.get(codename="change_book"))
    user.groups.add(group)
    fresh = User.objects.get(username="ann")
    expect(fresh.check_password("secret"), True)
    expect(fresh.has_perm("shop.change_book"), True)


def transaction_atomic(target):
    from django.db import IntegrityError, transaction
    from shop.models import Author
    try:
        with transaction.atomic():
            Author.objects.create(name="Cid")
            Author.objects.create(name="Cid")
    except IntegrityError:
        pass
    expect(Author.objects.filter(name="Cid").count(), 0)


def inspectdb(target):
    text = call("inspectdb", "shop_author", "shop_book")
    for expected in ("class ShopAuthor(models.Model):", "class ShopBook(models.Model):",
                     "author = models.ForeignKey(ShopAuthor, models.DO_NOTHING)",
                     "name = models.CharField(unique=True, max_length=80)", "data = models.JSONField()"):
        if expected not in text:
            raise AssertionError("inspectdb did not write %r:\n%s" % (expected, text))


def iterator(target):
    from shop.models import Author, Book
    ann = Author.objects.get(name="Ann")
    Book.objects.bulk_create([Book(author=ann, title="bulk %03d" % i) for i in range(100)])
    titles = [b.title for b in Book.objects.filter(title__startswith="bulk").order_by("title").iterator(chunk_size=7)]
    expect(titles, ["bulk %03d" % i for i in range(100)])


def migrate_back(target):
    call("migrate", "shop", "zero", verbosity=0, interactive=False)
    from django.db import connection
    expect([t for t in connection.introspection.table_names() if t.startswith("shop_")], [])


run([
    ("django.makemigrations", makemigrations),
    ("django.migrate", migrate),
    ("django.orm_crud", orm_crud),
    ("django.jsonfield_filter", json_filter),
    ("django.auth_users_groups_permissions", auth_users),
    ("django.transaction_atomic", transaction_atomic),
    ("django.inspectdb", inspectdb),
    ("django.queryset_iterator", iterator),
    ("django.migrate_to_zero", migrate_back),
])
