#!/usr/bin/env bash
# The documentation site: DocC catalogs of every product module built from symbol graphs with
# the toolchain's own docc, warnings as errors, 100% of public symbols documented, under 50 MB.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Tools/docs/build-docs.sh .build/docs/Tessera.doccarchive
