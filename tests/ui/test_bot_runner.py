"""The bot runner on the task helper: the bot is prepared and thinks off the GUI thread, keeps its
decision seed, and a move of an old game never lands."""

from __future__ import annotations

import threading

import pytest

import zsgames.bots
from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.paint_log import PaintLog
from tests.support.tiny_game import GAME
from zsgames.core.match import Match
from zsgames.core.undo import decision_seed
from zsgames.ui.background.bot_runner import BotRunner

GUI = threading.main_thread()


class FakeBot:
    """Records where and from what it decides; may be held until released."""

    def __init__(self, seed: int, held: threading.Event | None) -> None:
        self.seed, self.held = seed, held
        self.threads: list[threading.Thread] = []
        self.cancelled = threading.Event()

    def cancel(self) -> None:
        self.cancelled.set()

    def choose(self, game, view, seat, legal, memory):
        self.threads.append(threading.current_thread())
        if self.held is not None:
            self.held.wait(10)
        return legal[-1]


@pytest.fixture
def bots(monkeypatch):
    made: list[tuple[str, FakeBot]] = []
    hold = {"event": None}

    def make_bot(level, seed=0, **_):
        bot = FakeBot(seed, hold["event"])
        made.append((level, bot))
        return bot

    monkeypatch.setattr(zsgames.bots, "make_bot", make_bot)
    return made, hold


@pytest.fixture
def runner(qtbot):
    runner = BotRunner()
    runner.delay_ms = 0
    yield runner
    runner.shutdown()


def test_the_bot_is_made_and_decides_off_the_gui_thread_with_its_decision_seed(qtbot, runner, bots, monkeypatch):
    made, _hold = bots
    viewed: list[threading.Thread] = []
    real_view = type(GAME).view
    monkeypatch.setattr(
        type(GAME),
        "view",
        lambda self, state, seat: viewed.append(threading.current_thread()) or real_view(self, state, seat),
    )
    match = Match(GAME, config("normal", "human"), 5)
    chosen: list = []
    runner.chosen.connect(chosen.append)
    runner.start(match, 0, "normal")
    qtbot.waitUntil(lambda: bool(chosen))
    ((level, bot),) = made
    assert level == "normal" and bot.seed == decision_seed(match, 0)
    assert bot.threads and GUI not in bot.threads and viewed and GUI not in viewed
    assert chosen == [match.legal_actions(0)[-1]]


def test_a_cancelled_decision_never_lands_and_its_search_is_told_to_stop(qtbot, runner, bots):
    made, hold = bots
    hold["event"] = threading.Event()
    match = Match(GAME, config("normal", "human"), 5)
    chosen: list = []
    runner.chosen.connect(chosen.append)
    runner.start(match, 0, "normal")
    qtbot.waitUntil(lambda: bool(made) and bool(made[0][1].threads))  # thinking
    runner.cancel()  # what New, Open, Undo and closing the window do
    assert made[0][1].cancelled.is_set() and not runner.thinking
    hold["event"].set()
    assert runner.tasks.wait(5)
    qtbot.wait(20)
    assert chosen == []


def test_only_the_newest_decision_lands(qtbot, runner, bots):
    made, hold = bots
    hold["event"] = threading.Event()
    first = Match(GAME, config("normal", "human"), 5)
    second = Match(GAME, config("normal", "human"), 6)
    chosen: list = []
    runner.chosen.connect(chosen.append)
    runner.start(first, 0, "normal")
    qtbot.waitUntil(lambda: bool(made) and bool(made[0][1].threads))
    runner.start(second, 0, "normal")
    hold["event"].set()
    qtbot.waitUntil(lambda: bool(chosen))
    assert runner.tasks.wait(5)
    assert chosen == [second.legal_actions(0)[-1]] and len(made) == 2


def test_a_failing_bot_is_reported_on_the_gui_thread(qtbot, runner, monkeypatch):
    class Broken:
        def choose(self, *_args):
            raise RuntimeError("no idea")

    monkeypatch.setattr(zsgames.bots, "make_bot", lambda *_a, **_k: Broken())
    failures: list[tuple[str, threading.Thread]] = []
    runner.failed.connect(lambda text: failures.append((text, threading.current_thread())))
    runner.start(Match(GAME, config("normal", "human"), 5), 0, "normal")
    qtbot.waitUntil(lambda: bool(failures))
    assert failures == [("a bot could not decide: no idea", GUI)] and not runner.thinking


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1200, 760)


def test_a_new_game_drops_the_old_games_thinking_bot(qtbot, bots, window):
    made, hold = bots
    hold["event"] = threading.Event()
    window.start_match(Match(GAME, config("normal", "human"), 5))
    qtbot.waitUntil(lambda: bool(made) and bool(made[0][1].threads))
    new = Match(GAME, config("human", "human"), 7)
    window.start_match(new)
    hold["event"].set()
    assert window.runner.tasks.wait(5)
    qtbot.wait(50)
    assert window.model.match is new and new.actions == []


def test_the_bot_starts_thinking_once_the_board_has_painted_the_move(qtbot, bots, window, monkeypatch):
    log: list[str] = []
    PaintLog(window.board_view.viewport(), log)
    real_choose = FakeBot.choose

    def choose(self, *args):
        log.append("think")
        return real_choose(self, *args)

    monkeypatch.setattr(FakeBot, "choose", choose)
    window.start_match(Match(GAME, config("normal", "human"), 5))
    assert "think" not in log  # not while the board is drawn
    qtbot.waitUntil(lambda: "think" in log)
    assert "paint" in log[: log.index("think")]
