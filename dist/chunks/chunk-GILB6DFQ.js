import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-QKXTWADI.js";

// src/cli/colour.ts
var COLOUR_MODES = ["auto", "always", "never"];
function useColour(input) {
  const mode = input.flag ?? "auto";
  if (!COLOUR_MODES.includes(mode)) throw new UsageError(`--color must be one of ${COLOUR_MODES.join(", ")}; found ${JSON.stringify(mode)}`);
  if (mode === "always") return true;
  if (mode === "never") return false;
  const force = input.env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return !/^(0|false)$/i.test(force);
  if (input.env.NO_COLOR !== void 0 && input.env.NO_COLOR !== "") return false;
  if (input.env.TERM === "dumb") return false;
  return input.isTTY === true;
}

export {
  useColour
};
