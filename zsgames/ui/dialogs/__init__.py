"""Windows opened over the main window: New game, the arena, statistics, the end of a game, a crash."""
