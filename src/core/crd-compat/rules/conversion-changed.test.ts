import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

const webhook = {
  strategy: 'Webhook',
  webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: 'conv', namespace: 'sys', path: '/convert', port: 443 }, caBundle: 'AAAA' } },
};
const a = { type: 'object', properties: { a: { type: 'string' } } };
const b = { type: 'object', properties: { b: { type: 'string' } } };
const versions = [{ name: 'v1beta1', spec: a, storage: false }, { name: 'v1', spec: b, storage: true }];
const withClientConfig = (clientConfig: Record<string, unknown>) => ({ ...webhook, webhook: { ...webhook.webhook, clientConfig } });

describe('conversion-changed', () => {
  it('is an error to drop the webhook while served versions differ', () => {
    const findings = byRule(compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: { strategy: 'None' } } })), 'conversion-changed');
    expect(findings.map((f) => f.severity)).toEqual(['error']);
  });

  it('is an error to turn a webhook on', () => {
    const findings = byRule(compare(crd({ versions }), crd({ versions, specExtra: { conversion: webhook } })), 'conversion-changed');
    expect(findings.map((f) => f.severity)).toEqual(['error']);
  });

  it('is an error to point the webhook elsewhere (issue 23: every conversion then goes there)', () => {
    const elsewhere = withClientConfig({ url: 'https://attacker.example/convert' });
    const [f, ...rest] = byRule(compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: elsewhere } })), 'conversion-changed');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'error', file: 'head.yaml' });
    expect(f?.message).toContain('webhook.clientConfig.url unset → "https://attacker.example/convert"');
  });

  it('is an error to set another caBundle', () => {
    const rotated = withClientConfig({ ...webhook.webhook.clientConfig, caBundle: 'BBBB' });
    const findings = compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: rotated } }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['conversion-changed', 'error']]);
  });

  it('a caBundle left to its injector (absent in the head) is info, a port left to its default nothing', () => {
    const { caBundle: _ca, ...withoutCa } = webhook.webhook.clientConfig;
    const findings = compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: withClientConfig(withoutCa) } }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['conversion-changed', 'info']]);
    const noPort = withClientConfig({ ...webhook.webhook.clientConfig, service: { name: 'conv', namespace: 'sys', path: '/convert' } });
    expect(compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: noPort } }))).toEqual([]);
  });
});
