"""A save's size, nesting and number of lists/objects are bounded before it is parsed (issue 34, item 12)."""

import json
import time
import tracemalloc

import pytest

from zsgames.core import snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.registry import get
from zsgames.core.snapshot import MAX_BYTES, MAX_CONTAINERS, MAX_DEPTH, SaveError


def _save_with(actions_json: str) -> str:
    match = Match(get("zooscape"), GameConfig.make(3), 1)
    head = json.dumps({k: v for k, v in snapshot.to_dict(match).items() if k != "actions"})
    return head[:-1] + ', "actions": ' + actions_json + "}"


def test_sixty_megabytes_of_empty_objects_are_refused_before_reading(tmp_path):
    """Such a file used to pass ``check`` after 1.5 GB of memory and block Open for 34 s."""
    path = tmp_path / "huge.json"
    with path.open("w") as fh:
        fh.write(_save_with("[" + "{}," * (20 * 1024 * 1024) + "{}]"))
    started = time.perf_counter()
    with pytest.raises(SaveError, match=r"^file is too large to be a zsgames save$"):
        snapshot.load(path)
    assert time.perf_counter() - started < 1.0


def test_many_empty_objects_under_the_size_bound_are_refused_before_parsing(tmp_path):
    count = MAX_CONTAINERS + 10
    text = _save_with("[" + "{}," * count + "{}]")
    assert len(text) < MAX_BYTES
    path = tmp_path / "many.json"
    path.write_text(text)
    tracemalloc.start()
    try:
        with pytest.raises(SaveError, match=f"more than {MAX_CONTAINERS} lists and objects"):
            snapshot.load(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 40 * 1024 * 1024  # a few copies of the 600 KB text, never the parsed millions


def test_deep_nesting_is_refused_with_the_limit_said():
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    with pytest.raises(SaveError) as err:
        snapshot.parse(_save_with(f'[{{"seat": 0, "kind": "x", "args": {deep}}}]'))
    assert str(err.value) == f"not a zsgames save (nested more than {MAX_DEPTH} deep)"


def test_brackets_inside_text_do_not_count():
    text = _save_with('[{"seat": 0, "kind": "x", "label": "' + "[{" * 5000 + '\\" ]]"}]')
    assert snapshot.parse(text)["actions"][0]["label"].startswith("[{[{")


def test_a_real_save_is_far_inside_the_bounds(tmp_path):
    """A finished 5-player Zong Shi game (random seats play the longest games)."""
    from zsgames.core.conformance import random_playout

    game, config = get("zongshi"), GameConfig.make(5)
    _, actions = random_playout(game, config, 2, chooser_seed=2)
    text = snapshot.dumps(Match.replay(game, config, 2, actions))
    assert len(text.encode()) * 20 < MAX_BYTES
    brackets = sum(text.count(c) for c in "[{")
    assert brackets * 20 < MAX_CONTAINERS
    snapshot.parse(text)
