"""The sound output: a failing sink is one log line and silence, the real sink's work is on its own
threads (play returns at once), its mixer sums the effects at their volume, a burst is spread out,
and the View menu's Sound and Sound volume are remembered."""

from __future__ import annotations

import logging
import threading
import time
from array import array

from tests.support.board_harness import open_window
from zsgames.ui.background import audio_out
from zsgames.ui.background.audio_out import STAGGER_FRAMES, FrameSource, MiniaudioSink, Mixer, read_wav
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.sound import SOUND_NAMES, FakeSink, NullSink, SoundPlayer, sound_file


class BrokenSink:
    def play(self, name: str, volume: float) -> None:
        raise OSError("the device went away")

    def close(self) -> None:
        pass


class PullingDevice:
    """Stands for miniaudio's device: sends a frame count to the (started) source and takes the frames."""

    def __init__(self, opened: threading.Event | None = None, delay: float = 0.0) -> None:
        self.source: FrameSource | None = None
        self.opened, self.delay = opened, delay
        self.closed = False

    def start(self, source: FrameSource) -> None:
        self.source = source
        if self.opened is not None:
            self.opened.set()

    def pull(self, frames: int) -> list[int]:
        assert self.source is not None
        return list(self.source.send(frames))

    def close(self) -> None:
        self.closed = True


def wait_for(condition, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.005)


def test_a_failing_sink_is_one_log_line_and_then_silence(caplog):
    player = SoundPlayer(BrokenSink(), enabled=True)
    with caplog.at_level(logging.WARNING):
        for name in SOUND_NAMES:
            player.play(name)  # raises nothing
    assert len(caplog.records) == 1 and "sound is off" in caplog.records[0].getMessage()
    assert isinstance(player.sink, NullSink)


def test_no_audio_device_is_one_log_line_and_later_effects_are_dropped(caplog):
    def no_device():
        raise OSError("failed to init device")

    sink = MiniaudioSink(open_device=no_device, load=lambda name: array("h", [0] * 10))
    with caplog.at_level(logging.WARNING):
        sink.play("place", 0.7)
        wait_for(lambda: sink.failed)
        sink.play("card", 0.7)
        sink.play("end", 0.7)
        sink.close()
    assert [r.getMessage() for r in caplog.records] == ["sound is off: OSError: failed to init device"]


def test_play_returns_at_once_while_the_device_takes_a_second_to_open():
    def slow_device():
        time.sleep(1.0)
        return PullingDevice()

    sink = MiniaudioSink(open_device=slow_device, load=lambda name: array("h", [0] * 10))
    started = time.monotonic()
    for name in SOUND_NAMES:
        sink.play(name, 0.5)
    assert time.monotonic() - started < 0.05
    sink.close()


def test_the_mixer_plays_each_effect_at_its_volume_and_spreads_a_burst():
    opened = threading.Event()
    device = PullingDevice(opened)
    knock = array("h", [1000] * 100)
    sink = MiniaudioSink(open_device=lambda: device, load=lambda name: knock)
    sink.play("place", 0.5)
    assert opened.wait(5)
    wait_for(sink.mixer.busy)
    assert device.pull(STAGGER_FRAMES) == [500] * 100 + [0] * (STAGGER_FRAMES - 100)
    sink.play("place", 1.0)
    sink.play("card", 0.25)  # in the same burst: starts a little later
    wait_for(lambda: len(sink.mixer._voices) == 2)
    out = device.pull(STAGGER_FRAMES + 100)
    assert out[:100] == [1000] * 100 and out[100:STAGGER_FRAMES] == [0] * (STAGGER_FRAMES - 100)
    assert out[STAGGER_FRAMES:] == [250] * 100
    assert not sink.mixer.busy()
    sink.close()
    assert device.closed


def test_overlapping_effects_add_up_and_are_clipped():
    mixer = Mixer()
    loud = array("h", [30000] * 4000)
    assert mixer.add(loud, 1.0) and mixer.add(loud, 1.0)
    out = mixer.render(4000)
    assert out[0] == 30000 and out[-1] == 32767  # the second starts after the first, then both sound


def test_an_effect_that_could_only_start_late_is_dropped():
    mixer = Mixer()
    quiet = array("h", [1] * 10)
    added = [mixer.add(quiet, 1.0) for _ in range(20)]
    assert added[0] and not added[-1]
    assert added.count(True) == audio_out.LATEST_FRAMES // STAGGER_FRAMES + 1


def test_every_effect_file_is_read_as_16_bit_mono():
    for name in SOUND_NAMES:
        samples = read_wav(sound_file(name))
        assert 0.05 * 44100 <= len(samples) <= 0.6 * 44100
        assert max(samples) > 1000


def test_sound_and_volume_are_in_the_view_menu_and_remembered(qtbot):
    window = next(w := open_window(qtbot))
    cues = window.sounds
    assert cues.act_sound in window.menus.view.actions()
    assert cues.volume_menu.menuAction() in window.menus.view.actions()
    cues.act_sound.trigger()  # off offscreen by default: on now
    cues.set_volume(35)
    sink = FakeSink()
    cues.player.sink = sink
    cues.slider.sliderReleased.emit()  # a released slider plays a sample at the new volume
    assert sink.played == [("place", 0.35)]
    assert settings_store.sound_on(False) and settings_store.sound_volume(70) == 35
    w.close()
    again = next(open_window(qtbot))
    assert again.sounds.player.enabled and again.sounds.act_sound.isChecked()
    assert again.sounds.player.volume == 35 and again.sounds.slider.value() == 35
    again.sounds.act_sound.trigger()
    assert not settings_store.sound_on(True) and not again.sounds.volume_menu.isEnabled()


def test_closing_the_window_lets_the_sink_go(qtbot):
    window = next(open_window(qtbot))
    closed = []

    class Watched(FakeSink):
        def close(self) -> None:
            closed.append(True)

    window.sounds.player.sink = Watched()
    window.close()
    assert closed


def test_miniaudio_pulls_the_mixed_effects_on_its_own_thread():
    """miniaudio's null backend plays at the pace of a real device, into nothing."""
    import miniaudio

    opened = []

    def null_device():
        opened.append(True)
        return miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=audio_out.RATE,
            buffersize_msec=audio_out.BUFFER_MS,
            backends=[miniaudio.Backend.NULL],
        )

    sink = MiniaudioSink(open_device=null_device, idle_seconds=0.3)
    sink.play("card", 0.7)
    sink.play("place", 0.7)
    length = len(read_wav(sound_file("card")))
    wait_for(lambda: sink.mixer.frame > length and not sink.mixer.busy())
    time.sleep(0.6)  # quiet: the device is let go, and opened again for the next effect
    before = sink.mixer.frame
    sink.play("end", 0.5)
    wait_for(lambda: sink.mixer.frame > before)
    sink.close()
    assert not sink.failed and len(opened) == 2
