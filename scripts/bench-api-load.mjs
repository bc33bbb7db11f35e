// The load generator of `npm run bench:api`, run as its own process so it does not share the
// server's CPU time slice. Argument: a JSON job file; prints one JSON line with the results.
import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));

/**
 * A steady rate, open loop: one GET every 1000/rate ms on keep-alive sockets, each timed from the
 * moment it was due. autocannon's rate mode sends in bursts and times them from its own ticks: it
 * measured bare node:http at p99 18 ms at 200 req/s here, against 3 ms with this client.
 */
async function steady({ url, rate, duration, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  const counts = { "2xx": 0, non2xx: 0, errors: 0 };
  const start = performance.now();
  let sent = 0;
  await new Promise((finish) => {
    let settled = 0;
    const settle = () => {
      if (++settled === total) finish();
    };
    const send = () => {
      const dueAt = start + sent * interval;
      sent++;
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - dueAt);
            counts[res.statusCode >= 200 && res.statusCode < 300 ? "2xx" : "non2xx"]++;
            settle();
          });
        })
        .on("error", () => {
          counts.errors++;
          settle();
        });
    };
    const tick = () => {
      while (sent < total && performance.now() >= start + sent * interval) send();
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  const seconds = (performance.now() - start) / 1000;
  return {
    rps: latencies.length / seconds,
    total: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    seconds,
    statuses: counts,
  };
}

if (job.rate) {
  console.log(JSON.stringify(await steady(job)));
  process.exit(0);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A distinct client address per booking (10.0.0.1, 10.0.0.2, ...): one patient each. */
function clientAddress(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let options = { url: job.url, connections: job.connections, duration: job.duration };
if (job.bodies) {
  let next = 0;
  options = {
    url: job.url,
    connections: job.connections,
    amount: job.bodies.length,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          const body = job.bodies[next++ % job.bodies.length];
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "idempotency-key": crypto.randomUUID(),
              "x-forwarded-for": clientAddress((job.firstAddress ?? 0) + next),
            },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  };
}
const r = await run(options);
console.log(
  JSON.stringify({
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    seconds: r.duration,
    statuses: { "2xx": r["2xx"], non2xx: r.non2xx, errors: r.errors },
    byStatus: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
  }),
);
