import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-KMORATUB.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseFlags(argv, spec) {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: spec, allowPositionals: true, strict: true });
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
