"""Drawing tests run offscreen (set before any Qt import); most need no Qt at all."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
