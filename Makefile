# zsgames — the two everyday commands are `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
export QT_QPA_PLATFORM ?= offscreen

.PHONY: setup run test lint rules bench bundle selftest clean

setup: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt -e ".[test,bundle,ray,openspiel]"
	@$(PY) -c "import PySide6.QtWidgets" 2>/dev/null || { \
	  echo "Qt needs system libraries; on Debian/Ubuntu: sudo apt-get install libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-noto-cjk"; }
	@touch $(STAMP)

run: setup
	QT_QPA_PLATFORM= $(PY) -m zsgames

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 --max-worker-restart 0

bench: setup
	$(PY) -m pip install --quiet -c constraints.txt -e ".[bench]" || echo "catanatron could not be installed; bench runs without the peer"
	$(PY) -m zsgames bench
	QT_QPA_PLATFORM=offscreen $(PY) -m zsgames bench --ui

bundle: setup
	$(PY) packaging/build.py

selftest: setup
	$(PY) -m zsgames --selftest

clean:
	rm -rf build dist .pytest_cache .ruff_cache .mypy_cache
