"""The game album: the story of a game as a picture book, a PDF and a PNG per page.

``plan`` (pure Python) says what goes on which page, over ``page`` (the page model and its
geometry) and one planner per kind of page (``cover``, ``turn``, ``end``); ``paint`` draws a
planned page with QPainter; ``export`` writes the files (to a temporary folder, renamed when
complete); ``worker`` runs an export on a worker thread with progress and cancel. The
view-model is ``viewmodels/album.py``.
"""
