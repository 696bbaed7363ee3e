# Tabletop Advance. The two everyday commands are `make run` and `make test`;
# see README.md. Every target installs what is missing first (tools/setup).

.PHONY: all setup rom run test test-host test-rom test-emu test-web web web-build pictures bench sim lint fmt clean soak mutants

SHELL    := /bin/bash
ROM      := target/tabletop-advance.gba
BENCHROM := target/tabletop-advance-bench.gba
ELF      := target/thumbv4t-none-eabi/release/tabletop-advance
TITLE    := TABLETOPADV
GAMECODE := TTAE
MAKER    := TA
GBAFIX   := $(HOME)/.cargo/bin/agb-gbafix
HARNESS  := target/release/tabletop-harness
LOGS     := target/test-logs
WEB      := target/web
MGBA_JS  := web/node_modules/@thenick775/mgba-wasm/dist

# Host crates (core, simulator, harness) build with Debian's Rust 1.96, chosen
# explicitly because ~/.cargo/bin (rustup) comes first in PATH.
HOST_CARGO := env PATH=/usr/bin:$(PATH) RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc /usr/bin/cargo

# The ROM needs -Zbuild-std (thumbv4t-none-eabi is tier 3). Prefer a rustup nightly
# that has rust-src; otherwise Debian's rustc-web with its matching rust-web-src,
# unlocked with RUSTC_BOOTSTRAP=1. Override with `make ROM_TOOLCHAIN=debian|nightly`.
NIGHTLY_SYSROOT := $(shell rustup run nightly rustc --print sysroot 2>/dev/null)
ifeq ($(ROM_TOOLCHAIN),)
  ifneq ($(and $(NIGHTLY_SYSROOT),$(wildcard $(NIGHTLY_SYSROOT)/lib/rustlib/src/rust/library)),)
    ROM_TOOLCHAIN := nightly
  else
    ROM_TOOLCHAIN := debian
  endif
endif
ifeq ($(ROM_TOOLCHAIN),nightly)
  ROM_CARGO := rustup run nightly cargo
else
  ROM_CARGO := env PATH=/usr/bin:$(PATH) RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc /usr/bin/cargo
endif
ROM_FLAGS := --release -p tabletop-advance --target thumbv4t-none-eabi \
             -Zbuild-std=core,alloc -Zbuild-std-features=compiler-builtins-mem

all: rom

setup:
	@tools/setup

$(ROM): setup FORCE
	@echo "rom: building with the $(ROM_TOOLCHAIN) toolchain"
	$(ROM_CARGO) build $(ROM_FLAGS)
	$(GBAFIX) $(ELF) -t $(TITLE) -c $(GAMECODE) -m $(MAKER) -o $(ROM)
	@echo "rom: $(ROM) ($$(stat -c %s $(ROM)) bytes)"

rom: $(ROM)

run: $(ROM)
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "run: no display here; the ROM is at $(CURDIR)/$(ROM) (open it in mGBA or flash it)"; \
	elif command -v mgba-qt >/dev/null; then mgba-qt $(ROM); \
	elif [ -x /usr/games/mgba ]; then /usr/games/mgba $(ROM); \
	else echo "run: no mGBA player found; the ROM is at $(CURDIR)/$(ROM)"; fi

$(HARNESS): setup FORCE
	$(HOST_CARGO) build --release -q -p tabletop-emu --bin tabletop-harness

# Host core tests, then the ROM's own in-ROM tests in mGBA, then end-to-end tests
# that drive the real ROM with key presses, then the browser version played in
# Chromium (test-web). Ends with one summary line.
test: setup
	@rm -rf $(LOGS) && mkdir -p $(LOGS)
	@$(MAKE) --no-print-directory test-host 2>&1 | tee $(LOGS)/host.log; test $${PIPESTATUS[0]} -eq 0 || { tools/summarise $(LOGS); exit 1; }
	@$(MAKE) --no-print-directory test-rom 2>&1 | tee $(LOGS)/rom.log; test $${PIPESTATUS[0]} -eq 0 || { tools/summarise $(LOGS); exit 1; }
	@$(MAKE) --no-print-directory test-emu 2>&1 | tee $(LOGS)/emu.log; test $${PIPESTATUS[0]} -eq 0 || { tools/summarise $(LOGS); exit 1; }
	@$(MAKE) --no-print-directory test-web 2>&1 | tee $(LOGS)/web.log; test $${PIPESTATUS[0]} -eq 0 || { tools/summarise $(LOGS); exit 1; }
	@tools/summarise $(LOGS)

test-host: setup
	$(HOST_CARGO) test --release -p tabletop-core -p tabletop-save -p tabletop-sim -p tabletop-emu --lib --bins
	$(HOST_CARGO) test --release -p tabletop-core -p tabletop-emu --doc

test-rom: $(HARNESS) setup
	$(ROM_CARGO) test $(ROM_FLAGS)

# The tests are built with the `e2e` profile (Cargo.toml: no whole-program LTO):
# ~40 test binaries link in seconds each, not most of a minute.
# Ends by checking README's pictures against the screenshots the tests took
# (`make pictures` copies them over the stale ones).
test-emu: $(ROM) $(HARNESS)
	rm -rf tests/out
	TABLETOP_ROM=$(CURDIR)/$(ROM) $(HOST_CARGO) test --profile e2e -p tabletop-emu --test '*' -- --test-threads=2
	$(HARNESS) pictures --check

# The browser version: a static site in target/web (the page, the ROM, mGBA
# compiled to WebAssembly and coi-serviceworker from web/node_modules, pinned by
# web/package-lock.json), `make web` serves it on http://127.0.0.1:8080 with the
# cross-origin isolation headers, and `make test-web` plays it in Debian's
# Chromium (web/test.mjs; a failure leaves tests/out/web-failure.png).
web-build: $(ROM) setup
	rm -rf $(WEB) && mkdir -p $(WEB)
	cp web/index.html web/app.js web/style.css $(MGBA_JS)/mgba.js $(MGBA_JS)/mgba.wasm \
	   web/node_modules/coi-serviceworker/coi-serviceworker.min.js $(WEB)/
	cp $(ROM) $(WEB)/tabletop-advance.gba
	@echo "web-build: $(WEB) ($$(du -sh $(WEB) | cut -f1)): publish the folder as a static site"

web: web-build
	node web/serve.mjs $(WEB) --port $(or $(PORT),8080)

test-web: web-build $(HARNESS)
	node web/test.mjs

# README's pictures from the screenshots of the last `make test-emu`.
pictures: $(HARNESS)
	$(HARNESS) pictures --update

bench: setup $(HARNESS)
	$(ROM_CARGO) build $(ROM_FLAGS) --features bench --target-dir target/bench
	$(GBAFIX) target/bench/thumbv4t-none-eabi/release/tabletop-advance -t $(TITLE) -c $(GAMECODE) -m $(MAKER) -o $(BENCHROM)
	$(HARNESS) bench $(BENCHROM) --max-frames 1000000

sim: setup
	@$(HOST_CARGO) run --release -q -p tabletop-sim -- $(ARGS)

lint: setup
	$(HOST_CARGO) fmt --all -- --check
	$(HOST_CARGO) clippy --release -p tabletop-core -p tabletop-save -p tabletop-sim -p tabletop-emu --all-targets -- -D warnings
	@# Each game compiles alone with the shared contract (tools/mutants builds so).
	for g in sitters sandford rush hero sgs; do \
	  $(HOST_CARGO) check -q -p tabletop-core --lib --tests --no-default-features --features $$g || exit 1; \
	done
	$(ROM_CARGO) clippy $(ROM_FLAGS) -- -D warnings
	@# The benchmark ROM's code too (`make bench`), in its own target folder.
	$(ROM_CARGO) clippy $(ROM_FLAGS) --features bench --target-dir target/bench -- -D warnings

fmt:
	$(HOST_CARGO) fmt --all

clean:
	$(HOST_CARGO) clean

FORCE:

# The long soak (`make test` runs a short one, tests/tests/soak.rs): every ready game
# driven by seeded random button presses, a child's mashing and purposeful play,
# SOAK_FRAMES frames per game and seed for seeds 1..SOAK_SEEDS (1,000,000 frames per
# game by default); fails on a panic, a frame that never finishes or a screen that
# stops changing while the keys change. GAME=sandford soaks one game; SOAK_SEED=3
# replays one seed. See docs/testing.md.
SOAK_FRAMES ?= 250000
SOAK_SEEDS  ?= 4
soak: $(ROM) $(HARNESS)
	$(HARNESS) soak $(ROM) --frames $(SOAK_FRAMES) \
	  $(if $(SOAK_SEED),--seed $(SOAK_SEED),--seeds $(SOAK_SEEDS)) $(if $(GAME),--game "$(GAME)")

# Mutation testing of the core's rules files with cargo-mutants (pinned; installed
# on first use, never by `make test`). GAME=hero for one game's rules files,
# GAME=hero FILES="core/src/hero/combat.rs" for some; the report goes to
# target/mutants/<game>/mutants.out/. See docs/testing.md.
mutants:
	@tools/setup mutants
	tools/mutants $(GAME) $(FILES)
