from collections import Counter

from zsgames.core.rng import Rng, seed_to_int


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(10)] == [b.next64() for _ in range(10)]


def test_state_is_one_json_int_and_restores():
    rng = Rng("hello")
    rng.randbelow(10)
    copy = Rng.from_state(rng.to_json())
    assert isinstance(rng.to_json(), int)
    assert [rng.roll(6) for _ in range(20)] == [copy.roll(6) for _ in range(20)]


def test_clone_is_independent():
    rng = Rng(1)
    clone = rng.clone()
    rng.next64()
    assert clone.state != rng.state


def test_text_seeds_are_stable():
    assert seed_to_int("zsgames") == seed_to_int("zsgames")
    assert seed_to_int("a") != seed_to_int("b")


def test_dice_are_roughly_uniform_and_in_range():
    rng = Rng(7)
    counts = Counter(rng.roll(6) for _ in range(6000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(800 < c < 1200 for c in counts.values())


def test_shuffle_is_a_permutation():
    rng = Rng(3)
    items = list(range(50))
    rng.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
