import { readFileSync } from 'node:fs';
import { KubeConfig } from '@kubernetes/client-node';

/**
 * Loading a kubeconfig without ever echoing it. client-node's loader throws js-yaml errors
 * whose message quotes the lines around the problem, and a kubeconfig holds tokens, client
 * keys and passwords; every command prints load errors, and the Action puts command errors in
 * check runs and summaries. So the error keeps only the first line of the parser's message,
 * with every value of the file redacted.
 */
export class KubeconfigError extends Error {
  override readonly name = 'KubeconfigError';
}

const MIN_SECRET_CHARS = 6;

/** The error's first line, cut, with anything that appears as a value in `content` replaced. */
export function redactKubeconfigError(error: unknown, content: string | undefined): string {
  const raw = error instanceof Error ? error.message : String(error);
  let line = (raw.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 300);
  if (content !== undefined) {
    const values = new Set<string>();
    for (const m of content.matchAll(/[:=\-]\s*["']?([^\s"',{}[\]]+)/g)) if ((m[1] ?? '').length >= MIN_SECRET_CHARS) values.add(m[1] ?? '');
    for (const v of [...values].sort((a, b) => b.length - a.length)) line = line.split(v).join('[redacted]');
  }
  return line || 'unreadable kubeconfig';
}

/** Loads a kubeconfig file (or the default: $KUBECONFIG, ~/.kube/config, in-cluster); errors never quote it. */
export function loadKubeConfig(options: { readonly file?: string; readonly context?: string }): KubeConfig {
  const kc = new KubeConfig();
  let content: string | undefined;
  try {
    if (options.file !== undefined) {
      // Read once more only to know what to redact; client-node resolves relative certificate paths itself.
      content = readFileSync(options.file, 'utf8');
      kc.loadFromFile(options.file);
    } else {
      kc.loadFromDefault();
    }
  } catch (error) {
    throw new KubeconfigError(`cannot load the kubeconfig${options.file !== undefined ? ` ${options.file}` : ''}: ${redactKubeconfigError(error, content)}`);
  }
  if (options.context !== undefined) {
    if (!kc.getContexts().some((c) => c.name === options.context)) throw new KubeconfigError(`the kubeconfig has no context named ${JSON.stringify(options.context)}`);
    kc.setCurrentContext(options.context);
  }
  if (!kc.getCurrentCluster()) throw new KubeconfigError('the kubeconfig has no current cluster');
  return kc;
}
