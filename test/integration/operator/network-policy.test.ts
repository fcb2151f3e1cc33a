// deploy/network-policy: accepted by a real API server, each policy selects its Deployment's pods,
// names ports those pods have, and admits the operator's webhook port only from the control-plane
// entries (no open "from", no rule that admits every source).
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/core/manifest/manifest.js';
import { applyObject } from '../../../src/io/kube/apply.js';
import { testKubeConfig } from '../../support/cluster.js';
import { adminClient, readYaml } from './support.js';

interface Peer {
  ipBlock?: { cidr: string; except?: string[] };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  podSelector?: { matchLabels?: Record<string, string> };
}
interface Rule {
  ports?: Array<{ port: string | number; protocol?: string }>;
  from?: Peer[];
}

const spec = (o: KubeObject): { podSelector: { matchLabels: Record<string, string> }; policyTypes: string[]; ingress: Rule[] } => (o as unknown as { spec: never }).spec;

function containerPorts(deployment: KubeObject): string[] {
  const template = (deployment as unknown as { spec: { template: { spec: { containers: Array<{ ports?: Array<{ name?: string }> }> } } } }).spec.template.spec;
  return template.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name ?? ''));
}

describe('deploy/network-policy', () => {
  const policies = [...readYaml('deploy/network-policy/operator.yaml'), ...readYaml('deploy/network-policy/agent.yaml')];

  it('selects each Deployment\'s pods, names only their ports, and never admits every source', () => {
    const deployments = { 'driftgate-operator': readYaml('deploy/operator/deployment.yaml').find((o) => o.kind === 'Deployment')!, 'driftgate-agent': readYaml('deploy/agent/deployment.yaml').find((o) => o.kind === 'Deployment')! };
    expect(policies.map((p) => p.metadata.name).sort()).toEqual(['driftgate-agent', 'driftgate-operator']);
    for (const policy of policies) {
      const deployment = deployments[policy.metadata.name as keyof typeof deployments];
      const podLabels = (deployment as unknown as { spec: { template: { metadata: { labels: Record<string, string> } } } }).spec.template.metadata.labels;
      const s = spec(policy);
      expect(s.policyTypes).toEqual(['Ingress']);
      for (const [k, v] of Object.entries(s.podSelector.matchLabels)) expect(podLabels[k]).toBe(v);
      for (const rule of s.ingress) {
        // A rule without ports or without peers would admit every port or every source.
        expect(rule.ports?.length, JSON.stringify(rule)).toBeGreaterThan(0);
        expect(rule.from?.length, JSON.stringify(rule)).toBeGreaterThan(0);
        for (const port of rule.ports ?? []) expect(containerPorts(deployment)).toContain(port.port);
        for (const peer of rule.from ?? []) {
          if (peer.ipBlock) expect(peer.ipBlock.cidr).not.toMatch(/^(0\.0\.0\.0|::)\/0$/);
          if (peer.namespaceSelector) expect(Object.keys(peer.namespaceSelector.matchLabels ?? {})).not.toHaveLength(0);
        }
      }
    }
    // The operator's webhook port: the control plane (an ipBlock) or the Konnectivity agents only.
    const webhookRule = spec(policies.find((p) => p.metadata.name === 'driftgate-operator')!).ingress.find((r) => r.ports?.some((p) => p.port === 'webhook'))!;
    expect(webhookRule.from).toEqual([
      { ipBlock: { cidr: expect.any(String) as unknown } },
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'konnectivity-agent' } } },
    ]);
  });

  it('is accepted by the API server', async () => {
    const admin = adminClient(testKubeConfig());
    try {
      for (const ns of readYaml('deploy/operator/namespace.yaml')) await applyObject(admin, ns, { fieldManager: 'driftgate-tests', force: true });
      for (const policy of policies) {
        await expect(applyObject(admin, policy, { fieldManager: 'driftgate-tests', force: true, dryRun: true, fieldValidation: 'Strict' }), policy.metadata.name).resolves.toBeDefined();
      }
    } finally {
      admin.client.close();
    }
  });
});
