"""The end of a game in words and numbers (no Qt): places with shared ties, what decided the win,
and every seat's score after each round of the true game (nothing is hidden once it is over)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from zsgames.core.game import GameConfig, Outcome, Score
from zsgames.core.i18n import SOURCE, _, language
from zsgames.core.match import Match
from zsgames.core.text import join_and, ordinal, plural, subject

_RULE_CODE = re.compile(r"\s*\(D\d+\)")  # a rules-note reference such as "(D16)": not for players
_TIE_PREFIX = re.compile(r"^tie on points(?: and [^:]+)?[:,]\s*(?:broken by\s*)?", re.IGNORECASE)


def places(scores: list[Score], outcome: Outcome) -> list[tuple[int, list[int]]]:
    """[(place, seats)] best first: the winners share 1st; the others rank by points, equal points
    sharing a place (1st, 2nd, 2nd, 4th)."""
    winners = [s.seat for s in scores if s.seat in outcome.winners]
    out: list[tuple[int, list[int]]] = [(1, winners)] if winners else []
    rest = sorted((s for s in scores if s.seat not in outcome.winners), key=lambda s: -s.total)
    done = len(winners)
    for score in rest:
        if out and out[-1][0] > 1 and _total(scores, out[-1][1][0]) == score.total:
            out[-1][1].append(score.seat)
        else:
            out.append((done + 1, [score.seat]))
        done += 1
    return out


def _total(scores: list[Score], seat: int) -> int:
    return next(s.total for s in scores if s.seat == seat)


def place_of(scores: list[Score], outcome: Outcome) -> dict[int, int]:
    return {seat: place for place, seats in places(scores, outcome) for seat in seats}


def clean_reason(decided_by: str) -> str:
    return _RULE_CODE.sub("", decided_by).strip()


@dataclass(frozen=True)
class ResultWords:
    headline: str  # "Green wins with 13 points"
    detail: str  # how a tie was broken, or "" when the points alone decided
    standings: str  # "1st Green 13 · 2nd Orange 13 · 3rd Blue 9"


#: The catalogs' context of a scoring line's name (each game marks its lines with it).
SCORE_LINE = "score line"


def line_name(name: str) -> str:
    """A scoring line's name ("Tea bowls") in the reader's language."""
    return _(name, context=SCORE_LINE)


def shown_reason(decided_by: str) -> str:
    """What decided a game, in the reader's language (the games mark their reasons with ``N_``)."""
    return clean_reason(_(decided_by))


def result_words(config: GameConfig, scores: list[Score], outcome: Outcome) -> ResultWords:
    """The end of a game in words. What to say is decided on the English reason (the games'
    ``decided_by``); what is shown is in the reader's language."""

    def name(seat: int) -> str:
        return config.name(seat)

    reason = clean_reason(outcome.decided_by)  # English: the words decide
    shown = shown_reason(outcome.decided_by)
    english = language() == SOURCE
    winners = list(outcome.winners)
    if not winners:
        return ResultWords(_("Nobody wins"), shown, "")
    best = _total(scores, winners[0])
    points = plural(best, "point")
    tied = [s.seat for s in scores if s.total == best]
    by_points = reason.startswith("most points")
    if len(winners) > 1:
        headline = _(
            "{names} share the win with {points} each", names=join_and([name(w) for w in winners]), points=points
        )
        if by_points and len(tied) == len(winners):
            detail = ""
        elif reason.lower().startswith("most points"):
            detail = _("equal points share the win")
        else:
            detail = shown
    else:
        wins = subject(name(winners[0]), "wins", "win")  # "You win"
        headline = _("{wins} with {points}", wins=wins, points=points)
        if len(tied) > 1:
            tie = join_and([name(s) for s in tied])
            if english:
                how = _TIE_PREFIX.sub("", reason) or reason
                detail = _("{names} tie on {points}; {wins} on {how}", names=tie, points=points, wins=wins, how=how)
            else:  # the reason is one translated sentence: it is not cut into pieces
                detail = _("{names} tie on {points}; {reason}", names=tie, points=points, reason=shown)
        elif by_points:
            tail = reason[len("most points") :].strip()
            detail = (tail if english else shown) if tail else ""
        else:
            detail = shown
    standings = " · ".join(
        _(
            "{place} {names} {total}",
            context="standings",
            place=ordinal(place),
            names=join_and([name(s) for s in seats]),
            total=_total(scores, seats[0]),
        )
        for place, seats in places(scores, outcome)
    )
    return ResultWords(headline, detail, standings)


def score_by_round(match: Match) -> tuple[list[int], list[list[int]]]:
    """(rounds, totals[seat][i]): every seat's true score at the end of each round, the last point
    being the final score."""
    game = match.game
    previous = game.round_of(match.initial_state)
    points: list[tuple[int, object]] = []
    for index in range(1, len(match.steps) + 1):
        state = match.state_at(index)
        current = game.round_of(state)
        if current != previous:  # the first state of a new round: the previous one has closed
            points.append((previous, state))
            previous = current
    final = match.state_at(len(match.steps))
    if not points or points[-1][1] is not final:
        if points and points[-1][0] == previous:
            points[-1] = (previous, final)
        else:
            points.append((previous, final))
    totals: list[list[int]] = [[] for _seat in range(match.config.players)]
    for _round, state in points:
        by_seat = {s.seat: s.total for s in game.scores(state)}
        for seat in range(match.config.players):
            totals[seat].append(by_seat.get(seat, 0))
    return [r for r, _total_points in points], totals
