// Types for generate.mjs (plain JS, also used by bench/repository/run.mjs).
export interface CorpusOptions {
  readonly dir: string;
  readonly documents?: number;
  readonly files?: number;
  readonly seed?: number;
  /** Share of documents made invalid (default 0.05). */
  readonly invalidRate?: number;
}
export function generateCorpus(options: CorpusOptions): Promise<{ documents: number; files: number; invalid: number }>;
export function writeKubeconformSchemas(crdFile: string, dir: string): Promise<void>;
export const TENANT_CRD_FILE: string;
export function makeBenchRepository(dir: string, tenants: number, perFile?: number): Promise<void>;
