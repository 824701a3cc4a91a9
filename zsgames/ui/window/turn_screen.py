"""Who decides now and what the screen shows for it: one answer every part of the window reads.

:func:`screen_for` turns the match's deciders into a :class:`Screen` — whose eyes the board shows,
whose legal moves are offered, what the banner says, whether the hot-seat curtain comes first and
which bot thinks meanwhile. In hot-seat a human's private decision comes after a curtain unless the
last human screen was that human's own private one since the last curtain (their public move, or
another player's, may have been made with someone else at the computer).

Deciders can be several at once (Zooscape's secret group choice: every player in the market chooses
at the same time); then the human chooses while the bots make their own secret choices, and the
banner, the moves list and the players panel all say so.
"""

from __future__ import annotations

from dataclasses import dataclass

from zsgames.core.i18n import N_, _
from zsgames.core.text import YOU, join_and, seat_name
from zsgames.ui.panels.curtain_words import pass_to
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.results import result_words


@dataclass(frozen=True)
class Screen:
    viewer: int | None  # whose view the board and the log show (None: public facts only)
    acting: int | None  # the human whose legal moves are offered now
    banner: str
    banner_seat: int | None  # whose colour the banner wears
    curtain_for: int | None = None  # hot-seat: pass the computer to this seat first
    bot_seat: int | None = None  # the bot that thinks now (it may think while a human chooses)
    waiting: str = N_("nothing to decide now")  # the moves list's line when no move is offered (shown with _())
    private: bool = False  # hot-seat: the acting human's decision shows their secrets


def result_banner(model: MatchModel) -> tuple[str, int | None]:
    outcome = model.game.winner(model.state)
    words = result_words(model.match.config, model.game.scores(model.state), outcome)
    if words.detail:
        text = _("Game over — {result}; {detail}", result=words.headline, detail=words.detail)
    else:
        text = _("Game over — {result}", result=words.headline)
    return text, (outcome.winners[0] if outcome.winners else None)


def doing_too(names: list[str]) -> str:
    """ "Blue is choosing too", "You are choosing too", "Blue and Orange are choosing too"."""
    if len(names) > 1:
        return _("{names} are choosing too", names=join_and(seat_name(n) for n in names))
    return _("You are choosing too") if names[0] == YOU else _("{name} is choosing too", name=names[0])


def curtain_screen(model: MatchModel, seat: int, bot_seat: int | None) -> Screen:
    """The curtain before ``seat``'s private screen: nobody's view, no moves (a bot may think)."""
    return Screen(None, None, pass_to(model.name(seat)), seat, curtain_for=seat, bot_seat=bot_seat)


def screen_for(model: MatchModel, revealed_seat: int | None) -> Screen:
    """The screen for the match's current decision; ``revealed_seat`` is the hot-seat player whose
    own private screen was the last human screen since the curtain was last lifted (None when the
    last human screen was a public one)."""
    match = model.match
    if match.is_over():
        banner, seat = result_banner(model)
        return Screen(model.default_viewer(), None, banner, seat, waiting=_("the game is over"))
    deciders = model.deciders()
    humans = model.human_deciders()
    bots = model.bot_deciders()
    bot_seat = bots[0] if bots else None
    if humans:
        seat = humans[0]  # hot-seat: one person at the screen at a time
        hot_seat = len(model.humans) > 1
        private = hot_seat and match.game.is_private_decision(match.state, seat)
        if private and revealed_seat != seat:
            return curtain_screen(model, seat, bot_seat)
        prompt = model.prompt(seat)
        banner = f"{model.name(seat)} — {prompt}" if prompt else model.name(seat)
        others = [model.name(s) for s in deciders if s != seat]
        if others:  # a choice everyone makes at once, in secret
            banner += f" ({doing_too(others)})"
        return Screen(seat, seat, banner, seat, bot_seat=bot_seat, private=private)
    assert bot_seat is not None
    bot_names = [model.name(s) for s in bots]
    names = join_and(bot_names)
    viewer = model.default_viewer()
    if len(bots) > 1:
        banner = _("Waiting for {names} to choose…", names=names)
    elif bot_names[0] == YOU:
        banner = _("You are thinking…")
    else:
        banner = _("{name} is thinking…", name=bot_names[0])
    return Screen(viewer, None, banner, bot_seat, bot_seat=bot_seat, waiting=_("waiting for {names}", names=names))
