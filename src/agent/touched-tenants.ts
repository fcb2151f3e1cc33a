// The tenants a revision's files touch, found as soon as the revision is read and before it is
// judged: the files whose text is not the last applied revision's, and the TenantOnboardings they
// declare. The agent tells these tenants `pending` at once, so a pull request's status moves
// while the check and the apply run; the check's verdict follows (`failure` with its reason when
// it refuses). Tenants a renderer makes (kustomize, Helm) are not seen here: they hear `pending`
// when the check admitted the revision. The revision is not judged yet, so nothing here is
// trusted: only names Kubernetes would accept reach a status context, and the work is bounded.
import type { ObjectKey } from '../core/drift/ownership.js';
import { isRecord } from '../core/manifest/manifest.js';
import type { SourceFile } from '../core/manifest/input.js';
import { isDns1123Label, isDns1123Subdomain } from '../core/kube/names.js';
import { TENANT_GROUP, TENANT_KIND } from '../core/tenant/names.js';
import type { TenantRef } from './tenant-report.js';

/** More changed files than this: the commit is a bulk change, and its tenants wait for the judge. */
export const MAX_TOUCHED_FILES = 200;

export interface TouchedTenantsInput {
  /** The text of each file of the last applied revision, by path. */
  readonly previous: ReadonlyMap<string, string>;
  readonly files: readonly SourceFile[];
  /** The documents of one file's text (the agent's parse, cached for the check that follows). */
  readonly parse: (text: string, path: string) => readonly unknown[];
  /** The namespace of a TenantOnboarding that names none (the agent's --default-namespace). */
  readonly defaultNamespace?: string;
  /** More tenants than this: undefined (no tenant gets a status of its own on a bulk change). */
  readonly limit: number;
  /** A shard's own objects; absent: every object is this agent's. */
  readonly mine?: (key: ObjectKey) => boolean;
}

/** The tenants declared in files that changed since the applied revision; undefined when there are too many to say. */
export function touchedTenants(input: TouchedTenantsInput): TenantRef[] | undefined {
  const changed: SourceFile[] = [];
  for (const file of input.files) {
    // Not plain text: not a manifest the check will admit. Unchanged blobs come from the agent's
    // memo as the very same string: most compare at once.
    if (file.text === undefined || input.previous.get(file.path) === file.text) continue;
    changed.push(file);
    if (changed.length > MAX_TOUCHED_FILES) return undefined;
  }
  const out = new Map<string, TenantRef>();
  for (const file of changed) {
    if (!file.text?.includes(TENANT_KIND)) continue;
    for (const value of input.parse(file.text, file.path)) {
      const tenant = tenantOf(value, input.defaultNamespace);
      if (!tenant) continue;
      if (input.mine && !input.mine({ apiVersion: tenant.apiVersion, kind: TENANT_KIND, namespace: tenant.namespace, name: tenant.name })) continue;
      out.set(`${tenant.namespace}/${tenant.name}`, { namespace: tenant.namespace, name: tenant.name });
      if (out.size > input.limit) return undefined;
    }
  }
  return [...out.values()];
}

function tenantOf(value: unknown, defaultNamespace: string | undefined): { apiVersion: string; namespace: string; name: string } | undefined {
  if (!isRecord(value) || value.kind !== TENANT_KIND || typeof value.apiVersion !== 'string' || !value.apiVersion.startsWith(`${TENANT_GROUP}/`)) return undefined;
  const meta = isRecord(value.metadata) ? value.metadata : undefined;
  const name = meta?.name;
  const namespace = meta?.namespace ?? defaultNamespace;
  if (typeof name !== 'string' || !isDns1123Subdomain(name) || typeof namespace !== 'string' || !isDns1123Label(namespace)) return undefined;
  return { apiVersion: value.apiVersion, namespace, name };
}
