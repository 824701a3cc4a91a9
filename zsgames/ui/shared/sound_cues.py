"""Which sound effect a move makes: one table per game, read from the kinds of the rules' events.

A move (one applied action, a :class:`~zsgames.core.match.Step`) makes each effect its events call
for once, in the order the events tell them (several points in one move make one chime). Two effects
do not depend on a game's table: the game's end (the move after which the rules say the game is
over) and "your turn" (decided by the window, which knows who is a person). A game without a table
(a fourth one, until it gets its row) still has those two.

Hidden information: an effect comes only from an event kind, and every event is told to every seat
(its public text; ``tests/ui/test_sound_cues.py`` checks that each sounding event has one), so a
sound says no more than the log does: a secret Zooscape disk is the same knock whichever group it
names, and a Zong Shi Temple draw of another seat is just "a card".
"""

from __future__ import annotations

from collections.abc import Iterable

from zsgames.core.game import Event
from zsgames.ui.shared.sound import BAG, CARD, DICE, END, PLACE, POINTS, REVEAL

#: per game: event kind → effect
CUES: dict[str, dict[str, str]] = {
    "zongshi": {
        "go": PLACE,  # a pawn sent to a location
        "begin": PLACE,  # a master set on a project
        "draw_scrolls": CARD,
        "award": CARD,  # an award tile turned up
        "reveal": CARD,  # a masterwork turned up
        "draw_boxes": BAG,
        "fill": BAG,  # the bins filled from the bag
        "complete": POINTS,  # a masterwork completed
    },
    "zooscape": {
        "commit": PLACE,  # a disk laid face down (the same event whichever group it names)
        "apprentice": PLACE,
        "split": PLACE,  # the cards split by the divider
        "round": CARD,  # a round's cards laid out
        "lucky_cat": CARD,  # a card drawn from the deck
        "reveal": REVEAL,  # the disks turned up
        "take": POINTS,  # a group taken into a collection
        "bin_taken": POINTS,
        "kimono": POINTS,
    },
    "cuzhi": {
        "place": PLACE,  # a village head placed
        "card": CARD,  # a card turned up
        "title": CARD,  # a title card revealed
        "draw": BAG,
        "wild": BAG,  # wild crickets from the bag to the market
        "roll": DICE,
        "track": POINTS,  # a step on a Virtue or Reputation track
        "lantern": POINTS,
    },
}


def sounds_for(game: str, events: Iterable[Event], ends_game: bool = False) -> list[str]:
    """The effects of one move of ``game`` that told ``events``, each once, in the order told;
    the game's end last when the move ``ends_game``."""
    table = CUES.get(game, {})
    found = [table[e.kind] for e in events if e.kind in table]
    if ends_game:
        found.append(END)
    return list(dict.fromkeys(found))
