import { describe, expect, it } from "vitest";
import { runCheck as run } from "./bench-check";

describe("benchmarks, --check", () => {
  it("bench/abuse.ts measures p99 idle and under a sign-in flood, fuzzes the public routes and sends an oversized chunked body", async () => {
    const out = await run("abuse.ts");
    expect(out).toMatch(
      /round 1 GET \/ +idle p50 \d+ ms p99 \d+ ms \| under 50 parallel wrong sign-ins p50 \d+ ms p99 \d+ ms/,
    );
    expect(out).toMatch(/shop\.labels\.quote: p99 ratio median [\d.]+/);
    expect(out).toMatch(/round 1 flood: [1-9]\d* sign-ins sent/);
    expect(out).toMatch(/fuzz: [1-9]\d* malformed requests .*, 0 × 5xx, 0 without an answer/);
    expect(out).toMatch(/chunked body to \/trpc\/shop\.cart\.add: answer 413/);
    // Issue 24's sign-in figures: the throttle's 429 by the 6th wrong attempt, the captcha's way in,
    // the hostile city's translated 400 (the script itself exits 1 when an outcome is wrong).
    // (By the 6th on a machine where a hash answers within the first delay of 2 s; CI's may not.)
    expect(out).toMatch(
      /15 wrong sign-ins from one address: statuses (401 ){5}(401 |429 )*429.*; first 429 at attempt ([6-9]|1[0-5])\b/,
    );
    expect(out).toMatch(
      /the right password after \d+ failures on the account .*: without the captcha 400 account\.captcha_required, with it 200/,
    );
    expect(out).toMatch(/customers signing in at 1 a second under the flood: \d+ of [1-9]\d* in/);
    expect(out).toMatch(
      /a 60,000-character city on POST \/en\/api\/calculator\/order: 400 "The value is too large or too long"/,
    );
  }, 240_000);
});
