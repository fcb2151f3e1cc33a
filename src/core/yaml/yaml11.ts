/**
 * Kubernetes tooling (kubectl, Argo CD, Flux, the API machinery) converts YAML with
 * sigs.k8s.io/yaml, which follows YAML 1.1 scalar rules; driftgate parses YAML 1.2.
 * A plain scalar the two read differently is a trap worth a warning.
 */

const YAML11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
const YAML11_OCTAL = /^[-+]?0[0-7_]+$/;
const YAML11_UNDERSCORED_NUMBER = /^[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?:\.[0-9_]*)?)$/;
const YAML11_BINARY = /^[-+]?0b[01_]+$/;

/** What YAML 1.1 reads a plain scalar as, when that differs from YAML 1.2 core; else undefined. */
export function yaml11Reading(text: string): string | undefined {
  if (YAML11_BOOLEAN.test(text)) return `the boolean ${/^(?:y|yes|on)$/i.test(text) ? 'true' : 'false'}`;
  if (YAML11_OCTAL.test(text) && /[1-7]/.test(text)) {
    return `the octal number ${parseInt(text.replace(/_/g, ''), 8)}`;
  }
  if (YAML11_BINARY.test(text)) return `the binary number ${parseInt(text.replace(/^[-+]?0b/, '').replace(/_/g, ''), 2)}`;
  if (text.includes('_') && YAML11_UNDERSCORED_NUMBER.test(text)) return `the number ${text.replace(/_/g, '')}`;
  // Not base-60 (`1:20`): YAML 1.1 has it, but go-yaml v2, which kubectl and the API server use, never read it.
  return undefined;
}
