import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerConversionReview, canonicalJson, CONVERSION_ANNOTATION, convertTenant, type TenantVersion } from './conversion.js';

const GROUP = 'platform.example.com';

function convert(object: unknown, to: TenantVersion): Record<string, unknown> {
  const result = convertTenant(object, to);
  if (!result.ok) throw new Error(result.message);
  return result.object;
}

const dnsLabel = fc.stringMatching(/^[a-z]([-a-z0-9]{0,10}[a-z0-9])?$/);
const quantity = fc.oneof(fc.nat({ max: 10_000 }), fc.constantFrom('500m', '20', '64Gi', '1.5', '0', '1e3'));
const annotationValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  // Values a user might put under the reserved key, including ones that look like ours.
  fc.constantFrom('{}', '{"quotaAdditional":{"pods":"10"}}', '{"previousAnnotation":"x"}', '{"previousAnnotation":"{\\"quotaAdditional\\":{}}"}', '{ "quotaAdditional": {} }', 'null', '[1]'),
);
const annotations = fc.dictionary(fc.constantFrom('a.example.com/x', 'team', CONVERSION_ANNOTATION, 'b'), annotationValue, { minKeys: 1, maxKeys: 3 });
const metadata = fc.record(
  {
    name: dnsLabel,
    namespace: dnsLabel,
    uid: fc.uuid(),
    resourceVersion: fc.nat().map(String),
    generation: fc.nat({ max: 1000 }),
    labels: fc.dictionary(fc.constantFrom('app', 'tier', 'owner'), dnsLabel, { minKeys: 1 }),
    annotations,
  },
  { requiredKeys: ['name', 'namespace'] },
);
const quotaFields = {
  cpu: quantity,
  memory: quantity,
  gpuCount: fc.nat({ max: 64 }),
};
const rest = {
  networkPolicy: fc.record({ allowEgressTo: fc.array(dnsLabel, { maxLength: 4 }) }, { requiredKeys: [] }),
  access: fc.record({ adminGroups: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 3 }), editGroups: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 3 }) }, { requiredKeys: [] }),
};
const status = fc.record({
  observedGeneration: fc.nat({ max: 1000 }),
  conditions: fc.array(fc.record({ type: fc.constantFrom('Ready', 'Reconciling'), status: fc.constantFrom('True', 'False'), reason: fc.constant('R'), message: fc.string({ maxLength: 10 }), lastTransitionTime: fc.constant('2026-01-01T00:00:00Z') }), { maxLength: 2 }),
});

const v1alpha1 = fc.record(
  {
    apiVersion: fc.constant(`${GROUP}/v1alpha1`),
    kind: fc.constant('TenantOnboarding'),
    metadata,
    spec: fc.record({ namespace: dnsLabel, resourceQuota: fc.record(quotaFields, { requiredKeys: [] }), ...rest }, { requiredKeys: ['namespace'] }),
    status,
  },
  { requiredKeys: ['apiVersion', 'kind', 'metadata', 'spec'] },
);
const v1 = fc.record(
  {
    apiVersion: fc.constant(`${GROUP}/v1`),
    kind: fc.constant('TenantOnboarding'),
    metadata,
    spec: fc.record(
      {
        namespace: dnsLabel,
        quota: fc.record({ ...quotaFields, additional: fc.dictionary(fc.constantFrom('pods', 'services', 'requests.storage', 'count/jobs.batch'), quantity) }, { requiredKeys: [] }),
        ...rest,
      },
      { requiredKeys: ['namespace'] },
    ),
    status,
  },
  { requiredKeys: ['apiVersion', 'kind', 'metadata', 'spec'] },
);

describe('TenantOnboarding conversion', () => {
  it('renames spec.resourceQuota to spec.quota and back, keeping everything else', () => {
    const alpha = { apiVersion: `${GROUP}/v1alpha1`, kind: 'TenantOnboarding', metadata: { name: 't', namespace: 'tenants' }, spec: { namespace: 'a', resourceQuota: { cpu: '2', gpuCount: 1 }, access: { adminGroups: ['g'] } } };
    const hub = convert(alpha, 'v1');
    expect(hub).toEqual({ apiVersion: `${GROUP}/v1`, kind: 'TenantOnboarding', metadata: { name: 't', namespace: 'tenants' }, spec: { namespace: 'a', quota: { cpu: '2', gpuCount: 1 }, access: { adminGroups: ['g'] } } });
    expect(convert(hub, 'v1alpha1')).toEqual(alpha);
    expect(alpha.spec.resourceQuota).toEqual({ cpu: '2', gpuCount: 1 }); // input untouched
  });

  it('keeps spec.quota.additional in the reserved annotation on v1alpha1 and restores it', () => {
    const hub = { apiVersion: `${GROUP}/v1`, kind: 'TenantOnboarding', metadata: { name: 't' }, spec: { namespace: 'a', quota: { cpu: '2', additional: { pods: '10' } } } };
    const alpha = convert(hub, 'v1alpha1');
    expect(alpha.spec).toEqual({ namespace: 'a', resourceQuota: { cpu: '2' } });
    expect(alpha.metadata).toEqual({ name: 't', annotations: { [CONVERSION_ANNOTATION]: '{"quotaAdditional":{"pods":"10"}}' } });
    expect(convert(alpha, 'v1')).toEqual(hub);
  });

  it('leaves a reserved annotation it did not write where it is', () => {
    const alpha = { apiVersion: `${GROUP}/v1alpha1`, kind: 'TenantOnboarding', metadata: { annotations: { [CONVERSION_ANNOTATION]: 'not json' } }, spec: { namespace: 'a' } };
    expect(convert(alpha, 'v1').metadata).toEqual(alpha.metadata);
  });

  it('refuses objects that are not TenantOnboardings of a served version', () => {
    expect(convertTenant({ apiVersion: `${GROUP}/v2`, kind: 'TenantOnboarding' }, 'v1')).toMatchObject({ ok: false });
    expect(convertTenant({ apiVersion: `${GROUP}/v1`, kind: 'Other' }, 'v1alpha1')).toMatchObject({ ok: false });
    expect(convertTenant('x', 'v1')).toMatchObject({ ok: false });
  });

  it('round-trips 1,000 generated v1alpha1 objects through v1 unchanged', () => {
    fc.assert(
      fc.property(v1alpha1, (object) => {
        expect(canonicalJson(convert(convert(object, 'v1'), 'v1alpha1'))).toBe(canonicalJson(object));
      }),
      { numRuns: 1000, seed: 20261203 },
    );
  });

  it('round-trips 1,000 generated v1 objects through v1alpha1 unchanged', () => {
    fc.assert(
      fc.property(v1, (object) => {
        const down = convert(object, 'v1alpha1');
        expect(JSON.stringify(down)).not.toContain('"quota"');
        expect(canonicalJson(convert(down, 'v1'))).toBe(canonicalJson(object));
      }),
      { numRuns: 1000, seed: 20261203 },
    );
  });
});

describe('answerConversionReview', () => {
  const review = (request: unknown): unknown => ({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'ConversionReview', request });

  it('converts every object to desiredAPIVersion, in order, with the request uid', () => {
    const objects = [
      { apiVersion: `${GROUP}/v1alpha1`, kind: 'TenantOnboarding', metadata: { name: 'a' }, spec: { namespace: 'a', resourceQuota: { cpu: '1' } } },
      { apiVersion: `${GROUP}/v1`, kind: 'TenantOnboarding', metadata: { name: 'b' }, spec: { namespace: 'b', quota: { cpu: '2' } } },
    ];
    const outcome = answerConversionReview(review({ uid: 'u-1', desiredAPIVersion: `${GROUP}/v1`, objects }));
    expect(outcome.failed).toBe(false);
    expect(outcome.review.response.uid).toBe('u-1');
    expect(outcome.review.response.result).toEqual({ status: 'Success' });
    expect(outcome.review.response.convertedObjects?.map((o) => [o.apiVersion, (o.metadata as { name: string }).name])).toEqual([
      [`${GROUP}/v1`, 'a'],
      [`${GROUP}/v1`, 'b'],
    ]);
  });

  it('answers malformed reviews with a Failure result, never a throw', () => {
    for (const body of [null, 'x', {}, review(undefined), review({ desiredAPIVersion: `${GROUP}/v1`, objects: [] }), review({ uid: 'u', desiredAPIVersion: 'v9', objects: [] }), review({ uid: 'u', desiredAPIVersion: `${GROUP}/v1` }), review({ uid: 'u', desiredAPIVersion: `${GROUP}/v1`, objects: [{ kind: 'Pod' }] })]) {
      const outcome = answerConversionReview(body);
      expect(outcome.failed).toBe(true);
      expect(outcome.review.response.result.status).toBe('Failure');
      expect(outcome.review.response.convertedObjects).toBeUndefined();
    }
    expect(answerConversionReview(review({ uid: 'u-2', desiredAPIVersion: 'v9', objects: [] })).review.response.uid).toBe('u-2');
  });
});
