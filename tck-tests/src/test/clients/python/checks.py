"""Runs a client's named checks in order against one database and prints one JSON line per check.

Usage: python3 <client>_checks.py HOST PORT DATABASE USER

Each line is {"name": ..., "ok": true|false, "error": ...}. A client whose packages are absent
prints a single {"skip": reason} line instead, so the suite can skip it with that reason.
"""
import json
import sys
import traceback


class Target:
    def __init__(self, argv):
        self.host, port, self.database, self.user = argv[1:5]
        self.port = int(port)

    def dsn(self):
        return "host=%s port=%d dbname=%s user=%s connect_timeout=10" % (self.host, self.port, self.database, self.user)


def skip_unless_importable(module, package):
    try:
        __import__(module)
    except ImportError as e:
        print(json.dumps({"skip": "%s is not installed (%s)" % (package, e)}), flush=True)
        sys.exit(0)


def run(checks):
    """checks: a list of (name, function taking the Target); a failing check does not stop the next."""
    target = Target(sys.argv)
    for name, check in checks:
        try:
            check(target)
            result = {"name": name, "ok": True}
        except Exception as e:  # every failure becomes the check's result, whatever the client raised
            result = {"name": name, "ok": False, "error": "%s: %s" % (type(e).__name__, str(e).strip()[:2000])}
            traceback.print_exc()
        print(json.dumps(result), flush=True)


def expect(actual, expected):
    if actual != expected:
        raise AssertionError("expected %r, got %r" % (expected, actual))
