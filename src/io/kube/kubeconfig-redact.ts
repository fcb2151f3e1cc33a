// Kept apart from kubeconfig.ts so that callers which only redact (the Action's settings) do not
// load @kubernetes/client-node.
import { load } from 'js-yaml';

const MIN_SECRET_CHARS = 6;
/** Keys whose values name things or say where; every other value may be a credential. */
const NOT_SECRET = new Set(['apiVersion', 'kind', 'name', 'cluster', 'user', 'context', 'namespace', 'current-context', 'server']);

/**
 * `text` with every value of the kubeconfig `content` that may be a credential (tokens, keys,
 * certificates, passwords, exec arguments and env) replaced. Values are read from the parsed
 * document, and also picked from the text after `:`, `=` or `-`, so content that does not
 * parse is still covered.
 */
export function redactKubeconfigValues(text: string, content: string): string {
  let out = text;
  for (const v of kubeconfigSecretValues(content)) out = out.split(v).join('[redacted]');
  return out;
}

/**
 * The values of a kubeconfig that may be credentials, longest first. `textPicks: false` leaves
 * out the values picked from the text (which include words such as `Config`) when the document
 * parses: for masking a log, where every occurrence of a value becomes `***`.
 */
export function kubeconfigSecretValues(content: string, options: { readonly textPicks: boolean } = { textPicks: true }): string[] {
  const values = new Set<string>();
  let parsed = false;
  try {
    collectValues(load(content), undefined, values);
    parsed = true;
  } catch {
    // Not YAML: the values picked from the text are all there is.
  }
  if (options.textPicks || !parsed) {
    for (const m of content.matchAll(/[:=\-]\s*["']?([^\s"',{}[\]]+)/g)) if ((m[1] ?? '').length >= MIN_SECRET_CHARS) values.add(m[1] ?? '');
  }
  return [...values].sort((a, b) => b.length - a.length);
}

function collectValues(node: unknown, key: string | undefined, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectValues(item, key, into);
  } else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) collectValues(v, k, into);
  } else if ((typeof node === 'string' || typeof node === 'number') && !NOT_SECRET.has(key ?? '')) {
    const value = String(node);
    if (value.length >= MIN_SECRET_CHARS) into.add(value);
  }
}
