"""A fourth game added the way DEVELOPING.md's checklist says, outside the app so nothing ships it:
``games/toy/`` is its package (as ``zsgames/games/toy/`` would be) and ``boards/toy/`` its board
(as ``zsgames/ui/boards/toy/``). :func:`install` puts the two folders where the app looks for
games and boards; nothing else names the game.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = HERE / "games"
BOARDS = HERE / "boards"

#: What a fresh ``python -c`` runs first: the folders added, then the CLI (argv: the CLI's arguments).
CLI_BOOTSTRAP = (
    "import sys\n"
    "from tests.support import fourth\n"
    "fourth.install()\n"
    "from zsgames.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def install() -> None:
    """Let the app find the toy game and its board as it finds its own (package search paths)."""
    import zsgames.games
    import zsgames.ui.boards

    for package, folder in ((zsgames.games, GAMES), (zsgames.ui.boards, BOARDS)):
        if str(folder) not in package.__path__:
            package.__path__.append(str(folder))


def uninstall() -> None:
    import zsgames.games
    import zsgames.ui.boards

    for package, folder in ((zsgames.games, GAMES), (zsgames.ui.boards, BOARDS)):
        if str(folder) in package.__path__:
            package.__path__.remove(str(folder))


@contextmanager
def installed() -> Iterator[None]:
    """The toy game findable while inside (the registry looks for games afresh), then gone again."""
    from zsgames.core import registry
    from zsgames.interop import action_space
    from zsgames.ui import boards

    saved = dict(registry._infos), dict(registry._registry), registry._found
    install()
    registry._found = False
    try:
        yield
    finally:
        uninstall()
        registry._infos.clear()
        registry._infos.update(saved[0])
        registry._registry.clear()
        registry._registry.update(saved[1])
        registry._found = saved[2]
        boards._boards.pop("toy", None)
        action_space._codecs.pop("toy", None)
        for module in ("zsgames.games.toy", "zsgames.ui.boards.toy"):
            sys.modules.pop(module, None)
