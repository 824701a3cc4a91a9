"""The timing that sets openspiel-ismcts's default: same positions for both bots, one line each."""

from __future__ import annotations

import re

import pytest

from zsgames.interop import timing


def test_positions_are_real_choices_spread_over_matches():
    matches = timing.positions("cuzhi", 6)
    assert len(matches) == 6
    assert len({m.seed for m in matches}) == 2  # four from the first match, two from the next
    for match in matches:
        assert not match.is_over() and len(match.legal_actions(match.deciders()[0])) >= 2
    assert len({len(m.steps) for m in matches[:4]}) == 4  # spread over the game, not one moment


def test_the_report_names_hards_time_and_the_matching_n(capsys):
    assert timing.main(["zooscape", "--positions", "2", "3", "6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"zooscape: 2 positions, hard \d+\.\d{3} s a decision", lines[0])
    for line, n in zip(lines[1:], (3, 6), strict=True):
        assert re.fullmatch(rf"  openspiel-ismcts:{n}  \d+\.\d{{3}} s a decision  → Hard's time at N ≈ \d+", line)


def test_a_bad_count_is_refused():
    with pytest.raises(SystemExit) as exit_info:
        timing.main(["cuzhi", "0"])
    assert exit_info.value.code == 2
