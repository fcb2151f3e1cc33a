/**
 * Runtime cost accounting for one evaluation.
 *
 * @bufbuild/cel has no cost tracker, so driftgate charges cost itself: the compiler rewrites
 * every comprehension's loop condition into `@driftgate.tick(weight, cond)` (weight = the
 * number of AST nodes one iteration evaluates), and size-dependent library functions charge
 * their input size. Once the limit is passed the tick returns an error that stops every
 * enclosing loop at its next iteration, and the evaluation reports the cost error even
 * when `||`/`&&` would otherwise have absorbed it.
 *
 * Evaluation is synchronous, so a module-level "active meter" is safe; `withMeter` saves
 * and restores it so nested evaluations (variables) keep their own accounts.
 */
export class CostMeter {
  spent = 0;
  exceeded = false;
  constructor(readonly limit: number) {}

  charge(amount: number): boolean {
    this.spent += amount;
    if (this.spent > this.limit) this.exceeded = true;
    return !this.exceeded;
  }
}

let active: CostMeter | undefined;

export function withMeter<R>(meter: CostMeter, run: () => R): R {
  const previous = enterMeter(meter);
  try {
    return run();
  } finally {
    leaveMeter(previous);
  }
}

/** `withMeter` without a closure, for the evaluation hot path: pair with leaveMeter in a finally. */
export function enterMeter(meter: CostMeter): CostMeter | undefined {
  const previous = active;
  active = meter;
  return previous;
}

export function leaveMeter(previous: CostMeter | undefined): void {
  active = previous;
}

/** Charges the active meter; throws (becoming a CEL error) once the limit is passed. */
export function chargeCost(amount: number): void {
  if (active && !active.charge(amount)) throw new CostLimitExceeded();
}

export class CostLimitExceeded extends Error {
  override readonly name = 'CostLimitExceeded';
  constructor() {
    super('operation cancelled: actual cost limit exceeded');
  }
}

/**
 * What one run may spend on CEL, all objects together: driftgate's own bound (the API server
 * bounds a request, not a repository), so that rules × thousands of objects keep a run within
 * its 5 s promise. Once it is spent, the rules of the remaining objects are not evaluated and
 * the run says which objects those are (never silently).
 */
export const RUN_COST_BUDGET = 5_000_000;

export class CelRunBudget {
  readonly total: number;
  /** Each object's own budget (the API server's RuntimeCELCostBudget for CRD validation rules). */
  readonly perObject: number;
  remaining: number;
  constructor(options: { readonly total?: number; readonly perObject?: number } = {}) {
    this.total = options.total ?? RUN_COST_BUDGET;
    this.perObject = options.perObject ?? 10_000_000;
    this.remaining = this.total;
  }
  spend(cost: number): void {
    this.remaining -= cost;
  }
  spent(): boolean {
    return this.remaining <= 0;
  }
}
