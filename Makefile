# StepperKit — the two commands a newcomer types are `make demo` and `make test`.
# Each target first installs the Debian packages the build needs (only those missing), then runs SwiftPM.

SWIFT       ?= swift
# Zero warnings is a rule of the project: every build treats them as errors.
SWIFTFLAGS  ?= -Xswiftc -warnings-as-errors
DEB_PACKAGES = pkg-config libicu-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core fonts-inter librsvg2-bin

.PHONY: deps build demo test bench clean fuzz tsan asan

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

demo: build
	@$(SWIFT) run $(SWIFTFLAGS) --skip-build stepperkit demo

test: build
	$(SWIFT) test $(SWIFTFLAGS)

bench: deps
	$(SWIFT) run -c release $(SWIFTFLAGS) stepperkit-bench

# Robustness: libFuzzer targets, ThreadSanitizer over the suite, AddressSanitizer over the CLI. Each builds
# into its own .build/ path; the sanitizer runtimes ship with the Swift toolchain. See RELIABILITY.md.
FUZZ_SECONDS ?= 60
FUZZ_CORPUS  ?= ../shared/corpus

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_CORPUS=$(FUZZ_CORPUS) Fuzz/fuzz.sh

tsan: deps
	Sanitizers/tsan.sh

asan: deps
	FUZZ_CORPUS=$(FUZZ_CORPUS) Sanitizers/asan.sh

clean:
	$(SWIFT) package clean
