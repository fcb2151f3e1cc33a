// Types of scripts/eslint-house.mjs (a plain ES module, because eslint.config.js loads it).
export declare const FLOORS: readonly (readonly string[])[];
export declare const ONLY: Readonly<Record<string, readonly string[]>>;
export declare function roomOf(relativePath: string): string | undefined;
export declare function floorViolation(from: string, to: string): string | undefined;
export declare const housePlugin: { readonly rules: Readonly<Record<string, unknown>> };
