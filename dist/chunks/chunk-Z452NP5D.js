import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  UsageError,
  didYouMean
} from "./chunk-QKXTWADI.js";

// src/cli/args.ts
import { parseArgs as parseArgs2 } from "node:util";

// src/cli/flag-errors.ts
import { parseArgs } from "node:util";
function checkFlags(argv, spec) {
  const { tokens } = parseArgs({ args: [...argv], options: spec, allowPositionals: true, strict: false, tokens: true });
  const longNames = Object.keys(spec);
  const shorts = new Map(Object.entries(spec).flatMap(([name, s]) => s.short ? [[s.short, name]] : []));
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const known = spec[token.name];
    if (!known) {
      const guess = token.rawName.startsWith("--") ? didYouMean(token.name, longNames) : void 0;
      const list = token.rawName.startsWith("--") ? "" : shorts.size ? ` (short flags: ${[...shorts].map(([s, n]) => `-${s} = --${n}`).join(", ")})` : " (this command has no short flags)";
      throw new UsageError(`unknown flag ${token.rawName}${guess ? `; did you mean --${guess}?` : list}`);
    }
    const shown = token.rawName.startsWith("--") ? token.rawName : `${token.rawName} (--${token.name})`;
    if (known.type === "boolean" && token.inlineValue) throw new UsageError(`flag ${shown} takes no value; found ${JSON.stringify(token.value)}`);
    if (known.type === "string") {
      if (token.value === void 0) throw new UsageError(`flag ${shown} needs a value`);
      if (!token.inlineValue && token.value.startsWith("-") && token.value.length > 1) {
        const name = token.value.replace(/^-+/, "").replace(/=.*/, "");
        if (spec[name] || shorts.has(name)) throw new UsageError(`flag ${shown} needs a value, but the next argument is the flag ${token.value}`);
        throw new UsageError(`flag ${shown}: the value ${JSON.stringify(token.value)} starts with "-"; write ${token.rawName}=${token.value} if you mean it`);
      }
    }
  }
}

// src/cli/args.ts
function parseFlags(argv, spec) {
  checkFlags(argv, spec);
  try {
    const { values, positionals } = parseArgs2({ args: [...argv], options: spec, allowPositionals: true, strict: true });
    return { values, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.replace(/^TypeError \[[A-Z_]+\]: /, "") : String(error));
  }
}
function stringFlag(args, name) {
  const v = args.values[name];
  return typeof v === "string" ? v : void 0;
}
function stringListFlag(args, name) {
  const v = args.values[name];
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : typeof v === "string" ? [v] : [];
}
function booleanFlag(args, name) {
  return args.values[name] === true;
}
function choiceFlag(args, name, choices, fallback) {
  const v = stringFlag(args, name);
  if (v === void 0) return fallback;
  if (choices.includes(v)) return v;
  throw new UsageError(`--${name} must be one of ${choices.join(", ")}; found ${JSON.stringify(v)}`);
}
function durationFlag(args, name, fallbackMs) {
  const v = stringFlag(args, name);
  if (v === void 0) return fallbackMs;
  const ms = parseDuration(v);
  if (ms === void 0) throw new UsageError(`--${name} must be a duration such as 30s, 5m or 1h; found ${JSON.stringify(v)}`);
  return ms;
}
function parseDuration(text) {
  const unit = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/y;
  let total = 0;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) return void 0;
    total += Number(m[1]) * (unit[m[2] ?? "s"] ?? 1e3);
    pos = re.lastIndex;
  }
  return text.length ? total : void 0;
}

export {
  parseFlags,
  stringFlag,
  stringListFlag,
  booleanFlag,
  choiceFlag,
  durationFlag,
  parseDuration
};
