import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

const webhook = {
  strategy: 'Webhook',
  webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: 'conv', namespace: 'sys', path: '/convert' }, caBundle: 'AAAA' } },
};
const a = { type: 'object', properties: { a: { type: 'string' } } };
const b = { type: 'object', properties: { b: { type: 'string' } } };
const versions = [{ name: 'v1beta1', spec: a, storage: false }, { name: 'v1', spec: b, storage: true }];

describe('conversion-changed', () => {
  it('is an error to drop the webhook while served versions differ', () => {
    const findings = byRule(compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: { strategy: 'None' } } })), 'conversion-changed');
    expect(findings.map((f) => f.severity)).toEqual(['error']);
  });

  it('a caBundle rotation is info', () => {
    const rotated = { ...webhook, webhook: { ...webhook.webhook, clientConfig: { ...webhook.webhook.clientConfig, caBundle: 'BBBB' } } };
    const findings = compare(crd({ versions, specExtra: { conversion: webhook } }), crd({ versions, specExtra: { conversion: rotated } }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['conversion-changed', 'info']]);
  });
});
