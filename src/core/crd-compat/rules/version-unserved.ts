import type { Manifest } from '../../manifest/manifest.js';
import type { CrdModel, Rule } from '../types.js';
import { EXISTING, list, versionFacet } from './shared.js';

/**
 * Unserving a version breaks every client of it at once (404 on every request), deprecated or
 * not: a deprecation only warns. So it is an error until acknowledged in the config, which is
 * the record that the lifecycle (deprecate, wait, migrate storage, unserve) was followed.
 */
export const versionUnserved: Rule = {
  id: 'version-unserved',
  summary: 'A served version stopped being served: every client still calling it breaks (an error until acknowledged, deprecated or not)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== 'served' || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const was = c.base?.value === true;
      const is = c.head?.value === true;
      if (was === is) continue;
      const anchor = { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? '/spec/versions' };
      if (is) {
        ctx.report({
          version: v.version,
          scope: 'in-place-unserved',
          message: `version ${v.version} is served again`,
          severity: 'info',
          ratchet: 'not-applicable',
          existing: EXISTING.none,
          hint: 'No action needed.',
          anchor,
        });
        continue;
      }
      const deprecated = ctx.base.version(v.version)?.deprecated === true;
      const apiVersion = ctx.head.group !== undefined ? `${ctx.head.group}/${v.version}` : v.version;
      const users = ctx.head.kind !== undefined ? ctx.objectsOf(apiVersion, ctx.head.kind) : [];
      ctx.report({
        version: v.version,
        scope: 'in-place-served',
        message: `version ${v.version} is no longer served${deprecated ? ' (it was deprecated)' : ' (it was not deprecated first)'}; every client still calling ${apiVersion} breaks at once: ${clients(ctx.head, apiVersion, users)}`,
        ratchet: 'not-applicable',
        existing: `stored objects stay readable through the other served versions; every request to ${apiVersion} gets 404 Not Found`,
        hint: remedy(ctx.head, v.version, apiVersion, deprecated),
        anchor,
      });
    }
  },
};

function clients(crd: CrdModel, apiVersion: string, users: readonly Manifest[]): string {
  const resource = crd.plural !== undefined ? `${crd.plural}.${apiVersion}` : apiVersion;
  const here = users.map((m) => {
    const at = m.locate('/apiVersion');
    return `${at.file}:${at.line}`;
  });
  const inRepo = here.length > 0 ? `${here.length === 1 ? '1 manifest' : `${here.length} manifests`} in this change (${list(here, 4)}), and ` : '';
  return `${inRepo}any manifest, controller, informer, kubectl user, GitOps tool or generated client that reads or writes ${resource}`;
}

function remedy(crd: CrdModel, version: string, apiVersion: string, deprecated: boolean): string {
  const storage = crd.versions.find((x) => x.storage)?.name;
  const [group] = apiVersion.split('/');
  const steps = [
    deprecated ? undefined : `mark ${version} deprecated: true with a deprecationWarning and keep serving it for at least one release`,
    `wait until nothing calls it (apiserver_requested_deprecated_apis{group="${group ?? ''}",version="${version}"}, audit logs) and every manifest and client uses ${storage ?? 'the storage version'}`,
    `make sure no object is stored as ${version}: rewrite every object (kube-storage-version-migrator, or a read and write of each) and drop ${version} from status.storedVersions`,
    `then set served: false`,
  ].filter((s): s is string => s !== undefined);
  return `Unserve a version only at the end of its lifecycle: ${steps.map((s, i) => `${i + 1}) ${s}`).join('; ')}. When that is done, acknowledge it in policies/crd-compat.yaml (rule version-unserved, crd ${crd.name}, version ${version}, with the justification).`;
}
