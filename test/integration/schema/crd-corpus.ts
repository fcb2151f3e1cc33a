// The corpus of the CRD validation differential test: one valid CustomResourceDefinition and
// mutations of it, each changing one thing the API server judges (strict decoding, names,
// versions, conversion, subresources, printer columns, selectable fields, structural schema,
// x-kubernetes-* extensions, list types, defaults, CEL). Schema mutations are applied at
// several places of the schema (a top-level field, a nested object, list items, map values),
// so each rule is exercised in more than one position. Whether a case is valid is NOT written
// here: the API server decides, and driftgate must agree.
import { mulberry32 as prng } from '../../support/prng.js';

type Json = Record<string, unknown>;

export interface CrdCase {
  readonly name: string;
  readonly crd: Json;
}

export function baseCrd(): Json {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { kind: 'Widget', plural: 'widgets', singular: 'widget', shortNames: ['wd'], categories: ['all'] },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          subresources: { status: {} },
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: {
                  type: 'object',
                  properties: {
                    size: { type: 'integer', minimum: 0 },
                    name: { type: 'string', maxLength: 20 },
                    tags: { type: 'array', items: { type: 'string' } },
                    nested: { type: 'object', properties: { leaf: { type: 'string' } } },
                    labels: { type: 'object', additionalProperties: { type: 'string' } },
                    ports: {
                      type: 'array',
                      'x-kubernetes-list-type': 'map',
                      'x-kubernetes-list-map-keys': ['name'],
                      items: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, port: { type: 'integer' } } },
                    },
                  },
                },
                status: { type: 'object', properties: { replicas: { type: 'integer' } } },
              },
            },
          },
        },
      ],
    },
  };
}

const version = (c: Json): Json => ((c.spec as Json).versions as Json[])[0]!;
const root = (c: Json): Json => (version(c).schema as Json).openAPIV3Schema as Json;
const spec = (c: Json): Json => (root(c).properties as Json).spec as Json;
const prop = (c: Json, name: string): Json => (spec(c).properties as Json)[name] as Json;
const names = (c: Json): Json => (c.spec as Json).names as Json;

/** Places in the schema where a node mutation is applied: a leaf schema of each position. */
const PLACES: readonly (readonly [string, (c: Json) => Json])[] = [
  ['field', (c) => prop(c, 'name')],
  ['nested', (c) => ((prop(c, 'nested').properties as Json).leaf as Json)],
  ['items', (c) => prop(c, 'tags').items as Json],
  ['map values', (c) => prop(c, 'labels').additionalProperties as Json],
];

/** Mutations of a string leaf schema. */
const NODE_MUTATIONS: readonly (readonly [string, (n: Json) => void])[] = [
  // valid
  ['format unknown to the server', (n) => void (n.format = 'made-up')],
  ['enum of another type', (n) => void (n.enum = [1, 2])],
  ['empty enum', (n) => void (n.enum = [])],
  ['valid pattern', (n) => void (n.pattern = '^[a-z]+$')],
  ['description and title', (n) => void Object.assign(n, { description: 'd', title: 't' })],
  ['valid default', (n) => void (n.default = 'abc')],
  ['null default', (n) => void (n.default = null)],
  ['nullable', (n) => void (n.nullable = true)],
  ['example', (n) => void (n.example = 'x')],
  ['valid rule', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'self.size() < 10', message: 'short' }])],
  ['anyOf with value validations', (n) => void (n.anyOf = [{ maxLength: 3 }, { pattern: '^x' }])],
  ['int-or-string', (n) => void Object.assign(n, { type: undefined, 'x-kubernetes-int-or-string': true })],
  ['preserve-unknown-fields without type', (n) => void Object.assign(n, { type: undefined, 'x-kubernetes-preserve-unknown-fields': true })],
  ['minLength below zero', (n) => void (n.minLength = -1)],
  // invalid: decoding
  ['enum a string', (n) => void (n.enum = 'a')],
  ['maxLength a string', (n) => void (n.maxLength = '5')],
  ['maxLength a fraction', (n) => void (n.maxLength = 5.5)],
  ['format a number', (n) => void (n.format = 5)],
  ['pattern a number', (n) => void (n.pattern = 5)],
  ['nullable a string', (n) => void (n.nullable = 'yes')],
  ['unknown keyword', (n) => void (n.minimumLength = 1)],
  ['exclusiveMaximum a number', (n) => void (n.exclusiveMaximum = 5)],
  ['validations not a list', (n) => void (n['x-kubernetes-validations'] = { rule: 'true' })],
  ['rule a number', (n) => void (n['x-kubernetes-validations'] = [{ rule: 5 }])],
  ['unknown rule field', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'true', severity: 'high' }])],
  // invalid: structural and OpenAPI
  ['type missing', (n) => void delete n.type],
  ['type null', (n) => void (n.type = 'null')],
  ['type unknown', (n) => void (n.type = 'text')],
  ['uniqueItems', (n) => void (n.uniqueItems = true)],
  ['$ref', (n) => void (n.$ref = '#/definitions/x')],
  ['id', (n) => void (n.id = 'x')],
  ['$schema', (n) => void (n.$schema = 'x')],
  ['patternProperties', (n) => void (n.patternProperties = { '^a': { type: 'string' } })],
  ['definitions', (n) => void (n.definitions = { a: { type: 'string' } })],
  ['pattern not RE2', (n) => void (n.pattern = '(?<=a)b')],
  ['pattern lookahead', (n) => void (n.pattern = '^(?!x)')],
  ['preserve-unknown-fields false', (n) => void (n['x-kubernetes-preserve-unknown-fields'] = false)],
  ['list-type on a string', (n) => void (n['x-kubernetes-list-type'] = 'atomic')],
  ['map-type on a string', (n) => void (n['x-kubernetes-map-type'] = 'atomic')],
  ['map-type bogus', (n) => void (n['x-kubernetes-map-type'] = 'bogus')],
  ['int-or-string with preserve', (n) => void Object.assign(n, { type: undefined, 'x-kubernetes-int-or-string': true, 'x-kubernetes-preserve-unknown-fields': true })],
  ['embedded on a string', (n) => void (n['x-kubernetes-embedded-resource'] = true)],
  ['title inside anyOf', (n) => void (n.anyOf = [{ title: 't' }])],
  ['description inside oneOf', (n) => void (n.oneOf = [{ description: 'd' }])],
  ['type inside allOf', (n) => void (n.allOf = [{ type: 'string' }])],
  ['nullable inside not', (n) => void (n.not = { nullable: true })],
  ['default inside anyOf', (n) => void (n.anyOf = [{ default: 'x' }])],
  ['rule inside anyOf', (n) => void (n.anyOf = [{ 'x-kubernetes-validations': [{ rule: 'true' }] }])],
  // invalid: defaults
  ['default of the wrong type', (n) => void (n.default = 5)],
  ['default too long', (n) => void Object.assign(n, { maxLength: 2, default: 'abc' })],
  ['default outside the enum', (n) => void Object.assign(n, { enum: ['a'], default: 'b' })],
  ['default against the pattern', (n) => void Object.assign(n, { pattern: '^a$', default: 'b' })],
  ['default failing a rule', (n) => void Object.assign(n, { default: 'b', 'x-kubernetes-validations': [{ rule: "self == 'a'" }] })],
  // invalid: CEL
  ['rule does not parse', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'self >' }])],
  ['rule not boolean', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'self' }])],
  ['rule with a type error', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'self > 1' }])],
  ['rule empty', (n) => void (n['x-kubernetes-validations'] = [{ rule: '' }])],
  ['reason unknown', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'true', reason: 'FieldValueBad' }])],
  ['message with a line break', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'true', message: 'a\nb' }])],
  ['messageExpression not a string', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'true', messageExpression: '1' }])],
  ['optionalOldSelf without oldSelf', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'true', optionalOldSelf: true }])],
  ['transition rule', (n) => void (n['x-kubernetes-validations'] = [{ rule: 'self == oldSelf', message: 'immutable' }])],
];

/** Mutations of the whole CRD (names, versions, conversion, objects, lists, selectable fields…). */
const CRD_MUTATIONS: readonly (readonly [string, (c: Json) => void])[] = [
  ['unchanged', () => undefined],
  // decoding
  ['spec: 5', (c) => void (c.spec = 5)],
  ['spec a list', (c) => void (c.spec = [])],
  ['required: size', (c) => void (spec(c).required = 'size')],
  ['required of numbers', (c) => void (spec(c).required = [1])],
  ['versions a mapping', (c) => void ((c.spec as Json).versions = { name: 'v1' })],
  ['served a string', (c) => void (version(c).served = 'true')],
  ['unknown spec field', (c) => void ((c.spec as Json).zzz = 1)],
  ['unknown metadata field', (c) => void ((c.metadata as Json).lables = {})],
  ['unknown status field', (c) => void (c.status = { phase: 'x' })],
  ['status storedVersions', (c) => void (c.status = { storedVersions: ['v1'] })],
  ['unknown version field', (c) => void (version(c).servd = true)],
  ['status subresource with a field', (c) => void (version(c).subresources = { status: { x: 1 } })],
  ['additionalProperties a number', (c) => void (spec(c).additionalProperties = 5)],
  ['items a number', (c) => void (prop(c, 'tags').items = 5)],
  ['items a list', (c) => void (prop(c, 'tags').items = [{ type: 'string' }])],
  ['caBundle not base64', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://x.example.com', caBundle: '!!' } } })],
  // names
  ['name not plural.group', (c) => void ((c.metadata as Json).name = 'gadgets.example.com')],
  ['group without a dot', (c) => void Object.assign(c.spec as Json, { group: 'example' }, void ((c.metadata as Json).name = 'widgets.example'))],
  ['protected group', (c) => void Object.assign(c.spec as Json, { group: 'example.k8s.io' }, void ((c.metadata as Json).name = 'widgets.example.k8s.io'))],
  ['protected group approved', (c) => void Object.assign(c.spec as Json, { group: 'example.k8s.io' }, void Object.assign(c.metadata as Json, { name: 'widgets.example.k8s.io', annotations: { 'api-approved.kubernetes.io': 'https://github.com/kubernetes/kubernetes/pull/1' } }))],
  ['group uppercase', (c) => void Object.assign(c.spec as Json, { group: 'Example.com' }, void ((c.metadata as Json).name = 'widgets.Example.com'))],
  ['scope unknown', (c) => void ((c.spec as Json).scope = 'Regional')],
  ['scope missing', (c) => void delete (c.spec as Json).scope],
  ['plural uppercase', (c) => void Object.assign(names(c), { plural: 'Widgets' }, void ((c.metadata as Json).name = 'Widgets.example.com'))],
  ['plural missing', (c) => void delete names(c).plural],
  ['kind lowercase', (c) => void Object.assign(names(c), { kind: 'widget' })],
  ['kind with underscore', (c) => void Object.assign(names(c), { kind: 'Wid_get', singular: undefined })],
  ['kind missing', (c) => void delete names(c).kind],
  ['listKind equal to kind', (c) => void (names(c).listKind = 'Widget')],
  ['singular uppercase', (c) => void (names(c).singular = 'Widget')],
  ['shortName uppercase', (c) => void (names(c).shortNames = ['W'])],
  ['category with underscore', (c) => void (names(c).categories = ['a_b'])],
  // versions
  ['no versions', (c) => void ((c.spec as Json).versions = [])],
  ['two storage versions', (c) => void ((c.spec as Json).versions as Json[]).push({ ...structuredClone(version(c)), name: 'v2' })],
  ['no storage version', (c) => void (version(c).storage = false)],
  ['second version not stored', (c) => void ((c.spec as Json).versions as Json[]).push({ ...structuredClone(version(c)), name: 'v2', storage: false })],
  ['not served', (c) => void (version(c).served = false)],
  ['duplicate version', (c) => void ((c.spec as Json).versions as Json[]).push({ ...structuredClone(version(c)), storage: false })],
  ['version name uppercase', (c) => void (version(c).name = 'V1')],
  ['no schema', (c) => void delete version(c).schema],
  ['deprecationWarning without deprecated', (c) => void (version(c).deprecationWarning = 'old')],
  ['deprecated with warning', (c) => void Object.assign(version(c), { deprecated: true, deprecationWarning: 'old' })],
  ['preserveUnknownFields true', (c) => void ((c.spec as Json).preserveUnknownFields = true)],
  // conversion
  ['conversion Webhook', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://x.example.com/convert' } } })],
  ['conversion Webhook service', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: 'conv', namespace: 'sys', path: '/convert', port: 443 } } } })],
  ['conversion strategy unknown', (c) => void ((c.spec as Json).conversion = { strategy: 'Magic' })],
  ['conversion None with webhook', (c) => void ((c.spec as Json).conversion = { strategy: 'None', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://x.example.com' } } })],
  ['conversion Webhook without webhook', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook' })],
  ['conversion review v2 only', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v2'], clientConfig: { url: 'https://x.example.com' } } })],
  ['conversion url http', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'http://x.example.com' } } })],
  ['conversion service without name', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { namespace: 'sys' } } } })],
  ['conversion service port 0', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: 'conv', namespace: 'sys', port: 70000 } } } })],
  // subresources and printer columns
  ['scale', (c) => void (version(c).subresources = { status: {}, scale: { specReplicasPath: '.spec.size', statusReplicasPath: '.status.replicas' } })],
  ['scale without specReplicasPath', (c) => void (version(c).subresources = { scale: { statusReplicasPath: '.status.replicas' } })],
  ['scale spec path outside spec', (c) => void (version(c).subresources = { scale: { specReplicasPath: '.foo.size', statusReplicasPath: '.status.replicas' } })],
  ['scale label selector in metadata', (c) => void (version(c).subresources = { scale: { specReplicasPath: '.spec.size', statusReplicasPath: '.status.replicas', labelSelectorPath: '.metadata.labels' } })],
  ['printer column', (c) => void (version(c).additionalPrinterColumns = [{ name: 'Size', type: 'integer', jsonPath: '.spec.size' }])],
  ['printer column bad type', (c) => void (version(c).additionalPrinterColumns = [{ name: 'Size', type: 'int', jsonPath: '.spec.size' }])],
  ['printer column bad format', (c) => void (version(c).additionalPrinterColumns = [{ name: 'Size', type: 'integer', format: 'big', jsonPath: '.spec.size' }])],
  ['printer column no path', (c) => void (version(c).additionalPrinterColumns = [{ name: 'Size', type: 'integer' }])],
  ['printer column path without dot', (c) => void (version(c).additionalPrinterColumns = [{ name: 'Size', type: 'integer', jsonPath: 'spec.size' }])],
  // selectable fields
  ['selectable fields', (c) => void (version(c).selectableFields = [{ jsonPath: '.spec.name' }, { jsonPath: '.spec.size' }, { jsonPath: '.spec.nested.leaf' }])],
  ['nine selectable fields', (c) => {
    const props = spec(c).properties as Json;
    for (let i = 0; i < 9; i++) props[`f${i}`] = { type: 'string' };
    version(c).selectableFields = Array.from({ length: 9 }, (_, i) => ({ jsonPath: `.spec.f${i}` }));
  }],
  ['eight selectable fields', (c) => {
    const props = spec(c).properties as Json;
    for (let i = 0; i < 8; i++) props[`f${i}`] = { type: 'string' };
    version(c).selectableFields = Array.from({ length: 8 }, (_, i) => ({ jsonPath: `.spec.f${i}` }));
  }],
  ['selectable field on a list', (c) => void (version(c).selectableFields = [{ jsonPath: '.spec.tags' }])],
  ['selectable field missing', (c) => void (version(c).selectableFields = [{ jsonPath: '.spec.nope' }])],
  ['selectable field twice', (c) => void (version(c).selectableFields = [{ jsonPath: '.spec.name' }, { jsonPath: '.spec.name' }])],
  ['selectable metadata.name', (c) => void (version(c).selectableFields = [{ jsonPath: '.metadata.name' }])],
  ['selectable field without dot', (c) => void (version(c).selectableFields = [{ jsonPath: 'spec.name' }])],
  ['selectable map value', (c) => void (version(c).selectableFields = [{ jsonPath: '.spec.labels.team' }])],
  // objects, lists and the root
  ['additionalProperties beside properties', (c) => void (spec(c).additionalProperties = { type: 'string' })],
  ['additionalProperties false beside properties', (c) => void (spec(c).additionalProperties = false)],
  ['additionalProperties true beside properties', (c) => void (spec(c).additionalProperties = true)],
  ['additionalProperties at the root', (c) => void Object.assign(root(c), { properties: undefined, additionalProperties: { type: 'string' } })],
  ['root not an object', (c) => void Object.assign(root(c), { type: 'string', properties: undefined })],
  ['root metadata restricting labels', (c) => void ((root(c).properties as Json).metadata = { type: 'object', properties: { labels: { type: 'object' } } })],
  ['root metadata restricting name', (c) => void ((root(c).properties as Json).metadata = { type: 'object', properties: { name: { type: 'string', maxLength: 30 } } })],
  ['root metadata name default', (c) => void ((root(c).properties as Json).metadata = { type: 'object', properties: { name: { type: 'string', default: 'x' } } })],
  ['metadata inside spec', (c) => void ((spec(c).properties as Json).metadata = { type: 'object', properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } } })],
  ['array without items', (c) => void delete prop(c, 'tags').items],
  ['map-type on an object', (c) => void (prop(c, 'nested')['x-kubernetes-map-type'] = 'atomic')],
  ['list-type set of strings', (c) => void (prop(c, 'tags')['x-kubernetes-list-type'] = 'set')],
  ['list-type bogus', (c) => void (prop(c, 'tags')['x-kubernetes-list-type'] = 'bag')],
  ['list-map-keys without map', (c) => void (prop(c, 'tags')['x-kubernetes-list-map-keys'] = ['a'])],
  ['list-type map without keys', (c) => void delete prop(c, 'ports')['x-kubernetes-list-map-keys']],
  ['list map key not a property', (c) => void (prop(c, 'ports')['x-kubernetes-list-map-keys'] = ['id'])],
  ['list map key not required', (c) => void delete (prop(c, 'ports').items as Json).required],
  ['list map key with a default', (c) => void Object.assign(prop(c, 'ports').items as Json, { required: undefined }, void ((((prop(c, 'ports').items as Json).properties as Json).name as Json).default = 'http'))],
  ['list map key nullable', (c) => void ((((prop(c, 'ports').items as Json).properties as Json).name as Json).nullable = true)],
  ['list map key an object', (c) => void ((((prop(c, 'ports').items as Json).properties as Json).name = { type: 'object' }))],
  ['list-type set of objects', (c) => void (prop(c, 'ports')['x-kubernetes-list-type'] = 'set', delete prop(c, 'ports')['x-kubernetes-list-map-keys'])],
  ['list-type set of atomic objects', (c) => void (prop(c, 'ports')['x-kubernetes-list-type'] = 'set', delete prop(c, 'ports')['x-kubernetes-list-map-keys'], ((prop(c, 'ports').items as Json)['x-kubernetes-map-type'] = 'atomic'))],
  ['embedded resource without properties', (c) => void ((spec(c).properties as Json).template = { type: 'object', 'x-kubernetes-embedded-resource': true })],
  ['embedded resource preserving fields', (c) => void ((spec(c).properties as Json).template = { type: 'object', 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true })],
  ['object default with unknown field', (c) => void (prop(c, 'nested').default = { zzz: 1 })],
  ['object default valid', (c) => void (prop(c, 'nested').default = { leaf: 'x' })],
  ['object default missing required', (c) => void Object.assign(prop(c, 'nested'), { required: ['leaf'], default: {} })],
  ['rule on the root', (c) => void (root(c)['x-kubernetes-validations'] = [{ rule: "self.metadata.name.startsWith('w')" }])],
  ['rule on spec with unknown field', (c) => void (spec(c)['x-kubernetes-validations'] = [{ rule: 'self.nope > 1' }])],
  ['rule on spec', (c) => void (spec(c)['x-kubernetes-validations'] = [{ rule: 'self.size <= 10', fieldPath: '.size' }])],
  ['rule fieldPath invalid', (c) => void (spec(c)['x-kubernetes-validations'] = [{ rule: 'true', fieldPath: '.nope' }])],
  ['rule on a list-type map', (c) => void (prop(c, 'ports')['x-kubernetes-validations'] = [{ rule: 'self.all(p, p.port > 0)' }])],
];


/**
 * A CRD shaped like controller-gen output of a real operator (what users apply from release
 * bundles): `creationTimestamp: null` and an empty status, approval annotation on a protected
 * group, printer columns on metadata, conditions as a list-type map, int-or-string, an
 * embedded resource, CEL with has() and messageExpression, a scale subresource.
 */
export function releaseBundleCrd(): Json {
  const conditions = {
    type: 'array',
    maxItems: 8,
    'x-kubernetes-list-type': 'map',
    'x-kubernetes-list-map-keys': ['type'],
    items: {
      type: 'object',
      required: ['type', 'status', 'lastTransitionTime'],
      properties: {
        type: { type: 'string', maxLength: 316, pattern: '^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$' },
        status: { type: 'string', enum: ['True', 'False', 'Unknown'] },
        lastTransitionTime: { type: 'string', format: 'date-time' },
        reason: { type: 'string', maxLength: 1024, minLength: 1 },
        message: { type: 'string', maxLength: 32768 },
        observedGeneration: { type: 'integer', format: 'int64', minimum: 0 },
      },
    },
  };
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: {
      name: 'routes.traffic.k8s.io',
      creationTimestamp: null,
      annotations: { 'api-approved.kubernetes.io': 'https://github.com/kubernetes/enhancements/pull/1111', 'controller-gen.kubebuilder.io/version': 'v0.16.0' },
      labels: { 'app.kubernetes.io/part-of': 'traffic' },
    },
    spec: {
      group: 'traffic.k8s.io',
      names: { categories: ['traffic'], kind: 'Route', listKind: 'RouteList', plural: 'routes', shortNames: ['rt'], singular: 'route' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          additionalPrinterColumns: [
            { jsonPath: '.spec.hostname', name: 'Host', type: 'string' },
            { jsonPath: '.metadata.creationTimestamp', name: 'Age', type: 'date' },
            { jsonPath: ".status.conditions[?(@.type=='Ready')].status", name: 'Ready', type: 'string', priority: 1 },
          ],
          selectableFields: [{ jsonPath: '.spec.hostname' }],
          subresources: { status: {}, scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas', labelSelectorPath: '.status.selector' } },
          schema: {
            openAPIV3Schema: {
              description: 'Route sends traffic to backends.',
              type: 'object',
              properties: {
                apiVersion: { type: 'string' },
                kind: { type: 'string' },
                metadata: { type: 'object' },
                spec: {
                  type: 'object',
                  required: ['hostname'],
                  'x-kubernetes-validations': [
                    { rule: "!has(self.tls) || self.tls.mode != 'Passthrough' || size(self.backends) == 1", message: 'passthrough needs exactly one backend' },
                    { rule: 'self.hostname == oldSelf.hostname', message: 'hostname is immutable' },
                  ],
                  properties: {
                    hostname: { type: 'string', maxLength: 253, minLength: 1 },
                    replicas: { type: 'integer', format: 'int32', default: 1, minimum: 0 },
                    port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
                    timeout: { type: 'string', default: '30s', pattern: '^([0-9]{1,5}(h|m|s|ms)){1,4}$' },
                    tls: {
                      type: 'object',
                      properties: { mode: { type: 'string', enum: ['Terminate', 'Passthrough'], default: 'Terminate' } },
                    },
                    backends: {
                      type: 'array',
                      maxItems: 16,
                      items: {
                        type: 'object',
                        required: ['name'],
                        properties: {
                          name: { type: 'string', maxLength: 253 },
                          weight: { type: 'integer', format: 'int32', default: 1, maximum: 1000000, minimum: 0 },
                        },
                        'x-kubernetes-validations': [{ rule: 'self.weight >= 0', messageExpression: "'weight of ' + self.name + ' must not be negative'" }],
                      },
                    },
                    template: { type: 'object', 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true },
                    headers: { type: 'object', maxProperties: 32, additionalProperties: { type: 'string', maxLength: 4096 } },
                  },
                },
                status: {
                  type: 'object',
                  properties: {
                    conditions,
                    replicas: { type: 'integer', format: 'int32' },
                    selector: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      ],
    },
    status: { acceptedNames: { kind: '', plural: '' }, conditions: null, storedVersions: null },
  };
}

/** Every case: CRD mutations, node mutations at each place, then seeded random pairs of both. */
export function crdCorpus(options: { readonly pairs?: number; readonly seed?: number } = {}): CrdCase[] {
  const out: CrdCase[] = [];
  for (const [name, mutate] of CRD_MUTATIONS) {
    const c = baseCrd();
    mutate(c);
    out.push({ name, crd: clean(c) });
  }
  for (const [place, at] of PLACES) {
    for (const [name, mutate] of NODE_MUTATIONS) {
      const c = baseCrd();
      mutate(at(c));
      out.push({ name: `${name} (${place})`, crd: clean(c) });
    }
  }
  out.push({ name: 'release bundle CRD', crd: clean(releaseBundleCrd()) });
  const random = prng(options.seed ?? 20261203);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < (options.pairs ?? 120); i++) {
    const [crdName, crdMutate] = pick(CRD_MUTATIONS);
    const [place, at] = pick(PLACES);
    const [nodeName, nodeMutate] = pick(NODE_MUTATIONS);
    const c = baseCrd();
    // The node first: a CRD mutation may replace the part of the schema the place points into.
    nodeMutate(at(c));
    crdMutate(c);
    out.push({ name: `pair ${i}: ${crdName} + ${nodeName} (${place})`, crd: clean(c) });
  }
  return out;
}

/** JSON as sent: `undefined` members (used by mutations to delete) disappear. */
function clean(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}
