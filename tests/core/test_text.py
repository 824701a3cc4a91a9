from zsgames.core.text import count, join_and, plural


def test_count_agrees_with_the_number():
    assert count(1, "scroll") == "1 scroll"
    assert count(0, "scroll") == "0 scrolls"
    assert count(2, "box", "boxes") == "2 boxes"
    assert count(1, "box", "boxes") == "1 box"
    assert plural(3, "curio") == "curios"


def test_join_and_reads_as_a_sentence():
    assert join_and([]) == ""
    assert join_and(["Blue"]) == "Blue"
    assert join_and(["Blue", "Orange"]) == "Blue and Orange"
    assert join_and(["Blue", "Orange", "Green"]) == "Blue, Orange and Green"
    assert join_and(["a", "b"], "or") == "a or b"
