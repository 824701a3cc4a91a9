"""The commands follow --lang (and LANG): the log prints in Chinese, and a save is the same file in
either language, which ``check`` accepts in either."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from zsgames import cli

#: A Zooscape game of random bots whose log has kimono events (converted to lazy text).
PLAY = ["play", "--game", "zooscape", "--players", "3", "--bots", "random,random,random", "--seed", "2", "--log"]


def kimono_lines(out: str) -> list[str]:
    """The log's kimono events (not the indented score lines under the result, which count kimonos)."""
    return [line for line in out.splitlines() if ("kimono" in line or "和服" in line) and not line.startswith(" ")]


def test_the_log_prints_in_the_language_asked_for(capsys):
    assert cli.main(["--lang", "en", *PLAY]) == 0
    english = kimono_lines(capsys.readouterr().out)
    assert cli.main(["--lang", "zh_CN", *PLAY]) == 0
    chinese = kimono_lines(capsys.readouterr().out)
    assert english and len(chinese) == len(english)
    assert all("kimono" in line for line in english)
    assert all("和服" in line and "kimono" not in line for line in chinese)


def test_lang_follows_the_locale_when_not_given():
    env = {**os.environ, "LANG": "zh_CN.UTF-8", "LC_ALL": "", "LANGUAGE": "", "PYTHONIOENCODING": "utf-8"}
    out = subprocess.run([sys.executable, "-m", "zsgames", *PLAY], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert any("和服" in line for line in kimono_lines(out.stdout))


def test_a_save_is_the_same_in_either_language_and_checks_in_either(tmp_path, capsys):
    saves = {}
    for lang in ("zh_CN", "en"):
        saves[lang] = tmp_path / f"{lang}.json"
        assert cli.main(["--lang", lang, *PLAY[:-1], "--save", str(saves[lang])]) == 0
    data = {lang: json.loads(path.read_text(encoding="utf-8")) for lang, path in saves.items()}
    for one in data.values():
        one.pop("created")
    assert data["zh_CN"] == data["en"]
    capsys.readouterr()
    assert cli.main(["--lang", "en", "check", str(saves["zh_CN"])]) == 0
    assert cli.main(["--lang", "zh_CN", "check", str(saves["en"])]) == 0


def test_a_language_not_offered_is_one_line(capsys):
    assert cli.main(["--lang", "klingon", *PLAY]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "zsgames: --lang: 'klingon' is not a language offered (en, zh_CN)"
