"""``python -m zsgames``: the app window, or a headless command when one is given."""

from __future__ import annotations

import sys


def main() -> int:
    if len(sys.argv) > 1:
        from zsgames.cli import main as cli_main

        return cli_main(sys.argv[1:])
    from zsgames.ui.app import main as gui_main

    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
