from zsgames.core import registry


def test_every_known_game_is_registered_with_sane_metadata():
    games = registry.games()
    for name in registry.shipped():
        game = games[name]
        assert game.name == name and game.display_name
        assert 2 <= game.min_players <= game.max_players <= 6
        assert "<" in game.rules_help()  # HTML help text


def test_player_ranges_match_the_rulebooks():
    ranges = {name: (g.min_players, g.max_players) for name, g in registry.games().items()}
    assert ranges["zongshi"] == (3, 5)
    assert ranges["zooscape"] == (3, 6)
    assert ranges["cuzhi"] == (2, 4)


def test_unknown_game_names_the_known_ones():
    try:
        registry.get("chess")
    except KeyError as exc:
        assert "zooscape" in exc.args[0]
    else:
        raise AssertionError("chess should be unknown")
