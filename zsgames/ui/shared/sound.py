"""The sound effects' player: which effect to play, at what volume, handed to a sink that plays it.

A :class:`Sink` plays a named effect (``resources/sounds/<name>.wav``) and returns at once: the real
one (:class:`zsgames.ui.background.audio_out.MiniaudioSink`) mixes on threads of its own, never the
GUI thread. :class:`NullSink` is silence (offscreen, tests, no audio device) and :class:`FakeSink`
records what was played (tests). :class:`SoundPlayer` holds the Sound on/off and Volume settings; a
sink that raises is replaced by silence with one log line, never an error box.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Protocol

from zsgames.core.resources import resource_path

log = logging.getLogger(__name__)

#: every effect, by its file name in resources/sounds (README.md there names the events)
PLACE, CARD, BAG, DICE, REVEAL, POINTS, TURN, END = "place", "card", "bag", "dice", "reveal", "points", "turn", "end"
SOUND_NAMES = (PLACE, CARD, BAG, DICE, REVEAL, POINTS, TURN, END)
DEFAULT_VOLUME = 70  # of 100


def sound_file(name: str) -> Path:
    """The WAV file of effect ``name``."""
    return resource_path("sounds", f"{name}.wav")


class Sink(Protocol):
    """Plays effects. ``play`` must return at once (the work happens on another thread)."""

    def play(self, name: str, volume: float) -> None:
        """Start effect ``name`` at ``volume`` (0–1), over whatever is playing."""

    def close(self) -> None:
        """Stop and let go of the audio device."""


class NullSink:
    """Silence."""

    def play(self, name: str, volume: float) -> None:
        pass

    def close(self) -> None:
        pass


class FakeSink:
    """Records each effect played, with its volume (tests)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def close(self) -> None:
        pass

    def names(self) -> list[str]:
        return [name for name, _volume in self.played]


class SoundPlayer:
    """Sound on/off and the volume (0–100) in front of a sink."""

    def __init__(self, sink: Sink, enabled: bool, volume: int = DEFAULT_VOLUME) -> None:
        self.sink = sink
        self.enabled = enabled
        self.volume = volume

    def play(self, name: str) -> None:
        """Play effect ``name`` when sound is on; a failing sink goes quiet with one log line."""
        if not self.enabled or self.volume <= 0:
            return
        try:
            self.sink.play(name, self.volume / 100)
        except Exception as exc:  # a sound must never cost the game: silence from here on
            log.warning("sound is off: the audio output failed (%s: %s)", type(exc).__name__, exc)
            self.sink = NullSink()

    def close(self) -> None:
        """Let the device go (a sink opens it again for the next effect)."""
        try:
            self.sink.close()
        except Exception as exc:
            log.warning("sound is off: the audio output did not close (%s: %s)", type(exc).__name__, exc)
            self.sink = NullSink()
