// Injected into the CommonJS bundles (scripts/build.mjs): what `import.meta.url` is in a CommonJS file.
import { pathToFileURL } from 'node:url';

export const __driftgateImportMetaUrl = pathToFileURL(__filename).href;
