// Every embedded database is PostgreSQL compiled to WebAssembly (PGlite), opened in a worker thread of its
// own and closed with it. The V8 of Node 24 (13.6) can free a dead wasm-to-JavaScript import wrapper twice:
// while the wasm code collector frees it, a thread tiering the wrapper up can still take it from the
// cache, and frees it again when done. The second free aborts the whole process with "Check failed:
// jit_page_->allocations_.erase(addr) == 1". Test suites, which open and close dozens of embedded
// databases in one process, met it in CI; a server keeps its one database open, which makes it rarer but
// not impossible. Later V8 versions no longer hand out a wrapper marked as dying; until the pinned Node
// carries that, wasm code is not collected at all. The cost: code that went dead while its module lives
// (baseline code a tier-up replaced, wrappers no instance uses) stays until the module goes, which it does
// with the last database using it. Thirty databases opened and closed in one process peaked at the same
// memory, and took the same time, either way.
// Imported by pgliteTemplate.ts, which every embedded database's thread and every in-memory PGlite loads
// before its WebAssembly is compiled; the flag is the process's, whichever thread sets it.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-wasm-code-gc');
