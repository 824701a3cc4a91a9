"""Guided lessons: a short scripted game per game that the learner plays on the real board.

Qt-free (an import-linter contract): :mod:`zsgames.lessons.lesson` reads a script from
``resources/<game>/lesson.json`` and runs it over the game's own rules;
:mod:`zsgames.lessons.record` writes a script's moves from a seeded game of bots.
"""
