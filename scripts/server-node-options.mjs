// Node options of the product server, shared by `npm start` (scripts/start.mjs) and `npm run
// bench` (scripts/bench-all.mjs), so the benches measure the server as it runs. They are given on
// the command line: Node refuses V8 flags other than a few memory sizes in NODE_OPTIONS.
//
// --max-semi-space-size=64: V8's young generation in 64 MB halves instead of the default 16 MB.
// The server allocates in bursts: a copy-trading move for 1,000 followers makes about 7 MB of
// short-lived objects in one synchronous run (orders, fills, events), and they stay reachable
// until the move's commit. With 16 MB halves a scavenge nearly always caught them alive
// (`npm run bench -- copy-trading`, 28 Nov: p99 51.5/54.1 ms with the default, 44.0/40.2 ms with
// 64 MB; p50 17.5 -> 14.9 ms). It costs up to 96 MB more heap (two halves and the promotion
// reserve), reserved as used.
//
// --no-allocation-site-pretenuring: V8 watches the object literals made at each allocation site,
// and when a scavenge finds most of a site's objects alive it makes that site allocate straight
// into the old generation from then on. A move's events are all alive while its batch commits, so
// the scavenges that land in a move taught V8 that the engine's event literals (fills, finished
// orders, position changes) are long-lived: they went to the old generation, which grew about
// 10 MB per scavenge, each scavenge took 13-23 ms (survivors re-scanned through the old-to-new
// references) and a 50-90 ms mark-compact came every 100-200 moves. Without pretenuring those
// events die young: the old generation grows ~0.2 MB per move, scavenges take 5-7 ms, and no
// mark-compact came in 300 moves (`--trace-gc`, 28 Nov; docs/performance.md, copy trading).
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];
