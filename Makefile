# hitlint's install, as SwiftLint's: `make install` builds the release binary and copies it to
# $(PREFIX)/bin. `make install PREFIX=$HOME/.local` installs for one user.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SWIFT ?= swift
BUILD_FLAGS = -c release --product hitlint --disable-sandbox
# On Linux the Swift runtime and Foundation are linked in, so the binary runs where no Swift
# toolchain is installed (it needs libpng and zlib from the system). macOS has the Swift
# runtime in the OS (macOS 10.14.4 and later) and Foundation is the system's, so no flag is needed.
ifeq ($(shell uname -s),Linux)
BUILD_FLAGS += --static-swift-stdlib
endif

VERSION := $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/HitLintCore/Support/Version.swift)
OS := $(shell uname -s | tr A-Z a-z | sed 's/darwin/macos/')
ARCH := $(shell uname -m)
DIST = hitlint-$(VERSION)-$(OS)-$(ARCH)

# The binary `build` makes (SwiftPM links .build/release to the platform's release folder).
BUILT = .build/release/hitlint

.PHONY: build install install-built uninstall test clean dist

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build install-built

# Copies what `make build` made without building, so it needs no Swift and no write access to
# .build: `make build && sudo make install-built` installs into a folder only root may write.
install-built:
	@test -x "$(BUILT)" || { echo "$(BUILT) is not built: run make build first" >&2; exit 1; }
	mkdir -p "$(BINDIR)"
	install -m 0755 "$(BUILT)" "$(BINDIR)/hitlint"

uninstall:
	rm -f "$(BINDIR)/hitlint"

test:
	$(SWIFT) test

clean:
	$(SWIFT) package clean

# The release archive: the toolchain-free binary with LICENSE, NOTICES and README.md, and its
# SHA-256 (hitlint-VERSION-linux-x86_64.tar.gz; on a Mac, hitlint-VERSION-macos-arm64.tar.gz).
dist: build
	rm -rf "dist/$(DIST)" && mkdir -p "dist/$(DIST)"
	cp "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/hitlint" LICENSE NOTICES README.md "dist/$(DIST)/"
	tar -C dist -czf "dist/$(DIST).tar.gz" "$(DIST)"
	cd dist && (command -v sha256sum >/dev/null && sha256sum "$(DIST).tar.gz" || shasum -a 256 "$(DIST).tar.gz") > "$(DIST).tar.gz.sha256"
	@echo "dist/$(DIST).tar.gz"
