"""The sound effects are the generator's output: made again, byte for byte, and shipped as WAV."""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "resources" / "sounds"


def _generator():
    spec = importlib.util.spec_from_file_location("packaging_make_sounds", ROOT / "packaging" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_generator_writes_the_committed_files_again(tmp_path):
    made = _generator().main(tmp_path)
    assert {p.name for p in made} == {p.name for p in SOUNDS.glob("*.wav")}
    for path in made:
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), path.name


def test_each_effect_is_short_small_16_bit_mono_and_starts_and_ends_silent():
    for path in sorted(SOUNDS.glob("*.wav")):
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100), path.name
            seconds = w.getnframes() / w.getframerate()
            frames = w.readframes(w.getnframes())
        assert 0.05 <= seconds <= 0.6, path.name
        assert path.stat().st_size < 64 * 1024, path.name
        samples = [int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)]
        assert abs(samples[0]) < 64 and abs(samples[-1]) < 64, f"{path.name} would click"
        peak = max(abs(s) for s in samples)
        assert 8000 < peak < 24000, f"{path.name} peaks at {peak}"


def test_the_readme_names_every_file():
    text = (SOUNDS / "README.md").read_text(encoding="utf-8")
    for path in SOUNDS.glob("*.wav"):
        assert f"`{path.name}`" in text
