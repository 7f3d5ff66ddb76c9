#!/usr/bin/env node
// The `dasha` command of @dasha/sdk: the CLI is built into dist/ (see src/cli/main.ts).
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
