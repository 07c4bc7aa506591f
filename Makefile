# Two commands for a fresh machine:  make run  (play)   and   make test  (every check).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
WEB_OUT := src/dungeontable/server/static/index.html
WEB_SRC := $(wildcard web/index.html web/package.json web/tsconfig.json web/vite.config.ts \
             web/scripts/*.py web/src/*.ts web/src/*.css web/src/games/*.ts web/src/games/*/*.ts \
             src/dungeontable/games/*/cards/*.toml)

.PHONY: run test setup deps chromium web lint typecheck pytest bench golden clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "dungeontable needs Python >= 3.11"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $(STAMP)

setup: $(STAMP)

## run: set up (Python venv, web front-end build), then serve the web table at a local address
run: $(STAMP) web
	$(BIN)/dungeontable serve

## web: build the TypeScript front-end into src/dungeontable/server/static/ (card data first)
web: $(WEB_OUT)

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund

$(WEB_OUT): $(STAMP) web/node_modules/.package-lock.json $(WEB_SRC)
	$(BIN)/python web/scripts/export_cards.py
	cd web && npm run build

## chromium: Debian's browser for the browser tests (Playwright drives it), only when missing
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	else apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; fi

## test: set up from nothing, then lint, type-check and run every test
test: deps chromium $(STAMP) web lint typecheck pytest

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
