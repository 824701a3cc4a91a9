import json

import pytest

from zsgames.core.game import Action, Event, GameConfig, IllegalAction


def test_action_json_round_trip_ignores_label():
    action = Action(1, "split", (2, (0, 1)), "Split after card 2")
    data = json.loads(json.dumps(action.to_json()))
    back = Action.from_json(data)
    assert back == action and hash(back) == hash(action)
    assert Action(1, "split", (2, (0, 1))) == action


@pytest.mark.parametrize(
    "bad", [[], {"seat": "1", "kind": "x"}, {"seat": 1, "kind": ""}, {"seat": 1, "kind": "x", "args": 3}]
)
def test_action_from_bad_json(bad):
    with pytest.raises(ValueError):
        Action.from_json(bad)


def test_event_text_per_viewer():
    event = Event("draw", "Blue drew a scroll", 0, ((0, "You drew Swift Fingers"),), chance=True)
    assert event.text_for(0) == "You drew Swift Fingers"
    assert event.text_for(1) == "Blue drew a scroll"
    assert event.text_for(None) == "Blue drew a scroll"


def test_config_round_trip():
    config = GameConfig.make(3, ["A", "B", "C"], {"first": 1}, [{"controller": "human"}] * 3)
    assert GameConfig.from_json(json.loads(json.dumps(config.to_json()))) == config
    assert config.option("first") == 1 and config.name(2) == "C"
    assert GameConfig.make(3).names == ("Blue", "Orange", "Green")


def test_illegal_action_carries_reason():
    exc = IllegalAction("Merchant Statue needs 2 gold; you have 1")
    assert str(exc) == exc.reason


def test_config_with_absurd_player_count_is_refused_before_anything_is_built():
    # A save with players = 10**30 and no names once made the loader build names forever (out of memory).
    with pytest.raises(ValueError, match="between 1 and 16"):
        GameConfig.from_json({"players": 10**30})
    with pytest.raises(ValueError, match="between 1 and 16"):
        GameConfig.from_json({"players": 0, "names": []})
