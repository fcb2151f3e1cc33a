import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-CDEP7PSK.js";
import "./chunk-J5GWXY4M.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
