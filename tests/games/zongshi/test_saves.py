"""Saves across editions of the rules: a game saved before the scrolls' new timing (edition 1) or
before the final round's last chance (edition 2) still loads, replay-verifies against its own digest
and plays on by the rules it was begun with.

``data/save_edition1.json`` was written by the app before edition 2 (a 3-player game in round 27,
420 moves, no ``rules_version``): a real old save, not one made to look like one.
``data/save_edition2.json`` was written by edition 2 (commit dd11ff0): recorded random game 0, 587
moves to its end, whose last Step 2 moment edition 3 asks seat 1 about its Lucky Discovery.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zsgames.core import snapshot
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match, ReplayError
from zsgames.core.rng import Rng
from zsgames.games.zongshi import GAME

OLD = Path(__file__).parent / "data" / "save_edition1.json"
OLD2 = Path(__file__).parent / "data" / "save_edition2.json"


def test_the_game_is_in_its_third_edition_and_saves_say_so():
    assert GAME.rules_version == 3
    match = Match(GAME, GameConfig.make(3), 1)
    assert snapshot.to_dict(match)["rules_version"] == 3


def test_an_edition_2_save_loads_replay_verifies_and_keeps_its_rules():
    data = json.loads(OLD2.read_text())
    assert data["rules_version"] == 2 and data["config"]["options"] == {}
    match = snapshot.load(OLD2)
    assert len(match.actions) == 587 and match.config.option("rules") == 2 and match.is_over()
    config = GameConfig.from_json(data["config"])
    with pytest.raises(ReplayError):  # edition 3 asks seat 1 at move 587, where it took a box
        Match.replay(GAME, config, data["seed"], [Action.from_json(a) for a in data["actions"]])


def test_an_edition_1_save_keeps_edition_1_through_both_upgrades():
    data = GAME.upgrade_save(json.loads(OLD.read_text()), 1)
    assert (data["rules_version"], data["config"]["options"]) == (2, {"rules": 1})
    again = GAME.upgrade_save(dict(data), 2)
    assert again == data | {"rules_version": 3}


def test_an_edition_1_save_loads_and_replay_verifies():
    data = json.loads(OLD.read_text())
    assert "rules_version" not in data and data["config"]["options"] == {}
    match = snapshot.load(OLD)
    assert len(match.actions) == 420 and match.config.option("rules") == 1
    assert not match.is_over() and GAME.round_of(match.state) == 27


def test_the_old_actions_do_not_replay_by_the_new_rules():
    """Why the upgrade exists: the new windows ask questions the old game never asked."""
    data = json.loads(OLD.read_text())
    config = GameConfig.from_json(data["config"])
    actions = [Action.from_json(a) for a in data["actions"]]
    try:
        match = Match.replay(GAME, config, data["seed"], actions)
    except ReplayError:
        return
    assert match.digest() != data["state_digest"]


def test_an_edition_1_game_plays_on_by_its_rules_and_saves_again(tmp_path):
    match = snapshot.load(OLD)
    rng = Rng(4)
    asked = set()
    while not match.is_over() and len(match.actions) < 900:
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        asked.add(match.state.pending[-1]["kind"])
        match.apply(legal[rng.randbelow(len(legal))])
        GAME.check_invariants(match.state)
    assert not asked & {"after", "window", "award_offer"}  # the first edition's questions only
    path = tmp_path / "again.json"
    snapshot.save(match, path)
    again = snapshot.load(path)
    assert again.digest() == match.digest() and snapshot.read_file(path)["rules_version"] == 3


def test_a_tampered_edition_1_save_is_refused():
    data = json.loads(OLD.read_text())
    data["state_digest"] = "0" * 64
    with pytest.raises(snapshot.SaveError, match="digest differs"):
        snapshot.load_dict(data)
    data = json.loads(OLD.read_text())
    data["actions"][30]["args"] = ["nowhere"]
    with pytest.raises(snapshot.SaveError, match="cannot upgrade this Zong Shi save: move 31 is not legal here"):
        snapshot.load_dict(data)
