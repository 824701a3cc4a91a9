from zsgames.core.text import join_and, ordinal, plural


def test_plural_agrees_with_the_number():
    assert plural(1, "scroll") == "1 scroll"
    assert plural(0, "scroll") == "0 scrolls"
    assert plural(2, "box", "boxes") == "2 boxes"
    assert plural(1, "box", "boxes") == "1 box"


def test_join_and_reads_as_a_sentence():
    assert join_and([]) == ""
    assert join_and(["Blue"]) == "Blue"
    assert join_and(["Blue", "Orange"]) == "Blue and Orange"
    assert join_and(["Blue", "", "Orange", "Green"]) == "Blue, Orange and Green"
    assert join_and(["a", "b"], "or") == "a or b"


def test_ordinal_places():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "101st",
    ]


def test_the_seat_named_you_is_spoken_to():
    from zsgames.core.text import YOU, possessive, subject

    assert possessive("Bot A") == "Bot A's" and possessive(YOU) == "Your"
    assert possessive(YOU, mid_sentence=True) == "your" and possessive("Blue", mid_sentence=True) == "Blue's"
    assert subject("Bot A", "starts", "start") == "Bot A starts" and subject(YOU, "was", "were") == "You were"


def test_several_names_or_you_take_the_plural_verb():
    from zsgames.core.text import YOU, subjects

    assert subjects(["Blue"], "chooses", "choose") == "Blue chooses"
    assert subjects([YOU], "chooses", "choose") == "You choose"
    assert subjects(["Blue", YOU], "is", "are") == "Blue and You are"
    assert subjects(["Blue", "Orange", "Green"], "wins", "win") == "Blue, Orange and Green win"


def test_who_won_names_the_winners():
    from zsgames.core.text import YOU, who_won

    assert who_won(["Blue"]) == "Blue wins" and who_won([YOU]) == "You win"
    assert who_won(["Blue", YOU]) == "Blue and You share the win"
