import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files known to run long though they are short: the bench checks (each runs a script in its own
 * processes) and the property tests that send thousands of requests. Vitest orders files by their
 * last run's duration, and without one (a clean clone: CI) by size, largest first, which put these
 * last, where one of them kept a worker busy after the other had finished (the bench checks were
 * 240 s of the run). They go first, in vitest's own order among themselves.
 */
const LONG = [
  /\/test\/bench-[\w-]+\.test\.ts$/,
  /\/fuzz\.test\.ts$/,
  /\/hostile-strings\.test\.ts$/,
  /\/stacks\/preview\.test\.ts$/,
];
const isLong = (file: TestSpecification) => LONG.some((pattern) => pattern.test(file.moduleId));

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
