import { additionalPropertiesChanged } from './rules/additional-properties-changed.js';
import { boundLoosened } from './rules/bound-loosened.js';
import { boundTightened } from './rules/bound-tightened.js';
import { celCostExceeded } from './rules/cel-cost-exceeded.js';
import { celRuleAdded } from './rules/cel-rule-added.js';
import { celRuleChanged } from './rules/cel-rule-changed.js';
import { celRuleRemoved } from './rules/cel-rule-removed.js';
import { compositionKeywordChanged } from './rules/composition-keyword-changed.js';
import { conversionChanged } from './rules/conversion-changed.js';
import { crdAdded } from './rules/crd-added.js';
import { crdIdentityChanged } from './rules/crd-identity-changed.js';
import { crdRemoved } from './rules/crd-removed.js';
import { crdTooLarge } from './rules/crd-too-large.js';
import { defaultChanged } from './rules/default-changed.js';
import { descriptionChanged } from './rules/description-changed.js';
import { enumAddedToUnconstrained } from './rules/enum-added-to-unconstrained.js';
import { enumDropped } from './rules/enum-dropped.js';
import { enumValueAdded } from './rules/enum-value-added.js';
import { enumValueRemoved } from './rules/enum-value-removed.js';
import { fieldRemoved } from './rules/field-removed.js';
import { formatChanged } from './rules/format-changed.js';
import { kindChanged } from './rules/kind-changed.js';
import { listMapKeysChanged } from './rules/list-map-keys-changed.js';
import { listTypeChanged } from './rules/list-type-changed.js';
import { mapTypeChanged } from './rules/map-type-changed.js';
import { nullableAdded } from './rules/nullable-added.js';
import { nullableRemoved } from './rules/nullable-removed.js';
import { patternAdded } from './rules/pattern-added.js';
import { patternChanged } from './rules/pattern-changed.js';
import { patternRemoved } from './rules/pattern-removed.js';
import { preserveUnknownFieldsDisabled } from './rules/preserve-unknown-fields-disabled.js';
import { preserveUnknownFieldsEnabled } from './rules/preserve-unknown-fields-enabled.js';
import { printerColumnsChanged } from './rules/printer-columns-changed.js';
import { requiredAdded } from './rules/required-added.js';
import { requiredRemoved } from './rules/required-removed.js';
import { scopeChanged } from './rules/scope-changed.js';
import { selectableFieldsRemoved } from './rules/selectable-fields-removed.js';
import { servedVersionsDivergent } from './rules/served-versions-divergent.js';
import { shortNameOrCategoryRemoved } from './rules/short-name-or-category-removed.js';
import { storageVersionChanged } from './rules/storage-version-changed.js';
import { storageVersionCount } from './rules/storage-version-count.js';
import { storedObjectsInvalid } from './rules/stored-objects-invalid.js';
import { structuralSchemaInvalid } from './rules/structural-schema-invalid.js';
import { subresourceChanged } from './rules/subresource-changed.js';
import { typeChanged } from './rules/type-changed.js';
import { unclassifiedChange } from './rules/unclassified-change.js';
import { versionAdded } from './rules/version-added.js';
import { versionDeprecated } from './rules/version-deprecated.js';
import { versionRemoved } from './rules/version-removed.js';
import { versionUnserved } from './rules/version-unserved.js';
import { LINT_RULES } from './lint.js';
import type { Rule } from './types.js';
import { RULE_ID_PREFIX } from './types.js';
import type { RuleInfo } from '../findings/finding.js';

/** Every rule of the gate, in documentation order. Ids are stable: users configure them. */
export const RULES: readonly Rule[] = [
  // the CRD itself
  crdRemoved,
  crdAdded,
  crdIdentityChanged,
  kindChanged,
  scopeChanged,
  shortNameOrCategoryRemoved,
  // versions
  versionRemoved,
  versionUnserved,
  versionAdded,
  versionDeprecated,
  storageVersionChanged,
  storageVersionCount,
  conversionChanged,
  servedVersionsDivergent,
  subresourceChanged,
  printerColumnsChanged,
  selectableFieldsRemoved,
  // schemas
  preserveUnknownFieldsDisabled,
  preserveUnknownFieldsEnabled,
  fieldRemoved,
  typeChanged,
  requiredAdded,
  requiredRemoved,
  enumValueRemoved,
  enumAddedToUnconstrained,
  enumValueAdded,
  enumDropped,
  patternAdded,
  patternChanged,
  patternRemoved,
  formatChanged,
  boundTightened,
  boundLoosened,
  defaultChanged,
  nullableRemoved,
  nullableAdded,
  celRuleAdded,
  celRuleChanged,
  celRuleRemoved,
  listTypeChanged,
  listMapKeysChanged,
  mapTypeChanged,
  compositionKeywordChanged,
  additionalPropertiesChanged,
  descriptionChanged,
  // whole-CRD checks and the fail-closed net
  crdTooLarge,
  celCostExceeded,
  structuralSchemaInvalid,
  unclassifiedChange,
  storedObjectsInvalid,
];

/** Rule descriptions for SARIF `tool.driver.rules`, keyed by full rule id (`crd-compat/<id>`). */
export function crdCompatRuleInfo(): Map<string, RuleInfo> {
  return new Map(
    [...RULES, ...LINT_RULES].map((r) => [
      RULE_ID_PREFIX + r.id,
      { id: RULE_ID_PREFIX + r.id, summary: r.summary, defaultSeverity: r.defaultSeverity, helpUri: `docs/crd-compat.md#${r.id}` },
    ]),
  );
}
