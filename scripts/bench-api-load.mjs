// The load generator of `npm run bench:api`, run as its own process so it does not share the
// server's CPU time slice. Argument: a JSON job file; prints one JSON line with the results.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

let options = { url: job.url, connections: job.connections, duration: job.duration };
if (job.rate) options.overallRate = job.rate;
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
              "x-forwarded-for": `10.9.${next % 250}.${next % 200}`,
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
