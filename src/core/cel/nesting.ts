/**
 * cel-go's parser limits, checked before driftgate's CEL parser sees an expression.
 *
 * The API server parses CEL with cel-go, which refuses deep expressions in two ways (measured
 * against kube-apiserver 1.36, see nesting.test.ts):
 * - "expression recursion limit exceeded: 250": more than 250 nested `expr` rules in the ANTLR
 *   parse, i.e. 250 levels of parentheses, call arguments, list / map literals, index brackets
 *   or ternary else-branches;
 * - "max recursion depth exceeded": the parse-tree visitor nests deeper than 250 through
 *   relations (`==`, `<`, `in`…), arithmetic (`+`, `*`…), field selections, index operations,
 *   method calls and ternaries. `1+1+…+1` of 251 terms and `has(object.a.a…)` of 251 segments
 *   are refused this way; `&&` / `||` chains are not (cel-go balances them).
 * Without this check, such an expression would reach @bufbuild/cel's recursive parser and
 * checker: a stack overflow (2,500 terms) or more than a gigabyte (2,500 selections). The scan
 * is linear in the expression and its own recursion is bounded by the nesting limit.
 */

/** cel-go's default parser recursion limit (parser.MaxRecursionDepth), which Kubernetes keeps. */
export const MAX_RECURSION_DEPTH = 250;

export interface NestingProblem {
  readonly message: string;
  /** The measured nesting (at least MAX_RECURSION_DEPTH + 1). */
  readonly depth: number;
}

type Token = { readonly kind: 'ident' | 'literal' | 'op'; readonly text: string };

class GiveUp extends Error {}
class TooDeep extends Error {}

/** undefined when the expression is within cel-go's limits or not parseable here (the real parser then reports it). */
export function checkNesting(expression: string): NestingProblem | undefined {
  const tokens = tokenize(expression);
  if (!tokens) return undefined;
  const parser = new DepthParser(tokens);
  try {
    const depth = parser.parseStart();
    if (depth > MAX_RECURSION_DEPTH) {
      return {
        depth,
        message: `max recursion depth exceeded: the expression nests ${depth} operations (selections, calls, operators); the API server's CEL parser allows ${MAX_RECURSION_DEPTH}`,
      };
    }
    return undefined;
  } catch (error) {
    if (error instanceof TooDeep) {
      return {
        depth: MAX_RECURSION_DEPTH + 1,
        message: `expression recursion limit exceeded: ${MAX_RECURSION_DEPTH} (more than ${MAX_RECURSION_DEPTH} nested parentheses, brackets, arguments or conditionals)`,
      };
    }
    if (error instanceof GiveUp) return undefined;
    throw error;
  }
}

const TWO_CHAR_OPS = new Set(['==', '!=', '<=', '>=', '&&', '||']);
const ONE_CHAR_OPS = new Set(['<', '>', '!', '-', '+', '*', '/', '%', '?', ':', '.', ',', '(', ')', '[', ']', '{', '}']);

/** CEL tokens (comments and whitespace dropped); undefined on a character CEL does not have. */
function tokenize(s: string): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if (c === '/' && s[i + 1] === '/') {
      const nl = s.indexOf('\n', i);
      i = nl === -1 ? s.length : nl + 1;
      continue;
    }
    const str = /^(?:[rR][bB]?|[bB][rR]?)?(?:"""|'''|"|')/.exec(s.slice(i, i + 5));
    if (str) {
      const prefix = str[0].replace(/["']+$/, '');
      const quote = str[0].slice(prefix.length);
      const raw = /[rR]/.test(prefix);
      let j = i + str[0].length;
      for (;;) {
        if (j >= s.length) return undefined;
        if (!raw && s[j] === '\\') {
          j += 2;
          continue;
        }
        if (s.startsWith(quote, j)) {
          j += quote.length;
          break;
        }
        if (quote.length === 1 && (s[j] === '\n' || s[j] === '\r')) return undefined;
        j++;
      }
      tokens.push({ kind: 'literal', text: 'string' });
      i = j;
      continue;
    }
    const num = /^(?:0[xX][0-9a-fA-F]+[uU]?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?|\.\d+(?:[eE][+-]?\d+)?)/.exec(s.slice(i, i + 400));
    if (num && (/\d/.test(c) || c === '.')) {
      tokens.push({ kind: 'literal', text: 'number' });
      i += num[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s.slice(i, i + 256));
    if (id) {
      tokens.push({ kind: 'ident', text: id[0] });
      i += id[0].length;
      continue;
    }
    if (c === '`') {
      const end = s.indexOf('`', i + 1);
      if (end === -1) return undefined;
      tokens.push({ kind: 'ident', text: s.slice(i, end + 1) });
      i = end + 1;
      continue;
    }
    const two = s.slice(i, i + 2);
    if (TWO_CHAR_OPS.has(two)) {
      tokens.push({ kind: 'op', text: two });
      i += 2;
      continue;
    }
    if (ONE_CHAR_OPS.has(c)) {
      tokens.push({ kind: 'op', text: c });
      i++;
      continue;
    }
    return undefined;
  }
  return tokens;
}

const RELATIONS = new Set(['<', '<=', '>=', '>', '==', '!=', 'in']);
const LITERAL_IDENTS = new Set(['true', 'false', 'null']);

/**
 * Recursive descent over cel-go's grammar (CEL.g4), computing the visitor depth of every node
 * instead of building a tree. Throws TooDeep past 250 nested `expr` rules, GiveUp on a syntax error.
 */
class DepthParser {
  private pos = 0;
  private exprNesting = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parseStart(): number {
    const d = this.parseExpr();
    if (this.pos !== this.tokens.length) throw new GiveUp();
    return d;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }
  private isOp(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.kind === 'op' && t.text === text;
  }
  private expect(text: string): void {
    if (!this.isOp(text)) throw new GiveUp();
    this.pos++;
  }

  // expr: conditionalOr ('?' conditionalOr ':' expr)?
  private parseExpr(): number {
    if (++this.exprNesting > MAX_RECURSION_DEPTH) throw new TooDeep();
    let d = this.parseOr();
    if (this.isOp('?')) {
      this.pos++;
      const then = this.parseOr();
      this.expect(':');
      const otherwise = this.parseExpr();
      d = 1 + Math.max(d, then, otherwise);
    }
    this.exprNesting--;
    return d;
  }

  // conditionalOr / conditionalAnd: cel-go balances the chain and does not count it.
  private parseOr(): number {
    let d = this.parseAnd();
    while (this.isOp('||')) {
      this.pos++;
      d = Math.max(d, this.parseAnd());
    }
    return d;
  }
  private parseAnd(): number {
    let d = this.parseRelation();
    while (this.isOp('&&')) {
      this.pos++;
      d = Math.max(d, this.parseRelation());
    }
    return d;
  }

  private parseRelation(): number {
    let d = this.parseAdditive();
    for (;;) {
      const t = this.peek();
      if (!t || !RELATIONS.has(t.text) || (t.kind === 'ident' && t.text !== 'in')) return d;
      this.pos++;
      d = 1 + Math.max(d, this.parseAdditive());
    }
  }
  private parseAdditive(): number {
    let d = this.parseMultiplicative();
    while (this.isOp('+') || this.isOp('-')) {
      this.pos++;
      d = 1 + Math.max(d, this.parseMultiplicative());
    }
    return d;
  }
  private parseMultiplicative(): number {
    let d = this.parseUnary();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      this.pos++;
      d = 1 + Math.max(d, this.parseUnary());
    }
    return d;
  }

  // unary: member | '!'+ member | '-'+ member
  private parseUnary(): number {
    while (this.isOp('!') || this.isOp('-')) this.pos++;
    return this.parseMember();
  }

  // member: primary ('.' '?'? ident | '.' ident '(' args ')' | '[' '?'? expr ']')*
  private parseMember(): number {
    let d = this.parsePrimary();
    for (;;) {
      if (this.isOp('.')) {
        this.pos++;
        if (this.isOp('?')) this.pos++;
        if (this.peek()?.kind !== 'ident') throw new GiveUp();
        this.pos++;
        if (this.isOp('(')) {
          d = 1 + Math.max(d, this.parseArgs(')'));
        } else if (this.isOp('{')) {
          d = Math.max(d, this.parseInitializer()); // a message construction: a.b.Type{...}
        } else {
          d = 1 + d;
        }
        continue;
      }
      if (this.isOp('[')) {
        this.pos++;
        if (this.isOp('?')) this.pos++;
        const index = this.parseExpr();
        this.expect(']');
        d = 1 + Math.max(d, index);
        continue;
      }
      return d;
    }
  }

  private parsePrimary(): number {
    if (this.isOp('.')) this.pos++; // a leading dot: .name
    const t = this.peek();
    if (!t) throw new GiveUp();
    if (t.kind === 'literal' || (t.kind === 'ident' && LITERAL_IDENTS.has(t.text))) {
      this.pos++;
      return 0;
    }
    if (t.kind === 'ident') {
      this.pos++;
      if (this.isOp('(')) return this.parseArgs(')');
      if (this.isOp('{')) return this.parseInitializer();
      return 0;
    }
    if (t.text === '(') {
      this.pos++;
      const d = this.parseExpr();
      this.expect(')');
      return d;
    }
    if (t.text === '[') return this.parseArgs(']');
    if (t.text === '{') return this.parseInitializer();
    throw new GiveUp();
  }

  /** At an opening ( or [: comma-separated (optional) expressions up to `close`; the deepest one. */
  private parseArgs(close: string): number {
    this.pos++;
    let d = 0;
    while (!this.isOp(close)) {
      if (this.isOp('?')) this.pos++;
      d = Math.max(d, this.parseExpr());
      if (this.isOp(',')) this.pos++;
      else break;
    }
    this.expect(close);
    return d;
  }

  /** At `{`: map entries (expr ':' expr) or message fields (ident ':' expr). */
  private parseInitializer(): number {
    this.pos++;
    let d = 0;
    while (!this.isOp('}')) {
      if (this.isOp('?')) this.pos++;
      d = Math.max(d, this.parseExpr());
      this.expect(':');
      d = Math.max(d, this.parseExpr());
      if (this.isOp(',')) this.pos++;
      else break;
    }
    this.expect('}');
    return d;
  }
}
