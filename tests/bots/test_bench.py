"""The bench report has the documented shape (a quick run on the tiny game)."""

from __future__ import annotations

from zsgames import bench


def test_quick_bench_reports_throughput_bot_times_and_the_peer():
    report = bench.run("tiny", quick=True)
    assert set(report) == {"games", "bots", "peer"}
    tiny = report["games"]["tiny"]
    assert tiny["players"] == 4 and tiny["actions_per_s"] > 0 and tiny["games_per_s"] > 0
    assert tiny["clone_us"] > 0
    levels = report["bots"]["tiny"]
    assert set(levels) == {"random", "easy", "ismcts:20"}
    assert all(b["p95_s"] >= b["p50_s"] >= 0 and b["decisions"] == 2 for b in levels.values())
    assert levels["ismcts:20"]["mean_iterations"] == 20
    peer = report["peer"]["catanatron"]
    if peer is None:
        assert "not installed" in report["peer"]["note"]
    else:
        assert peer["actions_per_s"] > 0 and "ratio_to_catanatron" in tiny
    text = bench.format_report(report)
    assert "tiny" in text and "p95" in text


def test_cuzhi_is_benched_at_three_players():
    class Fake:
        name, min_players, max_players = "cuzhi", 2, 4

    class Other:
        name, min_players, max_players = "zongshi", 3, 5

    assert bench.bench_players(Fake()) == 3
    assert bench.bench_players(Other()) == 4


class _CappedBot:
    """A bot whose time cap bites on every decision (as a slow machine would make it)."""

    def __init__(self) -> None:
        self.capped = 0

    def choose(self, game, view, seat, legal):
        self.capped += 1
        return legal[0]


def test_the_bench_counts_the_decisions_a_time_cap_cut_short(monkeypatch):
    """A capped bot is weaker than the one the arena measured (which searches its whole count)."""
    import zsgames.bots
    from zsgames.core import registry

    monkeypatch.setattr(zsgames.bots, "make_bot", lambda spec, seed=0, **_kw: _CappedBot())
    times = bench.bot_times(registry.get("tiny"), 4, {"slow": 2}, quick=True)
    assert times["slow"]["decisions"] == 2 and times["slow"]["capped"] == 2


def test_the_report_shows_the_capped_share_of_every_level():
    report = bench.run("tiny", quick=True)
    levels = report["bots"]["tiny"]
    assert all(entry["capped"] == 0 for entry in levels.values())  # exact counts: nothing cut short
    lines = bench.format_report(report).splitlines()
    assert "capped" in lines[-len(levels) - 1]
    assert all(
        line.rstrip().endswith(f"0/{levels[level]['decisions']}")
        for level, line in zip(levels, lines[-len(levels) :], strict=True)
    )
