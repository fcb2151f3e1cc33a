// RBAC for impersonated identities, and the impersonate() helper itself.
import { AuthenticationV1Api, CoreV1Api, RbacAuthorizationV1Api, type KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiStatus,
  createTestNamespace,
  deleteNamespace,
  eventually,
  impersonate,
  impersonateGroupHeaderNames,
  kubeRequest,
  randomSuffix,
  testKubeConfig,
} from '../../support/cluster.js';

const statusOf = (promise: Promise<unknown>): Promise<number | undefined> =>
  promise.then(
    () => 200,
    (error: unknown) => apiStatus(error),
  );

describe('RBAC with impersonation', () => {
  let kc: KubeConfig;
  let namespace: string;
  let otherNamespace: string;

  beforeAll(async () => {
    kc = testKubeConfig();
    namespace = await createTestNamespace(kc, 'testenv-rbac');
    otherNamespace = await createTestNamespace(kc, 'testenv-rbac-other');
    const rbac = kc.makeApiClient(RbacAuthorizationV1Api);
    for (const ns of [namespace, otherNamespace]) {
      await rbac.createNamespacedRole({
        namespace: ns,
        body: {
          metadata: { name: 'configmap-reader' },
          rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] }],
        },
      });
    }
  });
  afterAll(async () => {
    if (namespace) await deleteNamespace(kc, namespace);
    if (otherNamespace) await deleteNamespace(kc, otherNamespace);
  });

  const bind = (ns: string, name: string, subject: { kind: 'User' | 'Group'; name: string }) =>
    kc.makeApiClient(RbacAuthorizationV1Api).createNamespacedRoleBinding({
      namespace: ns,
      body: {
        metadata: { name },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'configmap-reader' },
        subjects: [{ apiGroup: 'rbac.authorization.k8s.io', ...subject }],
      },
    });

  it('denies an unbound user (403) and allows it after a RoleBinding, in that namespace only', async () => {
    const user = `alice-${randomSuffix()}`;
    const core = impersonate(kc, { user }).makeApiClient(CoreV1Api);
    expect(await statusOf(core.listNamespacedConfigMap({ namespace }))).toBe(403);

    await bind(namespace, 'alice-reads', { kind: 'User', name: user });
    await eventually(
      async () => {
        const status = await statusOf(core.listNamespacedConfigMap({ namespace }));
        if (status !== 200) throw new Error(`HTTP ${status}`);
      },
      { timeoutMs: 30_000, message: 'RoleBinding did not take effect' },
    );
    // The Role grants reads only, and only where it is bound.
    expect(
      await statusOf(core.createNamespacedConfigMap({ namespace, body: { metadata: { name: 'nope' } } })),
    ).toBe(403);
    expect(await statusOf(core.listNamespacedConfigMap({ namespace: otherNamespace }))).toBe(403);
  });

  it('impersonates several groups at once', async () => {
    const user = `bob-${randomSuffix()}`;
    const groups = ['team-a', `team-b-${randomSuffix()}`, 'team-c'];
    const as = impersonate(kc, { user, groups });

    const review = await as.makeApiClient(AuthenticationV1Api).createSelfSubjectReview({ body: {} });
    expect(review.status?.userInfo?.username).toBe(user);
    expect(review.status?.userInfo?.groups).toEqual(expect.arrayContaining([...groups, 'system:authenticated']));
    expect(review.status?.userInfo?.groups).toHaveLength(groups.length + 1);
    // The same through the raw https path (applyToHTTPSOptions: one header, several values).
    const raw = await kubeRequest(as, {
      method: 'POST',
      path: '/apis/authentication.k8s.io/v1/selfsubjectreviews',
      body: { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' },
    });
    expect(raw.status).toBe(201);
    const rawGroups: unknown = (raw.body as { status?: { userInfo?: { groups?: unknown } } }).status?.userInfo?.groups;
    expect(rawGroups).toEqual(expect.arrayContaining([...groups, 'system:authenticated']));
    expect(rawGroups).toHaveLength(groups.length + 1);

    // A binding to the second group only grants access: every group reached the server.
    const core = as.makeApiClient(CoreV1Api);
    expect(await statusOf(core.listNamespacedConfigMap({ namespace: otherNamespace }))).toBe(403);
    await bind(otherNamespace, 'team-b-reads', { kind: 'Group', name: groups[1]! });
    await eventually(
      async () => {
        const status = await statusOf(core.listNamespacedConfigMap({ namespace: otherNamespace }));
        if (status !== 200) throw new Error(`HTTP ${status}`);
      },
      { timeoutMs: 30_000, message: 'group RoleBinding did not take effect' },
    );
  });

  it('spells the group header differently for each group', () => {
    const names = impersonateGroupHeaderNames(5);
    expect(new Set(names).size).toBe(5);
    expect(new Set(names.map((n) => n.toLowerCase()))).toEqual(new Set(['impersonate-group']));
  });
});
