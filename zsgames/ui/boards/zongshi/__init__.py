"""Zong Shi's board: ``board.BOARD`` is the scene; the other modules are its parts."""
