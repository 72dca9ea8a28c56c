// npm run bench: requests per second of / and /api/health under `next start`, 50 connections, 10 s each.
// Uses a running server at BENCH_URL, or starts the whole shop (after building if needed) on spare ports.
import autocannon from 'autocannon';
import { startStack } from './lib/stack.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const stack = process.env.BENCH_URL ? undefined : await startStack();
const base = process.env.BENCH_URL ?? stack.appUrl;

const results = [];
try {
  for (const path of ['/', '/api/health']) {
    await fetch(base + path); // warm the route
    const result = await autocannon({ url: base + path, connections, duration });
    results.push({
      path,
      'req/s (avg)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
} finally {
  stack?.stop();
}
console.log(`autocannon: ${connections} connections, ${duration} s per path, against ${base}`);
console.table(results);
