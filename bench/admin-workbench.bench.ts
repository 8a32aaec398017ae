/**
 * How long the admin's checks take: `npx tsx bench/admin-workbench.bench.ts`.
 * - label pricing preview of 50 reference configurations (both sides priced with quoteLabel),
 *   in-process: what admin.labels.preview and every publish's refusal check compute;
 * - the calculator workbench's "evaluates for every reachable selection" over the demo magazine
 *   (4,968 selections, each quoted by quoteCalculator): what admin.calculators.update runs.
 */
import { labelSettings, calculatorDef } from "../packages/core/src/pricing/test-data";
import type { LabelSettings } from "../packages/core/src/pricing/labels";
import { previewLabels } from "../packages/core/src/labels/preview";
import type { ReferenceConfig } from "../packages/core/src/labels/settings-schema";
import { checkEvaluates } from "../packages/core/src/workbench/reachable";

function fiftyReferences(s: LabelSettings): ReferenceConfig[] {
  const out: ReferenceConfig[] = [];
  const sizes = [
    [30, 20],
    [50, 50],
    [100, 60],
    [200, 150],
    [16, 10],
  ] as const;
  const quantities = [100, 500, 5000, 50_000, 250_000];
  for (let i = 0; out.length < 50; i++) {
    const [width, height] = sizes[i % sizes.length]!;
    const machine = i % 4 === 3;
    out.push({
      id: `ref-${i}`,
      name: `Reference ${i}`,
      input: {
        width: machine ? Math.max(width, 25) : width,
        height,
        quantity: quantities[(i >> 1) % quantities.length]!,
        material: s.materials[i % s.materials.length]!.id,
        print: s.print[i % s.print.length]!.id,
        enrichment: s.enrichment[i % s.enrichment.length]!.id,
        application: machine ? 1 : 0,
        diameter: 76,
        gap: 4,
        winding: machine ? 1 + (i % 8) : 0,
      },
    });
  }
  return out;
}

function stats(name: string, runs: number, f: () => unknown) {
  for (let i = 0; i < Math.min(20, runs); i++) f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = process.hrtime.bigint();
    f();
    t.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  t.sort((a, b) => a - b);
  const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))]!;
  console.log(
    `${name.padEnd(52)} median ${at(0.5).toFixed(3).padStart(8)} ms   p95 ${at(0.95).toFixed(3).padStart(8)} ms   (${runs} runs)`,
  );
}

const refs = fiftyReferences(labelSettings);
const draft: LabelSettings = structuredClone(labelSettings);
draft.materials[1]!.factor = 2.9;
const now = new Date();
const rows = previewLabels(labelSettings, draft, refs, now);
if (rows.length !== 50 || rows.some((r) => r.current.net === null))
  throw new Error("every reference must price");
// A fresh settings object per run, as a request parses one (no warm per-object caches).
stats("label preview, 50 reference configurations", 300, () =>
  previewLabels(structuredClone(labelSettings), structuredClone(draft), refs, now),
);

const magazine = calculatorDef(5);
stats("magazine: evaluates for all 4,968 reachable selections", 10, () =>
  checkEvaluates(structuredClone(magazine)),
);
