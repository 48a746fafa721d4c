#!/bin/sh
# The SwiftPM command plugin on a copy of Examples/ShopApp: `swift package stepperkit-check` reads the app's
# .stepperkit-check.json, passes on the clean catalog, and fails naming the defect planted in the copy.
# `make test` runs it after the example's own tests; the copy reuses the example's build folder.
set -eu
kit="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/ShopApp"
(cd "$kit/Examples/ShopApp" && tar cf - --exclude=.build .) | (cd "$work/ShopApp" && tar xf -)
sed "s|path: \"../..\"|path: \"$kit\"|" "$kit/Examples/ShopApp/Package.swift" > "$work/ShopApp/Package.swift"
check() {
    (cd "$work/ShopApp" && timeout 900 ${SWIFT:-swift} package --scratch-path "$kit/Examples/ShopApp/.build" stepperkit-check "$@")
}

echo "stepperkit-check plugin: the clean example"
check > "$work/clean.txt" 2>&1 || { cat "$work/clean.txt"; echo "FAIL: the clean example's check failed"; exit 1; }
grep -q "stepperkit check: 0 errors, 0 warnings, 0 notes" "$work/clean.txt" \
    || { cat "$work/clean.txt"; echo "FAIL: the clean example has findings"; exit 1; }

echo "stepperkit-check plugin: a planted defect (a Spanish plural that drops its number)"
catalog="$work/ShopApp/Sources/ShopKit/Resources/Localizable.xcstrings"
sed 's|"value" : "%lld artículos en el carrito"|"value" : "Artículos en el carrito"|' "$catalog" > "$work/planted.xcstrings"
cmp -s "$catalog" "$work/planted.xcstrings" && { echo "FAIL: the defect was not planted"; exit 1; }
cp "$work/planted.xcstrings" "$catalog"
if check > "$work/planted.txt" 2>&1; then
    cat "$work/planted.txt"; echo "FAIL: the check passed a catalog with a planted defect"; exit 1
fi
grep -q '"%lld items in cart" · es · plural other · number 0: "Artículos en el carrito": the "other" text shows no number' "$work/planted.txt" \
    || { cat "$work/planted.txt"; echo "FAIL: the finding does not name the planted defect"; exit 1; }
grep -q "stepperkit check: 1 error, 0 warnings, 0 notes" "$work/planted.txt" \
    || { cat "$work/planted.txt"; echo "FAIL: the planted defect is not the only finding"; exit 1; }
echo "stepperkit-check plugin: ok"
