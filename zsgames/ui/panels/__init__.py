"""What sits around the board: the players, the log, the history, hints, the banner, the curtain."""
