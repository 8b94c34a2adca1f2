#!/usr/bin/env bash
# Formats the package's Swift sources, or checks them with --lint (as CI does).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Sources)
if [ "${1:-}" = "--lint" ]; then
  swift format lint --strict --parallel --recursive "${paths[@]}"
else
  swift format format --in-place --parallel --recursive "${paths[@]}"
fi
