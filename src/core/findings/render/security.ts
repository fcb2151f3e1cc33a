/**
 * GitHub code scanning's `security-severity` (a CVSS-like score, 0.0–10.0) for the built-in rules
 * that guard a security boundary. Code scanning shows these as security alerts with a
 * critical/high/medium/low rating; every other rule stays a plain error/warning/note.
 * A policy of the pack sets its own with the annotation `security-severity.driftgate.dev`.
 */
const SECURITY_SEVERITY: Readonly<Record<string, number>> = {
  // Tenant isolation: two tenants in one namespace share quota, RBAC and network policy.
  'cross/unique-tenant-namespace': 8.1,
  // Network isolation: egress to a namespace that is neither a tenant nor an allowed system namespace.
  'cross/egress-targets': 6.5,
  // Resource exhaustion through YAML aliases (billion laughs) and oversized input.
  'yaml/alias-limit': 5.3,
  'input/file-too-large': 3.7,
  // A waiver that lapsed or lacks a justification re-enables or hides a policy decision.
  'waiver/expired': 4.3,
  'waiver/invalid': 4.3,
};

export function securitySeverity(ruleId: string): number | undefined {
  return SECURITY_SEVERITY[ruleId];
}
