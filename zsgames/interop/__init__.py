"""Our games for other people's game-playing code (optional extras, never in the app's bundle).

* :mod:`zsgames.interop.openspiel` — the games as OpenSpiel games (the ``openspiel`` extra);
  importing it registers ``zsgames_zongshi``, ``zsgames_zooscape`` and ``zsgames_cuzhi``.

This package reads the bots, games and core; nothing in the app imports it (an import-linter
contract), so the window and the bundle never need OpenSpiel.
"""
