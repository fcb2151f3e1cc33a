// YAML as the API server decodes it: each case is YAML text sent as it is (application/yaml) to a
// server-side dry-run create, and checked by driftgate from the same text (`checkRepository`, the
// reading `check` uses). The verdicts must agree, and where the server refuses, driftgate's error
// is located at the line of the value at fault.
//
// The cases are the traps of issue 25: YAML 1.1 scalars (sigs.k8s.io/yaml reads `off` as false,
// `3_0` as 30, `0644` as 420), nulls the server decodes as "", quantities it trims, apiVersions
// it does not serve, and the canonical StatefulSet that mounts its volumeClaimTemplates.
import { KubeConfig as KubeConfigClass, type KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRepository } from '../../../src/core/check/check.js';
import { shippedBuiltinRegistry } from '../../../src/io/builtin-schemas.js';
import { createTestNamespace, deleteNamespace, kubeRequest, testKubeConfig } from '../../support/cluster.js';
import { DEFAULT_TESTENV_MINOR, OTHER_TESTENV_MINORS, startControlPlane, testenvBinary, type ControlPlane } from '../../support/control-plane.js';

interface YamlCase {
  readonly name: string;
  /** Where the request goes (relative to the namespace for namespaced kinds). */
  readonly resource: string;
  readonly text: string;
  /** The line driftgate must point at when the server refuses (1-based), if the case has one. */
  readonly line?: number;
}

const deployment = (name: string, extra: { labels?: string; replicas?: string; hostNetwork?: string; env?: string; port?: string; defaultMode?: string; apiVersion?: string }): string =>
  [
    `apiVersion: ${extra.apiVersion ?? 'apps/v1'}`,
    'kind: Deployment',
    'metadata:',
    `  name: ${name}`,
    `  labels: {app: ${name}${extra.labels ? `, ${extra.labels}` : ''}}`,
    'spec:',
    `  replicas: ${extra.replicas ?? '1'}`,
    `  selector: {matchLabels: {app: ${name}}}`,
    '  template:',
    `    metadata: {labels: {app: ${name}}}`,
    '    spec:',
    `      hostNetwork: ${extra.hostNetwork ?? 'false'}`,
    '      containers:',
    '      - name: c',
    '        image: registry.example.com/app:1',
    `        env: [{name: A, value: ${extra.env ?? '"x"'}}]`,
    `        ports: [{containerPort: ${extra.port ?? '8080'}}]`,
    '        volumeMounts: [{name: cfg, mountPath: /etc/cfg}]',
    '      volumes:',
    `      - {name: cfg, configMap: {name: cfg, defaultMode: ${extra.defaultMode ?? '420'}}}`,
    '',
  ].join('\n');

const CASES: readonly YamlCase[] = [
  { name: 'plain', resource: 'apis/apps/v1/deployments', text: deployment('plain', {}) },
  { name: 'env value off (YAML 1.1 false)', resource: 'apis/apps/v1/deployments', text: deployment('env-off', { env: 'off' }), line: 16 },
  { name: 'env value "off" quoted', resource: 'apis/apps/v1/deployments', text: deployment('env-off-quoted', { env: '"off"' }) },
  { name: 'env value yes', resource: 'apis/apps/v1/deployments', text: deployment('env-yes', { env: 'yes' }), line: 16 },
  { name: 'label on', resource: 'apis/apps/v1/deployments', text: deployment('label-on', { labels: 'enabled: on' }), line: 5 },
  { name: 'label n', resource: 'apis/apps/v1/deployments', text: deployment('label-n', { labels: 'x: n' }), line: 5 },
  { name: 'hostNetwork y', resource: 'apis/apps/v1/deployments', text: deployment('host-y', { hostNetwork: 'y' }) },
  { name: 'hostNetwork Off', resource: 'apis/apps/v1/deployments', text: deployment('host-off', { hostNetwork: 'Off' }) },
  { name: 'replicas 3_0', resource: 'apis/apps/v1/deployments', text: deployment('replicas-underscore', { replicas: '3_0' }) },
  { name: 'containerPort 8_080', resource: 'apis/apps/v1/deployments', text: deployment('port-underscore', { port: '8_080' }) },
  { name: 'containerPort 0x1F90 (8080)', resource: 'apis/apps/v1/deployments', text: deployment('port-hex', { port: '0x1F90' }) },
  { name: 'defaultMode 0644 (octal 420)', resource: 'apis/apps/v1/deployments', text: deployment('mode-octal', { defaultMode: '0644' }) },
  { name: 'defaultMode 0o644', resource: 'apis/apps/v1/deployments', text: deployment('mode-0o', { defaultMode: '0o644' }) },
  { name: 'defaultMode 777 (decimal, too large)', resource: 'apis/apps/v1/deployments', text: deployment('mode-decimal', { defaultMode: '777' }), line: 20 },
  { name: 'apiVersion apps/v2', resource: 'apis/apps/v2/deployments', text: deployment('apps-v2', { apiVersion: 'apps/v2' }), line: 1 },
  {
    name: 'ConfigMap data 12:30 (a string, not base 60)',
    resource: 'api/v1/configmaps',
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: sexagesimal}\ndata: {time: 12:30, date: 2001-12-14}\n',
  },
  { name: 'ConfigMap data no', resource: 'api/v1/configmaps', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: data-no}\ndata:\n  answer: no\n', line: 5 },
  { name: 'annotation null', resource: 'api/v1/configmaps', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: annotation-null\n  annotations: {k: null}\n  labels: {l: null}\n' },
  {
    name: 'emptyDir sizeLimit "1Gi " (trimmed)',
    resource: 'api/v1/pods',
    text: 'apiVersion: v1\nkind: Pod\nmetadata: {name: size-space}\nspec:\n  containers: [{name: c, image: i}]\n  volumes: [{name: v, emptyDir: {sizeLimit: "1Gi "}}]\n',
  },
  {
    name: 'StatefulSet mounting its claim template',
    resource: 'apis/apps/v1/statefulsets',
    text: [
      'apiVersion: apps/v1',
      'kind: StatefulSet',
      'metadata: {name: web}',
      'spec:',
      '  serviceName: web',
      '  selector: {matchLabels: {app: web}}',
      '  template:',
      '    metadata: {labels: {app: web}}',
      '    spec:',
      '      containers:',
      '      - name: web',
      '        image: registry.example.com/web:1',
      '        volumeMounts: [{name: data, mountPath: /data}]',
      '  volumeClaimTemplates:',
      '  - metadata: {name: data}',
      '    spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}',
      '',
    ].join('\n'),
  },
  {
    name: 'StatefulSet mounting a claim it has no template for',
    resource: 'apis/apps/v1/statefulsets',
    text: [
      'apiVersion: apps/v1',
      'kind: StatefulSet',
      'metadata: {name: web-missing}',
      'spec:',
      '  serviceName: web',
      '  selector: {matchLabels: {app: web}}',
      '  template:',
      '    metadata: {labels: {app: web}}',
      '    spec:',
      '      containers:',
      '      - name: web',
      '        image: registry.example.com/web:1',
      '        volumeMounts: [{name: logs, mountPath: /logs}]',
      '  volumeClaimTemplates:',
      '  - metadata: {name: data}',
      '    spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}',
      '',
    ].join('\n'),
    line: 13,
  },
];

describe.each([DEFAULT_TESTENV_MINOR, ...OTHER_TESTENV_MINORS])('YAML text on Kubernetes %s: check vs the API server (application/yaml, dry-run create, strict field validation)', (minor) => {
  let kc: KubeConfig;
  let namespace: string;
  let own: ControlPlane | undefined;

  beforeAll(async () => {
    if (minor === DEFAULT_TESTENV_MINOR) kc = testKubeConfig();
    else {
      own = await startControlPlane({ controllers: [], binary: testenvBinary(minor) });
      kc = new KubeConfigClass();
      kc.loadFromFile(own.kubeconfig);
    }
    namespace = await createTestNamespace(kc, 'yaml-decoding');
    const sa = await kubeRequest(kc, { method: 'POST', path: `/api/v1/namespaces/${namespace}/serviceaccounts`, body: { metadata: { name: 'default' } } });
    expect([201, 409]).toContain(sa.status);
  });

  afterAll(async () => {
    if (namespace && !own) await deleteNamespace(kc, namespace);
    await own?.stop();
  });

  it('gives the server verdict on every case, located where the server refuses', async () => {
    const builtins = shippedBuiltinRegistry(minor);
    const rows: string[] = [];
    const disagreements: string[] = [];
    for (const c of CASES) {
      const [prefix, version, plural] = c.resource.startsWith('api/') ? ['api', ...c.resource.slice(4).split('/')] : ['apis', c.resource.slice(5, c.resource.lastIndexOf('/')), c.resource.slice(c.resource.lastIndexOf('/') + 1)];
      const res = await kubeRequest(kc, { method: 'POST', path: `/${prefix}/${version}/namespaces/${namespace}/${plural}?dryRun=All&fieldValidation=Strict`, text: c.text, contentType: 'application/yaml' });
      const serverValid = res.status >= 200 && res.status < 300;
      if (!serverValid && ![400, 404, 422].includes(res.status)) throw new Error(`${c.name}: unexpected HTTP ${res.status}`);
      const result = checkRepository({ files: [{ path: 'case.yaml', bytes: new TextEncoder().encode(c.text) }], builtins, now: new Date(0) });
      const errors = result.findings.filter((f) => f.severity === 'error');
      const oursValid = errors.length === 0;
      rows.push(`${serverValid === oursValid ? 'agree   ' : 'DISAGREE'} server ${serverValid ? 'accepts' : `refuses (${res.status})`}, driftgate ${oursValid ? 'accepts' : `refuses: ${errors.map((e) => `${e.line}:${e.column} ${e.ruleId}`).join(', ')}`}  ${c.name}`);
      if (serverValid !== oursValid) disagreements.push(c.name);
      else if (!serverValid && c.line !== undefined) expect(errors.map((e) => e.line), `${c.name}: ${errors.map((e) => e.message).join(' | ')}`).toContain(c.line);
    }
    console.log(`YAML decoding differential on Kubernetes ${minor} (${CASES.length} cases):\n${rows.join('\n')}`);
    expect(disagreements).toEqual([]);
    // Both verdicts must be represented, or agreement proves little.
    expect(rows.filter((r) => r.includes('server accepts')).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.includes('server refuses')).length).toBeGreaterThan(5);
  });
});
