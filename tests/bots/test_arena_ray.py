"""`--backend ray`: a small arena on a local Ray with two workers gives the report of `--jobs 2`.

Ray is in the `ray` extra, which `make setup` installs, so this runs in CI; a machine without it
fails here rather than skipping (a skipped test would prove nothing)."""

from __future__ import annotations

import json

from zsgames import cli
from zsgames.bots import arena


def _without_times(report):
    return {**report, "results": [{k: v for k, v in r.items() if k != "mean_move_s"} for r in report["results"]]}


def test_a_ray_arena_matches_two_jobs():
    # a real game: Ray's workers are fresh processes, which know only the registered games
    bots = ["easy", "random", "random"]
    ray = arena.run_arena("zooscape", 3, bots, 6, seed=4, jobs=2, backend="ray")
    jobs = arena.run_arena("zooscape", 3, bots, 6, seed=4, jobs=2)
    assert _without_times(ray) == _without_times(jobs)
    assert ray["games"] == 6 and len(ray["elo"]) == 2


def test_the_cli_takes_the_ray_backend(capsys):
    argv = [
        "arena",
        "--game",
        "zooscape",
        "--players",
        "3",
        "--bots",
        "random,random,easy",
        "--games",
        "3",
        "--jobs",
        "2",
        "--backend",
        "ray",
        "--json",
    ]
    assert cli.main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 3 and [r["bot"] for r in report["results"]] == ["random", "random", "easy"]


def test_an_address_without_the_ray_backend_is_one_line_and_exit_2(capsys):
    argv = ["arena", "--game", "zooscape", "--players", "3", "--bots", "random,random,random", "--address", "x:1"]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("--address needs --backend ray") and "\n" not in err


def test_an_unreachable_cluster_is_one_line_and_exit_2(capsys):
    argv = [
        "arena",
        "--game",
        "zooscape",
        "--players",
        "3",
        "--bots",
        "random,random,random",
        "--games",
        "1",
        "--backend",
        "ray",
        "--address",
        "127.0.0.1:1",
    ]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "cannot start Ray at 127.0.0.1:1" in err and "\n" not in err
