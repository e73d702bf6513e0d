# The two commands that matter: `make up` brings SeedPress up on this machine, `make test` runs every test.
SHELL := /bin/bash
.PHONY: up down test build

up:
	bash tests/stack/up.sh

down:
	bash tests/stack/down.sh

build:
	npm run build
