"""``zsgames bench --ui`` (zsgames/ui/bench_ui.py): a short run through the real window."""

from zsgames.ui import bench_ui


def test_quick_ui_bench_times_moves_through_the_window(qtbot):
    report = bench_ui.run("zooscape", quick=True)
    row = report["games"]["zooscape"]
    assert row["players"] == 6 and row["moves"] == 12
    assert 0 < row["median_ms"] <= row["p95_ms"] <= row["slowest_move_ms"]
    assert row["items"] > 20
    assert "zooscape" in bench_ui.format_report(report)
