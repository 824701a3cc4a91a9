"""Work off the GUI thread: the task lanes, bot turns, the autosave, statistics, prefetching."""
