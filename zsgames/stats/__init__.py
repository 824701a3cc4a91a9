"""Statistics of finished games (Qt-free): the record of a game, the SQLite store, the numbers.

:mod:`~zsgames.stats.record` makes a game's record and its key, :mod:`~zsgames.stats.store` keeps
them (``stats.sqlite3`` in the user data folder), :mod:`~zsgames.stats.summary` works out the
numbers the Statistics dialog and ``zsgames stats`` show.
"""
