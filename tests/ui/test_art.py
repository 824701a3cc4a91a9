"""The games' art: every drawing parses, renders to visible pixels, is listed, and covers the game's data."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from zsgames.core.resources import load_json, resource_path
from zsgames.ui.shared.art import art_brush, art_names, art_pixmap, art_size
from zsgames.ui.shared.seat_palette import COLOUR_BLIND_SEAT_COLOURS, DEFAULT_SEAT_COLOURS

GAMES = ("zongshi", "zooscape", "cuzhi")
SVG = "{http://www.w3.org/2000/svg}svg"


def svg_files(game: str) -> list[Path]:
    return sorted(resource_path(game, "art").glob("*.svg"))


def visible_pixels(image: QImage) -> int:
    return sum(1 for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).alpha() > 0)


def expected_names(game: str) -> set[str]:
    """The drawings each game's components need, named from its data files."""
    if game == "zongshi":
        projects = {f"project_{p['id']}" for p in load_json("zongshi", "projects.json")["projects"]}
        boxes = {f"box_{m}" for m in ("jade", "bronze", "ivory", "gold")}
        return projects | boxes | {
            "pawn_master", "pawn_apprentice", "visit_tile", "scroll", "project_frame", "masterwork",
            "temple", "bag", "bin_large", "bin_small", "table",
        }  # fmt: skip
    if game == "zooscape":
        cards = load_json("zooscape", "cards.json")
        curios = {f"curio_{c['key']}" for c in cards["curio_types"]}
        actions = {f"action_{a['key']}" for a in cards["action_cards"]}
        return (
            curios | actions | {cards["kimono"]["key"], "coin", "action_back", "action_frame", "sack", "bin", "table"}
        )
    crickets = {f"cricket_{g['key']}" for g in load_json("cuzhi", "grades.json")["grades"]}
    dice = {f"die_d{d['sides']}" for d in load_json("cuzhi", "dice.json")["dice"]}
    areas = {f"area_{a['area']}" for a in load_json("cuzhi", "areas.json")["areas"]}
    return crickets | dice | areas | {"jar", "grass", "coin", "yamen_seal", "ring", "table"}


@pytest.mark.parametrize("game", GAMES)
def test_every_component_of_the_game_has_its_drawing(game):
    names = art_names(game)
    assert names == sorted(p.stem for p in svg_files(game))
    missing = expected_names(game) - set(names)
    assert not missing, sorted(missing)


@pytest.mark.parametrize("game", GAMES)
def test_every_svg_parses_as_an_svg_with_a_view_box(game):
    for path in svg_files(game):
        root = ET.parse(path).getroot()
        assert root.tag == SVG, path.name
        width, height = (float(v) for v in root.attrib["viewBox"].split()[2:])
        assert width > 0 and height > 0, path.name
        assert art_size(game, path.stem).width() == width, path.name


@pytest.mark.parametrize("game", GAMES)
def test_every_drawing_renders_visible_pixels_small_and_on_a_dense_screen(qapp, game):
    for name in art_names(game):
        for size, dpr in ((24, 1.0), (48, 2.0)):
            pixmap = art_pixmap(game, name, size, dpr)
            assert max(pixmap.width(), pixmap.height()) == round(size * dpr), (name, size, dpr)
            assert pixmap.devicePixelRatio() == dpr
            image = pixmap.toImage()
            assert visible_pixels(image) > image.width() * image.height() // 10, (name, size)


def test_a_pair_size_gives_that_size_and_the_cache_gives_the_same_pixmap(qapp):
    card = art_pixmap("zongshi", "project_frame", (60, 60))
    assert (card.width(), card.height()) == (60, 60)
    tall = art_pixmap("zongshi", "project_frame", 126)
    assert (tall.width(), tall.height()) == (90, 126)  # one number: the longer side, proportions kept
    assert art_pixmap("zongshi", "project_frame", 126).cacheKey() == tall.cacheKey()
    assert art_pixmap("zongshi", "project_frame", 126, 2.0).cacheKey() != tall.cacheKey()
    assert art_brush("cuzhi", "table", 64).texture().width() == 64


def test_a_missing_drawing_is_named_in_the_error(qapp):
    with pytest.raises(FileNotFoundError, match="no art called 'unicorn'"):
        art_pixmap("cuzhi", "unicorn", 32)
    assert art_names("no-such-game") == []


@pytest.mark.parametrize("game", GAMES)
def test_every_drawing_is_listed_in_its_readme_and_every_row_is_a_drawing(game):
    readme = resource_path(game, "art", "README.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| `([^`]+\.svg)` \|", readme, re.MULTILINE))
    assert listed == {p.name for p in svg_files(game)}
    assert "Licence: MIT" in readme


@pytest.mark.parametrize("game", GAMES)
def test_no_drawing_uses_a_seat_colour(game):
    """Seats are told by the pieces' colours and symbols: art in a seat's colour would mislead."""
    seat_colours = {c.lower() for c in (*DEFAULT_SEAT_COLOURS.values(), *COLOUR_BLIND_SEAT_COLOURS.values())}
    for path in svg_files(game):
        used = {c.lower() for c in re.findall(r"#[0-9a-fA-F]{6}\b", path.read_text(encoding="utf-8"))}
        assert not used & seat_colours, (path.name, sorted(used & seat_colours))
