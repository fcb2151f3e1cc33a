import { describe, expect, it } from 'vitest';
import { definitionPrefix, readGoEnums } from './enums.js';

const CORE = `package v1

// PullPolicy describes a policy for if/when to pull a container image
// +enum
type PullPolicy string

const (
	PullAlways PullPolicy = "Always"
	PullNever PullPolicy = "Never"
)

// +enum
type Protocol string

const ProtocolTCP Protocol = "TCP"

type IPFamily string

const IPv4Protocol IPFamily = "IPv4"

// NotAnEnum has constants but no marker.
type NotAnEnum string

const X NotAnEnum = "x"

type Container struct {
	// Image pull policy.
	ImagePullPolicy PullPolicy \`json:"imagePullPolicy,omitempty" protobuf:"bytes,14,opt,name=imagePullPolicy"\`
	Other NotAnEnum \`json:"other,omitempty"\`
	Policies []PullPolicy \`json:"policies"\`
}
`;

const DISCOVERY = `package v1

import (
	v1 "k8s.io/api/core/v1"
)

// +enum
type AddressType string

const (
	AddressTypeIPv4 = AddressType(v1.IPv4Protocol)
	AddressTypeFQDN = AddressType("FQDN")
)

type EndpointSlice struct {
	AddressType AddressType \`json:"addressType" protobuf:"bytes,4,rep,name=addressType"\`
}
`;

const NETWORKING = `package v1

import (
	v1 "k8s.io/api/core/v1"
)

// +enum
type PathType string

const (
	PathTypeExact = PathType("Exact")
	PathTypePrefix = PathType("Prefix")
)

type NetworkPolicyPort struct {
	Protocol *v1.Protocol \`json:"protocol,omitempty"\`
	PathType *PathType \`json:"pathType"\`
}
`;

describe('readGoEnums', () => {
  it('maps +enum fields (direct, pointer, slice, other package) to their constants', () => {
    const table = readGoEnums([
      { importPath: 'k8s.io/api/core/v1', text: CORE },
      { importPath: 'k8s.io/api/networking/v1', text: NETWORKING },
      { importPath: 'k8s.io/api/discovery/v1', text: DISCOVERY },
    ]);
    expect(table).toEqual({
      // A value written as another package's constant (the EndpointSlice false alarm: only FQDN was read).
      'io.k8s.api.discovery.v1.EndpointSlice': { addressType: ['FQDN', 'IPv4'] },
      'io.k8s.api.core.v1.Container': { imagePullPolicy: ['Always', 'Never'], policies: ['Always', 'Never'] },
      'io.k8s.api.networking.v1.NetworkPolicyPort': { protocol: ['TCP'], pathType: ['Exact', 'Prefix'] },
    });
  });

  it('names definitions the way the OpenAPI documents do', () => {
    expect(definitionPrefix('k8s.io/api/apps/v1')).toBe('io.k8s.api.apps.v1');
  });
});
