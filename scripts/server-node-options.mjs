// Node options of the product server, shared by `npm start` (scripts/start.mjs) and `npm run
// bench` (scripts/bench-all.mjs), so the benches measure the server as it runs.
//
// --max-semi-space-size=64: V8's young generation in 64 MB halves instead of the default 16 MB.
// The server allocates in bursts: a copy-trading move for 1,000 followers makes about 7 MB of
// short-lived objects in one synchronous run (orders, fills, events), and they stay reachable
// until the move's commit. With 16 MB halves a scavenge nearly always caught them alive, so they
// were promoted: the old generation grew about 2 MB per move and a 50-90 ms mark-compact came
// every ~80 moves, in a move's time. With 64 MB they die young (`npm run bench -- copy-trading`,
// 28 Nov: p99 51.5/54.1 ms with the default, 44.0/40.2 ms with 64 MB; p50 17.5 -> 14.9 ms). It
// costs up to 96 MB more heap (two halves and the promotion reserve), reserved as used.
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=64'];
