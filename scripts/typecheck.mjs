// `npm run typecheck`: TypeScript over the web app, the contract, the server and the e2e tests. Each
// `tsc` uses one core, so the checks run in two lanes at once (the server's, the largest, beside the
// other three in turn): about 44 s instead of 58 on two cores. Each check's output is printed whole when
// it ends, so two checks' errors never interleave; the exit code is 1 if any failed.
import { spawn } from "node:child_process";

const lanes = [
  ["npm run typecheck -w @clinic/web", "npx tsc -p packages/contract", "npx tsc -p e2e"],
  ["npx tsc -p apps/server"],
];

function check(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      console.log(`--- ${command}: ${code === 0 ? "ok" : `failed (exit ${code})`}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

async function lane(commands) {
  let ok = true;
  for (const command of commands) ok = (await check(command)) && ok;
  return ok;
}

const results = await Promise.all(lanes.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
