#!/usr/bin/env bash
# Downloads a hitlint release archive (make dist), checks its SHA-256 and unpacks it; prints the
# path of the binary. Used by the GitHub Action instead of building hitlint, and by .ci/run with
# a local archive (file:// URL).
#   fetch-release.sh URL SHA256 DESTINATION
set -euo pipefail
url=$1
expected=$2
destination=$3
if [ -z "$expected" ]; then
    echo "fetch-release: a release archive needs its SHA-256 (release-sha256)" >&2
    exit 2
fi
mkdir -p "$destination"
archive="$destination/hitlint.tar.gz"
curl --fail --silent --show-error --location --output "$archive" "$url"
if command -v sha256sum >/dev/null 2>&1; then
    actual=$(sha256sum "$archive" | cut -d' ' -f1)
else
    actual=$(shasum -a 256 "$archive" | cut -d' ' -f1)
fi
if [ "$actual" != "$expected" ]; then
    echo "fetch-release: $url has SHA-256 $actual, not $expected; refusing it" >&2
    exit 2
fi
tar -xzf "$archive" -C "$destination"
binary=$(find "$destination" -mindepth 2 -maxdepth 2 -type f -name hitlint | head -1)
[ -x "$binary" ] || { echo "fetch-release: no hitlint binary in the archive" >&2; exit 2; }
echo "$binary"
