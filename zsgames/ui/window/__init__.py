"""The main window and its parts: menus, files, bot turns, View, Help, lessons, docks."""
