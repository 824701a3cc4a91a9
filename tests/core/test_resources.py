"""The data lookup (zsgames/core/resources.py): the package's own data, else its checkout's resources/."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from zsgames.core import resources


@pytest.fixture
def package_at(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """Point the lookup at a made-up ``zsgames`` folder; the cached answer is dropped before and after."""

    def place(folder: Path) -> None:
        (folder / "zsgames").mkdir(parents=True)
        monkeypatch.setattr(resources, "files", lambda name: folder / name)
        resources.resources_root.cache_clear()

    yield place
    resources.resources_root.cache_clear()


def test_an_installed_copy_reads_the_data_inside_its_package(tmp_path, package_at):
    package_at(tmp_path)
    (tmp_path / "zsgames" / "resources").mkdir()
    (tmp_path / "resources").mkdir()
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    assert resources.resources_root() == tmp_path / "zsgames" / "resources"


def test_a_checkout_reads_its_top_level_resources(tmp_path, package_at):
    package_at(tmp_path)
    (tmp_path / "resources").mkdir()
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    assert resources.resources_root() == tmp_path / "resources"


def test_a_stray_resources_folder_beside_an_installed_package_is_not_taken(tmp_path, package_at):
    package_at(tmp_path)  # like site-packages: no pyproject.toml beside the package
    (tmp_path / "resources").mkdir()
    with pytest.raises(FileNotFoundError) as caught:
        resources.resources_root()
    message = str(caught.value)
    assert message.startswith("The zsgames data folder is missing from this installation")
    assert str(tmp_path / "zsgames" / "resources") in message and "\n" not in message


def test_a_checkout_without_its_data_names_both_places(tmp_path, package_at):
    package_at(tmp_path)
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    with pytest.raises(FileNotFoundError) as caught:
        resources.resources_root()
    assert f"(looked in {tmp_path / 'zsgames' / 'resources'} or {tmp_path / 'resources'})" in str(caught.value)
