"""``zsgames bench`` reports, per game and bot level, the decisions a time cap cut short: a capped
bot is weaker than the one the arena measured (which searches its whole count)."""

from __future__ import annotations

from typing import Any

from zsgames import bench
from zsgames.core import registry


class _CappedBot:
    """A bot whose time cap bites on every decision (as a slow machine would make it)."""

    def __init__(self) -> None:
        self.capped = 0

    def choose(self, game: Any, view: Any, seat: int, legal: list[Any]) -> Any:
        self.capped += 1
        return legal[0]


def test_the_bench_counts_the_decisions_a_time_cap_cut_short(monkeypatch):
    import zsgames.bots

    monkeypatch.setattr(zsgames.bots, "make_bot", lambda spec, seed=0, **_kw: _CappedBot())
    game = registry.get("zooscape")
    times = bench.bot_times(game, 3, {"slow": 3}, quick=True)
    assert times["slow"]["decisions"] == 3 and times["slow"]["capped"] == 3


def test_the_report_shows_the_capped_share_of_every_level():
    report = bench.run("zooscape", quick=True)
    levels = report["bots"]["zooscape"]
    assert all(entry["capped"] == 0 for entry in levels.values())  # exact counts: nothing to cut short
    text = bench.format_report(report)
    assert "capped" in text.splitlines()[-len(levels) - 1]
    assert all(
        line.rstrip().endswith(f"0/{levels[level]['decisions']}")
        for level, line in zip(levels, text.splitlines()[-len(levels) :], strict=True)
    )
