# zsgames — the two everyday commands are `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
export QT_QPA_PLATFORM ?= offscreen
# What Qt's window needs on a bare Debian/Ubuntu (zsgames/preflight.py: ldd on the venv's Qt, each
# library's package; tests/test_preflight.py keeps this list, the README's and .ci/run's the same).
QT_PACKAGES := libbrotli1 libbsd0 libdbus-1-3 libegl1 libfontconfig1 libfreetype6 libgl1 libglib2.0-0 libglvnd0 \
               libglx0 libmd0 libpng16-16 libx11-6 libx11-xcb1 libxau6 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 \
               libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 \
               libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxcb1 libxdmcp6 \
               libxkbcommon-x11-0 libxkbcommon0 fonts-noto-cjk

.PHONY: setup run test lint rules bench bundle selftest po clean

setup: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt -e ".[test,bundle,ray,openspiel]"
	@$(PY) -c "import PySide6.QtWidgets" 2>/dev/null || { $(PY) -m zsgames.preflight; \
	  echo "Qt needs system libraries; on Debian/Ubuntu: sudo apt-get install $(QT_PACKAGES)"; }
	@touch $(STAMP)

run: setup
	@QT_QPA_PLATFORM= $(PY) -m zsgames.preflight  # one line naming a missing library and its package
	QT_QPA_PLATFORM= $(PY) -m zsgames

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 --max-worker-restart 0

bench: setup
	$(PY) -m pip install --quiet -c constraints.txt -e ".[bench]" || echo "catanatron could not be installed; bench runs without the peer"
	$(PY) -m zsgames bench
	QT_QPA_PLATFORM=offscreen $(PY) -m zsgames bench --ui
	$(PY) -m zsgames bench --strength --jobs 2  # Normal vs 2 Random on fixed seeds; fails below a floor

bundle: setup
	$(PY) packaging/build.py

selftest: setup
	$(PY) -m zsgames --selftest

# the translation catalogs: every marked text extracted into resources/**/i18n/<lang>.po (docs/DEVELOPING.md)
po: setup
	$(PY) packaging/catalogs.py

clean:
	rm -rf build dist .pytest_cache .ruff_cache .mypy_cache
