"""A seat named by its colour (the default) reads in the reader's language wherever it is formatted,
and stays its English key in saves, digests and comparisons; a typed name stays as typed."""

from __future__ import annotations

import json

from zsgames.core.game import GameConfig
from zsgames.core.i18n import Text, english, join_and, load_catalog, use_catalog
from zsgames.core.names import SEAT_COLOUR, ColourName, name_key, shown_name


def test_colour_names_read_in_the_language_and_keep_their_english_key():
    config = GameConfig.make(3, ["Blue", "Ann", "Green"])
    assert isinstance(config.names[0], ColourName) and not isinstance(config.names[1], ColourName)
    catalog = load_catalog("zh_CN")
    blue = catalog.lookup("Blue", None, SEAT_COLOUR, None)
    green = catalog.lookup("Green", None, SEAT_COLOUR, None)
    assert blue and green and blue != "Blue"
    said = Text("{name} wins", name=config.names[0])
    use_catalog(catalog)
    try:
        assert f"{config.names[0]}" == blue and shown_name("Ann") == "Ann"
        assert blue in str(said) and "Blue" not in str(said)
        assert english(said) == "Blue wins"
        assert join_and(config.names) == f"{blue}、Ann和{green}"
        assert name_key(blue) == "Blue" and name_key("Ann") == "Ann"
        assert str(config.names[0]) == "Blue" and config.names[0] == "Blue"  # the key: palette, settings
        assert json.dumps(config.to_json()["names"]) == '["Blue", "Ann", "Green"]'
    finally:
        use_catalog(None)
    assert f"{config.names[0]}" == "Blue" and str(said) == "Blue wins"
    assert GameConfig.from_json(config.to_json()) == config
