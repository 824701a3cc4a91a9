"""Done-when: headless play for every player count, deterministic per seed, saves that verify."""

from __future__ import annotations

import json

import pytest

from zsgames import cli


def run(capsys, *args: str) -> tuple[int, str]:
    code = cli.main(list(args))
    return code, capsys.readouterr().out


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_play_save_and_check(players, tmp_path, capsys):
    save = tmp_path / f"z{players}.json"
    bots = ",".join(["random"] * players)
    code, out = run(
        capsys,
        "play",
        "--game",
        "zooscape",
        "--players",
        str(players),
        "--bots",
        bots,
        "--seed",
        "7",
        "--json",
        "--save",
        str(save),
    )
    assert code == 0
    data = json.loads(out)
    assert len(data["scores"]) == players
    for score in data["scores"]:
        assert set(score["lines"]) >= {"Lutes", "Kimonos", "Gold coins", "Fire"}
        assert sum(score["lines"].values()) == score["total"]
    code, again = run(
        capsys, "play", "--game", "zooscape", "--players", str(players), "--bots", bots, "--seed", "7", "--json"
    )
    assert json.loads(again) == data  # same seed, same game
    code, out = run(capsys, "check", str(save))
    assert code == 0 and out.startswith("ok: Zooscape") and "finished" in out
