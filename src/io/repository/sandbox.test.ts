import { describe, expect, it } from 'vitest';
import { RenderBudget } from './sandbox.js';

describe('RenderBudget', () => {
  it('counts time from when the run began, not from when the budget was made', () => {
    let now = 1_000;
    const clock = (): number => now;
    const fromNow = new RenderBudget({ totalMs: 3_000, now: clock });
    const fromRunStart = new RenderBudget({ totalMs: 3_000, now: clock, startedAt: 0 });
    expect(fromNow.remainingMs()).toBe(3_000);
    expect(fromRunStart.remainingMs()).toBe(2_000);
    now = 3_000;
    expect(fromRunStart.spent()).toBe(true);
    expect(fromNow.spent()).toBe(false);
  });

  it('is spent when the output budget is', () => {
    const budget = new RenderBudget({ totalMs: Infinity, totalBytes: 10, now: () => 0 });
    expect(budget.take(10)).toBe(true);
    expect(budget.spent()).toBe(true);
    expect(budget.take(1)).toBe(false);
  });
});
