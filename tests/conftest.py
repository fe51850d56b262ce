"""Test-wide setup: Qt renders offscreen (this must happen before any Qt import), and the
processes the tests start keep their compiled bytecode."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")

# The suite starts a few hundred Python processes (about 200 kill-and-resume children, the app,
# its command line, the pytest workers): each imports the package. Python caches the compiled
# modules by default; on a machine that turns this off (PYTHONDONTWRITEBYTECODE) each process
# compiled them again (the kill-and-resume tests 23 s -> 16 s with the cache). __pycache__ is
# ignored by git.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False
