# hitlint's install, as SwiftLint's: `make install` builds the release binary and copies it to
# $(PREFIX)/bin. `make install PREFIX=$HOME/.local` installs for one user.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SWIFT ?= swift
BUILD_FLAGS = -c release --product hitlint --disable-sandbox
# On Linux the Swift runtime and Foundation are linked in, so the binary runs where no Swift
# toolchain is installed (it needs libpng, zlib and libxml2 from the system). macOS has the Swift
# runtime in the OS (macOS 10.14.4 and later) and Foundation is the system's, so no flag is needed.
ifeq ($(shell uname -s),Linux)
BUILD_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall test clean

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	mkdir -p "$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/hitlint" "$(BINDIR)/hitlint"

uninstall:
	rm -f "$(BINDIR)/hitlint"

test:
	$(SWIFT) test

clean:
	$(SWIFT) package clean
