import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/io/fs/package-assets.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
function packageRoot(from = fileURLToPath(import.meta.url)) {
  let dir = path.dirname(from);
  for (; ; ) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, "utf8")).name === "driftgate") return dir;
      } catch {
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function bundledDefaults(root = packageRoot()) {
  if (root === void 0) return {};
  const crdDir = path.join(root, "deploy", "crds");
  const policiesDir = path.join(root, "policies");
  return {
    ...existsSync(crdDir) ? { crdDir } : {},
    ...existsSync(path.join(policiesDir, "driftgate.yaml")) ? { policiesDir } : {}
  };
}

export {
  bundledDefaults
};
