"""The headless command line: play, arena, check, bench, shot, stats.

Exit codes: 0 ok, 2 bad input (one line on stderr, no traceback), 1 internal error.
Qt is imported only by ``shot``, so every other command runs without a display.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import traceback
from collections.abc import Sequence
from typing import Any, NoReturn

from zsgames import __version__
from zsgames.core.names import printable
from zsgames.core.targets import shown_path
from zsgames.core.text import clip, plural

MAX_JOBS = 256  # worker processes for the arena


class UsageError(Exception):
    """Bad input from the user: reported as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would print usage and exit 2 itself
        raise UsageError(message)


def _int_arg(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{clip(text)}' is not a whole number") from None


def _seed_arg(text: str) -> int | str:
    try:
        return int(text)
    except ValueError:
        return text


def add_option_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option (repeatable), e.g. max_rounds=3; the game's options are in its rules help",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="zsgames",
        description="Zong Shi, Zooscape and Cuzhi 促织. Without a command the app window opens.",
    )
    parser.add_argument("--version", action="version", version=f"zsgames {__version__}")
    parser.add_argument("--selftest", action="store_true", help="check every game end to end and exit")
    parser.add_argument("--timing", action="store_true", help="with --selftest: also time a cold start")
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help="the language of what the commands print: en or zh_CN (default: the locale's, LANG)",
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    play = sub.add_parser("play", help="play one game headless with bots in every seat")
    play.add_argument("--game", required=True)
    play.add_argument("--players", type=_int_arg, required=True)
    play.add_argument("--bots", required=True, help="comma-separated bot per seat, e.g. hard,random,random")
    play.add_argument("--names", help="comma-separated seat names")
    play.add_argument("--seed", type=_seed_arg, default=1)
    play.add_argument("--save", help="write the finished game as a save file")
    play.add_argument("--force", action="store_true", help="with --save: replace a file that is not a zsgames save")
    play.add_argument("--json", action="store_true", help="print the result as JSON")
    play.add_argument("--log", action="store_true", help="print the game's log (what everyone saw) before the result")
    add_option_flag(play)
    play.add_argument(
        "--record", action="store_true", help="keep the finished game in the statistics (as the app does)"
    )

    arena = sub.add_parser("arena", help="many games between bots, seats rotated; win rates")
    arena.add_argument("--game", required=True)
    arena.add_argument("--players", type=_int_arg, required=True)
    arena.add_argument("--bots", required=True)
    arena.add_argument("--games", type=_int_arg, default=20)
    arena.add_argument("--seed", type=_int_arg, default=1)
    arena.add_argument("--jobs", type=_int_arg, default=1)
    arena.add_argument(
        "--backend",
        choices=("processes", "ray"),
        default="processes",
        help="processes: --jobs local workers; ray: each game a Ray task (the ray extra)",
    )
    arena.add_argument(
        "--address", help="with --backend ray: an existing Ray cluster (default: a local Ray of --jobs CPUs)"
    )
    arena.add_argument("--json", action="store_true")
    add_option_flag(arena)

    check = sub.add_parser("check", help="validate and replay-verify a save file")
    check.add_argument("path")

    bench = sub.add_parser("bench", help="rules throughput and bot decision times")
    bench.add_argument("--game")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="a short run (for tests)")
    bench.add_argument(
        "--ui",
        action="store_true",
        help="the window instead: move → redrawn, slowest frames, items, cold start (offscreen)",
    )
    bench.add_argument(
        "--strength",
        action="store_true",
        help="instead: Normal against two Random bots on fixed seeds; exit 1 below a win-rate floor",
    )
    bench.add_argument("--jobs", type=_int_arg, default=1, help="with --strength: worker processes")

    stats = sub.add_parser("stats", help="the statistics of the finished games (as Tools ▸ Statistics shows)")
    stats.add_argument("--game", help="only this game")
    stats.add_argument("--json", action="store_true")

    shot = sub.add_parser("shot", help="render a game's board offscreen to a PNG")
    shot.add_argument("--game", required=True)
    shot.add_argument("--players", type=_int_arg, required=True)
    shot.add_argument("--seed", type=_seed_arg, default=1)
    shot.add_argument("--moves", type=_int_arg, default=0, help="random legal moves before the picture")
    shot.add_argument("--viewer", type=_int_arg, default=None, help="seat whose view is drawn")
    shot.add_argument("--width", type=_int_arg, default=1600)
    shot.add_argument("--height", type=_int_arg, default=1000)
    shot.add_argument("--out", required=True, help="the picture to write: .png or .jpg/.jpeg")
    shot.add_argument("--force", action="store_true", help="replace a file at --out that is not a PNG or JPEG")
    add_option_flag(shot)
    return parser


def choose_language(code: str | None) -> None:
    """--lang, else the locale (LANG and the rest, as gettext reads them); one line for a language
    not offered."""
    from zsgames.core import i18n

    if code is not None and i18n.normalise(code) not in i18n.LANGUAGES:
        offered = ", ".join(i18n.LANGUAGES)
        raise UsageError(f"--lang: '{clip(code)}' is not a language offered ({offered})")
    i18n.set_language(code)


# --- shared argument checks -----------------------------------------------------------------
#: Arguments that name something (a game, a file, bots): an empty one is a mistake, never "the default".
NAMED_ARGUMENTS = {
    "game": "--game",
    "bots": "--bots",
    "names": "--names",
    "save": "--save",
    "out": "--out",
    "path": "the save file's path",
}


#: Arguments that are text, not file names: bytes that are not UTF-8 cannot be meant (a path may hold them).
TEXT_ARGUMENTS = {"game": "--game", "bots": "--bots", "names": "--names", "seed": "--seed"}


def check_not_empty(args: argparse.Namespace) -> None:
    for key, flag in NAMED_ARGUMENTS.items():
        value = getattr(args, key, None)
        if isinstance(value, str) and not value.strip():
            raise UsageError(f"{flag} cannot be empty")


def check_utf8(args: argparse.Namespace) -> None:
    """Refuse text arguments holding bytes that are not UTF-8 (Python keeps them as lone surrogates)."""
    for key, flag in TEXT_ARGUMENTS.items():
        value = getattr(args, key, None)
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                shown = value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
                raise UsageError(f"{flag} {clip(shown)} is not UTF-8 text; type it again in a UTF-8 terminal") from None


def tolerant_streams() -> None:
    """Let stdout and stderr write any text: a character their encoding lacks (cp1252, which a
    redirected stdout is on Windows, has no 促织) or a file name's stray byte comes out as a
    ``\\u…``/``\\x…`` escape instead of a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def to_json(data: Any) -> str:
    """JSON for stdout: UTF-8 text where stdout is UTF-8, else ASCII escapes (still the same JSON)."""
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return json.dumps(data, ensure_ascii=encoding != "utf8")


def resolve_game(name: str) -> Any:
    from zsgames.core import registry

    try:
        return registry.get(name)
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None


def check_players(game: Any, players: int) -> None:
    problem = game.info.players_problem(players)
    if problem:
        raise UsageError(problem)


def game_options(game: Any, args: argparse.Namespace) -> dict[str, Any]:
    """The ``--option NAME=VALUE`` flags read by the game's declared options (after the players
    are checked: a seat option's range is the table's)."""
    try:
        return dict(game.info.parse_options(args.option, args.players))
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def split_bots(spec: str) -> list[str]:
    """``--bots`` split into one name per seat. A ``search:`` bot's own settings are
    comma-separated too, so a ``key=value`` piece belongs to the ``search:`` bot before it:
    ``search:base=hard,iterations=800,normal,normal`` is three bots."""
    names: list[str] = []
    for piece in (b.strip() for b in spec.split(",")):
        if not piece:
            continue
        if "=" in piece and ":" not in piece and names and names[-1].lower().startswith("search:"):
            names[-1] += "," + piece
        else:
            names.append(piece)
    return names


OPENSPIEL_BOTS = "openspiel-"


def load_openspiel_bots(game_name: str) -> None:
    """Let ``make_bot`` build OpenSpiel's bots (the optional openspiel extra; only when asked for)."""
    try:
        from zsgames.interop.action_space import table_games
        from zsgames.interop.ismcts_bot import register
        from zsgames.interop.openspiel import PREFIX  # noqa: F401  (registers the games with pyspiel)
    except ImportError as exc:
        raise UsageError(
            f"{OPENSPIEL_BOTS} bots need the openspiel extra (pip install 'zsgames[openspiel]'): {exc}"
        ) from None
    names = table_games()
    if game_name not in names:
        raise UsageError(f"{OPENSPIEL_BOTS} bots play {', '.join(names)}, not {game_name}")
    register()


def make_bots(spec: str, players: int, seed: int | str, game_name: str = "") -> list[Any]:
    """One bot per seat; every name and setting checked (for ``game_name``'s tuning) before play."""
    from zsgames.bots import make_bot, parse_search_spec
    from zsgames.core.rng import seed_to_int

    names = split_bots(spec)
    if len(names) != players:
        raise UsageError(f"--bots names {len(names)} bots for {players} players")
    if any(name.strip().lower().startswith(OPENSPIEL_BOTS) for name in names):
        load_openspiel_bots(game_name)
    base = seed_to_int(seed)
    bots = []
    for seat, name in enumerate(names):
        try:
            bots.append(make_bot(name, seed=(base + 1000 * (seat + 1)) & 0xFFFFFFFF))
            if name.strip().lower().startswith("search:"):
                parse_search_spec(name.strip().lower(), game_name)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return bots


def make_config(
    game: Any, players: int, names: str | None, bots: Sequence[str] = (), options: dict[str, Any] | None = None
) -> Any:
    from zsgames.core.game import GameConfig
    from zsgames.core.names import names_problem

    check_players(game, players)
    seat_names = [n.strip() for n in names.split(",")] if names else None
    if seat_names is not None and len(seat_names) != players:
        raise UsageError(f"--names gives {len(seat_names)} names for {players} players")
    problem = names_problem(seat_names) if seat_names is not None else None
    if problem:  # the rule a save's reader applies: never write what ``check`` would refuse
        raise UsageError(f"--names: {problem}")
    seats = [{"controller": b} for b in bots] if bots else None
    return GameConfig.make(players, seat_names, options, seats)


MIN_SHOT_PX, MAX_SHOT_PX = 64, 8192  # a picture's side: the smallest still legible, the largest Qt paints well


def check_save_target(text: str, force: bool) -> None:
    """Refuse a ``--save`` path the finished game must not be written to (before it is played)."""
    from zsgames.core import snapshot
    from zsgames.core.targets import TargetError, check_target

    try:
        check_target(text, "zsgames save", snapshot.is_save_file, force)
    except TargetError as exc:
        raise UsageError(str(exc)) from None


def check_keepable(config: Any, game_name: str) -> None:
    """Refuse to play a game whose save (``--save``, ``--record``) loading would refuse: each seat's
    bot is checked as the window and ``check`` check it (a budget too large for a seat, …)."""
    from zsgames.bots.controllers import controller_problem

    for seat in range(config.players):
        controller = config.seat_info(seat).get("controller")
        if isinstance(controller, str) and controller.strip().lower().startswith(OPENSPIEL_BOTS):
            continue  # checked by the command line's own seat check when the save is read
        problem = controller_problem(controller, game_name)
        if problem:
            raise UsageError(f"seat {seat + 1}'s bot cannot be kept in a save: {problem}")


def check_out_path(text: str, force: bool) -> str:
    """Refuse an ``--out`` that cannot become a new or replaced picture, before any work is done;
    the format its ending asks for ("PNG" or "JPEG")."""
    from zsgames.core.targets import TargetError, check_target, is_picture, picture_format

    try:
        check_target(text, "PNG or JPEG picture", is_picture, force)
        return picture_format(text)
    except TargetError as exc:
        raise UsageError(str(exc)) from None


# --- commands ----------------------------------------------------------------------------------
def cmd_play(args: argparse.Namespace) -> int:
    from zsgames.bots.driver import play_match
    from zsgames.core import snapshot

    game = resolve_game(args.game)
    check_players(game, args.players)
    options = game_options(game, args)
    bots = make_bots(args.bots, args.players, args.seed, game.name)
    config = make_config(game, args.players, args.names, [b.name for b in bots], options)
    if args.save:
        check_save_target(args.save, args.force)
    if args.save or args.record:
        check_keepable(config, game.name)
    played = play_match(game, config, args.seed, bots)
    match = played.match
    if args.log and not args.json:
        for event in match.events():
            line = event.text_for(None)  # the public text, in the language in use
            if line:
                print(printable(line))
    outcome = game.winner(match.state)
    scores = game.scores(match.state)
    if args.save:
        try:
            snapshot.save(match, args.save)
        except OSError as exc:
            raise UsageError(f"cannot write {shown_path(args.save)}: {exc.strerror or exc}") from None
    if args.record:
        record_game(match)
    if args.json:
        result = {
            "game": game.name,
            "players": args.players,
            "seed": args.seed,
            "options": options,
            "winner": list(outcome.winners),
            "decided_by": outcome.decided_by,
            "actions": len(match.actions),
            "scores": [
                {"seat": s.seat, "name": config.name(s.seat), "total": s.total, "lines": dict(s.lines)} for s in scores
            ],
        }
        print(to_json(result))
    else:
        print(summary_lines(game, args.players, options, args.seed, match, config))
    return 0


def summary_lines(game: Any, players: int, options: dict[str, Any], seed: Any, match: Any, config: Any) -> str:
    """The end of ``zsgames play`` in words, in the language in use (English byte for byte as before):
    the game, each seat's score by line, the winners and what decided it."""
    from zsgames.core.i18n import SOURCE, _, join_and, language
    from zsgames.core.names import shown_name

    outcome, scores = game.winner(match.state), game.scores(match.state)
    chosen = "".join(f", {k}={json.dumps(v)}" for k, v in options.items())
    out = [
        _(
            "{game}, {n} players{options}, seed {seed}: {actions} actions",
            game=game.info.title,
            n=players,
            options=chosen,
            seed=seed,
            actions=len(match.actions),
        )
    ]
    for s in sorted(scores, key=lambda s: -s.total):
        lines = _(", ", context="list").join(f"{_(k, context='score line')} {v}" for k, v in s.lines)
        out.append(f"  {printable(shown_name(config.name(s.seat))):<10} {s.total:>4}  ({lines})")
    names = [printable(shown_name(config.name(w))) for w in outcome.winners]
    winners = " and ".join(names) if language() == SOURCE else join_and(names)
    out.append(_("Winner: {names} ({reason})", names=winners, reason=_(outcome.decided_by)))
    return "\n".join(out)


def cmd_check(args: argparse.Namespace) -> int:
    from zsgames.bots.controllers import controller_problem
    from zsgames.core import snapshot

    def seat_check(value: Any, game_name: str) -> str | None:
        """The app's check, which also knows OpenSpiel's bots (a save ``play`` wrote with one)."""
        if isinstance(value, str) and value.strip().lower().startswith(OPENSPIEL_BOTS):
            try:
                load_openspiel_bots(game_name)
            except UsageError as exc:
                return str(exc)
        return controller_problem(value, game_name)

    try:
        match = snapshot.load(args.path, seat_check=seat_check)
    except snapshot.SaveError as exc:
        raise UsageError(str(exc)) from None
    game = match.game
    status = "finished" if match.is_over() else f"in progress (round {game.round_of(match.state)})"
    print(
        f"ok: {game.display_name}, {match.config.players} players, "
        f"{len(match.actions)} moves replayed, {status}, digest {match.digest()[:12]}"
    )
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from zsgames.bots import arena

    game = resolve_game(args.game)
    check_players(game, args.players)
    options = game_options(game, args)
    specs = split_bots(args.bots)
    make_bots(args.bots, args.players, args.seed, game.name)  # validates names and count
    if not 1 <= args.games <= arena.MAX_GAMES:
        raise UsageError(f"--games must be a whole number from 1 to {arena.MAX_GAMES}, not {args.games}")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise UsageError(f"--jobs must be a whole number from 1 to {MAX_JOBS}, not {args.jobs}")
    if args.address and args.backend != "ray":
        raise UsageError("--address needs --backend ray")
    from zsgames.bots.arena_ray import RayUnavailable

    try:
        report = arena.run_arena(
            game.name,
            args.players,
            specs,
            args.games,
            args.seed,
            args.jobs,
            options=options,
            backend=args.backend,
            address=args.address,
        )
    except RayUnavailable as exc:
        raise UsageError(str(exc)) from None
    print(to_json(report) if args.json else arena.format_report(report))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from zsgames import bench

    if args.game is not None:
        resolve_game(args.game)
    if args.strength:
        from zsgames.bots import strength

        if not 1 <= args.jobs <= MAX_JOBS:
            raise UsageError(f"--jobs must be a whole number from 1 to {MAX_JOBS}, not {args.jobs}")
        verdicts = strength.run(args.game, jobs=args.jobs)
        print(strength.format_verdicts(verdicts))
        return 0 if all(v.passed for v in verdicts) else 1
    if args.ui:
        from zsgames.ui import bench_ui

        ui_report = bench_ui.run(args.game, quick=args.quick)
        print(to_json(ui_report) if args.json else bench_ui.format_report(ui_report))
        return 0
    report = bench.run(args.game, quick=args.quick)
    print(to_json(report) if args.json else bench.format_report(report))
    return 0


def cmd_shot(args: argparse.Namespace) -> int:
    from zsgames.core.conformance import random_playout
    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match

    game = resolve_game(args.game)
    check_players(game, args.players)
    options = game_options(game, args)
    if args.moves < 0:
        raise UsageError("--moves cannot be negative")
    for flag, size in (("--width", args.width), ("--height", args.height)):
        if not MIN_SHOT_PX <= size <= MAX_SHOT_PX:
            raise UsageError(f"{flag} must be a whole number of pixels from {MIN_SHOT_PX} to {MAX_SHOT_PX}, not {size}")
    picture = check_out_path(args.out, args.force)
    config = GameConfig.make(args.players, options=options)
    _, actions = random_playout(game, config, args.seed, chooser_seed=1)
    match = Match.replay(game, config, args.seed, actions[: args.moves])
    viewer = args.viewer
    if viewer is None:
        deciders = match.deciders()
        viewer = deciders[0] if deciders else 0
    if not 0 <= viewer < args.players:
        raise UsageError(f"--viewer must be a seat from 0 to {args.players - 1}")
    from zsgames.ui.shared.render import render_match_png

    try:
        render_match_png(match, viewer, args.out, args.width, args.height, picture)
    except OSError as exc:
        raise UsageError(f"cannot write {shown_path(args.out)}: {exc.strerror or exc}") from None
    print(f"wrote {printable(args.out)} ({args.width}×{args.height}, {len(match.actions)} moves, seat {viewer}'s view)")
    return 0


def record_game(match: Any) -> None:
    """``play --record``: the finished game into the statistics database (the app's)."""
    from zsgames.stats.record import record_of
    from zsgames.stats.store import StatsError, StatsStore

    store = StatsStore()
    try:
        store.add(record_of(match))
    except (StatsError, ValueError) as exc:  # ValueError: a save loading would refuse is never kept
        raise UsageError(str(exc)) from None
    finally:
        for notice in store.notices:
            print(f"zsgames: {notice}", file=sys.stderr)


def cmd_stats(args: argparse.Namespace) -> int:
    from zsgames.core import registry
    from zsgames.stats import store as stats_store
    from zsgames.stats import summary
    from zsgames.stats.store import StatsError, StatsStore

    names = [resolve_game(args.game).name] if args.game else list(registry.games())
    store = StatsStore()
    quiet = logging.getLogger(stats_store.__name__)
    was = quiet.disabled
    quiet.disabled = True  # its warning of damaged games is said below, in one line of ours
    try:
        records = store.records(args.game and names[0])
    except StatsError as exc:
        raise UsageError(str(exc)) from None
    finally:
        quiet.disabled = was
    if store.notices:  # the file was set aside: its numbers cannot be shown
        raise UsageError(store.notices[-1])
    if store.damaged:
        print(
            f"zsgames: {plural(store.damaged, 'damaged game')} in the statistics "
            f"{'was' if store.damaged == 1 else 'were'} left out",
            file=sys.stderr,
        )
    stats = summary.summarise(records, names)
    if args.json:
        print(to_json(summary.to_json(stats)))
    else:
        print(summary.format_text(stats, lambda name: registry.get(name).display_name))
    return 0


MAX_MESSAGE = 300  # characters of one error line: whatever an input held, the line stays readable


def one_line(message: str) -> str:
    """An error message as one printable line of at most MAX_MESSAGE characters."""
    line = printable(" ".join(message.split()))
    return line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 1] + "…"


COMMANDS = {
    "play": cmd_play,
    "check": cmd_check,
    "arena": cmd_arena,
    "bench": cmd_bench,
    "shot": cmd_shot,
    "stats": cmd_stats,
}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    tolerant_streams()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.selftest:
            from zsgames import selftest

            return selftest.run(timing=args.timing)
        if args.command is None:
            parser.print_help()
            return 0
        choose_language(args.lang)
        check_not_empty(args)
        check_utf8(args)
        return COMMANDS[args.command](args)
    except UsageError as exc:
        print(f"zsgames: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("zsgames: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception:
        print("zsgames: internal error (please report it):", file=sys.stderr)
        traceback.print_exc()
        return 1


if __name__ == "__main__":
    sys.exit(main())
