/**
 * The preview stage a git branch deploys to. CI calls this file before installing anything:
 *
 *   node --experimental-strip-types stacks/branch-stage.ts "$BRANCH"   # prints feature-cart-vat
 *
 * so it imports nothing but Node's own modules and uses only erasable TypeScript syntax.
 *
 * SST stage names must start with a letter and hold only letters, digits and hyphens; they end
 * up in stack, table, log group and bucket names, so they are kept short and lowercase. Two
 * branches that differ only in punctuation share a stage. A branch can never deploy to
 * `production`: only `main` does, and CI decides that, not this function.
 */
import { pathToFileURL } from "node:url";

/** Same as stage.ts's PRODUCTION_STAGE (a test checks); not imported, to stay dependency-free. */
const PRODUCTION_STAGE = "production";

export const MAX_STAGE_LENGTH = 40;

export function stageForBranch(branch: string): string {
  let stage = branch
    .replace(/^refs\/heads\//, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""); // one "-" at most at each end: runs were folded into one above
  if (!/^[a-z]/.test(stage)) stage = `b-${stage}`.replace(/-$/, "");
  stage = stage.slice(0, MAX_STAGE_LENGTH).replace(/-$/, "");
  if (stage === PRODUCTION_STAGE) stage = `branch-${PRODUCTION_STAGE}`;
  return stage;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const branch = process.argv[2];
  if (!branch) {
    console.error("usage: node --experimental-strip-types stacks/branch-stage.ts <branch>");
    process.exit(2);
  }
  console.log(stageForBranch(branch));
}
