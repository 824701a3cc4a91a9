import json
import os
import subprocess
import sys

import pytest

from zsgames import cli


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys\n"
        "from tests.support import tiny_game\n"
        "from zsgames.core import registry\n"
        "registry.register(tiny_game.GAME)\n"
        "from zsgames.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env)


def test_help_lists_commands():
    out = subprocess.run([sys.executable, "-m", "zsgames", "--help"], capture_output=True, text=True)
    assert out.returncode == 0
    for command in ("play", "arena", "check", "bench", "shot", "stats"):
        assert command in out.stdout


def test_play_json_and_check(tmp_path):
    save = tmp_path / "g.json"
    result = run_cli(
        "play",
        "--game",
        "tiny",
        "--players",
        "3",
        "--bots",
        "random,random,random",
        "--seed",
        "5",
        "--json",
        "--save",
        str(save),
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == "tiny" and data["players"] == 3 and data["seed"] == 5
    assert len(data["scores"]) == 3 and all("lines" in s and "total" in s for s in data["scores"])
    again = run_cli(
        "play", "--game", "tiny", "--players", "3", "--bots", "random,random,random", "--seed", "5", "--json"
    )
    assert json.loads(again.stdout) == data
    check = run_cli("check", str(save))
    assert check.returncode == 0 and check.stdout.startswith("ok:")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--game", "chess", "--players", "3", "--bots", "random"], "unknown game 'chess'"),
        (["play", "--game", "tiny", "--players", "7", "--bots", "random"], "for 2–4 players, not 7"),
        (["play", "--game", "tiny", "--players", "2", "--bots", "random,wizard"], "unknown bot 'wizard'"),
        (["play", "--game", "tiny", "--players", "2", "--bots", "random"], "names 1 bots for 2 players"),
        (["frobnicate"], "invalid choice"),
        (
            ["play", "--game", "tiny", "--players", "2", "--bots", "random,search:reopen_secrets=on"],
            "reopen_secrets must be true or false",
        ),
        (
            ["play", "--game", "tiny", "--players", "2", "--bots", "random,search:iterations=0"],
            "iterations must be a whole number from 1 to 1000000, not 0",
        ),
        (
            ["arena", "--game", "tiny", "--players", "2", "--bots", "random,search:trees=3"],
            "'search:trees=3': unknown setting trees (known: base, ",
        ),
        (
            ["arena", "--game", "tiny", "--players", "2", "--bots", "random,search:exploration=nan"],
            "exploration must be a number from 0 to 100, not nan",
        ),
        (
            ["play", "--game", "tiny", "--players", "2", "--bots", "search:read_opponents=1,random"],
            "read_threshold must be above 0 when read_opponents is on",
        ),
        (
            [
                "play",
                "--game",
                "zooscape",
                "--players",
                "3",
                "--bots",
                "search:base=hard,read_threshold=0,random,random",
            ],
            "read_threshold must be above 0 when read_opponents is on",
        ),
        (["play", "--game", "tiny", "--players", "2", "--bots", "random,ismcts:-1"], "ismcts:N needs a whole number"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args, message):
    result = run_cli(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "content",
    ["not json at all", "", '{"format": "zsgames-save", "vers', "[1, 2]", "future", "folder", "missing"],
)
def test_check_bad_files_exit_2(tmp_path, content):
    path = tmp_path / "save.json"
    if content == "future":
        path.write_text(json.dumps({"format": "zsgames-save", "version": 9}))
    elif content == "folder":
        path = tmp_path
    elif content != "missing":
        path.write_text(content)
    result = run_cli("check", str(path))
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_arena_runs_with_rotation():
    result = run_cli(
        "arena", "--game", "tiny", "--players", "2", "--bots", "random,random", "--games", "4", "--jobs", "1", "--json"
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [r["games"] for r in report["results"]] == [4, 4]


def test_a_search_bots_settings_stay_with_it_in_bots():
    assert cli.split_bots("search:base=hard,iterations=40,normal, random") == [
        "search:base=hard,iterations=40",
        "normal",
        "random",
    ]
    assert cli.split_bots("random,search:iterations=30,exploration=0.3") == [
        "random",
        "search:iterations=30,exploration=0.3",
    ]
    assert cli.split_bots("normal,,easy") == ["normal", "easy"]


def test_arena_takes_a_search_bot_with_several_settings():
    result = run_cli(
        "arena",
        "--game",
        "tiny",
        "--players",
        "2",
        "--bots",
        "search:base=hard,iterations=20,exploration=0.5,random",
        "--games",
        "2",
        "--jobs",
        "1",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [r["bot"] for r in report["results"]] == ["search:base=hard,iterations=20,exploration=0.5", "random"]


def test_main_returns_codes_in_process(capsys):
    assert cli.main(["check", "/definitely/not/here.json"]) == 2
    assert "no such file" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("edit", "line"),
    [
        (
            lambda d: d["config"].__setitem__("seats", [{"controller": "human"}, {"controller": "genius"}]),
            "seat 2 (Orange) cannot be played: unknown bot 'genius'",
        ),
        (
            lambda d: d["config"].__setitem__("seats", [{"controller": 5}]),
            'seat 1 (Blue) cannot be played: who plays it must be "human" or a bot\'s name, not 5',
        ),
        (
            lambda d: d["config"].__setitem__("seats", [{"controller": ["hard"]}]),
            'seat 1 (Blue) cannot be played: who plays it must be "human" or a bot\'s name, not ["hard"]',
        ),
        (
            lambda d: d["config"].__setitem__("options", {"max_rounds": 2.5}),
            'bad config: Tiny Test Game has no option "max_rounds" (its options: none)',
        ),
        (
            lambda d: d["config"]["names"].__setitem__(0, "n" * 41),
            "seat 1's name is 41 characters long; names are at most 40",
        ),
        (
            lambda d: d["actions"].append({"seat": 0, "kind": "move", "args": [{"to": 1}]}),
            "is malformed: an action's args are numbers, text and lists, never an object",
        ),
    ],
)
def test_check_refuses_what_the_app_would_trust_with_exit_2(tmp_path, edit, line):
    """``check`` used to say "ok" for a seat played by 'genius'; the app then failed at that seat's turn."""
    save = tmp_path / "game.json"
    assert (
        run_cli(
            "play", "--game", "tiny", "--players", "2", "--bots", "random,random", "--seed", "3", "--save", str(save)
        ).returncode
        == 0
    )
    data = json.loads(save.read_text(encoding="utf-8"))
    edit(data)
    save.write_text(json.dumps(data), encoding="utf-8")
    result = run_cli("check", str(save))
    assert result.returncode == 2, result.stdout
    assert line in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_check_reads_a_save_with_a_byte_order_mark(tmp_path):
    save = tmp_path / "game.json"
    assert (
        run_cli(
            "play", "--game", "tiny", "--players", "2", "--bots", "random,random", "--seed", "3", "--save", str(save)
        ).returncode
        == 0
    )
    save.write_bytes(b"\xef\xbb\xbf" + save.read_bytes())
    result = run_cli("check", str(save))
    assert result.returncode == 0 and result.stdout.startswith("ok:"), result.stderr


def _one_line_exit_2(result: subprocess.CompletedProcess[str], message: str) -> None:
    assert result.returncode == 2, result.stderr
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--width", "0"], "--width must be a whole number of pixels from 64 to 8192, not 0"),
        (["--width", "-40"], "--width must be a whole number of pixels from 64 to 8192, not -40"),
        (["--height", "100000000"], "--height must be a whole number of pixels from 64 to 8192, not 100000000"),
        (["--out", ""], "--out cannot be empty"),
        (["--out", "FOLDER"], "is a folder; name the PNG or JPEG picture to write in it"),
        (["--out", "FOLDER/missing/board.png"], "/missing does not exist"),
        (["--out", "FILE/board.png"], "is not a folder"),
        (["--out", "/proc/zsgames-board.png"], "cannot write /proc/zsgames-board.png: No such file or directory"),
    ],
)
def test_shot_refuses_bad_sizes_and_paths_with_one_line(tmp_path, extra, message):
    (tmp_path / "note.txt").write_text("a file, not a folder")
    extra = [e.replace("FOLDER", str(tmp_path)).replace("FILE", str(tmp_path / "note.txt")) for e in extra]
    args = ["shot", "--game", "cuzhi", "--players", "2", "--out", str(tmp_path / "board.png"), *extra]
    result = subprocess.run(
        [sys.executable, "-m", "zsgames", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    _one_line_exit_2(result, message)
    assert not (tmp_path / "board.png").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["play", "--game", "tiny", "--players", "2", "--bots", "random,random", "--save", ""],
            "--save cannot be empty",
        ),
        (["play", "--game", "", "--players", "2", "--bots", "random,random"], "--game cannot be empty"),
        (["check", ""], "the save file's path cannot be empty"),
        (["bench", "--game", ""], "--game cannot be empty"),
        (["bench", "--game", "  "], "--game cannot be empty"),
        (
            ["arena", "--game", "tiny", "--players", "2", "--bots", "random,random", "--games", "1000000000000"],
            "--games must be a whole number from 1 to 1000000, not 1000000000000",
        ),
        (
            ["arena", "--game", "tiny", "--players", "2", "--bots", "random,random", "--games", "0"],
            "--games must be a whole number from 1 to 1000000, not 0",
        ),
        (
            ["arena", "--game", "tiny", "--players", "2", "--bots", "random,random", "--jobs", "100000"],
            "--jobs must be a whole number from 1 to 256, not 100000",
        ),
    ],
)
def test_empty_names_and_impossible_counts_are_refused(args, message):
    _one_line_exit_2(run_cli(*args), message)


def _zsgames(*args: str | bytes, encoding: str | None = None) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if encoding is not None:
        env["PYTHONIOENCODING"] = encoding
    return subprocess.run([sys.executable, "-m", "zsgames", *args], capture_output=True, env=env)


def test_a_cp1252_stdout_gets_every_line_instead_of_unicode_encode_error():
    """cp1252 is what a redirected stdout is on Windows; it has no 促织."""
    text = _zsgames("play", "--game", "cuzhi", "--players", "2", "--bots", "random,random", encoding="cp1252")
    assert text.returncode == 0, text.stderr
    out = text.stdout.decode("cp1252")
    assert out.startswith("Cuzhi \\u4fc3\\u7ec7, 2 players") and "Winner:" in out
    as_json = _zsgames(
        "play", "--game", "cuzhi", "--players", "2", "--bots", "random,random", "--json", encoding="cp1252"
    )
    assert as_json.returncode == 0, as_json.stderr
    lines = json.loads(as_json.stdout.decode("cp1252"))["scores"][0]["lines"]
    assert any("终局卡" in key for key in lines)  # the same JSON, in ASCII escapes
    helped = _zsgames("--help", encoding="cp1252")
    assert helped.returncode == 0 and b"Traceback" not in helped.stderr


@pytest.mark.parametrize(("flag", "value"), [("--names", b"\xffA,B"), ("--seed", b"\xff"), ("--game", b"cu\xe9zhi")])
def test_bytes_that_are_not_utf8_in_a_text_argument_get_one_line(flag, value):
    args = ["play", "--game", "cuzhi", "--players", "2", "--bots", "random,random"]
    if flag == "--game":
        args = args[:1] + args[3:]
    result = _zsgames(*args, flag.encode(), value, encoding="utf-8")
    assert result.returncode == 2, result.stderr
    err = result.stderr.decode("utf-8")
    assert f"zsgames: {flag} " in err and "is not UTF-8 text" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_file_name_with_a_stray_byte_still_works(tmp_path):
    out = os.path.join(os.fsencode(tmp_path), b"board\xff.png")
    result = _zsgames(
        "shot", "--game", "cuzhi", "--players", "2", "--width", "64", "--height", "64", "--out", out, encoding="utf-8"
    )
    assert result.returncode == 0, result.stderr
    assert os.path.exists(out) and b"board\\udcff.png" in result.stdout


# --- --option NAME=VALUE: read by the game's declared options ------------------------------------
ZONGSHI_3 = ["--game", "zongshi", "--players", "3", "--bots", "random,random,random"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--option", "no_such_option=1"], "zsgames: the following arguments are required"),
        (
            ["play", *ZONGSHI_3, "--option", "no_such_option=1"],
            'zsgames: Zong Shi has no option "no_such_option" (its options: max_rounds, rules)',
        ),
        (
            ["play", *ZONGSHI_3, "--option", "max_rounds=-3"],
            "zsgames: option max_rounds must be between 1 and 40, not -3",
        ),
        (
            ["play", *ZONGSHI_3, "--option", "max_rounds=two"],
            'zsgames: option max_rounds must be a whole number, not "two"',
        ),
        (["play", *ZONGSHI_3, "--option", "rules=3"], "zsgames: option rules must be 1 or 2, not 3"),
        (["play", *ZONGSHI_3, "--option", "max_rounds"], 'zsgames: an option is NAME=VALUE, not "max_rounds"'),
        (
            [
                "play",
                "--game",
                "zooscape",
                "--players",
                "3",
                "--bots",
                "random,random,random",
                "--option",
                "memory_aid=maybe",
            ],
            'zsgames: option memory_aid must be true or false (or yes/no, 1/0), not "maybe"',
        ),
        (
            [
                "arena",
                "--game",
                "zooscape",
                "--players",
                "3",
                "--bots",
                "random,random,random",
                "--option",
                "first_master=3",
            ],
            "zsgames: option first_master must be a seat from 0 to 2, not 3",
        ),
        (
            ["shot", "--game", "cuzhi", "--players", "2", "--out", "{tmp}/board.png", "--option", "speed=1"],
            'zsgames: Cuzhi 促织 has no option "speed" (its options: none)',
        ),
    ],
)
def test_a_bad_option_exits_2_with_one_line(tmp_path, args, message):
    result = _zsgames(*(a.format(tmp=tmp_path) for a in args), encoding="utf-8")
    err = result.stderr.decode("utf-8").strip()
    assert result.returncode == 2
    assert len(err.splitlines()) == 1 and err.startswith(message)


def test_play_with_options_sets_up_the_game_with_them_and_saves_them(tmp_path):
    save = tmp_path / "g.json"
    result = run_cli("play", *ZONGSHI_3, "--option", "max_rounds=1", "--json", "--save", str(save))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["options"] == {"max_rounds": 1}
    assert json.loads(save.read_text())["config"]["options"] == {"max_rounds": 1}
    plain = run_cli("play", *ZONGSHI_3, "--json")
    assert json.loads(plain.stdout)["options"] == {}
    assert json.loads(plain.stdout)["actions"] > json.loads(result.stdout)["actions"]  # one round, not all


def test_arena_plays_every_game_with_the_options():
    result = run_cli("arena", *ZONGSHI_3, "--games", "3", "--option", "max_rounds=1", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["options"] == {"max_rounds": 1}
    text = run_cli("arena", *ZONGSHI_3, "--games", "3", "--option", "max_rounds=1")
    assert text.stdout.splitlines()[0] == "zongshi, 3 players, 3 games, seed 1, options max_rounds=1"


def test_shot_draws_a_game_set_up_with_the_options(tmp_path):
    out = tmp_path / "board.png"
    result = _zsgames(
        "shot",
        "--game",
        "zooscape",
        "--players",
        "3",
        "--width",
        "64",
        "--height",
        "64",
        "--out",
        str(out),
        "--option",
        "memory_aid=yes",
        "--option",
        "first_master=2",
    )
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"\x89PNG")


def run_with_data(data_dir, *args: str) -> subprocess.CompletedProcess[str]:
    """The command line with its user data (the statistics) in ``data_dir``."""
    return run_cli(*args, env={**os.environ, "ZSGAMES_DATA_DIR": str(data_dir)})


def test_stats_json_counts_two_recorded_games(tmp_path):
    for seed in ("1", "2"):
        played = run_with_data(
            tmp_path, "play", "--game", "tiny", "--players", "2", "--bots", "easy,random", "--seed", seed, "--record"
        )
        assert played.returncode == 0, played.stderr
    again = run_with_data(
        tmp_path, "play", "--game", "tiny", "--players", "2", "--bots", "easy,random", "--seed", "2", "--record"
    )  # the same game once more: still counted once
    assert again.returncode == 0, again.stderr
    out = run_with_data(tmp_path, "stats", "--game", "tiny", "--json")
    assert out.returncode == 0, out.stderr
    tiny = json.loads(out.stdout)["games"]["tiny"]
    assert tiny["recorded"] == 2
    players = {p["player"]: p for p in tiny["players"]}
    assert set(players) == {"Easy bot", "Random bot"}
    easy, rand = players["Easy bot"], players["Random bot"]
    assert easy["games"] == rand["games"] == 2 and easy["wins"] + rand["wins"] >= 2  # shared wins count for both
    assert set(easy["against"]) == {"random"} and easy["against"]["random"]["games"] == 2
    low, high = easy["ci95"]
    assert 0 <= low <= easy["win_rate"] <= high <= 1
    text = run_with_data(tmp_path, "stats", "--game", "tiny")
    assert text.returncode == 0 and text.stdout.startswith("Tiny Test Game: 2 games recorded")
    assert "against Random: 2 games" in text.stdout


def test_stats_errors_are_one_line_and_exit_2(tmp_path):
    unknown = run_with_data(tmp_path, "stats", "--game", "chess")
    assert unknown.returncode == 2 and unknown.stderr.count("\n") == 1 and "unknown game" in unknown.stderr
    (tmp_path / "stats.sqlite3").write_text("scribbles")
    broken = run_with_data(tmp_path, "stats")
    assert broken.returncode == 2 and broken.stderr.count("\n") == 1 and "was kept as" in broken.stderr
    assert any(p.name.startswith("stats.sqlite3.unreadable-") for p in tmp_path.iterdir())
    (tmp_path / "stats.sqlite3").unlink()
    (tmp_path / "stats.sqlite3").mkdir()  # a folder where the file should be: it cannot be opened
    blocked = run_with_data(tmp_path, "play", "--game", "tiny", "--players", "2", "--bots", "easy,random", "--record")
    assert blocked.returncode == 2 and blocked.stderr.count("\n") == 1 and "statistics" in blocked.stderr


def test_arena_seats_openspiels_bot_in_worker_processes_too():
    result = run_cli(
        "arena",
        "--game",
        "cuzhi",
        "--players",
        "2",
        "--bots",
        "openspiel-ismcts:3,random",
        "--games",
        "2",
        "--jobs",
        "2",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [r["bot"] for r in report["results"]] == ["openspiel-ismcts:3", "random"]
    assert all(r["games"] == 2 for r in report["results"])


@pytest.mark.parametrize(
    ("bots", "message"),
    [
        ("openspiel-ismcts:0,random", "from 2 to"),
        ("openspiel-mcts,random", "unknown bot"),
    ],
)
def test_a_bad_openspiel_bot_exits_2_with_one_line(bots, message):
    result = run_cli("arena", "--game", "cuzhi", "--players", "2", "--bots", bots, "--games", "1")
    assert result.returncode == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_openspiel_bot_outside_the_three_games_exits_2():
    result = run_cli("play", "--game", "tiny", "--players", "2", "--bots", "openspiel-ismcts,random")
    assert result.returncode == 2 and "bots play zongshi, zooscape, cuzhi, not tiny" in result.stderr


def test_an_openspiel_bot_without_the_extra_exits_2_with_one_line(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # as if open_spiel were not installed
    monkeypatch.delitem(sys.modules, "zsgames.interop.openspiel", raising=False)
    monkeypatch.delitem(sys.modules, "zsgames.interop.ismcts_bot", raising=False)
    assert cli.main(["play", "--game", "cuzhi", "--players", "2", "--bots", "openspiel-ismcts,random"]) == 2
    err = capsys.readouterr().err
    assert "need the openspiel extra" in err and len(err.strip().splitlines()) == 1


def test_check_reads_a_save_that_play_wrote_with_openspiels_bot(tmp_path, capsys):
    save = tmp_path / "g.json"
    assert (
        cli.main(
            [
                "play",
                "--game",
                "cuzhi",
                "--players",
                "2",
                "--bots",
                "openspiel-ismcts:2,random",
                "--seed",
                "4",
                "--save",
                str(save),
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert cli.main(["check", str(save)]) == 0
    assert capsys.readouterr().out.startswith("ok: Cuzhi")
