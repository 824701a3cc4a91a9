"""The real sound output: miniaudio plays what a small mixer makes, never on the GUI thread.

:meth:`MiniaudioSink.play` only queues the effect's name and returns. A worker thread of its own reads
each WAV file once (cached), opens the audio device on the first effect and closes it after a few
quiet seconds; miniaudio's own audio thread pulls the mixed samples from :class:`Mixer`. Effects
asked for in one burst (a bot's move that draws, scores and ends the game) start a little apart, and
one that could only start late is dropped. No audio device, or miniaudio missing or failing: one
log line, then silence, never an error box.
"""

from __future__ import annotations

import logging
import queue
import sys
import threading
import wave
from array import array
from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeAlias

from zsgames.ui.shared.sound import sound_file

log = logging.getLogger(__name__)

RATE = 44100
BUFFER_MS = 80  # the device's buffer: short enough to feel immediate, long enough not to stutter
STAGGER_FRAMES = RATE * 70 // 1000  # effects of one burst start at least this far apart
LATEST_FRAMES = RATE * 450 // 1000  # an effect that could start only later than this is dropped
IDLE_SECONDS = 3.0  # the device is let go after this long without an effect

#: the callback generator miniaudio pulls from: sent the number of frames, yields that many samples
FrameSource: TypeAlias = "Generator[array[int], int, None]"  # quoted: array[int] is for the type checker only


class Device(Protocol):
    def start(self, source: FrameSource) -> None:
        """Pull frames from ``source`` (started: it is only sent frame counts) on the audio thread."""

    def close(self) -> None: ...


def read_wav(path: Path) -> array[int]:
    """The 16-bit mono samples of one of the app's effects."""
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name} is not 16-bit mono at {RATE} Hz")
        samples = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


@dataclass
class Voice:
    samples: array[int]
    gain: float
    at: int  # the mixer's frame at which it starts


class Mixer:
    """Sums the voices that sound now into 16-bit frames (thread-safe: added from the worker,
    rendered on the audio thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[Voice] = []
        self.frame = 0  # frames rendered so far
        self._last_start = -STAGGER_FRAMES

    def add(self, samples: array[int], gain: float) -> bool:
        """Start ``samples`` at ``gain`` as soon as the burst allows; False when it would be too late."""
        with self._lock:
            at = max(self.frame, self._last_start + STAGGER_FRAMES)
            if at - self.frame > LATEST_FRAMES:
                return False
            self._voices.append(Voice(samples, gain, at))
            self._last_start = at
            return True

    def busy(self) -> bool:
        with self._lock:
            return bool(self._voices)

    def render(self, frames: int) -> array[int]:
        out = array("h", bytes(2 * frames))
        with self._lock:
            start, end = self.frame, self.frame + frames
            if self._voices:
                mixed = [0.0] * frames
                for voice in self._voices:
                    first = max(start, voice.at)
                    for frame in range(first, min(end, voice.at + len(voice.samples))):
                        mixed[frame - start] += voice.gain * voice.samples[frame - voice.at]
                out = array("h", (max(-32767, min(32767, int(v))) for v in mixed))
                self._voices = [v for v in self._voices if v.at + len(v.samples) > end]
            self.frame = end
        return out

    def source(self) -> FrameSource:
        """The generator miniaudio's audio thread pulls frames from."""
        frames = yield array("h")
        while True:
            frames = yield self.render(frames)


def open_miniaudio() -> Device:
    """The default output device, 16-bit mono at 44.1 kHz (raises when there is none)."""
    import miniaudio

    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=1,
        sample_rate=RATE,
        buffersize_msec=BUFFER_MS,
        app_name="zsgames",
    )
    log.info("sound plays through %s (%s)", device.name, device.backend)
    opened: Device = device
    return opened


class MiniaudioSink:
    """A :class:`zsgames.ui.shared.sound.Sink` on the computer's speakers."""

    def __init__(
        self,
        open_device: Callable[[], Device] = open_miniaudio,
        load: Callable[[str], array[int]] = lambda name: read_wav(sound_file(name)),
        idle_seconds: float = IDLE_SECONDS,
    ) -> None:
        self._open_device, self._load, self._idle = open_device, load, idle_seconds
        self._queue: queue.SimpleQueue[tuple[str, float] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.failed = False  # no device: every later effect is silence
        self.mixer = Mixer()

    def play(self, name: str, volume: float) -> None:
        if self.failed:
            return
        self._queue.put((name, volume))
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="zsgames-sound", daemon=True)
            self._thread.start()

    def close(self) -> None:
        thread, self._thread = self._thread, None
        if thread is not None:
            self._queue.put(None)
            thread.join(timeout=1.0)

    # --- the worker thread ------------------------------------------------------------------------
    def _run(self) -> None:
        cache: dict[str, array[int]] = {}
        device: Device | None = None
        try:
            while True:
                try:
                    item = self._queue.get(timeout=self._idle if device is not None else None)
                except queue.Empty:  # quiet for a while: let the device go (reopened on the next effect)
                    if device is not None and not self.mixer.busy():
                        device.close()
                        device = None
                    continue
                if item is None:
                    return
                name, volume = item
                samples = cache.get(name)
                if samples is None:
                    samples = cache[name] = self._load(name)
                if device is None:
                    device = self._open_device()
                    source = self.mixer.source()
                    next(source)  # miniaudio sends to a generator already started
                    device.start(source)
                self.mixer.add(samples, volume)
        except Exception as exc:  # no device, no miniaudio, a missing file: silence from now on
            self.failed = True
            log.warning("sound is off: %s: %s", type(exc).__name__, exc)
        finally:
            if device is not None:
                device.close()
