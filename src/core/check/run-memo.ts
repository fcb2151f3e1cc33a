import { CelRunBudget } from '../cel/index.js';

/**
 * The state of one run shared by its checks: its CEL budget, and work that depends only on inputs fixed for a whole run (the CRD files, the policy pack, the
 * CRDs a pack is type-checked against), done once per run however many units the run checks.
 * `driftgate check` checks every rendered kustomization root on its own (as each is applied);
 * without this, 300 roots loaded and type-checked the same policy pack 300 times.
 *
 * Keys are the identities of the input objects (SourceFile, Manifest, a loaded pack): the same
 * objects give the same result, so a memo is only ever shared within one run of pure code.
 */
export class CheckRunMemo {
  /** The run's CEL budget: every object's x-kubernetes-validations rules draw on it. */
  readonly celBudget: CelRunBudget;
  constructor(options: { readonly celBudget?: CelRunBudget } = {}) {
    this.celBudget = options.celBudget ?? new CelRunBudget();
  }
  readonly #ids = new WeakMap<object, number>();
  #next = 1;
  readonly #values = new Map<string, unknown>();
  readonly #computed = new Map<string, number>();
  readonly #requested = new Map<string, number>();

  /** The value of `make()` for this kind of work and these inputs, computed at most once. */
  once<T>(kind: string, inputs: readonly object[], make: () => T): T {
    const key = `${kind}:${inputs.map((o) => this.#id(o)).join(',')}`;
    this.#requested.set(kind, (this.#requested.get(kind) ?? 0) + 1);
    if (this.#values.has(key)) return this.#values.get(key) as T;
    const value = make();
    this.#values.set(key, value);
    this.#computed.set(kind, (this.#computed.get(kind) ?? 0) + 1);
    return value;
  }

  /** How many times work of this kind was asked for in this run. */
  requested(kind: string): number {
    return this.#requested.get(kind) ?? 0;
  }

  /** How many times work of this kind was computed (not found) in this run. */
  computed(kind: string): number {
    return this.#computed.get(kind) ?? 0;
  }

  #id(o: object): number {
    let id = this.#ids.get(o);
    if (id === undefined) {
      id = this.#next++;
      this.#ids.set(o, id);
    }
    return id;
  }
}
