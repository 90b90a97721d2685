#!/usr/bin/env bash
# Builds the DocC documentation of Plumb's library modules with the toolchain's own `docc`
# (no package dependency), and fails on any warning: a broken link, a missing symbol or a
# malformed article stops the build.
#
#   Scripts/build-docs.sh [output-dir]     # default: .build/docs
#
# Output: one archive per module, <output-dir>/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(PlumbSolver Plumb PlumbLayout PlumbSnapshotTesting)
output="${1:-.build/docs}"

find_docc() {
    if [[ -n "${DOCC:-}" ]]; then echo "$DOCC"; return; fi
    if command -v docc >/dev/null 2>&1; then command -v docc; return; fi
    if command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then xcrun --find docc; return; fi
    local swift_path
    swift_path="$(command -v swift || true)"
    if [[ -n "$swift_path" && -x "$(dirname "$swift_path")/docc" ]]; then echo "$(dirname "$swift_path")/docc"; return; fi
    echo "build-docs: cannot find docc (set DOCC=/path/to/docc)" >&2
    exit 1
}
docc="$(find_docc)"

started=$SECONDS
graphs_tmp="$(mktemp -d)"
trap 'rm -rf "$graphs_tmp"' EXIT

# Build only the library modules (not the demo or the tests), then extract their public
# symbol graphs from the built modules.
echo "== swift build --target PlumbSnapshotTesting (builds PlumbLayout, Plumb and PlumbSolver too)"
swift build --target PlumbSnapshotTesting
bin_path="$(swift build --show-bin-path)"
module_dir="$bin_path/Modules"
[[ -d "$module_dir" ]] || module_dir="$bin_path"
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
if [[ -z "$triple" ]]; then
    echo "build-docs: cannot read the target triple from swiftc -print-target-info" >&2
    exit 1
fi
sdk_args=()
if command -v xcrun >/dev/null 2>&1; then sdk_args=(-sdk "$(xcrun --show-sdk-path)"); fi

echo "== symbol graphs"
graph_dir="$graphs_tmp/all"
mkdir -p "$graph_dir"
for module in "${modules[@]}"; do
    # PlumbLayout re-exports Plumb, so its documentation includes Plumb's symbols (and its
    # articles and comments can link to them).
    reexports=()
    if [[ "$module" == "PlumbLayout" ]]; then reexports=(-experimental-allowed-reexported-modules=Plumb); fi
    swift symbolgraph-extract -module-name "$module" -I "$module_dir" -target "$triple" \
        ${sdk_args[@]+"${sdk_args[@]}"} ${reexports[@]+"${reexports[@]}"} \
        -minimum-access-level public -output-dir "$graph_dir"
done

mkdir -p "$output"
failed=()
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    if [[ ! -d "$catalog" ]]; then
        echo "build-docs: missing catalog $catalog" >&2
        exit 1
    fi
    # Each module is converted with its own symbol graphs only (and its extensions of other
    # modules' types, `Module@Other.symbols.json`), so a link to another module's symbol fails.
    mkdir -p "$graphs_tmp/$module"
    shopt -s nullglob
    graphs=("$graph_dir/$module.symbols.json" "$graph_dir/$module@"*.symbols.json)
    shopt -u nullglob
    if [[ ! -f "${graphs[0]}" ]]; then
        echo "build-docs: no symbol graph for $module in $graph_dir" >&2
        exit 1
    fi
    cp "${graphs[@]}" "$graphs_tmp/$module/"
    echo "== docc convert $module"
    rm -rf "$output/$module.doccarchive"
    # Every module is converted even when one fails, so that one run lists every problem.
    if ! "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs_tmp/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.plumb.$module" \
        --fallback-default-module-kind "Framework" \
        --warnings-as-errors \
        --output-path "$output/$module.doccarchive"; then
        failed+=("$module")
    fi
done
if (( ${#failed[@]} > 0 )); then
    echo "build-docs: the documentation of ${failed[*]} has errors (see above)" >&2
    exit 1
fi
echo "build-docs: wrote ${modules[*]} to $output in $((SECONDS - started)) s"
