"""What every part of the window uses: the match model, settings, paths, painted pieces, rendering."""
