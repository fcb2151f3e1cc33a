// `driftgate check` on built-in kinds (issue #12): the cases a new user hits first, each located
// at file:line:column with what was expected and what was found; valid objects give nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-builtins-'));
  mkdirSync(path.join(dir, '.git'));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  scratch.push(dir);
  return dir;
}

interface Located {
  readonly line: number;
  readonly column: number;
  readonly severity: string;
  readonly rule: string;
  readonly message: string;
}

function located(stdout: string): Located[] {
  return [...stdout.matchAll(/^ {2}(\d+):(\d+) +(error|warning|info) +(.*?) {2}([a-z0-9-]+\/[a-z0-9-]+)/gm)].map((m) => ({
    line: Number(m[1]),
    column: Number(m[2]),
    severity: m[3] ?? '',
    message: m[4] ?? '',
    rule: m[5] ?? '',
  }));
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: {app: web}
spec:
  replicas: "three"
  selectr:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: nginx:1.27
          imagePullPolicy: Sometimes
          ports:
            - containerPort: "eighty"
`;

const VALID = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: nginx:1.27
          ports: [{containerPort: 8080, name: http}]
          resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {memory: 128Mi}}
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector: {app: web}
  ports: [{name: http, port: 80, targetPort: http}]
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: web
spec:
  podSelector: {matchLabels: {app: web}}
  policyTypes: [Ingress]
  ingress: [{ports: [{port: 8080, protocol: TCP}]}]
---
apiVersion: v1
kind: Secret
metadata:
  name: creds
type: Opaque
data: {password: c2VjcmV0}
stringData: {user: admin}
`;

describe('driftgate check: built-in kinds', () => {
  it('reports typos, wrong types, enums and a missing required field with file:line:column', async () => {
    const result = await runCli(['check', 'app.yaml'], repo({ 'app.yaml': DEPLOYMENT }));
    const found = located(result.stdout);
    expect(found.map((f) => [f.line, f.column, f.rule])).toEqual([
      [6, 1, 'schema/required'],
      [7, 13, 'schema/type'],
      [8, 3, 'schema/unknown-field'],
      [17, 28, 'schema/enum'],
      [19, 30, 'schema/type'],
    ]);
    expect(found[1]!.message).toContain('spec.replicas: expected an integer (int32), found the string "three"');
    expect(found[3]!.message).toContain('expected one of "Always", "IfNotPresent", "Never", found the string "Sometimes"');
    expect(result.stdout).toContain('Did you mean "selector"?');
    expect(result.code).toBe(1);
  });

  it('a misspelt field deep in a Service is an error with a suggestion', async () => {
    const service = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n      targetPrt: 8080\n';
    const result = await runCli(['check', '.'], repo({ 'svc.yaml': service }));
    expect(located(result.stdout).map((f) => [f.line, f.column, f.rule])).toEqual([[8, 7, 'schema/unknown-field']]);
    expect(result.stdout).toContain('unknown field "spec.ports[0].targetPrt"');
    expect(result.stdout).toContain('Did you mean "targetPort"?');
  });

  it('removed APIs and misspelt kinds are errors that say what to use', async () => {
    const text = 'apiVersion: policy/v1beta1\nkind: PodSecurityPolicy\nmetadata:\n  name: p\nspec: {}\n---\napiVersion: apps/v1\nkind: Statefulset\nmetadata:\n  name: s\nspec: {}\n---\napiVersion: batch/v1beta1\nkind: CronJob\nmetadata:\n  name: c\nspec: {}\n';
    const result = await runCli(['check', '.'], repo({ 'old.yaml': text }));
    expect(located(result.stdout).map((f) => [f.line, f.column, f.severity, f.rule])).toEqual([
      [1, 13, 'error', 'schema/removed-api'],
      [8, 7, 'error', 'schema/no-such-kind'],
      [13, 13, 'error', 'schema/removed-api'],
    ]);
    expect(result.stdout).toContain('no longer served since Kubernetes 1.25');
    expect(result.stdout).toContain('use apiVersion: batch/v1');
    expect(result.stdout).toContain('Did you mean "StatefulSet"?');
  });

  it('groups with no schema at all warn, and fail with --strict (a .k8s.io suffix is not enough to be built in)', async () => {
    const text = 'apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: r\n---\napiVersion: snapshot.storage.k8s.io/v1\nkind: VolumeSnapshot\nmetadata:\n  name: s\n---\napiVersion: nonsense\nkind: Thing\nmetadata:\n  name: t\n';
    const dir = repo({ 'x.yaml': text });
    const relaxed = await runCli(['check', '.'], dir);
    // `nonsense` is a version of the core group that no Kubernetes serves: the API server answers
    // 404 and kubectl refuses it, so it is an error even without --strict.
    expect(located(relaxed.stdout).map((f) => [f.line, f.severity, f.rule])).toEqual([
      [2, 'warning', 'schema/unknown-kind'],
      [7, 'warning', 'schema/unknown-kind'],
      [11, 'error', 'schema/unserved-version'],
    ]);
    expect(relaxed.code).toBe(1);
    const strict = await runCli(['check', '.', '--strict'], dir);
    expect(located(strict.stdout).every((f) => f.severity === 'error')).toBe(true);
    expect(strict.code).toBe(1);
  });

  it('valid built-in objects give no finding', async () => {
    const result = await runCli(['check', '.'], repo({ 'ok.yaml': VALID }));
    expect(located(result.stdout)).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('--kube-version selects a shipped version; an unshipped one is a usage error', async () => {
    const dir = repo({ 'ok.yaml': VALID });
    expect((await runCli(['check', '.', '--kube-version', '1.36'], dir)).code).toBe(0);
    const bad = await runCli(['check', '.', '--kube-version', '1.19'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--kube-version 1.19: no schemas shipped for it (shipped: 1.36, 1.37)');
    const noCluster = await runCli(['check', '.', '--schemas-from-cluster'], dir);
    expect(noCluster.code).toBe(2);
    expect(noCluster.stderr).toContain('--schemas-from-cluster needs --kubeconfig');
  });
});
