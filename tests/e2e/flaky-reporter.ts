/**
 * Names every test that failed and then passed on its retry. Such a pass does
 * not fail the run, but it is a race to fix, so it is printed at the end of
 * the run, and written one per line to the file E2E_FLAKY_FILE names (the
 * summary of scripts/test.sh lists them from there).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {FullResult, Reporter, TestCase} from '@playwright/test/reporter';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase): void {
    if (test.outcome() === 'flaky') {
      const file = path.relative(process.cwd(), test.location.file);
      this.flaky.push(`${file}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`);
    }
  }

  onEnd(_result: FullResult): void {
    const file = process.env.E2E_FLAKY_FILE;
    if (file) fs.writeFileSync(file, this.flaky.map((line) => `${line}\n`).join(''));
    if (this.flaky.length === 0) return;
    console.log(`\n\x1b[33mFlaky: ${this.flaky.length} test(s) failed, then passed on the retry. Each one is a race to fix:\x1b[0m`);
    for (const line of this.flaky) console.log(`  ${line}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
