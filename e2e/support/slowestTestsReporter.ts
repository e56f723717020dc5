import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Timed = { title: string; seconds: number; status: string };

/**
 * Closes every run with its ten slowest tests and their share of the per-test budget, so a journey
 * that creeps towards its timeout is seen before a loaded machine pushes it over.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly timed: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timed.push({
      title: test.titlePath().filter(Boolean).slice(1).join(' › '),
      seconds: result.duration / 1000,
      status: `${result.status}, ${Math.round((result.duration / test.timeout) * 100)}% of its budget`,
    });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.timed].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    if (slowest.length === 0) {
      return;
    }
    const lines = slowest.map(
      ({ title, seconds, status }) => `  ${seconds.toFixed(1).padStart(6)} s  ${title} (${status})`,
    );
    process.stdout.write(`\nSlowest browser tests:\n${lines.join('\n')}\n\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
