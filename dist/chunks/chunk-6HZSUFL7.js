import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

// src/core/cel/limits.ts
var MAX_EXPRESSION_LENGTH = 1e5;

// src/core/cel/nesting.ts
var MAX_RECURSION_DEPTH = 250;
var GiveUp = class extends Error {
};
var TooDeep = class extends Error {
};
function checkNesting(expression) {
  const tokens = tokenize(expression);
  if (!tokens) return void 0;
  const parser = new DepthParser(tokens);
  try {
    const depth = parser.parseStart();
    if (depth > MAX_RECURSION_DEPTH) {
      return {
        depth,
        message: `max recursion depth exceeded: the expression nests ${depth} operations (selections, calls, operators); the API server's CEL parser allows ${MAX_RECURSION_DEPTH}`
      };
    }
    return void 0;
  } catch (error) {
    if (error instanceof TooDeep) {
      return {
        depth: MAX_RECURSION_DEPTH + 1,
        message: `expression recursion limit exceeded: ${MAX_RECURSION_DEPTH} (more than ${MAX_RECURSION_DEPTH} nested parentheses, brackets, arguments or conditionals)`
      };
    }
    if (error instanceof GiveUp) return void 0;
    throw error;
  }
}
var TWO_CHAR_OPS = /* @__PURE__ */ new Set(["==", "!=", "<=", ">=", "&&", "||"]);
var ONE_CHAR_OPS = /* @__PURE__ */ new Set(["<", ">", "!", "-", "+", "*", "/", "%", "?", ":", ".", ",", "(", ")", "[", "]", "{", "}"]);
function tokenize(s) {
  const tokens = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? "";
    if (c === " " || c === "	" || c === "\n" || c === "\r" || c === "\f") {
      i++;
      continue;
    }
    if (c === "/" && s[i + 1] === "/") {
      const nl = s.indexOf("\n", i);
      i = nl === -1 ? s.length : nl + 1;
      continue;
    }
    const str = /^(?:[rR][bB]?|[bB][rR]?)?(?:"""|'''|"|')/.exec(s.slice(i, i + 5));
    if (str) {
      const prefix = str[0].replace(/["']+$/, "");
      const quote = str[0].slice(prefix.length);
      const raw = /[rR]/.test(prefix);
      let j = i + str[0].length;
      for (; ; ) {
        if (j >= s.length) return void 0;
        if (!raw && s[j] === "\\") {
          j += 2;
          continue;
        }
        if (s.startsWith(quote, j)) {
          j += quote.length;
          break;
        }
        if (quote.length === 1 && (s[j] === "\n" || s[j] === "\r")) return void 0;
        j++;
      }
      tokens.push({ kind: "literal", text: "string" });
      i = j;
      continue;
    }
    const num = /^(?:0[xX][0-9a-fA-F]+[uU]?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?|\.\d+(?:[eE][+-]?\d+)?)/.exec(s.slice(i, i + 400));
    if (num && (/\d/.test(c) || c === ".")) {
      tokens.push({ kind: "literal", text: "number" });
      i += num[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s.slice(i, i + 256));
    if (id) {
      tokens.push({ kind: "ident", text: id[0] });
      i += id[0].length;
      continue;
    }
    if (c === "`") {
      const end = s.indexOf("`", i + 1);
      if (end === -1) return void 0;
      tokens.push({ kind: "ident", text: s.slice(i, end + 1) });
      i = end + 1;
      continue;
    }
    const two = s.slice(i, i + 2);
    if (TWO_CHAR_OPS.has(two)) {
      tokens.push({ kind: "op", text: two });
      i += 2;
      continue;
    }
    if (ONE_CHAR_OPS.has(c)) {
      tokens.push({ kind: "op", text: c });
      i++;
      continue;
    }
    return void 0;
  }
  return tokens;
}
var RELATIONS = /* @__PURE__ */ new Set(["<", "<=", ">=", ">", "==", "!=", "in"]);
var LITERAL_IDENTS = /* @__PURE__ */ new Set(["true", "false", "null"]);
var DepthParser = class {
  constructor(tokens) {
    this.tokens = tokens;
  }
  tokens;
  pos = 0;
  exprNesting = 0;
  parseStart() {
    const d = this.parseExpr();
    if (this.pos !== this.tokens.length) throw new GiveUp();
    return d;
  }
  peek(offset = 0) {
    return this.tokens[this.pos + offset];
  }
  isOp(text, offset = 0) {
    const t = this.peek(offset);
    return t !== void 0 && t.kind === "op" && t.text === text;
  }
  expect(text) {
    if (!this.isOp(text)) throw new GiveUp();
    this.pos++;
  }
  // expr: conditionalOr ('?' conditionalOr ':' expr)?
  parseExpr() {
    if (++this.exprNesting > MAX_RECURSION_DEPTH) throw new TooDeep();
    let d = this.parseOr();
    if (this.isOp("?")) {
      this.pos++;
      const then = this.parseOr();
      this.expect(":");
      const otherwise = this.parseExpr();
      d = 1 + Math.max(d, then, otherwise);
    }
    this.exprNesting--;
    return d;
  }
  // conditionalOr / conditionalAnd: cel-go balances the chain and does not count it.
  parseOr() {
    let d = this.parseAnd();
    while (this.isOp("||")) {
      this.pos++;
      d = Math.max(d, this.parseAnd());
    }
    return d;
  }
  parseAnd() {
    let d = this.parseRelation();
    while (this.isOp("&&")) {
      this.pos++;
      d = Math.max(d, this.parseRelation());
    }
    return d;
  }
  parseRelation() {
    let d = this.parseAdditive();
    for (; ; ) {
      const t = this.peek();
      if (!t || !RELATIONS.has(t.text) || t.kind === "ident" && t.text !== "in") return d;
      this.pos++;
      d = 1 + Math.max(d, this.parseAdditive());
    }
  }
  parseAdditive() {
    let d = this.parseMultiplicative();
    while (this.isOp("+") || this.isOp("-")) {
      this.pos++;
      d = 1 + Math.max(d, this.parseMultiplicative());
    }
    return d;
  }
  parseMultiplicative() {
    let d = this.parseUnary();
    while (this.isOp("*") || this.isOp("/") || this.isOp("%")) {
      this.pos++;
      d = 1 + Math.max(d, this.parseUnary());
    }
    return d;
  }
  // unary: member | '!'+ member | '-'+ member
  parseUnary() {
    while (this.isOp("!") || this.isOp("-")) this.pos++;
    return this.parseMember();
  }
  // member: primary ('.' '?'? ident | '.' ident '(' args ')' | '[' '?'? expr ']')*
  parseMember() {
    let d = this.parsePrimary();
    for (; ; ) {
      if (this.isOp(".")) {
        this.pos++;
        if (this.isOp("?")) this.pos++;
        if (this.peek()?.kind !== "ident") throw new GiveUp();
        this.pos++;
        if (this.isOp("(")) {
          d = 1 + Math.max(d, this.parseArgs(")"));
        } else if (this.isOp("{")) {
          d = Math.max(d, this.parseInitializer());
        } else {
          d = 1 + d;
        }
        continue;
      }
      if (this.isOp("[")) {
        this.pos++;
        if (this.isOp("?")) this.pos++;
        const index = this.parseExpr();
        this.expect("]");
        d = 1 + Math.max(d, index);
        continue;
      }
      return d;
    }
  }
  parsePrimary() {
    if (this.isOp(".")) this.pos++;
    const t = this.peek();
    if (!t) throw new GiveUp();
    if (t.kind === "literal" || t.kind === "ident" && LITERAL_IDENTS.has(t.text)) {
      this.pos++;
      return 0;
    }
    if (t.kind === "ident") {
      this.pos++;
      if (this.isOp("(")) return this.parseArgs(")");
      if (this.isOp("{")) return this.parseInitializer();
      return 0;
    }
    if (t.text === "(") {
      this.pos++;
      const d = this.parseExpr();
      this.expect(")");
      return d;
    }
    if (t.text === "[") return this.parseArgs("]");
    if (t.text === "{") return this.parseInitializer();
    throw new GiveUp();
  }
  /** At an opening ( or [: comma-separated (optional) expressions up to `close`; the deepest one. */
  parseArgs(close) {
    this.pos++;
    let d = 0;
    while (!this.isOp(close)) {
      if (this.isOp("?")) this.pos++;
      d = Math.max(d, this.parseExpr());
      if (this.isOp(",")) this.pos++;
      else break;
    }
    this.expect(close);
    return d;
  }
  /** At `{`: map entries (expr ':' expr) or message fields (ident ':' expr). */
  parseInitializer() {
    this.pos++;
    let d = 0;
    while (!this.isOp("}")) {
      if (this.isOp("?")) this.pos++;
      d = Math.max(d, this.parseExpr());
      this.expect(":");
      d = Math.max(d, this.parseExpr());
      if (this.isOp(",")) this.pos++;
      else break;
    }
    this.expect("}");
    return d;
  }
};

// src/core/schema/loc.ts
function pointerOf(loc) {
  const keys = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = "";
  for (let i = keys.length - 1; i >= 0; i--) out = appendPointer(out, keys[i]);
  return out;
}

export {
  MAX_EXPRESSION_LENGTH,
  checkNesting,
  pointerOf
};
