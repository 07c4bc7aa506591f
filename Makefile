# Two commands for a fresh machine:  make run  (play)   and   make test  (every check).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test setup deps lint typecheck pytest bench golden clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "dungeontable needs Python >= 3.11"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $(STAMP)

setup: $(STAMP)

## run: set up, then play Card Rogue in the terminal against two bots
run: $(STAMP)
	$(BIN)/dungeontable play cardrogue --seats human,heuristic,random

## test: set up from nothing, then lint, type-check and run every test
test: deps $(STAMP) lint typecheck pytest

## deps: system packages the tests need: a PostgreSQL server (store tests), only when missing
deps:
	@if (command -v initdb && command -v pg_ctl) >/dev/null 2>&1 \
	   || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then :; \
	else apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql; fi

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks scripts
	$(BIN)/ruff format --check src tests benchmarks scripts

typecheck: $(STAMP)
	$(BIN)/mypy --strict src/dungeontable/core src/dungeontable/cards

pytest: $(STAMP)
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/dungeontable bench cardrogue

golden: $(STAMP)
	$(BIN)/python scripts/golden.py --update

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
