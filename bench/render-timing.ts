import { startDeployedServer } from "./deployed-server";
import { startBuiltServer } from "./local-server";

/**
 * How long a rendered navigation takes in each shape (issue 26, docs/deployed-shape.md "Rendered
 * navigations"): the first navigation of a fresh server (the deployed shape: a cold Lambda
 * environment that loads the renderer) and then the median of `--n` (default 15) sequential
 * navigations per page, anonymous, with the HTML's size. Run after `pnpm build`:
 *   pnpm tsx bench/render-timing.ts
 */
const n = Number(process.argv.find((a) => a.startsWith("--n="))?.slice(4) ?? 15);
const PAGES = ["/", "/wizytowki", "/etykiety-na-rolce", "/de/etykiety-na-rolce"];

async function time(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const start = performance.now();
  const res = await fetch(url, { headers: { accept: "text/html" } });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - start, bytes: body.byteLength, status: res.status };
}

for (const shape of ["local", "deployed"] as const) {
  const server =
    shape === "local"
      ? await startBuiltServer("render-timing")
      : await startDeployedServer("render-timing");
  try {
    const first = await time(`${server.url}/wizytowki`);
    console.log(`${shape}: first navigation (cold) ${first.ms.toFixed(0)} ms`);
    for (const path of PAGES) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < n; i++) {
        const t = await time(`${server.url}${path}`);
        if (t.status !== 200) throw new Error(`${path}: ${t.status}`);
        times.push(t.ms);
        bytes = t.bytes;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${shape} ${path}: median ${times[Math.floor(n / 2)]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}), ${(bytes / 1024).toFixed(1)} KiB`,
      );
    }
  } finally {
    await server.stop();
  }
}
const { loadavg } = await import("node:os");
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
