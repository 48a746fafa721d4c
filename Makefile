# StepperKit — the two commands a newcomer types are `make demo` and `make test`.
# Each target first installs the Debian packages the build needs (only those missing), then runs SwiftPM.

SWIFT       ?= swift
# Zero warnings is a rule of the project: every build treats them as errors.
SWIFTFLAGS  ?= -Xswiftc -warnings-as-errors
DEB_PACKAGES = pkg-config libicu-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core fonts-inter librsvg2-bin chromium fonts-noto-cjk \
               libhyphen-dev hyphen-en-us hyphen-es fonts-material-design-icons-iconfont wamerican \
               fonts-noto-core fonts-symbola

# The libraries users read about: `make docs` writes a static DocC site for each to .build/docs/<Module>.
DOC_MODULES = StepperKitUI StepperKit StepperKitLocalization StepperKitText StepperKitCheck StepperKitTesting
# The toolchain's docc, next to the swift driver (/opt/swift/usr/bin/docc here).
DOCC        ?= $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/docc
DOCS_DIR     = .build/docs

.PHONY: deps build demo test bench clean docs doc-comments snippets fuzz tsan asan

deps:
	@missing=""; \
	for package in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' "$$package" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing missing Debian packages:$$missing"; \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build $(SWIFTFLAGS)

# The demo audits 475,200 screens (5 scenes, every phone width, locale, size, style and state): built in
# release, as users run the CLI in CI.
demo: deps
	$(SWIFT) build -c release $(SWIFTFLAGS) --product stepperkit
	@$(SWIFT) run -c release $(SWIFTFLAGS) --skip-build stepperkit demo

# README's, the DocC catalogs' and the doc comments' Swift blocks are compiled as Tests/DocSnippetTests; a stale copy
# fails DocSnippetFreshnessTests, so run `make snippets` after editing an example.
# The DocC archives are built too (docs runs doc-comments first): a broken symbol link fails the tests.
# The example app's tests, then the SwiftPM command plugin on a copy of it (Scripts/test-check-plugin.sh).
test: build docs
	$(SWIFT) test $(SWIFTFLAGS)
	cd Examples/ShopApp && $(SWIFT) test $(SWIFTFLAGS)
	SWIFT=$(SWIFT) Scripts/test-check-plugin.sh

snippets:
	SWIFT=$(SWIFT) Scripts/generate-doc-snippets.sh

# Every public symbol of the four libraries has a doc comment with a short abstract (fails otherwise).
# The symbol graphs cover the test modules too, so the tests are built first (a fresh clone has none).
doc-comments: build
	$(SWIFT) build $(SWIFTFLAGS) --build-tests
	$(SWIFT) package $(SWIFTFLAGS) dump-symbol-graph --skip-synthesized-members --minimum-access-level public >/dev/null
	$(SWIFT) Scripts/check-doc-comments.swift "$$(dirname "$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)")/symbolgraph"

# One DocC archive per library, through the symbol graphs, with warnings as errors, transformed for
# static hosting. Serve .build/docs (python3 -m http.server -d .build/docs) and open
# http://localhost:8000/StepperKit/documentation/stepperkit/ (or any other module's path).
docs: doc-comments
	@graphs="$$(dirname "$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)")/symbolgraph"; \
	for module in $(DOC_MODULES); do \
		rm -rf "$(DOCS_DIR)/$$module" "$(DOCS_DIR)/graphs/$$module"; \
		mkdir -p "$(DOCS_DIR)/graphs/$$module"; \
		cp "$$graphs/$$module.symbols.json" "$(DOCS_DIR)/graphs/$$module/"; \
		for extension in "$$graphs/$$module@"*.symbols.json; do \
			[ -e "$$extension" ] && cp "$$extension" "$(DOCS_DIR)/graphs/$$module/"; \
		done; \
		echo "docc convert $$module"; \
		"$(DOCC)" convert "Sources/$$module/$$module.docc" \
			--additional-symbol-graph-dir "$(DOCS_DIR)/graphs/$$module" \
			--fallback-display-name "$$module" --fallback-bundle-identifier "org.stepperkit.$$module" \
			--transform-for-static-hosting --hosting-base-path "$$module" \
			--warnings-as-errors --output-path "$(DOCS_DIR)/$$module" || exit 1; \
	done; \
	echo "Documentation in $(DOCS_DIR)/<Module>: serve it with python3 -m http.server -d $(DOCS_DIR), then open http://localhost:8000/StepperKit/documentation/stepperkit/"

# The CLI is built too: the audit and check suites measure its peak memory in a process of its own.
bench: deps
	$(SWIFT) build -c release $(SWIFTFLAGS) --product stepperkit
	$(SWIFT) run -c release $(SWIFTFLAGS) stepperkit-bench

# Robustness: libFuzzer targets, ThreadSanitizer over the suite, AddressSanitizer over the CLI. Each builds
# into its own .build/ path; the sanitizer runtimes ship with the Swift toolchain. See RELIABILITY.md.
FUZZ_SECONDS ?=
FUZZ_RUNS    ?=
FUZZ_CORPUS  ?= ../shared/corpus

# FUZZ_RUNS=1000000 runs each target a number of executions instead (then FUZZ_SECONDS bounds it only if given).
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_RUNS=$(FUZZ_RUNS) FUZZ_CORPUS=$(FUZZ_CORPUS) Fuzz/fuzz.sh

tsan: deps
	Sanitizers/tsan.sh

asan: deps
	FUZZ_CORPUS=$(FUZZ_CORPUS) Sanitizers/asan.sh

clean:
	$(SWIFT) package clean
