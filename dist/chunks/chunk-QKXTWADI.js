import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/cli/command.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli/suggest.ts
function didYouMean(input, candidates) {
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = editDistance(input.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance || d === bestDistance && best !== void 0 && candidate < best) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === void 0) return void 0;
  const limit = Math.max(1, Math.min(3, Math.floor(Math.max(input.length, best.length) / 3)));
  if (bestDistance <= limit) return best;
  if (input.length >= 3 && best.startsWith(input)) return best;
  return void 0;
}
function editDistance(a, b) {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_2, j) => i === 0 ? j : j === 0 ? i : 0));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2][j - 2] + 1);
      d[i][j] = v;
    }
  }
  return d[a.length][b.length];
}

export {
  UsageError,
  didYouMean
};
