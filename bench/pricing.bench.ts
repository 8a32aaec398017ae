/**
 * In-process cost of one quote: `npx tsx bench/pricing.bench.ts`.
 * Targets: label quote < 20 µs median, calculator quote < 50 µs median.
 */
import * as Pricing from "../packages/core/src/pricing/index";
import {
  calculatorDef,
  labelSettings,
  priceTable,
  productLeadTimes,
} from "../packages/core/src/pricing/test-data";

const WARM_UP = 5_000;
const ITERATIONS = 50_000;

function measure(name: string, targetMicros: number, run: (i: number) => unknown): boolean {
  for (let i = 0; i < WARM_UP; i++) run(i);
  const samples = new Float64Array(ITERATIONS);
  let sink = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    const r = run(i);
    samples[i] = Number(process.hrtime.bigint() - start) / 1000;
    if (r) sink++;
  }
  samples.sort();
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const median = at(0.5);
  const ok = median < targetMicros;
  console.log(
    `${name.padEnd(18)} median ${median.toFixed(2).padStart(7)} µs   p99 ${at(0.99).toFixed(2).padStart(7)} µs   target < ${targetMicros} µs  ${ok ? "ok" : "MISSED"}  (${sink} answers)`,
  );
  return ok;
}

// Vary the input a little so that nothing is trivially the same call; the order time is the
// server's "now" of a request.
const now = new Date();
const label = Pricing.labelDefaults(labelSettings);
const quantities = [500, 1000, 2500, 10_000, 182_212];
const magazine = calculatorDef(5);
const magazineLead = productLeadTimes({ calculatorId: 5 });
const pages = [16, 32, 48, 64, 96];
const cards = priceTable(10);
const cardsLead = productLeadTimes({ productId: 10 });

const results = [
  measure("label quote", 20, (i) =>
    Pricing.quoteLabel(labelSettings, { ...label, quantity: quantities[i % 5]! }, { now }),
  ),
  measure("calculator quote", 50, (i) =>
    Pricing.quoteCalculator(
      magazine,
      { 501: 5013, 502: pages[i % 5]!, 504: 5042, 506: 5062 },
      { now, leadTimes: magazineLead, vat: 23 },
    ),
  ),
  measure("table quote", 50, () =>
    Pricing.quoteTable(cards, [1012, 1022, 1031, 1041, 1052, 1061], { now, leadTimes: cardsLead }),
  ),
];
if (results.includes(false)) process.exitCode = 1;
