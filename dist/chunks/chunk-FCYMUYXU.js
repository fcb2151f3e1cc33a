import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/kube/labels.ts
var SELECTOR_OPERATORS = ["In", "NotIn", "Exists", "DoesNotExist"];
var OBJECT_TO_REQUIREMENT = { In: "in", NotIn: "notin", Exists: "exists", DoesNotExist: "!" };
function selectorRequirements(selector) {
  return [
    ...Object.entries(selector.matchLabels).map(([key, value]) => ({ key, operator: "=", values: [value] })),
    ...selector.matchExpressions.map((e) => ({ key: e.key, operator: OBJECT_TO_REQUIREMENT[e.operator], values: e.values }))
  ];
}
function labelSelectorMatches(selector, labels) {
  return selector === void 0 || matchesSelector(labels, selectorRequirements(selector));
}
var KEY = /^(?:[a-z0-9]([-a-z0-9.]*[a-z0-9])?\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
var VALUE = /^(?:[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?$/;
function parseSelector(text) {
  const requirements = [];
  for (const part of splitTopLevel(text)) {
    const p = part.trim();
    if (p === "") continue;
    const set = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/.exec(p);
    let req;
    if (set) {
      const values = (set[3] ?? "").split(",").map((v) => v.trim()).filter((v) => v !== "");
      req = { key: set[1] ?? "", operator: set[2] === "in" ? "in" : "notin", values };
    } else if (p.startsWith("!")) {
      req = { key: p.slice(1).trim(), operator: "!", values: [] };
    } else {
      const eq = /^([^=!\s]+)\s*(==|=|!=)\s*(\S*)$/.exec(p);
      if (eq) req = { key: eq[1] ?? "", operator: eq[2] === "!=" ? "!=" : "=", values: [eq[3] ?? ""] };
      else if (!/[\s=!()]/.test(p)) req = { key: p, operator: "exists", values: [] };
    }
    if (!req) return { ok: false, error: `cannot read selector requirement ${JSON.stringify(p)}` };
    if (!KEY.test(req.key)) return { ok: false, error: `invalid label key ${JSON.stringify(req.key)}` };
    const bad = req.values.find((v) => !VALUE.test(v) || v.length > 63);
    if (bad !== void 0) return { ok: false, error: `invalid label value ${JSON.stringify(bad)}` };
    requirements.push(req);
  }
  return { ok: true, requirements };
}
function matchesSelector(labels, requirements) {
  const l = labels ?? {};
  return requirements.every((r) => {
    const has = Object.hasOwn(l, r.key);
    const v = l[r.key];
    switch (r.operator) {
      case "=":
        return has && v === r.values[0];
      case "!=":
        return !has || v !== r.values[0];
      case "in":
        return has && r.values.includes(v ?? "");
      case "notin":
        return !has || !r.values.includes(v ?? "");
      case "exists":
        return has;
      case "!":
        return !has;
    }
  });
}
function splitTopLevel(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

export {
  SELECTOR_OPERATORS,
  labelSelectorMatches,
  parseSelector,
  matchesSelector
};
