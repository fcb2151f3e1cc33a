// Types for measure.mjs (plain JS, shared with the .mjs benches), so the .ts benches import it checked.
export interface Measurement {
  readonly wallMs: number;
  /** Peak RSS in KiB from GNU time; undefined without /usr/bin/time. */
  readonly rssKb: number | undefined;
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}
export interface MeasureOptions {
  readonly cwd?: string;
  readonly env?: Record<string, string>;
}
export function measure(command: string, args: readonly string[], options?: MeasureOptions): Promise<Measurement>;
export function bestOf(n: number, command: string, args: readonly string[], options?: MeasureOptions): Promise<Measurement>;
export function median(values: readonly number[]): number;
export function goInstall(modulePath: string, version: string, gobin: string): void;
export function table(rows: readonly (readonly unknown[])[]): string;
export function fmtMs(ms: number): string;
export function fmtMiB(kb: number | undefined): string;
