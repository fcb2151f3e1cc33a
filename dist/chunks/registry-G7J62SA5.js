import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  RULES,
  crdCompatRuleInfo
} from "./chunk-AJ26KXC7.js";
import "./chunk-2PUUKMIX.js";
import "./chunk-MLFFXPCJ.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  RULES,
  crdCompatRuleInfo
};
