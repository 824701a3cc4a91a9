"""The toy game's board: ``board.BOARD`` (as ``zsgames/ui/boards/<game>/board.py``)."""
