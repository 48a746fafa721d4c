# StepperKit — the two commands a newcomer types are `make demo` and `make test`.
# Each target first installs the Debian packages the build needs (only those missing), then runs SwiftPM.

SWIFT       ?= swift
# Zero warnings is a rule of the project: every build treats them as errors.
SWIFTFLAGS  ?= -Xswiftc -warnings-as-errors
DEB_PACKAGES = pkg-config libicu-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core fonts-inter librsvg2-bin chromium

.PHONY: deps build demo test bench clean

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

clean:
	$(SWIFT) package clean
