import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  RE2JS,
  compileRe2,
  mustCompileRe2
} from "./chunk-WRMWYZF2.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-MS3A7KPN.js";
import {
  __commonJS,
  __toESM
} from "./chunk-SWXCCR26.js";

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _2(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _2;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _2`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope2 = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope2;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope2 {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func2 = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func2.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func2(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func2);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items2, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items2.push(...c._items);
        else
          items2.push(c);
        return items2;
      }, []));
      function replaceName(n) {
        const c = constants[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items2) => gen.var("items", items2)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items: items2 } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items2)) {
        items2.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize2) {
      if (normalize2 !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _2, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items: items2 }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items2 instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items2);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches2 = RELATIVE_JSON_POINTER.exec($data);
        if (!matches2)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches2[1];
        jsonPointer = matches2[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env2) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env2.schema == "object")
          schema = env2.schema;
        this.schema = env2.schema;
        this.schemaId = env2.schemaId;
        this.root = env2.root || this;
        this.baseId = (_a = env2.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env2.schemaId || "$id"]);
        this.schemaPath = env2.schemaPath;
        this.localRefs = env2.localRefs;
        this.meta = env2.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items: items2 } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items2 instanceof codegen_1.Name ? void 0 : items2,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items2 instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env2;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env2 = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env2 = env2 || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env2.schema !== env2.root.schema)
        return env2;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches2 = urnComponent.path.match(URN_REG);
      if (matches2 && matches2[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches2[1].toLowerCase();
        urnComponent.nss = matches2[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize2(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse3(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse3(serialize(base, options), options);
        relative = parse3(serialize(relative, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative.scheme) {
        target.scheme = relative.scheme;
        target.userinfo = relative.userinfo;
        target.host = relative.host;
        target.port = relative.port;
        target.path = removeDotSegments(relative.path || "");
        target.query = relative.query;
      } else {
        if (relative.userinfo !== void 0 || relative.host !== void 0 || relative.port !== void 0) {
          target.userinfo = relative.userinfo;
          target.host = relative.host;
          target.port = relative.port;
          target.path = removeDotSegments(relative.path || "");
          target.query = relative.query;
        } else {
          if (!relative.path) {
            target.path = base.path;
            if (relative.query !== void 0) {
              target.query = relative.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative.path[0] === "/") {
              target.path = removeDotSegments(relative.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative.path;
              } else if (!base.path) {
                target.path = relative.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed2, matches2) {
      if (matches2[2] !== void 0 && parsed2.path && parsed2.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed2.port === "number" && (parsed2.port < 0 || parsed2.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches2) {
      const host = matches2[4];
      return hasMalformedPercentEncoding(matches2[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches2[6]) || hasMalformedPercentEncoding(matches2[7]) || hasMalformedPercentEncoding(matches2[8]);
    }
    function canonicalizeHost(parsed2, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed2, options, schemeHandler, isIP)) {
        parsed2.error = parsed2.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed2.host && !isIPLiteral(parsed2.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed2.host)) {
        let url;
        try {
          url = new URL("http://" + parsed2.host);
        } catch (e) {
          parsed2.error = parsed2.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed2.error = parsed2.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed2.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed2, options, schemeHandler, isIP) {
      return Boolean(
        parsed2.host && isIP === false && !isIPLiteral(parsed2.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed2.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed2 = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed2.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed2.error = parsed2.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed2.error = parsed2.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches2 = uri.match(URI_PARSE);
      if (matches2) {
        parsed2.scheme = matches2[1];
        parsed2.userinfo = matches2[3];
        parsed2.host = matches2[4];
        parsed2.port = parseInt(matches2[5], 10);
        parsed2.path = matches2[6] || "";
        parsed2.query = matches2[7];
        parsed2.fragment = matches2[8];
        if (parsed2.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed2.scheme)) {
            parsed2.scheme = parsed2.scheme.toLowerCase();
          } else {
            parsed2.error = parsed2.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches2);
        if (malformedPercentEncoding) {
          parsed2.error = parsed2.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed2.port)) {
          parsed2.port = matches2[5];
        }
        const parseError = getParseError(parsed2, matches2);
        if (parseError !== void 0) {
          parsed2.error = parsed2.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed2.host) {
          const ipv4result = isIPv4(parsed2.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed2.host);
            const hasIPLiteralBracket = parsed2.host.indexOf("[") !== -1 || parsed2.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed2.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed2.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed2.error = parsed2.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed2.scheme === void 0 && parsed2.userinfo === void 0 && parsed2.host === void 0 && parsed2.port === void 0 && parsed2.query === void 0 && !parsed2.path) {
          parsed2.reference = "same-document";
        } else if (parsed2.scheme === void 0) {
          parsed2.reference = "relative";
        } else if (parsed2.fragment === void 0) {
          parsed2.reference = "absolute";
        } else {
          parsed2.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed2.reference) {
          parsed2.error = parsed2.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed2.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed2, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed2.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed2.host : normalizePercentEncoding(parsed2.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed2.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed2.path) {
            parsed2.path = normalizePathEncoding(parsed2.path);
          }
          if (parsed2.query) {
            parsed2.query = normalizeQueryFragmentEncoding(parsed2.query);
          }
          if (parsed2.fragment) {
            parsed2.fragment = normalizeQueryFragmentEncoding(parsed2.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed2, options);
          if (schemeHandler === SCHEMES.urn && parsed2.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed2.error = parsed2.error || "URI can not be parsed.";
      }
      return { parsed: parsed2, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse3(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed: parsed2, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed2, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize: normalize2,
      resolve,
      resolveComponent,
      equal,
      serialize,
      parse: parse3
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format2) {
        if (typeof format2 == "string")
          format2 = new RegExp(format2);
        this.formats[name] = format2;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv.ValidationError = validation_error_1.default;
    Ajv.MissingRefError = ref_error_1.default;
    exports.default = Ajv;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format2 = this.opts.formats[name];
        if (format2)
          this.addFormat(name, format2);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env2, validateName, opts, self } = it;
        const { root } = env2;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env2 === root)
            return callRef(cxt, validateName, env2, env2.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env2, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env2.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items2 = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items2, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items: items2 } = parentSchema;
        if (!Array.isArray(items2)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items2);
      }
    };
    function validateAdditionalItems(cxt, items2) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items2.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items2.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items2.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items2.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format2 = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format2, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format2, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format2}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format2}(${data}) : ${format2}(${data}))` : (0, codegen_1._)`${format2}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format2} == "function" ? ${callFormat} : ${format2}.test(${data}))`;
            return (0, codegen_1._)`${format2} && ${format2} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format2, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format2 == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format2 = [format_1.default];
    exports.default = format2;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv;
    module.exports = exports = Ajv;
    module.exports.Ajv = Ajv;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv/dist/standalone/index.js
var require_standalone = __commonJS({
  "node_modules/ajv/dist/standalone/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var scope_1 = require_scope();
    var code_1 = require_code();
    function standaloneCode(ajv, refsOrFunc) {
      if (!ajv.opts.code.source) {
        throw new Error("moduleCode: ajv instance must have code.source option");
      }
      const { _n } = ajv.scope.opts;
      return typeof refsOrFunc == "function" ? funcExportCode(refsOrFunc.source) : refsOrFunc !== void 0 ? multiExportsCode(refsOrFunc, getValidate) : multiExportsCode(ajv.schemas, (sch) => sch.meta ? void 0 : ajv.compile(sch.schema));
      function getValidate(id) {
        const v = ajv.getSchema(id);
        if (!v)
          throw new Error(`moduleCode: no schema with id ${id}`);
        return v;
      }
      function funcExportCode(source) {
        const usedValues = {};
        const n = source === null || source === void 0 ? void 0 : source.validateName;
        const vCode = validateCode(usedValues, source);
        if (ajv.opts.code.esm) {
          return `"use strict";${_n}export const validate = ${n};${_n}export default ${n};${_n}${vCode}`;
        }
        return `"use strict";${_n}module.exports = ${n};${_n}module.exports.default = ${n};${_n}${vCode}`;
      }
      function multiExportsCode(schemas, getValidateFunc) {
        var _a;
        const usedValues = {};
        let code = (0, code_1._)`"use strict";`;
        for (const name in schemas) {
          const v = getValidateFunc(schemas[name]);
          if (v) {
            const vCode = validateCode(usedValues, v.source);
            const exportSyntax = ajv.opts.code.esm ? (0, code_1._)`export const ${(0, code_1.getEsmExportName)(name)}` : (0, code_1._)`exports${(0, code_1.getProperty)(name)}`;
            code = (0, code_1._)`${code}${_n}${exportSyntax} = ${(_a = v.source) === null || _a === void 0 ? void 0 : _a.validateName};${_n}${vCode}`;
          }
        }
        return `${code}`;
      }
      function validateCode(usedValues, s) {
        if (!s)
          throw new Error('moduleCode: function does not have "source" property');
        if (usedState(s.validateName) === scope_1.UsedValueState.Completed)
          return code_1.nil;
        setUsedState(s.validateName, scope_1.UsedValueState.Started);
        const scopeCode = ajv.scope.scopeCode(s.scopeValues, usedValues, refValidateCode);
        const code = new code_1._Code(`${scopeCode}${_n}${s.validateCode}`);
        return s.evaluated ? (0, code_1._)`${code}${s.validateName}.evaluated = ${s.evaluated};${_n}` : code;
        function refValidateCode(n) {
          var _a;
          const vRef = (_a = n.value) === null || _a === void 0 ? void 0 : _a.ref;
          if (n.prefix === "validate" && typeof vRef == "function") {
            const v = vRef;
            return validateCode(usedValues, v.source);
          } else if ((n.prefix === "root" || n.prefix === "wrapper") && typeof vRef == "object") {
            const { validate, validateName } = vRef;
            if (!validateName)
              throw new Error("ajv internal error");
            const def = ajv.opts.code.es5 ? scope_1.varKinds.var : scope_1.varKinds.const;
            const wrapper = (0, code_1._)`${def} ${n} = {validate: ${validateName}};`;
            if (usedState(validateName) === scope_1.UsedValueState.Started)
              return wrapper;
            const vCode = validateCode(usedValues, validate === null || validate === void 0 ? void 0 : validate.source);
            return (0, code_1._)`${wrapper}${_n}${vCode}`;
          }
          return void 0;
        }
        function usedState(name) {
          var _a;
          return (_a = usedValues[name.prefix]) === null || _a === void 0 ? void 0 : _a.get(name);
        }
        function setUsedState(name, state) {
          const { prefix } = name;
          const names = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          names.set(name, state);
        }
      }
    }
    module.exports = exports = standaloneCode;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = standaloneCode;
  }
});

// src/core/kube/json.ts
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const ka = definedKeys(a);
    if (ka.length !== definedKeys(b).length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}
function definedKeys(record) {
  return Object.keys(record).filter((k) => record[k] !== void 0);
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = definedKeys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return value === void 0 ? "null" : JSON.stringify(value);
}
function sameJson(a, b) {
  return deepEqual(a, b);
}

// src/core/kube/crd.ts
var CRD_KIND = "CustomResourceDefinition";
var CRD_GROUP = "apiextensions.k8s.io";
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
function isCrdManifest(manifest) {
  return manifest.object.kind === CRD_KIND && splitApiVersion(manifest.object.apiVersion).group === CRD_GROUP;
}
function stringOrUndefined(value) {
  return typeof value === "string" ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) ? value.filter((x) => typeof x === "string") : [];
}
var memo = /* @__PURE__ */ new WeakMap();
function readCrd(manifest) {
  const hit = memo.get(manifest);
  if (hit) return hit;
  const crd = readUncached(manifest);
  memo.set(manifest, crd);
  return crd;
}
function readUncached(manifest) {
  const object = manifest.object;
  const spec = isRecord(object.spec) ? object.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const rawVersions = Array.isArray(spec.versions) ? spec.versions : [];
  const versions = [];
  rawVersions.forEach((raw, index) => {
    if (!isRecord(raw) || typeof raw.name !== "string") return;
    const pointer = `/spec/versions/${index}`;
    const schemaHolder = isRecord(raw.schema) ? raw.schema : void 0;
    const schema = schemaHolder && isRecord(schemaHolder.openAPIV3Schema) ? schemaHolder.openAPIV3Schema : void 0;
    const sub = isRecord(raw.subresources) ? raw.subresources : {};
    const scale = isRecord(sub.scale) ? sub.scale : void 0;
    const selectable = Array.isArray(raw.selectableFields) ? raw.selectableFields : [];
    versions.push({
      name: raw.name,
      index,
      pointer,
      served: raw.served === true,
      storage: raw.storage === true,
      deprecated: raw.deprecated === true,
      schema,
      schemaPointer: `${pointer}/schema/openAPIV3Schema`,
      subresources: {
        status: isRecord(sub.status),
        scale: scale ? {
          specReplicasPath: stringOrUndefined(scale.specReplicasPath),
          statusReplicasPath: stringOrUndefined(scale.statusReplicasPath),
          labelSelectorPath: stringOrUndefined(scale.labelSelectorPath),
          pointer: `${pointer}/subresources/scale`
        } : void 0
      },
      selectableFields: selectable.map((f, i) => ({
        jsonPath: isRecord(f) ? stringOrUndefined(f.jsonPath) : void 0,
        pointer: `${pointer}/selectableFields/${i}`
      })),
      raw
    });
  });
  const byName = /* @__PURE__ */ new Map();
  for (const v of versions) if (!byName.has(v.name)) byName.set(v.name, v);
  const conversion = isRecord(spec.conversion) ? spec.conversion : {};
  return {
    name: typeof object.metadata.name === "string" ? object.metadata.name : "",
    manifest,
    spec,
    group: stringOrUndefined(spec.group),
    scope: stringOrUndefined(spec.scope),
    kind: stringOrUndefined(names.kind),
    plural: stringOrUndefined(names.plural),
    singular: stringOrUndefined(names.singular),
    listKind: stringOrUndefined(names.listKind),
    shortNames: strings(names.shortNames),
    categories: strings(names.categories),
    versions,
    conversionStrategy: typeof conversion.strategy === "string" ? conversion.strategy : "None",
    preserveUnknownFields: spec.preserveUnknownFields === true,
    version: (name) => byName.get(name)
  };
}
function schemaOfVersion(crd, version) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  for (const v of versions) {
    if (isRecord(v) && v.name === version) return isRecord(v.schema) ? v.schema.openAPIV3Schema : void 0;
  }
  return void 0;
}
function storedVersionsOf(crd) {
  const status = isRecord(crd) && isRecord(crd.status) ? crd.status : void 0;
  return status ? strings(status.storedVersions) : [];
}
function servedVersionsOf(crd) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  return versions.flatMap((v) => isRecord(v) && typeof v.name === "string" && v.served === true ? [v.name] : []);
}
function crdObjectsPath(crd) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const names = spec && isRecord(spec.names) ? spec.names : {};
  const versions = (spec && Array.isArray(spec.versions) ? spec.versions : []).filter(isRecord);
  const version = versions.find((v) => v.storage === true && v.served === true) ?? versions.find((v) => v.served === true);
  if (typeof spec?.group !== "string" || typeof names.plural !== "string" || version === void 0 || typeof version.name !== "string") return void 0;
  return `/apis/${encodeURIComponent(spec.group)}/${encodeURIComponent(version.name)}/${encodeURIComponent(names.plural)}`;
}

// src/core/cel/quantity.ts
var MAX_QUANTITY_LENGTH = 1024;
var BINARY = { Ki: 1n << 10n, Mi: 1n << 20n, Gi: 1n << 30n, Ti: 1n << 40n, Pi: 1n << 50n, Ei: 1n << 60n };
var DECIMAL = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var MAX_EXPONENT = 1e3;
var INT64_MAX = (1n << 63n) - 1n;
var INT64_MIN = -(1n << 63n);
var parsed = /* @__PURE__ */ new Map();
var MAX_MEMO = 4096;
function parseQuantity(text) {
  const hit = parsed.get(text);
  if (hit !== void 0) return hit ?? void 0;
  const q2 = parseUncached(text);
  if (parsed.size >= MAX_MEMO) parsed.clear();
  parsed.set(text, q2 ?? null);
  return q2;
}
function scan(text) {
  if (text.length > MAX_QUANTITY_LENGTH) return void 0;
  let i = 0;
  const sign = text[0] === "+" || text[0] === "-" ? text[0] : "";
  i += sign.length;
  const start = i;
  const isDigit = (k) => k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;
  while (isDigit(i)) i++;
  const intDigits = i - start;
  if (text[i] === ".") i++;
  const fracStart = i;
  while (isDigit(i)) i++;
  if (intDigits === 0 && i === fracStart) return void 0;
  const digits = text.slice(start, i);
  const suffix = text.slice(i);
  if (suffix === "") return { sign, digits };
  if (/^[KMGTPE]i$/.test(suffix)) return { sign, digits, bin: suffix };
  if (/^[numkMGTPE]$/.test(suffix)) return { sign, digits, dec: suffix };
  if ((suffix[0] === "e" || suffix[0] === "E") && /^[eE][+-]?\d+$/.test(suffix)) return { sign, digits, exp: suffix.slice(1) };
  return void 0;
}
function parseUncached(text) {
  const m = scan(text);
  if (!m) return void 0;
  const { sign, digits, bin, dec, exp } = m;
  const dot = digits.indexOf(".");
  const intPart = dot === -1 ? digits : digits.slice(0, dot);
  const fracPart = dot === -1 ? "" : digits.slice(dot + 1);
  let num = BigInt((intPart || "0") + fracPart);
  if (sign === "-") num = -num;
  let den = 10n ** BigInt(fracPart.length);
  let format2 = "DecimalSI";
  if (bin !== void 0) {
    num *= BINARY[bin] ?? 1n;
    format2 = "BinarySI";
  } else {
    let e = 0;
    if (dec !== void 0) e = DECIMAL[dec] ?? 0;
    else if (exp !== void 0) {
      e = Number(exp);
      format2 = "DecimalExponent";
      if (!Number.isSafeInteger(e) || Math.abs(e) > MAX_EXPONENT) return void 0;
    }
    if (e > 0) num *= 10n ** BigInt(e);
    else if (e < 0) den *= 10n ** BigInt(-e);
  }
  return normalize(num, den, format2);
}
function quantityFromInt(value, format2 = "DecimalSI") {
  return { num: value, den: 1n, format: format2 };
}
function gcd(a, b) {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
function normalize(num, den, format2) {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g, format: format2 } : { num, den, format: format2 };
}
function compareQuantities(a, b) {
  if (a.den === b.den) return a.num < b.num ? -1 : a.num > b.num ? 1 : 0;
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}
function addQuantities(a, b) {
  if (a.den === b.den) return a.den === 1n ? { num: a.num + b.num, den: 1n, format: a.format } : normalize(a.num + b.num, a.den, a.format);
  return normalize(a.num * b.den + b.num * a.den, a.den * b.den, a.format);
}
function subQuantities(a, b) {
  return normalize(a.num * b.den - b.num * a.den, a.den * b.den, a.format);
}
function mulQuantity(a, factor) {
  return normalize(a.num * factor, a.den, a.format);
}
function quantitySign(q2) {
  return q2.num < 0n ? -1 : q2.num > 0n ? 1 : 0;
}
function quantityAsInt64(q2) {
  if (q2.den !== 1n) return void 0;
  return q2.num > INT64_MAX || q2.num < INT64_MIN ? void 0 : q2.num;
}
function quantityAsApproximateFloat(q2) {
  if (q2.den === 1n) return Number(q2.num);
  const scale = 10n ** 18n;
  return Number(q2.num * scale / q2.den) / 1e18;
}
function formatQuantity(q2) {
  if (q2.num === 0n) return "0";
  const sign = q2.num < 0n ? "-" : "";
  const abs = q2.num < 0n ? -q2.num : q2.num;
  if (q2.format === "BinarySI" && q2.den === 1n) {
    const suffixes = ["Ei", "Pi", "Ti", "Gi", "Mi", "Ki"];
    for (const s of suffixes) {
      const f = BINARY[s] ?? 1n;
      if (abs % f === 0n) return `${sign}${abs / f}${s}`;
    }
    if (abs < 1024n) return `${sign}${abs}`;
  }
  let nanos = abs * 1000000000n / q2.den;
  if (abs * 1000000000n % q2.den !== 0n) nanos += 1n;
  const decimal = [
    ["E", 10n ** 27n],
    ["P", 10n ** 24n],
    ["T", 10n ** 21n],
    ["G", 10n ** 18n],
    ["M", 10n ** 15n],
    ["k", 10n ** 12n],
    ["", 10n ** 9n],
    ["m", 10n ** 6n],
    ["u", 10n ** 3n],
    ["n", 1n]
  ];
  for (const [s, f] of decimal) {
    if (nanos % f === 0n) return `${sign}${nanos / f}${s}`;
  }
  return `${sign}${nanos}n`;
}

// node_modules/@bufbuild/protobuf/dist/esm/is-message.js
function isMessage(arg, schema) {
  const isMessage2 = arg !== null && typeof arg == "object" && "$typeName" in arg && typeof arg.$typeName == "string";
  if (!isMessage2) {
    return false;
  }
  if (schema === void 0) {
    return true;
  }
  return schema.typeName === arg.$typeName;
}

// node_modules/@bufbuild/protobuf/dist/esm/descriptors.js
var ScalarType;
(function(ScalarType2) {
  ScalarType2[ScalarType2["DOUBLE"] = 1] = "DOUBLE";
  ScalarType2[ScalarType2["FLOAT"] = 2] = "FLOAT";
  ScalarType2[ScalarType2["INT64"] = 3] = "INT64";
  ScalarType2[ScalarType2["UINT64"] = 4] = "UINT64";
  ScalarType2[ScalarType2["INT32"] = 5] = "INT32";
  ScalarType2[ScalarType2["FIXED64"] = 6] = "FIXED64";
  ScalarType2[ScalarType2["FIXED32"] = 7] = "FIXED32";
  ScalarType2[ScalarType2["BOOL"] = 8] = "BOOL";
  ScalarType2[ScalarType2["STRING"] = 9] = "STRING";
  ScalarType2[ScalarType2["BYTES"] = 12] = "BYTES";
  ScalarType2[ScalarType2["UINT32"] = 13] = "UINT32";
  ScalarType2[ScalarType2["SFIXED32"] = 15] = "SFIXED32";
  ScalarType2[ScalarType2["SFIXED64"] = 16] = "SFIXED64";
  ScalarType2[ScalarType2["SINT32"] = 17] = "SINT32";
  ScalarType2[ScalarType2["SINT64"] = 18] = "SINT64";
})(ScalarType || (ScalarType = {}));

// node_modules/@bufbuild/protobuf/dist/esm/wire/varint.js
function varint64read() {
  const buf = this.buf;
  let pos = this.pos;
  let lo = 0;
  let hi = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    const b = buf[pos++];
    lo |= (b & 127) << shift;
    if ((b & 128) == 0) {
      this.pos = pos;
      this.assertBounds();
      this.varint64Lo = lo;
      this.varint64Hi = hi;
      return;
    }
  }
  const middleByte = buf[pos++];
  lo |= (middleByte & 15) << 28;
  hi = (middleByte & 112) >> 4;
  if ((middleByte & 128) == 0) {
    this.pos = pos;
    this.assertBounds();
    this.varint64Lo = lo;
    this.varint64Hi = hi;
    return;
  }
  for (let shift = 3; shift <= 31; shift += 7) {
    const b = buf[pos++];
    hi |= (b & 127) << shift;
    if ((b & 128) == 0) {
      this.pos = pos;
      this.assertBounds();
      this.varint64Lo = lo;
      this.varint64Hi = hi;
      return;
    }
  }
  throw new Error("invalid varint");
}
var TWO_PWR_32_DBL = 4294967296;
function int64FromString(dec) {
  const minus = dec[0] === "-";
  if (minus) {
    dec = dec.slice(1);
  }
  const base = 1e6;
  let lowBits = 0;
  let highBits = 0;
  function add1e6digit(begin, end) {
    const digit1e6 = Number(dec.slice(begin, end));
    highBits *= base;
    lowBits = lowBits * base + digit1e6;
    if (lowBits >= TWO_PWR_32_DBL) {
      highBits = highBits + (lowBits / TWO_PWR_32_DBL | 0);
      lowBits = lowBits % TWO_PWR_32_DBL;
    }
  }
  add1e6digit(-24, -18);
  add1e6digit(-18, -12);
  add1e6digit(-12, -6);
  add1e6digit(-6);
  return minus ? negate(lowBits, highBits) : newBits(lowBits, highBits);
}
function int64ToString(lo, hi) {
  let bits = newBits(lo, hi);
  const negative = bits.hi & 2147483648;
  if (negative) {
    bits = negate(bits.lo, bits.hi);
  }
  const result = uInt64ToString(bits.lo, bits.hi);
  return negative ? "-" + result : result;
}
function uInt64ToString(lo, hi) {
  ({ lo, hi } = toUnsigned(lo, hi));
  if (hi <= 2097151) {
    return String(TWO_PWR_32_DBL * hi + lo);
  }
  const low = lo & 16777215;
  const mid = (lo >>> 24 | hi << 8) & 16777215;
  const high = hi >> 16 & 65535;
  let digitA = low + mid * 6777216 + high * 6710656;
  let digitB = mid + high * 8147497;
  let digitC = high * 2;
  const base = 1e7;
  if (digitA >= base) {
    digitB += Math.floor(digitA / base);
    digitA %= base;
  }
  if (digitB >= base) {
    digitC += Math.floor(digitB / base);
    digitB %= base;
  }
  return digitC.toString() + decimalFrom1e7WithLeadingZeros(digitB) + decimalFrom1e7WithLeadingZeros(digitA);
}
function toUnsigned(lo, hi) {
  return { lo: lo >>> 0, hi: hi >>> 0 };
}
function newBits(lo, hi) {
  return { lo: lo | 0, hi: hi | 0 };
}
function negate(lowBits, highBits) {
  highBits = ~highBits;
  if (lowBits) {
    lowBits = ~lowBits + 1;
  } else {
    highBits += 1;
  }
  return newBits(lowBits, highBits);
}
var decimalFrom1e7WithLeadingZeros = (digit1e7) => {
  const partial = String(digit1e7);
  return "0000000".slice(partial.length) + partial;
};
function varint32write(value, bytes) {
  if (value >>> 0 < 128) {
    bytes.push(value);
    return;
  }
  if (value >= 0) {
    while (value > 127) {
      bytes.push(value & 127 | 128);
      value = value >>> 7;
    }
    bytes.push(value);
  } else {
    for (let i = 0; i < 9; i++) {
      bytes.push(value & 127 | 128);
      value = value >> 7;
    }
    bytes.push(1);
  }
}
function varint32read() {
  let b = this.buf[this.pos++];
  if ((b & 128) === 0) {
    this.assertBounds();
    return b;
  }
  let result = b & 127;
  b = this.buf[this.pos++];
  result |= (b & 127) << 7;
  if ((b & 128) === 0) {
    this.assertBounds();
    return result;
  }
  b = this.buf[this.pos++];
  result |= (b & 127) << 14;
  if ((b & 128) === 0) {
    this.assertBounds();
    return result;
  }
  b = this.buf[this.pos++];
  result |= (b & 127) << 21;
  if ((b & 128) === 0) {
    this.assertBounds();
    return result;
  }
  b = this.buf[this.pos++];
  result |= (b & 15) << 28;
  for (let readBytes = 5; (b & 128) !== 0 && readBytes < 10; readBytes++)
    b = this.buf[this.pos++];
  if ((b & 128) !== 0)
    throw new Error("invalid varint");
  this.assertBounds();
  return result >>> 0;
}

// node_modules/@bufbuild/protobuf/dist/esm/proto-int64.js
var protoInt64 = /* @__PURE__ */ makeInt64Support();
function makeInt64Support() {
  const dv = new DataView(new ArrayBuffer(8));
  const ok = typeof BigInt === "function" && typeof dv.getBigInt64 === "function" && typeof dv.getBigUint64 === "function" && typeof dv.setBigInt64 === "function" && typeof dv.setBigUint64 === "function" && (!!globalThis.Deno || !!globalThis.Bun || typeof process != "object" || typeof process.env != "object" || process.env.BUF_BIGINT_DISABLE !== "1");
  if (ok) {
    const MIN = BigInt("-9223372036854775808");
    const MAX = BigInt("9223372036854775807");
    const UMIN = BigInt("0");
    const UMAX = BigInt("18446744073709551615");
    return {
      zero: BigInt(0),
      supported: true,
      parse(value) {
        const bi = typeof value == "bigint" ? value : BigInt(value);
        if (bi > MAX || bi < MIN) {
          throw new Error(`invalid int64: ${value}`);
        }
        return bi;
      },
      uParse(value) {
        const bi = typeof value == "bigint" ? value : BigInt(value);
        if (bi > UMAX || bi < UMIN) {
          throw new Error(`invalid uint64: ${value}`);
        }
        return bi;
      },
      enc(value) {
        dv.setBigInt64(0, this.parse(value), true);
        return {
          lo: dv.getInt32(0, true),
          hi: dv.getInt32(4, true)
        };
      },
      uEnc(value) {
        dv.setBigInt64(0, this.uParse(value), true);
        return {
          lo: dv.getInt32(0, true),
          hi: dv.getInt32(4, true)
        };
      },
      dec(lo, hi) {
        dv.setInt32(0, lo, true);
        dv.setInt32(4, hi, true);
        return dv.getBigInt64(0, true);
      },
      uDec(lo, hi) {
        dv.setInt32(0, lo, true);
        dv.setInt32(4, hi, true);
        return dv.getBigUint64(0, true);
      }
    };
  }
  return {
    zero: "0",
    supported: false,
    parse(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertInt64String(value);
      return value;
    },
    uParse(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertUInt64String(value);
      return value;
    },
    enc(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertInt64String(value);
      return int64FromString(value);
    },
    uEnc(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertUInt64String(value);
      return int64FromString(value);
    },
    dec(lo, hi) {
      return int64ToString(lo, hi);
    },
    uDec(lo, hi) {
      return uInt64ToString(lo, hi);
    }
  };
}
function assertInt64String(value) {
  if (!/^-?[0-9]+$/.test(value)) {
    throw new Error("invalid int64: " + value);
  }
}
function assertUInt64String(value) {
  if (!/^[0-9]+$/.test(value)) {
    throw new Error("invalid uint64: " + value);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/scalar.js
function scalarEquals(type, a, b) {
  if (a === b) {
    return true;
  }
  if (type == ScalarType.BYTES) {
    if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array)) {
      return false;
    }
    if (a.length !== b.length) {
      return false;
    }
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) {
        return false;
      }
    }
    return true;
  }
  switch (type) {
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return a == b;
  }
  return false;
}
function scalarZeroValue(type, longAsString) {
  switch (type) {
    case ScalarType.STRING:
      return "";
    case ScalarType.BOOL:
      return false;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return 0;
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.SFIXED64:
    case ScalarType.FIXED64:
    case ScalarType.SINT64:
      return longAsString ? "0" : protoInt64.zero;
    case ScalarType.BYTES:
      return new Uint8Array(0);
    default:
      return 0;
  }
}
function isScalarZeroValue(type, value) {
  switch (type) {
    case ScalarType.BOOL:
      return value === false;
    case ScalarType.STRING:
      return value === "";
    case ScalarType.BYTES:
      return value instanceof Uint8Array && !value.byteLength;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return Object.is(value, 0);
    default:
      return value == 0;
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/unsafe.js
var IMPLICIT = 2;
var unsafeLocal = /* @__PURE__ */ Symbol.for("reflect unsafe local");
function unsafeOneofCase(target, oneof) {
  const c = target[oneof.localName].case;
  if (c === void 0) {
    return c;
  }
  return oneof.fields.find((f) => f.localName === c);
}
function unsafeIsSet(target, field) {
  const name = field.localName;
  if (field.oneof) {
    return target[field.oneof.localName].case === name;
  }
  if (field.presence != IMPLICIT) {
    return target[name] !== void 0 && Object.prototype.hasOwnProperty.call(target, name);
  }
  switch (field.fieldKind) {
    case "list":
      return target[name].length > 0;
    case "map":
      return Object.keys(target[name]).length > 0;
    case "scalar":
      return !isScalarZeroValue(field.scalar, target[name]);
    case "enum":
      return target[name] !== field.enum.values[0].number;
  }
  throw new Error("message field with implicit presence");
}
function unsafeIsSetExplicit(target, localName) {
  return Object.prototype.hasOwnProperty.call(target, localName) && target[localName] !== void 0;
}
function unsafeGet(target, field) {
  if (field.oneof) {
    const oneof = target[field.oneof.localName];
    if (oneof.case === field.localName) {
      return oneof.value;
    }
    return void 0;
  }
  return target[field.localName];
}
function unsafeSet(target, field, value) {
  if (field.oneof) {
    target[field.oneof.localName] = {
      case: field.localName,
      value
    };
  } else {
    target[field.localName] = value;
  }
}
function setOwn(obj, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(obj, "__proto__", {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  } else {
    obj[key] = value;
  }
}
function getOwn(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : void 0;
}
function unsafeClear(target, field) {
  const name = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    if (target[oneofLocalName].case === name) {
      target[oneofLocalName] = { case: void 0 };
    }
  } else if (field.presence != IMPLICIT) {
    delete target[name];
  } else {
    switch (field.fieldKind) {
      case "map":
        target[name] = {};
        break;
      case "list":
        target[name] = [];
        break;
      case "enum":
        target[name] = field.enum.values[0].number;
        break;
      case "scalar":
        target[name] = scalarZeroValue(field.scalar, field.longAsString);
        break;
    }
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/guard.js
function isObject(arg) {
  return arg !== null && typeof arg == "object" && !Array.isArray(arg);
}
function isReflectList(arg, field) {
  var _a, _b, _c, _d;
  if (isObject(arg) && unsafeLocal in arg && "add" in arg && "field" in arg && typeof arg.field == "function") {
    if (field !== void 0) {
      const a = field;
      const b = arg.field();
      return a.listKind == b.listKind && a.scalar === b.scalar && ((_a = a.message) === null || _a === void 0 ? void 0 : _a.typeName) === ((_b = b.message) === null || _b === void 0 ? void 0 : _b.typeName) && ((_c = a.enum) === null || _c === void 0 ? void 0 : _c.typeName) === ((_d = b.enum) === null || _d === void 0 ? void 0 : _d.typeName);
    }
    return true;
  }
  return false;
}
function isReflectMap(arg, field) {
  var _a, _b, _c, _d;
  if (isObject(arg) && unsafeLocal in arg && "has" in arg && "field" in arg && typeof arg.field == "function") {
    if (field !== void 0) {
      const a = field, b = arg.field();
      return a.mapKey === b.mapKey && a.mapKind == b.mapKind && a.scalar === b.scalar && ((_a = a.message) === null || _a === void 0 ? void 0 : _a.typeName) === ((_b = b.message) === null || _b === void 0 ? void 0 : _b.typeName) && ((_c = a.enum) === null || _c === void 0 ? void 0 : _c.typeName) === ((_d = b.enum) === null || _d === void 0 ? void 0 : _d.typeName);
    }
    return true;
  }
  return false;
}
function isReflectMessage(arg, messageDesc2) {
  return isObject(arg) && unsafeLocal in arg && "desc" in arg && isObject(arg.desc) && arg.desc.kind === "message" && (messageDesc2 === void 0 || arg.desc.typeName == messageDesc2.typeName);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/wrappers.js
function isWrapper(arg) {
  return isWrapperTypeName(arg.$typeName);
}
function isWrapperDesc(messageDesc2) {
  const f = messageDesc2.fields[0];
  return isWrapperTypeName(messageDesc2.typeName) && f !== void 0 && f.fieldKind == "scalar" && f.name == "value" && f.number == 1;
}
function hasCustomJsonRepresentation(desc) {
  switch (desc.typeName) {
    case "google.protobuf.Any":
    case "google.protobuf.Timestamp":
    case "google.protobuf.Duration":
    case "google.protobuf.FieldMask":
    case "google.protobuf.Struct":
    case "google.protobuf.Value":
    case "google.protobuf.ListValue":
      return true;
    default:
      return isWrapperDesc(desc);
  }
}
var wrapperTypeNames = /* @__PURE__ */ new Set([
  "google.protobuf.DoubleValue",
  "google.protobuf.FloatValue",
  "google.protobuf.Int64Value",
  "google.protobuf.UInt64Value",
  "google.protobuf.Int32Value",
  "google.protobuf.UInt32Value",
  "google.protobuf.BoolValue",
  "google.protobuf.StringValue",
  "google.protobuf.BytesValue"
]);
function isWrapperTypeName(name) {
  return wrapperTypeNames.has(name);
}

// node_modules/@bufbuild/protobuf/dist/esm/create.js
var EDITION_PROTO3 = 999;
var EDITION_PROTO2 = 998;
var IMPLICIT2 = 2;
function create(schema, init) {
  if (isMessage(init, schema)) {
    return init;
  }
  return compiledCreate(schema)(init);
}
var compiledCreates = /* @__PURE__ */ new WeakMap();
function compiledCreate(desc) {
  let compiled = compiledCreates.get(desc);
  if (compiled === void 0) {
    compiled = compileCreate(desc);
    compiledCreates.set(desc, compiled);
  }
  return compiled;
}
var INIT_SINGULAR = 0;
var INIT_LIST = 1;
var INIT_MAP = 2;
var INIT_ONEOF = 3;
function compileCreate(desc) {
  const typeName2 = desc.typeName;
  const { properties, prototype } = compileInitMessage(desc);
  return (init) => {
    let message;
    if (prototype !== void 0) {
      message = Object.create(prototype);
      message.$typeName = typeName2;
    } else {
      message = { $typeName: typeName2 };
    }
    for (let i = 0; i < properties.length; i++) {
      const property = properties[i];
      const name = property.name;
      const initValue = init === null || init === void 0 ? void 0 : init[name];
      switch (property.kind) {
        case INIT_SINGULAR:
          if (initValue != null) {
            message[name] = property.convert !== void 0 ? property.convert(initValue) : initValue;
          } else if (property.constant !== void 0) {
            message[name] = property.constant;
          }
          break;
        case INIT_LIST:
          message[name] = property.convert !== void 0 && Array.isArray(initValue) ? initValue.map(property.convert) : initValue !== null && initValue !== void 0 ? initValue : [];
          break;
        case INIT_MAP:
          if (property.convert === void 0 || !isObject(initValue)) {
            message[name] = initValue !== null && initValue !== void 0 ? initValue : {};
          } else {
            const converted = {};
            const keys = Object.keys(initValue);
            for (let k = 0; k < keys.length; k++) {
              setOwn(converted, keys[k], property.convert(initValue[keys[k]]));
            }
            message[name] = converted;
          }
          break;
        case INIT_ONEOF: {
          const oneofValue = initValue;
          if ((oneofValue === null || oneofValue === void 0 ? void 0 : oneofValue.case) != null) {
            const convert2 = property.convert.get(oneofValue.case);
            if (convert2 !== void 0) {
              message[name] = {
                case: oneofValue.case,
                value: convert2(oneofValue.value)
              };
              break;
            }
          }
          message[name] = { case: void 0 };
          break;
        }
      }
    }
    return message;
  };
}
function compileInitMessage(desc) {
  var _a, _b;
  const properties = [];
  const prototype = {};
  const usePrototype = needsPrototypeChain(desc);
  for (const member of desc.members) {
    const name = member.localName;
    if (member.kind == "oneof") {
      properties.push({
        name,
        kind: INIT_ONEOF,
        constant: void 0,
        convert: compileConvertOneof(member)
      });
      continue;
    }
    switch (member.fieldKind) {
      case "message": {
        properties.push({
          name,
          kind: INIT_SINGULAR,
          constant: void 0,
          convert: compileConvertMessage(member)
        });
        break;
      }
      case "list": {
        properties.push({
          name,
          kind: INIT_LIST,
          constant: void 0,
          convert: member.listKind == "message" ? (_a = compileConvertMessage(member)) !== null && _a !== void 0 ? _a : ((value) => value) : member.scalar == ScalarType.BYTES ? toU8Arr : void 0
        });
        break;
      }
      case "map": {
        properties.push({
          name,
          kind: INIT_MAP,
          constant: void 0,
          convert: member.mapKind == "message" ? (_b = compileConvertMessage(member)) !== null && _b !== void 0 ? _b : ((value) => value) : member.scalar == ScalarType.BYTES ? toU8Arr : void 0
        });
        break;
      }
      default: {
        const zeroValue = createZeroValue(member);
        properties.push({
          name,
          kind: INIT_SINGULAR,
          constant: member.presence == IMPLICIT2 ? zeroValue : void 0,
          convert: member.fieldKind == "scalar" && member.scalar == ScalarType.BYTES ? toU8Arr : void 0
        });
        if (usePrototype) {
          prototype[name] = zeroValue;
        }
        break;
      }
    }
  }
  return {
    properties,
    prototype: usePrototype ? prototype : void 0
  };
}
function compileConvertOneof(oneof) {
  const converters = /* @__PURE__ */ new Map();
  for (const field of oneof.fields) {
    let convert2;
    if (field.fieldKind == "message") {
      convert2 = compileConvertMessage(field);
    } else if (field.fieldKind == "scalar" && field.scalar == ScalarType.BYTES) {
      convert2 = toU8Arr;
    }
    converters.set(field.localName, convert2 !== null && convert2 !== void 0 ? convert2 : ((value) => value));
  }
  return converters;
}
function compileConvertMessage(field) {
  if (field.fieldKind == "message" && !field.oneof && isWrapperDesc(field.message)) {
    return field.message.fields[0].scalar == ScalarType.BYTES ? toU8Arr : void 0;
  }
  if (field.message.typeName == "google.protobuf.Struct" && field.parent.typeName !== "google.protobuf.Value") {
    return void 0;
  }
  const messageDesc2 = field.message;
  let compiled;
  return (value) => {
    if (!isObject(value) || isMessage(value, messageDesc2)) {
      return value;
    }
    compiled !== null && compiled !== void 0 ? compiled : compiled = compiledCreate(messageDesc2);
    return compiled(value);
  };
}
function toU8Arr(value) {
  return Array.isArray(value) ? new Uint8Array(value) : value;
}
function needsPrototypeChain(desc) {
  switch (desc.file.edition) {
    case EDITION_PROTO3:
      return false;
    case EDITION_PROTO2:
      return true;
    default:
      return desc.fields.some((f) => f.presence != IMPLICIT2 && f.fieldKind != "message" && !f.oneof);
  }
}
function createZeroValue(field) {
  const defaultValue = field.getDefaultValue();
  if (defaultValue !== void 0) {
    return field.fieldKind == "scalar" && field.longAsString ? defaultValue.toString() : defaultValue;
  }
  return field.fieldKind == "scalar" ? scalarZeroValue(field.scalar, field.longAsString) : field.enum.values[0].number;
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/base64-encoding.js
var nativeSetFromBase64 = Uint8Array.prototype.setFromBase64;
function base64Decode(base64Str) {
  const len = base64Str.length;
  let size = len - (len + 3 >> 2);
  if ((len & 3) == 0 && base64Str[len - 1] == "=") {
    size -= base64Str[len - 2] == "=" ? 2 : 1;
  }
  const bytes = new Uint8Array(size);
  let written = -1;
  if (nativeSetFromBase64) {
    try {
      const result = nativeSetFromBase64.call(bytes, base64Str);
      if (result.read == len) {
        written = result.written;
      }
    } catch (_a) {
    }
  }
  if (written < 0) {
    written = setFromBase64(bytes, base64Str);
  }
  return written == size ? bytes : bytes.subarray(0, written);
}
function setFromBase64(bytes, base64Str) {
  const table = getDecodeTable();
  let bytePos = 0, groupPos = 0, b, p = 0;
  for (let i = 0; i < base64Str.length; i++) {
    b = table[base64Str.charCodeAt(i)];
    if (b === void 0) {
      switch (base64Str[i]) {
        // @ts-ignore TS7029: Fallthrough case in switch -- ignore instead of expect-error for compiler settings without noFallthroughCasesInSwitch: true
        case "=":
          groupPos = 0;
        // reset state when padding found
        case "\n":
        case "\r":
        case "	":
        case " ":
          continue;
        // skip white-space, and padding
        default:
          throw Error("invalid base64 string");
      }
    }
    switch (groupPos) {
      case 0:
        p = b;
        groupPos = 1;
        break;
      case 1:
        bytes[bytePos++] = p << 2 | (b & 48) >> 4;
        p = b;
        groupPos = 2;
        break;
      case 2:
        bytes[bytePos++] = (p & 15) << 4 | (b & 60) >> 2;
        p = b;
        groupPos = 3;
        break;
      case 3:
        bytes[bytePos++] = (p & 3) << 6 | b;
        groupPos = 0;
        break;
    }
  }
  if (groupPos == 1)
    throw Error("invalid base64 string");
  return bytePos;
}
var nativeToBase64 = Uint8Array.prototype.toBase64;
var toBase64OptionsMap = {
  std: { alphabet: "base64", omitPadding: false },
  std_raw: { alphabet: "base64", omitPadding: true },
  url: { alphabet: "base64url", omitPadding: true }
};
function base64Encode(bytes, encoding = "std") {
  if (nativeToBase64) {
    return nativeToBase64.call(bytes, toBase64OptionsMap[encoding]);
  }
  const table = getEncodeTable(encoding);
  const pad = encoding == "std";
  let base64 = "", groupPos = 0, b, p = 0;
  for (let i = 0; i < bytes.length; i++) {
    b = bytes[i];
    switch (groupPos) {
      case 0:
        base64 += table[b >> 2];
        p = (b & 3) << 4;
        groupPos = 1;
        break;
      case 1:
        base64 += table[p | b >> 4];
        p = (b & 15) << 2;
        groupPos = 2;
        break;
      case 2:
        base64 += table[p | b >> 6];
        base64 += table[b & 63];
        groupPos = 0;
        break;
    }
  }
  if (groupPos) {
    base64 += table[p];
    if (pad) {
      base64 += "=";
      if (groupPos == 1)
        base64 += "=";
    }
  }
  return base64;
}
var encodeTableStd;
var encodeTableUrl;
var decodeTable;
function getEncodeTable(encoding) {
  if (!encodeTableStd) {
    encodeTableStd = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split("");
    encodeTableUrl = encodeTableStd.slice(0, -2).concat("-", "_");
  }
  return encoding == "url" ? (
    // biome-ignore lint/style/noNonNullAssertion: TS fails to narrow down
    encodeTableUrl
  ) : encodeTableStd;
}
function getDecodeTable() {
  if (!decodeTable) {
    decodeTable = [];
    const encodeTable = getEncodeTable("std");
    for (let i = 0; i < encodeTable.length; i++)
      decodeTable[encodeTable[i].charCodeAt(0)] = i;
    decodeTable["-".charCodeAt(0)] = encodeTable.indexOf("+");
    decodeTable["_".charCodeAt(0)] = encodeTable.indexOf("/");
  }
  return decodeTable;
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/names.js
function protoCamelCase(snakeCase) {
  let capNext = false;
  const b = [];
  for (let i = 0; i < snakeCase.length; i++) {
    let c = snakeCase.charAt(i);
    switch (c) {
      case "_":
        capNext = true;
        break;
      case "0":
      case "1":
      case "2":
      case "3":
      case "4":
      case "5":
      case "6":
      case "7":
      case "8":
      case "9":
        b.push(c);
        capNext = false;
        break;
      default:
        if (capNext) {
          capNext = false;
          c = c.toUpperCase();
        }
        b.push(c);
        break;
    }
  }
  return b.join("");
}
function protoSnakeCase(lowerCamelCase) {
  return lowerCamelCase.replace(/[A-Z]/g, (letter) => "_" + letter.toLowerCase());
}
var reservedObjectProperties = /* @__PURE__ */ new Set([
  // names reserved by JavaScript
  "constructor",
  "toString",
  "toJSON",
  "valueOf"
]);
function safeObjectProperty(name) {
  return reservedObjectProperties.has(name) ? name + "$" : name;
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/restore-json-names.js
function restoreJsonNames(message) {
  for (const f of message.field) {
    if (!unsafeIsSetExplicit(f, "jsonName")) {
      f.jsonName = protoCamelCase(f.name);
    }
  }
  message.nestedType.forEach(restoreJsonNames);
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/text-format.js
function parseTextFormatEnumValue(descEnum, value) {
  const enumValue = descEnum.values.find((v) => v.name === value);
  if (!enumValue) {
    throw new Error(`cannot parse ${descEnum} default value: ${value}`);
  }
  return enumValue.number;
}
function parseTextFormatScalarValue(type, value) {
  switch (type) {
    case ScalarType.STRING:
      return value;
    case ScalarType.BYTES: {
      const u = unescapeBytesDefaultValue(value);
      if (u === false) {
        throw new Error(`cannot parse ${ScalarType[type]} default value: ${value}`);
      }
      return u;
    }
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return protoInt64.parse(value);
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return protoInt64.uParse(value);
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      switch (value) {
        case "inf":
          return Number.POSITIVE_INFINITY;
        case "-inf":
          return Number.NEGATIVE_INFINITY;
        case "nan":
          return Number.NaN;
        default:
          return parseFloat(value);
      }
    case ScalarType.BOOL:
      return value === "true";
    case ScalarType.INT32:
    case ScalarType.UINT32:
    case ScalarType.SINT32:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
      return parseInt(value, 10);
  }
}
function unescapeBytesDefaultValue(str) {
  const b = [];
  const input = {
    tail: str,
    c: "",
    next() {
      if (this.tail.length == 0) {
        return false;
      }
      this.c = this.tail[0];
      this.tail = this.tail.substring(1);
      return true;
    },
    take(n) {
      if (this.tail.length >= n) {
        const r = this.tail.substring(0, n);
        this.tail = this.tail.substring(n);
        return r;
      }
      return false;
    }
  };
  while (input.next()) {
    switch (input.c) {
      case "\\":
        if (input.next()) {
          switch (input.c) {
            case "\\":
              b.push(input.c.charCodeAt(0));
              break;
            case "b":
              b.push(8);
              break;
            case "f":
              b.push(12);
              break;
            case "n":
              b.push(10);
              break;
            case "r":
              b.push(13);
              break;
            case "t":
              b.push(9);
              break;
            case "v":
              b.push(11);
              break;
            case "0":
            case "1":
            case "2":
            case "3":
            case "4":
            case "5":
            case "6":
            case "7": {
              const s = input.c;
              const t = input.take(2);
              if (t === false) {
                return false;
              }
              const n = parseInt(s + t, 8);
              if (Number.isNaN(n)) {
                return false;
              }
              b.push(n);
              break;
            }
            case "x": {
              const s = input.c;
              const t = input.take(2);
              if (t === false) {
                return false;
              }
              const n = parseInt(s + t, 16);
              if (Number.isNaN(n)) {
                return false;
              }
              b.push(n);
              break;
            }
            case "u": {
              const s = input.c;
              const t = input.take(4);
              if (t === false) {
                return false;
              }
              const n = parseInt(s + t, 16);
              if (Number.isNaN(n)) {
                return false;
              }
              const chunk = new Uint8Array(4);
              const view = new DataView(chunk.buffer);
              view.setInt32(0, n, true);
              b.push(chunk[0], chunk[1], chunk[2], chunk[3]);
              break;
            }
            case "U": {
              const s = input.c;
              const t = input.take(8);
              if (t === false) {
                return false;
              }
              const tc = protoInt64.uEnc(s + t);
              const chunk = new Uint8Array(8);
              const view = new DataView(chunk.buffer);
              view.setInt32(0, tc.lo, true);
              view.setInt32(4, tc.hi, true);
              b.push(chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7]);
              break;
            }
          }
        }
        break;
      default:
        b.push(input.c.charCodeAt(0));
    }
  }
  return new Uint8Array(b);
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/nested-types.js
function* nestedTypes(desc) {
  switch (desc.kind) {
    case "file":
      for (const message of desc.messages) {
        yield message;
        yield* nestedTypes(message);
      }
      yield* desc.enums;
      yield* desc.services;
      yield* desc.extensions;
      break;
    case "message":
      for (const message of desc.nestedMessages) {
        yield message;
        yield* nestedTypes(message);
      }
      yield* desc.nestedEnums;
      yield* desc.nestedExtensions;
      break;
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/text-encoding.js
var te;
function configureTextEncoding(textEncoding) {
  var _a;
  te = Object.assign(Object.assign({}, textEncoding), { encodeUtf8Into: (_a = textEncoding.encodeUtf8Into) !== null && _a !== void 0 ? _a : emulateEncodeInto(textEncoding.encodeUtf8.bind(textEncoding)) });
}
function getTextEncoding() {
  if (!te) {
    const globals = globalThis;
    if (!globals.TextEncoder || !globals.TextDecoder) {
      throw new Error("encoding API missing: install TextEncoder and TextDecoder on globalThis");
    }
    const textEncoder = new globals.TextEncoder();
    const textDecoder = new globals.TextDecoder("utf-8", {
      ignoreBOM: true
    });
    let textDecoderStrict;
    const config = {
      encodeUtf8(text) {
        return textEncoder.encode(text);
      },
      decodeUtf8(bytes, strict) {
        if (strict) {
          if (!textDecoderStrict) {
            textDecoderStrict = new globals.TextDecoder("utf-8", {
              fatal: true,
              ignoreBOM: true
            });
          }
          return textDecoderStrict.decode(bytes);
        }
        return textDecoder.decode(bytes);
      },
      checkUtf8(text) {
        try {
          encodeURIComponent(text);
          return true;
        } catch (_2) {
          return false;
        }
      }
    };
    if (textEncoder.encodeInto) {
      config.encodeUtf8Into = textEncoder.encodeInto.bind(textEncoder);
    }
    const nativeStringIsWellFormed = String.prototype.isWellFormed;
    if (nativeStringIsWellFormed) {
      config.checkUtf8 = (text) => {
        return nativeStringIsWellFormed.call(text);
      };
    }
    configureTextEncoding(config);
  }
  return te;
}
function emulateEncodeInto(encodeUtf8) {
  return (text, dest) => {
    const bytes = encodeUtf8(text);
    dest.set(bytes);
    return { written: bytes.byteLength };
  };
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/binary-encoding.js
var WireType;
(function(WireType2) {
  WireType2[WireType2["Varint"] = 0] = "Varint";
  WireType2[WireType2["Bit64"] = 1] = "Bit64";
  WireType2[WireType2["LengthDelimited"] = 2] = "LengthDelimited";
  WireType2[WireType2["StartGroup"] = 3] = "StartGroup";
  WireType2[WireType2["EndGroup"] = 4] = "EndGroup";
  WireType2[WireType2["Bit32"] = 5] = "Bit32";
})(WireType || (WireType = {}));
var UINT32_MAX = 4294967295;
var INT32_MAX = 2147483647;
var INT32_MIN = -2147483648;
var BinaryWriter = class {
  constructor(encodeUtf8) {
    this.stackPos = [];
    this.encodeUtf8Into = encodeUtf8 ? emulateEncodeInto(encodeUtf8) : getTextEncoding().encodeUtf8Into;
    this.buffer = EMPTY_BUFFER;
    this.viewCache = EMPTY_VIEW;
    this.pos = 0;
  }
  ensureCapacity(size) {
    const required = this.pos + size;
    if (required > this.buffer.length) {
      let newLen = this.buffer.length || INITIAL_SIZE;
      while (newLen < required)
        newLen *= 2;
      const newBuf = new Uint8Array(newLen);
      if (this.pos > 0)
        newBuf.set(this.buffer);
      this.buffer = newBuf;
    }
  }
  /**
   * The DataView over `buffer`, rebuilt only if the buffer has grown since it
   * was last used.
   */
  view() {
    const bytes = this.buffer;
    const view = this.viewCache;
    if (view.byteLength === bytes.byteLength)
      return view;
    const newView = new DataView(bytes.buffer);
    this.viewCache = newView;
    return newView;
  }
  /**
   * Return all bytes written and reset this writer.
   */
  finish() {
    const result = this.buffer.slice(0, this.pos);
    this.pos = 0;
    this.stackPos = [];
    return result;
  }
  /**
   * Start a new fork for length-delimited data like a message
   * or a packed repeated field.
   *
   * Must be joined later with `join()`.
   */
  fork() {
    this.stackPos.push(this.pos);
    this.ensureCapacity(DEFAULT_LEN_PREFIX_SIZE);
    this.buffer[this.pos++] = 0;
    return this;
  }
  /**
   * Join the last fork. Write its length and bytes, then
   * return to the previous state.
   */
  join() {
    const forkPos = this.stackPos.pop();
    if (forkPos === void 0)
      throw new Error("invalid state, fork stack empty");
    const len = this.pos - forkPos - DEFAULT_LEN_PREFIX_SIZE;
    const lenPrefixSize = varint32Size(len);
    if (lenPrefixSize > DEFAULT_LEN_PREFIX_SIZE) {
      this.ensureCapacity(lenPrefixSize - DEFAULT_LEN_PREFIX_SIZE);
      this.buffer.copyWithin(forkPos + lenPrefixSize, forkPos + DEFAULT_LEN_PREFIX_SIZE, this.pos);
    }
    this.pos = forkPos;
    this.uint32(len);
    this.pos += len;
    return this;
  }
  /**
   * Writes a tag (field number and wire type).
   *
   * Equivalent to `uint32( (fieldNo << 3 | type) >>> 0 )`.
   *
   * Generated code should compute the tag ahead of time and call `uint32()`.
   */
  tag(fieldNo, type) {
    return this.uint32((fieldNo << 3 | type) >>> 0);
  }
  /**
   * Write a chunk of raw bytes.
   */
  raw(chunk) {
    this.ensureCapacity(chunk.length);
    this.buffer.set(chunk, this.pos);
    this.pos += chunk.length;
    return this;
  }
  /**
   * Write a `uint32` value, an unsigned 32 bit varint.
   */
  uint32(value) {
    assertUInt32(value);
    this.ensureCapacity(5);
    if (value < 128) {
      this.buffer[this.pos++] = value;
      return this;
    }
    while (value > 127) {
      this.buffer[this.pos++] = value & 127 | 128;
      value >>>= 7;
    }
    this.buffer[this.pos++] = value;
    return this;
  }
  /**
   * Write a `int32` value, a signed 32 bit varint.
   */
  int32(value) {
    assertInt32(value);
    if (value >= 0) {
      return this.uint32(value);
    }
    this.ensureCapacity(10);
    for (let i = 0; i < 9; i++) {
      this.buffer[this.pos++] = value & 127 | 128;
      value >>= 7;
    }
    this.buffer[this.pos++] = 1;
    return this;
  }
  /**
   * Write a `bool` value, a varint.
   */
  bool(value) {
    this.ensureCapacity(1);
    this.buffer[this.pos++] = value ? 1 : 0;
    return this;
  }
  /**
   * Write a `bytes` value, length-delimited arbitrary data.
   */
  bytes(value) {
    this.uint32(value.byteLength);
    return this.raw(value);
  }
  /**
   * Write a `string` value, length-delimited data converted to UTF-8 text.
   */
  string(value) {
    if (typeof value !== "string") {
      value = String(value);
    }
    const len = value.length;
    if (len <= ASCII_MAX_LENGTH) {
      this.ensureCapacity(len + 1);
      const ascii = this.buffer;
      let pos = this.pos;
      ascii[pos++] = len;
      let i = 0;
      for (; i < len; i++) {
        const code = value.charCodeAt(i);
        if (code > 127)
          break;
        ascii[pos++] = code;
      }
      if (i == len) {
        this.pos = pos;
        return this;
      }
    }
    this.ensureCapacity(len * 3 + 5);
    const lenPrefixSizeGuess = varint32Size(len);
    const buf = this.buffer;
    const start = this.pos;
    const { written } = this.encodeUtf8Into(value, buf.subarray(start + lenPrefixSizeGuess));
    const lenPrefixSize = varint32Size(written);
    if (lenPrefixSize != lenPrefixSizeGuess) {
      buf.copyWithin(start + lenPrefixSize, start + lenPrefixSizeGuess, start + lenPrefixSizeGuess + written);
    }
    this.uint32(written);
    this.pos += written;
    return this;
  }
  /**
   * Write a `float` value, 32-bit floating point number.
   */
  float(value) {
    assertFloat32(value);
    this.ensureCapacity(4);
    this.view().setFloat32(this.pos, value, true);
    this.pos += 4;
    return this;
  }
  /**
   * Write a `double` value, a 64-bit floating point number.
   */
  double(value) {
    this.ensureCapacity(8);
    this.view().setFloat64(this.pos, value, true);
    this.pos += 8;
    return this;
  }
  /**
   * Write a `fixed32` value, an unsigned, fixed-length 32-bit integer.
   */
  fixed32(value) {
    assertUInt32(value);
    this.ensureCapacity(4);
    this.view().setUint32(this.pos, value, true);
    this.pos += 4;
    return this;
  }
  /**
   * Write a `sfixed32` value, a signed, fixed-length 32-bit integer.
   */
  sfixed32(value) {
    assertInt32(value);
    this.ensureCapacity(4);
    this.view().setInt32(this.pos, value, true);
    this.pos += 4;
    return this;
  }
  /**
   * Write a `sint32` value, a signed, zigzag-encoded 32-bit varint.
   */
  sint32(value) {
    assertInt32(value);
    return this.uint32((value << 1 ^ value >> 31) >>> 0);
  }
  /**
   * Write a `sfixed64` value, a signed, fixed-length 64-bit integer.
   */
  sfixed64(value) {
    const tc = protoInt64.enc(value);
    this.ensureCapacity(8);
    const view = this.view();
    view.setInt32(this.pos, tc.lo, true);
    view.setInt32(this.pos + 4, tc.hi, true);
    this.pos += 8;
    return this;
  }
  /**
   * Write a `fixed64` value, an unsigned, fixed-length 64 bit integer.
   */
  fixed64(value) {
    const tc = protoInt64.uEnc(value);
    this.ensureCapacity(8);
    const view = this.view();
    view.setInt32(this.pos, tc.lo, true);
    view.setInt32(this.pos + 4, tc.hi, true);
    this.pos += 8;
    return this;
  }
  /**
   * Write a `int64` value, a signed 64-bit varint.
   */
  int64(value) {
    const tc = protoInt64.enc(value);
    return this.writeVarint64(tc.lo, tc.hi);
  }
  /**
   * Write a `sint64` value, a signed, zig-zag-encoded 64-bit varint.
   */
  sint64(value) {
    const tc = protoInt64.enc(value), sign = tc.hi >> 31, lo = tc.lo << 1 ^ sign, hi = (tc.hi << 1 | tc.lo >>> 31) ^ sign;
    return this.writeVarint64(lo, hi);
  }
  /**
   * Write a `uint64` value, an unsigned 64-bit varint.
   */
  uint64(value) {
    const tc = protoInt64.uEnc(value);
    return this.writeVarint64(tc.lo, tc.hi);
  }
  /**
   * Write a 64-bit varint directly into the buffer. Accepts the value as
   * split low/high 32-bit words.
   *
   * Ported from varint64write() to avoid the intermediate number[] buffer.
   * See https://github.com/protocolbuffers/protobuf/blob/8a71927d74a4ce34efe2d8769fda198f52d20d12/js/experimental/runtime/kernel/writer.js#L344
   */
  writeVarint64(lo, hi) {
    this.ensureCapacity(10);
    const buf = this.buffer;
    let pos = this.pos;
    for (let i = 0; i < 28; i = i + 7) {
      const shift = lo >>> i;
      const hasNext = !(shift >>> 7 == 0 && hi == 0);
      buf[pos++] = (hasNext ? shift | 128 : shift) & 255;
      if (!hasNext) {
        this.pos = pos;
        return this;
      }
    }
    const splitBits = lo >>> 28 & 15 | (hi & 7) << 4;
    const hasMoreBits = !(hi >> 3 == 0);
    buf[pos++] = (hasMoreBits ? splitBits | 128 : splitBits) & 255;
    if (!hasMoreBits) {
      this.pos = pos;
      return this;
    }
    for (let i = 3; i < 31; i = i + 7) {
      const shift = hi >>> i;
      const hasNext = !(shift >>> 7 == 0);
      buf[pos++] = (hasNext ? shift | 128 : shift) & 255;
      if (!hasNext) {
        this.pos = pos;
        return this;
      }
    }
    buf[pos++] = hi >>> 31 & 1;
    this.pos = pos;
    return this;
  }
};
var INITIAL_SIZE = 128;
var DEFAULT_LEN_PREFIX_SIZE = 1;
var EMPTY_BUFFER = new Uint8Array(0);
var EMPTY_VIEW = new DataView(EMPTY_BUFFER.buffer);
var ASCII_MAX_LENGTH = 32;
function varint32Size(value) {
  if (value < 128)
    return 1;
  if (value < 16384)
    return 2;
  if (value < 2097152)
    return 3;
  if (value < 268435456)
    return 4;
  return 5;
}
var BinaryReader = class {
  constructor(buf, decodeUtf8 = getTextEncoding().decodeUtf8) {
    this.decodeUtf8 = decodeUtf8;
    this.varint64Lo = 0;
    this.varint64Hi = 0;
    this.varint64 = varint64read;
    this.uint32 = varint32read;
    this.buf = buf;
    this.len = buf.length;
    this.pos = 0;
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  /**
   * Reads a tag - field number and wire type. Tags are uint32 varints; values
   * that do not fit in uint32 are rejected.
   */
  tag() {
    const start = this.pos;
    const tag = this.uint32();
    const bytesRead = this.pos - start;
    if (bytesRead > 5 || bytesRead == 5 && this.buf[this.pos - 1] > 15) {
      throw new Error("illegal tag: varint overflows uint32");
    }
    const fieldNo = tag >>> 3;
    const wireType = tag & 7;
    if (fieldNo <= 0 || wireType > 5) {
      throw new Error("illegal tag: field no " + fieldNo + " wire type " + wireType);
    }
    return [fieldNo, wireType];
  }
  /**
   * Skip one element and return the skipped data.
   *
   * When skipping StartGroup, provide the tags field number to check for
   * matching field number in the EndGroup tag. Recursion into nested groups
   * is guarded by the `recursionLimit` argument: When the limit is reached,
   * this method throws.
   */
  skip(wireType, fieldNo, recursionLimit = 100) {
    let start = this.pos;
    switch (wireType) {
      case WireType.Varint:
        while (this.buf[this.pos++] & 128) {
        }
        break;
      // @ts-ignore TS7029: Fallthrough case in switch -- ignore instead of expect-error for compiler settings without noFallthroughCasesInSwitch: true
      case WireType.Bit64:
        this.pos += 4;
      case WireType.Bit32:
        this.pos += 4;
        break;
      case WireType.LengthDelimited:
        let len = this.uint32();
        this.pos += len;
        break;
      case WireType.StartGroup:
        if (recursionLimit <= 0) {
          throw new Error("maximum recursion depth reached");
        }
        for (; ; ) {
          const [fn, wt] = this.tag();
          if (wt === WireType.EndGroup) {
            if (fieldNo !== void 0 && fn !== fieldNo) {
              throw new Error("invalid end group tag");
            }
            break;
          }
          this.skip(wt, fn, recursionLimit - 1);
        }
        break;
      default:
        throw new Error("cant skip wire type " + wireType);
    }
    this.assertBounds();
    return this.buf.subarray(start, this.pos);
  }
  /**
   * Throws error if position in byte array is out of range.
   */
  assertBounds() {
    if (this.pos > this.len)
      throw new RangeError("premature EOF");
  }
  /**
   * Read a `int32` field, a signed 32 bit varint.
   */
  int32() {
    return this.uint32() | 0;
  }
  /**
   * Read a `sint32` field, a signed, zigzag-encoded 32-bit varint.
   */
  sint32() {
    let zze = this.uint32();
    return zze >>> 1 ^ -(zze & 1);
  }
  /**
   * Read a `int64` field, a signed 64-bit varint.
   */
  int64() {
    this.varint64();
    return protoInt64.dec(this.varint64Lo, this.varint64Hi);
  }
  /**
   * Read a `uint64` field, an unsigned 64-bit varint.
   */
  uint64() {
    this.varint64();
    return protoInt64.uDec(this.varint64Lo, this.varint64Hi);
  }
  /**
   * Read a `sint64` field, a signed, zig-zag-encoded 64-bit varint.
   */
  sint64() {
    this.varint64();
    let lo = this.varint64Lo;
    let hi = this.varint64Hi;
    let s = -(lo & 1);
    lo = (lo >>> 1 | (hi & 1) << 31) ^ s;
    hi = hi >>> 1 ^ s;
    return protoInt64.dec(lo, hi);
  }
  /**
   * Read a `bool` field, a variant.
   */
  bool() {
    const b = this.buf[this.pos];
    if (b < 128) {
      this.pos++;
      return b !== 0;
    }
    this.varint64();
    return this.varint64Lo !== 0 || this.varint64Hi !== 0;
  }
  /**
   * Read a `fixed32` field, an unsigned, fixed-length 32-bit integer.
   */
  fixed32() {
    return this.view.getUint32((this.pos += 4) - 4, true);
  }
  /**
   * Read a `sfixed32` field, a signed, fixed-length 32-bit integer.
   */
  sfixed32() {
    return this.view.getInt32((this.pos += 4) - 4, true);
  }
  /**
   * Read a `fixed64` field, an unsigned, fixed-length 64 bit integer.
   */
  fixed64() {
    return protoInt64.uDec(this.sfixed32(), this.sfixed32());
  }
  /**
   * Read a `fixed64` field, a signed, fixed-length 64-bit integer.
   */
  sfixed64() {
    return protoInt64.dec(this.sfixed32(), this.sfixed32());
  }
  /**
   * Read a `float` field, 32-bit floating point number.
   */
  float() {
    return this.view.getFloat32((this.pos += 4) - 4, true);
  }
  /**
   * Read a `double` field, a 64-bit floating point number.
   */
  double() {
    return this.view.getFloat64((this.pos += 8) - 8, true);
  }
  /**
   * Read a `bytes` field, length-delimited arbitrary data.
   */
  bytes() {
    let len = this.uint32(), start = this.pos;
    this.pos += len;
    this.assertBounds();
    return this.buf.subarray(start, start + len);
  }
  /**
   * Read a `string` field, length-delimited data converted to UTF-8 text. If
   * `strict` is true, throw on invalid UTF-8 instead of substituting U+FFFD.
   */
  string(strict) {
    const len = this.uint32();
    const start = this.pos;
    this.pos += len;
    this.assertBounds();
    const buf = this.buf;
    if (len <= ASCII_MAX_LENGTH) {
      const codes = new Array(len);
      for (let i = 0; i < len; i++) {
        const byte = buf[start + i];
        if (byte > 127) {
          return this.decodeUtf8(buf.subarray(start, this.pos), strict);
        }
        codes[i] = byte;
      }
      return String.fromCharCode.apply(String, codes);
    }
    return this.decodeUtf8(buf.subarray(start, this.pos), strict);
  }
};
function assertInt32(arg) {
  if (typeof arg == "string") {
    arg = Number(arg);
  } else if (typeof arg != "number") {
    throw new Error("invalid int32: " + typeof arg);
  }
  if (!Number.isInteger(arg) || arg > INT32_MAX || arg < INT32_MIN)
    throw new Error("invalid int32: " + arg);
}
function assertUInt32(arg) {
  if (typeof arg == "string") {
    arg = Number(arg);
  } else if (typeof arg != "number") {
    throw new Error("invalid uint32: " + typeof arg);
  }
  if (!Number.isInteger(arg) || arg > UINT32_MAX || arg < 0)
    throw new Error("invalid uint32: " + arg);
}
function assertFloat32(arg) {
  if (typeof arg == "string") {
    const o = arg;
    arg = Number(arg);
    if (Number.isNaN(arg) && o !== "NaN") {
      throw new Error("invalid float32: " + o);
    }
  } else if (typeof arg != "number") {
    throw new Error("invalid float32: " + typeof arg);
  }
  if (!Number.isFinite(Math.fround(arg)) && Number.isFinite(arg)) {
    throw new Error("invalid float32: " + arg);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/registry.js
function createRegistry(...input) {
  return initBaseRegistry(input);
}
function createFileRegistry(...args) {
  return buildFileRegistry(args, assertValidNames);
}
function createEmbeddedFileRegistry(fileDescriptorProto, resolve) {
  return buildFileRegistry([fileDescriptorProto, resolve]);
}
function buildFileRegistry(args, check) {
  const registry = createBaseRegistry();
  if (!args.length) {
    return registry;
  }
  if ("$typeName" in args[0] && args[0].$typeName == "google.protobuf.FileDescriptorSet") {
    for (const file of args[0].file) {
      check === null || check === void 0 ? void 0 : check(file);
      addFile(file, registry);
    }
    return registry;
  }
  if ("$typeName" in args[0]) {
    let recurseDeps = function(file) {
      const deps = [];
      for (const protoFileName of file.dependency) {
        if (registry.getFile(protoFileName) != void 0) {
          continue;
        }
        if (seen.has(protoFileName)) {
          continue;
        }
        const dep = resolve(protoFileName);
        if (!dep) {
          throw new Error(`Unable to resolve ${protoFileName}, imported by ${file.name}`);
        }
        if ("kind" in dep) {
          registry.addFile(dep, false, true);
        } else {
          seen.add(dep.name);
          deps.push(dep);
        }
      }
      return deps.concat(...deps.map(recurseDeps));
    };
    const input = args[0];
    const resolve = args[1];
    const seen = /* @__PURE__ */ new Set();
    for (const file of [input, ...recurseDeps(input)].reverse()) {
      check === null || check === void 0 ? void 0 : check(file);
      addFile(file, registry);
    }
  } else {
    for (const fileReg of args) {
      for (const file of fileReg.files) {
        registry.addFile(file);
      }
    }
  }
  return registry;
}
var identifierRe = /^[A-Za-z0-9_]+$/;
function assertValidNames(file) {
  const check = (kind, name) => {
    if (!identifierRe.test(name)) {
      throw new Error(`${file.name}: invalid ${kind} name ${JSON.stringify(name)}`);
    }
  };
  const checkEnum = (enumType) => {
    check("enum", enumType.name);
    for (const value of enumType.value) {
      check("enum value", value.name);
    }
  };
  const checkMessage = (message) => {
    check("message", message.name);
    for (const field of message.field) {
      check("field", field.name);
    }
    for (const oneof of message.oneofDecl) {
      check("oneof", oneof.name);
    }
    for (const extension of message.extension) {
      check("extension", extension.name);
    }
    message.nestedType.forEach(checkMessage);
    message.enumType.forEach(checkEnum);
  };
  file.messageType.forEach(checkMessage);
  file.enumType.forEach(checkEnum);
  for (const extension of file.extension) {
    check("extension", extension.name);
  }
  for (const service of file.service) {
    check("service", service.name);
    for (const method of service.method) {
      check("method", method.name);
    }
  }
}
function createBaseRegistry() {
  const types = /* @__PURE__ */ new Map();
  const extendees = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Map();
  return {
    kind: "registry",
    types,
    extendees,
    [Symbol.iterator]() {
      return types.values();
    },
    get files() {
      return files.values();
    },
    addFile(file, skipTypes, withDeps) {
      files.set(file.proto.name, file);
      if (!skipTypes) {
        for (const type of nestedTypes(file)) {
          this.add(type);
        }
      }
      if (withDeps) {
        for (const f of file.dependencies) {
          this.addFile(f, skipTypes, withDeps);
        }
      }
    },
    add(desc) {
      if (desc.kind == "extension") {
        let numberToExt = extendees.get(desc.extendee.typeName);
        if (!numberToExt) {
          extendees.set(
            desc.extendee.typeName,
            // biome-ignore lint/suspicious/noAssignInExpressions: no
            numberToExt = /* @__PURE__ */ new Map()
          );
        }
        numberToExt.set(desc.number, desc);
      }
      types.set(desc.typeName, desc);
    },
    get(typeName2) {
      return types.get(typeName2);
    },
    getFile(fileName) {
      return files.get(fileName);
    },
    getMessage(typeName2) {
      const t = types.get(typeName2);
      return (t === null || t === void 0 ? void 0 : t.kind) == "message" ? t : void 0;
    },
    getEnum(typeName2) {
      const t = types.get(typeName2);
      return (t === null || t === void 0 ? void 0 : t.kind) == "enum" ? t : void 0;
    },
    getExtension(typeName2) {
      const t = types.get(typeName2);
      return (t === null || t === void 0 ? void 0 : t.kind) == "extension" ? t : void 0;
    },
    getExtensionFor(extendee, no) {
      var _a;
      return (_a = extendees.get(extendee.typeName)) === null || _a === void 0 ? void 0 : _a.get(no);
    },
    getService(typeName2) {
      const t = types.get(typeName2);
      return (t === null || t === void 0 ? void 0 : t.kind) == "service" ? t : void 0;
    }
  };
}
function initBaseRegistry(inputs) {
  const registry = createBaseRegistry();
  for (const input of inputs) {
    switch (input.kind) {
      case "registry":
        for (const n of input) {
          registry.add(n);
        }
        break;
      case "file":
        registry.addFile(input);
        break;
      default:
        registry.add(input);
        break;
    }
  }
  return registry;
}
var EDITION_PROTO22 = 998;
var EDITION_PROTO32 = 999;
var EDITION_UNSTABLE = 9999;
var TYPE_STRING = 9;
var TYPE_GROUP = 10;
var TYPE_MESSAGE = 11;
var TYPE_BYTES = 12;
var TYPE_ENUM = 14;
var LABEL_REPEATED = 3;
var LABEL_REQUIRED = 2;
var JS_STRING = 1;
var IDEMPOTENCY_UNKNOWN = 0;
var EXPLICIT = 1;
var IMPLICIT3 = 2;
var LEGACY_REQUIRED = 3;
var PACKED = 1;
var DELIMITED = 2;
var OPEN = 1;
var VERIFY = 2;
var maximumEdition = 1002;
var featureDefaults = {
  // EDITION_PROTO2
  998: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 2,
    // CLOSED,
    repeatedFieldEncoding: 2,
    // EXPANDED,
    utf8Validation: 3,
    // NONE,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 2,
    // LEGACY_BEST_EFFORT,
    enforceNamingStyle: 2,
    // STYLE_LEGACY,
    defaultSymbolVisibility: 1,
    // EXPORT_ALL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_PROTO3
  999: {
    fieldPresence: 2,
    // IMPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 2,
    // STYLE_LEGACY,
    defaultSymbolVisibility: 1,
    // EXPORT_ALL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_2023
  1e3: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 2,
    // STYLE_LEGACY,
    defaultSymbolVisibility: 1,
    // EXPORT_ALL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_2024
  1001: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 1,
    // STYLE2024,
    defaultSymbolVisibility: 2,
    // EXPORT_TOP_LEVEL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_2026
  1002: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 3,
    // STYLE2026,
    defaultSymbolVisibility: 4,
    // STRICT,
    enforceProtoLimits: 2
    // PROTO_LIMITS2026,
  }
};
function addFile(proto, reg) {
  var _a, _b;
  const file = {
    kind: "file",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    edition: getFileEdition(proto),
    name: proto.name.replace(/\.proto$/, ""),
    dependencies: findFileDependencies(proto, reg),
    enums: [],
    messages: [],
    extensions: [],
    services: [],
    toString() {
      return `file ${proto.name}`;
    }
  };
  const mapEntriesStore = /* @__PURE__ */ new Map();
  const mapEntries = {
    get(typeName2) {
      return mapEntriesStore.get(typeName2);
    },
    add(desc) {
      var _a2;
      assert(((_a2 = desc.proto.options) === null || _a2 === void 0 ? void 0 : _a2.mapEntry) === true);
      mapEntriesStore.set(desc.typeName, desc);
    }
  };
  for (const enumProto of proto.enumType) {
    addEnum(enumProto, file, void 0, reg);
  }
  for (const messageProto of proto.messageType) {
    addMessage(messageProto, file, void 0, reg, mapEntries);
  }
  for (const serviceProto of proto.service) {
    addService(serviceProto, file, reg);
  }
  addExtensions(file, reg);
  for (const mapEntry of mapEntriesStore.values()) {
    addFields(mapEntry, reg, mapEntries);
  }
  for (const message of file.messages) {
    addFields(message, reg, mapEntries);
    addExtensions(message, reg);
  }
  reg.addFile(file, true);
}
function addExtensions(desc, reg) {
  switch (desc.kind) {
    case "file":
      for (const proto of desc.proto.extension) {
        const ext = newField(proto, desc, reg);
        desc.extensions.push(ext);
        reg.add(ext);
      }
      break;
    case "message":
      for (const proto of desc.proto.extension) {
        const ext = newField(proto, desc, reg);
        desc.nestedExtensions.push(ext);
        reg.add(ext);
      }
      for (const message of desc.nestedMessages) {
        addExtensions(message, reg);
      }
      break;
  }
}
function addFields(message, reg, mapEntries) {
  const allOneofs = message.proto.oneofDecl.map((proto) => newOneof(proto, message));
  const oneofsSeen = /* @__PURE__ */ new Set();
  for (const proto of message.proto.field) {
    const oneof = findOneof(proto, allOneofs);
    const field = newField(proto, message, reg, oneof, mapEntries);
    message.fields.push(field);
    message.field[field.localName] = field;
    if (oneof === void 0) {
      message.members.push(field);
    } else {
      oneof.fields.push(field);
      if (!oneofsSeen.has(oneof)) {
        oneofsSeen.add(oneof);
        message.members.push(oneof);
      }
    }
  }
  for (const oneof of allOneofs.filter((o) => oneofsSeen.has(o))) {
    message.oneofs.push(oneof);
  }
  for (const child of message.nestedMessages) {
    addFields(child, reg, mapEntries);
  }
}
function addEnum(proto, file, parent, reg) {
  var _a, _b, _c, _d, _e, _f, _g;
  var _h, _j;
  const sharedPrefix = findEnumSharedPrefix(proto.name, proto.value);
  const desc = {
    kind: "enum",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    file,
    parent,
    open: true,
    name: proto.name,
    typeName: makeTypeName(proto, parent, file),
    value: {},
    values: [],
    sharedPrefix,
    toString() {
      return `enum ${this.typeName}`;
    }
  };
  desc.open = isEnumOpen(desc);
  reg.add(desc);
  for (const p of proto.value) {
    const name = p.name;
    const value = {
      kind: "enum_value",
      proto: p,
      deprecated: (_d = (_c = p.options) === null || _c === void 0 ? void 0 : _c.deprecated) !== null && _d !== void 0 ? _d : false,
      parent: desc,
      name,
      localName: safeObjectProperty(sharedPrefix == void 0 ? name : name.substring(sharedPrefix.length)),
      number: p.number,
      jsonName: (_e = findEnumValueJsonName(p)) !== null && _e !== void 0 ? _e : name,
      toString() {
        return `enum value ${desc.typeName}.${name}`;
      }
    };
    desc.values.push(value);
    (_f = (_h = desc.value)[_j = p.number]) !== null && _f !== void 0 ? _f : _h[_j] = value;
  }
  ((_g = parent === null || parent === void 0 ? void 0 : parent.nestedEnums) !== null && _g !== void 0 ? _g : file.enums).push(desc);
}
function addMessage(proto, file, parent, reg, mapEntries) {
  var _a, _b, _c, _d;
  const desc = {
    kind: "message",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    file,
    parent,
    name: proto.name,
    typeName: makeTypeName(proto, parent, file),
    fields: [],
    field: {},
    oneofs: [],
    members: [],
    nestedEnums: [],
    nestedMessages: [],
    nestedExtensions: [],
    toString() {
      return `message ${this.typeName}`;
    }
  };
  if (((_c = proto.options) === null || _c === void 0 ? void 0 : _c.mapEntry) === true) {
    mapEntries.add(desc);
  } else {
    ((_d = parent === null || parent === void 0 ? void 0 : parent.nestedMessages) !== null && _d !== void 0 ? _d : file.messages).push(desc);
    reg.add(desc);
  }
  for (const enumProto of proto.enumType) {
    addEnum(enumProto, file, desc, reg);
  }
  for (const messageProto of proto.nestedType) {
    addMessage(messageProto, file, desc, reg, mapEntries);
  }
}
function addService(proto, file, reg) {
  var _a, _b;
  const desc = {
    kind: "service",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    file,
    name: proto.name,
    typeName: makeTypeName(proto, void 0, file),
    methods: [],
    method: {},
    toString() {
      return `service ${this.typeName}`;
    }
  };
  file.services.push(desc);
  reg.add(desc);
  for (const methodProto of proto.method) {
    const method = newMethod(methodProto, desc, reg);
    desc.methods.push(method);
    desc.method[method.localName] = method;
  }
}
function newMethod(proto, parent, reg) {
  var _a, _b, _c, _d;
  let methodKind;
  if (proto.clientStreaming && proto.serverStreaming) {
    methodKind = "bidi_streaming";
  } else if (proto.clientStreaming) {
    methodKind = "client_streaming";
  } else if (proto.serverStreaming) {
    methodKind = "server_streaming";
  } else {
    methodKind = "unary";
  }
  const input = reg.getMessage(trimLeadingDot(proto.inputType));
  const output = reg.getMessage(trimLeadingDot(proto.outputType));
  assert(input, `invalid MethodDescriptorProto: input_type ${proto.inputType} not found`);
  assert(output, `invalid MethodDescriptorProto: output_type ${proto.inputType} not found`);
  const name = proto.name;
  return {
    kind: "rpc",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    parent,
    name,
    localName: safeObjectProperty(name.length ? safeObjectProperty(name[0].toLowerCase() + name.substring(1)) : name),
    methodKind,
    input,
    output,
    idempotency: (_d = (_c = proto.options) === null || _c === void 0 ? void 0 : _c.idempotencyLevel) !== null && _d !== void 0 ? _d : IDEMPOTENCY_UNKNOWN,
    toString() {
      return `rpc ${parent.typeName}.${name}`;
    }
  };
}
function newOneof(proto, parent) {
  return {
    kind: "oneof",
    proto,
    deprecated: false,
    parent,
    fields: [],
    name: proto.name,
    localName: safeObjectProperty(protoCamelCase(proto.name)),
    toString() {
      return `oneof ${parent.typeName}.${this.name}`;
    }
  };
}
function newField(proto, parentOrFile, reg, oneof, mapEntries) {
  var _a, _b, _c;
  const isExtension = mapEntries === void 0;
  const field = {
    kind: "field",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    name: proto.name,
    number: proto.number,
    scalar: void 0,
    message: void 0,
    enum: void 0,
    presence: getFieldPresence(proto, oneof, isExtension, parentOrFile),
    utf8Validation: isUtf8Validated(proto, parentOrFile),
    listKind: void 0,
    mapKind: void 0,
    mapKey: void 0,
    delimitedEncoding: void 0,
    packed: void 0,
    longAsString: false,
    getDefaultValue: void 0
  };
  let toStr;
  if (isExtension) {
    const file = parentOrFile.kind == "file" ? parentOrFile : parentOrFile.file;
    const parent = parentOrFile.kind == "file" ? void 0 : parentOrFile;
    const typeName2 = makeTypeName(proto, parent, file);
    field.kind = "extension";
    field.file = file;
    field.parent = parent;
    field.oneof = void 0;
    field.typeName = typeName2;
    field.jsonName = `[${typeName2}]`;
    toStr = () => `extension ${typeName2}`;
    const extendee = reg.getMessage(trimLeadingDot(proto.extendee));
    assert(extendee, `invalid FieldDescriptorProto: extendee ${proto.extendee} not found`);
    field.extendee = extendee;
  } else {
    const parent = parentOrFile;
    assert(parent.kind == "message");
    field.parent = parent;
    field.oneof = oneof;
    field.localName = oneof ? protoCamelCase(proto.name) : safeObjectProperty(protoCamelCase(proto.name));
    field.jsonName = proto.jsonName;
    toStr = () => `field ${parent.typeName}.${proto.name}`;
  }
  Object.defineProperty(field, "toString", {
    value: toStr,
    writable: true,
    enumerable: true,
    configurable: true
  });
  const label = proto.label;
  const type = proto.type;
  const jstype = (_c = proto.options) === null || _c === void 0 ? void 0 : _c.jstype;
  if (label === LABEL_REPEATED) {
    const mapEntry = type == TYPE_MESSAGE ? mapEntries === null || mapEntries === void 0 ? void 0 : mapEntries.get(trimLeadingDot(proto.typeName)) : void 0;
    if (mapEntry) {
      field.fieldKind = "map";
      const { key, value } = findMapEntryFields(mapEntry);
      field.mapKey = key.scalar;
      field.mapKind = value.fieldKind;
      field.message = value.message;
      field.delimitedEncoding = false;
      field.enum = value.enum;
      field.scalar = value.scalar;
      return field;
    }
    field.fieldKind = "list";
    switch (type) {
      case TYPE_MESSAGE:
      case TYPE_GROUP:
        field.listKind = "message";
        field.message = reg.getMessage(trimLeadingDot(proto.typeName));
        assert(field.message);
        field.delimitedEncoding = isDelimitedEncoding(proto, parentOrFile);
        break;
      case TYPE_ENUM:
        field.listKind = "enum";
        field.enum = reg.getEnum(trimLeadingDot(proto.typeName));
        assert(field.enum);
        break;
      default:
        field.listKind = "scalar";
        field.scalar = type;
        field.longAsString = jstype == JS_STRING;
        break;
    }
    field.packed = isPackedField(proto, parentOrFile);
    return field;
  }
  switch (type) {
    case TYPE_MESSAGE:
    case TYPE_GROUP:
      field.fieldKind = "message";
      field.message = reg.getMessage(trimLeadingDot(proto.typeName));
      assert(field.message, `invalid FieldDescriptorProto: type_name ${proto.typeName} not found`);
      field.delimitedEncoding = isDelimitedEncoding(proto, parentOrFile);
      field.getDefaultValue = () => void 0;
      break;
    case TYPE_ENUM: {
      const enumeration = reg.getEnum(trimLeadingDot(proto.typeName));
      assert(enumeration !== void 0, `invalid FieldDescriptorProto: type_name ${proto.typeName} not found`);
      field.fieldKind = "enum";
      field.enum = reg.getEnum(trimLeadingDot(proto.typeName));
      field.getDefaultValue = () => {
        return unsafeIsSetExplicit(proto, "defaultValue") ? parseTextFormatEnumValue(enumeration, proto.defaultValue) : void 0;
      };
      break;
    }
    default: {
      field.fieldKind = "scalar";
      field.scalar = type;
      field.longAsString = jstype == JS_STRING;
      field.getDefaultValue = () => {
        return unsafeIsSetExplicit(proto, "defaultValue") ? parseTextFormatScalarValue(type, proto.defaultValue) : void 0;
      };
      break;
    }
  }
  return field;
}
function getFileEdition(proto) {
  switch (proto.syntax) {
    case "":
    case "proto2":
      return EDITION_PROTO22;
    case "proto3":
      return EDITION_PROTO32;
    case "editions":
      if (proto.edition === EDITION_UNSTABLE) {
        return maximumEdition;
      }
      if (proto.edition in featureDefaults) {
        return proto.edition;
      }
      throw new Error(`${proto.name}: unsupported edition`);
    default:
      throw new Error(`${proto.name}: unsupported syntax "${proto.syntax}"`);
  }
}
function findFileDependencies(proto, reg) {
  return proto.dependency.map((wantName) => {
    const dep = reg.getFile(wantName);
    if (!dep) {
      throw new Error(`Cannot find ${wantName}, imported by ${proto.name}`);
    }
    return dep;
  });
}
function findEnumSharedPrefix(enumName, values) {
  const prefix = camelToSnakeCase(enumName) + "_";
  for (const value of values) {
    if (!value.name.toLowerCase().startsWith(prefix)) {
      return void 0;
    }
    const shortName = value.name.substring(prefix.length);
    if (shortName.length == 0) {
      return void 0;
    }
    if (/^\d/.test(shortName)) {
      return void 0;
    }
  }
  return prefix;
}
function findEnumValueJsonName(proto) {
  var _a, _b;
  const extensionNumber = 998;
  const fieldNumber = 1;
  let jsonName;
  for (const uf of (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.$unknown) !== null && _b !== void 0 ? _b : []) {
    if (uf.no !== extensionNumber || uf.wireType !== WireType.LengthDelimited) {
      continue;
    }
    const reader = new BinaryReader(new BinaryReader(uf.data).bytes());
    while (reader.pos < reader.len) {
      const [no, wireType] = reader.tag();
      if (no === fieldNumber && wireType === WireType.LengthDelimited) {
        jsonName = reader.string();
      } else {
        reader.skip(wireType, no);
      }
    }
  }
  return jsonName;
}
function camelToSnakeCase(camel) {
  return (camel.substring(0, 1) + camel.substring(1).replace(/[A-Z]/g, (c) => "_" + c)).toLowerCase();
}
function makeTypeName(proto, parent, file) {
  let typeName2;
  if (parent) {
    typeName2 = `${parent.typeName}.${proto.name}`;
  } else if (file.proto.package.length > 0) {
    typeName2 = `${file.proto.package}.${proto.name}`;
  } else {
    typeName2 = `${proto.name}`;
  }
  return typeName2;
}
function trimLeadingDot(typeName2) {
  return typeName2.startsWith(".") ? typeName2.substring(1) : typeName2;
}
function findOneof(proto, allOneofs) {
  if (!unsafeIsSetExplicit(proto, "oneofIndex")) {
    return void 0;
  }
  if (proto.proto3Optional) {
    return void 0;
  }
  const oneof = allOneofs[proto.oneofIndex];
  assert(oneof, `invalid FieldDescriptorProto: oneof #${proto.oneofIndex} for field #${proto.number} not found`);
  return oneof;
}
function getFieldPresence(proto, oneof, isExtension, parent) {
  if (proto.label == LABEL_REQUIRED) {
    return LEGACY_REQUIRED;
  }
  if (proto.label == LABEL_REPEATED) {
    return IMPLICIT3;
  }
  if (!!oneof || proto.proto3Optional) {
    return EXPLICIT;
  }
  if (isExtension) {
    return EXPLICIT;
  }
  const resolved = resolveFeature("fieldPresence", { proto, parent });
  if (resolved == IMPLICIT3 && (proto.type == TYPE_MESSAGE || proto.type == TYPE_GROUP)) {
    return EXPLICIT;
  }
  return resolved;
}
function isPackedField(proto, parent) {
  if (proto.label != LABEL_REPEATED) {
    return false;
  }
  switch (proto.type) {
    case TYPE_STRING:
    case TYPE_BYTES:
    case TYPE_GROUP:
    case TYPE_MESSAGE:
      return false;
  }
  const o = proto.options;
  if (o && unsafeIsSetExplicit(o, "packed")) {
    return o.packed;
  }
  return PACKED == resolveFeature("repeatedFieldEncoding", {
    proto,
    parent
  });
}
function findMapEntryFields(mapEntry) {
  const key = mapEntry.fields.find((f) => f.number === 1);
  const value = mapEntry.fields.find((f) => f.number === 2);
  assert(key && key.fieldKind == "scalar" && key.scalar != ScalarType.BYTES && key.scalar != ScalarType.FLOAT && key.scalar != ScalarType.DOUBLE && value && value.fieldKind != "list" && value.fieldKind != "map");
  return { key, value };
}
function isEnumOpen(desc) {
  var _a;
  return OPEN == resolveFeature("enumType", {
    proto: desc.proto,
    parent: (_a = desc.parent) !== null && _a !== void 0 ? _a : desc.file
  });
}
function isDelimitedEncoding(proto, parent) {
  if (proto.type == TYPE_GROUP) {
    return true;
  }
  return DELIMITED == resolveFeature("messageEncoding", {
    proto,
    parent
  });
}
function isUtf8Validated(proto, parent) {
  return VERIFY == resolveFeature("utf8Validation", {
    proto,
    parent
  });
}
function resolveFeature(name, ref) {
  var _a, _b;
  const featureSet = (_a = ref.proto.options) === null || _a === void 0 ? void 0 : _a.features;
  if (featureSet) {
    const val = featureSet[name];
    if (val != 0) {
      return val;
    }
  }
  if ("kind" in ref) {
    if (ref.kind == "message") {
      return resolveFeature(name, (_b = ref.parent) !== null && _b !== void 0 ? _b : ref.file);
    }
    const editionDefaults = featureDefaults[ref.edition];
    if (!editionDefaults) {
      throw new Error(`feature default for edition ${ref.edition} not found`);
    }
    return editionDefaults[name];
  }
  return resolveFeature(name, ref.parent);
}
function assert(condition, msg) {
  if (!condition) {
    throw new Error(msg);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/boot.js
function boot(boot2) {
  const root = bootFileDescriptorProto(boot2);
  root.messageType.forEach(restoreJsonNames);
  const reg = createEmbeddedFileRegistry(root, () => void 0);
  return reg.getFile(root.name);
}
function bootFileDescriptorProto(init) {
  const proto = /* @__PURE__ */ Object.create({
    syntax: "",
    edition: 0
  });
  return Object.assign(proto, Object.assign(Object.assign({ $typeName: "google.protobuf.FileDescriptorProto", dependency: [], publicDependency: [], weakDependency: [], optionDependency: [], service: [], extension: [] }, init), { messageType: init.messageType.map(bootDescriptorProto), enumType: init.enumType.map(bootEnumDescriptorProto) }));
}
function bootDescriptorProto(init) {
  var _a, _b, _c, _d, _e, _f, _g, _h;
  const proto = /* @__PURE__ */ Object.create({
    visibility: 0
  });
  return Object.assign(proto, {
    $typeName: "google.protobuf.DescriptorProto",
    name: init.name,
    field: (_b = (_a = init.field) === null || _a === void 0 ? void 0 : _a.map(bootFieldDescriptorProto)) !== null && _b !== void 0 ? _b : [],
    extension: [],
    nestedType: (_d = (_c = init.nestedType) === null || _c === void 0 ? void 0 : _c.map(bootDescriptorProto)) !== null && _d !== void 0 ? _d : [],
    enumType: (_f = (_e = init.enumType) === null || _e === void 0 ? void 0 : _e.map(bootEnumDescriptorProto)) !== null && _f !== void 0 ? _f : [],
    extensionRange: (_h = (_g = init.extensionRange) === null || _g === void 0 ? void 0 : _g.map((e) => Object.assign({ $typeName: "google.protobuf.DescriptorProto.ExtensionRange" }, e))) !== null && _h !== void 0 ? _h : [],
    oneofDecl: [],
    reservedRange: [],
    reservedName: []
  });
}
function bootFieldDescriptorProto(init) {
  const proto = /* @__PURE__ */ Object.create({
    label: 1,
    typeName: "",
    extendee: "",
    defaultValue: "",
    oneofIndex: 0,
    jsonName: "",
    proto3Optional: false
  });
  return Object.assign(proto, Object.assign(Object.assign({ $typeName: "google.protobuf.FieldDescriptorProto" }, init), { options: init.options ? bootFieldOptions(init.options) : void 0 }));
}
function bootFieldOptions(init) {
  var _a, _b, _c;
  const proto = /* @__PURE__ */ Object.create({
    ctype: 0,
    packed: false,
    jstype: 0,
    lazy: false,
    unverifiedLazy: false,
    deprecated: false,
    weak: false,
    debugRedact: false,
    retention: 0
  });
  return Object.assign(proto, Object.assign(Object.assign({ $typeName: "google.protobuf.FieldOptions" }, init), { targets: (_a = init.targets) !== null && _a !== void 0 ? _a : [], editionDefaults: (_c = (_b = init.editionDefaults) === null || _b === void 0 ? void 0 : _b.map((e) => Object.assign({ $typeName: "google.protobuf.FieldOptions.EditionDefault" }, e))) !== null && _c !== void 0 ? _c : [], uninterpretedOption: [] }));
}
function bootEnumDescriptorProto(init) {
  const proto = /* @__PURE__ */ Object.create({
    visibility: 0
  });
  return Object.assign(proto, {
    $typeName: "google.protobuf.EnumDescriptorProto",
    name: init.name,
    reservedName: [],
    reservedRange: [],
    value: init.value.map((e) => Object.assign({ $typeName: "google.protobuf.EnumValueDescriptorProto" }, e))
  });
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/message.js
function messageDesc(file, path, ...paths) {
  return paths.reduce((acc, cur) => acc.nestedMessages[cur], file.messages[path]);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/descriptor_pb.js
var file_google_protobuf_descriptor = /* @__PURE__ */ boot({ "name": "google/protobuf/descriptor.proto", "package": "google.protobuf", "messageType": [{ "name": "FileDescriptorSet", "field": [{ "name": "file", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.FileDescriptorProto" }], "extensionRange": [{ "start": 536e6, "end": 536000001 }] }, { "name": "FileDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "package", "number": 2, "type": 9, "label": 1 }, { "name": "dependency", "number": 3, "type": 9, "label": 3 }, { "name": "public_dependency", "number": 10, "type": 5, "label": 3 }, { "name": "weak_dependency", "number": 11, "type": 5, "label": 3 }, { "name": "option_dependency", "number": 15, "type": 9, "label": 3 }, { "name": "message_type", "number": 4, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto" }, { "name": "enum_type", "number": 5, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumDescriptorProto" }, { "name": "service", "number": 6, "type": 11, "label": 3, "typeName": ".google.protobuf.ServiceDescriptorProto" }, { "name": "extension", "number": 7, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldDescriptorProto" }, { "name": "options", "number": 8, "type": 11, "label": 1, "typeName": ".google.protobuf.FileOptions" }, { "name": "source_code_info", "number": 9, "type": 11, "label": 1, "typeName": ".google.protobuf.SourceCodeInfo" }, { "name": "syntax", "number": 12, "type": 9, "label": 1 }, { "name": "edition", "number": 14, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }] }, { "name": "DescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "field", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldDescriptorProto" }, { "name": "extension", "number": 6, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldDescriptorProto" }, { "name": "nested_type", "number": 3, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto" }, { "name": "enum_type", "number": 4, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumDescriptorProto" }, { "name": "extension_range", "number": 5, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto.ExtensionRange" }, { "name": "oneof_decl", "number": 8, "type": 11, "label": 3, "typeName": ".google.protobuf.OneofDescriptorProto" }, { "name": "options", "number": 7, "type": 11, "label": 1, "typeName": ".google.protobuf.MessageOptions" }, { "name": "reserved_range", "number": 9, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto.ReservedRange" }, { "name": "reserved_name", "number": 10, "type": 9, "label": 3 }, { "name": "visibility", "number": 11, "type": 14, "label": 1, "typeName": ".google.protobuf.SymbolVisibility" }], "nestedType": [{ "name": "ExtensionRange", "field": [{ "name": "start", "number": 1, "type": 5, "label": 1 }, { "name": "end", "number": 2, "type": 5, "label": 1 }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.ExtensionRangeOptions" }] }, { "name": "ReservedRange", "field": [{ "name": "start", "number": 1, "type": 5, "label": 1 }, { "name": "end", "number": 2, "type": 5, "label": 1 }] }] }, { "name": "ExtensionRangeOptions", "field": [{ "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }, { "name": "declaration", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.ExtensionRangeOptions.Declaration", "options": { "retention": 2 } }, { "name": "features", "number": 50, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "verification", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.ExtensionRangeOptions.VerificationState", "defaultValue": "UNVERIFIED", "options": { "retention": 2 } }], "nestedType": [{ "name": "Declaration", "field": [{ "name": "number", "number": 1, "type": 5, "label": 1 }, { "name": "full_name", "number": 2, "type": 9, "label": 1 }, { "name": "type", "number": 3, "type": 9, "label": 1 }, { "name": "reserved", "number": 5, "type": 8, "label": 1 }, { "name": "repeated", "number": 6, "type": 8, "label": 1 }] }], "enumType": [{ "name": "VerificationState", "value": [{ "name": "DECLARATION", "number": 0 }, { "name": "UNVERIFIED", "number": 1 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "FieldDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "number", "number": 3, "type": 5, "label": 1 }, { "name": "label", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldDescriptorProto.Label" }, { "name": "type", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldDescriptorProto.Type" }, { "name": "type_name", "number": 6, "type": 9, "label": 1 }, { "name": "extendee", "number": 2, "type": 9, "label": 1 }, { "name": "default_value", "number": 7, "type": 9, "label": 1 }, { "name": "oneof_index", "number": 9, "type": 5, "label": 1 }, { "name": "json_name", "number": 10, "type": 9, "label": 1 }, { "name": "options", "number": 8, "type": 11, "label": 1, "typeName": ".google.protobuf.FieldOptions" }, { "name": "proto3_optional", "number": 17, "type": 8, "label": 1 }], "enumType": [{ "name": "Type", "value": [{ "name": "TYPE_DOUBLE", "number": 1 }, { "name": "TYPE_FLOAT", "number": 2 }, { "name": "TYPE_INT64", "number": 3 }, { "name": "TYPE_UINT64", "number": 4 }, { "name": "TYPE_INT32", "number": 5 }, { "name": "TYPE_FIXED64", "number": 6 }, { "name": "TYPE_FIXED32", "number": 7 }, { "name": "TYPE_BOOL", "number": 8 }, { "name": "TYPE_STRING", "number": 9 }, { "name": "TYPE_GROUP", "number": 10 }, { "name": "TYPE_MESSAGE", "number": 11 }, { "name": "TYPE_BYTES", "number": 12 }, { "name": "TYPE_UINT32", "number": 13 }, { "name": "TYPE_ENUM", "number": 14 }, { "name": "TYPE_SFIXED32", "number": 15 }, { "name": "TYPE_SFIXED64", "number": 16 }, { "name": "TYPE_SINT32", "number": 17 }, { "name": "TYPE_SINT64", "number": 18 }] }, { "name": "Label", "value": [{ "name": "LABEL_OPTIONAL", "number": 1 }, { "name": "LABEL_REPEATED", "number": 3 }, { "name": "LABEL_REQUIRED", "number": 2 }] }] }, { "name": "OneofDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "options", "number": 2, "type": 11, "label": 1, "typeName": ".google.protobuf.OneofOptions" }] }, { "name": "EnumDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "value", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumValueDescriptorProto" }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.EnumOptions" }, { "name": "reserved_range", "number": 4, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumDescriptorProto.EnumReservedRange" }, { "name": "reserved_name", "number": 5, "type": 9, "label": 3 }, { "name": "visibility", "number": 6, "type": 14, "label": 1, "typeName": ".google.protobuf.SymbolVisibility" }], "nestedType": [{ "name": "EnumReservedRange", "field": [{ "name": "start", "number": 1, "type": 5, "label": 1 }, { "name": "end", "number": 2, "type": 5, "label": 1 }] }] }, { "name": "EnumValueDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "number", "number": 2, "type": 5, "label": 1 }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.EnumValueOptions" }] }, { "name": "ServiceDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "method", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.MethodDescriptorProto" }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.ServiceOptions" }] }, { "name": "MethodDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "input_type", "number": 2, "type": 9, "label": 1 }, { "name": "output_type", "number": 3, "type": 9, "label": 1 }, { "name": "options", "number": 4, "type": 11, "label": 1, "typeName": ".google.protobuf.MethodOptions" }, { "name": "client_streaming", "number": 5, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "server_streaming", "number": 6, "type": 8, "label": 1, "defaultValue": "false" }] }, { "name": "FileOptions", "field": [{ "name": "java_package", "number": 1, "type": 9, "label": 1 }, { "name": "java_outer_classname", "number": 8, "type": 9, "label": 1 }, { "name": "java_multiple_files", "number": 10, "type": 8, "label": 1, "defaultValue": "false", "options": {} }, { "name": "java_generate_equals_and_hash", "number": 20, "type": 8, "label": 1, "options": { "deprecated": true } }, { "name": "java_string_check_utf8", "number": 27, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "optimize_for", "number": 9, "type": 14, "label": 1, "typeName": ".google.protobuf.FileOptions.OptimizeMode", "defaultValue": "SPEED" }, { "name": "go_package", "number": 11, "type": 9, "label": 1 }, { "name": "cc_generic_services", "number": 16, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "java_generic_services", "number": 17, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "py_generic_services", "number": 18, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated", "number": 23, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "cc_enable_arenas", "number": 31, "type": 8, "label": 1, "defaultValue": "true", "options": {} }, { "name": "objc_class_prefix", "number": 36, "type": 9, "label": 1 }, { "name": "csharp_namespace", "number": 37, "type": 9, "label": 1 }, { "name": "swift_prefix", "number": 39, "type": 9, "label": 1 }, { "name": "php_class_prefix", "number": 40, "type": 9, "label": 1 }, { "name": "php_namespace", "number": 41, "type": 9, "label": 1 }, { "name": "php_metadata_namespace", "number": 44, "type": 9, "label": 1 }, { "name": "ruby_package", "number": 45, "type": 9, "label": 1 }, { "name": "features", "number": 50, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "enumType": [{ "name": "OptimizeMode", "value": [{ "name": "SPEED", "number": 1 }, { "name": "CODE_SIZE", "number": 2 }, { "name": "LITE_RUNTIME", "number": 3 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "MessageOptions", "field": [{ "name": "message_set_wire_format", "number": 1, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "no_standard_descriptor_accessor", "number": 2, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "map_entry", "number": 7, "type": 8, "label": 1 }, { "name": "deprecated_legacy_json_field_conflicts", "number": 11, "type": 8, "label": 1, "options": { "deprecated": true } }, { "name": "features", "number": 12, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "FieldOptions", "field": [{ "name": "ctype", "number": 1, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldOptions.CType", "defaultValue": "STRING" }, { "name": "packed", "number": 2, "type": 8, "label": 1 }, { "name": "jstype", "number": 6, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldOptions.JSType", "defaultValue": "JS_NORMAL" }, { "name": "lazy", "number": 5, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "unverified_lazy", "number": 15, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "weak", "number": 10, "type": 8, "label": 1, "defaultValue": "false", "options": { "deprecated": true } }, { "name": "debug_redact", "number": 16, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "retention", "number": 17, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldOptions.OptionRetention" }, { "name": "targets", "number": 19, "type": 14, "label": 3, "typeName": ".google.protobuf.FieldOptions.OptionTargetType" }, { "name": "edition_defaults", "number": 20, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldOptions.EditionDefault" }, { "name": "features", "number": 21, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "feature_support", "number": 22, "type": 11, "label": 1, "typeName": ".google.protobuf.FieldOptions.FeatureSupport" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "nestedType": [{ "name": "EditionDefault", "field": [{ "name": "edition", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "value", "number": 2, "type": 9, "label": 1 }] }, { "name": "FeatureSupport", "field": [{ "name": "edition_introduced", "number": 1, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "edition_deprecated", "number": 2, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "deprecation_warning", "number": 3, "type": 9, "label": 1 }, { "name": "edition_removed", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "removal_error", "number": 5, "type": 9, "label": 1 }] }], "enumType": [{ "name": "CType", "value": [{ "name": "STRING", "number": 0 }, { "name": "CORD", "number": 1 }, { "name": "STRING_PIECE", "number": 2 }] }, { "name": "JSType", "value": [{ "name": "JS_NORMAL", "number": 0 }, { "name": "JS_STRING", "number": 1 }, { "name": "JS_NUMBER", "number": 2 }] }, { "name": "OptionRetention", "value": [{ "name": "RETENTION_UNKNOWN", "number": 0 }, { "name": "RETENTION_RUNTIME", "number": 1 }, { "name": "RETENTION_SOURCE", "number": 2 }] }, { "name": "OptionTargetType", "value": [{ "name": "TARGET_TYPE_UNKNOWN", "number": 0 }, { "name": "TARGET_TYPE_FILE", "number": 1 }, { "name": "TARGET_TYPE_EXTENSION_RANGE", "number": 2 }, { "name": "TARGET_TYPE_MESSAGE", "number": 3 }, { "name": "TARGET_TYPE_FIELD", "number": 4 }, { "name": "TARGET_TYPE_ONEOF", "number": 5 }, { "name": "TARGET_TYPE_ENUM", "number": 6 }, { "name": "TARGET_TYPE_ENUM_ENTRY", "number": 7 }, { "name": "TARGET_TYPE_SERVICE", "number": 8 }, { "name": "TARGET_TYPE_METHOD", "number": 9 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "OneofOptions", "field": [{ "name": "features", "number": 1, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "EnumOptions", "field": [{ "name": "allow_alias", "number": 2, "type": 8, "label": 1 }, { "name": "deprecated", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated_legacy_json_field_conflicts", "number": 6, "type": 8, "label": 1, "options": { "deprecated": true } }, { "name": "features", "number": 7, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "EnumValueOptions", "field": [{ "name": "deprecated", "number": 1, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "features", "number": 2, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "debug_redact", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "feature_support", "number": 4, "type": 11, "label": 1, "typeName": ".google.protobuf.FieldOptions.FeatureSupport" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "ServiceOptions", "field": [{ "name": "features", "number": 34, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "deprecated", "number": 33, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "MethodOptions", "field": [{ "name": "deprecated", "number": 33, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "idempotency_level", "number": 34, "type": 14, "label": 1, "typeName": ".google.protobuf.MethodOptions.IdempotencyLevel", "defaultValue": "IDEMPOTENCY_UNKNOWN" }, { "name": "features", "number": 35, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "enumType": [{ "name": "IdempotencyLevel", "value": [{ "name": "IDEMPOTENCY_UNKNOWN", "number": 0 }, { "name": "NO_SIDE_EFFECTS", "number": 1 }, { "name": "IDEMPOTENT", "number": 2 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "UninterpretedOption", "field": [{ "name": "name", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption.NamePart" }, { "name": "identifier_value", "number": 3, "type": 9, "label": 1 }, { "name": "positive_int_value", "number": 4, "type": 4, "label": 1 }, { "name": "negative_int_value", "number": 5, "type": 3, "label": 1 }, { "name": "double_value", "number": 6, "type": 1, "label": 1 }, { "name": "string_value", "number": 7, "type": 12, "label": 1 }, { "name": "aggregate_value", "number": 8, "type": 9, "label": 1 }], "nestedType": [{ "name": "NamePart", "field": [{ "name": "name_part", "number": 1, "type": 9, "label": 2 }, { "name": "is_extension", "number": 2, "type": 8, "label": 2 }] }] }, { "name": "FeatureSet", "field": [{ "name": "field_presence", "number": 1, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.FieldPresence", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "EXPLICIT", "edition": 900 }, { "value": "IMPLICIT", "edition": 999 }, { "value": "EXPLICIT", "edition": 1e3 }] } }, { "name": "enum_type", "number": 2, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.EnumType", "options": { "retention": 1, "targets": [6, 1], "editionDefaults": [{ "value": "CLOSED", "edition": 900 }, { "value": "OPEN", "edition": 999 }] } }, { "name": "repeated_field_encoding", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.RepeatedFieldEncoding", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "EXPANDED", "edition": 900 }, { "value": "PACKED", "edition": 999 }] } }, { "name": "utf8_validation", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.Utf8Validation", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "NONE", "edition": 900 }, { "value": "VERIFY", "edition": 999 }] } }, { "name": "message_encoding", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.MessageEncoding", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "LENGTH_PREFIXED", "edition": 900 }] } }, { "name": "json_format", "number": 6, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.JsonFormat", "options": { "retention": 1, "targets": [3, 6, 1], "editionDefaults": [{ "value": "LEGACY_BEST_EFFORT", "edition": 900 }, { "value": "ALLOW", "edition": 999 }] } }, { "name": "enforce_naming_style", "number": 7, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.EnforceNamingStyle", "options": { "retention": 2, "targets": [1, 2, 3, 4, 5, 6, 7, 8, 9], "editionDefaults": [{ "value": "STYLE_LEGACY", "edition": 900 }, { "value": "STYLE2024", "edition": 1001 }, { "value": "STYLE2026", "edition": 1002 }] } }, { "name": "default_symbol_visibility", "number": 8, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility", "options": { "retention": 2, "targets": [1], "editionDefaults": [{ "value": "EXPORT_ALL", "edition": 900 }, { "value": "EXPORT_TOP_LEVEL", "edition": 1001 }, { "value": "STRICT", "edition": 1002 }] } }, { "name": "enforce_proto_limits", "number": 9, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.ProtoLimitsFeature.EnforceProtoLimits", "options": { "retention": 2, "targets": [6, 3, 4, 5], "editionDefaults": [{ "value": "LEGACY_NO_EXPLICIT_LIMITS", "edition": 900 }, { "value": "PROTO_LIMITS2026", "edition": 1002 }] } }], "nestedType": [{ "name": "VisibilityFeature", "enumType": [{ "name": "DefaultSymbolVisibility", "value": [{ "name": "DEFAULT_SYMBOL_VISIBILITY_UNKNOWN", "number": 0 }, { "name": "EXPORT_ALL", "number": 1 }, { "name": "EXPORT_TOP_LEVEL", "number": 2 }, { "name": "LOCAL_ALL", "number": 3 }, { "name": "STRICT", "number": 4 }] }] }, { "name": "ProtoLimitsFeature", "enumType": [{ "name": "EnforceProtoLimits", "value": [{ "name": "PROTO_LIMITS_UNKNOWN", "number": 0 }, { "name": "LEGACY_NO_EXPLICIT_LIMITS", "number": 1 }, { "name": "PROTO_LIMITS2026", "number": 2 }] }] }], "enumType": [{ "name": "FieldPresence", "value": [{ "name": "FIELD_PRESENCE_UNKNOWN", "number": 0 }, { "name": "EXPLICIT", "number": 1 }, { "name": "IMPLICIT", "number": 2 }, { "name": "LEGACY_REQUIRED", "number": 3 }] }, { "name": "EnumType", "value": [{ "name": "ENUM_TYPE_UNKNOWN", "number": 0 }, { "name": "OPEN", "number": 1 }, { "name": "CLOSED", "number": 2 }] }, { "name": "RepeatedFieldEncoding", "value": [{ "name": "REPEATED_FIELD_ENCODING_UNKNOWN", "number": 0 }, { "name": "PACKED", "number": 1 }, { "name": "EXPANDED", "number": 2 }] }, { "name": "Utf8Validation", "value": [{ "name": "UTF8_VALIDATION_UNKNOWN", "number": 0 }, { "name": "VERIFY", "number": 2 }, { "name": "NONE", "number": 3 }] }, { "name": "MessageEncoding", "value": [{ "name": "MESSAGE_ENCODING_UNKNOWN", "number": 0 }, { "name": "LENGTH_PREFIXED", "number": 1 }, { "name": "DELIMITED", "number": 2 }] }, { "name": "JsonFormat", "value": [{ "name": "JSON_FORMAT_UNKNOWN", "number": 0 }, { "name": "ALLOW", "number": 1 }, { "name": "LEGACY_BEST_EFFORT", "number": 2 }] }, { "name": "EnforceNamingStyle", "value": [{ "name": "ENFORCE_NAMING_STYLE_UNKNOWN", "number": 0 }, { "name": "STYLE2024", "number": 1 }, { "name": "STYLE_LEGACY", "number": 2 }, { "name": "STYLE2026", "number": 3 }] }], "extensionRange": [{ "start": 1e3, "end": 9995 }, { "start": 9995, "end": 1e4 }, { "start": 1e4, "end": 10001 }] }, { "name": "FeatureSetDefaults", "field": [{ "name": "defaults", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault" }, { "name": "minimum_edition", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "maximum_edition", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }], "nestedType": [{ "name": "FeatureSetEditionDefault", "field": [{ "name": "edition", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "overridable_features", "number": 4, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "fixed_features", "number": 5, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }] }] }, { "name": "SourceCodeInfo", "field": [{ "name": "location", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.SourceCodeInfo.Location" }], "nestedType": [{ "name": "Location", "field": [{ "name": "path", "number": 1, "type": 5, "label": 3, "options": { "packed": true } }, { "name": "span", "number": 2, "type": 5, "label": 3, "options": { "packed": true } }, { "name": "leading_comments", "number": 3, "type": 9, "label": 1 }, { "name": "trailing_comments", "number": 4, "type": 9, "label": 1 }, { "name": "leading_detached_comments", "number": 6, "type": 9, "label": 3 }] }], "extensionRange": [{ "start": 536e6, "end": 536000001 }] }, { "name": "GeneratedCodeInfo", "field": [{ "name": "annotation", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.GeneratedCodeInfo.Annotation" }], "nestedType": [{ "name": "Annotation", "field": [{ "name": "path", "number": 1, "type": 5, "label": 3, "options": { "packed": true } }, { "name": "source_file", "number": 2, "type": 9, "label": 1 }, { "name": "begin", "number": 3, "type": 5, "label": 1 }, { "name": "end", "number": 4, "type": 5, "label": 1 }, { "name": "semantic", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.GeneratedCodeInfo.Annotation.Semantic" }], "enumType": [{ "name": "Semantic", "value": [{ "name": "NONE", "number": 0 }, { "name": "SET", "number": 1 }, { "name": "ALIAS", "number": 2 }] }] }] }], "enumType": [{ "name": "Edition", "value": [{ "name": "EDITION_UNKNOWN", "number": 0 }, { "name": "EDITION_LEGACY", "number": 900 }, { "name": "EDITION_PROTO2", "number": 998 }, { "name": "EDITION_PROTO3", "number": 999 }, { "name": "EDITION_2023", "number": 1e3 }, { "name": "EDITION_2024", "number": 1001 }, { "name": "EDITION_2026", "number": 1002 }, { "name": "EDITION_UNSTABLE", "number": 9999 }, { "name": "EDITION_1_TEST_ONLY", "number": 1 }, { "name": "EDITION_2_TEST_ONLY", "number": 2 }, { "name": "EDITION_99997_TEST_ONLY", "number": 99997 }, { "name": "EDITION_99998_TEST_ONLY", "number": 99998 }, { "name": "EDITION_99999_TEST_ONLY", "number": 99999 }, { "name": "EDITION_MAX", "number": 2147483647 }] }, { "name": "SymbolVisibility", "value": [{ "name": "VISIBILITY_UNSET", "number": 0 }, { "name": "VISIBILITY_LOCAL", "number": 1 }, { "name": "VISIBILITY_EXPORT", "number": 2 }] }] });
var FileDescriptorProtoSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_descriptor, 1);
var ExtensionRangeOptions_VerificationState;
(function(ExtensionRangeOptions_VerificationState2) {
  ExtensionRangeOptions_VerificationState2[ExtensionRangeOptions_VerificationState2["DECLARATION"] = 0] = "DECLARATION";
  ExtensionRangeOptions_VerificationState2[ExtensionRangeOptions_VerificationState2["UNVERIFIED"] = 1] = "UNVERIFIED";
})(ExtensionRangeOptions_VerificationState || (ExtensionRangeOptions_VerificationState = {}));
var FieldDescriptorProto_Type;
(function(FieldDescriptorProto_Type2) {
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["DOUBLE"] = 1] = "DOUBLE";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["FLOAT"] = 2] = "FLOAT";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["INT64"] = 3] = "INT64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["UINT64"] = 4] = "UINT64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["INT32"] = 5] = "INT32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["FIXED64"] = 6] = "FIXED64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["FIXED32"] = 7] = "FIXED32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["BOOL"] = 8] = "BOOL";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["STRING"] = 9] = "STRING";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["GROUP"] = 10] = "GROUP";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["MESSAGE"] = 11] = "MESSAGE";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["BYTES"] = 12] = "BYTES";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["UINT32"] = 13] = "UINT32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["ENUM"] = 14] = "ENUM";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SFIXED32"] = 15] = "SFIXED32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SFIXED64"] = 16] = "SFIXED64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SINT32"] = 17] = "SINT32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SINT64"] = 18] = "SINT64";
})(FieldDescriptorProto_Type || (FieldDescriptorProto_Type = {}));
var FieldDescriptorProto_Label;
(function(FieldDescriptorProto_Label2) {
  FieldDescriptorProto_Label2[FieldDescriptorProto_Label2["OPTIONAL"] = 1] = "OPTIONAL";
  FieldDescriptorProto_Label2[FieldDescriptorProto_Label2["REPEATED"] = 3] = "REPEATED";
  FieldDescriptorProto_Label2[FieldDescriptorProto_Label2["REQUIRED"] = 2] = "REQUIRED";
})(FieldDescriptorProto_Label || (FieldDescriptorProto_Label = {}));
var FileOptions_OptimizeMode;
(function(FileOptions_OptimizeMode2) {
  FileOptions_OptimizeMode2[FileOptions_OptimizeMode2["SPEED"] = 1] = "SPEED";
  FileOptions_OptimizeMode2[FileOptions_OptimizeMode2["CODE_SIZE"] = 2] = "CODE_SIZE";
  FileOptions_OptimizeMode2[FileOptions_OptimizeMode2["LITE_RUNTIME"] = 3] = "LITE_RUNTIME";
})(FileOptions_OptimizeMode || (FileOptions_OptimizeMode = {}));
var FieldOptions_CType;
(function(FieldOptions_CType2) {
  FieldOptions_CType2[FieldOptions_CType2["STRING"] = 0] = "STRING";
  FieldOptions_CType2[FieldOptions_CType2["CORD"] = 1] = "CORD";
  FieldOptions_CType2[FieldOptions_CType2["STRING_PIECE"] = 2] = "STRING_PIECE";
})(FieldOptions_CType || (FieldOptions_CType = {}));
var FieldOptions_JSType;
(function(FieldOptions_JSType2) {
  FieldOptions_JSType2[FieldOptions_JSType2["JS_NORMAL"] = 0] = "JS_NORMAL";
  FieldOptions_JSType2[FieldOptions_JSType2["JS_STRING"] = 1] = "JS_STRING";
  FieldOptions_JSType2[FieldOptions_JSType2["JS_NUMBER"] = 2] = "JS_NUMBER";
})(FieldOptions_JSType || (FieldOptions_JSType = {}));
var FieldOptions_OptionRetention;
(function(FieldOptions_OptionRetention2) {
  FieldOptions_OptionRetention2[FieldOptions_OptionRetention2["RETENTION_UNKNOWN"] = 0] = "RETENTION_UNKNOWN";
  FieldOptions_OptionRetention2[FieldOptions_OptionRetention2["RETENTION_RUNTIME"] = 1] = "RETENTION_RUNTIME";
  FieldOptions_OptionRetention2[FieldOptions_OptionRetention2["RETENTION_SOURCE"] = 2] = "RETENTION_SOURCE";
})(FieldOptions_OptionRetention || (FieldOptions_OptionRetention = {}));
var FieldOptions_OptionTargetType;
(function(FieldOptions_OptionTargetType2) {
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_UNKNOWN"] = 0] = "TARGET_TYPE_UNKNOWN";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_FILE"] = 1] = "TARGET_TYPE_FILE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_EXTENSION_RANGE"] = 2] = "TARGET_TYPE_EXTENSION_RANGE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_MESSAGE"] = 3] = "TARGET_TYPE_MESSAGE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_FIELD"] = 4] = "TARGET_TYPE_FIELD";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_ONEOF"] = 5] = "TARGET_TYPE_ONEOF";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_ENUM"] = 6] = "TARGET_TYPE_ENUM";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_ENUM_ENTRY"] = 7] = "TARGET_TYPE_ENUM_ENTRY";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_SERVICE"] = 8] = "TARGET_TYPE_SERVICE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_METHOD"] = 9] = "TARGET_TYPE_METHOD";
})(FieldOptions_OptionTargetType || (FieldOptions_OptionTargetType = {}));
var MethodOptions_IdempotencyLevel;
(function(MethodOptions_IdempotencyLevel2) {
  MethodOptions_IdempotencyLevel2[MethodOptions_IdempotencyLevel2["IDEMPOTENCY_UNKNOWN"] = 0] = "IDEMPOTENCY_UNKNOWN";
  MethodOptions_IdempotencyLevel2[MethodOptions_IdempotencyLevel2["NO_SIDE_EFFECTS"] = 1] = "NO_SIDE_EFFECTS";
  MethodOptions_IdempotencyLevel2[MethodOptions_IdempotencyLevel2["IDEMPOTENT"] = 2] = "IDEMPOTENT";
})(MethodOptions_IdempotencyLevel || (MethodOptions_IdempotencyLevel = {}));
var FeatureSet_VisibilityFeature_DefaultSymbolVisibility;
(function(FeatureSet_VisibilityFeature_DefaultSymbolVisibility2) {
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["DEFAULT_SYMBOL_VISIBILITY_UNKNOWN"] = 0] = "DEFAULT_SYMBOL_VISIBILITY_UNKNOWN";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["EXPORT_ALL"] = 1] = "EXPORT_ALL";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["EXPORT_TOP_LEVEL"] = 2] = "EXPORT_TOP_LEVEL";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["LOCAL_ALL"] = 3] = "LOCAL_ALL";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["STRICT"] = 4] = "STRICT";
})(FeatureSet_VisibilityFeature_DefaultSymbolVisibility || (FeatureSet_VisibilityFeature_DefaultSymbolVisibility = {}));
var FeatureSet_ProtoLimitsFeature_EnforceProtoLimits;
(function(FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2) {
  FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2[FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2["PROTO_LIMITS_UNKNOWN"] = 0] = "PROTO_LIMITS_UNKNOWN";
  FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2[FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2["LEGACY_NO_EXPLICIT_LIMITS"] = 1] = "LEGACY_NO_EXPLICIT_LIMITS";
  FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2[FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2["PROTO_LIMITS2026"] = 2] = "PROTO_LIMITS2026";
})(FeatureSet_ProtoLimitsFeature_EnforceProtoLimits || (FeatureSet_ProtoLimitsFeature_EnforceProtoLimits = {}));
var FeatureSet_FieldPresence;
(function(FeatureSet_FieldPresence2) {
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["FIELD_PRESENCE_UNKNOWN"] = 0] = "FIELD_PRESENCE_UNKNOWN";
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["EXPLICIT"] = 1] = "EXPLICIT";
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["IMPLICIT"] = 2] = "IMPLICIT";
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["LEGACY_REQUIRED"] = 3] = "LEGACY_REQUIRED";
})(FeatureSet_FieldPresence || (FeatureSet_FieldPresence = {}));
var FeatureSet_EnumType;
(function(FeatureSet_EnumType2) {
  FeatureSet_EnumType2[FeatureSet_EnumType2["ENUM_TYPE_UNKNOWN"] = 0] = "ENUM_TYPE_UNKNOWN";
  FeatureSet_EnumType2[FeatureSet_EnumType2["OPEN"] = 1] = "OPEN";
  FeatureSet_EnumType2[FeatureSet_EnumType2["CLOSED"] = 2] = "CLOSED";
})(FeatureSet_EnumType || (FeatureSet_EnumType = {}));
var FeatureSet_RepeatedFieldEncoding;
(function(FeatureSet_RepeatedFieldEncoding2) {
  FeatureSet_RepeatedFieldEncoding2[FeatureSet_RepeatedFieldEncoding2["REPEATED_FIELD_ENCODING_UNKNOWN"] = 0] = "REPEATED_FIELD_ENCODING_UNKNOWN";
  FeatureSet_RepeatedFieldEncoding2[FeatureSet_RepeatedFieldEncoding2["PACKED"] = 1] = "PACKED";
  FeatureSet_RepeatedFieldEncoding2[FeatureSet_RepeatedFieldEncoding2["EXPANDED"] = 2] = "EXPANDED";
})(FeatureSet_RepeatedFieldEncoding || (FeatureSet_RepeatedFieldEncoding = {}));
var FeatureSet_Utf8Validation;
(function(FeatureSet_Utf8Validation2) {
  FeatureSet_Utf8Validation2[FeatureSet_Utf8Validation2["UTF8_VALIDATION_UNKNOWN"] = 0] = "UTF8_VALIDATION_UNKNOWN";
  FeatureSet_Utf8Validation2[FeatureSet_Utf8Validation2["VERIFY"] = 2] = "VERIFY";
  FeatureSet_Utf8Validation2[FeatureSet_Utf8Validation2["NONE"] = 3] = "NONE";
})(FeatureSet_Utf8Validation || (FeatureSet_Utf8Validation = {}));
var FeatureSet_MessageEncoding;
(function(FeatureSet_MessageEncoding2) {
  FeatureSet_MessageEncoding2[FeatureSet_MessageEncoding2["MESSAGE_ENCODING_UNKNOWN"] = 0] = "MESSAGE_ENCODING_UNKNOWN";
  FeatureSet_MessageEncoding2[FeatureSet_MessageEncoding2["LENGTH_PREFIXED"] = 1] = "LENGTH_PREFIXED";
  FeatureSet_MessageEncoding2[FeatureSet_MessageEncoding2["DELIMITED"] = 2] = "DELIMITED";
})(FeatureSet_MessageEncoding || (FeatureSet_MessageEncoding = {}));
var FeatureSet_JsonFormat;
(function(FeatureSet_JsonFormat2) {
  FeatureSet_JsonFormat2[FeatureSet_JsonFormat2["JSON_FORMAT_UNKNOWN"] = 0] = "JSON_FORMAT_UNKNOWN";
  FeatureSet_JsonFormat2[FeatureSet_JsonFormat2["ALLOW"] = 1] = "ALLOW";
  FeatureSet_JsonFormat2[FeatureSet_JsonFormat2["LEGACY_BEST_EFFORT"] = 2] = "LEGACY_BEST_EFFORT";
})(FeatureSet_JsonFormat || (FeatureSet_JsonFormat = {}));
var FeatureSet_EnforceNamingStyle;
(function(FeatureSet_EnforceNamingStyle2) {
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["ENFORCE_NAMING_STYLE_UNKNOWN"] = 0] = "ENFORCE_NAMING_STYLE_UNKNOWN";
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["STYLE2024"] = 1] = "STYLE2024";
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["STYLE_LEGACY"] = 2] = "STYLE_LEGACY";
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["STYLE2026"] = 3] = "STYLE2026";
})(FeatureSet_EnforceNamingStyle || (FeatureSet_EnforceNamingStyle = {}));
var GeneratedCodeInfo_Annotation_Semantic;
(function(GeneratedCodeInfo_Annotation_Semantic2) {
  GeneratedCodeInfo_Annotation_Semantic2[GeneratedCodeInfo_Annotation_Semantic2["NONE"] = 0] = "NONE";
  GeneratedCodeInfo_Annotation_Semantic2[GeneratedCodeInfo_Annotation_Semantic2["SET"] = 1] = "SET";
  GeneratedCodeInfo_Annotation_Semantic2[GeneratedCodeInfo_Annotation_Semantic2["ALIAS"] = 2] = "ALIAS";
})(GeneratedCodeInfo_Annotation_Semantic || (GeneratedCodeInfo_Annotation_Semantic = {}));
var Edition;
(function(Edition2) {
  Edition2[Edition2["EDITION_UNKNOWN"] = 0] = "EDITION_UNKNOWN";
  Edition2[Edition2["EDITION_LEGACY"] = 900] = "EDITION_LEGACY";
  Edition2[Edition2["EDITION_PROTO2"] = 998] = "EDITION_PROTO2";
  Edition2[Edition2["EDITION_PROTO3"] = 999] = "EDITION_PROTO3";
  Edition2[Edition2["EDITION_2023"] = 1e3] = "EDITION_2023";
  Edition2[Edition2["EDITION_2024"] = 1001] = "EDITION_2024";
  Edition2[Edition2["EDITION_2026"] = 1002] = "EDITION_2026";
  Edition2[Edition2["EDITION_UNSTABLE"] = 9999] = "EDITION_UNSTABLE";
  Edition2[Edition2["EDITION_1_TEST_ONLY"] = 1] = "EDITION_1_TEST_ONLY";
  Edition2[Edition2["EDITION_2_TEST_ONLY"] = 2] = "EDITION_2_TEST_ONLY";
  Edition2[Edition2["EDITION_99997_TEST_ONLY"] = 99997] = "EDITION_99997_TEST_ONLY";
  Edition2[Edition2["EDITION_99998_TEST_ONLY"] = 99998] = "EDITION_99998_TEST_ONLY";
  Edition2[Edition2["EDITION_99999_TEST_ONLY"] = 99999] = "EDITION_99999_TEST_ONLY";
  Edition2[Edition2["EDITION_MAX"] = 2147483647] = "EDITION_MAX";
})(Edition || (Edition = {}));
var SymbolVisibility;
(function(SymbolVisibility2) {
  SymbolVisibility2[SymbolVisibility2["VISIBILITY_UNSET"] = 0] = "VISIBILITY_UNSET";
  SymbolVisibility2[SymbolVisibility2["VISIBILITY_LOCAL"] = 1] = "VISIBILITY_LOCAL";
  SymbolVisibility2[SymbolVisibility2["VISIBILITY_EXPORT"] = 2] = "VISIBILITY_EXPORT";
})(SymbolVisibility || (SymbolVisibility = {}));

// node_modules/@bufbuild/protobuf/dist/esm/reflect/error.js
var errorNames = [
  "FieldValueInvalidError",
  "FieldListRangeError",
  "ForeignFieldError"
];
var FieldError = class extends Error {
  constructor(fieldOrOneof, message, name = "FieldValueInvalidError") {
    super(message);
    this.name = name;
    this.field = () => fieldOrOneof;
  }
};
function isFieldError(arg) {
  return arg instanceof Error && errorNames.includes(arg.name) && "field" in arg && typeof arg.field == "function";
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/message.js
var NULL_VALUE = 0;
function localMessageMapper(field) {
  if (usesJsonRepresentation(field)) {
    return {
      toMessage: (local) => wktStructToReflect(local),
      toLocal: (message) => wktStructToLocal(message)
    };
  }
  if (field.fieldKind == "message" && !field.oneof && isWrapperDesc(field.message)) {
    const wrapperDesc = field.message;
    const valueLocalName = wrapperDesc.fields[0].localName;
    return {
      toMessage: (local) => {
        const message = create(wrapperDesc);
        if (local !== void 0) {
          message[valueLocalName] = local;
        }
        return message;
      },
      toLocal: (message) => message[valueLocalName]
    };
  }
  const childDesc = field.message;
  return {
    toMessage: (local) => local === void 0 ? create(childDesc) : local,
    toLocal: (message) => message
  };
}
function usesJsonRepresentation(field) {
  return field.message.typeName == "google.protobuf.Struct" && field.parent.typeName != "google.protobuf.Value";
}
function wktStructToReflect(json) {
  const struct = {
    $typeName: "google.protobuf.Struct",
    fields: {}
  };
  if (isObject(json)) {
    for (const k of Object.keys(json)) {
      setOwn(struct.fields, k, wktValueToReflect(json[k]));
    }
  }
  return struct;
}
function wktStructToLocal(val) {
  const json = {};
  for (const k of Object.keys(val.fields)) {
    setOwn(json, k, wktValueToLocal(val.fields[k]));
  }
  return json;
}
function wktValueToLocal(val) {
  switch (val.kind.case) {
    case "structValue":
      return wktStructToLocal(val.kind.value);
    case "listValue":
      return val.kind.value.values.map(wktValueToLocal);
    case "nullValue":
    case void 0:
      return null;
    default:
      return val.kind.value;
  }
}
function wktValueToReflect(json) {
  const value = {
    $typeName: "google.protobuf.Value",
    kind: { case: void 0 }
  };
  switch (typeof json) {
    case "number":
      value.kind = { case: "numberValue", value: json };
      break;
    case "string":
      value.kind = { case: "stringValue", value: json };
      break;
    case "boolean":
      value.kind = { case: "boolValue", value: json };
      break;
    case "object":
      if (json === null) {
        value.kind = { case: "nullValue", value: NULL_VALUE };
      } else if (Array.isArray(json)) {
        const listValue = {
          $typeName: "google.protobuf.ListValue",
          values: []
        };
        if (Array.isArray(json)) {
          for (const e of json) {
            listValue.values.push(wktValueToReflect(e));
          }
        }
        value.kind = {
          case: "listValue",
          value: listValue
        };
      } else {
        value.kind = {
          case: "structValue",
          value: wktStructToReflect(json)
        };
      }
      break;
  }
  return value;
}

// node_modules/@bufbuild/protobuf/dist/esm/from-binary.js
function makeReadContext(options) {
  return Object.assign(Object.assign({ readUnknownFields: true, recursionLimit: 100 }, options), { depth: 0 });
}
function fromBinary(schema, bytes, options) {
  const message = create(schema);
  compiledReader(schema).read(message, new BinaryReader(bytes), makeReadContext(options), bytes.byteLength);
  return message;
}
var compiledReaders = /* @__PURE__ */ new WeakMap();
function compiledReader(desc) {
  let compiled = compiledReaders.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage(desc);
  }
  return compiled;
}
function compileMessage(desc) {
  const descString = String(desc);
  const fieldReaders = /* @__PURE__ */ new Map();
  const compiled = {
    read: compileMessageReader(descString, fieldReaders),
    readGroup: compileGroupReader(descString, fieldReaders)
  };
  compiledReaders.set(desc, compiled);
  for (const field of desc.fields) {
    fieldReaders.set(field.number, compileFieldReader(field));
  }
  return compiled;
}
function compileMessageReader(descString, fieldReaders) {
  return (message, reader, ctx, length) => {
    var _a;
    if (++ctx.depth > ctx.recursionLimit) {
      throw new Error(`cannot decode ${descString} from binary: maximum recursion depth of ${ctx.recursionLimit} reached`);
    }
    const end = reader.pos + length;
    const unknownFields = (_a = message.$unknown) !== null && _a !== void 0 ? _a : [];
    while (reader.pos < end) {
      const [fieldNo, wireType] = reader.tag();
      const fieldReader = fieldReaders.get(fieldNo);
      if (fieldReader === void 0) {
        const data = reader.skip(wireType, fieldNo, ctx.recursionLimit - ctx.depth);
        if (ctx.readUnknownFields) {
          unknownFields.push({ no: fieldNo, wireType, data });
        }
        continue;
      }
      fieldReader(message, reader, ctx, wireType);
    }
    if (unknownFields.length > 0) {
      message.$unknown = unknownFields;
    }
    ctx.depth--;
  };
}
function compileGroupReader(descString, fieldReaders) {
  return (message, reader, ctx, fieldNo) => {
    var _a;
    if (++ctx.depth > ctx.recursionLimit) {
      throw new Error(`cannot decode ${descString} from binary: maximum recursion depth of ${ctx.recursionLimit} reached`);
    }
    let recordFieldNo;
    let wireType;
    const unknownFields = (_a = message.$unknown) !== null && _a !== void 0 ? _a : [];
    while (reader.pos < reader.len) {
      [recordFieldNo, wireType] = reader.tag();
      if (wireType == WireType.EndGroup) {
        break;
      }
      const fieldReader = fieldReaders.get(recordFieldNo);
      if (fieldReader === void 0) {
        const data = reader.skip(wireType, recordFieldNo, ctx.recursionLimit - ctx.depth);
        if (ctx.readUnknownFields) {
          unknownFields.push({ no: recordFieldNo, wireType, data });
        }
        continue;
      }
      fieldReader(message, reader, ctx, wireType);
    }
    if (wireType != WireType.EndGroup || recordFieldNo !== fieldNo) {
      throw new Error("invalid end group tag");
    }
    if (unknownFields.length > 0) {
      message.$unknown = unknownFields;
    }
    ctx.depth--;
  };
}
function readField(message, reader, field, wireType, ctx) {
  compileFieldReader(field)(message[unsafeLocal], reader, ctx, wireType);
}
function compileFieldReader(field) {
  switch (field.fieldKind) {
    case "scalar":
      return compileScalarFieldReader(field);
    case "enum":
      return compileEnumFieldReader(field);
    case "message":
      return compileMessageFieldReader(field);
    case "list":
      return compileListFieldReader(field);
    case "map":
      return compileMapFieldReader(field);
  }
}
function compileScalarFieldReader(field) {
  const readScalar = compileScalarReader(field.scalar, field.utf8Validation, field.longAsString);
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, reader) => {
      message[oneofLocalName] = {
        case: localName,
        value: readScalar(reader)
      };
    };
  }
  return (message, reader) => {
    message[localName] = readScalar(reader);
  };
}
function compileEnumFieldReader(field) {
  var _a;
  const localName = field.localName;
  const oneofLocalName = (_a = field.oneof) === null || _a === void 0 ? void 0 : _a.localName;
  if (field.enum.open) {
    if (oneofLocalName !== void 0) {
      return (message, reader) => {
        message[oneofLocalName] = { case: localName, value: reader.int32() };
      };
    }
    return (message, reader) => {
      message[localName] = reader.int32();
    };
  }
  const values = field.enum.values;
  const fieldNo = field.number;
  return (message, reader, ctx, wireType) => {
    var _a2;
    const val = reader.int32();
    if (values.some((v) => v.number === val)) {
      if (oneofLocalName !== void 0) {
        message[oneofLocalName] = { case: localName, value: val };
      } else {
        message[localName] = val;
      }
    } else if (ctx.readUnknownFields) {
      const bytes = [];
      varint32write(val, bytes);
      const unknownFields = (_a2 = message.$unknown) !== null && _a2 !== void 0 ? _a2 : [];
      unknownFields.push({
        no: fieldNo,
        wireType,
        data: new Uint8Array(bytes)
      });
      message.$unknown = unknownFields;
    }
  };
}
function compileMessageFieldReader(field) {
  const localName = field.localName;
  const { toMessage, toLocal } = localMessageMapper(field);
  const readChild = compileChildReader(field);
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, reader, ctx) => {
      const oneof = message[oneofLocalName];
      const child = toMessage(oneof.case === localName ? oneof.value : void 0);
      readChild(child, reader, ctx);
      message[oneofLocalName] = { case: localName, value: toLocal(child) };
    };
  }
  return (message, reader, ctx) => {
    const child = toMessage(message[localName]);
    readChild(child, reader, ctx);
    message[localName] = toLocal(child);
  };
}
function compileChildReader(field) {
  const compiledChild = compiledReader(field.message);
  if (field.delimitedEncoding) {
    const fieldNo = field.number;
    return (child, reader, ctx) => compiledChild.readGroup(child, reader, ctx, fieldNo);
  }
  return (child, reader, ctx) => compiledChild.read(child, reader, ctx, reader.uint32());
}
function compileListFieldReader(field) {
  const localName = field.localName;
  if (field.listKind == "message") {
    const { toMessage, toLocal } = localMessageMapper(field);
    const readChild = compileChildReader(field);
    return (message, reader, ctx) => {
      const child = toMessage(void 0);
      readChild(child, reader, ctx);
      message[localName].push(toLocal(child));
    };
  }
  const scalarType = field.listKind == "enum" ? ScalarType.INT32 : field.scalar;
  const longAsString = field.listKind == "scalar" ? field.longAsString : false;
  const readScalar = compileScalarReader(scalarType, field.utf8Validation, longAsString);
  const packedPossible = scalarType != ScalarType.STRING && scalarType != ScalarType.BYTES;
  return (message, reader, ctx, wireType) => {
    const items2 = message[localName];
    if (wireType == WireType.LengthDelimited && packedPossible) {
      const end = reader.uint32() + reader.pos;
      while (reader.pos < end) {
        items2.push(readScalar(reader));
      }
    } else {
      items2.push(readScalar(reader));
    }
  };
}
function compileMapFieldReader(field) {
  const localName = field.localName;
  const readKey = compileScalarReader(field.mapKey, field.utf8Validation, false);
  const keyZero = scalarZeroValue(field.mapKey, false);
  let readValue;
  let valueDefault;
  switch (field.mapKind) {
    case "scalar": {
      const scalar = field.scalar;
      const readScalar = compileScalarReader(scalar, field.utf8Validation, false);
      readValue = (reader) => readScalar(reader);
      if (scalar == ScalarType.BYTES) {
        valueDefault = () => new Uint8Array(0);
      } else {
        const zero = scalarZeroValue(scalar, false);
        valueDefault = () => zero;
      }
      break;
    }
    case "enum": {
      const zero = field.enum.values[0].number;
      readValue = (reader) => reader.int32();
      valueDefault = () => zero;
      break;
    }
    case "message": {
      const { toMessage, toLocal } = localMessageMapper(field);
      const readChild = compiledReader(field.message).read;
      readValue = (reader, ctx, existing) => {
        const child = toMessage(existing);
        readChild(child, reader, ctx, reader.uint32());
        return toLocal(child);
      };
      valueDefault = () => toLocal(toMessage(void 0));
      break;
    }
  }
  return (message, reader, ctx) => {
    const record = message[localName];
    let key;
    let val;
    const len = reader.uint32();
    const end = reader.pos + len;
    while (reader.pos < end) {
      const [fieldNo, wireType] = reader.tag();
      switch (fieldNo) {
        case 1:
          key = readKey(reader);
          break;
        case 2:
          val = readValue(reader, ctx, val);
          break;
        default:
          reader.skip(wireType, fieldNo, ctx.recursionLimit - ctx.depth);
      }
    }
    if (key === void 0) {
      key = keyZero;
    }
    if (val === void 0) {
      val = valueDefault();
    }
    setOwn(record, key, val);
  };
}
function compileScalarReader(type, utf8Validation, longAsString) {
  switch (type) {
    case ScalarType.STRING:
      return (reader) => reader.string(utf8Validation);
    case ScalarType.BOOL:
      return (reader) => reader.bool();
    case ScalarType.DOUBLE:
      return (reader) => reader.double();
    case ScalarType.FLOAT:
      return (reader) => reader.float();
    case ScalarType.INT32:
      return (reader) => reader.int32();
    case ScalarType.INT64:
      if (longAsString) {
        return (reader) => String(reader.int64());
      }
      return (reader) => reader.int64();
    case ScalarType.UINT64:
      if (longAsString) {
        return (reader) => String(reader.uint64());
      }
      return (reader) => reader.uint64();
    case ScalarType.FIXED64:
      if (longAsString) {
        return (reader) => String(reader.fixed64());
      }
      return (reader) => reader.fixed64();
    case ScalarType.BYTES:
      return (reader) => reader.bytes();
    case ScalarType.FIXED32:
      return (reader) => reader.fixed32();
    case ScalarType.SFIXED32:
      return (reader) => reader.sfixed32();
    case ScalarType.SFIXED64:
      if (longAsString) {
        return (reader) => String(reader.sfixed64());
      }
      return (reader) => reader.sfixed64();
    case ScalarType.SINT64:
      if (longAsString) {
        return (reader) => String(reader.sint64());
      }
      return (reader) => reader.sint64();
    case ScalarType.UINT32:
      return (reader) => reader.uint32();
    case ScalarType.SINT32:
      return (reader) => reader.sint32();
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/file.js
function fileDesc(b64, imports) {
  var _a;
  const root = fromBinary(FileDescriptorProtoSchema, base64Decode(b64));
  root.messageType.forEach(restoreJsonNames);
  root.dependency = (_a = imports === null || imports === void 0 ? void 0 : imports.map((f) => f.proto.name)) !== null && _a !== void 0 ? _a : [];
  const reg = createEmbeddedFileRegistry(root, (protoFileName) => imports === null || imports === void 0 ? void 0 : imports.find((f) => f.proto.name === protoFileName));
  return reg.getFile(root.name);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/timestamp_pb.js
var file_google_protobuf_timestamp = /* @__PURE__ */ fileDesc("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var TimestampSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_timestamp, 0);

// node_modules/@bufbuild/protobuf/dist/esm/wkt/timestamp.js
function timestampFromDate(date) {
  return timestampFromMs(date.getTime());
}
function timestampDate(timestamp) {
  return new Date(timestampMs(timestamp));
}
function timestampFromMs(timestampMs2) {
  const seconds = Math.floor(timestampMs2 / 1e3);
  return create(TimestampSchema, {
    seconds: protoInt64.parse(seconds),
    nanos: (timestampMs2 - seconds * 1e3) * 1e6
  });
}
function timestampMs(timestamp) {
  return Number(timestamp.seconds) * 1e3 + Math.round(timestamp.nanos / 1e6);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/duration_pb.js
var file_google_protobuf_duration = /* @__PURE__ */ fileDesc("Ch5nb29nbGUvcHJvdG9idWYvZHVyYXRpb24ucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIqCghEdXJhdGlvbhIPCgdzZWNvbmRzGAEgASgDEg0KBW5hbm9zGAIgASgFQoMBChNjb20uZ29vZ2xlLnByb3RvYnVmQg1EdXJhdGlvblByb3RvUAFaMWdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2R1cmF0aW9ucGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");
var DurationSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_duration, 0);

// node_modules/@bufbuild/protobuf/dist/esm/reflect/reflect-check.js
function checkField(field, value) {
  const check = field.fieldKind == "list" ? isReflectList(value, field) : field.fieldKind == "map" ? isReflectMap(value, field) : checkSingular(field, value);
  if (check === true) {
    return void 0;
  }
  let reason;
  switch (field.fieldKind) {
    case "list":
      reason = `expected ${formatReflectList(field)}, got ${formatVal(value)}`;
      break;
    case "map":
      reason = `expected ${formatReflectMap(field)}, got ${formatVal(value)}`;
      break;
    default: {
      reason = reasonSingular(field, value, check);
    }
  }
  return new FieldError(field, reason);
}
function checkListItem(field, index, value) {
  const check = checkSingular(field, value);
  if (check !== true) {
    return new FieldError(field, `list item #${index + 1}: ${reasonSingular(field, value, check)}`);
  }
  return void 0;
}
function checkMapEntry(field, key, value) {
  const checkKey = checkScalarValue(field.mapKey)(key);
  if (checkKey !== true) {
    return new FieldError(field, `invalid map key: ${reasonSingular({ scalar: field.mapKey }, key, checkKey)}`);
  }
  const checkVal = checkSingular(field, value);
  if (checkVal !== true) {
    return new FieldError(field, `map entry ${formatVal(key)}: ${reasonSingular(field, value, checkVal)}`);
  }
  return void 0;
}
function checkSingular(field, value) {
  if (field.scalar !== void 0) {
    return checkScalarValue(field.scalar)(value);
  }
  if (field.enum !== void 0) {
    if (field.enum.open) {
      return checkScalarValue(ScalarType.INT32)(value);
    }
    return field.enum.values.some((v) => v.number === value);
  }
  return isReflectMessage(value, field.message);
}
function checkScalarValue(scalar) {
  switch (scalar) {
    case ScalarType.DOUBLE:
      return (value) => typeof value == "number";
    case ScalarType.FLOAT:
      return (value) => {
        if (typeof value != "number") {
          return false;
        }
        if (!Number.isFinite(Math.fround(value)) && Number.isFinite(value)) {
          return `${value.toFixed()} out of range`;
        }
        return true;
      };
    case ScalarType.INT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return (value) => {
        if (typeof value !== "number" || !Number.isInteger(value)) {
          return false;
        }
        if (value > INT32_MAX || value < INT32_MIN) {
          return `${value.toFixed()} out of range`;
        }
        return true;
      };
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
      return (value) => {
        if (typeof value !== "number" || !Number.isInteger(value)) {
          return false;
        }
        if (value > UINT32_MAX || value < 0) {
          return `${value.toFixed()} out of range`;
        }
        return true;
      };
    case ScalarType.BOOL:
      return (value) => typeof value == "boolean";
    case ScalarType.STRING:
      return (value) => {
        if (typeof value != "string") {
          return false;
        }
        return getTextEncoding().checkUtf8(value) || "invalid UTF8";
      };
    case ScalarType.BYTES:
      return (value) => value instanceof Uint8Array;
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return (value) => {
        if (typeof value == "bigint" || typeof value == "number" || typeof value == "string" && value.length > 0) {
          try {
            protoInt64.parse(value);
            return true;
          } catch (_2) {
            return `${value} out of range`;
          }
        }
        return false;
      };
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      return (value) => {
        if (typeof value == "bigint" || typeof value == "number" || typeof value == "string" && value.length > 0) {
          try {
            protoInt64.uParse(value);
            return true;
          } catch (_2) {
            return `${value} out of range`;
          }
        }
        return false;
      };
  }
}
function reasonSingular(field, val, details) {
  details = typeof details == "string" ? `: ${details}` : `, got ${formatVal(val)}`;
  if (field.scalar !== void 0) {
    return `expected ${scalarTypeDescription(field.scalar)}` + details;
  }
  if (field.enum !== void 0) {
    return `expected ${field.enum.toString()}` + details;
  }
  return `expected ${formatReflectMessage(field.message)}` + details;
}
function formatVal(val) {
  switch (typeof val) {
    case "object":
      if (val === null) {
        return "null";
      }
      if (val instanceof Uint8Array) {
        return `Uint8Array(${val.length})`;
      }
      if (Array.isArray(val)) {
        return `Array(${val.length})`;
      }
      if (isReflectList(val)) {
        return formatReflectList(val.field());
      }
      if (isReflectMap(val)) {
        return formatReflectMap(val.field());
      }
      if (isReflectMessage(val)) {
        return formatReflectMessage(val.desc);
      }
      if (isMessage(val)) {
        return `message ${val.$typeName}`;
      }
      return "object";
    case "string":
      return val.length > 30 ? "string" : `"${val.split('"').join('\\"')}"`;
    case "boolean":
      return String(val);
    case "number":
      return String(val);
    case "bigint":
      return String(val) + "n";
    default:
      return typeof val;
  }
}
function formatReflectMessage(desc) {
  return `ReflectMessage (${desc.typeName})`;
}
function formatReflectList(field) {
  switch (field.listKind) {
    case "message":
      return `ReflectList (${field.message.toString()})`;
    case "enum":
      return `ReflectList (${field.enum.toString()})`;
    case "scalar":
      return `ReflectList (${ScalarType[field.scalar]})`;
  }
}
function formatReflectMap(field) {
  switch (field.mapKind) {
    case "message":
      return `ReflectMap (${ScalarType[field.mapKey]}, ${field.message.toString()})`;
    case "enum":
      return `ReflectMap (${ScalarType[field.mapKey]}, ${field.enum.toString()})`;
    case "scalar":
      return `ReflectMap (${ScalarType[field.mapKey]}, ${ScalarType[field.scalar]})`;
  }
}
function scalarTypeDescription(scalar) {
  switch (scalar) {
    case ScalarType.STRING:
      return "string";
    case ScalarType.BOOL:
      return "boolean";
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return "bigint (int64)";
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return "bigint (uint64)";
    case ScalarType.BYTES:
      return "Uint8Array";
    case ScalarType.DOUBLE:
      return "number (float64)";
    case ScalarType.FLOAT:
      return "number (float32)";
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
      return "number (uint32)";
    case ScalarType.INT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return "number (int32)";
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/reflect.js
function reflect(messageDesc2, message, check = true) {
  return new ReflectMessageImpl(messageDesc2, message, check);
}
var messageSortedFields = /* @__PURE__ */ new WeakMap();
var ReflectMessageImpl = class {
  get sortedFields() {
    const cached = messageSortedFields.get(this.desc);
    if (cached) {
      return cached;
    }
    const sortedFields = this.desc.fields.concat().sort((a, b) => a.number - b.number);
    messageSortedFields.set(this.desc, sortedFields);
    return sortedFields;
  }
  constructor(messageDesc2, message, check = true) {
    this.lists = /* @__PURE__ */ new Map();
    this.maps = /* @__PURE__ */ new Map();
    this.check = check;
    this.desc = messageDesc2;
    this.message = this[unsafeLocal] = message !== null && message !== void 0 ? message : create(messageDesc2);
    this.fields = messageDesc2.fields;
    this.oneofs = messageDesc2.oneofs;
    this.members = messageDesc2.members;
  }
  findNumber(number) {
    if (!this._fieldsByNumber) {
      this._fieldsByNumber = new Map(this.desc.fields.map((f) => [f.number, f]));
    }
    return this._fieldsByNumber.get(number);
  }
  oneofCase(oneof) {
    assertOwn(this.message, oneof);
    return unsafeOneofCase(this.message, oneof);
  }
  isSet(field) {
    assertOwn(this.message, field);
    return unsafeIsSet(this.message, field);
  }
  clear(field) {
    assertOwn(this.message, field);
    unsafeClear(this.message, field);
  }
  get(field) {
    assertOwn(this.message, field);
    const value = unsafeGet(this.message, field);
    switch (field.fieldKind) {
      case "list":
        let list = this.lists.get(field);
        if (!list || list[unsafeLocal] !== value) {
          this.lists.set(
            field,
            // biome-ignore lint/suspicious/noAssignInExpressions: no
            list = new ReflectListImpl(field, value, this.check)
          );
        }
        return list;
      case "map":
        let map = this.maps.get(field);
        if (!map || map[unsafeLocal] !== value) {
          this.maps.set(
            field,
            // biome-ignore lint/suspicious/noAssignInExpressions: no
            map = new ReflectMapImpl(field, value, this.check)
          );
        }
        return map;
      case "message":
        return messageToReflect(field, value, this.check);
      case "scalar":
        return value === void 0 ? scalarZeroValue(field.scalar, false) : longToReflect(field, value);
      case "enum":
        return value !== null && value !== void 0 ? value : field.enum.values[0].number;
    }
  }
  set(field, value) {
    assertOwn(this.message, field);
    if (this.check) {
      const err = checkField(field, value);
      if (err) {
        throw err;
      }
    }
    let local;
    if (field.fieldKind == "message") {
      local = messageToLocal(field, value);
    } else if (isReflectMap(value) || isReflectList(value)) {
      local = value[unsafeLocal];
    } else {
      local = longToLocal(field, value);
    }
    unsafeSet(this.message, field, local);
  }
  getUnknown() {
    return this.message.$unknown;
  }
  setUnknown(value) {
    this.message.$unknown = value;
  }
};
function assertOwn(owner, member) {
  if (member.parent.typeName !== owner.$typeName) {
    throw new FieldError(member, `cannot use ${member.toString()} with message ${owner.$typeName}`, "ForeignFieldError");
  }
}
function reflectList(field, unsafeInput, check = true) {
  return new ReflectListImpl(field, unsafeInput !== null && unsafeInput !== void 0 ? unsafeInput : [], check);
}
var ReflectListImpl = class {
  field() {
    return this._field;
  }
  get size() {
    return this._arr.length;
  }
  constructor(field, unsafeInput, check) {
    this._field = field;
    this._arr = this[unsafeLocal] = unsafeInput;
    this.check = check;
  }
  get(index) {
    const item = this._arr[index];
    return item === void 0 ? void 0 : listItemToReflect(this._field, item, this.check);
  }
  set(index, item) {
    if (index < 0 || index >= this._arr.length) {
      throw new FieldError(this._field, `list item #${index + 1}: out of range`);
    }
    if (this.check) {
      const err = checkListItem(this._field, index, item);
      if (err) {
        throw err;
      }
    }
    this._arr[index] = listItemToLocal(this._field, item);
  }
  add(item) {
    if (this.check) {
      const err = checkListItem(this._field, this._arr.length, item);
      if (err) {
        throw err;
      }
    }
    this._arr.push(listItemToLocal(this._field, item));
    return void 0;
  }
  clear() {
    this._arr.splice(0, this._arr.length);
  }
  [Symbol.iterator]() {
    return this.values();
  }
  keys() {
    return this._arr.keys();
  }
  *values() {
    for (const item of this._arr) {
      yield listItemToReflect(this._field, item, this.check);
    }
  }
  *entries() {
    for (let i = 0; i < this._arr.length; i++) {
      yield [i, listItemToReflect(this._field, this._arr[i], this.check)];
    }
  }
};
function reflectMap(field, unsafeInput, check = true) {
  return new ReflectMapImpl(field, unsafeInput, check);
}
var ReflectMapImpl = class {
  constructor(field, unsafeInput, check = true) {
    this.obj = this[unsafeLocal] = unsafeInput !== null && unsafeInput !== void 0 ? unsafeInput : {};
    this.check = check;
    this._field = field;
  }
  field() {
    return this._field;
  }
  set(key, value) {
    if (this.check) {
      const err = checkMapEntry(this._field, key, value);
      if (err) {
        throw err;
      }
    }
    setOwn(this.obj, mapKeyToLocal(key), mapValueToLocal(this._field, value));
    return this;
  }
  delete(key) {
    const k = mapKeyToLocal(key);
    const has = Object.prototype.hasOwnProperty.call(this.obj, k);
    if (has) {
      delete this.obj[k];
    }
    return has;
  }
  clear() {
    for (const key of Object.keys(this.obj)) {
      delete this.obj[key];
    }
  }
  get(key) {
    let val = getOwn(this.obj, mapKeyToLocal(key));
    if (val !== void 0) {
      val = mapValueToReflect(this._field, val, this.check);
    }
    return val;
  }
  has(key) {
    return Object.prototype.hasOwnProperty.call(this.obj, mapKeyToLocal(key));
  }
  *keys() {
    for (const objKey of Object.keys(this.obj)) {
      yield mapKeyToReflect(objKey, this._field.mapKey);
    }
  }
  *entries() {
    for (const objEntry of Object.entries(this.obj)) {
      yield [
        mapKeyToReflect(objEntry[0], this._field.mapKey),
        mapValueToReflect(this._field, objEntry[1], this.check)
      ];
    }
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  get size() {
    return Object.keys(this.obj).length;
  }
  *values() {
    for (const val of Object.values(this.obj)) {
      yield mapValueToReflect(this._field, val, this.check);
    }
  }
  forEach(callbackfn, thisArg) {
    for (const mapEntry of this.entries()) {
      callbackfn.call(thisArg, mapEntry[1], mapEntry[0], this);
    }
  }
};
function messageToLocal(field, value) {
  if (!isReflectMessage(value)) {
    return value;
  }
  if (isWrapper(value.message) && !field.oneof && field.fieldKind == "message") {
    return value.message.value;
  }
  if (value.desc.typeName == "google.protobuf.Struct" && field.parent.typeName != "google.protobuf.Value") {
    return wktStructToLocal(value.message);
  }
  return value.message;
}
function messageToReflect(field, value, check) {
  if (value !== void 0) {
    if (isWrapperDesc(field.message) && !field.oneof && field.fieldKind == "message") {
      value = {
        $typeName: field.message.typeName,
        value: longToReflect(field.message.fields[0], value)
      };
    } else if (field.message.typeName == "google.protobuf.Struct" && field.parent.typeName != "google.protobuf.Value" && isObject(value)) {
      value = wktStructToReflect(value);
    }
  }
  return new ReflectMessageImpl(field.message, value, check);
}
function listItemToLocal(field, value) {
  if (field.listKind == "message") {
    return messageToLocal(field, value);
  }
  return longToLocal(field, value);
}
function listItemToReflect(field, value, check) {
  if (field.listKind == "message") {
    return messageToReflect(field, value, check);
  }
  return longToReflect(field, value);
}
function mapValueToLocal(field, value) {
  if (field.mapKind == "message") {
    return messageToLocal(field, value);
  }
  return longToLocal(field, value);
}
function mapValueToReflect(field, value, check) {
  if (field.mapKind == "message") {
    return messageToReflect(field, value, check);
  }
  return value;
}
function mapKeyToLocal(key) {
  return typeof key == "string" || typeof key == "number" ? key : String(key);
}
function mapKeyToReflect(key, type) {
  switch (type) {
    case ScalarType.STRING:
      return key;
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32: {
      const n = Number.parseInt(key);
      if (Number.isFinite(n)) {
        return n;
      }
      break;
    }
    case ScalarType.BOOL:
      switch (key) {
        case "true":
          return true;
        case "false":
          return false;
      }
      break;
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      try {
        return protoInt64.uParse(key);
      } catch (_a) {
      }
      break;
    default:
      try {
        return protoInt64.parse(key);
      } catch (_b) {
      }
      break;
  }
  return key;
}
function longToReflect(field, value) {
  switch (field.scalar) {
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      if ("longAsString" in field && field.longAsString && typeof value == "string") {
        value = protoInt64.parse(value);
      }
      break;
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      if ("longAsString" in field && field.longAsString && typeof value == "string") {
        value = protoInt64.uParse(value);
      }
      break;
  }
  return value;
}
function longToLocal(field, value) {
  switch (field.scalar) {
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      if ("longAsString" in field && field.longAsString) {
        value = String(value);
      } else if (typeof value == "string" || typeof value == "number") {
        value = protoInt64.parse(value);
      }
      break;
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      if ("longAsString" in field && field.longAsString) {
        value = String(value);
      } else if (typeof value == "string" || typeof value == "number") {
        value = protoInt64.uParse(value);
      }
      break;
  }
  return value;
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/any_pb.js
var file_google_protobuf_any = /* @__PURE__ */ fileDesc("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var AnySchema = /* @__PURE__ */ messageDesc(file_google_protobuf_any, 0);

// node_modules/@bufbuild/protobuf/dist/esm/to-binary.js
var IMPLICIT4 = 2;
var LEGACY_REQUIRED2 = 3;
var writeDefaults = {
  writeUnknownFields: true
};
function makeWriteOptions(options) {
  return options ? Object.assign(Object.assign({}, writeDefaults), options) : writeDefaults;
}
function toBinary(schema, message, options) {
  const writer = new BinaryWriter();
  compiledWriter(schema)(writer, makeWriteOptions(options), message);
  return writer.finish();
}
var compiledWriters = /* @__PURE__ */ new WeakMap();
function compiledWriter(desc) {
  let compiled = compiledWriters.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage2(desc);
  }
  return compiled;
}
function compileMessage2(desc) {
  const typeName2 = desc.typeName;
  const sortedFields = desc.fields.concat().sort((a, b) => a.number - b.number);
  const foreignField = sortedFields[0];
  const fieldWriters = [];
  const compiled = (writer, opts, message) => {
    if (message.$typeName !== typeName2 && foreignField !== void 0) {
      throw new FieldError(foreignField, `cannot use ${foreignField} with message ${message.$typeName}`, "ForeignFieldError");
    }
    for (let i = 0; i < fieldWriters.length; i++) {
      fieldWriters[i](writer, opts, message);
    }
    const unknown = message.$unknown;
    if (unknown !== void 0 && opts.writeUnknownFields) {
      for (let i = 0; i < unknown.length; i++) {
        const { no, wireType, data } = unknown[i];
        writer.tag(no, wireType).raw(data);
      }
    }
  };
  compiledWriters.set(desc, compiled);
  for (const field of sortedFields) {
    fieldWriters.push(compileField(field));
  }
  return compiled;
}
function compileField(field) {
  switch (field.fieldKind) {
    case "message":
    case "scalar":
    case "enum":
      return compileSingularField(field);
    case "list":
      return compileListField(field);
    case "map":
      return compileMapField(field);
  }
}
function compileSingularField(field) {
  const writeValue = compileSingularValue(field);
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (writer, opts, message) => {
      const oneof = message[oneofLocalName];
      if (oneof.case === localName) {
        writeValue(writer, opts, oneof.value);
      }
    };
  }
  if (field.presence != IMPLICIT4) {
    const requiredError = field.presence == LEGACY_REQUIRED2 ? `cannot encode ${field} to binary: required field not set` : void 0;
    return (writer, opts, message) => {
      const value = message[localName];
      if (value !== void 0 && Object.prototype.hasOwnProperty.call(message, localName)) {
        writeValue(writer, opts, value);
      } else if (requiredError !== void 0) {
        throw new Error(requiredError);
      }
    };
  }
  if (field.fieldKind == "enum") {
    const zero = field.enum.values[0].number;
    return (writer, opts, message) => {
      const value = message[localName];
      if (value !== zero) {
        writeValue(writer, opts, value);
      }
    };
  }
  switch (field.scalar) {
    case ScalarType.BOOL:
      return (writer, opts, message) => {
        const value = message[localName];
        if (value !== false) {
          writeValue(writer, opts, value);
        }
      };
    case ScalarType.STRING:
      return (writer, opts, message) => {
        const value = message[localName];
        if (value !== "") {
          writeValue(writer, opts, value);
        }
      };
    case ScalarType.BYTES:
      return (writer, opts, message) => {
        const value = message[localName];
        if (!(value instanceof Uint8Array) || value.byteLength > 0) {
          writeValue(writer, opts, value);
        }
      };
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return (writer, opts, message) => {
        const value = message[localName];
        if (!Object.is(value, 0)) {
          writeValue(writer, opts, value);
        }
      };
    default:
      return (writer, opts, message) => {
        const value = message[localName];
        if (value != 0) {
          writeValue(writer, opts, value);
        }
      };
  }
}
function compileSingularValue(field) {
  switch (field.fieldKind) {
    case "message": {
      const { toMessage } = localMessageMapper(field);
      const writeChild = compileChildWriter(field);
      return (writer, opts, value) => {
        writeChild(writer, opts, toMessage(value));
      };
    }
    case "scalar":
    case "enum": {
      const scalarType = field.fieldKind == "enum" ? ScalarType.INT32 : field.scalar;
      const fieldNo = field.number;
      const wireType = writeTypeOfScalar(scalarType);
      const writeScalar = compileScalarValue(scalarType, field.parent.typeName, field.name);
      return (writer, opts, value) => {
        writer.tag(fieldNo, wireType);
        writeScalar(writer, value);
      };
    }
  }
}
function compileListField(field) {
  const localName = field.localName;
  const fieldNo = field.number;
  switch (field.listKind) {
    case "message": {
      const { toMessage } = localMessageMapper(field);
      const writeChild = compileChildWriter(field);
      return (writer, opts, message) => {
        const items2 = message[localName];
        for (let i = 0; i < items2.length; i++) {
          writeChild(writer, opts, toMessage(items2[i]));
        }
      };
    }
    case "scalar":
    case "enum": {
      const scalarType = field.listKind == "enum" ? ScalarType.INT32 : field.scalar;
      const writeScalar = compileScalarValue(scalarType, field.parent.typeName, field.name);
      if (field.packed) {
        return (writer, opts, message) => {
          const items2 = message[localName];
          if (items2.length == 0) {
            return;
          }
          writer.tag(fieldNo, WireType.LengthDelimited).fork();
          for (let i = 0; i < items2.length; i++) {
            writeScalar(writer, items2[i]);
          }
          writer.join();
        };
      }
      const wireType = writeTypeOfScalar(scalarType);
      return (writer, opts, message) => {
        const items2 = message[localName];
        for (let i = 0; i < items2.length; i++) {
          writer.tag(fieldNo, wireType);
          writeScalar(writer, items2[i]);
        }
      };
    }
  }
}
function compileMapField(field) {
  const localName = field.localName;
  const fieldNo = field.number;
  const writeKey = compileMapKey(field);
  if (field.mapKind == "message") {
    const { toMessage } = localMessageMapper(field);
    const writeMessage = compiledWriter(field.message);
    return (writer, opts, message) => {
      const record = message[localName];
      const keys = Object.keys(record);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        writer.tag(fieldNo, WireType.LengthDelimited).fork();
        writeKey(writer, key);
        writer.tag(2, WireType.LengthDelimited).fork();
        writeMessage(writer, opts, toMessage(record[key]));
        writer.join();
        writer.join();
      }
    };
  }
  const scalarType = field.mapKind == "enum" ? ScalarType.INT32 : field.scalar;
  const valueWireType = writeTypeOfScalar(scalarType);
  const writeScalar = compileScalarValue(scalarType, field.parent.typeName, field.name);
  return (writer, opts, message) => {
    const record = message[localName];
    const keys = Object.keys(record);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      writer.tag(fieldNo, WireType.LengthDelimited).fork();
      writeKey(writer, key);
      writer.tag(2, valueWireType);
      writeScalar(writer, record[key]);
      writer.join();
    }
  };
}
function compileMapKey(field) {
  const wireType = writeTypeOfScalar(field.mapKey);
  const writeScalar = compileScalarValue(field.mapKey, field.parent.typeName, field.name);
  const convertKey = compileMapKeyConverter(field.mapKey);
  return (writer, key) => {
    writer.tag(1, wireType);
    writeScalar(writer, convertKey(key));
  };
}
function compileMapKeyConverter(type) {
  switch (type) {
    case ScalarType.STRING:
      return (key) => key;
    case ScalarType.BOOL:
      return (key) => key === "true" ? true : key === "false" ? false : key;
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return (key) => {
        try {
          return protoInt64.uParse(key);
        } catch (_a) {
          return key;
        }
      };
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return (key) => {
        try {
          return protoInt64.parse(key);
        } catch (_a) {
          return key;
        }
      };
    default:
      return (key) => {
        const n = Number.parseInt(key);
        return Number.isFinite(n) ? n : key;
      };
  }
}
function compileScalarValue(type, messageName, fieldName) {
  const writeScalar = compileScalarWrite(type);
  return (writer, value) => {
    try {
      writeScalar(writer, value);
    } catch (e) {
      if (e instanceof Error) {
        throw new Error(`cannot encode field ${messageName}.${fieldName} to binary: ${e.message}`);
      }
      throw e;
    }
  };
}
function compileScalarWrite(type) {
  switch (type) {
    case ScalarType.STRING:
      return (writer, value) => writer.string(value);
    case ScalarType.BOOL:
      return (writer, value) => writer.bool(value);
    case ScalarType.DOUBLE:
      return (writer, value) => writer.double(value);
    case ScalarType.FLOAT:
      return (writer, value) => writer.float(value);
    case ScalarType.INT32:
      return (writer, value) => writer.int32(value);
    case ScalarType.INT64:
      return (writer, value) => writer.int64(value);
    case ScalarType.UINT64:
      return (writer, value) => writer.uint64(value);
    case ScalarType.FIXED64:
      return (writer, value) => writer.fixed64(value);
    case ScalarType.BYTES:
      return (writer, value) => writer.bytes(value);
    case ScalarType.FIXED32:
      return (writer, value) => writer.fixed32(value);
    case ScalarType.SFIXED32:
      return (writer, value) => writer.sfixed32(value);
    case ScalarType.SFIXED64:
      return (writer, value) => writer.sfixed64(value);
    case ScalarType.SINT64:
      return (writer, value) => writer.sint64(value);
    case ScalarType.UINT32:
      return (writer, value) => writer.uint32(value);
    case ScalarType.SINT32:
      return (writer, value) => writer.sint32(value);
  }
}
function writeField(writer, opts, msg, field) {
  compileField(field)(writer, opts, msg[unsafeLocal]);
}
function compileChildWriter(field) {
  const fieldNo = field.number;
  const writeMessage = compiledWriter(field.message);
  if (field.delimitedEncoding) {
    return (writer, opts, child) => {
      writer.tag(fieldNo, WireType.StartGroup);
      writeMessage(writer, opts, child);
      writer.tag(fieldNo, WireType.EndGroup);
    };
  }
  return (writer, opts, child) => {
    writer.tag(fieldNo, WireType.LengthDelimited).fork();
    writeMessage(writer, opts, child);
    writer.join();
  };
}
function writeTypeOfScalar(type) {
  switch (type) {
    case ScalarType.BYTES:
    case ScalarType.STRING:
      return WireType.LengthDelimited;
    case ScalarType.DOUBLE:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
      return WireType.Bit64;
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
    case ScalarType.FLOAT:
      return WireType.Bit32;
    default:
      return WireType.Varint;
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/any.js
function anyPack(schema, message, into) {
  let ret = false;
  if (!into) {
    into = create(AnySchema);
    ret = true;
  }
  into.value = toBinary(schema, message);
  into.typeUrl = typeNameToUrl(message.$typeName);
  return ret ? into : void 0;
}
function anyIs(any, descOrTypeName) {
  if (any.typeUrl === "") {
    return false;
  }
  const want = typeof descOrTypeName == "string" ? descOrTypeName : descOrTypeName.typeName;
  const got = typeUrlToName(any.typeUrl);
  return want === got;
}
function anyUnpack(any, registryOrMessageDesc) {
  if (any.typeUrl === "") {
    return void 0;
  }
  const desc = registryOrMessageDesc.kind == "message" ? registryOrMessageDesc : registryOrMessageDesc.getMessage(typeUrlToName(any.typeUrl));
  if (!desc || !anyIs(any, desc)) {
    return void 0;
  }
  return fromBinary(desc, any.value);
}
function typeNameToUrl(name) {
  return `type.googleapis.com/${name}`;
}
function typeUrlToName(url) {
  const slash = url.lastIndexOf("/");
  const name = slash >= 0 ? url.substring(slash + 1) : url;
  if (!name.length) {
    throw new Error(`invalid type url: ${url}`);
  }
  return name;
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/empty_pb.js
var file_google_protobuf_empty = /* @__PURE__ */ fileDesc("Chtnb29nbGUvcHJvdG9idWYvZW1wdHkucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIHCgVFbXB0eUJ9ChNjb20uZ29vZ2xlLnByb3RvYnVmQgpFbXB0eVByb3RvUAFaLmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2VtcHR5cGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/struct_pb.js
var file_google_protobuf_struct = /* @__PURE__ */ fileDesc("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var StructSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_struct, 0);
var ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_struct, 1);
var ListValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_struct, 2);
var NullValue;
(function(NullValue2) {
  NullValue2[NullValue2["NULL_VALUE"] = 0] = "NULL_VALUE";
})(NullValue || (NullValue = {}));

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/wrappers_pb.js
var file_google_protobuf_wrappers = /* @__PURE__ */ fileDesc("Ch5nb29nbGUvcHJvdG9idWYvd3JhcHBlcnMucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIcCgtEb3VibGVWYWx1ZRINCgV2YWx1ZRgBIAEoASIbCgpGbG9hdFZhbHVlEg0KBXZhbHVlGAEgASgCIhsKCkludDY0VmFsdWUSDQoFdmFsdWUYASABKAMiHAoLVUludDY0VmFsdWUSDQoFdmFsdWUYASABKAQiGwoKSW50MzJWYWx1ZRINCgV2YWx1ZRgBIAEoBSIcCgtVSW50MzJWYWx1ZRINCgV2YWx1ZRgBIAEoDSIaCglCb29sVmFsdWUSDQoFdmFsdWUYASABKAgiHAoLU3RyaW5nVmFsdWUSDQoFdmFsdWUYASABKAkiGwoKQnl0ZXNWYWx1ZRINCgV2YWx1ZRgBIAEoDEKDAQoTY29tLmdvb2dsZS5wcm90b2J1ZkINV3JhcHBlcnNQcm90b1ABWjFnb29nbGUuZ29sYW5nLm9yZy9wcm90b2J1Zi90eXBlcy9rbm93bi93cmFwcGVyc3Bi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var DoubleValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 0);
var FloatValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 1);
var Int64ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 2);
var UInt64ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 3);
var Int32ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 4);
var UInt32ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 5);
var BoolValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 6);
var StringValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 7);
var BytesValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 8);

// node_modules/@bufbuild/protobuf/dist/esm/extensions.js
function getExtension(message, extension, options) {
  assertExtendee(extension, message);
  const ufs = filterUnknownFields(message.$unknown, extension);
  const [container, field, get] = createExtensionContainer(extension);
  const ctx = makeReadContext(options);
  for (const uf of ufs) {
    readField(container, new BinaryReader(uf.data), field, uf.wireType, ctx);
  }
  return get();
}
function setExtension(message, extension, value) {
  var _a;
  assertExtendee(extension, message);
  const ufs = ((_a = message.$unknown) !== null && _a !== void 0 ? _a : []).filter((uf) => uf.no !== extension.number);
  const [container, field] = createExtensionContainer(extension, value);
  const writer = new BinaryWriter();
  writeField(writer, { writeUnknownFields: true }, container, field);
  const reader = new BinaryReader(writer.finish());
  while (reader.pos < reader.len) {
    const [no, wireType] = reader.tag();
    const data = reader.skip(wireType, no);
    ufs.push({ no, wireType, data });
  }
  message.$unknown = ufs;
}
function filterUnknownFields(unknownFields, extension) {
  if (unknownFields === void 0)
    return [];
  if (extension.fieldKind === "enum" || extension.fieldKind === "scalar") {
    for (let i = unknownFields.length - 1; i >= 0; --i) {
      if (unknownFields[i].no == extension.number) {
        return [unknownFields[i]];
      }
    }
    return [];
  }
  return unknownFields.filter((uf) => uf.no === extension.number);
}
function createExtensionContainer(extension, value) {
  const localName = extension.typeName;
  const field = Object.assign(Object.assign({}, extension), { kind: "field", parent: extension.extendee, localName });
  const desc = Object.assign(Object.assign({}, extension.extendee), { fields: [field], members: [field], oneofs: [] });
  const container = create(desc, value !== void 0 ? { [localName]: value } : void 0);
  return [
    reflect(desc, container),
    field,
    () => {
      const value2 = container[localName];
      if (value2 === void 0) {
        const desc2 = extension.message;
        if (isWrapperDesc(desc2)) {
          return scalarZeroValue(desc2.fields[0].scalar, desc2.fields[0].longAsString);
        }
        return create(desc2);
      }
      return value2;
    }
  ];
}
function assertExtendee(extension, message) {
  if (extension.extendee.typeName != message.$typeName) {
    throw new Error(`extension ${extension.typeName} can only be applied to message ${extension.extendee.typeName}`);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/equals.js
function equals(schema, a, b, options) {
  if (a.$typeName != schema.typeName || b.$typeName != schema.typeName) {
    return false;
  }
  if (a === b) {
    return true;
  }
  return reflectEquals(reflect(schema, a), reflect(schema, b), options);
}
function reflectEquals(a, b, opts) {
  if (a.desc.typeName === "google.protobuf.Any" && (opts === null || opts === void 0 ? void 0 : opts.unpackAny) == true) {
    return anyUnpackedEquals(a.message, b.message, opts);
  }
  for (const f of a.fields) {
    if (!fieldEquals(f, a, b, opts)) {
      return false;
    }
  }
  if ((opts === null || opts === void 0 ? void 0 : opts.unknown) == true && !unknownEquals(a, b, opts.registry)) {
    return false;
  }
  if ((opts === null || opts === void 0 ? void 0 : opts.extensions) == true && !extensionsEquals(a, b, opts)) {
    return false;
  }
  return true;
}
function fieldEquals(f, a, b, opts) {
  if (!a.isSet(f) && !b.isSet(f)) {
    return true;
  }
  if (!a.isSet(f) || !b.isSet(f)) {
    return false;
  }
  switch (f.fieldKind) {
    case "scalar":
      return scalarEquals(f.scalar, a.get(f), b.get(f));
    case "enum":
      return a.get(f) === b.get(f);
    case "message":
      return reflectEquals(a.get(f), b.get(f), opts);
    case "map": {
      const mapA = a.get(f);
      const mapB = b.get(f);
      const keys = [];
      for (const k of mapA.keys()) {
        if (!mapB.has(k)) {
          return false;
        }
        keys.push(k);
      }
      for (const k of mapB.keys()) {
        if (!mapA.has(k)) {
          return false;
        }
      }
      for (const key of keys) {
        const va = mapA.get(key);
        const vb = mapB.get(key);
        if (va === vb) {
          continue;
        }
        switch (f.mapKind) {
          case "enum":
            return false;
          case "message":
            if (!reflectEquals(va, vb, opts)) {
              return false;
            }
            break;
          case "scalar":
            if (!scalarEquals(f.scalar, va, vb)) {
              return false;
            }
            break;
        }
      }
      break;
    }
    case "list": {
      const listA = a.get(f);
      const listB = b.get(f);
      if (listA.size != listB.size) {
        return false;
      }
      for (let i = 0; i < listA.size; i++) {
        const va = listA.get(i);
        const vb = listB.get(i);
        if (va === vb) {
          continue;
        }
        switch (f.listKind) {
          case "enum":
            return false;
          case "message":
            if (!reflectEquals(va, vb, opts)) {
              return false;
            }
            break;
          case "scalar":
            if (!scalarEquals(f.scalar, va, vb)) {
              return false;
            }
            break;
        }
      }
      break;
    }
  }
  return true;
}
function anyUnpackedEquals(a, b, opts) {
  if (a.typeUrl !== b.typeUrl) {
    return false;
  }
  const unpackedA = anyUnpack(a, opts.registry);
  const unpackedB = anyUnpack(b, opts.registry);
  if (unpackedA && unpackedB) {
    const schema = opts.registry.getMessage(unpackedA.$typeName);
    if (schema) {
      return equals(schema, unpackedA, unpackedB, opts);
    }
  }
  return scalarEquals(ScalarType.BYTES, a.value, b.value);
}
function unknownEquals(a, b, registry) {
  function getTrulyUnknown(msg, registry2) {
    var _a;
    const u = (_a = msg.getUnknown()) !== null && _a !== void 0 ? _a : [];
    return registry2 ? u.filter((uf) => !registry2.getExtensionFor(msg.desc, uf.no)) : u;
  }
  const unknownA = getTrulyUnknown(a, registry);
  const unknownB = getTrulyUnknown(b, registry);
  if (unknownA.length != unknownB.length) {
    return false;
  }
  for (let i = 0; i < unknownA.length; i++) {
    const a2 = unknownA[i];
    const b2 = unknownB[i];
    if (a2.no != b2.no) {
      return false;
    }
    if (a2.wireType != b2.wireType) {
      return false;
    }
    if (!scalarEquals(ScalarType.BYTES, a2.data, b2.data)) {
      return false;
    }
  }
  return true;
}
function extensionsEquals(a, b, opts) {
  function getSetExtensions(msg, registry) {
    var _a;
    return ((_a = msg.getUnknown()) !== null && _a !== void 0 ? _a : []).map((uf) => registry.getExtensionFor(msg.desc, uf.no)).filter((e) => e != void 0).filter((e, index, arr) => arr.indexOf(e) === index);
  }
  const extensionsA = getSetExtensions(a, opts.registry);
  const extensionsB = getSetExtensions(b, opts.registry);
  if (extensionsA.length != extensionsB.length || extensionsA.some((e) => !extensionsB.includes(e))) {
    return false;
  }
  for (const extension of extensionsA) {
    const [containerA, field] = createExtensionContainer(extension, getExtension(a.message, extension));
    const [containerB] = createExtensionContainer(extension, getExtension(b.message, extension));
    if (!fieldEquals(field, containerA, containerB, opts)) {
      return false;
    }
  }
  return true;
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/json.js
var timestampMsMin = /* @__PURE__ */ Date.parse("0001-01-01T00:00:00Z");
var timestampMsMax = /* @__PURE__ */ Date.parse("9999-12-31T23:59:59Z");
var durationSecondsMin = -315576e6;
var durationSecondsMax = 315576e6;

// node_modules/@bufbuild/protobuf/dist/esm/to-json.js
var LEGACY_REQUIRED3 = 3;
var IMPLICIT5 = 2;
var jsonWriteDefaults = {
  alwaysEmitImplicit: false,
  enumAsInteger: false,
  useProtoFieldName: false
};
function makeWriteOptions2(options) {
  return options ? Object.assign(Object.assign({}, jsonWriteDefaults), options) : jsonWriteDefaults;
}
function toJson(schema, message, options) {
  return compiledWriter2(schema)(makeWriteOptions2(options), message);
}
var compiledWriters2 = /* @__PURE__ */ new WeakMap();
function compiledWriter2(desc) {
  let compiled = compiledWriters2.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage3(desc);
  }
  return compiled;
}
function compileMessage3(desc) {
  const typeName2 = desc.typeName;
  const writeWkt = compileWkt(desc);
  if (writeWkt !== void 0) {
    const foreignField2 = desc.fields[0];
    const compiledWriter4 = (opts, message) => {
      if (message.$typeName !== typeName2 && foreignField2 !== void 0) {
        throw new FieldError(foreignField2, `cannot use ${foreignField2} with message ${message.$typeName}`, "ForeignFieldError");
      }
      return writeWkt(opts, message);
    };
    compiledWriters2.set(desc, compiledWriter4);
    return compiledWriter4;
  }
  const sortedFields = desc.fields.concat().sort((a, b) => a.number - b.number);
  const foreignField = sortedFields[0];
  const fieldWriters = [];
  const compiledWriter3 = (opts, message) => {
    if (message.$typeName !== typeName2 && foreignField !== void 0) {
      throw new FieldError(foreignField, `cannot use ${foreignField} with message ${message.$typeName}`, "ForeignFieldError");
    }
    const json = {};
    for (let i = 0; i < fieldWriters.length; i++) {
      fieldWriters[i](opts, message, json);
    }
    if (opts.registry) {
      writeExtensions(json, opts, opts.registry, message, desc);
    }
    return json;
  };
  compiledWriters2.set(desc, compiledWriter3);
  for (const field of sortedFields) {
    const writeField2 = compileField2(field);
    fieldWriters.push(field.jsonName === "__proto__" || field.name === "__proto__" ? writeOwnKeys(writeField2) : writeField2);
  }
  return compiledWriter3;
}
function writeOwnKeys(writeField2) {
  return (opts, message, json) => {
    const tmp = /* @__PURE__ */ Object.create(null);
    writeField2(opts, message, tmp);
    for (const key of Object.keys(tmp)) {
      setOwn(json, key, tmp[key]);
    }
  };
}
function compileWkt(desc) {
  if (!desc.typeName.startsWith("google.protobuf.")) {
    return void 0;
  }
  switch (desc.typeName) {
    case "google.protobuf.Any":
      return (opts, message) => anyToJson(message, opts);
    case "google.protobuf.Timestamp":
      return (opts, message) => timestampToJson(message);
    case "google.protobuf.Duration":
      return (opts, message) => durationToJson(message);
    case "google.protobuf.FieldMask":
      return (opts, message) => fieldMaskToJson(message);
    case "google.protobuf.Struct":
      return (opts, message) => structToJson(message);
    case "google.protobuf.Value":
      return (opts, message) => valueToJson(message);
    case "google.protobuf.ListValue":
      return (opts, message) => listValueToJson(message);
    default:
      if (isWrapperDesc(desc)) {
        const valueField = desc.fields[0];
        const localName = valueField.localName;
        const zero = scalarZeroValue(valueField.scalar, false);
        const writeScalar = compileScalarValue2(valueField);
        return (opts, message) => {
          const value = message[localName];
          return writeScalar(opts, value === void 0 ? zero : value);
        };
      }
      return void 0;
  }
}
function compileField2(field) {
  switch (field.fieldKind) {
    case "scalar":
    case "enum":
    case "message":
      return compileSingularField2(field);
    case "list":
    case "map": {
      const writeValue = field.fieldKind == "list" ? compileListValue(field) : compileMapValue(field);
      const protoName = field.name;
      const jsonKey = field.jsonName;
      const localName = field.localName;
      return (opts, message, json) => {
        const value = writeValue(opts, message[localName]);
        if (value !== void 0) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = value;
        }
      };
    }
  }
}
function compileSingularField2(field) {
  const writeValue = compileSingularValue2(field);
  const protoName = field.name;
  const jsonKey = field.jsonName;
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (opts, message, json) => {
      const oneof = message[oneofLocalName];
      if (oneof.case === localName) {
        json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, oneof.value);
      }
    };
  }
  if (field.presence != IMPLICIT5) {
    const requiredError = field.presence == LEGACY_REQUIRED3 ? `cannot encode ${field} to JSON: required field not set` : void 0;
    return (opts, message, json) => {
      const value = message[localName];
      if (value !== void 0 && Object.prototype.hasOwnProperty.call(message, localName)) {
        json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
      } else if (requiredError !== void 0) {
        throw new Error(requiredError);
      }
    };
  }
  if (field.fieldKind == "enum") {
    const zero = field.enum.values[0].number;
    return (opts, message, json) => {
      const value = message[localName];
      if (value !== zero || opts.alwaysEmitImplicit) {
        json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
      }
    };
  }
  switch (field.scalar) {
    case ScalarType.BOOL:
      return (opts, message, json) => {
        const value = message[localName];
        if (value !== false || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    case ScalarType.STRING:
      return (opts, message, json) => {
        const value = message[localName];
        if (value !== "" || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    case ScalarType.BYTES:
      return (opts, message, json) => {
        const value = message[localName];
        if (!(value instanceof Uint8Array) || value.byteLength > 0 || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return (opts, message, json) => {
        const value = message[localName];
        if (!Object.is(value, 0) || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    default:
      return (opts, message, json) => {
        const value = message[localName];
        if (value != 0 || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
  }
}
function compileFieldValue(field) {
  switch (field.fieldKind) {
    case "scalar":
    case "enum":
    case "message":
      return compileSingularValue2(field);
    case "list":
      return compileListValue(field);
    case "map":
      return compileMapValue(field);
  }
}
function compileSingularValue2(field) {
  switch (field.fieldKind) {
    case "scalar":
      return compileScalarValue2(field);
    case "enum":
      return compileEnumValue(field);
    case "message":
      return compileMessageValue(field);
  }
}
function compileMessageValue(field) {
  const { toMessage } = localMessageMapper(field);
  const writeMessage = compiledWriter2(field.message);
  return (opts, value) => writeMessage(opts, toMessage(value));
}
function compileListValue(field) {
  const writeItem = compileListItemValue(field);
  return (opts, value) => {
    const items2 = value;
    if (items2.length == 0 && !opts.alwaysEmitImplicit) {
      return void 0;
    }
    const jsonArray = [];
    for (let i = 0; i < items2.length; i++) {
      jsonArray.push(writeItem(opts, items2[i]));
    }
    return jsonArray;
  };
}
function compileListItemValue(field) {
  switch (field.listKind) {
    case "scalar":
      return compileScalarValue2(field);
    case "enum":
      return compileEnumValue(field);
    case "message":
      return compileMessageValue(field);
  }
}
function compileMapValue(field) {
  const writeMapValue = compileMapEntryValue(field);
  return (opts, value) => {
    const record = value;
    const keys = Object.keys(record);
    if (keys.length == 0 && !opts.alwaysEmitImplicit) {
      return void 0;
    }
    const jsonObject = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      setOwn(jsonObject, key, writeMapValue(opts, record[key]));
    }
    return jsonObject;
  };
}
function compileMapEntryValue(field) {
  switch (field.mapKind) {
    case "scalar":
      return compileScalarValue2(field);
    case "enum":
      return compileEnumValue(field);
    case "message":
      return compileMessageValue(field);
  }
}
function compileEnumValue(field) {
  const desc = field.enum;
  if (desc.typeName == "google.protobuf.NullValue") {
    return (opts, value) => {
      if (typeof value != "number") {
        throw errorEnumValue(desc, value);
      }
      return null;
    };
  }
  return (opts, value) => {
    var _a, _b;
    if (typeof value != "number") {
      throw errorEnumValue(desc, value);
    }
    if (opts.enumAsInteger) {
      return value;
    }
    return (_b = (_a = desc.value[value]) === null || _a === void 0 ? void 0 : _a.jsonName) !== null && _b !== void 0 ? _b : value;
  };
}
function errorEnumValue(desc, value) {
  return new Error(`cannot encode ${desc} to JSON: expected number, got ${formatVal(value)}`);
}
function compileScalarValue2(field) {
  switch (field.scalar) {
    // int32, fixed32, uint32: JSON value will be a decimal number. Either numbers or strings are accepted.
    case ScalarType.INT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
      return (opts, value) => {
        if (typeof value != "number") {
          throw errorScalarValue(field, value);
        }
        return value;
      };
    // float, double: JSON value will be a number or one of the special string values "NaN", "Infinity", and "-Infinity".
    // Either numbers or strings are accepted. Exponent notation is also accepted.
    case ScalarType.FLOAT:
    case ScalarType.DOUBLE:
      return (opts, value) => {
        if (typeof value != "number") {
          throw errorScalarValue(field, value);
        }
        if (Number.isNaN(value))
          return "NaN";
        if (value === Number.POSITIVE_INFINITY)
          return "Infinity";
        if (value === Number.NEGATIVE_INFINITY)
          return "-Infinity";
        return value;
      };
    // string:
    case ScalarType.STRING:
      return (opts, value) => {
        if (typeof value != "string") {
          throw errorScalarValue(field, value);
        }
        return value;
      };
    // bool:
    case ScalarType.BOOL:
      return (opts, value) => {
        if (typeof value != "boolean") {
          throw errorScalarValue(field, value);
        }
        return value;
      };
    // JSON value will be a decimal string. Either numbers or strings are accepted.
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return (opts, value) => {
        if (typeof value == "bigint" || typeof value == "string" || typeof value == "number" && Number.isInteger(value)) {
          return value.toString();
        }
        throw errorScalarValue(field, value);
      };
    // bytes: JSON value will be the data encoded as a string using standard base64 encoding with paddings.
    // Either standard or URL-safe base64 encoding with/without paddings are accepted.
    case ScalarType.BYTES:
      return (opts, value) => {
        if (value instanceof Uint8Array) {
          return base64Encode(value);
        }
        throw errorScalarValue(field, value);
      };
  }
}
function errorScalarValue(field, value) {
  var _a;
  return new Error(`cannot encode ${field} to JSON: ${(_a = checkField(field, value)) === null || _a === void 0 ? void 0 : _a.message}`);
}
function writeExtensions(json, opts, registry, message, desc) {
  const unknown = message.$unknown;
  if (unknown === void 0) {
    return;
  }
  const tagSeen = /* @__PURE__ */ new Set();
  for (let i = 0; i < unknown.length; i++) {
    const { no } = unknown[i];
    if (!tagSeen.has(no)) {
      tagSeen.add(no);
      const extension = registry.getExtensionFor(desc, no);
      if (!extension) {
        continue;
      }
      const value = getExtension(message, extension);
      const [container, field] = createExtensionContainer(extension, value);
      const local = container[unsafeLocal];
      const jsonValue = compileFieldValue(field)(opts, local[field.localName]);
      if (jsonValue !== void 0) {
        json[extension.jsonName] = jsonValue;
      }
    }
  }
}
function anyToJson(val, opts) {
  if (val.typeUrl === "") {
    return {};
  }
  const { registry } = opts;
  let message;
  let desc;
  if (registry) {
    message = anyUnpack(val, registry);
    if (message) {
      desc = registry.getMessage(message.$typeName);
    }
  }
  if (!desc || !message) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: "${val.typeUrl}" is not in the type registry`);
  }
  const json = hasCustomJsonRepresentation(desc) ? {
    value: compiledWriter2(desc)(opts, message)
  } : compiledWriter2(desc)(opts, message);
  json["@type"] = val.typeUrl;
  return json;
}
function durationToJson(val) {
  const seconds = Number(val.seconds);
  const nanos = val.nanos;
  if (seconds > durationSecondsMax || seconds < durationSecondsMin) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: value out of range`);
  }
  if (seconds > 0 && nanos < 0 || seconds < 0 && nanos > 0) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: nanos sign must match seconds sign`);
  }
  let text = val.seconds.toString();
  if (nanos !== 0) {
    let nanosStr = Math.abs(nanos).toString();
    nanosStr = "0".repeat(9 - nanosStr.length) + nanosStr;
    if (nanosStr.substring(3) === "000000") {
      nanosStr = nanosStr.substring(0, 3);
    } else if (nanosStr.substring(6) === "000") {
      nanosStr = nanosStr.substring(0, 6);
    }
    text += "." + nanosStr;
    if (nanos < 0 && seconds == 0) {
      text = "-" + text;
    }
  }
  return text + "s";
}
function fieldMaskToJson(val) {
  return val.paths.map((p) => {
    if (protoSnakeCase(protoCamelCase(p)) !== p) {
      throw new Error(`cannot encode message ${val.$typeName} to JSON: lowerCamelCase of path name "${p}" is irreversible`);
    }
    return protoCamelCase(p);
  }).join(",");
}
function structToJson(val) {
  const json = {};
  const keys = Object.keys(val.fields);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    setOwn(json, key, valueToJson(val.fields[key]));
  }
  return json;
}
function valueToJson(val) {
  switch (val.kind.case) {
    case "nullValue":
      return null;
    case "numberValue":
      if (!Number.isFinite(val.kind.value)) {
        throw new Error(`${val.$typeName} cannot be NaN or Infinity`);
      }
      return val.kind.value;
    case "boolValue":
      return val.kind.value;
    case "stringValue":
      return val.kind.value;
    case "structValue":
      return structToJson(val.kind.value);
    case "listValue":
      return listValueToJson(val.kind.value);
    default:
      throw new Error(`${val.$typeName} must have a value`);
  }
}
function listValueToJson(val) {
  return val.values.map(valueToJson);
}
function timestampToJson(val) {
  const ms = Number(val.seconds) * 1e3;
  if (ms < timestampMsMin || ms > timestampMsMax) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);
  }
  if (val.nanos < 0) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: nanos must not be negative`);
  }
  if (val.nanos > 999999999) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: nanos must not be greater than 999999999`);
  }
  let z = "Z";
  if (val.nanos > 0) {
    const nanosStr = (val.nanos + 1e9).toString().substring(1);
    if (nanosStr.substring(3) === "000000") {
      z = "." + nanosStr.substring(0, 3) + "Z";
    } else if (nanosStr.substring(6) === "000") {
      z = "." + nanosStr.substring(0, 6) + "Z";
    } else {
      z = "." + nanosStr + "Z";
    }
  }
  return new Date(ms).toISOString().replace(".000Z", z);
}

// node_modules/@bufbuild/protobuf/dist/esm/from-json.js
var IMPLICIT6 = 2;
function makeReadContext2(options) {
  return Object.assign(Object.assign({ ignoreUnknownFields: false, recursionLimit: 100 }, options), { depth: 0 });
}
function fromJson(schema, json, options) {
  const message = create(schema);
  readMessage(schema, message, json, options);
  return message;
}
function readMessage(schema, message, json, options) {
  try {
    compiledReader2(schema)(message, json, makeReadContext2(options));
  } catch (e) {
    if (isFieldError(e)) {
      throw new Error(`cannot decode ${e.field()} from JSON: ${e.message}`, {
        cause: e
      });
    }
    throw e;
  }
}
var compiledReaders2 = /* @__PURE__ */ new WeakMap();
function compiledReader2(desc) {
  let compiled = compiledReaders2.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage4(desc);
  }
  return compiled;
}
function compileMessage4(desc) {
  const descString = String(desc);
  const readWkt = compileWkt2(desc);
  if (readWkt !== void 0) {
    const compiled2 = (message, json, ctx) => {
      if (++ctx.depth > ctx.recursionLimit) {
        throw new Error(`cannot decode ${descString} from JSON: maximum recursion depth of ${ctx.recursionLimit} reached`);
      }
      readWkt(message, json, ctx);
      ctx.depth--;
    };
    compiledReaders2.set(desc, compiled2);
    return compiled2;
  }
  const typeName2 = desc.typeName;
  const fieldsByJsonKey = /* @__PURE__ */ new Map();
  const compiled = (message, json, ctx) => {
    var _a;
    if (++ctx.depth > ctx.recursionLimit) {
      throw new Error(`cannot decode ${descString} from JSON: maximum recursion depth of ${ctx.recursionLimit} reached`);
    }
    if (json == null || Array.isArray(json) || typeof json != "object") {
      throw new Error(`cannot decode ${descString} from JSON: ${formatVal(json)}`);
    }
    const oneofSeen = /* @__PURE__ */ new Map();
    const fieldSeen = /* @__PURE__ */ new Set();
    const jsonKeys = Object.keys(json);
    for (let i = 0; i < jsonKeys.length; i++) {
      const jsonKey = jsonKeys[i];
      const jsonValue = json[jsonKey];
      const entry = fieldsByJsonKey.get(jsonKey);
      if (entry !== void 0) {
        const field = entry.field;
        if (fieldSeen.has(field)) {
          throw new FieldError(field, "set multiple times");
        }
        fieldSeen.add(field);
        if (entry.oneofScalarNullSkip && jsonValue === null) {
          continue;
        }
        if (entry.oneof) {
          const seen = oneofSeen.get(entry.oneof);
          if (seen !== void 0) {
            throw new FieldError(entry.oneof, `oneof set multiple times by ${seen.name} and ${field.name}`);
          }
          oneofSeen.set(entry.oneof, field);
        }
        entry.read(message, jsonValue, ctx);
      } else {
        const extension = jsonKey.startsWith("[") && jsonKey.endsWith("]") ? (_a = ctx.registry) === null || _a === void 0 ? void 0 : _a.getExtension(jsonKey.substring(1, jsonKey.length - 1)) : void 0;
        if ((extension === null || extension === void 0 ? void 0 : extension.extendee.typeName) == typeName2) {
          const [container, field, get] = createExtensionContainer(extension);
          compileFieldReader2(field)(container[unsafeLocal], jsonValue, ctx);
          setExtension(message, extension, get());
        }
        if (extension === void 0 && !ctx.ignoreUnknownFields) {
          throw new Error(`cannot decode ${descString} from JSON: key "${jsonKey}" is unknown`);
        }
      }
    }
    ctx.depth--;
  };
  compiledReaders2.set(desc, compiled);
  for (const field of desc.fields) {
    const entry = {
      read: compileFieldReader2(field),
      field,
      oneof: field.oneof,
      oneofScalarNullSkip: field.oneof !== void 0 && field.fieldKind == "scalar"
    };
    fieldsByJsonKey.set(field.name, entry).set(field.jsonName, entry);
  }
  return compiled;
}
function compileWkt2(desc) {
  if (!desc.typeName.startsWith("google.protobuf.")) {
    return void 0;
  }
  switch (desc.typeName) {
    case "google.protobuf.Any":
      return (message, json, ctx) => anyFromJson(message, json, ctx);
    case "google.protobuf.Timestamp":
      return (message, json) => timestampFromJson(message, json);
    case "google.protobuf.Duration":
      return (message, json) => durationFromJson(message, json);
    case "google.protobuf.FieldMask":
      return (message, json) => fieldMaskFromJson(message, json);
    case "google.protobuf.Struct":
      return (message, json, ctx) => structFromJson(message, json, ctx);
    case "google.protobuf.Value":
      return (message, json, ctx) => valueFromJson(message, json, ctx);
    case "google.protobuf.ListValue":
      return (message, json, ctx) => listValueFromJson(message, json, ctx);
    default:
      if (isWrapperDesc(desc)) {
        const valueField = desc.fields[0];
        const localName = valueField.localName;
        const scalar = valueField.scalar;
        const longAsString = valueField.longAsString;
        const readScalar = compileScalarConverter(valueField);
        return (message, json) => {
          if (json === null) {
            message[localName] = scalarZeroValue(scalar, longAsString);
          } else {
            message[localName] = readScalar(json);
          }
        };
      }
      return void 0;
  }
}
function compileFieldReader2(field) {
  switch (field.fieldKind) {
    case "scalar":
      return compileScalarFieldReader2(field);
    case "enum":
      return compileEnumFieldReader2(field);
    case "message":
      return compileMessageFieldReader2(field);
    case "list":
      return compileListFieldReader2(field);
    case "map":
      return compileMapFieldReader2(field);
  }
}
function compileScalarFieldReader2(field) {
  const readScalar = compileScalarConverter(field);
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, json) => {
      message[oneofLocalName] = {
        case: localName,
        value: readScalar(json)
      };
    };
  }
  const clear = compileClear(field);
  return (message, json) => {
    if (json === null) {
      clear(message);
    } else {
      message[localName] = readScalar(json);
    }
  };
}
function compileClear(field) {
  const localName = field.localName;
  if (field.presence != IMPLICIT6) {
    return (message) => {
      delete message[localName];
    };
  }
  if (field.fieldKind == "enum") {
    const zero = field.enum.values[0].number;
    return (message) => {
      message[localName] = zero;
    };
  }
  const scalar = field.scalar;
  const longAsString = field.longAsString;
  return (message) => {
    message[localName] = scalarZeroValue(scalar, longAsString);
  };
}
function compileEnumFieldReader2(field) {
  const readEnumValue = compileEnumConverter(field.enum);
  const checkEnum = compileEnumCheck(field.enum);
  const localName = field.localName;
  const nullResets = field.enum.typeName != "google.protobuf.NullValue";
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, json, ctx) => {
      if (json === null && nullResets) {
        const oneof = message[oneofLocalName];
        if (oneof.case === localName) {
          message[oneofLocalName] = { case: void 0 };
        }
        return;
      }
      const value = readEnumValue(json, ctx.ignoreUnknownFields);
      if (value === tokenIgnoredUnknownEnum) {
        return;
      }
      const check = checkEnum(value);
      if (check !== true) {
        throw new FieldError(field, reasonSingular(field, value, check));
      }
      message[oneofLocalName] = { case: localName, value };
    };
  }
  const clear = compileClear(field);
  return (message, json, ctx) => {
    if (json === null && nullResets) {
      clear(message);
      return;
    }
    const value = readEnumValue(json, ctx.ignoreUnknownFields);
    if (value === tokenIgnoredUnknownEnum) {
      return;
    }
    const check = checkEnum(value);
    if (check !== true) {
      throw new FieldError(field, reasonSingular(field, value, check));
    }
    message[localName] = value;
  };
}
function compileMessageFieldReader2(field) {
  const localName = field.localName;
  const { toMessage, toLocal } = localMessageMapper(field);
  const readChild = compiledReader2(field.message);
  const nullResets = field.message.typeName != "google.protobuf.Value";
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, json, ctx) => {
      const oneof = message[oneofLocalName];
      if (json === null && nullResets) {
        if (oneof.case === localName) {
          message[oneofLocalName] = { case: void 0 };
        }
        return;
      }
      const child = toMessage(oneof.case === localName ? oneof.value : void 0);
      readChild(child, json, ctx);
      message[oneofLocalName] = { case: localName, value: toLocal(child) };
    };
  }
  return (message, json, ctx) => {
    if (json === null && nullResets) {
      delete message[localName];
      return;
    }
    const child = toMessage(message[localName]);
    readChild(child, json, ctx);
    message[localName] = toLocal(child);
  };
}
function compileListFieldReader2(field) {
  const localName = field.localName;
  const readItem = compileListItemReader(field);
  return (message, json, ctx) => {
    if (json === null) {
      return;
    }
    if (!Array.isArray(json)) {
      throw new FieldError(field, "expected Array, got " + formatVal(json));
    }
    const items2 = message[localName];
    for (let i = 0; i < json.length; i++) {
      const value = readItem(json[i], ctx, items2.length);
      if (value !== tokenIgnoredUnknownEnum) {
        items2.push(value);
      }
    }
  };
}
function compileListItemReader(field) {
  switch (field.listKind) {
    case "scalar": {
      const parseScalar = compileScalarParse(field);
      const checkValue = checkScalarValue(field.scalar);
      const toLocal = compileScalarToLocal(field);
      return (json, ctx, index) => {
        if (json === null) {
          throw new FieldError(field, "list item must not be null");
        }
        const value = parseScalar(json);
        const check = checkValue(value);
        if (check !== true) {
          throw new FieldError(field, `list item #${index + 1}: ${reasonSingular(field, value, check)}`);
        }
        return toLocal(value);
      };
    }
    case "enum": {
      const readEnumValue = compileEnumConverter(field.enum);
      const checkEnum = compileEnumCheck(field.enum);
      const nullResets = field.enum.typeName != "google.protobuf.NullValue";
      return (json, ctx, index) => {
        if (json === null && nullResets) {
          throw new FieldError(field, "list item must not be null");
        }
        const value = readEnumValue(json, ctx.ignoreUnknownFields);
        if (value === tokenIgnoredUnknownEnum) {
          return value;
        }
        const check = checkEnum(value);
        if (check !== true) {
          throw new FieldError(field, `list item #${index + 1}: ${reasonSingular(field, value, check)}`);
        }
        return value;
      };
    }
    case "message": {
      const { toMessage, toLocal } = localMessageMapper(field);
      const readChild = compiledReader2(field.message);
      const nullResets = field.message.typeName != "google.protobuf.Value";
      return (json, ctx) => {
        if (json === null && nullResets) {
          throw new FieldError(field, "list item must not be null");
        }
        const child = toMessage(void 0);
        readChild(child, json, ctx);
        return toLocal(child);
      };
    }
  }
}
function compileMapFieldReader2(field) {
  const localName = field.localName;
  const mapKey = field.mapKey;
  const parseMapKey = compileMapKeyParse(mapKey);
  const checkMapKey = checkScalarValue(mapKey);
  let parseValue;
  let checkValue;
  let toLocalValue = (value) => value;
  let nullResets = true;
  switch (field.mapKind) {
    case "scalar": {
      parseValue = compileScalarParse(field);
      checkValue = checkScalarValue(field.scalar);
      toLocalValue = compileScalarToLocal(field);
      break;
    }
    case "enum": {
      const readEnumValue = compileEnumConverter(field.enum);
      parseValue = (json, ctx) => readEnumValue(json, ctx.ignoreUnknownFields);
      checkValue = compileEnumCheck(field.enum);
      nullResets = field.enum.typeName != "google.protobuf.NullValue";
      break;
    }
    case "message": {
      const { toMessage, toLocal } = localMessageMapper(field);
      const readChild = compiledReader2(field.message);
      nullResets = field.message.typeName != "google.protobuf.Value";
      parseValue = (json, ctx) => {
        const child = toMessage(void 0);
        readChild(child, json, ctx);
        return toLocal(child);
      };
      break;
    }
  }
  return (message, json, ctx) => {
    if (json === null) {
      return;
    }
    if (typeof json != "object" || Array.isArray(json)) {
      throw new FieldError(field, "expected object, got " + formatVal(json));
    }
    const record = message[localName];
    const seen = /* @__PURE__ */ new Set();
    const jsonMapKeys = Object.keys(json);
    for (let i = 0; i < jsonMapKeys.length; i++) {
      const jsonMapKey = jsonMapKeys[i];
      const jsonMapValue = json[jsonMapKey];
      const key = parseMapKey(jsonMapKey);
      if (seen.has(key)) {
        throw new FieldError(field, `duplicate map key "${jsonMapKey}"`);
      }
      seen.add(key);
      if (jsonMapValue === null && nullResets) {
        throw new FieldError(field, "map value must not be null");
      }
      const value = parseValue(jsonMapValue, ctx);
      if (value === tokenIgnoredUnknownEnum) {
        continue;
      }
      const checkKey = checkMapKey(key);
      if (checkKey !== true) {
        throw new FieldError(field, `invalid map key: ${reasonSingular({ scalar: mapKey }, key, checkKey)}`);
      }
      if (checkValue !== void 0) {
        const check = checkValue(value);
        if (check !== true) {
          throw new FieldError(field, `map entry ${formatVal(key)}: ${reasonSingular(field, value, check)}`);
        }
      }
      setOwn(record, key, toLocalValue(value));
    }
  };
}
var tokenIgnoredUnknownEnum = /* @__PURE__ */ Symbol();
function compileEnumConverter(desc) {
  const zero = desc.values[0].number;
  const numbers = /* @__PURE__ */ new Map();
  for (const value of desc.values) {
    numbers.set(value.jsonName, value.number);
  }
  for (const value of desc.values) {
    numbers.set(value.name, value.number);
  }
  return (json, ignoreUnknownFields) => {
    if (json === null) {
      return zero;
    }
    switch (typeof json) {
      case "number":
        if (Number.isInteger(json)) {
          return json;
        }
        break;
      case "string": {
        const number = numbers.get(json);
        if (number !== void 0) {
          return number;
        }
        if (ignoreUnknownFields) {
          return tokenIgnoredUnknownEnum;
        }
        break;
      }
    }
    throw new Error(`cannot decode ${desc} from JSON: ${formatVal(json)}`);
  };
}
function compileEnumCheck(desc) {
  if (desc.open) {
    return checkScalarValue(ScalarType.INT32);
  }
  const values = desc.values;
  return (value) => values.some((v) => v.number === value);
}
function compileScalarConverter(field) {
  const parseScalar = compileScalarParse(field);
  const checkValue = checkScalarValue(field.scalar);
  const toLocal = compileScalarToLocal(field);
  return (json) => {
    const value = parseScalar(json);
    const check = checkValue(value);
    if (check !== true) {
      throw new FieldError(field, reasonSingular(field, value, check));
    }
    return toLocal(value);
  };
}
function compileScalarParse(field) {
  switch (field.scalar) {
    // float, double: JSON value will be a number or one of the special string values "NaN", "Infinity", and "-Infinity".
    // Either numbers or strings are accepted. Exponent notation is also accepted.
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return (json) => {
        if (json === "NaN")
          return NaN;
        if (json === "Infinity")
          return Number.POSITIVE_INFINITY;
        if (json === "-Infinity")
          return Number.NEGATIVE_INFINITY;
        if (typeof json == "number") {
          if (Number.isNaN(json)) {
            throw new FieldError(field, "unexpected NaN number");
          }
          if (!Number.isFinite(json)) {
            throw new FieldError(field, "unexpected infinite number");
          }
          return json;
        }
        if (typeof json == "string") {
          if (json === "") {
            return json;
          }
          if (json.trim().length !== json.length) {
            return json;
          }
          const float = Number(json);
          if (!Number.isFinite(float)) {
            return json;
          }
          return float;
        }
        return json;
      };
    // int32, fixed32, uint32: JSON value will be a decimal number. Either numbers or strings are accepted.
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
    case ScalarType.UINT32:
      return int32FromJson;
    // bytes: JSON value will be the data encoded as a string using standard base64 encoding with paddings.
    // Either standard or URL-safe base64 encoding with/without paddings are accepted.
    case ScalarType.BYTES:
      return (json) => {
        if (typeof json == "string") {
          if (json === "") {
            return new Uint8Array(0);
          }
          try {
            return base64Decode(json);
          } catch (e) {
            const message = e instanceof Error ? e.message : String(e);
            throw new FieldError(field, message);
          }
        }
        return json;
      };
    // int64, sfixed64, sint64, fixed64, uint64: The validation step accepts
    // string and number. string, bool: no conversion.
    default:
      return (json) => json;
  }
}
function compileScalarToLocal(field) {
  const longAsString = field.fieldKind !== "map" && field.longAsString;
  switch (field.scalar) {
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      if (longAsString) {
        return (value) => String(value);
      }
      return (value) => typeof value == "string" || typeof value == "number" ? protoInt64.parse(value) : value;
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      if (longAsString) {
        return (value) => String(value);
      }
      return (value) => typeof value == "string" || typeof value == "number" ? protoInt64.uParse(value) : value;
    default:
      return (value) => value;
  }
}
function compileMapKeyParse(type) {
  switch (type) {
    case ScalarType.BOOL:
      return (jsonString) => {
        switch (jsonString) {
          case "true":
            return true;
          case "false":
            return false;
        }
        return jsonString;
      };
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return int32FromJson;
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return (jsonString) => /^-?0+$/.test(jsonString) ? "0" : jsonString.replace(/^(-?)0+(?=\d)/, "$1");
    default:
      return (jsonString) => jsonString;
  }
}
function int32FromJson(json) {
  if (typeof json == "string") {
    if (json === "") {
      return json;
    }
    if (json.trim().length !== json.length) {
      return json;
    }
    const num = Number(json);
    if (Number.isNaN(num)) {
      return json;
    }
    return num;
  }
  return json;
}
function anyFromJson(any, json, ctx) {
  var _a;
  if (json === null || Array.isArray(json) || typeof json != "object") {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: expected object but got ${formatVal(json)}`);
  }
  if (Object.keys(json).length == 0) {
    return;
  }
  const typeUrl = json["@type"];
  if (typeof typeUrl != "string" || typeUrl == "") {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: "@type" is empty`);
  }
  const typeName2 = typeUrl.includes("/") ? typeUrl.substring(typeUrl.lastIndexOf("/") + 1) : typeUrl;
  if (!typeName2.length) {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: "@type" is invalid`);
  }
  const desc = (_a = ctx.registry) === null || _a === void 0 ? void 0 : _a.getMessage(typeName2);
  if (!desc) {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: ${typeUrl} is not in the type registry`);
  }
  const message = create(desc);
  if (hasCustomJsonRepresentation(desc) && Object.prototype.hasOwnProperty.call(json, "value")) {
    compiledReader2(desc)(message, json.value, ctx);
  } else {
    const copy = {};
    for (const key of Object.keys(json)) {
      if (key !== "@type") {
        setOwn(copy, key, json[key]);
      }
    }
    compiledReader2(desc)(message, copy, ctx);
  }
  anyPack(desc, message, any);
}
function timestampFromJson(timestamp, json) {
  if (typeof json !== "string") {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: ${formatVal(json)}`);
  }
  const matches2 = json.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);
  if (!matches2) {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: invalid RFC 3339 string`);
  }
  const ms = Date.parse(
    // biome-ignore format: want this to read well
    matches2[1] + "-" + matches2[2] + "-" + matches2[3] + "T" + matches2[4] + ":" + matches2[5] + ":" + matches2[6] + (matches2[8] ? matches2[8] : "Z")
  );
  if (Number.isNaN(ms)) {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: invalid RFC 3339 string`);
  }
  if (ms < timestampMsMin || ms > timestampMsMax) {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);
  }
  timestamp.seconds = protoInt64.parse(ms / 1e3);
  timestamp.nanos = 0;
  if (matches2[7]) {
    timestamp.nanos = parseInt("1" + matches2[7] + "0".repeat(9 - matches2[7].length)) - 1e9;
  }
}
function durationFromJson(duration, json) {
  if (typeof json !== "string") {
    throw new Error(`cannot decode message ${duration.$typeName} from JSON: ${formatVal(json)}`);
  }
  const match = json.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);
  if (match === null) {
    throw new Error(`cannot decode message ${duration.$typeName} from JSON: ${formatVal(json)}`);
  }
  const longSeconds = Number(match[1]);
  if (longSeconds > durationSecondsMax || longSeconds < durationSecondsMin) {
    throw new Error(`cannot decode message ${duration.$typeName} from JSON: ${formatVal(json)}`);
  }
  duration.seconds = protoInt64.parse(longSeconds);
  if (typeof match[2] !== "string") {
    return;
  }
  const nanosStr = match[2] + "0".repeat(9 - match[2].length);
  duration.nanos = parseInt(nanosStr);
  if (longSeconds < 0 || Object.is(longSeconds, -0)) {
    duration.nanos = -duration.nanos;
  }
}
function fieldMaskFromJson(fieldMask, json) {
  if (typeof json !== "string") {
    throw new Error(`cannot decode message ${fieldMask.$typeName} from JSON: ${formatVal(json)}`);
  }
  if (json === "") {
    return;
  }
  fieldMask.paths = json.split(",").map((path) => {
    if (path.includes("_")) {
      throw new Error(`cannot decode message ${fieldMask.$typeName} from JSON: path names must be lowerCamelCase`);
    }
    return protoSnakeCase(path);
  });
}
function structFromJson(struct, json, ctx) {
  if (typeof json != "object" || json == null || Array.isArray(json)) {
    throw new Error(`cannot decode message ${struct.$typeName} from JSON ${formatVal(json)}`);
  }
  const keys = Object.keys(json);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const parsedValue = create(ValueSchema);
    valueFromJson(parsedValue, json[key], ctx);
    setOwn(struct.fields, key, parsedValue);
  }
}
function valueFromJson(value, json, ctx) {
  if (++ctx.depth > ctx.recursionLimit) {
    throw new Error(`cannot decode ${value.$typeName} from JSON: maximum recursion depth of ${ctx.recursionLimit} reached`);
  }
  switch (typeof json) {
    case "number":
      value.kind = { case: "numberValue", value: json };
      break;
    case "string":
      value.kind = { case: "stringValue", value: json };
      break;
    case "boolean":
      value.kind = { case: "boolValue", value: json };
      break;
    case "object":
      if (json === null) {
        value.kind = { case: "nullValue", value: NullValue.NULL_VALUE };
      } else if (Array.isArray(json)) {
        const listValue = create(ListValueSchema);
        listValueFromJson(listValue, json, ctx);
        value.kind = { case: "listValue", value: listValue };
      } else {
        const struct = create(StructSchema);
        structFromJson(struct, json, ctx);
        value.kind = { case: "structValue", value: struct };
      }
      break;
    default:
      throw new Error(`cannot decode message ${value.$typeName} from JSON ${formatVal(json)}`);
  }
  ctx.depth--;
  return value;
}
function listValueFromJson(listValue, json, ctx) {
  if (!Array.isArray(json)) {
    throw new Error(`cannot decode message ${listValue.$typeName} from JSON ${formatVal(json)}`);
  }
  for (let i = 0; i < json.length; i++) {
    const value = create(ValueSchema);
    valueFromJson(value, json[i], ctx);
    listValue.values.push(value);
  }
}

// src/core/cel/types.ts
var T = {
  dyn: { kind: "dyn" },
  int: { kind: "int" },
  uint: { kind: "uint" },
  double: { kind: "double" },
  bool: { kind: "bool" },
  string: { kind: "string" },
  bytes: { kind: "bytes" },
  null: { kind: "null" },
  type: { kind: "type" },
  quantity: { kind: "opaque", name: "kubernetes.Quantity" },
  timestamp: { kind: "opaque", name: "google.protobuf.Timestamp" },
  duration: { kind: "opaque", name: "google.protobuf.Duration" },
  list: (elem) => ({ kind: "list", elem }),
  map: (key, value) => ({ kind: "map", key, value }),
  object: (name, fields) => ({ kind: "object", name, fields })
};
function typeName(t) {
  switch (t.kind) {
    case "list":
      return `list(${typeName(t.elem)})`;
    case "map":
      return `map(${typeName(t.key)}, ${typeName(t.value)})`;
    case "object":
    case "opaque":
      return t.name;
    case "param":
      return t.name;
    case "null":
      return "null_type";
    default:
      return t.kind;
  }
}
function typeFromSchema(schema, name = "object") {
  if (!schema) return T.dyn;
  if (schema["x-kubernetes-int-or-string"] || schema["x-kubernetes-preserve-unknown-fields"]) return T.dyn;
  switch (schema.type) {
    case "integer":
      return T.int;
    case "number":
      return T.double;
    case "boolean":
      return T.bool;
    case "string":
      if (schema.format === "byte") return T.bytes;
      if (schema.format === "date-time" || schema.format === "datetime") return T.timestamp;
      if (schema.format === "duration") return T.duration;
      return T.string;
    case "array":
      return T.list(typeFromSchema(schema.items, name + ".@idx"));
    case "object": {
      if (schema.properties) {
        const fields = {};
        for (const [k, v] of Object.entries(schema.properties)) fields[k] = typeFromSchema(v, `${name}.${k}`);
        return T.object(name, fields);
      }
      if (typeof schema.additionalProperties === "object") return T.map(T.string, typeFromSchema(schema.additionalProperties, name + ".@elem"));
      return T.map(T.string, T.dyn);
    }
    default:
      return T.dyn;
  }
}

// src/core/cel/meter.ts
var CostMeter = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  spent = 0;
  exceeded = false;
  charge(amount) {
    this.spent += amount;
    if (this.spent > this.limit) this.exceeded = true;
    return !this.exceeded;
  }
};
var active;
function withMeter(meter, run) {
  const previous = active;
  active = meter;
  try {
    return run();
  } finally {
    active = previous;
  }
}
function chargeCost(amount) {
  if (active && !active.charge(amount)) throw new CostLimitExceeded();
}
var CostLimitExceeded = class extends Error {
  name = "CostLimitExceeded";
  constructor() {
    super("operation cancelled: actual cost limit exceeded");
  }
};
var RUN_COST_BUDGET = 5e6;
var CelRunBudget = class {
  total;
  /** Each object's own budget (the API server's RuntimeCELCostBudget for CRD validation rules). */
  perObject;
  remaining;
  constructor(options = {}) {
    this.total = options.total ?? RUN_COST_BUDGET;
    this.perObject = options.perObject ?? 1e7;
    this.remaining = this.total;
  }
  spend(cost) {
    this.remaining -= cost;
  }
  spent() {
    return this.remaining <= 0;
  }
};

// node_modules/@bufbuild/cel/dist/esm/error.js
var privateSymbol = /* @__PURE__ */ Symbol.for("@bufbuild/cel/error");
function celError(value, exprId) {
  if (isCelError(value)) {
    return value;
  }
  if (typeof exprId === "number") {
    exprId = BigInt(exprId);
  }
  if (value instanceof Error) {
    return new _CelError(value.message, value, exprId);
  }
  if (typeof value === "string") {
    return new _CelError(value, void 0, exprId);
  }
  return new _CelError(`${value}`, value, exprId);
}
function celErrorMerge(first, ...rest) {
  return new _CelError(first.message, rest, first.exprId);
}
function isCelError(v) {
  return typeof v === "object" && v !== null && privateSymbol in v;
}
var _CelError = class extends Error {
  _cause;
  _exprId;
  [privateSymbol] = {};
  constructor(message, _cause, _exprId) {
    super(message);
    this._cause = _cause;
    this._exprId = _exprId;
  }
  get exprId() {
    return this._exprId;
  }
  get cause() {
    return this._cause;
  }
};

// node_modules/@bufbuild/cel/dist/esm/uint.js
var privateSymbol2 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/uint");
function celUint(v) {
  return new Uint(v);
}
function isCelUint(v) {
  return typeof v === "object" && v !== null && privateSymbol2 in v;
}
var Uint = class {
  _value;
  [privateSymbol2] = {};
  constructor(_value) {
    this._value = _value;
  }
  get value() {
    return this._value;
  }
};

// node_modules/@bufbuild/cel/dist/esm/proto.js
function celFromScalar(type, v) {
  switch (type) {
    case ScalarType.UINT32:
    case ScalarType.UINT64:
    case ScalarType.FIXED32:
    case ScalarType.FIXED64:
      return celUint(BigInt(v));
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return BigInt(v);
    default:
      return v;
  }
}

// node_modules/@bufbuild/cel/dist/esm/list.js
var privateSymbol3 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/list");
function celList(arrayOrReflectList) {
  if (isReflectList(arrayOrReflectList)) {
    return new RepeatedFieldList(arrayOrReflectList);
  }
  return new ArrayList(arrayOrReflectList);
}
function celListConcat(...lists) {
  return new ConcatList(lists);
}
function isCelList(v) {
  return typeof v === "object" && v !== null && privateSymbol3 in v;
}
var ArrayList = class {
  _array;
  [privateSymbol3] = {};
  constructor(_array) {
    this._array = _array;
  }
  get size() {
    return this._array.length;
  }
  get(index) {
    if (index < 0 || index >= this.size) {
      return void 0;
    }
    return toCel(this._array[index]);
  }
  *values() {
    for (const element of this._array.values()) {
      yield toCel(element);
    }
  }
  [Symbol.iterator]() {
    return this.values();
  }
};
var RepeatedFieldList = class {
  _list;
  [privateSymbol3] = {};
  constructor(_list) {
    this._list = _list;
  }
  get size() {
    return this._list.size;
  }
  get(index) {
    const val = this._list.get(index);
    if (val === void 0) {
      return void 0;
    }
    return celFromListElem(this._list.field(), val);
  }
  *values() {
    for (const val of this._list) {
      yield celFromListElem(this._list.field(), val);
    }
  }
  [Symbol.iterator]() {
    return this.values();
  }
};
var ConcatList = class {
  _lists;
  [privateSymbol3] = {};
  _size;
  constructor(_lists) {
    this._lists = _lists;
    let size = 0;
    for (const list of _lists) {
      size += list.size;
    }
    this._size = size;
  }
  get size() {
    return this._size;
  }
  get(index) {
    if (index < 0 || index >= this.size) {
      return void 0;
    }
    for (const list of this._lists) {
      if (index < list.size) {
        return list.get(index);
      }
      index = index - list.size;
    }
    return void 0;
  }
  *values() {
    for (const list of this._lists) {
      yield* list.values();
    }
  }
  [Symbol.iterator]() {
    return this.values();
  }
};
function celFromListElem(desc, v) {
  switch (desc.listKind) {
    case "enum":
      return BigInt(v);
    case "message":
      return reflectMsgToCel(v);
    case "scalar":
      return celFromScalar(desc.scalar, v);
  }
}
var EMPTY_LIST = celList([]);

// node_modules/@bufbuild/cel/dist/esm/eval.js
var contextStack = [];
function setEvalContext(context) {
  contextStack.push(context);
  return () => contextStack.pop();
}
function getEvalContext() {
  if (contextStack.length === 0) {
    throw new Error("cannot use `getEvalContext` outside of an evaluation");
  }
  return contextStack[contextStack.length - 1];
}
function withEvalContext(context, next) {
  return {
    id: next.id,
    eval(ctx) {
      const unset = setEvalContext(context);
      try {
        return next.eval(ctx);
      } finally {
        unset();
      }
    }
  };
}
function getMsgDesc(typeName2) {
  const schema = getEvalContext().registry.getMessage(typeName2);
  if (!schema) {
    throw new Error(`Message ${typeName2} not found in registry`);
  }
  return schema;
}

// node_modules/@bufbuild/cel/dist/esm/type.js
var privateSymbol4 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/type");
var CelScalar = {
  INT: celScalarType("int"),
  UINT: celScalarType("uint"),
  BOOL: celScalarType("bool"),
  STRING: celScalarType("string"),
  BYTES: celScalarType("bytes"),
  DOUBLE: celScalarType("double"),
  NULL: celScalarType("null_type"),
  DYN: celScalarType("dyn"),
  TYPE: celScalarType("type")
};
var TIMESTAMP = objectType(TimestampSchema);
var DURATION = objectType(DurationSchema);
function mapType(key, value) {
  return {
    [privateSymbol4]: {},
    kind: "map",
    key,
    value,
    name: "map",
    toString() {
      return `map(${key}, ${value})`;
    }
  };
}
function listType(element) {
  return {
    [privateSymbol4]: {},
    kind: "list",
    element,
    name: "list",
    toString() {
      return `list(${element})`;
    }
  };
}
function objectType(descOrTypeName) {
  let name, desc;
  if (typeof descOrTypeName === "string") {
    name = descOrTypeName;
    desc = void 0;
  } else {
    name = descOrTypeName.typeName;
    desc = descOrTypeName;
  }
  return {
    [privateSymbol4]: {},
    kind: "object",
    desc,
    name,
    toString() {
      return name;
    }
  };
}
function celScalarType(scalar) {
  return {
    [privateSymbol4]: {},
    kind: "scalar",
    scalar,
    name: scalar,
    toString() {
      return scalar;
    }
  };
}
function celType(v) {
  switch (typeof v) {
    case "bigint":
      return CelScalar.INT;
    case "boolean":
      return CelScalar.BOOL;
    case "number":
      return CelScalar.DOUBLE;
    case "string":
      return CelScalar.STRING;
    case "object":
      switch (true) {
        case v === null:
          return CelScalar.NULL;
        case v instanceof Uint8Array:
          return CelScalar.BYTES;
        case isReflectMessage(v):
          return celTypeOfMessage(v);
        case isCelList(v):
          return listType(CelScalar.DYN);
        case isCelMap(v):
          return mapType(CelScalar.DYN, CelScalar.DYN);
        case isCelUint(v):
          return CelScalar.UINT;
        default:
          if (isObjectCelType(v)) {
            return CelScalar.TYPE;
          }
      }
  }
  throw new Error(`Not a CEL value: ${v}`);
}
function isCelType(v) {
  return typeof v === "object" && v !== null && isObjectCelType(v);
}
function isObjectCelType(v) {
  return privateSymbol4 in v;
}
function celTypeOfMessage(v) {
  let typeName2 = v.desc.typeName;
  if (isReflectMessageAny(v)) {
    typeName2 = typeUrlToName2(v.message.typeUrl);
    if (typeName2 === ValueSchema.typeName) {
      const value = anyUnpack(v.message, ValueSchema);
      return value ? valueToType(value) : CelScalar.NULL;
    }
  }
  switch (typeName2) {
    case FloatValueSchema.typeName:
    case DoubleValueSchema.typeName:
      return CelScalar.DOUBLE;
    case UInt64ValueSchema.typeName:
    case UInt32ValueSchema.typeName:
      return CelScalar.UINT;
    case Int32ValueSchema.typeName:
    case Int64ValueSchema.typeName:
      return CelScalar.INT;
    case StringValueSchema.typeName:
      return CelScalar.STRING;
    case BytesValueSchema.typeName:
      return CelScalar.BYTES;
    case BoolValueSchema.typeName:
      return CelScalar.BOOL;
    case StructSchema.typeName:
      return mapType(CelScalar.STRING, CelScalar.DYN);
    case ListValueSchema.typeName:
      return listType(CelScalar.DYN);
    case ValueSchema.typeName:
      return valueToType(v.message);
  }
  return typeName2 === v.desc.typeName ? objectType(v.desc) : objectType(typeName2);
}
function valueToType(v) {
  switch (v.kind.case) {
    case "boolValue":
      return CelScalar.BOOL;
    case "listValue":
      return listType(CelScalar.DYN);
    case "nullValue":
    case void 0:
      return CelScalar.NULL;
    case "numberValue":
      return CelScalar.DOUBLE;
    case "stringValue":
      return CelScalar.STRING;
    case "structValue":
      return mapType(CelScalar.STRING, CelScalar.DYN);
  }
}
function isReflectMessageAny(v) {
  return v.desc.typeName === AnySchema.typeName;
}
function typeUrlToName2(url) {
  const slash = url.lastIndexOf("/");
  const name = slash >= 0 ? url.substring(slash + 1) : url;
  if (!name.length) {
    throw new Error(`invalid type url: ${url}`);
  }
  return name;
}

// node_modules/@bufbuild/cel/dist/esm/value.js
function toCel(v) {
  switch (typeof v) {
    case "bigint":
    case "boolean":
    case "number":
    case "string":
      return v;
    case "object":
      break;
    default:
      throw new Error(`unsupported input ${typeof v}`);
  }
  switch (true) {
    case v === null:
    case v instanceof Uint8Array:
    case isCelList(v):
    case isCelMap(v):
    case isCelUint(v):
    case isCelType(v):
      return v;
  }
  if (isArray(v) || isReflectList(v)) {
    return celList(v);
  }
  if (isMap(v) || isReflectMap(v)) {
    return celMap(v);
  }
  if (isMessage(v)) {
    const value = wktToCel(v);
    if (value !== void 0) {
      return value;
    }
    return reflect(getMsgDesc(v.$typeName), v);
  }
  if (isReflectMessage(v)) {
    return reflectMsgToCel(v);
  }
  if (v.constructor.name === "Object") {
    return celMap(new Map(Object.entries(v)));
  }
  throw new Error(`Unsupported input ${v}`);
}
function unwrapAny(v) {
  if (!isReflectAny(v)) {
    return v;
  }
  const unpacked = anyUnpack(v.message, getEvalContext().registry);
  if (unpacked === void 0) {
    throw new Error(`invalid Any or ${v.message.typeUrl} not found in registry`);
  }
  const value = wktToCel(unpacked);
  if (value !== void 0) {
    return value;
  }
  return reflect(getMsgDesc(unpacked.$typeName), unpacked);
}
function reflectMsgToCel(v) {
  const value = wktToCel(v.message);
  if (value !== void 0) {
    return value;
  }
  return v;
}
function isReflectAny(v) {
  return isReflectMessage(v, AnySchema);
}
function isArray(v) {
  return Array.isArray(v);
}
function isMap(v) {
  return v instanceof Map;
}
function wktToCel(msg) {
  if (isWrapper(msg)) {
    return unwrapWrapper(msg);
  }
  return jsonWrapperToCel(msg);
}
function unwrapWrapper(v) {
  switch (v.$typeName) {
    case Int32ValueSchema.typeName:
      return BigInt(v.value);
    case UInt32ValueSchema.typeName:
      return celUint(BigInt(v.value));
    case UInt64ValueSchema.typeName:
      return celUint(v.value);
  }
  return v.value;
}
function jsonWrapperToCel(msg) {
  switch (true) {
    case isMessage(msg, StructSchema):
      return structToCel(msg);
    case isMessage(msg, ValueSchema):
      return valueToCel(msg);
    case isMessage(msg, ListValueSchema):
      return listValueToCel(msg);
  }
  return void 0;
}
function structToCel(s) {
  const map = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(s.fields)) {
    map.set(k, valueToCel(v));
  }
  return celMap(map);
}
function valueToCel(v) {
  switch (v.kind.case) {
    case "boolValue":
    case "numberValue":
    case "stringValue":
      return v.kind.value;
    case "nullValue":
    case void 0:
      return null;
    case "structValue":
      return structToCel(v.kind.value);
    case "listValue":
      return listValueToCel(v.kind.value);
  }
}
function listValueToCel(l) {
  return celList(l.values);
}

// node_modules/@bufbuild/cel/dist/esm/map.js
var privateSymbol5 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/map");
function celMap(mapOrReflectMap) {
  if (isReflectMap(mapOrReflectMap)) {
    return new ProtoMap(mapOrReflectMap);
  }
  return new NativeMap(mapOrReflectMap);
}
function isCelMap(v) {
  return typeof v === "object" && v !== null && privateSymbol5 in v;
}
var NativeMap = class {
  _map;
  [privateSymbol5] = {};
  constructor(_map) {
    this._map = _map;
  }
  get size() {
    return this._map.size;
  }
  get(key) {
    if (isCelUint(key)) {
      key = key.value;
    }
    if (typeof key === "number") {
      if (!Number.isInteger(key)) {
        return void 0;
      }
      key = BigInt(key);
    }
    const value = this._map.get(key);
    if (value !== void 0) {
      return toCel(value);
    }
    if (typeof key === "bigint") {
      for (const mapKey of this._map.keys()) {
        if (!isCelUint(mapKey)) {
          continue;
        }
        if (mapKey.value === key) {
          return toCel(this._map.get(mapKey));
        }
      }
    }
    return void 0;
  }
  has(key) {
    return this.get(key) != void 0;
  }
  forEach(callback, thisArg) {
    this._map.forEach((value, key, _2) => callback.call(thisArg, toCel(value), key, this));
  }
  *entries() {
    for (const [key, value] of this._map.entries()) {
      yield [key, toCel(value)];
    }
  }
  keys() {
    return this._map.keys();
  }
  *values() {
    for (const value of this._map.values()) {
      yield toCel(value);
    }
  }
  [Symbol.iterator]() {
    return this.entries();
  }
};
var ProtoMap = class {
  _map;
  [privateSymbol5] = {};
  constructor(_map) {
    this._map = _map;
  }
  get size() {
    return this._map.size;
  }
  get(key) {
    const value = this._map.get(mapKeyFromCel(this._map.field(), key));
    if (value === void 0) {
      return void 0;
    }
    return celFromMapValue(this._map.field(), value);
  }
  has(key) {
    return this._map.has(mapKeyFromCel(this._map.field(), key));
  }
  forEach(callback, thisArg) {
    this._map.forEach((value, key, _2) => callback.call(thisArg, celFromMapValue(this._map.field(), value), celFromMapKey(this._map.field(), key), this));
  }
  *entries() {
    for (const [key, value] of this._map.entries()) {
      yield [
        celFromMapKey(this._map.field(), key),
        celFromMapValue(this._map.field(), value)
      ];
    }
  }
  *keys() {
    for (const key of this._map.keys()) {
      yield celFromMapKey(this._map.field(), key);
    }
  }
  *values() {
    for (const value of this._map.keys()) {
      yield celFromMapValue(this._map.field(), value);
    }
  }
  [Symbol.iterator]() {
    return this.entries();
  }
};
function mapKeyFromCel(desc, v) {
  if (isCelUint(v)) {
    v = v.value;
  }
  switch (desc.mapKey) {
    case ScalarType.SINT32:
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
    case ScalarType.SFIXED32:
      if (typeof v === "bigint") {
        return Number(v);
      }
      return v;
    case ScalarType.SINT64:
    case ScalarType.INT64:
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
    case ScalarType.SFIXED64:
      if (v === "number" && Number.isInteger(v)) {
        return BigInt(v);
      }
      return v;
    default:
      return v;
  }
}
function celFromMapKey(desc, v) {
  return celFromScalar(desc.mapKey, v);
}
function celFromMapValue(desc, v) {
  switch (desc.mapKind) {
    case "enum":
      return BigInt(v);
    case "message":
      return reflectMsgToCel(v);
    case "scalar":
      return celFromScalar(desc.scalar, v);
  }
}
var EMPTY_MAP = celMap(/* @__PURE__ */ new Map());

// node_modules/@bufbuild/cel/dist/esm/registry.js
var wktRegistry = createRegistry(TimestampSchema, DurationSchema, AnySchema, file_google_protobuf_wrappers, file_google_protobuf_struct);
function createRegistryWithWKT(...inputs) {
  return createRegistry(wktRegistry, ...inputs);
}

// node_modules/@bufbuild/cel/dist/esm/equals.js
function equals2(lhs, rhs) {
  if (lhs === rhs) {
    return true;
  }
  if (isCelUint(lhs)) {
    lhs = lhs.value;
  }
  if (isCelUint(rhs)) {
    rhs = rhs.value;
  }
  if ((typeof lhs === "number" || typeof lhs === "bigint") && (typeof rhs === "number" || typeof rhs === "bigint")) {
    return lhs == rhs;
  }
  switch (true) {
    case lhs instanceof Uint8Array:
      return rhs instanceof Uint8Array && equalsBytes(lhs, rhs);
    case isCelList(lhs):
      return isCelList(rhs) && equalsList(lhs, rhs);
    case isCelMap(lhs):
      return isCelMap(rhs) && equalsMap(lhs, rhs);
    case isCelType(lhs):
      return isCelType(rhs) && equalsType(lhs, rhs);
  }
  if (isReflectMessage(lhs)) {
    if (!isReflectMessage(rhs)) {
      return false;
    }
    if (lhs.desc.typeName !== rhs.desc.typeName) {
      return false;
    }
    return equals(lhs.desc, lhs.message, rhs.message, {
      registry: getEvalContext().registry,
      unpackAny: true,
      unknown: true,
      extensions: true
    });
  }
  return false;
}
function equalsType(lhs, rhs) {
  return lhs.kind === rhs.kind && lhs.name === rhs.name;
}
function equalsList(lhs, rhs) {
  if (lhs.size !== rhs.size) {
    return false;
  }
  for (let i = 0; i < lhs.size; i++) {
    if (!equals2(lhs.get(i), rhs.get(i))) {
      return false;
    }
  }
  return true;
}
function equalsMap(lhs, rhs) {
  if (lhs.size !== rhs.size) {
    return false;
  }
  for (const [k, v] of lhs) {
    const rv = rhs.get(k);
    if (rv === void 0 || !equals2(v, rv)) {
      return false;
    }
  }
  return true;
}
function equalsBytes(lhs, rhs) {
  if (lhs.length !== rhs.length) {
    return false;
  }
  for (let i = 0; i < lhs.length; i++) {
    if (lhs[i] !== rhs[i]) {
      return false;
    }
  }
  return true;
}

// node_modules/@bufbuild/cel/dist/esm/func.js
var privateSymbol6 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/func");
function celFunc(name, args, result, impl) {
  return new Func(name, void 0, args, result, impl);
}
function celMethod(name, target, args, result, impl) {
  return new Method(name, target, args, result, impl);
}
var Callable = class {
  _name;
  _target;
  _args;
  _result;
  _impl;
  _id;
  [privateSymbol6] = {};
  constructor(_name, _target, _args, _result, _impl, _id = "") {
    this._name = _name;
    this._target = _target;
    this._args = _args;
    this._result = _result;
    this._impl = _impl;
    this._id = _id;
  }
  get id() {
    if (this._id === "") {
      const qualifier = this.target ? `${this.target.name}.` : "";
      this._id = `${qualifier}${this.name}(${this.arguments.map((p) => p.name).join(",")})`;
    }
    return this._id;
  }
  get name() {
    return this._name;
  }
  get target() {
    return this._target;
  }
  get arguments() {
    return this._args;
  }
  get result() {
    return this._result;
  }
  call(id, target, args) {
    if (args.length != this.arguments.length) {
      return void 0;
    }
    for (let i = 0; i < args.length; i++) {
      if (!isSubtypeOf(args[i], this.arguments[i])) {
        return void 0;
      }
    }
    try {
      return toCel(this._impl.apply(target, args));
    } catch (ex) {
      return celError(ex, id);
    }
  }
};
var Func = class extends Callable {
  call(id, target, args) {
    if (target !== void 0) {
      return void 0;
    }
    return super.call(id, void 0, args);
  }
};
var Method = class extends Callable {
  call(id, target, args) {
    if (target === void 0 || !isSubtypeOf(target, this.target)) {
      return void 0;
    }
    return super.call(id, target, args);
  }
};
function isSubtypeOf(val, typ) {
  return typ === CelScalar.DYN || equalsType(celType(val), typ);
}

// node_modules/@bufbuild/cel/dist/esm/resolver.js
var privateSymbol7 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/resolver");
function createResolver(...inputs) {
  const groups = /* @__PURE__ */ new Map();
  for (const input of inputs) {
    const funcs = isFuncResolver(input) || Array.isArray(input) ? input : [input];
    for (const func of funcs) {
      let group = groups.get(func.name);
      if (group === void 0) {
        group = [];
        groups.set(func.name, group);
      }
      group.push(func);
    }
  }
  return new Resolver(new Map(new Array(...groups.entries()).map(([name, funcs]) => [
    name,
    createFuncGroup(name, funcs)
  ])));
}
function isFuncResolver(v) {
  return typeof v === "object" && v !== null && privateSymbol7 in v;
}
var Resolver = class {
  _groups;
  [privateSymbol7] = {};
  constructor(_groups) {
    this._groups = _groups;
  }
  *[Symbol.iterator]() {
    for (const group of this._groups.values()) {
      yield* group;
    }
  }
  find(name) {
    return this._groups.get(name);
  }
};
function createFuncGroup(name, funcs) {
  const set = [];
  for (const func of funcs) {
    for (let i = 0; i < set.length; i++) {
      if (func.id === set[i].id) {
        set.splice(i, 1);
        break;
      }
    }
    set.push(func);
  }
  return new Group(name, set);
}
var Group = class {
  _name;
  _funcs;
  constructor(_name, _funcs) {
    this._name = _name;
    this._funcs = _funcs;
  }
  *[Symbol.iterator]() {
    yield* this._funcs;
  }
  get name() {
    return this._name;
  }
  call(id, target, args) {
    args = args.map((arg) => unwrapAny(arg));
    for (const func of this._funcs) {
      const result = func.call(id, target, args);
      if (result !== void 0) {
        return result;
      }
    }
    return void 0;
  }
};

// node_modules/@bufbuild/cel/dist/esm/gen/dev/cel/expr/operator_const.js
var ADD = "_+_";
var CONDITIONAL = "_?_:_";
var DIVIDE = "_/_";
var EQUALS = "_==_";
var GREATER = "_>_";
var GREATER_EQUALS = "_>=_";
var IN = "@in";
var INDEX = "_[_]";
var LESS = "_<_";
var LESS_EQUALS = "_<=_";
var LOGICAL_AND = "_&&_";
var LOGICAL_NOT = "!_";
var LOGICAL_OR = "_||_";
var MODULO = "_%_";
var MULTIPLY = "_*_";
var NEGATE = "-_";
var NOT_EQUALS = "_!=_";
var NOT_STRICTLY_FALSE = "@not_strictly_false";
var OLD_NOT_STRICTLY_FALSE = "__not_strictly_false__";
var OPT_INDEX = "_[?_]";
var OPT_SELECT = "_?._";
var SUBTRACT = "_-_";

// node_modules/@bufbuild/cel/dist/esm/duration.js
var ONE_SECOND = 1000000000n;
var MAX_DURATION_NANOS = 9223372036854775807n;
var MIN_DURATION_NANOS = -9223372036854775808n;
function createDuration(seconds = 0n, ns = 0n) {
  const fullNanos = seconds * ONE_SECOND + BigInt(ns);
  if (fullNanos > MAX_DURATION_NANOS || fullNanos < MIN_DURATION_NANOS) {
    throw new Error("duration out of range");
  }
  return create(DurationSchema, {
    seconds: fullNanos / ONE_SECOND,
    nanos: Number(fullNanos % ONE_SECOND)
    // preserves sign
  });
}
var DURATION_STRING_LENGTH_LIMIT = 128;
var UNITS = Object.freeze({
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  ms: 1000n * 1000n,
  s: 1000n * 1000n * 1000n,
  m: 1000n * 1000n * 1000n * 60n,
  h: 1000n * 1000n * 1000n * 60n * 60n
});
var INT_REGEXP = /^\d+/;
var UNIT_REGEXP = new RegExp(`^(${Object.keys(UNITS).join("|")})`);
function parseDuration(str) {
  if (str.length > DURATION_STRING_LENGTH_LIMIT) {
    throw badDurationStr(`duration string exceeds ${DURATION_STRING_LENGTH_LIMIT} characters`);
  }
  if (/^[-+]?0$/.test(str))
    return createDuration();
  const [sign, values] = /^[+-]/.test(str) ? [str[0] === "+" ? 1n : -1n, str.slice(1)] : [1n, str];
  let fullNanos = 0n;
  let remainder = values;
  while (remainder.length > 0) {
    const int = INT_REGEXP.exec(remainder)?.[0];
    remainder = remainder.slice(int?.length ?? 0);
    if (remainder[0] === ".")
      remainder = remainder.slice(1);
    const fraction = INT_REGEXP.exec(remainder)?.[0];
    remainder = remainder.slice(fraction?.length ?? 0);
    const unit = UNIT_REGEXP.exec(remainder)?.[0];
    remainder = remainder.slice(unit?.length ?? 0);
    if ((int ?? fraction) === void 0 || unit === void 0) {
      throw badDurationStr("invalid syntax");
    }
    const factor = UNITS[unit];
    fullNanos += BigInt(int ?? 0) * factor;
    fullNanos += BigInt(fraction ?? 0) * factor / 10n ** BigInt(fraction?.length ?? 0);
  }
  return createDuration(0n, sign * fullNanos);
}
function badDurationStr(e) {
  return new Error(`Failed to parse duration: ${e}`);
}

// node_modules/@bufbuild/cel/dist/esm/timestamp.js
var MAX_TIMESTAMP_SECONDS = 253402300799n;
var MIN_TIMESTAMP_SECONDS = -62135596800n;
var ONE_SECOND2 = 1000000000n;
function createTimestamp(s = 0n, ns = 0n) {
  const fullNanos = s * ONE_SECOND2 + BigInt(ns);
  const shift = fullNanos % ONE_SECOND2 < 0n ? 1n : 0n;
  const seconds = fullNanos / ONE_SECOND2 - shift;
  const nanos = Number(fullNanos % ONE_SECOND2 + shift * ONE_SECOND2);
  if (seconds > MAX_TIMESTAMP_SECONDS || seconds < MIN_TIMESTAMP_SECONDS) {
    throw new Error("timestamp out of range");
  }
  return create(TimestampSchema, { seconds, nanos });
}

// node_modules/@bufbuild/cel/dist/esm/std/math.js
var MAX_INT = 9223372036854775807n;
var MIN_INT = -9223372036854775808n;
var MAX_UINT = 18446744073709551615n;
function safeInt(value, op = "type conversion") {
  const numeric = typeof value === "string" ? BigInt(value) : value;
  if (typeof numeric === "bigint") {
    if (numeric >= MIN_INT && numeric <= MAX_INT) {
      return numeric;
    }
  } else if (Number.isFinite(numeric)) {
    if (numeric > Number(MIN_INT) && numeric < Number(MAX_INT)) {
      return BigInt(Math.trunc(numeric));
    }
  }
  throw celError(`int overflow during ${op}`);
}
function safeUint(value, op = "type conversion") {
  const numeric = typeof value === "string" ? BigInt(value) : value;
  if (typeof numeric === "bigint" || Number.isFinite(numeric)) {
    const int = typeof numeric === "number" ? BigInt(Math.trunc(numeric)) : numeric;
    if (numeric >= 0 && int <= MAX_UINT) {
      return celUint(int);
    }
  }
  throw celError(`uint overflow during ${op}`);
}
function bytesConcat(l, r) {
  const val = new Uint8Array(l.length + r.length);
  val.set(l);
  val.set(r, l.length);
  return val;
}
function timestampSum(l, r) {
  return createTimestamp(l.message.seconds + r.message.seconds, l.message.nanos + r.message.nanos);
}
function durationSum(l, r) {
  return createDuration(l.message.seconds + r.message.seconds, l.message.nanos + r.message.nanos);
}
function durationDifference(l, r) {
  return createDuration(l.message.seconds - r.message.seconds, l.message.nanos - r.message.nanos);
}
function timestampDifference(l, r) {
  return createTimestamp(l.message.seconds - r.message.seconds, l.message.nanos - r.message.nanos);
}
function safeDivide(type, l, r) {
  if (r === 0n)
    throw celError(`${type.name} divide by zero`);
  return safeInt(l / r, `divide by ${r}`);
}
function safeModulo(type, l, r) {
  if (r === 0n)
    throw celError(`${type.name} modulus by zero`);
  return l % r;
}
var LIST = listType(CelScalar.DYN);
var { BYTES, DOUBLE, INT, STRING, UINT } = CelScalar;
var math_default = [
  celFunc(ADD, [INT, INT], INT, (l, r) => safeInt(l + r, ADD)),
  celFunc(ADD, [UINT, UINT], UINT, (l, r) => safeUint(l.value + r.value, ADD)),
  celFunc(ADD, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l + r),
  celFunc(ADD, [DURATION, DURATION], DURATION, durationSum),
  celFunc(ADD, [TIMESTAMP, DURATION], TIMESTAMP, timestampSum),
  celFunc(ADD, [DURATION, TIMESTAMP], TIMESTAMP, timestampSum),
  celFunc(ADD, [STRING, STRING], STRING, (l, r) => l + r),
  celFunc(ADD, [BYTES, BYTES], BYTES, bytesConcat),
  celFunc(ADD, [LIST, LIST], LIST, celListConcat),
  celFunc(SUBTRACT, [INT, INT], INT, (l, r) => safeInt(l - r, SUBTRACT)),
  celFunc(SUBTRACT, [UINT, UINT], UINT, (l, r) => safeUint(l.value - r.value, SUBTRACT)),
  celFunc(SUBTRACT, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l - r),
  celFunc(SUBTRACT, [TIMESTAMP, TIMESTAMP], DURATION, durationDifference),
  celFunc(SUBTRACT, [DURATION, DURATION], DURATION, durationDifference),
  celFunc(SUBTRACT, [TIMESTAMP, DURATION], TIMESTAMP, timestampDifference),
  celFunc(MULTIPLY, [INT, INT], INT, (l, r) => safeInt(l * r, MULTIPLY)),
  celFunc(MULTIPLY, [UINT, UINT], UINT, (l, r) => safeUint(l.value * r.value, MULTIPLY)),
  celFunc(MULTIPLY, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l * r),
  celFunc(DIVIDE, [INT, INT], INT, (l, r) => safeDivide(INT, l, r)),
  celFunc(DIVIDE, [UINT, UINT], UINT, (l, r) => celUint(safeDivide(UINT, l.value, r.value))),
  celFunc(DIVIDE, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l / r),
  celFunc(MODULO, [INT, INT], INT, (l, r) => safeModulo(INT, l, r)),
  celFunc(MODULO, [UINT, UINT], UINT, (l, r) => celUint(safeModulo(UINT, l.value, r.value))),
  celFunc(NEGATE, [INT], INT, (x) => safeInt(-x)),
  celFunc(NEGATE, [DOUBLE], DOUBLE, (x) => -x)
];

// node_modules/@bufbuild/cel/dist/esm/std/cast.js
var encoder = new TextEncoder();
var decoder = new TextDecoder(void 0, { fatal: true });
function stringToBool(x) {
  switch (x) {
    case "true":
    case "True":
    case "TRUE":
    case "t":
    case "1":
      return true;
    case "false":
    case "False":
    case "FALSE":
    case "f":
    case "0":
      return false;
  }
  throw new Error(`Unable to convert string '${x}' to bool`);
}
function bytesToString(x) {
  try {
    return decoder.decode(x);
  } catch (e) {
    throw new Error(`Failed to decode bytes as string: ${e}`);
  }
}
function stringToTimestamp(x) {
  try {
    return fromJson(TimestampSchema, x);
  } catch (e) {
    throw new Error(`Failed to parse timestamp: ${e}`);
  }
}
function toType(x) {
  if (isMessage(x)) {
    return objectType(getMsgDesc(x.$typeName));
  }
  return celType(x);
}
function identity(x) {
  return x;
}
var { BOOL, BYTES: BYTES2, DOUBLE: DOUBLE2, DYN, INT: INT2, STRING: STRING2, TYPE, UINT: UINT2 } = CelScalar;
var cast_default = [
  // Int
  celFunc("int", [INT2], INT2, identity),
  celFunc("int", [UINT2], INT2, (x) => safeInt(x.value)),
  celFunc("int", [DOUBLE2], INT2, safeInt),
  celFunc("int", [STRING2], INT2, safeInt),
  celFunc("int", [TIMESTAMP], INT2, (x) => safeInt(x.message.seconds)),
  celFunc("int", [DURATION], INT2, (x) => safeInt(x.message.seconds)),
  // Uint
  celFunc("uint", [UINT2], UINT2, identity),
  celFunc("uint", [INT2], UINT2, safeUint),
  celFunc("uint", [DOUBLE2], UINT2, safeUint),
  celFunc("uint", [STRING2], UINT2, safeUint),
  // Double
  celFunc("double", [DOUBLE2], DOUBLE2, identity),
  celFunc("double", [INT2], DOUBLE2, (x) => Number(x)),
  celFunc("double", [UINT2], DOUBLE2, (x) => Number(x.value)),
  celFunc("double", [STRING2], DOUBLE2, (x) => Number(x)),
  // Bool
  celFunc("bool", [BOOL], BOOL, identity),
  celFunc("bool", [STRING2], BOOL, stringToBool),
  // Bytes
  celFunc("bytes", [BYTES2], BYTES2, identity),
  celFunc("bytes", [STRING2], BYTES2, (x) => encoder.encode(x)),
  // String
  celFunc("string", [STRING2], STRING2, identity),
  celFunc("string", [BOOL], STRING2, (x) => x.toString()),
  celFunc("string", [INT2], STRING2, (x) => x.toString()),
  celFunc("string", [UINT2], STRING2, (x) => x.value.toString()),
  celFunc("string", [DOUBLE2], STRING2, (x) => x.toString()),
  celFunc("string", [BYTES2], STRING2, bytesToString),
  celFunc("string", [TIMESTAMP], STRING2, (x) => toJson(TimestampSchema, x.message)),
  celFunc("string", [DURATION], STRING2, (x) => toJson(DurationSchema, x.message)),
  // Timestamp
  celFunc("timestamp", [TIMESTAMP], TIMESTAMP, identity),
  celFunc("timestamp", [STRING2], TIMESTAMP, stringToTimestamp),
  celFunc("timestamp", [INT2], TIMESTAMP, (x) => timestampFromMs(Number(x))),
  // Duration
  celFunc("duration", [DURATION], DURATION, identity),
  celFunc("duration", [STRING2], DURATION, parseDuration),
  celFunc("duration", [INT2], DURATION, (x) => create(DurationSchema, { seconds: x })),
  // Misc
  celFunc("type", [DYN], TYPE, toType),
  celFunc("dyn", [DYN], DYN, identity)
];

// node_modules/@bufbuild/cel/dist/esm/gen/dev/cel/expr/overload_const.js
var CONTAINS = "contains";
var ENDS_WITH = "endsWith";
var MATCHES = "matches";
var SIZE = "size";
var STARTS_WITH = "startsWith";
var TIME_GET_DATE = "getDate";
var TIME_GET_DAY_OF_MONTH = "getDayOfMonth";
var TIME_GET_DAY_OF_WEEK = "getDayOfWeek";
var TIME_GET_DAY_OF_YEAR = "getDayOfYear";
var TIME_GET_FULL_YEAR = "getFullYear";
var TIME_GET_HOURS = "getHours";
var TIME_GET_MILLISECONDS = "getMilliseconds";
var TIME_GET_MINUTES = "getMinutes";
var TIME_GET_MONTH = "getMonth";
var TIME_GET_SECONDS = "getSeconds";

// node_modules/@bufbuild/cel/dist/esm/std/logic.js
function matches(pattern) {
  return RE2JS.compile(pattern).test(this);
}
function compareDuration(lhs, rhs) {
  const cmp = lhs.message.seconds - rhs.message.seconds;
  if (cmp == 0n) {
    return lhs.message.nanos - rhs.message.nanos;
  }
  return cmp < 0n ? -1 : 1;
}
function compareTimestamp(lhs, rhs) {
  const cmp = lhs.message.seconds - rhs.message.seconds;
  if (cmp == 0n) {
    return lhs.message.nanos - rhs.message.nanos;
  }
  return cmp < 0n ? -1 : 1;
}
function compareBytes(lhs, rhs) {
  const minLen = Math.min(lhs.length, rhs.length);
  for (let i = 0; i < minLen; i++) {
    if (lhs[i] < rhs[i]) {
      return -1;
    }
    if (lhs[i] > rhs[i]) {
      return 1;
    }
  }
  return lhs.length - rhs.length;
}
function inList(value, list) {
  for (const v of list) {
    if (equals2(v, value))
      return true;
  }
  return false;
}
function inMap(value, map) {
  return map.has(value);
}
var { BOOL: BOOL2, BYTES: BYTES3, DOUBLE: DOUBLE3, DYN: DYN2, INT: INT3, STRING: STRING3, UINT: UINT3 } = CelScalar;
var LIST2 = listType(CelScalar.DYN);
var MAP = mapType(CelScalar.DYN, CelScalar.DYN);
var logic_default = [
  // !
  celFunc(LOGICAL_NOT, [BOOL2], BOOL2, (x) => !x),
  // =
  celFunc(EQUALS, [DYN2, DYN2], BOOL2, equals2),
  celFunc(NOT_EQUALS, [DYN2, DYN2], BOOL2, (l, r) => !equals2(l, r)),
  // <
  celFunc(LESS, [BOOL2, BOOL2], BOOL2, (l, r) => l < r),
  celFunc(LESS, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) < 0),
  celFunc(LESS, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l < r),
  celFunc(LESS, [STRING3, STRING3], BOOL2, (l, r) => l < r),
  celFunc(LESS, [INT3, INT3], BOOL2, (l, r) => l < r),
  celFunc(LESS, [INT3, UINT3], BOOL2, (l, r) => l < r.value),
  celFunc(LESS, [UINT3, INT3], BOOL2, (l, r) => l.value < r),
  celFunc(LESS, [UINT3, UINT3], BOOL2, (l, r) => l.value < r.value),
  // TODO investigate: ECMAScript relational operators support mixed bigint/number operands,
  // but removing the coercion to number here fails the conformance test "not_lt_dyn_int_big_lossy_double"
  celFunc(LESS, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) < r),
  celFunc(LESS, [DOUBLE3, INT3], BOOL2, (l, r) => l < Number(r)),
  celFunc(LESS, [DOUBLE3, UINT3], BOOL2, (l, r) => l < Number(r.value)),
  celFunc(LESS, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) < r),
  celFunc(LESS, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) < 0),
  celFunc(LESS, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) < 0),
  // <=
  celFunc(LESS_EQUALS, [BOOL2, BOOL2], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) <= 0),
  celFunc(LESS_EQUALS, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [STRING3, STRING3], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [INT3, INT3], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [INT3, UINT3], BOOL2, (l, r) => l <= r.value),
  celFunc(LESS_EQUALS, [UINT3, INT3], BOOL2, (l, r) => l.value <= r),
  celFunc(LESS_EQUALS, [UINT3, UINT3], BOOL2, (l, r) => l.value <= r.value),
  celFunc(LESS_EQUALS, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) <= r),
  celFunc(LESS_EQUALS, [DOUBLE3, INT3], BOOL2, (l, r) => l <= Number(r)),
  celFunc(LESS_EQUALS, [DOUBLE3, UINT3], BOOL2, (l, r) => l <= Number(r.value)),
  celFunc(LESS_EQUALS, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) <= r),
  celFunc(LESS_EQUALS, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) <= 0),
  celFunc(LESS_EQUALS, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) <= 0),
  // >
  celFunc(GREATER, [BOOL2, BOOL2], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) > 0),
  celFunc(GREATER, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [STRING3, STRING3], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [INT3, INT3], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [INT3, UINT3], BOOL2, (l, r) => l > r.value),
  celFunc(GREATER, [UINT3, INT3], BOOL2, (l, r) => l.value > r),
  celFunc(GREATER, [UINT3, UINT3], BOOL2, (l, r) => l.value > r.value),
  celFunc(GREATER, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) > r),
  celFunc(GREATER, [DOUBLE3, INT3], BOOL2, (l, r) => l > Number(r)),
  celFunc(GREATER, [DOUBLE3, UINT3], BOOL2, (l, r) => l > Number(r.value)),
  celFunc(GREATER, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) > r),
  celFunc(GREATER, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) > 0),
  celFunc(GREATER, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) > 0),
  // >=
  celFunc(GREATER_EQUALS, [BOOL2, BOOL2], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) >= 0),
  celFunc(GREATER_EQUALS, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [STRING3, STRING3], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [INT3, INT3], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [INT3, UINT3], BOOL2, (l, r) => l >= r.value),
  celFunc(GREATER_EQUALS, [UINT3, INT3], BOOL2, (l, r) => l.value >= r),
  celFunc(GREATER_EQUALS, [UINT3, UINT3], BOOL2, (l, r) => l.value >= r.value),
  celFunc(GREATER_EQUALS, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) >= r),
  celFunc(GREATER_EQUALS, [DOUBLE3, INT3], BOOL2, (l, r) => l >= Number(r)),
  celFunc(GREATER_EQUALS, [DOUBLE3, UINT3], BOOL2, (l, r) => l >= Number(r.value)),
  celFunc(GREATER_EQUALS, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) >= r),
  celFunc(GREATER_EQUALS, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) >= 0),
  celFunc(GREATER_EQUALS, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) >= 0),
  // size
  celFunc(SIZE, [BYTES3], INT3, (x) => BigInt(x.length)),
  celFunc(SIZE, [LIST2], INT3, (x) => BigInt(x.size)),
  celFunc(SIZE, [STRING3], INT3, (x) => BigInt([...x].length)),
  celFunc(SIZE, [MAP], INT3, (x) => BigInt(x.size)),
  celMethod(SIZE, BYTES3, [], INT3, function() {
    return BigInt(this.length);
  }),
  celMethod(SIZE, LIST2, [], INT3, function() {
    return BigInt(this.size);
  }),
  celMethod(SIZE, STRING3, [], INT3, function() {
    return BigInt([...this].length);
  }),
  celMethod(SIZE, MAP, [], INT3, function() {
    return BigInt(this.size);
  }),
  // in
  celFunc(IN, [DYN2, LIST2], BOOL2, inList),
  celFunc(IN, [STRING3, MAP], BOOL2, inMap),
  celFunc(IN, [DOUBLE3, MAP], BOOL2, inMap),
  celFunc(IN, [INT3, MAP], BOOL2, inMap),
  celFunc(IN, [BOOL2, MAP], BOOL2, inMap),
  celFunc(IN, [UINT3, MAP], BOOL2, inMap),
  // string.*
  celMethod(CONTAINS, STRING3, [STRING3], BOOL2, String.prototype.includes),
  celMethod(ENDS_WITH, STRING3, [STRING3], BOOL2, String.prototype.endsWith),
  celMethod(STARTS_WITH, STRING3, [STRING3], BOOL2, String.prototype.startsWith),
  celMethod(MATCHES, STRING3, [STRING3], BOOL2, matches)
];

// node_modules/@bufbuild/cel/dist/esm/std/time.js
function getDayOfYear(date) {
  const start = new Date(0, 0, 1);
  start.setFullYear(date.getFullYear());
  const diff = date.getTime() - start.getTime();
  const oneDay = 1e3 * 60 * 60 * 24;
  return Math.floor(diff / oneDay);
}
function convertToDate(msg, tz) {
  const ts = msg.message;
  let val = timestampDate(ts);
  if (tz === void 0) {
    return new Date(val.getUTCFullYear(), val.getUTCMonth(), val.getUTCDate(), val.getUTCHours(), val.getUTCMinutes(), val.getUTCSeconds(), val.getUTCMilliseconds());
  }
  const timeOffset = tz.match(/^(?<sign>[+-]?)(?<hours>\d\d):(?<minutes>\d\d)$/);
  if (timeOffset?.groups) {
    const sign = timeOffset.groups.sign == "-" ? 1 : -1;
    const hours = parseInt(timeOffset.groups.hours);
    const minutes = parseInt(timeOffset.groups.minutes);
    const offset = sign * (hours * 60 * 60 * 1e3 + minutes * 60 * 1e3);
    val = new Date(val.getTime() - offset);
    return new Date(val.getUTCFullYear(), val.getUTCMonth(), val.getUTCDate(), val.getUTCHours(), val.getUTCMinutes(), val.getUTCSeconds(), val.getUTCMilliseconds());
  }
  const format2 = new Intl.DateTimeFormat("en-US", {
    hourCycle: "h23",
    hour12: false,
    timeZone: tz,
    year: "numeric",
    month: "numeric",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit"
  });
  let year, month, day, hour, minute, second;
  for (const part of format2.formatToParts(val)) {
    switch (part.type) {
      case "year":
        year = parseInt(part.value);
        break;
      case "month":
        month = parseInt(part.value) - 1;
        break;
      case "day":
        day = parseInt(part.value);
        break;
      case "hour":
        hour = parseInt(part.value);
        break;
      case "minute":
        minute = parseInt(part.value);
        break;
      case "second":
        second = parseInt(part.value);
        break;
    }
  }
  if (year === void 0 || month === void 0 || day === void 0 || hour === void 0 || minute === void 0 || second === void 0) {
    throw new Error(`Error converting ${toJson(TimestampSchema, ts)} to IANA timezone ${tz}`);
  }
  return new Date(year, month, day, hour, minute, second, val.getUTCMilliseconds());
}
var { STRING: STRING4, INT: INT4 } = CelScalar;
function celTimeMethods(name, func) {
  function method(tz) {
    const date = convertToDate(this, tz);
    const result = func(date);
    try {
      return BigInt(result);
    } catch (_e) {
      throw new Error(`Error converting ${result} of ${String(date)} of ${toJson(TimestampSchema, this.message)} to BigInt`);
    }
  }
  return [
    celMethod(name, TIMESTAMP, [], INT4, method),
    celMethod(name, TIMESTAMP, [STRING4], INT4, method)
  ];
}
var time_default = [
  // Duration
  celMethod(TIME_GET_SECONDS, DURATION, [], INT4, function() {
    return this.message.seconds;
  }),
  celMethod(TIME_GET_MINUTES, DURATION, [], INT4, function() {
    return this.message.seconds / 60n;
  }),
  celMethod(TIME_GET_HOURS, DURATION, [], INT4, function() {
    return this.message.seconds / 3600n;
  }),
  celMethod(TIME_GET_MILLISECONDS, DURATION, [], INT4, function() {
    return BigInt(this.message.nanos) / 1000000n;
  }),
  // Timestamp
  ...celTimeMethods(TIME_GET_FULL_YEAR, (x) => x.getFullYear()),
  ...celTimeMethods(TIME_GET_MONTH, (x) => x.getMonth()),
  ...celTimeMethods(TIME_GET_DATE, (x) => x.getDate()),
  ...celTimeMethods(TIME_GET_DAY_OF_MONTH, (x) => x.getDate() - 1),
  ...celTimeMethods(TIME_GET_DAY_OF_WEEK, (x) => x.getDay()),
  ...celTimeMethods(TIME_GET_DAY_OF_YEAR, (x) => getDayOfYear(x)),
  ...celTimeMethods(TIME_GET_SECONDS, (x) => x.getSeconds()),
  ...celTimeMethods(TIME_GET_MINUTES, (x) => x.getMinutes()),
  ...celTimeMethods(TIME_GET_HOURS, (x) => x.getHours()),
  ...celTimeMethods(TIME_GET_MILLISECONDS, (x) => x.getMilliseconds())
];

// node_modules/@bufbuild/cel/dist/esm/scope.js
var privateSymbol8 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/scope");
function createScope(inputs, parent) {
  const variables = /* @__PURE__ */ new Map();
  if (inputs) {
    for (const [name, type] of Object.entries(inputs)) {
      variables.set(name, type);
    }
  }
  return new Scope(variables, parent);
}
var Scope = class {
  _variables;
  _parent;
  [privateSymbol8] = {};
  constructor(_variables, _parent = void 0) {
    this._variables = _variables;
    this._parent = _parent;
  }
  *[Symbol.iterator]() {
    for (const [name, type] of this._parent ?? []) {
      if (!this._variables.has(name)) {
        yield [name, type];
      }
    }
    for (const [name, type] of this._variables) {
      yield [name, type];
    }
  }
  push(inputs) {
    return createScope(inputs, this);
  }
  pop() {
    return this._parent;
  }
  find(name) {
    if (this._variables.has(name)) {
      return this._variables.get(name);
    }
    return this._parent?.find(name);
  }
};

// node_modules/@bufbuild/cel/dist/esm/env.js
var privateSymbol9 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/env");
var { BOOL: BOOL3, STRING: STRING5 } = CelScalar;
function celEnv(options) {
  const re2Funcs = [];
  if (options?.re2 !== void 0) {
    const regex = options.re2;
    re2Funcs.push(celMethod(MATCHES, STRING5, [STRING5], BOOL3, function(pattern) {
      return regex.compile(pattern).test(this);
    }));
  }
  return new _CelEnv(options?.namespace ?? "", options?.registry ? createRegistryWithWKT(options.registry) : createRegistryWithWKT(), createResolver(math_default, cast_default, time_default, logic_default, options?.funcs ?? [], re2Funcs), createScope(options?.variables));
}
var _CelEnv = class {
  _namespace;
  _registry;
  _funcs;
  _variables;
  [privateSymbol9] = {};
  constructor(_namespace, _registry, _funcs, _variables) {
    this._namespace = _namespace;
    this._registry = _registry;
    this._funcs = _funcs;
    this._variables = _variables;
  }
  get namespace() {
    return this._namespace;
  }
  get registry() {
    return this._registry;
  }
  get funcs() {
    return this._funcs;
  }
  get variables() {
    return this._variables;
  }
};

// node_modules/@bufbuild/cel/dist/esm/logic-manager.js
var LogicManager = class _LogicManager {
  builder;
  function;
  terms;
  ops;
  variadicASTs;
  constructor(builder, functionName, term, variadicASTs) {
    this.builder = builder;
    this.function = functionName;
    this.terms = [term];
    this.ops = [];
    this.variadicASTs = variadicASTs;
  }
  static newVariadicLogicManager(builder, functionName, term) {
    return new _LogicManager(builder, functionName, term, true);
  }
  static newBalancingLogicManager(builder, functionName, term) {
    return new _LogicManager(builder, functionName, term, false);
  }
  addTerm(op, term) {
    this.terms.push(term);
    this.ops.push(op);
  }
  toExpr() {
    if (this.terms.length === 1) {
      return this.terms[0];
    }
    if (this.variadicASTs) {
      return this.builder.nextExpr(this.ops[0], {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: this.function,
          args: this.terms
        }
      });
    }
    return this.balancedTree(0, this.ops.length - 1);
  }
  balancedTree(lo, hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    let left;
    if (mid === lo) {
      left = this.terms[mid];
    } else {
      left = this.balancedTree(lo, mid - 1);
    }
    let right;
    if (mid === hi) {
      right = this.terms[mid + 1];
    } else {
      right = this.balancedTree(mid + 1, hi);
    }
    return this.builder.nextExpr(this.ops[mid], {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: this.function,
        args: [left, right]
      }
    });
  }
};

// node_modules/@bufbuild/cel/dist/esm/builder.js
var encoder2 = new TextEncoder();
var accuVarName = "@result";
var Builder = class {
  #prevId = 0n;
  sourceInfo = {
    $typeName: "cel.expr.SourceInfo",
    syntaxVersion: "",
    location: "",
    lineOffsets: [],
    positions: {},
    macroCalls: {},
    extensions: []
  };
  nextExpr(offset, exprKind) {
    this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
    return {
      $typeName: "cel.expr.Expr",
      id: this.#prevId,
      exprKind
    };
  }
  nextEntry(offset, keyKind, value) {
    this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
    return {
      $typeName: "cel.expr.Expr.CreateStruct.Entry",
      id: this.#prevId,
      keyKind,
      value,
      optionalEntry: false
    };
  }
  newConstExpr(offset, constantKind) {
    return this.nextExpr(offset, {
      case: "constExpr",
      value: { $typeName: "cel.expr.Constant", constantKind }
    });
  }
  newCallExpr(offset, functionName, args) {
    if (functionName === "has" && args.length === 1 && args[0].exprKind?.case === "selectExpr") {
      return this.expandHasMacro(offset, args[0]);
    }
    if ((functionName === "_||_" || functionName === "_&&_") && args.length > 1) {
      const logicManager = LogicManager.newBalancingLogicManager(this, functionName, args[0]);
      for (let i = 1; i < args.length; i += 1) {
        logicManager.addTerm(offset, args[i]);
      }
      return logicManager.toExpr();
    }
    return this.nextExpr(offset, {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: functionName,
        args
      }
    });
  }
  newMemberCallExpr(offset, target, functionName, args) {
    return this.maybeExpand(offset, this.nextExpr(offset, {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: functionName,
        target,
        args
      }
    }));
  }
  newStringExpr(offset, sequence) {
    return this.newConstExpr(offset, {
      case: "stringValue",
      value: sequence.reduce((string, chunk) => {
        if (typeof chunk !== "string") {
          if (chunk.some((cp) => cp >= 55296 && cp < 57344)) {
            throw new Error("surrogate code points are not allowed");
          }
          return string + String.fromCodePoint(...chunk);
        }
        return string + chunk;
      }, "")
    });
  }
  newBytesExpr(offset, sequence) {
    const chunks = [];
    let totalSize = 0;
    for (const rawChunk of sequence) {
      const chunk = typeof rawChunk === "string" ? encoder2.encode(rawChunk) : rawChunk;
      chunks.push(chunk);
      totalSize += chunk.length;
    }
    const value = new Uint8Array(totalSize);
    let chunkOffset = 0;
    for (const chunk of chunks) {
      value.set(chunk, chunkOffset);
      chunkOffset += chunk.length;
    }
    return this.newConstExpr(offset, {
      case: "bytesValue",
      value
    });
  }
  newBoolExpr(offset, keyword) {
    return this.newConstExpr(offset, {
      case: "boolValue",
      value: keyword === "true"
    });
  }
  newInt64Expr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "int64Value",
      value: digits[0] === "-" ? -BigInt(digits.slice(1)) : BigInt(digits)
    });
  }
  newUnsignedInt64Expr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "uint64Value",
      value: BigInt(digits)
    });
  }
  newDoubleExpr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "doubleValue",
      value: parseFloat(digits)
    });
  }
  newNullExpr(offset) {
    return this.newConstExpr(offset, {
      case: "nullValue",
      value: 0
    });
  }
  newIdentExpr(offset, name) {
    const expr = this.nextExpr(offset, {
      case: "identExpr",
      value: { $typeName: "cel.expr.Expr.Ident", name }
    });
    return expr;
  }
  newInfixExpr(offset, op, args) {
    return this.newCallExpr(offset, op === "in" ? "@in" : `_${op}_`, args);
  }
  newSelectExpr(offset, operand, field) {
    return this.nextExpr(offset, {
      case: "selectExpr",
      value: {
        $typeName: "cel.expr.Expr.Select",
        operand,
        field,
        testOnly: false
      }
    });
  }
  newIndexExpr(offset, operand, index) {
    return this.newCallExpr(offset, "_[_]", [operand, index]);
  }
  expandHasMacro(offset, target) {
    if (target.exprKind.case !== "selectExpr") {
      return this.newCallExpr(offset, "has", [target]);
    }
    const test = this.nextExpr(offset, {
      case: "selectExpr",
      value: { ...target.exprKind.value, testOnly: true }
    });
    this.addMacroCall(test.id, "has", void 0, [target]);
    return test;
  }
  newListExpr(offset, elements) {
    return this.nextExpr(offset, {
      case: "listExpr",
      value: {
        $typeName: "cel.expr.Expr.CreateList",
        elements,
        optionalIndices: []
      }
    });
  }
  newBoolMacro(offset, iterRange, iterVar, init, loopStep, loopCondition) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newConstExpr(offset, {
          case: "boolValue",
          value: init
        }),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopStep,
        loopCondition,
        result: this.newIdentExpr(offset, accuVarName)
      }
    });
  }
  newListMacro(offset, iterRange, iterVar, loopStep) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newListExpr(offset, []),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopCondition: this.newConstExpr(offset, {
          case: "boolValue",
          value: true
        }),
        loopStep,
        result: this.newIdentExpr(offset, accuVarName)
      }
    });
  }
  expandExistsMacro(offset, target, x, test) {
    return this.newBoolMacro(offset, target, x, false, this.newCallExpr(offset, "_||_", [
      this.newIdentExpr(offset, accuVarName),
      test
    ]), this.newCallExpr(offset, "@not_strictly_false", [
      this.newCallExpr(offset, "!_", [
        this.newIdentExpr(offset, accuVarName)
      ])
    ]));
  }
  expandAllMacro(offset, target, x, test) {
    return this.newBoolMacro(offset, target, x, true, this.newCallExpr(offset, "_&&_", [
      this.newIdentExpr(offset, accuVarName),
      test
    ]), this.newCallExpr(offset, "@not_strictly_false", [
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandMapMacro(offset, target, x, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_+_", [
      this.newIdentExpr(offset, accuVarName),
      this.newListExpr(offset, [step])
    ]));
  }
  expandMapFilterMacro(offset, target, x, test, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
      test,
      this.newCallExpr(offset, "_+_", [
        this.newIdentExpr(offset, accuVarName),
        this.newListExpr(offset, [step])
      ]),
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandFilterMacro(offset, target, x, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
      step,
      this.newCallExpr(offset, "_+_", [
        this.newIdentExpr(offset, accuVarName),
        this.newListExpr(offset, [this.newIdentExpr(offset, x)])
      ]),
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandExistsOne(offset, iterRange, iterVar, step) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newConstExpr(offset, {
          case: "int64Value",
          value: BigInt(0)
        }),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopCondition: this.newConstExpr(offset, {
          case: "boolValue",
          value: true
        }),
        loopStep: this.newCallExpr(offset, "_?_:_", [
          step,
          this.newCallExpr(offset, "_+_", [
            this.newIdentExpr(offset, accuVarName),
            this.newConstExpr(offset, {
              case: "int64Value",
              value: BigInt(1)
            })
          ]),
          this.newIdentExpr(offset, accuVarName)
        ]),
        result: this.newCallExpr(offset, "_==_", [
          this.newIdentExpr(offset, accuVarName),
          this.newConstExpr(offset, {
            case: "int64Value",
            value: BigInt(1)
          })
        ])
      }
    });
  }
  maybeExpand(offset, call) {
    if (call.exprKind.case === "callExpr") {
      const callExpr = call.exprKind.value;
      const varName = callExpr.args[0];
      if (varName !== void 0 && call.exprKind.value.target !== void 0 && varName.exprKind?.case === "identExpr") {
        let expanded;
        if (callExpr.args.length === 2) {
          switch (callExpr.function) {
            case "exists":
              expanded = this.expandExistsMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "all":
              expanded = this.expandAllMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "map":
              expanded = this.expandMapMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "filter":
              expanded = this.expandFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "exists_one":
            case "existsOne":
              expanded = this.expandExistsOne(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
          }
        }
        if (callExpr.args.length === 3 && callExpr.function == "map") {
          expanded = this.expandMapFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1], call.exprKind.value.args[2]);
        }
        if (expanded !== void 0) {
          this.addMacroCall(expanded.id, callExpr.function, callExpr.target, callExpr.args);
          return expanded;
        }
      }
    }
    return call;
  }
  addMacroCall(exprId, functionName, target, args) {
    const macroArgs = args.map((arg) => this.buildMacroCallArg(arg));
    const macroTarget = target !== void 0 ? this.buildMacroCallArg(target) : void 0;
    const macroCall = macroTarget !== void 0 ? {
      $typeName: "cel.expr.Expr",
      id: 0n,
      exprKind: {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: functionName,
          target: macroTarget,
          args: macroArgs
        }
      }
    } : {
      $typeName: "cel.expr.Expr",
      id: 0n,
      exprKind: {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: functionName,
          args: macroArgs
        }
      }
    };
    this.sourceInfo.macroCalls[exprId.toString()] = macroCall;
  }
  buildMacroCallArg(expr) {
    if (this.sourceInfo.macroCalls[expr.id.toString()] !== void 0) {
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: { case: void 0, value: void 0 }
      };
    }
    if (expr.exprKind.case === "callExpr") {
      const call = expr.exprKind.value;
      const macroArgs = call.args.map((arg) => this.buildMacroCallArg(arg));
      const macroTarget = call.target !== void 0 ? this.buildMacroCallArg(call.target) : void 0;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "callExpr",
          value: {
            $typeName: "cel.expr.Expr.Call",
            function: call.function,
            target: macroTarget,
            args: macroArgs
          }
        }
      };
    }
    if (expr.exprKind.case === "selectExpr") {
      const sel = expr.exprKind.value;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "selectExpr",
          value: {
            $typeName: "cel.expr.Expr.Select",
            operand: sel.operand ? this.buildMacroCallArg(sel.operand) : void 0,
            field: sel.field,
            testOnly: sel.testOnly
          }
        }
      };
    }
    if (expr.exprKind.case === "listExpr") {
      const list = expr.exprKind.value;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "listExpr",
          value: {
            $typeName: "cel.expr.Expr.CreateList",
            elements: list.elements.map((el) => this.buildMacroCallArg(el)),
            optionalIndices: list.optionalIndices
          }
        }
      };
    }
    return expr;
  }
  newMapEntry(offset, key, value) {
    return this.nextEntry(offset, {
      case: "mapKey",
      value: key
    }, value);
  }
  newStructExpr(offset, entries, messageName = "") {
    return this.nextExpr(offset, {
      case: "structExpr",
      value: {
        $typeName: "cel.expr.Expr.CreateStruct",
        entries,
        messageName
      }
    });
  }
  newStructEntry(offset, field, value) {
    return this.nextEntry(offset, {
      case: "fieldKey",
      value: field
    }, value);
  }
};

// node_modules/@bufbuild/cel/dist/esm/parser.js
var runtime;
(function(runtime2) {
  class GrammarLocation {
    source;
    start;
    constructor(source, start) {
      this.source = source;
      this.start = start;
    }
    toString() {
      return String(this.source);
    }
    offset(loc) {
      return {
        line: loc.line + this.start.line - 1,
        column: loc.line === 1 ? loc.column + this.start.column - 1 : loc.column,
        offset: loc.offset + this.start.offset
      };
    }
    static offsetStart(range) {
      if (range.source instanceof GrammarLocation) {
        return range.source.offset(range.start);
      }
      return range.start;
    }
    static offsetEnd(range) {
      if (range.source instanceof GrammarLocation) {
        return range.source.offset(range.end);
      }
      return range.end;
    }
  }
  runtime2.GrammarLocation = GrammarLocation;
  function padEnd(str, targetLength, padString) {
    padString = padString || " ";
    if (str.length > targetLength) {
      return str;
    }
    targetLength -= str.length;
    padString += padString.repeat(targetLength);
    return str + padString.slice(0, targetLength);
  }
  runtime2.padEnd = padEnd;
  class ParseFailure {
  }
  runtime2.ParseFailure = ParseFailure;
  function isFailure(r) {
    return !r.success;
  }
  runtime2.isFailure = isFailure;
  function getLine(input, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++) {
      if (input[i] === "\r") {
        if (input[i + 1] === "\n") {
          i++;
        }
        line++;
      } else if (input[i] === "\n") {
        line++;
      }
    }
    return line;
  }
  function getColumn(input, offset) {
    let column = 1;
    for (let i = offset; i > 0; i--) {
      if (["\n", "\r"].includes(input[i - 1])) {
        break;
      }
      column++;
    }
    return column;
  }
  function getLocation(source, input, start, remainder) {
    return {
      source,
      start: {
        offset: input.length - start.length,
        line: getLine(input, input.length - start.length),
        column: getColumn(input, input.length - start.length)
      },
      end: {
        offset: input.length - remainder.length,
        line: getLine(input, input.length - remainder.length),
        column: getColumn(input, input.length - remainder.length)
      }
    };
  }
  runtime2.getLocation = getLocation;
  function getRange(source, input, start, remainder) {
    return {
      source,
      start: input.length - start.length,
      end: input.length - remainder.length
    };
  }
  runtime2.getRange = getRange;
  function getText(start, remainder) {
    return start.slice(0, remainder.length > 0 ? -remainder.length : void 0);
  }
  runtime2.getText = getText;
})(runtime || (runtime = {}));
var ParseError = class _ParseError extends Error {
  rawMessage;
  location;
  constructor(message, location, name = "parse error") {
    super(_ParseError.#formatMessage(message, location));
    this.name = name;
    this.rawMessage = message;
    this.location = location;
  }
  static #formatMessage(message, location) {
    const source = location.source !== void 0 ? String(location.source) : "<input>";
    return `${source}:${location.start.line}:${location.start.column}: ` + message;
  }
};
var ParseSyntaxError = class _ParseSyntaxError extends ParseError {
  expected;
  found;
  constructor(expected, found, location, name = "syntax error") {
    super(_ParseSyntaxError.#formatMessage(expected, found), location, name);
    this.expected = expected;
    this.found = found;
  }
  static #formatMessage(expected, found) {
    function encode(s) {
      return "'" + s.replace(/[\\\x07\b\f\n\r\t\v']/g, (match) => {
        switch (match) {
          case "\\":
            return "\\\\";
          case "\x07":
            return "\\x07";
          case "\b":
            return "\\b";
          case "\f":
            return "\\f";
          case "\n":
            return "\\n";
          case "\r":
            return "\\r";
          case "	":
            return "\\t";
          case "\v":
            return "\\v";
          case "'":
            return "\\'";
          default:
            throw new Error("Unexpected string encoding replacement character. This should be an unreachable error.");
        }
      }) + "'";
    }
    function describeExpected(expected2) {
      const descriptions = [
        ...new Set(expected2.map((e) => {
          if (e.type === "literal") {
            return encode(e.value);
          }
          return e.value;
        }))
      ];
      descriptions.sort();
      switch (descriptions.length) {
        case 1:
          return descriptions[0];
        case 2:
          return `${descriptions[0]} or ${descriptions[1]}`;
        default:
          return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
      }
    }
    function describeFound(found2) {
      return found2.length === 1 ? found2 : "end of input";
    }
    return "found " + describeFound(found) + " but expecting " + describeExpected(expected);
  }
};
var item2 = {
  type: "any",
  value: "any character"
};
var item43 = {
  type: "class",
  value: "/^[\\t\\n\\f\\r ]/g"
};
var item44 = {
  type: "other",
  value: "whitespace"
};
var item50 = {
  type: "literal",
  value: "//"
};
var item53 = {
  type: "class",
  value: "/^[^\\r\\n]/g"
};
var item58 = {
  type: "class",
  value: "/^[\\r\\n]/g"
};
var item59 = {
  type: "other",
  value: "new line"
};
var item61 = {
  type: "other",
  value: "comment"
};
var item78 = {
  type: "literal",
  value: "-"
};
var item84 = {
  type: "other",
  value: "digit"
};
var item86 = {
  type: "literal",
  value: "."
};
var item96 = {
  type: "class",
  value: "/^[+\\-]/g"
};
var item107 = {
  type: "other",
  value: "float literal"
};
var item117 = {
  type: "literal",
  value: "0x"
};
var item127 = {
  type: "class",
  value: "/^[uU]/g"
};
var item130 = {
  type: "other",
  value: "unsigned integer literal"
};
var item146 = {
  type: "other",
  value: "integer literal"
};
var item156 = {
  type: "class",
  value: "/^[rR]/g"
};
var item161 = {
  type: "literal",
  value: '"""'
};
var item174 = {
  type: "literal",
  value: "'''"
};
var item185 = {
  type: "literal",
  value: '"'
};
var item197 = {
  type: "literal",
  value: "'"
};
var item225 = {
  type: "literal",
  value: "\\"
};
var item227 = {
  type: "class",
  value: "/^[xX]/g"
};
var item236 = {
  type: "other",
  value: "byte value"
};
var item242 = {
  type: "literal",
  value: "\\u"
};
var item250 = {
  type: "literal",
  value: "\\U"
};
var item262 = {
  type: "class",
  value: "/^[0-3]/g"
};
var item268 = {
  type: "other",
  value: "escaped bytes"
};
var item269 = {
  type: "other",
  value: "byte sequence"
};
var item275 = {
  type: "class",
  value: "/^[abfnrtv]/g"
};
var item281 = {
  type: "class",
  value: "/^[\"'`\\\\?]/g"
};
var item282 = {
  type: "other",
  value: "escaped character"
};
var item329 = {
  type: "other",
  value: "quoted character sequence"
};
var item331 = {
  type: "other",
  value: "string literal"
};
var item337 = {
  type: "class",
  value: "/^[bB]/g"
};
var item341 = {
  type: "other",
  value: "bytes literal"
};
var item348 = {
  type: "literal",
  value: "true"
};
var item350 = {
  type: "literal",
  value: "false"
};
var item352 = {
  type: "other",
  value: "boolean literal"
};
var item358 = {
  type: "literal",
  value: "null"
};
var item364 = {
  type: "other",
  value: "null literal"
};
var item377 = {
  type: "class",
  value: "/^[_a-zA-Z]/g"
};
var item382 = {
  type: "other",
  value: "identifier"
};
var item384 = {
  type: "literal",
  value: "("
};
var item389 = {
  type: "literal",
  value: ","
};
var item391 = {
  type: "literal",
  value: ")"
};
var item411 = {
  type: "other",
  value: "selector"
};
var item416 = {
  type: "literal",
  value: "{"
};
var item426 = {
  type: "literal",
  value: ":"
};
var item435 = {
  type: "literal",
  value: "}"
};
var item454 = {
  type: "literal",
  value: "["
};
var item459 = {
  type: "literal",
  value: "]"
};
var item527 = {
  type: "literal",
  value: "!"
};
var item543 = {
  type: "class",
  value: "/^[*\\/%]/g"
};
var item580 = {
  type: "literal",
  value: "<="
};
var item582 = {
  type: "literal",
  value: "<"
};
var item584 = {
  type: "literal",
  value: ">="
};
var item586 = {
  type: "literal",
  value: ">"
};
var item588 = {
  type: "literal",
  value: "=="
};
var item590 = {
  type: "literal",
  value: "!="
};
var item594 = {
  type: "literal",
  value: "in"
};
var item596 = {
  type: "other",
  value: "relational operator"
};
var item604 = {
  type: "literal",
  value: "&&"
};
var item610 = {
  type: "literal",
  value: "||"
};
var item619 = {
  type: "literal",
  value: "?"
};
var item628 = {
  type: "end",
  value: "end of input"
};
function parse(input, options = {}) {
  const parse$source = options.grammarSource;
  const builder = new Builder();
  const result = item1(input);
  if (result.success === true) {
    return result.value;
  }
  let remainder = input;
  let failedExpectations = [];
  for (const e of result.failedExpectations) {
    if (e.remainder.length < remainder.length) {
      remainder = e.remainder;
      failedExpectations = [];
    }
    if (e.remainder.length === remainder.length) {
      failedExpectations.push(e);
    }
  }
  throw new ParseSyntaxError(failedExpectations.map((e) => e.expectation), remainder.slice(0, 1), runtime.getLocation(parse$source, input, remainder, remainder));
  function item106(offset, digits) {
    return builder.newDoubleExpr(offset(), digits);
  }
  function item129(offset, digits) {
    return builder.newUnsignedInt64Expr(offset(), digits);
  }
  function item145(offset, digits) {
    return builder.newInt64Expr(offset(), digits);
  }
  function item238(value) {
    return parseInt(value, 16);
  }
  function item246(value) {
    return parseInt(value, 16);
  }
  function item254(value) {
    return parseInt(value, 16);
  }
  function item267(value) {
    return parseInt(value, 8);
  }
  function item276(value) {
    switch (value) {
      case "a":
        return "\x07";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case "n":
        return "\n";
      case "r":
        return "\r";
      case "t":
        return "	";
      case "v":
        return "\v";
    }
    throw new Error();
  }
  function item330(offset, bytes) {
    return builder.newStringExpr(offset(), bytes);
  }
  function item340(offset, bytes) {
    return builder.newBytesExpr(offset(), bytes);
  }
  function item351(offset, keyword) {
    return builder.newBoolExpr(offset(), keyword);
  }
  function item363(offset) {
    return builder.newNullExpr(offset());
  }
  function item381(error, id) {
    if ([
      "true",
      "false",
      "null",
      "in",
      "as",
      "break",
      "const",
      "continue",
      "else",
      "for",
      "function",
      "if",
      "import",
      "let",
      "loop",
      "package",
      "namespace",
      "return",
      "var",
      "void",
      "while"
    ].includes(id)) {
      error("reserved identifier");
    }
    return id;
  }
  function item393(offset, identifier, args) {
    return builder.newCallExpr(offset(), identifier, args);
  }
  function item410(error, selector) {
    if (["true", "false", "null", "in"].includes(selector)) {
      error("reserved keyword");
    }
    return selector;
  }
  function item430(offset, key, value) {
    return builder.newStructEntry(offset(), key, value);
  }
  function item437(offset, dot, name, entries) {
    return builder.newStructExpr(offset(), entries, (dot !== null ? dot : "") + name.join("."));
  }
  function item444(offset, name) {
    return builder.newIdentExpr(offset(), name);
  }
  function item461(offset, elements) {
    return builder.newListExpr(offset(), elements);
  }
  function item475(offset, key, value) {
    return builder.newMapEntry(offset(), key, value);
  }
  function item484(offset, entries) {
    return builder.newStructExpr(offset(), entries);
  }
  function item500(offset, field) {
    return (prevExpr) => builder.newSelectExpr(offset(), prevExpr, field);
  }
  function item509(offset, func, args) {
    return (prevExpr) => builder.newMemberCallExpr(offset(), prevExpr, func, args);
  }
  function item516(offset, index) {
    return (prevExpr) => builder.newCallExpr(offset(), "_[_]", [prevExpr, index]);
  }
  function item519(primary, tail) {
    if (tail.length === 0) {
      return primary;
    }
    return tail.reduce((expr, op) => op(expr), primary);
  }
  function item532(offset, ops, expr) {
    if (ops.length % 2 === 0) {
      return expr;
    }
    if (expr.exprKind.case === "callExpr" && expr.exprKind.value.function === `${ops[0]}_`) {
      return expr.exprKind.value.args[0];
    }
    return builder.newCallExpr(offset(), `${ops[0]}_`, [expr]);
  }
  function item544(o) {
    return `_${o}_`;
  }
  function item547(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item549(unary, tail) {
    if (tail === null) {
      return unary;
    }
    return tail.reduce((expr, op) => op(expr), unary);
  }
  function item560(o) {
    return `_${o}_`;
  }
  function item562(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item564(multiplication, tail) {
    if (tail === null) {
      return multiplication;
    }
    return tail.reduce((expr, op) => op(expr), multiplication);
  }
  function item591(operator) {
    return `_${operator}_`;
  }
  function item595() {
    return "@in";
  }
  function item598(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item600(addition, tail) {
    if (tail === null) {
      return addition;
    }
    return tail.reduce((expr, op) => op(expr), addition);
  }
  function item606(offset, relation) {
    if (relation.length === 1) {
      return relation[0];
    }
    const logicManager = LogicManager.newBalancingLogicManager(builder, "_&&_", relation[0]);
    for (let i = 1; i < relation.length; i += 1) {
      logicManager.addTerm(offset(), relation[i]);
    }
    return logicManager.toExpr();
  }
  function item612(offset, and) {
    if (and.length === 1) {
      return and[0];
    }
    const logicManager = LogicManager.newBalancingLogicManager(builder, "_||_", and[0]);
    for (let i = 1; i < and.length; i += 1) {
      logicManager.addTerm(offset(), and[i]);
    }
    return logicManager.toExpr();
  }
  function item624(t, f) {
    return [t, f];
  }
  function item626(offset, or, tail) {
    if (tail === null) {
      return or;
    }
    return builder.newCallExpr(offset(), "_?_:_", [or, ...tail]);
  }
  function item627(expr) {
    return { expr, sourceInfo: builder.sourceInfo };
  }
  function item1(text) {
    const result2 = item4(text);
    if (result2.success === true) {
      if (result2.remainder.length === 0) {
        return result2;
      }
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: [
          {
            expectation: item628,
            remainder: result2.remainder
          }
        ]
      };
    }
    return result2;
  }
  function item4(text) {
    const result2 = item7(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item627(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item7(text) {
    const result2 = item8(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item626(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item8(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item11(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item614(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item11(text) {
    const result2 = item13(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item612(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item13(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item607(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item15(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item15(text) {
    const result2 = item17(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item606(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item17(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item601(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item19(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item19(text) {
    const result2 = item20(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item600(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item20(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item23(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item566(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item23(text) {
    const result2 = item24(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item564(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item24(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item27(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item551(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item27(text) {
    const result2 = item28(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item549(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item28(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item31(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item534(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item31(text) {
    const choices = [item33, item520];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item33(text) {
    const result2 = item34(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item519(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item34(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item66(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item487(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item36(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item37(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item45(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item62(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item37(text) {
    const result2 = item39(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item39(text) {
    const result2 = item40(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item44,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item40(text) {
    const matches2 = text.match(/^([\t\n\f\r ])+/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item43,
          remainder: text
        }
      ]
    };
  }
  function item45(text) {
    const result2 = item47(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item47(text) {
    const result2 = item48(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item61,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item48(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item49(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item51(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item55(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item49(text) {
    if (text.startsWith("//")) {
      return {
        success: true,
        value: "//",
        remainder: text.slice(2),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item50,
          remainder: text
        }
      ]
    };
  }
  function item51(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item52(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item52(text) {
    if (/^[^\r\n]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item53,
          remainder: text
        }
      ]
    };
  }
  function item55(text) {
    const result2 = item56(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item59,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item56(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item57(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item57(text) {
    if (/^[\r\n]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item58,
          remainder: text
        }
      ]
    };
  }
  function item62(text) {
    const result2 = item39(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item66(text) {
    const choices = [
      item68,
      item365,
      item394,
      item438,
      item445,
      item450,
      item462
    ];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item68(text) {
    const choices = [
      item70,
      item109,
      item132,
      item148,
      item333,
      item343,
      item354
    ];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item70(text) {
    const result2 = item71(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item107,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item71(text) {
    const result2 = item73(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item106(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item73(text) {
    const matches2 = text.match(/^((-)?([0-9])*\.([0-9])+([eE]([+\-])?([0-9])+)?|(-)?([0-9])+[eE]([+\-])?([0-9])+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item78,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        },
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item109(text) {
    const result2 = item110(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item130,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item110(text) {
    const result2 = item111(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item129(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item111(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item113(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^[uU]/g);
    failedExpectations2.push({
      expectation: item127,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    return {
      success: true,
      value: [result0.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item113(text) {
    const matches2 = text.match(/^(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item117,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        }
      ]
    };
  }
  function item132(text) {
    const result2 = item133(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item146,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item133(text) {
    const result2 = item135(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item145(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item135(text) {
    const matches2 = text.match(/^(-)?(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item78,
          remainder: text
        },
        {
          expectation: item117,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        }
      ]
    };
  }
  function item148(text) {
    const result2 = item149(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item331,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item149(text) {
    const result2 = item152(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item330(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item152(text) {
    const result2 = item153(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item329,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item153(text) {
    const choices = [item154, item207];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item154(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^[rR]/g);
    failedExpectations2.push({
      expectation: item156,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item158(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item158(text) {
    const choices = [item159, item172, item183, item195];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item159(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item163(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item163(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item164(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item164(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!""")/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item168(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item168(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item172(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item176(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item176(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item177(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item177(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!''')/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item181(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item181(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item183(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item187(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item187(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item188(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item188(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!("|([\r\n])+))/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item193(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item193(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item195(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item199(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item199(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item200(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item200(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!('|([\r\n])+))/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item205(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item205(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item207(text) {
    const choices = [item208, item291, item303, item316];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item208(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item211(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item211(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item212(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item212(text) {
    const choices = [item214, item283];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item214(text) {
    const result2 = item215(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item282,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item215(text) {
    const choices = [item217, item270, item277];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item217(text) {
    const result2 = item218(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item269,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item218(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item220(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item220(text) {
    const result2 = item221(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item268,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item221(text) {
    const choices = [item222, item239, item247, item255];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item222(text) {
    const result2 = item223(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item238(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item223(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^[xX]/g);
    failedExpectations2.push({
      expectation: item227,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item229(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item229(text) {
    const matches2 = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,1}/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item239(text) {
    const result2 = item240(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item246(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item240(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\u/g);
    failedExpectations2.push({
      expectation: item242,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item244(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item244(text) {
    const matches2 = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,2}/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item247(text) {
    const result2 = item248(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item254(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item248(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\U/g);
    failedExpectations2.push({
      expectation: item250,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item252(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item252(text) {
    const matches2 = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,4}/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item255(text) {
    const result2 = item256(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item267(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item256(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item259(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item259(text) {
    const matches2 = text.match(/^[0-3][0-7][0-7]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item262,
          remainder: text
        }
      ]
    };
  }
  function item270(text) {
    const result2 = item271(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item276(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item271(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item274(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item274(text) {
    if (/^[abfnrtv]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item275,
          remainder: text
        }
      ]
    };
  }
  function item277(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item280(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item280(text) {
    if (/^["'`\\?]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item281,
          remainder: text
        }
      ]
    };
  }
  function item283(text) {
    const matches2 = text.match(/^(?!""")[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item291(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item294(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item294(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item295(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item295(text) {
    const choices = [item214, item296];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item296(text) {
    const matches2 = text.match(/^(?!''')[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item303(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item306(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item306(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item307(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item307(text) {
    const choices = [item214, item308];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item308(text) {
    const matches2 = text.match(/^(?!("|([\r\n])+))[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item316(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item319(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item319(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item320(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item320(text) {
    const choices = [item214, item321];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item321(text) {
    const matches2 = text.match(/^(?!('|([\r\n])+))[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item333(text) {
    const result2 = item334(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item341,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item334(text) {
    const result2 = item335(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item340(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item335(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^[bB]/g);
    failedExpectations2.push({
      expectation: item337,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item152(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item343(text) {
    const result2 = item344(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item352,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item344(text) {
    const result2 = item346(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item351(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item346(text) {
    const choices = [item347, item349];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item347(text) {
    if (text.startsWith("true")) {
      return {
        success: true,
        value: "true",
        remainder: text.slice(4),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item348,
          remainder: text
        }
      ]
    };
  }
  function item349(text) {
    if (text.startsWith("false")) {
      return {
        success: true,
        value: "false",
        remainder: text.slice(5),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item350,
          remainder: text
        }
      ]
    };
  }
  function item354(text) {
    const result2 = item355(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item364,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item355(text) {
    const result2 = item356(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item363(() => input.length - text.length),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item356(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^null/g);
    failedExpectations2.push({
      expectation: item358,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(?![_a-zA-Z0-9])/g);
    failedExpectations2.push();
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    return {
      success: true,
      value: [],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item365(text) {
    const result2 = item366(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item393(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item366(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(\.)?/g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item371(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item387(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    return {
      success: true,
      value: [result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item371(text) {
    const result2 = item372(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item382,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item372(text) {
    const result2 = item374(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item381((message, location = runtime.getLocation(parse$source, input, text, result2.remainder), name) => {
          throw new ParseError(message, location, name);
        }, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item374(text) {
    const matches2 = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item377,
          remainder: text
        }
      ]
    };
  }
  function item387(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item388(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item7(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item388(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item394(text) {
    const result2 = item395(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item437(() => input.length - text.length, result2.value[0], result2.value[1], result2.value[2]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item395(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item397(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item400(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\{/g);
    failedExpectations2.push({
      expectation: item416,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item419(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^(,)?/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    const result7 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result7?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result7[0].length);
    const result8 = remainder2.match(/^\}/g);
    failedExpectations2.push({
      expectation: item435,
      remainder: remainder2
    });
    if (result8?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result8[0].length);
    return {
      success: true,
      value: [result0.value, result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item397(text) {
    const result2 = item398(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item398(text) {
    if (text.startsWith(".")) {
      return {
        success: true,
        value: ".",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item400(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item412(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item402(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item402(text) {
    const result2 = item403(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item411,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item403(text) {
    const result2 = item405(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item410((message, location = runtime.getLocation(parse$source, input, text, result2.remainder), name) => {
          throw new ParseError(message, location, name);
        }, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item405(text) {
    const matches2 = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item377,
          remainder: text
        }
      ]
    };
  }
  function item412(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item36(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item413(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item36(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result0.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item413(text) {
    if (text.startsWith(".")) {
      return {
        success: true,
        value: ".",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item419(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item431(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item420(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item420(text) {
    const result2 = item421(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item430(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item421(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item402(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?:/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    }, {
      expectation: item426,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = item7(remainder2);
    failedExpectations2.push(...result3.failedExpectations);
    if (result3.success === false) {
      return {
        success: false,
        remainder: result3.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result3.remainder;
    return {
      success: true,
      value: [result1.value, result3.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item431(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item438(text) {
    const result2 = item439(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item444(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item439(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(\.)?/g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item445(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item7(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item450(text) {
    const result2 = item452(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item461(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item452(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\[/g);
    failedExpectations2.push({
      expectation: item454,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item387(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(,)?/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\]/g);
    failedExpectations2.push({
      expectation: item459,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item462(text) {
    const result2 = item464(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item484(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item464(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\{/g);
    failedExpectations2.push({
      expectation: item416,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item468(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(,)?(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\}/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    }, {
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    }, {
      expectation: item435,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item468(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item476(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item469(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item469(text) {
    const result2 = item470(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item475(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item470(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item7(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^:/g);
    failedExpectations2.push({
      expectation: item426,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item7(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item476(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item487(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item488(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item488(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item491(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item491(text) {
    const choices = [item492, item501, item510];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item492(text) {
    const result2 = item493(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item500(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item493(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\./g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^(?![(])/g);
    failedExpectations2.push();
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item501(text) {
    const result2 = item502(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item509(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item502(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\./g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item387(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    return {
      success: true,
      value: [result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item510(text) {
    const result2 = item511(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item516(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item511(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\[/g);
    failedExpectations2.push({
      expectation: item454,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item7(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^\]/g);
    failedExpectations2.push({
      expectation: item459,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item520(text) {
    const result2 = item521(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item532(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item521(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item523(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item33(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item523(text) {
    const matches2 = text.match(/^((!)+|(-)+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item527,
          remainder: text
        },
        {
          expectation: item78,
          remainder: text
        }
      ]
    };
  }
  function item534(text) {
    const result2 = item536(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item536(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item537(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item537(text) {
    const result2 = item538(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item547(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item538(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item540(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item31(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item540(text) {
    const result2 = item542(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item544(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item542(text) {
    if (/^[*\/%]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item543,
          remainder: text
        }
      ]
    };
  }
  function item551(text) {
    const result2 = item553(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item553(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item554(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item554(text) {
    const result2 = item555(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item562(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item555(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item557(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item27(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item557(text) {
    const result2 = item559(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item560(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item559(text) {
    if (/^[+\-]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item96,
          remainder: text
        }
      ]
    };
  }
  function item566(text) {
    const result2 = item568(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item568(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item569(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item569(text) {
    const result2 = item570(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item598(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item570(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item573(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item23(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item573(text) {
    const result2 = item574(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item596,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item574(text) {
    const choices = [item575, item592];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item575(text) {
    const result2 = item577(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item591(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item577(text) {
    const matches2 = text.match(/^(<=|<|>=|>|==|!=)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item580,
          remainder: text
        },
        {
          expectation: item582,
          remainder: text
        },
        {
          expectation: item584,
          remainder: text
        },
        {
          expectation: item586,
          remainder: text
        },
        {
          expectation: item588,
          remainder: text
        },
        {
          expectation: item590,
          remainder: text
        }
      ]
    };
  }
  function item592(text) {
    const result2 = item593(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item595(),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item593(text) {
    if (text.startsWith("in")) {
      return {
        success: true,
        value: "in",
        remainder: text.slice(2),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item594,
          remainder: text
        }
      ]
    };
  }
  function item601(text) {
    const matches2 = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?&&/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item44,
          remainder: text
        },
        {
          expectation: item61,
          remainder: text
        },
        {
          expectation: item604,
          remainder: text
        }
      ]
    };
  }
  function item607(text) {
    const matches2 = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\|\|/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item44,
          remainder: text
        },
        {
          expectation: item61,
          remainder: text
        },
        {
          expectation: item610,
          remainder: text
        }
      ]
    };
  }
  function item614(text) {
    const result2 = item616(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item616(text) {
    const result2 = item617(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item624(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item617(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\?/g);
    failedExpectations2.push({
      expectation: item619,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item11(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = remainder2.match(/^:/g);
    failedExpectations2.push({
      expectation: item426,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = item7(remainder2);
    failedExpectations2.push(...result4.failedExpectations);
    if (result4.success === false) {
      return {
        success: false,
        remainder: result4.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result4.remainder;
    const result5 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result5?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result5[0].length);
    return {
      success: true,
      value: [result1.value, result4.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
}

// node_modules/@bufbuild/cel/dist/esm/parse.js
function parse2(expr) {
  const result = parse(expr);
  return {
    $typeName: "cel.expr.ParsedExpr",
    expr: result.expr,
    sourceInfo: result.sourceInfo
  };
}

// node_modules/@bufbuild/cel-spec/dist/esm/gen/cel/expr/syntax_pb.js
var file_cel_expr_syntax = /* @__PURE__ */ fileDesc("ChVjZWwvZXhwci9zeW50YXgucHJvdG8SCGNlbC5leHByIlUKClBhcnNlZEV4cHISHAoEZXhwchgCIAEoCzIOLmNlbC5leHByLkV4cHISKQoLc291cmNlX2luZm8YAyABKAsyFC5jZWwuZXhwci5Tb3VyY2VJbmZvItoICgRFeHByEgoKAmlkGAIgASgDEigKCmNvbnN0X2V4cHIYAyABKAsyEi5jZWwuZXhwci5Db25zdGFudEgAEioKCmlkZW50X2V4cHIYBCABKAsyFC5jZWwuZXhwci5FeHByLklkZW50SAASLAoLc2VsZWN0X2V4cHIYBSABKAsyFS5jZWwuZXhwci5FeHByLlNlbGVjdEgAEigKCWNhbGxfZXhwchgGIAEoCzITLmNlbC5leHByLkV4cHIuQ2FsbEgAEi4KCWxpc3RfZXhwchgHIAEoCzIZLmNlbC5leHByLkV4cHIuQ3JlYXRlTGlzdEgAEjIKC3N0cnVjdF9leHByGAggASgLMhsuY2VsLmV4cHIuRXhwci5DcmVhdGVTdHJ1Y3RIABI6ChJjb21wcmVoZW5zaW9uX2V4cHIYCSABKAsyHC5jZWwuZXhwci5FeHByLkNvbXByZWhlbnNpb25IABoVCgVJZGVudBIMCgRuYW1lGAEgASgJGksKBlNlbGVjdBIfCgdvcGVyYW5kGAEgASgLMg4uY2VsLmV4cHIuRXhwchINCgVmaWVsZBgCIAEoCRIRCgl0ZXN0X29ubHkYAyABKAgaVgoEQ2FsbBIeCgZ0YXJnZXQYASABKAsyDi5jZWwuZXhwci5FeHByEhAKCGZ1bmN0aW9uGAIgASgJEhwKBGFyZ3MYAyADKAsyDi5jZWwuZXhwci5FeHByGkgKCkNyZWF0ZUxpc3QSIAoIZWxlbWVudHMYASADKAsyDi5jZWwuZXhwci5FeHByEhgKEG9wdGlvbmFsX2luZGljZXMYAiADKAUa6QEKDENyZWF0ZVN0cnVjdBIUCgxtZXNzYWdlX25hbWUYASABKAkSMgoHZW50cmllcxgCIAMoCzIhLmNlbC5leHByLkV4cHIuQ3JlYXRlU3RydWN0LkVudHJ5Go4BCgVFbnRyeRIKCgJpZBgBIAEoAxITCglmaWVsZF9rZXkYAiABKAlIABIhCgdtYXBfa2V5GAMgASgLMg4uY2VsLmV4cHIuRXhwckgAEh0KBXZhbHVlGAQgASgLMg4uY2VsLmV4cHIuRXhwchIWCg5vcHRpb25hbF9lbnRyeRgFIAEoCEIKCghrZXlfa2luZBr4AQoNQ29tcHJlaGVuc2lvbhIQCghpdGVyX3ZhchgBIAEoCRIRCglpdGVyX3ZhcjIYCCABKAkSIgoKaXRlcl9yYW5nZRgCIAEoCzIOLmNlbC5leHByLkV4cHISEAoIYWNjdV92YXIYAyABKAkSIQoJYWNjdV9pbml0GAQgASgLMg4uY2VsLmV4cHIuRXhwchImCg5sb29wX2NvbmRpdGlvbhgFIAEoCzIOLmNlbC5leHByLkV4cHISIQoJbG9vcF9zdGVwGAYgASgLMg4uY2VsLmV4cHIuRXhwchIeCgZyZXN1bHQYByABKAsyDi5jZWwuZXhwci5FeHByQgsKCWV4cHJfa2luZCLNAgoIQ29uc3RhbnQSMAoKbnVsbF92YWx1ZRgBIAEoDjIaLmdvb2dsZS5wcm90b2J1Zi5OdWxsVmFsdWVIABIUCgpib29sX3ZhbHVlGAIgASgISAASFQoLaW50NjRfdmFsdWUYAyABKANIABIWCgx1aW50NjRfdmFsdWUYBCABKARIABIWCgxkb3VibGVfdmFsdWUYBSABKAFIABIWCgxzdHJpbmdfdmFsdWUYBiABKAlIABIVCgtieXRlc192YWx1ZRgHIAEoDEgAEjcKDmR1cmF0aW9uX3ZhbHVlGAggASgLMhkuZ29vZ2xlLnByb3RvYnVmLkR1cmF0aW9uQgIYAUgAEjkKD3RpbWVzdGFtcF92YWx1ZRgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXBCAhgBSABCDwoNY29uc3RhbnRfa2luZCKcBQoKU291cmNlSW5mbxIWCg5zeW50YXhfdmVyc2lvbhgBIAEoCRIQCghsb2NhdGlvbhgCIAEoCRIUCgxsaW5lX29mZnNldHMYAyADKAUSNgoJcG9zaXRpb25zGAQgAygLMiMuY2VsLmV4cHIuU291cmNlSW5mby5Qb3NpdGlvbnNFbnRyeRI5CgttYWNyb19jYWxscxgFIAMoCzIkLmNlbC5leHByLlNvdXJjZUluZm8uTWFjcm9DYWxsc0VudHJ5EjIKCmV4dGVuc2lvbnMYBiADKAsyHi5jZWwuZXhwci5Tb3VyY2VJbmZvLkV4dGVuc2lvbhowCg5Qb3NpdGlvbnNFbnRyeRILCgNrZXkYASABKAMSDQoFdmFsdWUYAiABKAU6AjgBGkEKD01hY3JvQ2FsbHNFbnRyeRILCgNrZXkYASABKAMSHQoFdmFsdWUYAiABKAsyDi5jZWwuZXhwci5FeHByOgI4ARqxAgoJRXh0ZW5zaW9uEgoKAmlkGAEgASgJEkUKE2FmZmVjdGVkX2NvbXBvbmVudHMYAiADKA4yKC5jZWwuZXhwci5Tb3VyY2VJbmZvLkV4dGVuc2lvbi5Db21wb25lbnQSNwoHdmVyc2lvbhgDIAEoCzImLmNlbC5leHByLlNvdXJjZUluZm8uRXh0ZW5zaW9uLlZlcnNpb24aJwoHVmVyc2lvbhINCgVtYWpvchgBIAEoAxINCgVtaW5vchgCIAEoAyJvCglDb21wb25lbnQSGQoVQ09NUE9ORU5UX1VOU1BFQ0lGSUVEEAASFAoQQ09NUE9ORU5UX1BBUlNFUhABEhoKFkNPTVBPTkVOVF9UWVBFX0NIRUNLRVIQAhIVChFDT01QT05FTlRfUlVOVElNRRADQi4KDGRldi5jZWwuZXhwckILU3ludGF4UHJvdG9QAVoMY2VsLmRldi9leHBy+AEBYgZwcm90bzM", [file_google_protobuf_duration, file_google_protobuf_struct, file_google_protobuf_timestamp]);
var ParsedExprSchema = /* @__PURE__ */ messageDesc(file_cel_expr_syntax, 0);
var ExprSchema = /* @__PURE__ */ messageDesc(file_cel_expr_syntax, 1);
var SourceInfo_Extension_Component;
(function(SourceInfo_Extension_Component2) {
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["UNSPECIFIED"] = 0] = "UNSPECIFIED";
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["PARSER"] = 1] = "PARSER";
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["TYPE_CHECKER"] = 2] = "TYPE_CHECKER";
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["RUNTIME"] = 3] = "RUNTIME";
})(SourceInfo_Extension_Component || (SourceInfo_Extension_Component = {}));

// node_modules/@bufbuild/cel-spec/dist/esm/gen/cel/expr/checked_pb.js
var file_cel_expr_checked = /* @__PURE__ */ fileDesc("ChZjZWwvZXhwci9jaGVja2VkLnByb3RvEghjZWwuZXhwciLsAgoLQ2hlY2tlZEV4cHISPgoNcmVmZXJlbmNlX21hcBgCIAMoCzInLmNlbC5leHByLkNoZWNrZWRFeHByLlJlZmVyZW5jZU1hcEVudHJ5EjQKCHR5cGVfbWFwGAMgAygLMiIuY2VsLmV4cHIuQ2hlY2tlZEV4cHIuVHlwZU1hcEVudHJ5EikKC3NvdXJjZV9pbmZvGAUgASgLMhQuY2VsLmV4cHIuU291cmNlSW5mbxIUCgxleHByX3ZlcnNpb24YBiABKAkSHAoEZXhwchgEIAEoCzIOLmNlbC5leHByLkV4cHIaSAoRUmVmZXJlbmNlTWFwRW50cnkSCwoDa2V5GAEgASgDEiIKBXZhbHVlGAIgASgLMhMuY2VsLmV4cHIuUmVmZXJlbmNlOgI4ARo+CgxUeXBlTWFwRW50cnkSCwoDa2V5GAEgASgDEh0KBXZhbHVlGAIgASgLMg4uY2VsLmV4cHIuVHlwZToCOAEioggKBFR5cGUSJQoDZHluGAEgASgLMhYuZ29vZ2xlLnByb3RvYnVmLkVtcHR5SAASKgoEbnVsbBgCIAEoDjIaLmdvb2dsZS5wcm90b2J1Zi5OdWxsVmFsdWVIABIxCglwcmltaXRpdmUYAyABKA4yHC5jZWwuZXhwci5UeXBlLlByaW1pdGl2ZVR5cGVIABIvCgd3cmFwcGVyGAQgASgOMhwuY2VsLmV4cHIuVHlwZS5QcmltaXRpdmVUeXBlSAASMgoKd2VsbF9rbm93bhgFIAEoDjIcLmNlbC5leHByLlR5cGUuV2VsbEtub3duVHlwZUgAEiwKCWxpc3RfdHlwZRgGIAEoCzIXLmNlbC5leHByLlR5cGUuTGlzdFR5cGVIABIqCghtYXBfdHlwZRgHIAEoCzIWLmNlbC5leHByLlR5cGUuTWFwVHlwZUgAEi8KCGZ1bmN0aW9uGAggASgLMhsuY2VsLmV4cHIuVHlwZS5GdW5jdGlvblR5cGVIABIWCgxtZXNzYWdlX3R5cGUYCSABKAlIABIUCgp0eXBlX3BhcmFtGAogASgJSAASHgoEdHlwZRgLIAEoCzIOLmNlbC5leHByLlR5cGVIABInCgVlcnJvchgMIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5FbXB0eUgAEjQKDWFic3RyYWN0X3R5cGUYDiABKAsyGy5jZWwuZXhwci5UeXBlLkFic3RyYWN0VHlwZUgAGi0KCExpc3RUeXBlEiEKCWVsZW1fdHlwZRgBIAEoCzIOLmNlbC5leHByLlR5cGUaTwoHTWFwVHlwZRIgCghrZXlfdHlwZRgBIAEoCzIOLmNlbC5leHByLlR5cGUSIgoKdmFsdWVfdHlwZRgCIAEoCzIOLmNlbC5leHByLlR5cGUaVgoMRnVuY3Rpb25UeXBlEiMKC3Jlc3VsdF90eXBlGAEgASgLMg4uY2VsLmV4cHIuVHlwZRIhCglhcmdfdHlwZXMYAiADKAsyDi5jZWwuZXhwci5UeXBlGkUKDEFic3RyYWN0VHlwZRIMCgRuYW1lGAEgASgJEicKD3BhcmFtZXRlcl90eXBlcxgCIAMoCzIOLmNlbC5leHByLlR5cGUicwoNUHJpbWl0aXZlVHlwZRIeChpQUklNSVRJVkVfVFlQRV9VTlNQRUNJRklFRBAAEggKBEJPT0wQARIJCgVJTlQ2NBACEgoKBlVJTlQ2NBADEgoKBkRPVUJMRRAEEgoKBlNUUklORxAFEgkKBUJZVEVTEAYiVgoNV2VsbEtub3duVHlwZRIfChtXRUxMX0tOT1dOX1RZUEVfVU5TUEVDSUZJRUQQABIHCgNBTlkQARINCglUSU1FU1RBTVAQAhIMCghEVVJBVElPThADQgsKCXR5cGVfa2luZCLWAwoERGVjbBIMCgRuYW1lGAEgASgJEikKBWlkZW50GAIgASgLMhguY2VsLmV4cHIuRGVjbC5JZGVudERlY2xIABIvCghmdW5jdGlvbhgDIAEoCzIbLmNlbC5leHByLkRlY2wuRnVuY3Rpb25EZWNsSAAaWQoJSWRlbnREZWNsEhwKBHR5cGUYASABKAsyDi5jZWwuZXhwci5UeXBlEiEKBXZhbHVlGAIgASgLMhIuY2VsLmV4cHIuQ29uc3RhbnQSCwoDZG9jGAMgASgJGvsBCgxGdW5jdGlvbkRlY2wSNwoJb3ZlcmxvYWRzGAEgAygLMiQuY2VsLmV4cHIuRGVjbC5GdW5jdGlvbkRlY2wuT3ZlcmxvYWQSCwoDZG9jGAIgASgJGqQBCghPdmVybG9hZBITCgtvdmVybG9hZF9pZBgBIAEoCRIeCgZwYXJhbXMYAiADKAsyDi5jZWwuZXhwci5UeXBlEhMKC3R5cGVfcGFyYW1zGAMgAygJEiMKC3Jlc3VsdF90eXBlGAQgASgLMg4uY2VsLmV4cHIuVHlwZRIcChRpc19pbnN0YW5jZV9mdW5jdGlvbhgFIAEoCBILCgNkb2MYBiABKAlCCwoJZGVjbF9raW5kIlEKCVJlZmVyZW5jZRIMCgRuYW1lGAEgASgJEhMKC292ZXJsb2FkX2lkGAMgAygJEiEKBXZhbHVlGAQgASgLMhIuY2VsLmV4cHIuQ29uc3RhbnRCLAoMZGV2LmNlbC5leHByQglEZWNsUHJvdG9QAVoMY2VsLmRldi9leHBy+AEBYgZwcm90bzM", [file_cel_expr_syntax, file_google_protobuf_empty, file_google_protobuf_struct]);
var CheckedExprSchema = /* @__PURE__ */ messageDesc(file_cel_expr_checked, 0);
var Type_PrimitiveType;
(function(Type_PrimitiveType2) {
  Type_PrimitiveType2[Type_PrimitiveType2["PRIMITIVE_TYPE_UNSPECIFIED"] = 0] = "PRIMITIVE_TYPE_UNSPECIFIED";
  Type_PrimitiveType2[Type_PrimitiveType2["BOOL"] = 1] = "BOOL";
  Type_PrimitiveType2[Type_PrimitiveType2["INT64"] = 2] = "INT64";
  Type_PrimitiveType2[Type_PrimitiveType2["UINT64"] = 3] = "UINT64";
  Type_PrimitiveType2[Type_PrimitiveType2["DOUBLE"] = 4] = "DOUBLE";
  Type_PrimitiveType2[Type_PrimitiveType2["STRING"] = 5] = "STRING";
  Type_PrimitiveType2[Type_PrimitiveType2["BYTES"] = 6] = "BYTES";
})(Type_PrimitiveType || (Type_PrimitiveType = {}));
var Type_WellKnownType;
(function(Type_WellKnownType2) {
  Type_WellKnownType2[Type_WellKnownType2["WELL_KNOWN_TYPE_UNSPECIFIED"] = 0] = "WELL_KNOWN_TYPE_UNSPECIFIED";
  Type_WellKnownType2[Type_WellKnownType2["ANY"] = 1] = "ANY";
  Type_WellKnownType2[Type_WellKnownType2["TIMESTAMP"] = 2] = "TIMESTAMP";
  Type_WellKnownType2[Type_WellKnownType2["DURATION"] = 3] = "DURATION";
})(Type_WellKnownType || (Type_WellKnownType = {}));

// node_modules/@bufbuild/cel/dist/esm/namespace.js
function resolveCandidateNames(namespace, name) {
  if (name.startsWith(".")) {
    return [name.substring(1)];
  }
  if (namespace === "") {
    return [name];
  }
  const candidates = [];
  for (let nextNs = namespace; ; ) {
    candidates.push(nextNs + "." + name);
    const i = nextNs.lastIndexOf(".");
    if (i < 0) {
      break;
    }
    nextNs = nextNs.substring(0, i);
  }
  candidates.push(name);
  return candidates;
}

// node_modules/@bufbuild/cel/dist/esm/field.js
function accessByIndex(obj, index) {
  if (typeof obj !== "object" || obj === null) {
    return void 0;
  }
  if (isCelMap(obj)) {
    return obj.get(index);
  }
  if (isCelList(obj)) {
    return obj.get(Number(index));
  }
  return void 0;
}
function accessByName(obj, name) {
  if (typeof obj !== "object" || obj === null) {
    return void 0;
  }
  if (isCelMap(obj)) {
    return obj.get(name);
  }
  obj = unwrapAny(obj);
  if (!isReflectMessage(obj)) {
    return void 0;
  }
  const field = obj.desc.fields.find((f) => f.name === name);
  if (!field) {
    return void 0;
  }
  switch (field.fieldKind) {
    case "enum":
      return BigInt(obj.get(field));
    case "list":
      return celList(obj.get(field));
    case "map":
      return celMap(obj.get(field));
    case "scalar":
      return celFromScalar(field.scalar, obj.get(field));
    case "message":
      if (obj.isSet(field)) {
        return reflectMsgToCel(obj.get(field));
      }
      if (isWrapperDesc(field.message)) {
        return null;
      }
      switch (field.message.typeName) {
        case StructSchema.typeName:
          return EMPTY_MAP;
        case ListValueSchema.typeName:
          return EMPTY_LIST;
        case ValueSchema.typeName:
          return null;
      }
      return reflect(field.message);
  }
}
function isSet(obj, name) {
  if (typeof obj !== "object" || obj === null) {
    return false;
  }
  if (isCelMap(obj)) {
    return obj.has(name);
  }
  obj = unwrapAny(obj);
  if (isReflectMessage(obj)) {
    const field = obj.desc.fields.find((f) => f.name === name);
    if (!field) {
      return void 0;
    }
    return obj.isSet(field);
  }
  return false;
}

// node_modules/@bufbuild/cel/dist/esm/access.js
function attrAccess(factory, vars, obj, accAttr) {
  const val = accAttr.resolve(vars);
  if (val === void 0) {
    return void 0;
  }
  if (isCelError(val)) {
    return val;
  }
  const access = factory.newAccess(accAttr.id, val, accAttr.isOptional());
  return access.access(vars, obj);
}
function attrIsPresent(factory, vars, obj, accAttr) {
  const val = accAttr.resolve(vars);
  if (val === void 0) {
    return false;
  }
  if (isCelError(val)) {
    return val;
  }
  const access = factory.newAccess(accAttr.id, val, accAttr.isOptional());
  return access.isPresent(vars, obj);
}
function attrAccessIfPresent(factory, vars, obj, accAttr, presenceOnly) {
  const val = accAttr.resolve(vars);
  if (val === void 0) {
    return void 0;
  }
  if (isCelError(val)) {
    return val;
  }
  const access = factory.newAccess(accAttr.id, val, accAttr.isOptional());
  return access.accessIfPresent(vars, obj, presenceOnly);
}
function applyAccesses(vars, obj, accesses) {
  if (accesses.length === 0) {
    return obj;
  }
  let cur = obj;
  for (const access of accesses) {
    const result = access.access(vars, cur);
    if (result === void 0) {
      return void 0;
    }
    if (isCelError(result)) {
      return result;
    }
    cur = result;
  }
  return cur;
}
var AbsoluteAttr = class {
  id;
  nsNames;
  accesses_;
  registry;
  factory;
  constructor(id, nsNames, accesses_, registry, factory) {
    this.id = id;
    this.nsNames = nsNames;
    this.accesses_ = accesses_;
    this.registry = registry;
    this.factory = factory;
    if (nsNames.length === 0) {
      throw new Error("No names provided");
    }
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    this.accesses_.push(access);
  }
  candidateNames() {
    return this.nsNames;
  }
  accesses() {
    return this.accesses_;
  }
  access(vars, obj) {
    return attrAccess(this.factory, vars, obj, this);
  }
  isPresent(vars, obj) {
    return attrIsPresent(this.factory, vars, obj, this);
  }
  accessIfPresent(vars, obj, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj, this, presenceOnly);
  }
  resolve(vars) {
    for (const name of this.nsNames) {
      const raw = vars.resolve(name);
      if (raw !== void 0) {
        if (isCelError(raw)) {
          return raw;
        }
        return applyAccesses(vars, raw, this.accesses_);
      }
      const typ = this.findIdent(name);
      if (typ !== void 0 && this.accesses_.length === 0) {
        return typ;
      }
    }
    return void 0;
  }
  findIdent(ident) {
    const desc = this.registry.getMessage(ident);
    if (desc) {
      return objectType(desc);
    }
    if (ident.indexOf(".") > 1) {
      const lastDot = ident.lastIndexOf(".");
      const enumName = ident.substring(0, lastDot);
      const valueName = ident.substring(lastDot + 1);
      const descEnum = this.registry.getEnum(enumName);
      if (descEnum) {
        const enumValue = descEnum.values.find((v) => v.name === valueName);
        if (enumValue) {
          return BigInt(enumValue.number);
        }
      }
    }
    switch (ident) {
      case "int":
        return CelScalar.INT;
      case "uint":
        return CelScalar.UINT;
      case "double":
        return CelScalar.DOUBLE;
      case "bool":
        return CelScalar.BOOL;
      case "string":
        return CelScalar.STRING;
      case "bytes":
        return CelScalar.BYTES;
      case "list":
        return listType(CelScalar.DYN);
      case "map":
        return mapType(CelScalar.DYN, CelScalar.DYN);
      case "null_type":
        return CelScalar.NULL;
      case "type":
        return CelScalar.TYPE;
      default:
        return void 0;
    }
  }
};
var ConditionalAttr = class {
  id;
  cond;
  t;
  f;
  factory;
  constructor(id, cond, t, f, factory) {
    this.id = id;
    this.cond = cond;
    this.t = t;
    this.f = f;
    this.factory = factory;
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    this.t.addAccess(access);
    this.f.addAccess(access);
  }
  access(vars, obj) {
    return attrAccess(this.factory, vars, obj, this);
  }
  isPresent(vars, obj) {
    return attrIsPresent(this.factory, vars, obj, this);
  }
  accessIfPresent(vars, obj, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj, this, presenceOnly);
  }
  resolve(vars) {
    const cond = this.cond.eval(vars);
    switch (true) {
      case cond === true:
        return this.t.resolve(vars);
      case cond === false:
        return this.f.resolve(vars);
      case isCelError(cond):
        return cond;
    }
    return celError(`found no matching overload for _?_:_ applied to '(${celType(cond).name})'`, this.id);
  }
};
var MaybeAttr = class {
  id;
  attrs;
  factory;
  constructor(id, attrs, factory) {
    this.id = id;
    this.attrs = attrs;
    this.factory = factory;
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    const augmentedNames = [];
    let str;
    if (access instanceof StringAccess) {
      str = access.name;
    }
    for (const attr of this.attrs) {
      if (str !== void 0 && attr.accesses().length === 0) {
        for (const name of attr.candidateNames()) {
          augmentedNames.push(name + "." + str);
        }
      }
      attr.addAccess(access);
    }
    if (augmentedNames.length > 0) {
      const newAttr = this.factory.createAbsolute(this.id, augmentedNames);
      this.attrs.unshift(newAttr);
    }
  }
  access(vars, obj) {
    return attrAccess(this.factory, vars, obj, this);
  }
  isPresent(vars, obj) {
    return attrIsPresent(this.factory, vars, obj, this);
  }
  accessIfPresent(vars, obj, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj, this, presenceOnly);
  }
  resolve(vars) {
    for (const attr of this.attrs) {
      const val = attr.resolve(vars);
      if (val !== void 0) {
        return val;
      }
    }
    return void 0;
  }
};
var RelativeAttr = class {
  id;
  operand;
  accesses_;
  factory;
  constructor(id, operand, accesses_, factory) {
    this.id = id;
    this.operand = operand;
    this.accesses_ = accesses_;
    this.factory = factory;
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    this.accesses_.push(access);
  }
  access(vars, obj) {
    return attrAccess(this.factory, vars, obj, this);
  }
  isPresent(vars, obj) {
    return attrIsPresent(this.factory, vars, obj, this);
  }
  accessIfPresent(vars, obj, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj, this, presenceOnly);
  }
  resolve(vars) {
    const v = this.operand.eval(vars);
    if (isCelError(v)) {
      return v;
    }
    return applyAccesses(vars, v, this.accesses_);
  }
};
var StringAccess = class {
  id;
  name;
  celVal;
  optional;
  constructor(id, name, celVal, optional) {
    this.id = id;
    this.name = name;
    this.celVal = celVal;
    this.optional = optional;
  }
  isOptional() {
    return this.optional;
  }
  access(_vars, obj) {
    const val = accessByName(obj, this.name);
    if (val === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.name);
    }
    return val;
  }
  isPresent(_vars, obj) {
    const set = isSet(obj, this.name);
    if (set === void 0) {
      return fieldNotFound(this.id, this.name);
    }
    return set;
  }
  accessIfPresent(_vars, obj, presenceOnly) {
    const val = accessByName(obj, this.name);
    if (val === void 0 && !this.optional && !presenceOnly) {
      return fieldNotFound(this.id, this.name);
    }
    return val;
  }
};
var BoolAccess = class {
  id;
  index;
  optional;
  constructor(id, index, optional) {
    this.id = id;
    this.index = index;
    this.optional = optional;
  }
  isOptional() {
    return this.optional;
  }
  access(_vars, obj) {
    if (obj === void 0) {
      return obj;
    }
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.index);
    }
    return raw;
  }
  isPresent(_vars, obj) {
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.index);
    }
    return true;
  }
  accessIfPresent(_vars, obj, _presenceOnly) {
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.index);
    }
    return raw;
  }
};
var NumAccess = class {
  id;
  index;
  celVal;
  optional;
  constructor(id, index, celVal, optional) {
    this.id = id;
    this.index = index;
    this.celVal = celVal;
    this.optional = optional;
  }
  isOptional() {
    return this.optional;
  }
  access(_vars, obj) {
    if (obj === void 0) {
      return obj;
    }
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, this.index, -1);
    }
    return raw;
  }
  isPresent(_vars, obj) {
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, this.index, -1);
    }
    return true;
  }
  accessIfPresent(_vars, obj, _presenceOnly) {
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, this.index, -1);
    }
    return raw;
  }
};
var IntAccess = class {
  id;
  index;
  celVal;
  optional;
  constructor(id, index, celVal, optional) {
    this.id = id;
    this.index = index;
    this.celVal = celVal;
    this.optional = optional;
  }
  access(_vars, obj) {
    if (obj === void 0) {
      return obj;
    }
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, Number(this.index), -1);
    }
    return raw;
  }
  isPresent(_vars, obj) {
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, Number(this.index), -1);
    }
    return true;
  }
  accessIfPresent(_vars, obj, _presenceOnly) {
    const raw = accessByIndex(obj, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, Number(this.index), -1);
    }
    return raw;
  }
  isOptional() {
    return this.optional;
  }
};
var ErrorAttr = class {
  id;
  error;
  opt;
  constructor(id, error, opt) {
    this.id = id;
    this.error = error;
    this.opt = opt;
  }
  addAccess(_access) {
  }
  resolve(_vars) {
    return this.error;
  }
  isOptional() {
    return this.opt;
  }
  access(_vars, _obj) {
    return this.error;
  }
  isPresent(_vars, _obj) {
    return this.error;
  }
  accessIfPresent(_vars, _obj, _presenceOnly) {
    return this.error;
  }
};
var EvalAccess = class {
  id;
  key;
  factory;
  optional;
  constructor(id, key, factory, optional) {
    this.id = id;
    this.key = key;
    this.factory = factory;
    this.optional = optional;
  }
  access(vars, obj) {
    if (obj === void 0) {
      return obj;
    }
    const key = this.key.eval(vars);
    if (isCelError(key)) {
      return key;
    }
    const access = this.factory.newAccess(this.id, key, this.optional);
    return access.access(vars, obj);
  }
  isPresent(vars, obj) {
    if (obj === void 0) {
      return false;
    }
    const key = this.key.eval(vars);
    if (isCelError(key)) {
      return key;
    }
    const access = this.factory.newAccess(this.id, key, this.optional);
    return access.isPresent(vars, obj);
  }
  accessIfPresent(vars, obj, presenceOnly) {
    const key = this.key.eval(vars);
    if (isCelError(key)) {
      return key;
    }
    const access = this.factory.newAccess(this.id, key, this.optional);
    return access.accessIfPresent(vars, obj, presenceOnly);
  }
  isOptional() {
    return this.optional;
  }
};
var ConcreteAttributeFactory = class {
  registry;
  container;
  constructor(registry, container) {
    this.registry = registry;
    this.container = container;
  }
  createAbsolute(id, names) {
    return new AbsoluteAttr(id, names, [], this.registry, this);
  }
  createConditional(id, cond, t, f) {
    return new ConditionalAttr(id, cond, t, f, this);
  }
  createMaybe(id, name) {
    return new MaybeAttr(id, [this.createAbsolute(id, resolveCandidateNames(this.container, name))], this);
  }
  createRelative(id, operand) {
    return new RelativeAttr(id, operand, [], this);
  }
  newAccess(id, val, opt) {
    switch (typeof val) {
      case "boolean":
        return new BoolAccess(id, val, opt);
      case "number":
        return new NumAccess(id, val, val, opt);
      case "bigint":
        return new IntAccess(id, val, val, opt);
      case "string":
        return new StringAccess(id, val, val, opt);
      case "object":
        if (val instanceof EvalAttr) {
          return new EvalAccess(id, val, this, opt);
        }
        if (isCelUint(val)) {
          return new IntAccess(id, val.value, val, opt);
        }
        break;
      default:
        break;
    }
    return new ErrorAttr(id, celError("unsupported key type", id), opt);
  }
};
function fieldNotFound(id, name) {
  return celError(`field not found: ${String(name)}`, id);
}
function indexOutOfBounds(id, index, length) {
  return celError(`index ${index} out of bounds [0, ${length})`, id);
}

// node_modules/@bufbuild/cel/dist/esm/activation.js
var ObjectActivation = class {
  data;
  constructor(data) {
    this.data = data;
  }
  resolve(name) {
    const value = this.data[name];
    if (value === void 0) {
      return void 0;
    }
    if (isCelError(value)) {
      return value;
    }
    return toCel(value);
  }
};
var VarActivation = class {
  name;
  value;
  parent;
  constructor(name, value, parent) {
    this.name = name;
    this.value = value;
    this.parent = parent;
  }
  resolve(name) {
    if (name === this.name) {
      return this.value;
    }
    return this.parent.resolve(name);
  }
};
var EMPTY_ACTIVATION = {
  resolve() {
    return void 0;
  }
};

// node_modules/@bufbuild/cel/dist/esm/object.js
function celObject(typeName2, fields) {
  const desc = getMsgDesc(typeName2);
  const msg = reflect(desc);
  for (const [k, v] of fields.entries()) {
    const field = desc.fields.find((f) => f.name === k);
    if (field === void 0) {
      throw new Error(`Unknown field ${k} for ${typeName2}`);
    }
    setMsgField(msg, field, v);
  }
  return reflectMsgToCel(msg);
}
function setMsgField(msg, field, v) {
  switch (field.fieldKind) {
    case "list":
      if (!isCelList(v)) {
        throw unexpectedTypeError(field, "list", v);
      }
      const list = reflectList(field, void 0, false);
      copyList(list, v);
      msg.set(field, list);
      return;
    case "map":
      if (!isCelMap(v)) {
        throw unexpectedTypeError(field, "map", v);
      }
      const map = reflectMap(field, void 0, false);
      copyMap(map, v);
      msg.set(field, map);
      return;
    case "enum":
      msg.set(field, enumFromCel(field, v));
      return;
    case "message":
      const msgVal = msgFromCel(field, v);
      if (msgVal !== null) {
        msg.set(field, msgVal);
      }
      return;
  }
  msg.set(field, scalarFromCel(field, field.scalar, v));
}
function copyList(list, cList) {
  const field = list.field();
  for (const v of cList) {
    switch (field.listKind) {
      case "enum":
        list.add(enumFromCel(field, v));
        break;
      case "message":
        list.add(msgFromCel(field, v));
        break;
      case "scalar":
        list.add(scalarFromCel(field, field.scalar, v));
        break;
    }
  }
}
function copyMap(map, cMap) {
  const field = map.field();
  for (const [k, v] of cMap.entries()) {
    const key = scalarFromCel(field, field.mapKey, k);
    switch (field.mapKind) {
      case "enum":
        map.set(key, enumFromCel(field, v));
        break;
      case "scalar":
        map.set(key, scalarFromCel(field, field.scalar, v));
        break;
      case "message":
        map.set(key, msgFromCel(field, v));
        break;
    }
  }
}
function enumFromCel(field, v) {
  if (typeof v !== "bigint") {
    throw unexpectedTypeError(field, "int", v);
  }
  return intToInt32(v);
}
function msgFromCel(field, v) {
  switch (field.message.typeName) {
    case AnySchema.typeName:
      if (isReflectMessage(v, AnySchema)) {
        return v;
      }
      return reflect(AnySchema, anyFromCel(v));
    case ValueSchema.typeName:
      return reflect(ValueSchema, valueFromCel(v));
    case StructSchema.typeName:
      if (!isCelMap(v)) {
        throw unexpectedTypeError(field, "map", v);
      }
      return reflect(StructSchema, structFromCel(v));
    case ListValueSchema.typeName:
      if (!isCelList(v)) {
        throw unexpectedTypeError(field, "list", v);
      }
      return reflect(ListValueSchema, listValueFromCel(v));
  }
  if (v === null) {
    return null;
  }
  if (isWrapperDesc(field.message)) {
    const msg = reflect(field.message, void 0, false);
    msg.set(field.message.fields[0], scalarFromCel(field.message.fields[0], field.message.fields[0].scalar, v));
    return msg;
  }
  if (!isReflectMessage(v, field.message)) {
    throw unexpectedTypeError(field, field.message.typeName, v);
  }
  return v;
}
function anyFromCel(v) {
  switch (typeof v) {
    case "string":
      return anyPack(StringValueSchema, create(StringValueSchema, { value: v }));
    case "boolean":
      return anyPack(BoolValueSchema, create(BoolValueSchema, { value: v }));
    case "bigint":
      return anyPack(Int64ValueSchema, create(Int64ValueSchema, { value: v }));
    case "number":
      return anyPack(DoubleValueSchema, create(DoubleValueSchema, { value: v }));
    default:
      switch (true) {
        case v instanceof Uint8Array:
          return anyPack(BytesValueSchema, create(BytesValueSchema, { value: v }));
        case v == null:
          return anyPack(ValueSchema, create(ValueSchema, {
            kind: { case: "nullValue", value: NullValue.NULL_VALUE }
          }));
        case isCelList(v):
          return anyPack(ListValueSchema, listValueFromCel(v));
        case isCelMap(v):
          return anyPack(StructSchema, structFromCel(v));
        case isCelUint(v):
          return anyPack(UInt64ValueSchema, create(UInt64ValueSchema, { value: v.value }));
        case isReflectMessage(v):
          return anyPack(v.desc, v.message);
        default:
          throw new Error(`type cannot be converted ${AnySchema}`);
      }
  }
}
function valueFromCel(v) {
  const value = create(ValueSchema);
  switch (typeof v) {
    case "string":
      value.kind = { case: "stringValue", value: v };
      break;
    case "boolean":
      value.kind = { case: "boolValue", value: v };
      break;
    case "bigint":
      if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) {
        value.kind = { case: "stringValue", value: v.toString() };
      } else {
        value.kind = { case: "numberValue", value: Number(v) };
      }
      break;
    case "number":
      if (Number.isNaN(v)) {
        value.kind = { case: "stringValue", value: "NaN" };
      } else if (v === Number.POSITIVE_INFINITY) {
        value.kind = { case: "stringValue", value: "Infinity" };
      } else if (v === Number.NEGATIVE_INFINITY) {
        value.kind = { case: "stringValue", value: "-Infinity" };
      } else {
        value.kind = { case: "numberValue", value: Number(v) };
      }
      break;
    default:
      switch (true) {
        case v instanceof Uint8Array:
          value.kind = { case: "stringValue", value: base64Encode(v) };
          break;
        case v == null:
          value.kind = { case: "nullValue", value: NullValue.NULL_VALUE };
          break;
        case isCelList(v):
          value.kind = { case: "listValue", value: listValueFromCel(v) };
          break;
        case isCelMap(v):
          value.kind = { case: "structValue", value: structFromCel(v) };
          break;
        case isCelUint(v):
          if (v.value > BigInt(Number.MAX_SAFE_INTEGER)) {
            value.kind = { case: "stringValue", value: v.value.toString() };
          } else {
            value.kind = { case: "numberValue", value: Number(v.value) };
          }
          break;
        case isReflectMessage(v):
          return fromJson(ValueSchema, toJson(v.desc, v.message));
        default:
          throw new Error(`type cannot be converted ${ValueSchema}`);
      }
  }
  return value;
}
function listValueFromCel(list) {
  const listValue = create(ListValueSchema);
  for (const v of list) {
    listValue.values.push(valueFromCel(v));
  }
  return listValue;
}
function structFromCel(map) {
  const struct = create(StructSchema);
  for (const [k, v] of map.entries()) {
    if (typeof k !== "string") {
      throw new Error(`Invalid key type: ${typeof k} for google.protobuf.Struct, expected string`);
    }
    struct.fields[k] = valueFromCel(v);
  }
  return struct;
}
function scalarFromCel(field, type, v) {
  if (isCelUint(v)) {
    v = v.value;
  }
  switch (type) {
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      if (typeof v !== "bigint") {
        throw unexpectedTypeError(field, "int", v);
      }
      return intToUint32(v);
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      if (typeof v !== "bigint") {
        throw unexpectedTypeError(field, "int", v);
      }
      return intToInt32(v);
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      if (typeof v !== "bigint") {
        throw unexpectedTypeError(field, "int", v);
      }
      return v;
    case ScalarType.FLOAT:
      if (typeof v !== "number") {
        throw unexpectedTypeError(field, "double", v);
      }
      return Math.fround(v);
    case ScalarType.DOUBLE:
      if (typeof v !== "number") {
        throw unexpectedTypeError(field, "double", v);
      }
      return v;
    case ScalarType.STRING:
      if (typeof v !== "string") {
        throw unexpectedTypeError(field, "string", v);
      }
      return v;
    case ScalarType.BOOL:
      if (typeof v !== "boolean") {
        throw unexpectedTypeError(field, "bool", v);
      }
      return v;
    case ScalarType.BYTES:
      if (!(v instanceof Uint8Array)) {
        throw unexpectedTypeError(field, "bytes", v);
      }
      return v;
  }
}
function unexpectedTypeError(field, expected, actValue) {
  return new Error(`Expected ${expected} but got ${celType(actValue)} for ${field.parent}.${field.name}`);
}
function intToInt32(v) {
  if (v < INT32_MIN || v > INT32_MAX) {
    throw new Error("int32 out of range");
  }
  return Number(v);
}
function intToUint32(v) {
  if (v < 0 || v > UINT32_MAX) {
    throw new Error("uint32 out of range");
  }
  return Number(v);
}

// node_modules/@bufbuild/cel/dist/esm/planner.js
var Planner = class {
  functions;
  registry;
  namespace;
  factory;
  constructor(functions, registry, namespace) {
    this.functions = functions;
    this.registry = registry;
    this.namespace = namespace;
    this.factory = new ConcreteAttributeFactory(this.registry, this.namespace);
  }
  plan(expr) {
    const id = Number(expr.id);
    switch (expr.exprKind.case) {
      case "identExpr":
        return new EvalAttr(this.factory.createMaybe(id, expr.exprKind.value.name), false);
      case "constExpr":
        return new EvalConst(id, this.constVal(expr.exprKind.value));
      case "callExpr":
        return this.planCall(id, expr.exprKind.value);
      case "listExpr":
        return this.planCreateList(id, expr.exprKind.value);
      case "structExpr":
        return this.planCreateStruct(id, expr.exprKind.value);
      case "selectExpr":
        return this.planSelect(id, expr.exprKind.value);
      case "comprehensionExpr":
        return this.planComprehension(id, expr.exprKind.value);
      default:
        return new EvalErr(id, "invalid expression");
    }
  }
  planComprehension(id, value) {
    if (value.accuInit === void 0 || value.iterRange === void 0 || value.loopCondition === void 0 || value.loopStep === void 0 || value.result === void 0) {
      throw new Error("invalid comprehension");
    }
    const accu = this.plan(value.accuInit);
    const iterRange = this.plan(value.iterRange);
    const cond = this.plan(value.loopCondition);
    const step = this.plan(value.loopStep);
    const result = this.plan(value.result);
    return new EvalFold(id, value.accuVar, value.iterVar, iterRange, accu, cond, step, result);
  }
  planSelect(id, expr) {
    if (expr.operand === void 0) {
      throw new Error("invalid select");
    }
    const operand = this.plan(expr.operand);
    const attr = this.relativeAttr(id, operand, false);
    const acc = this.factory.newAccess(id, expr.field, false);
    if (acc instanceof ErrorAttr) {
      throw new Error(`invalid select: ${acc.error.message}`);
    }
    if (expr.testOnly) {
      return new EvalHas(id, attr, acc, expr.field);
    }
    attr.addAccess(acc);
    return attr;
  }
  planCreateObj(id, expr) {
    const typeName2 = this.resolveType(expr.messageName);
    if (typeName2 === void 0) {
      return new EvalErr(id, "unknown type: " + expr.messageName);
    }
    let optionals = void 0;
    const keys = [];
    const values = [];
    for (let i = 0; i < expr.entries.length; i++) {
      const entry = expr.entries[i];
      if (entry.optionalEntry) {
        if (optionals === void 0) {
          optionals = new Array(expr.entries.length).fill(false);
        }
        optionals[i] = true;
      }
      switch (entry.keyKind.case) {
        case "fieldKey":
          keys.push(entry.keyKind.value);
          break;
        case "mapKey":
          throw new Error("invalid entry");
        default:
          break;
      }
      if (entry.value === void 0) {
        throw new Error("invalid entry");
      }
      values.push(this.plan(entry.value));
    }
    return new EvalObj(id, typeName2, keys, values, optionals);
  }
  planCreateStruct(id, expr) {
    if (expr.messageName !== "") {
      return this.planCreateObj(id, expr);
    }
    let optionals = void 0;
    const keys = [];
    const values = [];
    for (let i = 0; i < expr.entries.length; i++) {
      const entry = expr.entries[i];
      if (entry.optionalEntry) {
        if (optionals === void 0) {
          optionals = new Array(expr.entries.length).fill(false);
        }
        optionals[i] = true;
      }
      switch (entry.keyKind.case) {
        case "fieldKey":
          throw new Error("unimplemented");
        case "mapKey":
          keys.push(this.plan(entry.keyKind.value));
          break;
        default:
          break;
      }
      if (entry.value === void 0) {
        return new EvalErr(id, "map entry missing value");
      }
      values.push(this.plan(entry.value));
    }
    return new EvalMap(id, keys, values, optionals);
  }
  planCreateList(id, expr) {
    const optionals = void 0;
    if (expr.optionalIndices.length > 0) {
      const optionals2 = new Array(expr.elements.length).fill(false);
      for (let i = 0; i < expr.optionalIndices.length; i++) {
        const index = expr.optionalIndices[i];
        if (index < 0 || index >= expr.elements.length) {
          throw new Error("invalid optional index");
        }
        optionals2[index] = true;
      }
    }
    return new EvalList(id, expr.elements.map((arg) => this.plan(arg)), optionals);
  }
  planCall(id, call) {
    if (call.target !== void 0) {
      const qualName = toQualifiedName(call.target);
      if (qualName !== void 0) {
        const funcName = qualName + "." + call.function;
        for (const candidate of resolveCandidateNames(this.namespace, funcName)) {
          const func = this.functions.find(candidate);
          if (func !== void 0) {
            return new EvalCall(id, candidate, "", void 0, func, call.args.map((arg) => this.plan(arg)));
          }
        }
      }
    }
    let args = call.args.map((arg) => this.plan(arg));
    if (call.target) {
      args = [this.plan(call.target), ...args];
    }
    switch (call.function) {
      case INDEX:
        return this.planCallIndex(call, args, false);
      case OPT_INDEX:
      case OPT_SELECT:
        return this.planCallIndex(call, args, true);
      case CONDITIONAL:
        return this.planCallConditional(id, call, args);
      case LOGICAL_AND:
        return new EvalAnd(id, args);
      case LOGICAL_OR:
        return new EvalOr(id, args);
      case NOT_STRICTLY_FALSE:
      case OLD_NOT_STRICTLY_FALSE:
        return new EvalNotStrictlyFalse(id, args[0]);
      default:
        return new EvalCall(id, call.function, "", call.target ? args[0] : void 0, this.functions.find(call.function), call.target ? args.slice(1) : args);
    }
  }
  planCallConditional(id, _call, args) {
    const cond = args[0];
    const t = args[1];
    const f = args[2];
    const tAttr = this.relativeAttr(t.id, t, false);
    const fAttr = this.relativeAttr(f.id, f, false);
    return new EvalAttr(this.factory.createConditional(id, cond, tAttr, fAttr), false);
  }
  planCallIndex(_call, args, opt) {
    const op = args[0];
    const ind = args[1];
    const attr = this.relativeAttr(op.id, op, false);
    let acc;
    if (ind instanceof EvalConst) {
      acc = this.factory.newAccess(op.id, ind.value, opt);
    } else if (ind instanceof EvalAttr) {
      acc = this.factory.newAccess(op.id, ind, opt);
    } else {
      acc = this.relativeAttr(op.id, ind, opt);
    }
    attr.addAccess(acc);
    return attr;
  }
  constVal(val) {
    switch (val.constantKind.case) {
      case "stringValue":
        return val.constantKind.value;
      case "bytesValue":
        return val.constantKind.value;
      case "doubleValue":
        return val.constantKind.value;
      case "boolValue":
        return val.constantKind.value;
      case "int64Value":
        return val.constantKind.value;
      case "uint64Value":
        return celUint(val.constantKind.value);
      case "nullValue":
        return null;
      case void 0:
        throw new Error("invalid constant");
      default:
        throw new Error(`unimplemented: ${val.constantKind.case}`);
    }
  }
  relativeAttr(id, e, opt) {
    if (e instanceof EvalAttr) {
      return e;
    }
    return new EvalAttr(this.factory.createRelative(id, e), opt);
  }
  resolveType(name) {
    for (const candidate of resolveCandidateNames(this.namespace, name)) {
      if (this.isKnownType(candidate)) {
        return candidate;
      }
    }
    return void 0;
  }
  isKnownType(name) {
    switch (name) {
      case "google.protobuf.Value":
      case "google.protobuf.Struct":
      case "google.protobuf.ListValue":
      case "google.protobuf.NullValue":
      case "google.protobuf.BoolValue":
      case "google.protobuf.UInt32Value":
      case "google.protobuf.UInt64Value":
      case "google.protobuf.Int32Value":
      case "google.protobuf.Int64Value":
      case "google.protobuf.FloatValue":
      case "google.protobuf.DoubleValue":
      case "google.protobuf.StringValue":
      case "google.protobuf.BytesValue":
      case "google.protobuf.Timestamp":
      case "google.protobuf.Duration":
      case "google.protobuf.Any":
        return true;
      default:
        return this.registry.getMessage(name) !== void 0;
    }
  }
};
var EvalHas = class {
  id;
  attr;
  access;
  field;
  constructor(id, attr, access, field) {
    this.id = id;
    this.attr = attr;
    this.access = access;
    this.field = field;
  }
  eval(ctx) {
    const raw = this.attr.resolve(ctx);
    if (raw === void 0) {
      return false;
    }
    if (isCelError(raw)) {
      return raw;
    }
    return this.access.isPresent(ctx, raw);
  }
};
var EvalErr = class {
  id;
  msg;
  constructor(id, msg) {
    this.id = id;
    this.msg = msg;
  }
  eval(_ctx) {
    return celError(this.msg, this.id);
  }
};
var EvalConst = class {
  id;
  value;
  constructor(id, value) {
    this.id = id;
    this.value = value;
  }
  eval(_ctx) {
    return this.value;
  }
};
var EvalAttr = class {
  attr;
  opt;
  id;
  constructor(attr, opt) {
    this.attr = attr;
    this.opt = opt;
    this.id = attr.id;
  }
  access(vars, obj) {
    return this.attr.access(vars, obj);
  }
  isPresent(vars, obj) {
    return this.attr.isPresent(vars, obj);
  }
  accessIfPresent(vars, obj, presenceOnly) {
    return this.attr.accessIfPresent(vars, obj, presenceOnly);
  }
  isOptional() {
    return this.opt;
  }
  eval(ctx) {
    const val = this.attr.resolve(ctx);
    if (val === void 0) {
      return celError("unresolved attribute", this.id);
    }
    if (isCelError(val)) {
      return val;
    }
    return val;
  }
  resolve(vars) {
    return this.attr.resolve(vars);
  }
  addAccess(acc) {
    this.attr.addAccess(acc);
  }
};
var EvalCall = class {
  id;
  name;
  overload;
  target;
  func;
  args;
  constructor(id, name, overload, target, func, args) {
    this.id = id;
    this.name = name;
    this.overload = overload;
    this.target = target;
    this.func = func;
    this.args = args;
  }
  eval(ctx) {
    if (this.func === void 0) {
      return celError(`unbound function: ${this.name}`, this.id);
    }
    const target = this.target?.eval(ctx);
    if (isCelError(target)) {
      return target;
    }
    const vals = [];
    for (const arg of this.args) {
      const val = arg.eval(ctx);
      if (isCelError(val)) {
        return val;
      }
      vals.push(val);
    }
    const result = this.func.call(this.id, target, vals);
    if (result !== void 0) {
      return result;
    }
    return celError(`found no matching overload for '${this.name}' applied to '${target !== void 0 ? `${celType(target)}.` : ""}(${vals.map((x) => celType(x)).map((x) => x.name).join(", ")})'`, this.id);
  }
};
var EvalObj = class {
  id;
  typeName;
  fields;
  values;
  optionals;
  constructor(id, typeName2, fields, values, optionals) {
    this.id = id;
    this.typeName = typeName2;
    this.fields = fields;
    this.values = values;
    this.optionals = optionals;
  }
  args() {
    return this.values;
  }
  eval(ctx) {
    const vals = coerceToValues(this.values.map((x) => x.eval(ctx)));
    if (isCelError(vals)) {
      return vals;
    }
    const obj = /* @__PURE__ */ new Map();
    for (let i = 0; i < vals.length; i++) {
      if (obj.has(this.fields[i])) {
        return celError(`map key conflict: ${this.fields[i]}`, this.id);
      }
      obj.set(this.fields[i], vals[i]);
    }
    try {
      return celObject(this.typeName, obj);
    } catch (ex) {
      if (ex instanceof Error) {
        ex = ex.message;
      }
      return celError(`${ex}`, this.id);
    }
  }
};
var EvalList = class {
  id;
  elems;
  constructor(id, elems, _2) {
    this.id = id;
    this.elems = elems;
  }
  eval(ctx) {
    if (this.elems.length === 0) {
      return EMPTY_LIST;
    }
    const first = this.elems[0].eval(ctx);
    if (isCelError(first)) {
      return first;
    }
    const elemVals = [first];
    for (let i = 1; i < this.elems.length; i++) {
      const elemVal = this.elems[i].eval(ctx);
      if (isCelError(elemVal)) {
        return elemVal;
      }
      elemVals.push(elemVal);
    }
    return celList(elemVals);
  }
  args() {
    return this.elems;
  }
};
var EvalMap = class {
  id;
  keys;
  values;
  constructor(id, keys, values, _2) {
    this.id = id;
    this.keys = keys;
    this.values = values;
  }
  args() {
    return this.keys.concat(this.values);
  }
  eval(ctx) {
    if (this.keys.length === 0) {
      return EMPTY_MAP;
    }
    const entries = /* @__PURE__ */ new Map();
    const firstKey = this.mapKeyOrError(this.keys[0].eval(ctx));
    if (isCelError(firstKey)) {
      return firstKey;
    }
    const firstVal = this.values[0].eval(ctx);
    if (isCelError(firstVal)) {
      return firstVal;
    }
    if (typeof firstKey === "number" && !Number.isInteger(firstKey)) {
      return unsupportedKeyType(this.id);
    }
    entries.set(firstKey, firstVal);
    for (let i = 1; i < this.keys.length; i++) {
      const key = this.mapKeyOrError(this.keys[i].eval(ctx));
      if (isCelError(key)) {
        return key;
      }
      const val = this.values[i].eval(ctx);
      if (isCelError(val)) {
        return val;
      }
      if (entries.has(key)) {
        return celError(`map key conflict: ${key}`, this.id);
      }
      if (typeof key === "number" && !Number.isInteger(key)) {
        return unsupportedKeyType(this.id);
      }
      entries.set(key, val);
    }
    return celMap(entries);
  }
  mapKeyOrError(key) {
    switch (typeof key) {
      case "boolean":
      case "bigint":
      case "string":
        return key;
      case "object":
        if (isCelUint(key)) {
          return key;
        }
        return unsupportedKeyType(this.id);
      case "number":
        if (Number.isInteger(key)) {
          return BigInt(key);
        }
        return unsupportedKeyType(this.id);
      default:
        return unsupportedKeyType(this.id);
    }
  }
};
var EvalFold = class {
  id;
  accuVar;
  iterVar;
  iterRange;
  accu;
  cond;
  step;
  result;
  constructor(id, accuVar, iterVar, iterRange, accu, cond, step, result) {
    this.id = id;
    this.accuVar = accuVar;
    this.iterVar = iterVar;
    this.iterRange = iterRange;
    this.accu = accu;
    this.cond = cond;
    this.step = step;
    this.result = result;
  }
  eval(ctx) {
    const accuInit = this.accu.eval(ctx);
    if (isCelError(accuInit)) {
      return accuInit;
    }
    const accuCtx = new VarActivation(this.accuVar, accuInit, ctx);
    const iterRange = this.iterRange.eval(ctx);
    if (isCelError(iterRange)) {
      return iterRange;
    }
    let items2 = [];
    if (isCelMap(iterRange)) {
      items2 = Array.from(iterRange.keys());
    } else if (isCelList(iterRange)) {
      items2 = Array.from(iterRange);
    } else {
      return celError(`type mismatch: iterable vs ${celType(iterRange)}`, this.id);
    }
    for (const item of items2) {
      if (isCelError(item)) {
        return item;
      }
      const iterCtx = new VarActivation(this.iterVar, item, accuCtx);
      const cond = this.cond.eval(iterCtx);
      if (isCelError(cond)) {
        return cond;
      }
      if (cond !== true) {
        break;
      }
      accuCtx.value = this.step.eval(iterCtx);
    }
    return this.result.eval(accuCtx);
  }
};
var EvalAnd = class {
  id;
  args;
  constructor(id, args) {
    this.id = id;
    this.args = args;
  }
  eval(ctx) {
    const errors = [];
    for (const arg of this.args) {
      const val = arg.eval(ctx);
      if (typeof val === "boolean") {
        if (!val)
          return false;
        continue;
      }
      if (isCelError(val)) {
        errors.push(val);
      } else {
        errors.push(celError(`type mismatch: expected bool, got ${celType(val)}`, this.id));
      }
    }
    if (errors.length > 0) {
      return celErrorMerge(errors[0], ...errors.slice(1));
    }
    return true;
  }
};
var EvalOr = class {
  id;
  args;
  constructor(id, args) {
    this.id = id;
    this.args = args;
  }
  eval(ctx) {
    const errors = [];
    for (const arg of this.args) {
      const val = arg.eval(ctx);
      if (typeof val === "boolean") {
        if (val)
          return true;
        continue;
      }
      if (isCelError(val)) {
        errors.push(val);
      } else {
        errors.push(celError(`type mismatch: expected bool, got ${celType(val)}`, this.id));
      }
    }
    if (errors.length > 0) {
      return celErrorMerge(errors[0], ...errors.slice(1));
    }
    return false;
  }
};
var EvalNotStrictlyFalse = class {
  id;
  arg;
  constructor(id, arg) {
    this.id = id;
    this.arg = arg;
  }
  /**
   * This is not in the spec but is part of at least go,java, and cpp implementations.
   *
   * It should return true for anything exept for the literal `false`.
   */
  eval(ctx) {
    return this.arg.eval(ctx) !== false;
  }
};
function toQualifiedName(expr) {
  switch (expr.exprKind.case) {
    case "identExpr":
      return expr.exprKind.value.name;
    case "selectExpr": {
      if (expr.exprKind.value.testOnly || expr.exprKind.value.operand === void 0) {
        return void 0;
      }
      const parent = toQualifiedName(expr.exprKind.value.operand);
      if (parent === void 0) {
        return void 0;
      }
      return parent + "." + expr.exprKind.value.field;
    }
    default:
      return void 0;
  }
}
function unsupportedKeyType(id) {
  return celError(`unsupported key type`, id);
}
function coerceToValues(args) {
  const errors = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (isCelError(arg)) {
      errors.push(arg);
    }
  }
  if (errors.length > 0) {
    return celErrorMerge(errors[0], ...errors.slice(1));
  }
  return args;
}

// node_modules/@bufbuild/cel/dist/esm/plan.js
var cache = /* @__PURE__ */ new WeakMap();
function plan(env2, expr) {
  let planner = cache.get(env2);
  if (planner === void 0) {
    planner = new Planner(env2.funcs, env2.registry, env2.namespace);
    cache.set(env2, planner);
  }
  let maybeExpr;
  if (isMessage(expr, CheckedExprSchema)) {
    maybeExpr = expr.expr;
  } else if (isMessage(expr, ParsedExprSchema)) {
    maybeExpr = expr.expr;
  } else {
    maybeExpr = expr;
  }
  const plan2 = planner.plan(maybeExpr ?? create(ExprSchema));
  const withContext = withEvalContext({ registry: env2.registry }, {
    id: plan2.id,
    eval(ctx) {
      try {
        let val = plan2.eval(ctx);
        if (isCelError(val)) {
          return val;
        }
        return unwrapAny(val);
      } catch (ex) {
        return celError(ex, plan2.id);
      }
    }
  });
  return (ctx) => {
    return withContext.eval(ctx !== void 0 ? new ObjectActivation(ctx) : EMPTY_ACTIVATION);
  };
}

// src/core/cel/parse-cache.ts
var MAX_ENTRIES = 4096;
var cache2 = /* @__PURE__ */ new Map();
function parseCelShared(expression) {
  let entry = cache2.get(expression);
  if (entry === void 0) {
    try {
      entry = { parsed: parse2(expression) };
    } catch (error) {
      entry = { error };
    }
    if (cache2.size >= MAX_ENTRIES) cache2.clear();
    cache2.set(expression, entry);
  }
  if ("error" in entry) throw entry.error;
  return entry.parsed;
}

// src/core/cel/decls.ts
var NUMS = ["int", "uint", "double"];
var ORDERED = ["bool", "int", "uint", "double", "string", "bytes", "timestamp", "duration"];
var SIGNATURES = [
  "!_(bool)->bool",
  "-_(int)->int",
  "-_(double)->double",
  "_&&_(bool,bool)->bool",
  "_||_(bool,bool)->bool",
  "_?_:_(bool,A,A)->A",
  "_==_(A,A)->bool",
  "_!=_(A,A)->bool",
  ...["_<_", "_<=_", "_>_", "_>=_"].flatMap((op) => [
    ...ORDERED.map((t) => `${op}(${t},${t})->bool`),
    ...NUMS.flatMap((a) => NUMS.filter((b) => b !== a).map((b) => `${op}(${a},${b})->bool`))
  ]),
  ...NUMS.map((t) => `_+_(${t},${t})->${t}`),
  "_+_(string,string)->string",
  "_+_(bytes,bytes)->bytes",
  "_+_(list(A),list(A))->list(A)",
  "_+_(timestamp,duration)->timestamp",
  "_+_(duration,timestamp)->timestamp",
  "_+_(duration,duration)->duration",
  ...NUMS.map((t) => `_-_(${t},${t})->${t}`),
  "_-_(timestamp,timestamp)->duration",
  "_-_(timestamp,duration)->timestamp",
  "_-_(duration,duration)->duration",
  ...NUMS.map((t) => `_*_(${t},${t})->${t}`),
  ...NUMS.map((t) => `_/_(${t},${t})->${t}`),
  "_%_(int,int)->int",
  "_%_(uint,uint)->uint",
  "_[_](list(A),int)->A",
  "_[_](map(K,V),K)->V",
  "@in(A,list(A))->bool",
  "@in(K,map(K,V))->bool",
  "@not_strictly_false(bool)->bool",
  "__not_strictly_false__(bool)->bool",
  "size(string)->int",
  "size(bytes)->int",
  "size(list(A))->int",
  "size(map(K,V))->int",
  "string.size()->int",
  "bytes.size()->int",
  "list(A).size()->int",
  "map(K,V).size()->int",
  "string.contains(string)->bool",
  "string.startsWith(string)->bool",
  "string.endsWith(string)->bool",
  "string.matches(string)->bool",
  "matches(string,string)->bool",
  ...["int", "uint", "double", "string", "timestamp", "duration"].map((t) => `int(${t})->int`),
  ...["uint", "int", "double", "string"].map((t) => `uint(${t})->uint`),
  ...["double", "int", "uint", "string"].map((t) => `double(${t})->double`),
  ...["string", "bool", "int", "uint", "double", "bytes", "timestamp", "duration"].map((t) => `string(${t})->string`),
  "bytes(bytes)->bytes",
  "bytes(string)->bytes",
  "bool(bool)->bool",
  "bool(string)->bool",
  "timestamp(timestamp)->timestamp",
  "timestamp(string)->timestamp",
  "timestamp(int)->timestamp",
  "duration(duration)->duration",
  "duration(string)->duration",
  "type(A)->type",
  "dyn(A)->dyn",
  ...["getSeconds", "getMinutes", "getHours", "getMilliseconds"].map((f) => `duration.${f}()->int`),
  ...["getSeconds", "getMinutes", "getHours", "getMilliseconds", "getFullYear", "getMonth", "getDate", "getDayOfMonth", "getDayOfWeek", "getDayOfYear"].flatMap(
    (f) => [`timestamp.${f}()->int`, `timestamp.${f}(string)->int`]
  ),
  // strings extension (cel-go ext.Strings as implemented by @bufbuild/cel/ext)
  "strings.quote(string)->string",
  "string.charAt(int)->string",
  "string.indexOf(string)->int",
  "string.indexOf(string,int)->int",
  "string.lastIndexOf(string)->int",
  "string.lastIndexOf(string,int)->int",
  "string.lowerAscii()->string",
  "string.upperAscii()->string",
  "string.replace(string,string)->string",
  "string.replace(string,string,int)->string",
  "string.split(string)->list(string)",
  "string.split(string,int)->list(string)",
  "string.substring(int)->string",
  "string.substring(int,int)->string",
  "string.trim()->string",
  "list(string).join()->string",
  "list(string).join(string)->string",
  "string.format(list(dyn))->string",
  // kubernetes.lists
  "list(A).isSorted()->bool",
  "list(A).sum()->A",
  "list(A).min()->A",
  "list(A).max()->A",
  "list(A).indexOf(A)->int",
  "list(A).lastIndexOf(A)->int",
  // kubernetes.regex
  "string.find(string)->string",
  "string.findAll(string)->list(string)",
  "string.findAll(string,int)->list(string)",
  // kubernetes.quantity
  "quantity(string)->quantity",
  "isQuantity(string)->bool",
  "sign(quantity)->int",
  "quantity.sign()->int",
  "quantity.isGreaterThan(quantity)->bool",
  "quantity.isLessThan(quantity)->bool",
  "quantity.compareTo(quantity)->int",
  "quantity.asApproximateFloat()->double",
  "quantity.asInteger()->int",
  "quantity.isInteger()->bool",
  "quantity.add(quantity)->quantity",
  "quantity.add(int)->quantity",
  "quantity.sub(quantity)->quantity",
  "quantity.sub(int)->quantity",
  "quantity.mul(int)->quantity",
  // kubernetes.authz: declared so policies using `authorizer` compile; they cannot be
  // evaluated offline (there is no authorizer), which the policy evaluator reports.
  "dyn.path(string)->dyn",
  "dyn.group(string)->dyn",
  "dyn.serviceAccount(string,string)->dyn",
  "dyn.resource(string)->dyn",
  "dyn.subresource(string)->dyn",
  "dyn.namespace(string)->dyn",
  "dyn.name(string)->dyn",
  "dyn.check(string)->dyn",
  "dyn.allowed()->bool",
  "dyn.reason()->string",
  "dyn.errored()->bool",
  "dyn.error()->string"
];
var UNSUPPORTED_KUBERNETES_FUNCTIONS = /* @__PURE__ */ new Set([
  "isURL",
  "url",
  "getScheme",
  "getHost",
  "getHostname",
  "getPort",
  "getEscapedPath",
  "getQuery",
  "ip",
  "isIP",
  "cidr",
  "isCIDR",
  "family",
  "isUnspecified",
  "isLoopback",
  "isLinkLocalMulticast",
  "isLinkLocalUnicast",
  "isGlobalUnicast",
  "containsIP",
  "containsCIDR",
  "prefixLength",
  "masked",
  "semver",
  "isSemver",
  "major",
  "minor",
  "patch",
  "validate",
  "format.named",
  "reverse",
  "includes",
  "div",
  "divInt",
  "jsonpatch.escapeKey",
  "sets.contains",
  "sets.equivalent",
  "sets.intersects",
  "math.greatest",
  "math.least",
  "math.ceil",
  "math.floor",
  "math.round",
  "math.abs",
  "math.sign",
  "math.isNaN",
  "math.isInf",
  "math.isFinite",
  "base64.encode",
  "base64.decode",
  "optional.of",
  "optional.none",
  "optional.ofNonZeroValue",
  "orValue",
  "hasValue",
  "value",
  "cel.bind"
]);
function parseType(text) {
  const s = text.trim();
  const generic = /^(list|map)\((.*)\)$/.exec(s);
  if (generic) {
    const args = splitTop(generic[2] ?? "").map(parseType);
    if (generic[1] === "list") return T.list(args[0] ?? T.dyn);
    return T.map(args[0] ?? T.dyn, args[1] ?? T.dyn);
  }
  if (/^[A-Z]$/.test(s)) return { kind: "param", name: s };
  switch (s) {
    case "int":
      return T.int;
    case "uint":
      return T.uint;
    case "double":
      return T.double;
    case "bool":
      return T.bool;
    case "string":
      return T.string;
    case "bytes":
      return T.bytes;
    case "dyn":
      return T.dyn;
    case "type":
      return T.type;
    case "quantity":
      return T.quantity;
    case "timestamp":
      return T.timestamp;
    case "duration":
      return T.duration;
    default:
      throw new Error(`internal: unknown type ${s} in a CEL declaration`);
  }
}
function splitTop(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.slice(start).trim() !== "") out.push(text.slice(start));
  return out;
}
function parseSignature(sig) {
  const arrow = sig.lastIndexOf("->");
  const result = parseType(sig.slice(arrow + 2));
  const head = sig.slice(0, arrow);
  const open = head.lastIndexOf("(", head.length - 1);
  let depth = 0;
  let paramsStart = -1;
  for (let i = head.length - 1; i >= 0; i--) {
    if (head[i] === ")") depth++;
    else if (head[i] === "(") {
      depth--;
      if (depth === 0) {
        paramsStart = i;
        break;
      }
    }
  }
  void open;
  const params = splitTop(head.slice(paramsStart + 1, head.length - 1)).map(parseType);
  const callee = head.slice(0, paramsStart);
  const member = /^(list\(.*\)|map\(.*\)|[a-z]+)\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(callee);
  if (member && member[1] !== "strings") {
    return { name: member[2] ?? "", overload: { member: true, params: [parseType(member[1] ?? "dyn"), ...params], result } };
  }
  return { name: callee, overload: { member: false, params, result } };
}
var DECLARATIONS = (() => {
  const map = /* @__PURE__ */ new Map();
  for (const sig of SIGNATURES) {
    const { name, overload } = parseSignature(sig);
    const list = map.get(name) ?? [];
    list.push(overload);
    map.set(name, list);
  }
  return map;
})();

// src/core/cel/checker.ts
var TYPE_IDENTS = /* @__PURE__ */ new Set(["int", "uint", "double", "bool", "string", "bytes", "list", "map", "null_type", "type", "dyn"]);
function checkExpr(expr, sourceInfo, variables) {
  const issues = [];
  const offsetOf = (e) => sourceInfo?.positions[e.id.toString()] ?? 0;
  const scopes = [];
  const issue = (e, kind, message) => {
    issues.push({ message, offset: offsetOf(e), kind });
    return T.dyn;
  };
  const lookup = (name) => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const t = scopes[i]?.get(name);
      if (t) return t;
    }
    return variables.get(name);
  };
  const qualifiedName = (e) => {
    if (!e) return void 0;
    if (e.exprKind.case === "identExpr") return e.exprKind.value.name;
    if (e.exprKind.case === "selectExpr" && !e.exprKind.value.testOnly) {
      const base = qualifiedName(e.exprKind.value.operand);
      return base === void 0 ? void 0 : `${base}.${e.exprKind.value.field}`;
    }
    return void 0;
  };
  const visit = (e) => {
    switch (e.exprKind.case) {
      case "constExpr": {
        const c = e.exprKind.value.constantKind;
        switch (c.case) {
          case "boolValue":
            return T.bool;
          case "int64Value":
            return T.int;
          case "uint64Value":
            return T.uint;
          case "doubleValue":
            return T.double;
          case "stringValue":
            return T.string;
          case "bytesValue":
            return T.bytes;
          case "nullValue":
            return T.null;
          default:
            return T.dyn;
        }
      }
      case "identExpr": {
        const name = e.exprKind.value.name;
        const t = lookup(name);
        if (t) return t;
        if (TYPE_IDENTS.has(name)) return T.type;
        return issue(e, "undeclared", `undeclared reference to '${name}' (in container '')`);
      }
      case "selectExpr": {
        const sel = e.exprKind.value;
        const qn = qualifiedName(e);
        if (qn !== void 0 && lookup(qn) && !lookup(qn.split(".")[0] ?? "")) return lookup(qn) ?? T.dyn;
        if (!sel.operand) return T.dyn;
        const operand = visit(sel.operand);
        const fieldType = selectField(e, operand, sel.field);
        return sel.testOnly ? T.bool : fieldType;
      }
      case "callExpr":
        return visitCall(e);
      case "listExpr": {
        const elems = e.exprKind.value.elements.map(visit);
        return T.list(commonType(elems));
      }
      case "structExpr": {
        const s = e.exprKind.value;
        if (s.messageName !== "") return issue(e, "undeclared", `undeclared reference to '${s.messageName}' (in container '')`);
        const keys = [];
        const values = [];
        for (const entry of s.entries) {
          if (entry.keyKind.case === "mapKey") keys.push(visit(entry.keyKind.value));
          if (entry.value) values.push(visit(entry.value));
        }
        return T.map(commonType(keys), commonType(values));
      }
      case "comprehensionExpr": {
        const c = e.exprKind.value;
        const range = c.iterRange ? visit(c.iterRange) : T.dyn;
        let iterType = T.dyn;
        let iter2Type = T.dyn;
        if (range.kind === "list") {
          iterType = range.elem;
          iter2Type = range.elem;
          if (c.iterVar2) iterType = T.int;
        } else if (range.kind === "map") {
          iterType = range.key;
          iter2Type = range.value;
        } else if (range.kind !== "dyn") {
          issue(c.iterRange ?? e, "overload", `expression of type '${typeName(range)}' cannot be range of a comprehension (must be list, map, or dynamic)`);
        }
        const accuType = c.accuInit ? visit(c.accuInit) : T.dyn;
        const accuScope = /* @__PURE__ */ new Map([[c.accuVar, accuType]]);
        scopes.push(accuScope);
        const iterScope = /* @__PURE__ */ new Map([[c.iterVar, iterType]]);
        if (c.iterVar2) iterScope.set(c.iterVar2, iter2Type);
        scopes.push(iterScope);
        if (c.loopCondition) visit(c.loopCondition);
        const step = c.loopStep ? visit(c.loopStep) : T.dyn;
        scopes.pop();
        if (accuType.kind === "list" && accuType.elem.kind === "dyn" && step.kind === "list") accuScope.set(c.accuVar, step);
        const result = c.result ? visit(c.result) : T.dyn;
        scopes.pop();
        return result;
      }
      default:
        return T.dyn;
    }
  };
  const selectField = (e, operand, field) => {
    switch (operand.kind) {
      case "dyn":
      case "param":
        return T.dyn;
      case "map":
        if (operand.key.kind !== "string" && operand.key.kind !== "dyn") {
          return issue(e, "field", `type '${typeName(operand)}' does not support field selection`);
        }
        return operand.value;
      case "object": {
        const f = operand.fields[field];
        if (f === void 0) return issue(e, "field", `undefined field '${field}'`);
        return f;
      }
      default:
        return issue(e, "field", `type '${typeName(operand)}' does not support field selection`);
    }
  };
  const visitCall = (e) => {
    if (e.exprKind.case !== "callExpr") return T.dyn;
    const call = e.exprKind.value;
    if (call.target) {
      const qn = qualifiedName(call.target);
      if (qn !== void 0 && !lookup(qn.split(".")[0] ?? "")) {
        const full = `${qn}.${call.function}`;
        if (DECLARATIONS.has(full)) return resolve(e, full, false, call.args.map(visit));
        if (UNSUPPORTED_KUBERNETES_FUNCTIONS.has(full)) return unsupported(e, full);
      }
    }
    const target = call.target ? visit(call.target) : void 0;
    const args = call.args.map(visit);
    if (call.function === "_&&_" || call.function === "_||_") {
      for (const [i, a] of args.entries()) if (!assignable(T.bool, a, /* @__PURE__ */ new Map())) {
        issue(call.args[i] ?? e, "overload", `found no matching overload for '${call.function}' applied to '(${args.map(typeName).join(", ")})'`);
      }
      return T.bool;
    }
    return resolve(e, call.function, target !== void 0, target ? [target, ...args] : args);
  };
  const unsupported = (e, name) => issue(e, "unsupported", `function '${name}' is a Kubernetes CEL library function that driftgate does not evaluate offline`);
  const resolve = (e, name, member, argTypes) => {
    const overloads = DECLARATIONS.get(name);
    if (!overloads) {
      if (UNSUPPORTED_KUBERNETES_FUNCTIONS.has(name)) return unsupported(e, name);
      return issue(e, "undeclared", `undeclared reference to '${name}' (in container '')`);
    }
    const results = [];
    for (const o of overloads) {
      if (o.member !== member || o.params.length !== argTypes.length) continue;
      const r = tryOverload(o, argTypes);
      if (r) results.push(r);
    }
    if (results.length === 0) {
      const shape = member ? `${typeName(argTypes[0] ?? T.dyn)}.(${argTypes.slice(1).map(typeName).join(", ")})` : `(${argTypes.map(typeName).join(", ")})`;
      return issue(e, "overload", `found no matching overload for '${name}' applied to '${shape}'`);
    }
    return commonType(results);
  };
  const type = visit(expr);
  return { type, issues };
}
function tryOverload(o, args) {
  const bindings = /* @__PURE__ */ new Map();
  for (let i = 0; i < args.length; i++) {
    if (!assignable(o.params[i] ?? T.dyn, args[i] ?? T.dyn, bindings)) return void 0;
  }
  return substitute(o.result, bindings);
}
function assignable(param, arg, bindings) {
  if (arg.kind === "dyn" || param.kind === "dyn") return true;
  if (param.kind === "param") {
    const bound = bindings.get(param.name);
    if (!bound) {
      bindings.set(param.name, arg);
      return true;
    }
    if (bound.kind === "dyn") return true;
    if (arg.kind === "null" || bound.kind === "null") return true;
    if (assignable(bound, arg, /* @__PURE__ */ new Map())) return true;
    return false;
  }
  if (arg.kind === "param") return true;
  switch (param.kind) {
    case "list":
      return arg.kind === "list" && assignable(param.elem, arg.elem, bindings);
    case "map":
      return arg.kind === "map" && assignable(param.key, arg.key, bindings) && assignable(param.value, arg.value, bindings);
    case "object":
    case "opaque":
      return (arg.kind === "object" || arg.kind === "opaque") && arg.name === param.name;
    default:
      return arg.kind === param.kind;
  }
}
function substitute(t, bindings) {
  switch (t.kind) {
    case "param":
      return bindings.get(t.name) ?? T.dyn;
    case "list":
      return T.list(substitute(t.elem, bindings));
    case "map":
      return T.map(substitute(t.key, bindings), substitute(t.value, bindings));
    default:
      return t;
  }
}
function sameType(a, b) {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case "list":
      return b.kind === "list" && sameType(a.elem, b.elem);
    case "map":
      return b.kind === "map" && sameType(a.key, b.key) && sameType(a.value, b.value);
    case "object":
    case "opaque":
    case "param":
      return (b.kind === "object" || b.kind === "opaque" || b.kind === "param") && a.name === b.name;
    default:
      return true;
  }
}
function commonType(types) {
  const first = types[0];
  if (!first) return T.dyn;
  return types.every((t) => sameType(t, first)) ? first : T.dyn;
}

// node_modules/@bufbuild/cel/dist/esm/ext/strings.js
function charAt(index) {
  const i = Number(index);
  if (i < 0 || i > this.length) {
    throw indexOutOfBounds2(i, this.length);
  }
  return this.charAt(i);
}
function indexOf(substr, startN) {
  if (startN === void 0) {
    return BigInt(this.indexOf(substr));
  }
  const start = Number(startN);
  if (start < 0 || start >= this.length) {
    throw indexOutOfBounds2(start, this.length);
  }
  return BigInt(this.indexOf(substr, start));
}
function lastIndexOf(substr, startN) {
  if (startN === void 0) {
    return BigInt(this.lastIndexOf(substr));
  }
  const start = Number(startN);
  if (start < 0 || start >= this.length) {
    throw indexOutOfBounds2(start, this.length);
  }
  return BigInt(this.lastIndexOf(substr, start));
}
function lowerAscii() {
  let result = "";
  for (let i = 0; i < this.length; i++) {
    const code = this.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      result += String.fromCharCode(code + 32);
    } else {
      result += this.charAt(i);
    }
  }
  return result;
}
function upperAscii() {
  let result = "";
  for (let i = 0; i < this.length; i++) {
    const c = this.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      result += String.fromCharCode(c - 32);
    } else {
      result += this.charAt(i);
    }
  }
  return result;
}
function replace(substr, repl, num) {
  const count = num === void 0 ? this.length : Number(num);
  let result = this;
  let offset = 0;
  let remaining = count;
  let index = result.indexOf(substr, offset);
  while (remaining > 0 && index !== -1) {
    result = result.substring(0, index) + repl + result.substring(index + substr.length);
    offset = index + repl.length;
    remaining--;
    index = result.indexOf(substr, offset);
  }
  return result;
}
function split(sep, num) {
  const count = num === void 0 ? void 0 : Number(num);
  if (count === 1) {
    return celList([this]);
  }
  return celList(this.split(sep, count));
}
function substring(start, end) {
  if (end === void 0) {
    const i2 = Number(start);
    if (i2 < 0 || i2 > this.length) {
      throw indexOutOfBounds2(i2, this.length);
    }
    return this.substring(i2);
  }
  const i = Number(start);
  const j = Number(end);
  if (i < 0 || i > this.length) {
    throw indexOutOfBounds2(i, this.length);
  }
  if (j < 0 || j > this.length) {
    throw indexOutOfBounds2(j, this.length);
  }
  if (i > j) {
    throw invalidArgument("substring", "start > end");
  }
  return this.substring(i, j);
}
var WHITE_SPACE = /* @__PURE__ */ new Set([
  32,
  9,
  10,
  11,
  12,
  13,
  133,
  160,
  5760,
  8192,
  8193,
  8194,
  8195,
  8196,
  8197,
  8198,
  8199,
  8200,
  8201,
  8202,
  8232,
  8233,
  8239,
  8287,
  12288
]);
function trim() {
  let start = 0;
  let end = this.length - 1;
  while (start < this.length && WHITE_SPACE.has(this.charCodeAt(start))) {
    start++;
  }
  while (end > start && WHITE_SPACE.has(this.charCodeAt(end))) {
    end--;
  }
  return this.substring(start, end + 1);
}
function join(sep = "") {
  let result = "";
  for (let i = 0; i < this.size; i++) {
    const item = this.get(i);
    if (typeof item !== "string") {
      throw invalidArgument("join", "list contains non-string value");
    }
    if (i > 0) {
      result += sep;
    }
    result += item;
  }
  return result;
}
var QUOTE_MAP = /* @__PURE__ */ new Map([
  [0, "\\0"],
  [7, "\\a"],
  [8, "\\b"],
  [9, "\\t"],
  [10, "\\n"],
  [11, "\\v"],
  [12, "\\f"],
  [13, "\\r"],
  [34, '\\"'],
  [92, "\\\\"]
]);
function quote(str) {
  let result = '"';
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    result += QUOTE_MAP.get(c) ?? str.charAt(i);
  }
  result += '"';
  return result;
}
function formatFloatString(val) {
  switch (val) {
    case "Infinity":
    case "-Infinity":
    case "NaN":
      return val;
    default:
      throw invalidArgument("format", "invalid floating point value");
  }
}
function formatFloating(val, precision) {
  switch (true) {
    case typeof val === "number":
      if (!Number.isFinite(val) || precision === void 0) {
        return val.toString();
      }
      return new Intl.NumberFormat("en-US", {
        maximumFractionDigits: precision,
        minimumFractionDigits: precision,
        notation: "standard",
        roundingMode: "halfEven",
        useGrouping: false
      }).format(val);
    case typeof val === "string":
      return formatFloatString(val);
    default:
      throw invalidArgument("format", "fixed-point clause can only be used on doubles");
  }
}
function formatExponent(val, precision) {
  switch (true) {
    case typeof val === "number":
      if (!Number.isFinite(val)) {
        return val.toString();
      }
      let str = val.toExponential(precision);
      const plusIdx = str.lastIndexOf("+");
      if (plusIdx === str.length - 2) {
        str = `${str.substring(0, plusIdx + 1)}0${str.substring(plusIdx + 1)}`;
      }
      return str;
    case typeof val === "string":
      return formatFloatString(val);
    default:
      throw invalidArgument("format", "scientific clause can only be used on doubles");
  }
}
function formatBinary(val) {
  switch (true) {
    case typeof val === "boolean":
      return val ? "1" : "0";
    case typeof val === "bigint":
      return val.toString(2);
    case isCelUint(val):
      return val.value.toString(2);
    default:
      throw invalidArgument("format", "only integers and bools can be formatted as binary");
  }
}
function formatOctal(val) {
  switch (true) {
    case typeof val === "bigint":
      return val.toString(8);
    case isCelUint(val):
      return val.value.toString(8);
    default:
      throw invalidArgument("format", "invalid integer value");
  }
}
function formatDecimal(val) {
  switch (true) {
    case typeof val === "bigint":
      return val.toString(10);
    case isCelUint(val):
      return val.value.toString(10);
    case (typeof val === "number" && !Number.isFinite(val)):
      return val.toString();
    default:
      throw invalidArgument("format", "invalid integer value");
  }
}
function formatHexBytes(val) {
  let result = "";
  for (let i = 0; i < val.length; i++) {
    result += val[i].toString(16).padStart(2, "0");
  }
  return result;
}
function formatHex(val) {
  switch (true) {
    case typeof val === "bigint":
      return val.toString(16);
    case isCelUint(val):
      return val.value.toString(16);
    case typeof val === "string":
      const encoder3 = new TextEncoder();
      return formatHexBytes(encoder3.encode(val));
    case val instanceof Uint8Array:
      return formatHexBytes(val);
    default:
      throw invalidArgument("format", "only integers, byte buffers, and strings can be formatted as hex");
  }
}
function formatHeX(val) {
  const result = formatHex(val);
  if (typeof result !== "string") {
    return result;
  }
  return result.toUpperCase();
}
function formatList(val) {
  let result = "[";
  for (let i = 0; i < val.size; i++) {
    if (i > 0) {
      result += ", ";
    }
    result += formatString(val.get(i));
  }
  result += "]";
  return result;
}
function formatMap(val) {
  const formatted = new Array(val.size);
  let i = 0;
  for (const [key, value] of val) {
    formatted[i] = [formatString(key), formatString(value)];
    i++;
  }
  let result = "{";
  let delim = "";
  for (const [key, value] of formatted.sort((a, b) => a[0].localeCompare(b[0]))) {
    result += delim + key + ": " + value;
    delim = ", ";
  }
  result += "}";
  return result;
}
function formatString(val) {
  switch (typeof val) {
    case "boolean":
      return val ? "true" : "false";
    case "bigint":
      return formatDecimal(val);
    case "number":
      return formatFloating(val, void 0);
    case "string":
      return val;
    case "object":
      switch (true) {
        case val === null:
          return "null";
        case isCelType(val):
          return val.name;
        case isCelUint(val):
          return val.value.toString();
        case isReflectMessage(val, TimestampSchema):
          return toJson(TimestampSchema, val.message);
        case isReflectMessage(val, DurationSchema):
          return toJson(DurationSchema, val.message);
        case val instanceof Uint8Array:
          return new TextDecoder().decode(val);
        case isCelList(val):
          return formatList(val);
        case isCelMap(val):
          return formatMap(val);
      }
  }
  throw invalidArgument("format", "invalid string value");
}
function format(args) {
  let result = "";
  let i = 0;
  let j = 0;
  while (i < this.length) {
    if (this.charAt(i) !== "%") {
      result += this.charAt(i);
      i++;
      continue;
    }
    if (i + 1 >= this.length) {
      throw invalidArgument("format", "invalid format string");
    }
    let c = this.charAt(i + 1);
    i += 2;
    if (c === "%") {
      result += "%";
      continue;
    }
    let precision = 6;
    if (c === ".") {
      precision = 0;
      while (i < this.length && this.charAt(i) >= "0" && this.charAt(i) <= "9") {
        precision = precision * 10 + Number(this.charAt(i));
        i++;
      }
      if (i >= this.length) {
        throw invalidArgument("format", "invalid format string");
      }
      c = this.charAt(i);
      i++;
    }
    const val = args.get(j++);
    if (val === void 0) {
      throw invalidArgument("format", "too few arguments for format string");
    }
    result += formatPlaceholder(c, val, precision);
  }
  if (j < args.size) {
    throw invalidArgument("format", "too many arguments for format string");
  }
  return result;
}
function formatPlaceholder(c, val, precision) {
  switch (c) {
    case "e":
      return formatExponent(val, precision);
    case "f":
      return formatFloating(val, precision);
    case "b":
      return formatBinary(val);
    case "d":
      return formatDecimal(val);
    case "s":
      return formatString(val);
    case "x":
      return formatHex(val);
    case "X":
      return formatHeX(val);
    case "o":
      return formatOctal(val);
    default:
      throw invalidArgument("format", `could not parse formatting clause: unrecognized formatting clause: ${c}`);
  }
}
function invalidArgument(func, issue) {
  return new Error(`invalid argument to function ${func}: ${issue}`);
}
function indexOutOfBounds2(index, length) {
  return new Error(`index ${index} out of bounds [0, ${length})`);
}
var { STRING: STRING6, INT: INT5, DYN: DYN3 } = CelScalar;
var LIST_DYN = listType(DYN3);
var LIST_STRING = listType(DYN3);
var strings_default = [
  celFunc("strings.quote", [STRING6], STRING6, quote),
  celMethod("charAt", STRING6, [INT5], STRING6, charAt),
  celMethod("indexOf", STRING6, [STRING6], INT5, indexOf),
  celMethod("indexOf", STRING6, [STRING6, INT5], INT5, indexOf),
  celMethod("lastIndexOf", STRING6, [STRING6], INT5, lastIndexOf),
  celMethod("lastIndexOf", STRING6, [STRING6, INT5], INT5, lastIndexOf),
  celMethod("lowerAscii", STRING6, [], STRING6, lowerAscii),
  celMethod("upperAscii", STRING6, [], STRING6, upperAscii),
  celMethod("replace", STRING6, [STRING6, STRING6], STRING6, replace),
  celMethod("replace", STRING6, [STRING6, STRING6, INT5], STRING6, replace),
  celMethod("split", STRING6, [STRING6], LIST_STRING, split),
  celMethod("split", STRING6, [STRING6, INT5], LIST_STRING, split),
  celMethod("substring", STRING6, [INT5], STRING6, substring),
  celMethod("substring", STRING6, [INT5, INT5], STRING6, substring),
  celMethod("trim", STRING6, [], STRING6, trim),
  celMethod("join", LIST_STRING, [], STRING6, join),
  celMethod("join", LIST_STRING, [STRING6], STRING6, join),
  celMethod("format", STRING6, [LIST_DYN], STRING6, format)
];

// src/core/cel/regex-cost.ts
function regexCost(input, pattern) {
  return Math.ceil((1 + runeCount(input)) * 0.1) * Math.ceil(runeCount(pattern) * 0.25);
}
function runeCount(s) {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        n--;
        i++;
      }
    }
  }
  return n;
}
function regexFor(pattern) {
  return mustCompileRe2(pattern);
}
var celRe2 = {
  compile(pattern) {
    const re = regexFor(pattern);
    return {
      test(input) {
        chargeCost(regexCost(input, pattern));
        return re.test(input);
      }
    };
  }
};

// src/core/cel/library.ts
var QUANTITY_TYPE_NAME = "kubernetes.Quantity";
var quantityFile = create(FileDescriptorProtoSchema, {
  name: "driftgate/kubernetes_quantity.proto",
  package: "kubernetes",
  syntax: "proto3",
  messageType: [
    {
      name: "Quantity",
      // The value is stored reduced, so protobuf equality is numeric equality (1Gi == 1024Mi).
      field: [
        { name: "numerator", number: 1, type: FieldDescriptorProto_Type.STRING, label: FieldDescriptorProto_Label.OPTIONAL, jsonName: "numerator" },
        { name: "denominator", number: 2, type: FieldDescriptorProto_Type.STRING, label: FieldDescriptorProto_Label.OPTIONAL, jsonName: "denominator" }
      ]
    }
  ]
});
var celRegistry = createFileRegistry(quantityFile, () => void 0);
var QuantityDesc = (() => {
  const d = celRegistry.getMessage(QUANTITY_TYPE_NAME);
  if (!d) throw new Error("internal: kubernetes.Quantity descriptor missing");
  return d;
})();
var QUANTITY = objectType(QuantityDesc);
var FORMAT = /* @__PURE__ */ Symbol("driftgate.quantityFormat");
function quantityToCel(q2) {
  const msg = create(QuantityDesc, { numerator: q2.num.toString(), denominator: q2.den.toString() });
  const r = reflect(QuantityDesc, msg);
  msg[FORMAT] = q2.format;
  return r;
}
function isCelQuantity(v) {
  return isReflectMessage(v) && v.desc.typeName === QUANTITY_TYPE_NAME;
}
function celToQuantity(v) {
  const m = v.message;
  return { num: BigInt(m.numerator || "0"), den: BigInt(m.denominator || "1"), format: v.message[FORMAT] ?? "DecimalSI" };
}
function q(v) {
  if (!isCelQuantity(v)) throw new Error("no such overload");
  return celToQuantity(v);
}
function parseOrThrow(text) {
  const parsed2 = parseQuantity(text);
  if (!parsed2) throw new Error("quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");
  return parsed2;
}
var { INT: INT6, STRING: STRING7, BOOL: BOOL4, DOUBLE: DOUBLE4, DYN: DYN4 } = CelScalar;
var LIST_DYN2 = listType(DYN4);
var LIST_STRING2 = listType(STRING7);
var quantityValues = /* @__PURE__ */ new Map();
function quantityFromString(text) {
  let v = quantityValues.get(text);
  if (!v) {
    v = quantityToCel(parseOrThrow(text));
    if (quantityValues.size >= 4096) quantityValues.clear();
    quantityValues.set(text, v);
  }
  return v;
}
var quantityFuncs = [
  celFunc("quantity", [STRING7], QUANTITY, (s) => quantityFromString(s)),
  celFunc("isQuantity", [STRING7], BOOL4, (s) => parseQuantity(s) !== void 0),
  celFunc("sign", [QUANTITY], INT6, (a) => BigInt(quantitySign(q(a)))),
  celMethod("sign", QUANTITY, [], INT6, function() {
    return BigInt(quantitySign(q(this)));
  }),
  celMethod("isGreaterThan", QUANTITY, [QUANTITY], BOOL4, function(o) {
    return compareQuantities(q(this), q(o)) === 1;
  }),
  celMethod("isLessThan", QUANTITY, [QUANTITY], BOOL4, function(o) {
    return compareQuantities(q(this), q(o)) === -1;
  }),
  celMethod("compareTo", QUANTITY, [QUANTITY], INT6, function(o) {
    return BigInt(compareQuantities(q(this), q(o)));
  }),
  celMethod("asApproximateFloat", QUANTITY, [], DOUBLE4, function() {
    return quantityAsApproximateFloat(q(this));
  }),
  celMethod("asInteger", QUANTITY, [], INT6, function() {
    const v = quantityAsInt64(q(this));
    if (v === void 0) throw new Error("cannot convert value to integer");
    return v;
  }),
  celMethod("isInteger", QUANTITY, [], BOOL4, function() {
    return quantityAsInt64(q(this)) !== void 0;
  }),
  celMethod("add", QUANTITY, [QUANTITY], QUANTITY, function(o) {
    return quantityToCel(addQuantities(q(this), q(o)));
  }),
  celMethod("add", QUANTITY, [INT6], QUANTITY, function(n) {
    return quantityToCel(addQuantities(q(this), quantityFromInt(n)));
  }),
  celMethod("sub", QUANTITY, [QUANTITY], QUANTITY, function(o) {
    return quantityToCel(subQuantities(q(this), q(o)));
  }),
  celMethod("sub", QUANTITY, [INT6], QUANTITY, function(n) {
    return quantityToCel(subQuantities(q(this), quantityFromInt(n)));
  }),
  celMethod("mul", QUANTITY, [INT6], QUANTITY, function(n) {
    return quantityToCel(mulQuantity(q(this), n));
  })
];
function numericValue(v) {
  if (typeof v === "bigint" || typeof v === "number") return v;
  if (isCelUint(v)) return v.value;
  return void 0;
}
function compareCel(a, b) {
  const na = numericValue(a);
  const nb = numericValue(b);
  if (na !== void 0 && nb !== void 0) return na < nb ? -1 : na > nb ? 1 : 0;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return a.length - b.length;
  }
  if (isCelQuantity(a) && isCelQuantity(b)) return compareQuantities(celToQuantity(a), celToQuantity(b));
  throw new Error(`no such overload: cannot compare ${describe(a)} with ${describe(b)}`);
}
function describe(v) {
  if (typeof v === "bigint") return "int";
  if (typeof v === "number") return "double";
  if (isCelUint(v)) return "uint";
  if (isCelList(v)) return "list";
  return typeof v;
}
function items(list) {
  chargeCost(list.size);
  return Array.from(list);
}
function celEquals(a, b) {
  const na = numericValue(a);
  const nb = numericValue(b);
  if (na !== void 0 && nb !== void 0) return na == nb;
  if (a === b) return true;
  if (isCelQuantity(a) && isCelQuantity(b)) return compareQuantities(celToQuantity(a), celToQuantity(b)) === 0;
  if (isCelList(a) && isCelList(b)) {
    if (a.size !== b.size) return false;
    const xs = Array.from(a);
    const ys = Array.from(b);
    return xs.every((x, i) => celEquals(x, ys[i]));
  }
  if (a instanceof Uint8Array && b instanceof Uint8Array) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null && "size" in a && "size" in b && "get" in a && "get" in b) {
    const ma = a;
    const mb = b;
    if (ma.size !== mb.size) return false;
    for (const k of ma.keys()) {
      const va = ma.get(k);
      const vb = mb.get(k);
      if (va === void 0 || vb === void 0 || !celEquals(va, vb)) return false;
    }
    return true;
  }
  return false;
}
var listFuncs = [
  celMethod("isSorted", LIST_DYN2, [], BOOL4, function() {
    const xs = items(this);
    for (let i = 1; i < xs.length; i++) if (compareCel(xs[i - 1], xs[i]) > 0) return false;
    return true;
  }),
  celMethod("sum", LIST_DYN2, [], DYN4, function() {
    const xs = items(this);
    if (xs.length === 0) return 0n;
    let acc = xs[0];
    for (const x of xs.slice(1)) acc = add(acc, x);
    return acc;
  }),
  celMethod("min", LIST_DYN2, [], DYN4, function() {
    const xs = items(this);
    if (xs.length === 0) throw new Error("min called on empty list");
    return xs.reduce((m, x) => compareCel(m, x) > 0 ? x : m);
  }),
  celMethod("max", LIST_DYN2, [], DYN4, function() {
    const xs = items(this);
    if (xs.length === 0) throw new Error("max called on empty list");
    return xs.reduce((m, x) => compareCel(m, x) < 0 ? x : m);
  }),
  celMethod("indexOf", LIST_DYN2, [DYN4], INT6, function(x) {
    const xs = items(this);
    return BigInt(xs.findIndex((y) => celEquals(y, x)));
  }),
  celMethod("lastIndexOf", LIST_DYN2, [DYN4], INT6, function(x) {
    const xs = items(this);
    for (let i = xs.length - 1; i >= 0; i--) if (celEquals(xs[i], x)) return BigInt(i);
    return -1n;
  })
];
var INT64_MAX2 = (1n << 63n) - 1n;
var INT64_MIN2 = -(1n << 63n);
function add(a, b) {
  if (typeof a === "bigint" && typeof b === "bigint") {
    const r = a + b;
    if (r > INT64_MAX2 || r < INT64_MIN2) throw new Error("integer overflow");
    return r;
  }
  if (typeof a === "number" && typeof b === "number") return a + b;
  if (isCelUint(a) && isCelUint(b)) return celUint(a.value + b.value);
  throw new Error(`no such overload: sum() of ${describe(a)} and ${describe(b)}`);
}
var regexFuncs = [
  // Cost is charged before the search (cel-go's cost: input size × pattern size), so a search
  // the API server would cancel is never run.
  celMethod("find", STRING7, [STRING7], STRING7, function(pattern) {
    chargeCost(regexCost(this, pattern));
    return regexFor(pattern).find(this) ?? "";
  }),
  celMethod("findAll", STRING7, [STRING7], LIST_STRING2, function(pattern) {
    chargeCost(regexCost(this, pattern));
    return celList(regexFor(pattern).findAll(this, -1));
  }),
  celMethod("findAll", STRING7, [STRING7, INT6], LIST_STRING2, function(pattern, n) {
    chargeCost(regexCost(this, pattern));
    return celList(regexFor(pattern).findAll(this, Number(n)));
  })
];
function formatGoFloat(f) {
  if (Number.isNaN(f)) return "NaN";
  if (f === Infinity) return "+Inf";
  if (f === -Infinity) return "-Inf";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mant = "0", expText = "0"] = f.toExponential().split("e");
  const exp = Number(expText);
  const negative = mant.startsWith("-");
  const digits = mant.replace("-", "").replace(".", "");
  const nd = digits.length;
  const dp = exp + 1;
  let eprec = 6;
  if (eprec > nd && nd >= dp) eprec = nd;
  if (exp < -4 || exp >= eprec) {
    const rest = digits.slice(1);
    const e = Math.abs(exp);
    return `${negative ? "-" : ""}${digits[0] ?? "0"}${rest ? "." + rest : ""}e${exp < 0 ? "-" : "+"}${e < 10 ? "0" + e : e}`;
  }
  return String(f);
}
var compatFuncs = [celFunc("string", [DOUBLE4], STRING7, (d) => formatGoFloat(d))];
var kubernetesFuncs = [...strings_default, ...quantityFuncs, ...listFuncs, ...regexFuncs, ...compatFuncs];

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
      const quote2 = str[0].slice(prefix.length);
      const raw = /[rR]/.test(prefix);
      let j = i + str[0].length;
      for (; ; ) {
        if (j >= s.length) return void 0;
        if (!raw && s[j] === "\\") {
          j += 2;
          continue;
        }
        if (s.startsWith(quote2, j)) {
          j += quote2.length;
          break;
        }
        if (quote2.length === 1 && (s[j] === "\n" || s[j] === "\r")) return void 0;
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

// src/core/cel/compile.ts
var PER_CALL_COST_LIMIT = 1e6;
var RUNTIME_COST_BUDGET = 1e7;
var MAX_EXPRESSION_LENGTH = 1e5;
var TICK = "@driftgate.tick";
var tickFunc = celFunc(TICK, [CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (weight, value) => {
  chargeCost(Number(weight));
  return value;
});
var sharedEnv;
function env() {
  sharedEnv ??= celEnv({ registry: celRegistry, funcs: [...kubernetesFuncs, tickFunc], re2: celRe2 });
  return sharedEnv;
}
function compileCel(expression, options) {
  const size = expression.length > MAX_EXPRESSION_LENGTH ? [...expression].length : 0;
  if (size > MAX_EXPRESSION_LENGTH) {
    return fail(expression, "too-long", `expression code point size exceeds limit: size: ${size}, limit ${MAX_EXPRESSION_LENGTH}`, 0);
  }
  const nesting = checkNesting(expression);
  if (nesting) return fail(expression, "syntax", nesting.message, 0);
  try {
    return compileChecked(expression, options);
  } catch (error) {
    if (error instanceof RangeError) return fail(expression, "syntax", `expression nested too deeply to compile: ${error.message}`, 0);
    throw error;
  }
}
function compileChecked(expression, options) {
  let parsed2;
  try {
    parsed2 = structuredClone(parseCelShared(expression));
  } catch (error) {
    return fail(expression, "syntax", syntaxMessage(error), syntaxOffset(error));
  }
  const variables = new Map(Object.entries(options.variables));
  const checked = checkExpr(parsed2.expr, parsed2.sourceInfo, variables);
  const first = checked.issues[0];
  if (first) return fail(expression, issueKind(first), first.message, first.offset);
  const badRegex = invalidRegexLiteral(parsed2.expr, parsed2.sourceInfo?.positions ?? {});
  if (badRegex) return fail(expression, "type", badRegex.message, badRegex.offset);
  const returnTypes = options.returnTypes;
  if (returnTypes && checked.type.kind !== "dyn" && !returnTypes.some((t) => t.kind === checked.type.kind)) {
    const want = returnTypes.length === 1 ? typeName(returnTypes[0] ?? T.dyn) : `one of [${returnTypes.map(typeName).join(" ")}]`;
    return fail(expression, "return-type", `must evaluate to ${want} but got ${typeName(checked.type)}`, 0);
  }
  const { variablesUsed, fieldPaths } = collectReads(parsed2.expr);
  const baseCost = countNodes(parsed2.expr);
  instrument(parsed2.expr, { next: maxId(parsed2.expr) + 1n });
  let planned;
  try {
    const p = plan(env(), parsed2);
    planned = (ctx) => p(ctx);
  } catch (error) {
    return fail(expression, "type", error instanceof Error ? error.message : String(error), 0);
  }
  return {
    ok: true,
    program: { expression, outputType: checked.type, variablesUsed, fieldPaths, baseCost, run: planned }
  };
}
function evaluate(program, bindings, options = {}) {
  const meter = new CostMeter(options.costLimit ?? PER_CALL_COST_LIMIT);
  let value;
  try {
    value = withMeter(meter, () => {
      chargeCost(program.baseCost);
      return program.run(bindings);
    });
  } catch (error) {
    if (error instanceof CostLimitExceeded) return costError(meter);
    return { ok: false, error: { kind: "runtime", message: normalizeRuntimeMessage(error instanceof Error ? error.message : String(error)) }, cost: meter.spent };
  }
  if (meter.exceeded) return costError(meter);
  if (isCelError(value)) return { ok: false, error: { kind: "runtime", message: normalizeRuntimeMessage(value.message) }, cost: meter.spent };
  return { ok: true, value, cost: meter.spent };
}
function costError(meter) {
  return { ok: false, error: { kind: "cost", message: new CostLimitExceeded().message }, cost: meter.spent };
}
function normalizeRuntimeMessage(message) {
  const rules = [
    [/^field not found: (.*)$/, "no such key: $1"],
    [/^found no matching overload for .*$/, "no such overload"],
    [/^int overflow.*$/, "integer overflow"],
    [/^uint overflow.*$/, "unsigned integer overflow"],
    [/^int divide by zero$/, "division by zero"],
    [/^int modulus by zero$/, "modulus by zero"]
  ];
  for (const [re, to] of rules) if (re.test(message)) return message.replace(re, to);
  return message;
}
function fail(expression, kind, message, offset) {
  const before = expression.slice(0, Math.max(0, Math.min(offset, expression.length)));
  const lines = before.split("\n");
  const line = lines.length;
  const column = (lines[lines.length - 1] ?? "").length + 1;
  return { ok: false, error: { kind, message, offset, line, column } };
}
function issueKind(i) {
  switch (i.kind) {
    case "undeclared":
      return "undeclared";
    case "unsupported":
      return "unsupported";
    default:
      return "type";
  }
}
function syntaxMessage(error) {
  if (error && typeof error === "object") {
    const e = error;
    if (typeof e.message === "string") return "Syntax error: " + e.message.replace(/^<input>:\d+:\d+: /, "");
  }
  return `Syntax error: ${String(error)}`;
}
function syntaxOffset(error) {
  const loc = error?.location?.start?.offset;
  return typeof loc === "number" ? loc : 0;
}
function invalidRegexLiteral(root, positions) {
  const stack = [root];
  while (stack.length > 0) {
    const e = stack.pop();
    if (!e) break;
    stack.push(...children(e));
    if (e.exprKind.case !== "callExpr") continue;
    const call = e.exprKind.value;
    if (!call.target || !["matches", "find", "findAll"].includes(call.function)) continue;
    const arg = call.args[0];
    if (!arg || arg.exprKind.case !== "constExpr" || arg.exprKind.value.constantKind.case !== "stringValue") continue;
    const compiled = compileRe2(arg.exprKind.value.constantKind.value);
    if (compiled.ok) continue;
    const offset = positions[arg.id.toString()] ?? 0;
    return call.function === "matches" ? { message: `invalid matches argument: ${compiled.error}`, offset } : { message: `program instantiation failed: ${compiled.error}`, offset };
  }
  return void 0;
}
function children(e) {
  switch (e.exprKind.case) {
    case "selectExpr":
      return e.exprKind.value.operand ? [e.exprKind.value.operand] : [];
    case "callExpr":
      return [...e.exprKind.value.target ? [e.exprKind.value.target] : [], ...e.exprKind.value.args];
    case "listExpr":
      return [...e.exprKind.value.elements];
    case "structExpr":
      return e.exprKind.value.entries.flatMap((en) => [...en.keyKind.case === "mapKey" ? [en.keyKind.value] : [], ...en.value ? [en.value] : []]);
    case "comprehensionExpr": {
      const c = e.exprKind.value;
      return [c.iterRange, c.accuInit, c.loopCondition, c.loopStep, c.result].filter((x) => x !== void 0);
    }
    default:
      return [];
  }
}
function countNodes(e) {
  let n = 1;
  for (const c of children(e)) n += countNodes(c);
  return n;
}
function maxId(e) {
  let m = e.id;
  for (const c of children(e)) {
    const x = maxId(c);
    if (x > m) m = x;
  }
  return m;
}
function instrument(e, ids) {
  for (const c of children(e)) instrument(c, ids);
  if (e.exprKind.case !== "comprehensionExpr") return;
  const comp = e.exprKind.value;
  const cond = comp.loopCondition;
  if (!cond) return;
  const weight = 1 + countNodes(cond) + (comp.loopStep ? countNodes(comp.loopStep) : 0);
  const weightExpr = {
    id: ids.next++,
    exprKind: { case: "constExpr", value: { constantKind: { case: "int64Value", value: BigInt(weight) } } }
  };
  comp.loopCondition = {
    id: ids.next++,
    exprKind: { case: "callExpr", value: { function: TICK, args: [weightExpr, cond], target: void 0 } }
  };
}
function collectReads(root) {
  const variablesUsed = /* @__PURE__ */ new Set();
  const fieldPaths = /* @__PURE__ */ new Map();
  const bound = [];
  const pathOf = (e) => {
    switch (e.exprKind.case) {
      case "identExpr":
        return bound.includes(e.exprKind.value.name) ? void 0 : { root: e.exprKind.value.name, path: [] };
      case "selectExpr": {
        const base = e.exprKind.value.operand ? pathOf(e.exprKind.value.operand) : void 0;
        return base ? { root: base.root, path: [...base.path, e.exprKind.value.field] } : void 0;
      }
      case "callExpr": {
        const call = e.exprKind.value;
        if (call.function !== "_[_]") return void 0;
        const [target, index] = call.args;
        if (!target || !index || index.exprKind.case !== "constExpr") return void 0;
        const k = index.exprKind.value.constantKind;
        if (k.case !== "stringValue" && k.case !== "int64Value") return void 0;
        const base = pathOf(target);
        return base ? { root: base.root, path: [...base.path, String(k.value)] } : void 0;
      }
      default:
        return void 0;
    }
  };
  const visit = (e) => {
    const p = pathOf(e);
    if (p) {
      variablesUsed.add(p.root);
      if (p.path.length > 0) {
        const list = fieldPaths.get(p.root) ?? [];
        if (!list.some((x) => x.join("\0") === p.path.join("\0"))) list.push(p.path);
        fieldPaths.set(p.root, list);
      }
      return;
    }
    if (e.exprKind.case === "comprehensionExpr") {
      const c = e.exprKind.value;
      if (c.iterRange) visit(c.iterRange);
      if (c.accuInit) visit(c.accuInit);
      bound.push(c.iterVar, c.accuVar, ...c.iterVar2 ? [c.iterVar2] : []);
      for (const x of [c.loopCondition, c.loopStep, c.result]) if (x) visit(x);
      bound.splice(bound.length - (c.iterVar2 ? 3 : 2));
      return;
    }
    for (const c of children(e)) visit(c);
  };
  visit(root);
  return { variablesUsed, fieldPaths };
}

// src/core/cel/values.ts
function toCelValue(value, options = {}) {
  return convert(value, options.schema);
}
function convert(value, schema) {
  if (value === null || value === void 0) return null;
  switch (typeof value) {
    case "number":
      if (schema?.type === "number") return value;
      return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63 ? BigInt(value) : value;
    case "string":
    case "boolean":
    case "bigint":
      return value;
    case "object": {
      if (Array.isArray(value)) {
        const items2 = schema?.items;
        return celList(value.map((v) => convert(v, items2)));
      }
      const out = /* @__PURE__ */ new Map();
      const props = schema?.properties;
      const extra = typeof schema?.additionalProperties === "object" ? schema.additionalProperties : void 0;
      for (const [k, v] of Object.entries(value)) {
        if (v === void 0) continue;
        out.set(k, convert(v, props?.[k] ?? extra));
      }
      return celMap(out);
    }
    default:
      return null;
  }
}
function fromCelValue(value) {
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (isCelUint(value)) return Number(value.value);
  if (isCelList(value)) return Array.from(value, fromCelValue);
  if (isCelMap(value)) {
    const out = {};
    for (const [k, v] of value) out[String(k)] = fromCelValue(v);
    return out;
  }
  if (isCelQuantity(value)) return formatQuantity(celToQuantity(value));
  return value;
}
function formatCelValue(value) {
  if (typeof value === "string") return value;
  if (typeof value === "bigint" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  return JSON.stringify(fromCelValue(value));
}

// src/core/schema/ajv-standalone.ts
var import_ajv = __toESM(require_ajv(), 1);
var import_standalone = __toESM(require_standalone(), 1);
var equalModule = __toESM(require_equal(), 1);
var ucs2lengthModule = __toESM(require_ucs2length(), 1);
import { createHash } from "node:crypto";

// src/core/schema/precompiled.ts
var PRECOMPILED_VALIDATORS = /* @__PURE__ */ new Map([
  ["0a0d4c6d7d68034dfdace00e904f1ebe61faf66b9d3fb55d611e651cab5af6e6", function(require2) {
    const module = { exports: {} };
    const exports = module.exports;
    const self = void 0;
    "use strict";
    module.exports = validate0;
    module.exports.default = validate0;
    const schema0 = { "type": "object", "required": ["spec"], "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string" }, "metadata": {}, "spec": { "type": "object", "required": ["namespace"], "properties": { "namespace": { "type": "string", "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "maxLength": 63, "minLength": 1 }, "resourceQuota": { "type": "object", "properties": { "cpu": { "k8sIntOrString": { "nullable": false }, "pattern": "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "maxLength": 64, "anyOf": [{ "type": "integer" }, { "type": "string" }] }, "memory": { "k8sIntOrString": { "nullable": false }, "pattern": "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "maxLength": 64, "anyOf": [{ "type": "integer" }, { "type": "string" }] }, "gpuCount": { "type": "integer", "minimum": 0 } } }, "networkPolicy": { "type": "object", "properties": { "allowEgressTo": { "type": "array", "maxItems": 64, "items": { "type": "string", "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "maxLength": 63, "minLength": 1 }, "k8sListType": { "type": "set", "keys": [] } } } }, "access": { "type": "object", "properties": { "adminGroups": { "type": "array", "maxItems": 64, "items": { "type": "string", "maxLength": 256, "minLength": 1 } }, "editGroups": { "type": "array", "maxItems": 64, "items": { "type": "string", "maxLength": 256, "minLength": 1 } } } } } } } };
    const func0 = require2("ajv/dist/runtime/ucs2length").default;
    const func2 = require2("driftgate:ajv-k8s").re2RegExp;
    const pattern0 = func2("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
    const pattern1 = func2("^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "u");
    const keyword0 = require2("driftgate:ajv-k8s").intOrString;
    const keyword2 = require2("driftgate:ajv-k8s").listType;
    function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.spec === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema0.required, parentSchema: schema0, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.apiVersion !== void 0) {
          let data0 = data.apiVersion;
          if (typeof data0 !== "string") {
            const err1 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.apiVersion.type, parentSchema: schema0.properties.apiVersion, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.kind !== void 0) {
          let data1 = data.kind;
          if (typeof data1 !== "string") {
            const err2 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.kind.type, parentSchema: schema0.properties.kind, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.spec !== void 0) {
          let data2 = data.spec;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.namespace === void 0) {
              const err3 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/required", keyword: "required", params: { missingProperty: "namespace" }, message: "must have required property 'namespace'", schema: schema0.properties.spec.required, parentSchema: schema0.properties.spec, data: data2 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data2.namespace !== void 0) {
              let data3 = data2.namespace;
              if (typeof data3 === "string") {
                if (func0(data3) > 63) {
                  const err4 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/maxLength", keyword: "maxLength", params: { limit: 63 }, message: "must NOT have more than 63 characters", schema: 63, parentSchema: schema0.properties.spec.properties.namespace, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
                if (func0(data3) < 1) {
                  const err5 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.spec.properties.namespace, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
                if (!pattern0.test(data3)) {
                  const err6 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", parentSchema: schema0.properties.spec.properties.namespace, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
              } else {
                const err7 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.spec.properties.namespace.type, parentSchema: schema0.properties.spec.properties.namespace, data: data3 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data2.resourceQuota !== void 0) {
              let data4 = data2.resourceQuota;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.cpu !== void 0) {
                  let data5 = data4.cpu;
                  const _errs12 = errors;
                  let valid3 = false;
                  const _errs13 = errors;
                  if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                    const err8 = { instancePath: instancePath + "/spec/resourceQuota/cpu", schemaPath: "#/properties/spec/properties/resourceQuota/properties/cpu/anyOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.spec.properties.resourceQuota.properties.cpu.anyOf[0].type, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.cpu.anyOf[0], data: data5 };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                  var _valid0 = _errs13 === errors;
                  valid3 = valid3 || _valid0;
                  if (!valid3) {
                    const _errs15 = errors;
                    if (typeof data5 !== "string") {
                      const err9 = { instancePath: instancePath + "/spec/resourceQuota/cpu", schemaPath: "#/properties/spec/properties/resourceQuota/properties/cpu/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.spec.properties.resourceQuota.properties.cpu.anyOf[1].type, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.cpu.anyOf[1], data: data5 };
                      if (vErrors === null) {
                        vErrors = [err9];
                      } else {
                        vErrors.push(err9);
                      }
                      errors++;
                    }
                    var _valid0 = _errs15 === errors;
                    valid3 = valid3 || _valid0;
                  }
                  if (!valid3) {
                    const err10 = { instancePath: instancePath + "/spec/resourceQuota/cpu", schemaPath: "#/properties/spec/properties/resourceQuota/properties/cpu/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema0.properties.spec.properties.resourceQuota.properties.cpu.anyOf, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.cpu, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  } else {
                    errors = _errs12;
                    if (vErrors !== null) {
                      if (_errs12) {
                        vErrors.length = _errs12;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  const _errs17 = errors;
                  let valid4;
                  keyword0.errors = null;
                  valid4 = keyword0.call(self, schema0.properties.spec.properties.resourceQuota.properties.cpu.k8sIntOrString, data5, schema0.properties.spec.properties.resourceQuota.properties.cpu, { instancePath: instancePath + "/spec/resourceQuota/cpu", parentData: data4, parentDataProperty: "cpu", rootData });
                  if (!valid4) {
                    if (Array.isArray(keyword0.errors)) {
                      vErrors = vErrors === null ? keyword0.errors : vErrors.concat(keyword0.errors);
                      errors = vErrors.length;
                      for (let i0 = _errs17; i0 < errors; i0++) {
                        const err11 = vErrors[i0];
                        if (err11.instancePath === void 0) {
                          err11.instancePath = instancePath + "/spec/resourceQuota/cpu";
                        }
                        err11.schemaPath = "#/properties/spec/properties/resourceQuota/properties/cpu/k8sIntOrString";
                        err11.schema = schema0.properties.spec.properties.resourceQuota.properties.cpu.k8sIntOrString;
                        err11.data = data5;
                      }
                    } else {
                      const err12 = { instancePath: instancePath + "/spec/resourceQuota/cpu", schemaPath: "#/properties/spec/properties/resourceQuota/properties/cpu/k8sIntOrString", keyword: "k8sIntOrString", params: {}, message: 'must pass "k8sIntOrString" keyword validation', schema: schema0.properties.spec.properties.resourceQuota.properties.cpu.k8sIntOrString, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.cpu, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err12];
                      } else {
                        vErrors.push(err12);
                      }
                      errors++;
                    }
                  }
                  if (typeof data5 === "string") {
                    if (func0(data5) > 64) {
                      const err13 = { instancePath: instancePath + "/spec/resourceQuota/cpu", schemaPath: "#/properties/spec/properties/resourceQuota/properties/cpu/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.cpu, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err13];
                      } else {
                        vErrors.push(err13);
                      }
                      errors++;
                    }
                    if (!pattern1.test(data5)) {
                      const err14 = { instancePath: instancePath + "/spec/resourceQuota/cpu", schemaPath: "#/properties/spec/properties/resourceQuota/properties/cpu/pattern", keyword: "pattern", params: { pattern: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$" }, message: 'must match pattern "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"', schema: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", parentSchema: schema0.properties.spec.properties.resourceQuota.properties.cpu, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                  }
                }
                if (data4.memory !== void 0) {
                  let data6 = data4.memory;
                  const _errs19 = errors;
                  let valid5 = false;
                  const _errs20 = errors;
                  if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                    const err15 = { instancePath: instancePath + "/spec/resourceQuota/memory", schemaPath: "#/properties/spec/properties/resourceQuota/properties/memory/anyOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.spec.properties.resourceQuota.properties.memory.anyOf[0].type, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.memory.anyOf[0], data: data6 };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                  var _valid1 = _errs20 === errors;
                  valid5 = valid5 || _valid1;
                  if (!valid5) {
                    const _errs22 = errors;
                    if (typeof data6 !== "string") {
                      const err16 = { instancePath: instancePath + "/spec/resourceQuota/memory", schemaPath: "#/properties/spec/properties/resourceQuota/properties/memory/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.spec.properties.resourceQuota.properties.memory.anyOf[1].type, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.memory.anyOf[1], data: data6 };
                      if (vErrors === null) {
                        vErrors = [err16];
                      } else {
                        vErrors.push(err16);
                      }
                      errors++;
                    }
                    var _valid1 = _errs22 === errors;
                    valid5 = valid5 || _valid1;
                  }
                  if (!valid5) {
                    const err17 = { instancePath: instancePath + "/spec/resourceQuota/memory", schemaPath: "#/properties/spec/properties/resourceQuota/properties/memory/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema0.properties.spec.properties.resourceQuota.properties.memory.anyOf, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.memory, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  } else {
                    errors = _errs19;
                    if (vErrors !== null) {
                      if (_errs19) {
                        vErrors.length = _errs19;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  const _errs24 = errors;
                  let valid6;
                  keyword0.errors = null;
                  valid6 = keyword0.call(self, schema0.properties.spec.properties.resourceQuota.properties.memory.k8sIntOrString, data6, schema0.properties.spec.properties.resourceQuota.properties.memory, { instancePath: instancePath + "/spec/resourceQuota/memory", parentData: data4, parentDataProperty: "memory", rootData });
                  if (!valid6) {
                    if (Array.isArray(keyword0.errors)) {
                      vErrors = vErrors === null ? keyword0.errors : vErrors.concat(keyword0.errors);
                      errors = vErrors.length;
                      for (let i1 = _errs24; i1 < errors; i1++) {
                        const err18 = vErrors[i1];
                        if (err18.instancePath === void 0) {
                          err18.instancePath = instancePath + "/spec/resourceQuota/memory";
                        }
                        err18.schemaPath = "#/properties/spec/properties/resourceQuota/properties/memory/k8sIntOrString";
                        err18.schema = schema0.properties.spec.properties.resourceQuota.properties.memory.k8sIntOrString;
                        err18.data = data6;
                      }
                    } else {
                      const err19 = { instancePath: instancePath + "/spec/resourceQuota/memory", schemaPath: "#/properties/spec/properties/resourceQuota/properties/memory/k8sIntOrString", keyword: "k8sIntOrString", params: {}, message: 'must pass "k8sIntOrString" keyword validation', schema: schema0.properties.spec.properties.resourceQuota.properties.memory.k8sIntOrString, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.memory, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  }
                  if (typeof data6 === "string") {
                    if (func0(data6) > 64) {
                      const err20 = { instancePath: instancePath + "/spec/resourceQuota/memory", schemaPath: "#/properties/spec/properties/resourceQuota/properties/memory/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.memory, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                    if (!pattern1.test(data6)) {
                      const err21 = { instancePath: instancePath + "/spec/resourceQuota/memory", schemaPath: "#/properties/spec/properties/resourceQuota/properties/memory/pattern", keyword: "pattern", params: { pattern: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$" }, message: 'must match pattern "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"', schema: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", parentSchema: schema0.properties.spec.properties.resourceQuota.properties.memory, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                }
                if (data4.gpuCount !== void 0) {
                  let data7 = data4.gpuCount;
                  if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                    const err22 = { instancePath: instancePath + "/spec/resourceQuota/gpuCount", schemaPath: "#/properties/spec/properties/resourceQuota/properties/gpuCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.spec.properties.resourceQuota.properties.gpuCount.type, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.gpuCount, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                  if (typeof data7 == "number" && isFinite(data7)) {
                    if (data7 < 0 || isNaN(data7)) {
                      const err23 = { instancePath: instancePath + "/spec/resourceQuota/gpuCount", schemaPath: "#/properties/spec/properties/resourceQuota/properties/gpuCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.spec.properties.resourceQuota.properties.gpuCount, data: data7 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err24 = { instancePath: instancePath + "/spec/resourceQuota", schemaPath: "#/properties/spec/properties/resourceQuota/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.spec.properties.resourceQuota.type, parentSchema: schema0.properties.spec.properties.resourceQuota, data: data4 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data2.networkPolicy !== void 0) {
              let data8 = data2.networkPolicy;
              if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                if (data8.allowEgressTo !== void 0) {
                  let data9 = data8.allowEgressTo;
                  if (Array.isArray(data9)) {
                    if (data9.length > 64) {
                      const err25 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items", schema: 64, parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    const len0 = data9.length;
                    for (let i2 = 0; i2 < len0; i2++) {
                      let data10 = data9[i2];
                      if (typeof data10 === "string") {
                        if (func0(data10) > 63) {
                          const err26 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i2, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/maxLength", keyword: "maxLength", params: { limit: 63 }, message: "must NOT have more than 63 characters", schema: 63, parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err26];
                          } else {
                            vErrors.push(err26);
                          }
                          errors++;
                        }
                        if (func0(data10) < 1) {
                          const err27 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i2, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err27];
                          } else {
                            vErrors.push(err27);
                          }
                          errors++;
                        }
                        if (!pattern0.test(data10)) {
                          const err28 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i2, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err28];
                          } else {
                            vErrors.push(err28);
                          }
                          errors++;
                        }
                      } else {
                        const err29 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i2, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.items.type, parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    }
                    const _errs33 = errors;
                    let valid10;
                    keyword2.errors = null;
                    valid10 = keyword2.call(self, schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.k8sListType, data9, schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo, { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", parentData: data8, parentDataProperty: "allowEgressTo", rootData });
                    if (!valid10) {
                      if (Array.isArray(keyword2.errors)) {
                        vErrors = vErrors === null ? keyword2.errors : vErrors.concat(keyword2.errors);
                        errors = vErrors.length;
                        for (let i3 = _errs33; i3 < errors; i3++) {
                          const err30 = vErrors[i3];
                          if (err30.instancePath === void 0) {
                            err30.instancePath = instancePath + "/spec/networkPolicy/allowEgressTo";
                          }
                          err30.schemaPath = "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/k8sListType";
                          err30.schema = schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.k8sListType;
                          err30.data = data9;
                        }
                      } else {
                        const err31 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/k8sListType", keyword: "k8sListType", params: {}, message: 'must pass "k8sListType" keyword validation', schema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.k8sListType, parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err32 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo.type, parentSchema: schema0.properties.spec.properties.networkPolicy.properties.allowEgressTo, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
              } else {
                const err33 = { instancePath: instancePath + "/spec/networkPolicy", schemaPath: "#/properties/spec/properties/networkPolicy/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.spec.properties.networkPolicy.type, parentSchema: schema0.properties.spec.properties.networkPolicy, data: data8 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data2.access !== void 0) {
              let data11 = data2.access;
              if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                if (data11.adminGroups !== void 0) {
                  let data12 = data11.adminGroups;
                  if (Array.isArray(data12)) {
                    if (data12.length > 64) {
                      const err34 = { instancePath: instancePath + "/spec/access/adminGroups", schemaPath: "#/properties/spec/properties/access/properties/adminGroups/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items", schema: 64, parentSchema: schema0.properties.spec.properties.access.properties.adminGroups, data: data12 };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                    const len1 = data12.length;
                    for (let i4 = 0; i4 < len1; i4++) {
                      let data13 = data12[i4];
                      if (typeof data13 === "string") {
                        if (func0(data13) > 256) {
                          const err35 = { instancePath: instancePath + "/spec/access/adminGroups/" + i4, schemaPath: "#/properties/spec/properties/access/properties/adminGroups/items/maxLength", keyword: "maxLength", params: { limit: 256 }, message: "must NOT have more than 256 characters", schema: 256, parentSchema: schema0.properties.spec.properties.access.properties.adminGroups.items, data: data13 };
                          if (vErrors === null) {
                            vErrors = [err35];
                          } else {
                            vErrors.push(err35);
                          }
                          errors++;
                        }
                        if (func0(data13) < 1) {
                          const err36 = { instancePath: instancePath + "/spec/access/adminGroups/" + i4, schemaPath: "#/properties/spec/properties/access/properties/adminGroups/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.spec.properties.access.properties.adminGroups.items, data: data13 };
                          if (vErrors === null) {
                            vErrors = [err36];
                          } else {
                            vErrors.push(err36);
                          }
                          errors++;
                        }
                      } else {
                        const err37 = { instancePath: instancePath + "/spec/access/adminGroups/" + i4, schemaPath: "#/properties/spec/properties/access/properties/adminGroups/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.spec.properties.access.properties.adminGroups.items.type, parentSchema: schema0.properties.spec.properties.access.properties.adminGroups.items, data: data13 };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err38 = { instancePath: instancePath + "/spec/access/adminGroups", schemaPath: "#/properties/spec/properties/access/properties/adminGroups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.spec.properties.access.properties.adminGroups.type, parentSchema: schema0.properties.spec.properties.access.properties.adminGroups, data: data12 };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
                if (data11.editGroups !== void 0) {
                  let data14 = data11.editGroups;
                  if (Array.isArray(data14)) {
                    if (data14.length > 64) {
                      const err39 = { instancePath: instancePath + "/spec/access/editGroups", schemaPath: "#/properties/spec/properties/access/properties/editGroups/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items", schema: 64, parentSchema: schema0.properties.spec.properties.access.properties.editGroups, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                    const len2 = data14.length;
                    for (let i5 = 0; i5 < len2; i5++) {
                      let data15 = data14[i5];
                      if (typeof data15 === "string") {
                        if (func0(data15) > 256) {
                          const err40 = { instancePath: instancePath + "/spec/access/editGroups/" + i5, schemaPath: "#/properties/spec/properties/access/properties/editGroups/items/maxLength", keyword: "maxLength", params: { limit: 256 }, message: "must NOT have more than 256 characters", schema: 256, parentSchema: schema0.properties.spec.properties.access.properties.editGroups.items, data: data15 };
                          if (vErrors === null) {
                            vErrors = [err40];
                          } else {
                            vErrors.push(err40);
                          }
                          errors++;
                        }
                        if (func0(data15) < 1) {
                          const err41 = { instancePath: instancePath + "/spec/access/editGroups/" + i5, schemaPath: "#/properties/spec/properties/access/properties/editGroups/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.spec.properties.access.properties.editGroups.items, data: data15 };
                          if (vErrors === null) {
                            vErrors = [err41];
                          } else {
                            vErrors.push(err41);
                          }
                          errors++;
                        }
                      } else {
                        const err42 = { instancePath: instancePath + "/spec/access/editGroups/" + i5, schemaPath: "#/properties/spec/properties/access/properties/editGroups/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.spec.properties.access.properties.editGroups.items.type, parentSchema: schema0.properties.spec.properties.access.properties.editGroups.items, data: data15 };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err43 = { instancePath: instancePath + "/spec/access/editGroups", schemaPath: "#/properties/spec/properties/access/properties/editGroups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.spec.properties.access.properties.editGroups.type, parentSchema: schema0.properties.spec.properties.access.properties.editGroups, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                }
              } else {
                const err44 = { instancePath: instancePath + "/spec/access", schemaPath: "#/properties/spec/properties/access/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.spec.properties.access.type, parentSchema: schema0.properties.spec.properties.access, data: data11 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.spec.type, parentSchema: schema0.properties.spec, data: data2 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
      validate0.errors = vErrors;
      return errors === 0;
    }
    return module.exports;
  }],
  ["e051d14664a601b6483e3d2d3c28988035fdc34e331dfaedcaa3800467c298a0", function(require2) {
    const module = { exports: {} };
    const exports = module.exports;
    const self = void 0;
    "use strict";
    module.exports = validate1;
    module.exports.default = validate1;
    const schema1 = { "type": "object", "required": ["spec"], "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string" }, "metadata": {}, "spec": { "type": "object", "required": ["namespace", "quota"], "properties": { "namespace": { "type": "string", "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "maxLength": 63, "minLength": 1 }, "quota": { "type": "object", "required": ["gpuCount"], "properties": { "cpu": { "k8sIntOrString": { "nullable": false }, "pattern": "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "maxLength": 64, "anyOf": [{ "type": "integer" }, { "type": "string" }] }, "memory": { "k8sIntOrString": { "nullable": false }, "pattern": "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "maxLength": 64, "anyOf": [{ "type": "integer" }, { "type": "string" }] }, "gpuCount": { "type": "integer", "minimum": 0 }, "additional": { "type": "object", "maxProperties": 32, "additionalProperties": { "k8sIntOrString": { "nullable": false }, "pattern": "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "maxLength": 64, "anyOf": [{ "type": "integer" }, { "type": "string" }] } } } }, "networkPolicy": { "type": "object", "properties": { "allowEgressTo": { "type": "array", "maxItems": 64, "items": { "type": "string", "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "maxLength": 63, "minLength": 1 }, "k8sListType": { "type": "set", "keys": [] } } } }, "access": { "type": "object", "properties": { "adminGroups": { "type": "array", "maxItems": 64, "items": { "type": "string", "maxLength": 256, "minLength": 1 } }, "editGroups": { "type": "array", "maxItems": 64, "items": { "type": "string", "maxLength": 256, "minLength": 1 } } } } } } } };
    const func0 = require2("ajv/dist/runtime/ucs2length").default;
    const func2 = require2("driftgate:ajv-k8s").re2RegExp;
    const pattern0 = func2("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
    const pattern1 = func2("^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", "u");
    const keyword0 = require2("driftgate:ajv-k8s").intOrString;
    const keyword2 = require2("driftgate:ajv-k8s").listType;
    function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.spec === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" }, message: "must have required property 'spec'", schema: schema1.required, parentSchema: schema1, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.apiVersion !== void 0) {
          let data0 = data.apiVersion;
          if (typeof data0 !== "string") {
            const err1 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.apiVersion.type, parentSchema: schema1.properties.apiVersion, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.kind !== void 0) {
          let data1 = data.kind;
          if (typeof data1 !== "string") {
            const err2 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.kind.type, parentSchema: schema1.properties.kind, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.spec !== void 0) {
          let data2 = data.spec;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.namespace === void 0) {
              const err3 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/required", keyword: "required", params: { missingProperty: "namespace" }, message: "must have required property 'namespace'", schema: schema1.properties.spec.required, parentSchema: schema1.properties.spec, data: data2 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data2.quota === void 0) {
              const err4 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/required", keyword: "required", params: { missingProperty: "quota" }, message: "must have required property 'quota'", schema: schema1.properties.spec.required, parentSchema: schema1.properties.spec, data: data2 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data2.namespace !== void 0) {
              let data3 = data2.namespace;
              if (typeof data3 === "string") {
                if (func0(data3) > 63) {
                  const err5 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/maxLength", keyword: "maxLength", params: { limit: 63 }, message: "must NOT have more than 63 characters", schema: 63, parentSchema: schema1.properties.spec.properties.namespace, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
                if (func0(data3) < 1) {
                  const err6 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.properties.spec.properties.namespace, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
                if (!pattern0.test(data3)) {
                  const err7 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", parentSchema: schema1.properties.spec.properties.namespace, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = { instancePath: instancePath + "/spec/namespace", schemaPath: "#/properties/spec/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.namespace.type, parentSchema: schema1.properties.spec.properties.namespace, data: data3 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data2.quota !== void 0) {
              let data4 = data2.quota;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.gpuCount === void 0) {
                  const err9 = { instancePath: instancePath + "/spec/quota", schemaPath: "#/properties/spec/properties/quota/required", keyword: "required", params: { missingProperty: "gpuCount" }, message: "must have required property 'gpuCount'", schema: schema1.properties.spec.properties.quota.required, parentSchema: schema1.properties.spec.properties.quota, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                if (data4.cpu !== void 0) {
                  let data5 = data4.cpu;
                  const _errs12 = errors;
                  let valid3 = false;
                  const _errs13 = errors;
                  if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                    const err10 = { instancePath: instancePath + "/spec/quota/cpu", schemaPath: "#/properties/spec/properties/quota/properties/cpu/anyOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.spec.properties.quota.properties.cpu.anyOf[0].type, parentSchema: schema1.properties.spec.properties.quota.properties.cpu.anyOf[0], data: data5 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                  var _valid0 = _errs13 === errors;
                  valid3 = valid3 || _valid0;
                  if (!valid3) {
                    const _errs15 = errors;
                    if (typeof data5 !== "string") {
                      const err11 = { instancePath: instancePath + "/spec/quota/cpu", schemaPath: "#/properties/spec/properties/quota/properties/cpu/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.quota.properties.cpu.anyOf[1].type, parentSchema: schema1.properties.spec.properties.quota.properties.cpu.anyOf[1], data: data5 };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                    var _valid0 = _errs15 === errors;
                    valid3 = valid3 || _valid0;
                  }
                  if (!valid3) {
                    const err12 = { instancePath: instancePath + "/spec/quota/cpu", schemaPath: "#/properties/spec/properties/quota/properties/cpu/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema1.properties.spec.properties.quota.properties.cpu.anyOf, parentSchema: schema1.properties.spec.properties.quota.properties.cpu, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  } else {
                    errors = _errs12;
                    if (vErrors !== null) {
                      if (_errs12) {
                        vErrors.length = _errs12;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  const _errs17 = errors;
                  let valid4;
                  keyword0.errors = null;
                  valid4 = keyword0.call(self, schema1.properties.spec.properties.quota.properties.cpu.k8sIntOrString, data5, schema1.properties.spec.properties.quota.properties.cpu, { instancePath: instancePath + "/spec/quota/cpu", parentData: data4, parentDataProperty: "cpu", rootData });
                  if (!valid4) {
                    if (Array.isArray(keyword0.errors)) {
                      vErrors = vErrors === null ? keyword0.errors : vErrors.concat(keyword0.errors);
                      errors = vErrors.length;
                      for (let i0 = _errs17; i0 < errors; i0++) {
                        const err13 = vErrors[i0];
                        if (err13.instancePath === void 0) {
                          err13.instancePath = instancePath + "/spec/quota/cpu";
                        }
                        err13.schemaPath = "#/properties/spec/properties/quota/properties/cpu/k8sIntOrString";
                        err13.schema = schema1.properties.spec.properties.quota.properties.cpu.k8sIntOrString;
                        err13.data = data5;
                      }
                    } else {
                      const err14 = { instancePath: instancePath + "/spec/quota/cpu", schemaPath: "#/properties/spec/properties/quota/properties/cpu/k8sIntOrString", keyword: "k8sIntOrString", params: {}, message: 'must pass "k8sIntOrString" keyword validation', schema: schema1.properties.spec.properties.quota.properties.cpu.k8sIntOrString, parentSchema: schema1.properties.spec.properties.quota.properties.cpu, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                  }
                  if (typeof data5 === "string") {
                    if (func0(data5) > 64) {
                      const err15 = { instancePath: instancePath + "/spec/quota/cpu", schemaPath: "#/properties/spec/properties/quota/properties/cpu/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema1.properties.spec.properties.quota.properties.cpu, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                    if (!pattern1.test(data5)) {
                      const err16 = { instancePath: instancePath + "/spec/quota/cpu", schemaPath: "#/properties/spec/properties/quota/properties/cpu/pattern", keyword: "pattern", params: { pattern: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$" }, message: 'must match pattern "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"', schema: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", parentSchema: schema1.properties.spec.properties.quota.properties.cpu, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err16];
                      } else {
                        vErrors.push(err16);
                      }
                      errors++;
                    }
                  }
                }
                if (data4.memory !== void 0) {
                  let data6 = data4.memory;
                  const _errs19 = errors;
                  let valid5 = false;
                  const _errs20 = errors;
                  if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                    const err17 = { instancePath: instancePath + "/spec/quota/memory", schemaPath: "#/properties/spec/properties/quota/properties/memory/anyOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.spec.properties.quota.properties.memory.anyOf[0].type, parentSchema: schema1.properties.spec.properties.quota.properties.memory.anyOf[0], data: data6 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                  var _valid1 = _errs20 === errors;
                  valid5 = valid5 || _valid1;
                  if (!valid5) {
                    const _errs22 = errors;
                    if (typeof data6 !== "string") {
                      const err18 = { instancePath: instancePath + "/spec/quota/memory", schemaPath: "#/properties/spec/properties/quota/properties/memory/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.quota.properties.memory.anyOf[1].type, parentSchema: schema1.properties.spec.properties.quota.properties.memory.anyOf[1], data: data6 };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                    var _valid1 = _errs22 === errors;
                    valid5 = valid5 || _valid1;
                  }
                  if (!valid5) {
                    const err19 = { instancePath: instancePath + "/spec/quota/memory", schemaPath: "#/properties/spec/properties/quota/properties/memory/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema1.properties.spec.properties.quota.properties.memory.anyOf, parentSchema: schema1.properties.spec.properties.quota.properties.memory, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  } else {
                    errors = _errs19;
                    if (vErrors !== null) {
                      if (_errs19) {
                        vErrors.length = _errs19;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  const _errs24 = errors;
                  let valid6;
                  keyword0.errors = null;
                  valid6 = keyword0.call(self, schema1.properties.spec.properties.quota.properties.memory.k8sIntOrString, data6, schema1.properties.spec.properties.quota.properties.memory, { instancePath: instancePath + "/spec/quota/memory", parentData: data4, parentDataProperty: "memory", rootData });
                  if (!valid6) {
                    if (Array.isArray(keyword0.errors)) {
                      vErrors = vErrors === null ? keyword0.errors : vErrors.concat(keyword0.errors);
                      errors = vErrors.length;
                      for (let i1 = _errs24; i1 < errors; i1++) {
                        const err20 = vErrors[i1];
                        if (err20.instancePath === void 0) {
                          err20.instancePath = instancePath + "/spec/quota/memory";
                        }
                        err20.schemaPath = "#/properties/spec/properties/quota/properties/memory/k8sIntOrString";
                        err20.schema = schema1.properties.spec.properties.quota.properties.memory.k8sIntOrString;
                        err20.data = data6;
                      }
                    } else {
                      const err21 = { instancePath: instancePath + "/spec/quota/memory", schemaPath: "#/properties/spec/properties/quota/properties/memory/k8sIntOrString", keyword: "k8sIntOrString", params: {}, message: 'must pass "k8sIntOrString" keyword validation', schema: schema1.properties.spec.properties.quota.properties.memory.k8sIntOrString, parentSchema: schema1.properties.spec.properties.quota.properties.memory, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                  if (typeof data6 === "string") {
                    if (func0(data6) > 64) {
                      const err22 = { instancePath: instancePath + "/spec/quota/memory", schemaPath: "#/properties/spec/properties/quota/properties/memory/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema1.properties.spec.properties.quota.properties.memory, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                    if (!pattern1.test(data6)) {
                      const err23 = { instancePath: instancePath + "/spec/quota/memory", schemaPath: "#/properties/spec/properties/quota/properties/memory/pattern", keyword: "pattern", params: { pattern: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$" }, message: 'must match pattern "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"', schema: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", parentSchema: schema1.properties.spec.properties.quota.properties.memory, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                }
                if (data4.gpuCount !== void 0) {
                  let data7 = data4.gpuCount;
                  if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                    const err24 = { instancePath: instancePath + "/spec/quota/gpuCount", schemaPath: "#/properties/spec/properties/quota/properties/gpuCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.spec.properties.quota.properties.gpuCount.type, parentSchema: schema1.properties.spec.properties.quota.properties.gpuCount, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  if (typeof data7 == "number" && isFinite(data7)) {
                    if (data7 < 0 || isNaN(data7)) {
                      const err25 = { instancePath: instancePath + "/spec/quota/gpuCount", schemaPath: "#/properties/spec/properties/quota/properties/gpuCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema1.properties.spec.properties.quota.properties.gpuCount, data: data7 };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  }
                }
                if (data4.additional !== void 0) {
                  let data8 = data4.additional;
                  if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    if (Object.keys(data8).length > 32) {
                      const err26 = { instancePath: instancePath + "/spec/quota/additional", schemaPath: "#/properties/spec/properties/quota/properties/additional/maxProperties", keyword: "maxProperties", params: { limit: 32 }, message: "must NOT have more than 32 properties", schema: 32, parentSchema: schema1.properties.spec.properties.quota.properties.additional, data: data8 };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                    for (const key0 in data8) {
                      let data9 = data8[key0];
                      const _errs31 = errors;
                      let valid8 = false;
                      const _errs32 = errors;
                      if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
                        const err27 = { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/quota/properties/additional/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties.anyOf[0].type, parentSchema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties.anyOf[0], data: data9 };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                      var _valid2 = _errs32 === errors;
                      valid8 = valid8 || _valid2;
                      if (!valid8) {
                        const _errs34 = errors;
                        if (typeof data9 !== "string") {
                          const err28 = { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/quota/properties/additional/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties.anyOf[1].type, parentSchema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties.anyOf[1], data: data9 };
                          if (vErrors === null) {
                            vErrors = [err28];
                          } else {
                            vErrors.push(err28);
                          }
                          errors++;
                        }
                        var _valid2 = _errs34 === errors;
                        valid8 = valid8 || _valid2;
                      }
                      if (!valid8) {
                        const err29 = { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/quota/properties/additional/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties.anyOf, parentSchema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      } else {
                        errors = _errs31;
                        if (vErrors !== null) {
                          if (_errs31) {
                            vErrors.length = _errs31;
                          } else {
                            vErrors = null;
                          }
                        }
                      }
                      const _errs36 = errors;
                      let valid9;
                      keyword0.errors = null;
                      valid9 = keyword0.call(self, schema1.properties.spec.properties.quota.properties.additional.additionalProperties.k8sIntOrString, data9, schema1.properties.spec.properties.quota.properties.additional.additionalProperties, { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key0, rootData });
                      if (!valid9) {
                        if (Array.isArray(keyword0.errors)) {
                          vErrors = vErrors === null ? keyword0.errors : vErrors.concat(keyword0.errors);
                          errors = vErrors.length;
                          for (let i2 = _errs36; i2 < errors; i2++) {
                            const err30 = vErrors[i2];
                            if (err30.instancePath === void 0) {
                              err30.instancePath = instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1");
                            }
                            err30.schemaPath = "#/properties/spec/properties/quota/properties/additional/additionalProperties/k8sIntOrString";
                            err30.schema = schema1.properties.spec.properties.quota.properties.additional.additionalProperties.k8sIntOrString;
                            err30.data = data9;
                          }
                        } else {
                          const err31 = { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/quota/properties/additional/additionalProperties/k8sIntOrString", keyword: "k8sIntOrString", params: {}, message: 'must pass "k8sIntOrString" keyword validation', schema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties.k8sIntOrString, parentSchema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties, data: data9 };
                          if (vErrors === null) {
                            vErrors = [err31];
                          } else {
                            vErrors.push(err31);
                          }
                          errors++;
                        }
                      }
                      if (typeof data9 === "string") {
                        if (func0(data9) > 64) {
                          const err32 = { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/quota/properties/additional/additionalProperties/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties, data: data9 };
                          if (vErrors === null) {
                            vErrors = [err32];
                          } else {
                            vErrors.push(err32);
                          }
                          errors++;
                        }
                        if (!pattern1.test(data9)) {
                          const err33 = { instancePath: instancePath + "/spec/quota/additional/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/quota/properties/additional/additionalProperties/pattern", keyword: "pattern", params: { pattern: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$" }, message: 'must match pattern "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"', schema: "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", parentSchema: schema1.properties.spec.properties.quota.properties.additional.additionalProperties, data: data9 };
                          if (vErrors === null) {
                            vErrors = [err33];
                          } else {
                            vErrors.push(err33);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err34 = { instancePath: instancePath + "/spec/quota/additional", schemaPath: "#/properties/spec/properties/quota/properties/additional/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.spec.properties.quota.properties.additional.type, parentSchema: schema1.properties.spec.properties.quota.properties.additional, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = { instancePath: instancePath + "/spec/quota", schemaPath: "#/properties/spec/properties/quota/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.spec.properties.quota.type, parentSchema: schema1.properties.spec.properties.quota, data: data4 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data2.networkPolicy !== void 0) {
              let data10 = data2.networkPolicy;
              if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                if (data10.allowEgressTo !== void 0) {
                  let data11 = data10.allowEgressTo;
                  if (Array.isArray(data11)) {
                    if (data11.length > 64) {
                      const err36 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items", schema: 64, parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo, data: data11 };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                    const len0 = data11.length;
                    for (let i3 = 0; i3 < len0; i3++) {
                      let data12 = data11[i3];
                      if (typeof data12 === "string") {
                        if (func0(data12) > 63) {
                          const err37 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i3, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/maxLength", keyword: "maxLength", params: { limit: 63 }, message: "must NOT have more than 63 characters", schema: 63, parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err37];
                          } else {
                            vErrors.push(err37);
                          }
                          errors++;
                        }
                        if (func0(data12) < 1) {
                          const err38 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i3, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err38];
                          } else {
                            vErrors.push(err38);
                          }
                          errors++;
                        }
                        if (!pattern0.test(data12)) {
                          const err39 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i3, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" }, message: 'must match pattern "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"', schema: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                      } else {
                        const err40 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo/" + i3, schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.items.type, parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.items, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                    const _errs43 = errors;
                    let valid13;
                    keyword2.errors = null;
                    valid13 = keyword2.call(self, schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.k8sListType, data11, schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo, { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", parentData: data10, parentDataProperty: "allowEgressTo", rootData });
                    if (!valid13) {
                      if (Array.isArray(keyword2.errors)) {
                        vErrors = vErrors === null ? keyword2.errors : vErrors.concat(keyword2.errors);
                        errors = vErrors.length;
                        for (let i4 = _errs43; i4 < errors; i4++) {
                          const err41 = vErrors[i4];
                          if (err41.instancePath === void 0) {
                            err41.instancePath = instancePath + "/spec/networkPolicy/allowEgressTo";
                          }
                          err41.schemaPath = "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/k8sListType";
                          err41.schema = schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.k8sListType;
                          err41.data = data11;
                        }
                      } else {
                        const err42 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/k8sListType", keyword: "k8sListType", params: {}, message: 'must pass "k8sListType" keyword validation', schema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.k8sListType, parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err43 = { instancePath: instancePath + "/spec/networkPolicy/allowEgressTo", schemaPath: "#/properties/spec/properties/networkPolicy/properties/allowEgressTo/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo.type, parentSchema: schema1.properties.spec.properties.networkPolicy.properties.allowEgressTo, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                }
              } else {
                const err44 = { instancePath: instancePath + "/spec/networkPolicy", schemaPath: "#/properties/spec/properties/networkPolicy/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.spec.properties.networkPolicy.type, parentSchema: schema1.properties.spec.properties.networkPolicy, data: data10 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data2.access !== void 0) {
              let data13 = data2.access;
              if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                if (data13.adminGroups !== void 0) {
                  let data14 = data13.adminGroups;
                  if (Array.isArray(data14)) {
                    if (data14.length > 64) {
                      const err45 = { instancePath: instancePath + "/spec/access/adminGroups", schemaPath: "#/properties/spec/properties/access/properties/adminGroups/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items", schema: 64, parentSchema: schema1.properties.spec.properties.access.properties.adminGroups, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    const len1 = data14.length;
                    for (let i5 = 0; i5 < len1; i5++) {
                      let data15 = data14[i5];
                      if (typeof data15 === "string") {
                        if (func0(data15) > 256) {
                          const err46 = { instancePath: instancePath + "/spec/access/adminGroups/" + i5, schemaPath: "#/properties/spec/properties/access/properties/adminGroups/items/maxLength", keyword: "maxLength", params: { limit: 256 }, message: "must NOT have more than 256 characters", schema: 256, parentSchema: schema1.properties.spec.properties.access.properties.adminGroups.items, data: data15 };
                          if (vErrors === null) {
                            vErrors = [err46];
                          } else {
                            vErrors.push(err46);
                          }
                          errors++;
                        }
                        if (func0(data15) < 1) {
                          const err47 = { instancePath: instancePath + "/spec/access/adminGroups/" + i5, schemaPath: "#/properties/spec/properties/access/properties/adminGroups/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.properties.spec.properties.access.properties.adminGroups.items, data: data15 };
                          if (vErrors === null) {
                            vErrors = [err47];
                          } else {
                            vErrors.push(err47);
                          }
                          errors++;
                        }
                      } else {
                        const err48 = { instancePath: instancePath + "/spec/access/adminGroups/" + i5, schemaPath: "#/properties/spec/properties/access/properties/adminGroups/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.access.properties.adminGroups.items.type, parentSchema: schema1.properties.spec.properties.access.properties.adminGroups.items, data: data15 };
                        if (vErrors === null) {
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err49 = { instancePath: instancePath + "/spec/access/adminGroups", schemaPath: "#/properties/spec/properties/access/properties/adminGroups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema1.properties.spec.properties.access.properties.adminGroups.type, parentSchema: schema1.properties.spec.properties.access.properties.adminGroups, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                }
                if (data13.editGroups !== void 0) {
                  let data16 = data13.editGroups;
                  if (Array.isArray(data16)) {
                    if (data16.length > 64) {
                      const err50 = { instancePath: instancePath + "/spec/access/editGroups", schemaPath: "#/properties/spec/properties/access/properties/editGroups/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items", schema: 64, parentSchema: schema1.properties.spec.properties.access.properties.editGroups, data: data16 };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                    const len2 = data16.length;
                    for (let i6 = 0; i6 < len2; i6++) {
                      let data17 = data16[i6];
                      if (typeof data17 === "string") {
                        if (func0(data17) > 256) {
                          const err51 = { instancePath: instancePath + "/spec/access/editGroups/" + i6, schemaPath: "#/properties/spec/properties/access/properties/editGroups/items/maxLength", keyword: "maxLength", params: { limit: 256 }, message: "must NOT have more than 256 characters", schema: 256, parentSchema: schema1.properties.spec.properties.access.properties.editGroups.items, data: data17 };
                          if (vErrors === null) {
                            vErrors = [err51];
                          } else {
                            vErrors.push(err51);
                          }
                          errors++;
                        }
                        if (func0(data17) < 1) {
                          const err52 = { instancePath: instancePath + "/spec/access/editGroups/" + i6, schemaPath: "#/properties/spec/properties/access/properties/editGroups/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.properties.spec.properties.access.properties.editGroups.items, data: data17 };
                          if (vErrors === null) {
                            vErrors = [err52];
                          } else {
                            vErrors.push(err52);
                          }
                          errors++;
                        }
                      } else {
                        const err53 = { instancePath: instancePath + "/spec/access/editGroups/" + i6, schemaPath: "#/properties/spec/properties/access/properties/editGroups/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.spec.properties.access.properties.editGroups.items.type, parentSchema: schema1.properties.spec.properties.access.properties.editGroups.items, data: data17 };
                        if (vErrors === null) {
                          vErrors = [err53];
                        } else {
                          vErrors.push(err53);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err54 = { instancePath: instancePath + "/spec/access/editGroups", schemaPath: "#/properties/spec/properties/access/properties/editGroups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema1.properties.spec.properties.access.properties.editGroups.type, parentSchema: schema1.properties.spec.properties.access.properties.editGroups, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
              } else {
                const err55 = { instancePath: instancePath + "/spec/access", schemaPath: "#/properties/spec/properties/access/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.spec.properties.access.type, parentSchema: schema1.properties.spec.properties.access, data: data13 };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.spec.type, parentSchema: schema1.properties.spec, data: data2 };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
      } else {
        const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.type, parentSchema: schema1, data };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      validate1.errors = vErrors;
      return errors === 0;
    }
    return module.exports;
  }],
  ["f3214b9ad42888c09918fd4a3eacc4dc69567fe9f71a90c9106d48c9b9b6bfba", function(require2) {
    const module = { exports: {} };
    const exports = module.exports;
    const self = void 0;
    "use strict";
    module.exports = validate0;
    module.exports.default = validate0;
    const schema0 = { "type": "object", "required": ["apiVersion", "kind"], "additionalProperties": false, "properties": { "apiVersion": { "const": "policy.driftgate.dev/v1alpha1" }, "kind": { "const": "DriftgateConfig" }, "metadata": { "type": "object", "properties": { "name": { "type": "string" } } }, "spec": { "type": "object", "additionalProperties": false, "properties": { "tenants": { "type": "object", "additionalProperties": false, "required": ["group", "kind"], "properties": { "group": { "type": "string", "minLength": 1 }, "kind": { "type": "string", "minLength": 1 } } }, "request": { "type": "object", "additionalProperties": false, "properties": { "defaultNamespace": { "type": "string", "minLength": 1 }, "userInfo": { "type": "object", "additionalProperties": false, "required": ["username"], "properties": { "username": { "type": "string", "minLength": 1 }, "uid": { "type": "string" }, "groups": { "type": "array", "items": { "type": "string" } }, "extra": { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } } } } } }, "rules": { "type": "object", "additionalProperties": false, "properties": { "uniqueTenantNamespace": { "type": "object", "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "severity": { "enum": ["error", "warning", "info"] } } }, "uniqueNames": { "type": "object", "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "severity": { "enum": ["error", "warning", "info"] } } }, "budgets": { "type": "object", "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "severity": { "enum": ["error", "warning", "info"] }, "totals": { "type": "object", "additionalProperties": false, "properties": { "gpuCount": { "type": "integer", "minimum": 0 }, "cpu": { "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "number" }] }, "memory": { "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "number" }] } } } } }, "egressTargets": { "type": "object", "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "severity": { "enum": ["error", "warning", "info"] }, "systemNamespaces": { "type": "array", "items": { "type": "string", "minLength": 1 } } } }, "tenantNamespaceTaken": { "type": "object", "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "severity": { "enum": ["error", "warning", "info"] } } } } }, "waivers": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["rule", "object", "justification", "expires"], "properties": { "rule": { "type": "string", "minLength": 1 }, "object": { "type": "object", "additionalProperties": false, "required": ["kind", "name"], "properties": { "apiVersion": { "type": "string" }, "kind": { "type": "string" }, "namespace": { "type": "string" }, "name": { "type": "string" } } }, "justification": { "type": "string", "minLength": 1 }, "expires": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$" }, "approved": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$" } } } }, "unvalidatedKinds": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "reason"], "properties": { "apiVersion": { "type": "string", "minLength": 1 }, "kind": { "type": "string", "minLength": 1 }, "reason": { "type": "string", "minLength": 1 } } } }, "replaceDefaults": { "type": "boolean" }, "waiverLimits": { "type": "object", "additionalProperties": false, "properties": { "maxDays": { "type": "integer", "minimum": 1, "maximum": 3650 }, "waivableRules": { "type": "array", "items": { "type": "string", "minLength": 1 } } } } } } } };
    const func0 = require2("ajv/dist/runtime/ucs2length").default;
    const pattern0 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");
    function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.apiVersion === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.kind === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "metadata" || key0 === "spec")) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.apiVersion !== void 0) {
          if ("policy.driftgate.dev/v1alpha1" !== data.apiVersion) {
            const err3 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "policy.driftgate.dev/v1alpha1" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.kind !== void 0) {
          if ("DriftgateConfig" !== data.kind) {
            const err4 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "DriftgateConfig" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.metadata !== void 0) {
          let data2 = data.metadata;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.name !== void 0) {
              if (typeof data2.name !== "string") {
                const err5 = { instancePath: instancePath + "/metadata/name", schemaPath: "#/properties/metadata/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
          } else {
            const err6 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.spec !== void 0) {
          let data4 = data.spec;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            for (const key1 in data4) {
              if (!(key1 === "tenants" || key1 === "request" || key1 === "rules" || key1 === "waivers" || key1 === "unvalidatedKinds" || key1 === "replaceDefaults" || key1 === "waiverLimits")) {
                const err7 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data4.tenants !== void 0) {
              let data5 = data4.tenants;
              if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (data5.group === void 0) {
                  const err8 = { instancePath: instancePath + "/spec/tenants", schemaPath: "#/properties/spec/properties/tenants/required", keyword: "required", params: { missingProperty: "group" }, message: "must have required property 'group'" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
                if (data5.kind === void 0) {
                  const err9 = { instancePath: instancePath + "/spec/tenants", schemaPath: "#/properties/spec/properties/tenants/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                for (const key2 in data5) {
                  if (!(key2 === "group" || key2 === "kind")) {
                    const err10 = { instancePath: instancePath + "/spec/tenants", schemaPath: "#/properties/spec/properties/tenants/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data5.group !== void 0) {
                  let data6 = data5.group;
                  if (typeof data6 === "string") {
                    if (func0(data6) < 1) {
                      const err11 = { instancePath: instancePath + "/spec/tenants/group", schemaPath: "#/properties/spec/properties/tenants/properties/group/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  } else {
                    const err12 = { instancePath: instancePath + "/spec/tenants/group", schemaPath: "#/properties/spec/properties/tenants/properties/group/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
                if (data5.kind !== void 0) {
                  let data7 = data5.kind;
                  if (typeof data7 === "string") {
                    if (func0(data7) < 1) {
                      const err13 = { instancePath: instancePath + "/spec/tenants/kind", schemaPath: "#/properties/spec/properties/tenants/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err13];
                      } else {
                        vErrors.push(err13);
                      }
                      errors++;
                    }
                  } else {
                    const err14 = { instancePath: instancePath + "/spec/tenants/kind", schemaPath: "#/properties/spec/properties/tenants/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
              } else {
                const err15 = { instancePath: instancePath + "/spec/tenants", schemaPath: "#/properties/spec/properties/tenants/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data4.request !== void 0) {
              let data8 = data4.request;
              if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                for (const key3 in data8) {
                  if (!(key3 === "defaultNamespace" || key3 === "userInfo")) {
                    const err16 = { instancePath: instancePath + "/spec/request", schemaPath: "#/properties/spec/properties/request/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data8.defaultNamespace !== void 0) {
                  let data9 = data8.defaultNamespace;
                  if (typeof data9 === "string") {
                    if (func0(data9) < 1) {
                      const err17 = { instancePath: instancePath + "/spec/request/defaultNamespace", schemaPath: "#/properties/spec/properties/request/properties/defaultNamespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  } else {
                    const err18 = { instancePath: instancePath + "/spec/request/defaultNamespace", schemaPath: "#/properties/spec/properties/request/properties/defaultNamespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
                if (data8.userInfo !== void 0) {
                  let data10 = data8.userInfo;
                  if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    if (data10.username === void 0) {
                      const err19 = { instancePath: instancePath + "/spec/request/userInfo", schemaPath: "#/properties/spec/properties/request/properties/userInfo/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'" };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                    for (const key4 in data10) {
                      if (!(key4 === "username" || key4 === "uid" || key4 === "groups" || key4 === "extra")) {
                        const err20 = { instancePath: instancePath + "/spec/request/userInfo", schemaPath: "#/properties/spec/properties/request/properties/userInfo/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    }
                    if (data10.username !== void 0) {
                      let data11 = data10.username;
                      if (typeof data11 === "string") {
                        if (func0(data11) < 1) {
                          const err21 = { instancePath: instancePath + "/spec/request/userInfo/username", schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err21];
                          } else {
                            vErrors.push(err21);
                          }
                          errors++;
                        }
                      } else {
                        const err22 = { instancePath: instancePath + "/spec/request/userInfo/username", schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err22];
                        } else {
                          vErrors.push(err22);
                        }
                        errors++;
                      }
                    }
                    if (data10.uid !== void 0) {
                      if (typeof data10.uid !== "string") {
                        const err23 = { instancePath: instancePath + "/spec/request/userInfo/uid", schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/uid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    }
                    if (data10.groups !== void 0) {
                      let data13 = data10.groups;
                      if (Array.isArray(data13)) {
                        const len0 = data13.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          if (typeof data13[i0] !== "string") {
                            const err24 = { instancePath: instancePath + "/spec/request/userInfo/groups/" + i0, schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/groups/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err24];
                            } else {
                              vErrors.push(err24);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err25 = { instancePath: instancePath + "/spec/request/userInfo/groups", schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    }
                    if (data10.extra !== void 0) {
                      let data15 = data10.extra;
                      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                        for (const key5 in data15) {
                          let data16 = data15[key5];
                          if (Array.isArray(data16)) {
                            const len1 = data16.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                              if (typeof data16[i1] !== "string") {
                                const err26 = { instancePath: instancePath + "/spec/request/userInfo/extra/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/extra/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                  vErrors = [err26];
                                } else {
                                  vErrors.push(err26);
                                }
                                errors++;
                              }
                            }
                          } else {
                            const err27 = { instancePath: instancePath + "/spec/request/userInfo/extra/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/extra/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                              vErrors = [err27];
                            } else {
                              vErrors.push(err27);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err28 = { instancePath: instancePath + "/spec/request/userInfo/extra", schemaPath: "#/properties/spec/properties/request/properties/userInfo/properties/extra/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err29 = { instancePath: instancePath + "/spec/request/userInfo", schemaPath: "#/properties/spec/properties/request/properties/userInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
              } else {
                const err30 = { instancePath: instancePath + "/spec/request", schemaPath: "#/properties/spec/properties/request/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data4.rules !== void 0) {
              let data18 = data4.rules;
              if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                for (const key6 in data18) {
                  if (!(key6 === "uniqueTenantNamespace" || key6 === "uniqueNames" || key6 === "budgets" || key6 === "egressTargets" || key6 === "tenantNamespaceTaken")) {
                    const err31 = { instancePath: instancePath + "/spec/rules", schemaPath: "#/properties/spec/properties/rules/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data18.uniqueTenantNamespace !== void 0) {
                  let data19 = data18.uniqueTenantNamespace;
                  if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                    for (const key7 in data19) {
                      if (!(key7 === "enabled" || key7 === "severity")) {
                        const err32 = { instancePath: instancePath + "/spec/rules/uniqueTenantNamespace", schemaPath: "#/properties/spec/properties/rules/properties/uniqueTenantNamespace/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                    if (data19.enabled !== void 0) {
                      if (typeof data19.enabled !== "boolean") {
                        const err33 = { instancePath: instancePath + "/spec/rules/uniqueTenantNamespace/enabled", schemaPath: "#/properties/spec/properties/rules/properties/uniqueTenantNamespace/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data19.severity !== void 0) {
                      let data21 = data19.severity;
                      if (!(data21 === "error" || data21 === "warning" || data21 === "info")) {
                        const err34 = { instancePath: instancePath + "/spec/rules/uniqueTenantNamespace/severity", schemaPath: "#/properties/spec/properties/rules/properties/uniqueTenantNamespace/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.spec.properties.rules.properties.uniqueTenantNamespace.properties.severity.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err35 = { instancePath: instancePath + "/spec/rules/uniqueTenantNamespace", schemaPath: "#/properties/spec/properties/rules/properties/uniqueTenantNamespace/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
                if (data18.uniqueNames !== void 0) {
                  let data22 = data18.uniqueNames;
                  if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                    for (const key8 in data22) {
                      if (!(key8 === "enabled" || key8 === "severity")) {
                        const err36 = { instancePath: instancePath + "/spec/rules/uniqueNames", schemaPath: "#/properties/spec/properties/rules/properties/uniqueNames/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    }
                    if (data22.enabled !== void 0) {
                      if (typeof data22.enabled !== "boolean") {
                        const err37 = { instancePath: instancePath + "/spec/rules/uniqueNames/enabled", schemaPath: "#/properties/spec/properties/rules/properties/uniqueNames/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                    if (data22.severity !== void 0) {
                      let data24 = data22.severity;
                      if (!(data24 === "error" || data24 === "warning" || data24 === "info")) {
                        const err38 = { instancePath: instancePath + "/spec/rules/uniqueNames/severity", schemaPath: "#/properties/spec/properties/rules/properties/uniqueNames/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.spec.properties.rules.properties.uniqueNames.properties.severity.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err39 = { instancePath: instancePath + "/spec/rules/uniqueNames", schemaPath: "#/properties/spec/properties/rules/properties/uniqueNames/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
                if (data18.budgets !== void 0) {
                  let data25 = data18.budgets;
                  if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                    for (const key9 in data25) {
                      if (!(key9 === "enabled" || key9 === "severity" || key9 === "totals")) {
                        const err40 = { instancePath: instancePath + "/spec/rules/budgets", schemaPath: "#/properties/spec/properties/rules/properties/budgets/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                    if (data25.enabled !== void 0) {
                      if (typeof data25.enabled !== "boolean") {
                        const err41 = { instancePath: instancePath + "/spec/rules/budgets/enabled", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                    }
                    if (data25.severity !== void 0) {
                      let data27 = data25.severity;
                      if (!(data27 === "error" || data27 === "warning" || data27 === "info")) {
                        const err42 = { instancePath: instancePath + "/spec/rules/budgets/severity", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.spec.properties.rules.properties.budgets.properties.severity.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                    if (data25.totals !== void 0) {
                      let data28 = data25.totals;
                      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                        for (const key10 in data28) {
                          if (!(key10 === "gpuCount" || key10 === "cpu" || key10 === "memory")) {
                            const err43 = { instancePath: instancePath + "/spec/rules/budgets/totals", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                              vErrors = [err43];
                            } else {
                              vErrors.push(err43);
                            }
                            errors++;
                          }
                        }
                        if (data28.gpuCount !== void 0) {
                          let data29 = data28.gpuCount;
                          if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
                            const err44 = { instancePath: instancePath + "/spec/rules/budgets/totals/gpuCount", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/gpuCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                              vErrors = [err44];
                            } else {
                              vErrors.push(err44);
                            }
                            errors++;
                          }
                          if (typeof data29 == "number" && isFinite(data29)) {
                            if (data29 < 0 || isNaN(data29)) {
                              const err45 = { instancePath: instancePath + "/spec/rules/budgets/totals/gpuCount", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/gpuCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                              if (vErrors === null) {
                                vErrors = [err45];
                              } else {
                                vErrors.push(err45);
                              }
                              errors++;
                            }
                          }
                        }
                        if (data28.cpu !== void 0) {
                          let data30 = data28.cpu;
                          const _errs68 = errors;
                          let valid16 = false;
                          const _errs69 = errors;
                          if (typeof data30 === "string") {
                            if (func0(data30) < 1) {
                              const err46 = { instancePath: instancePath + "/spec/rules/budgets/totals/cpu", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/cpu/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                              if (vErrors === null) {
                                vErrors = [err46];
                              } else {
                                vErrors.push(err46);
                              }
                              errors++;
                            }
                          } else {
                            const err47 = { instancePath: instancePath + "/spec/rules/budgets/totals/cpu", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/cpu/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err47];
                            } else {
                              vErrors.push(err47);
                            }
                            errors++;
                          }
                          var _valid0 = _errs69 === errors;
                          valid16 = valid16 || _valid0;
                          if (!valid16) {
                            const _errs71 = errors;
                            if (!(typeof data30 == "number" && isFinite(data30))) {
                              const err48 = { instancePath: instancePath + "/spec/rules/budgets/totals/cpu", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/cpu/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                              if (vErrors === null) {
                                vErrors = [err48];
                              } else {
                                vErrors.push(err48);
                              }
                              errors++;
                            }
                            var _valid0 = _errs71 === errors;
                            valid16 = valid16 || _valid0;
                          }
                          if (!valid16) {
                            const err49 = { instancePath: instancePath + "/spec/rules/budgets/totals/cpu", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/cpu/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                            if (vErrors === null) {
                              vErrors = [err49];
                            } else {
                              vErrors.push(err49);
                            }
                            errors++;
                          } else {
                            errors = _errs68;
                            if (vErrors !== null) {
                              if (_errs68) {
                                vErrors.length = _errs68;
                              } else {
                                vErrors = null;
                              }
                            }
                          }
                        }
                        if (data28.memory !== void 0) {
                          let data31 = data28.memory;
                          const _errs74 = errors;
                          let valid17 = false;
                          const _errs75 = errors;
                          if (typeof data31 === "string") {
                            if (func0(data31) < 1) {
                              const err50 = { instancePath: instancePath + "/spec/rules/budgets/totals/memory", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/memory/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                              if (vErrors === null) {
                                vErrors = [err50];
                              } else {
                                vErrors.push(err50);
                              }
                              errors++;
                            }
                          } else {
                            const err51 = { instancePath: instancePath + "/spec/rules/budgets/totals/memory", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/memory/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err51];
                            } else {
                              vErrors.push(err51);
                            }
                            errors++;
                          }
                          var _valid1 = _errs75 === errors;
                          valid17 = valid17 || _valid1;
                          if (!valid17) {
                            const _errs77 = errors;
                            if (!(typeof data31 == "number" && isFinite(data31))) {
                              const err52 = { instancePath: instancePath + "/spec/rules/budgets/totals/memory", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/memory/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                              if (vErrors === null) {
                                vErrors = [err52];
                              } else {
                                vErrors.push(err52);
                              }
                              errors++;
                            }
                            var _valid1 = _errs77 === errors;
                            valid17 = valid17 || _valid1;
                          }
                          if (!valid17) {
                            const err53 = { instancePath: instancePath + "/spec/rules/budgets/totals/memory", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/properties/memory/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                            if (vErrors === null) {
                              vErrors = [err53];
                            } else {
                              vErrors.push(err53);
                            }
                            errors++;
                          } else {
                            errors = _errs74;
                            if (vErrors !== null) {
                              if (_errs74) {
                                vErrors.length = _errs74;
                              } else {
                                vErrors = null;
                              }
                            }
                          }
                        }
                      } else {
                        const err54 = { instancePath: instancePath + "/spec/rules/budgets/totals", schemaPath: "#/properties/spec/properties/rules/properties/budgets/properties/totals/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                          vErrors = [err54];
                        } else {
                          vErrors.push(err54);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err55 = { instancePath: instancePath + "/spec/rules/budgets", schemaPath: "#/properties/spec/properties/rules/properties/budgets/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
                if (data18.egressTargets !== void 0) {
                  let data32 = data18.egressTargets;
                  if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                    for (const key11 in data32) {
                      if (!(key11 === "enabled" || key11 === "severity" || key11 === "systemNamespaces")) {
                        const err56 = { instancePath: instancePath + "/spec/rules/egressTargets", schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err56];
                        } else {
                          vErrors.push(err56);
                        }
                        errors++;
                      }
                    }
                    if (data32.enabled !== void 0) {
                      if (typeof data32.enabled !== "boolean") {
                        const err57 = { instancePath: instancePath + "/spec/rules/egressTargets/enabled", schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err57];
                        } else {
                          vErrors.push(err57);
                        }
                        errors++;
                      }
                    }
                    if (data32.severity !== void 0) {
                      let data34 = data32.severity;
                      if (!(data34 === "error" || data34 === "warning" || data34 === "info")) {
                        const err58 = { instancePath: instancePath + "/spec/rules/egressTargets/severity", schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.spec.properties.rules.properties.egressTargets.properties.severity.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err58];
                        } else {
                          vErrors.push(err58);
                        }
                        errors++;
                      }
                    }
                    if (data32.systemNamespaces !== void 0) {
                      let data35 = data32.systemNamespaces;
                      if (Array.isArray(data35)) {
                        const len2 = data35.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          let data36 = data35[i2];
                          if (typeof data36 === "string") {
                            if (func0(data36) < 1) {
                              const err59 = { instancePath: instancePath + "/spec/rules/egressTargets/systemNamespaces/" + i2, schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/properties/systemNamespaces/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                              if (vErrors === null) {
                                vErrors = [err59];
                              } else {
                                vErrors.push(err59);
                              }
                              errors++;
                            }
                          } else {
                            const err60 = { instancePath: instancePath + "/spec/rules/egressTargets/systemNamespaces/" + i2, schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/properties/systemNamespaces/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err60];
                            } else {
                              vErrors.push(err60);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err61 = { instancePath: instancePath + "/spec/rules/egressTargets/systemNamespaces", schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/properties/systemNamespaces/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                          vErrors = [err61];
                        } else {
                          vErrors.push(err61);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err62 = { instancePath: instancePath + "/spec/rules/egressTargets", schemaPath: "#/properties/spec/properties/rules/properties/egressTargets/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data18.tenantNamespaceTaken !== void 0) {
                  let data37 = data18.tenantNamespaceTaken;
                  if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                    for (const key12 in data37) {
                      if (!(key12 === "enabled" || key12 === "severity")) {
                        const err63 = { instancePath: instancePath + "/spec/rules/tenantNamespaceTaken", schemaPath: "#/properties/spec/properties/rules/properties/tenantNamespaceTaken/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err63];
                        } else {
                          vErrors.push(err63);
                        }
                        errors++;
                      }
                    }
                    if (data37.enabled !== void 0) {
                      if (typeof data37.enabled !== "boolean") {
                        const err64 = { instancePath: instancePath + "/spec/rules/tenantNamespaceTaken/enabled", schemaPath: "#/properties/spec/properties/rules/properties/tenantNamespaceTaken/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                          vErrors = [err64];
                        } else {
                          vErrors.push(err64);
                        }
                        errors++;
                      }
                    }
                    if (data37.severity !== void 0) {
                      let data39 = data37.severity;
                      if (!(data39 === "error" || data39 === "warning" || data39 === "info")) {
                        const err65 = { instancePath: instancePath + "/spec/rules/tenantNamespaceTaken/severity", schemaPath: "#/properties/spec/properties/rules/properties/tenantNamespaceTaken/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.spec.properties.rules.properties.tenantNamespaceTaken.properties.severity.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err65];
                        } else {
                          vErrors.push(err65);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err66 = { instancePath: instancePath + "/spec/rules/tenantNamespaceTaken", schemaPath: "#/properties/spec/properties/rules/properties/tenantNamespaceTaken/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                }
              } else {
                const err67 = { instancePath: instancePath + "/spec/rules", schemaPath: "#/properties/spec/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
            if (data4.waivers !== void 0) {
              let data40 = data4.waivers;
              if (Array.isArray(data40)) {
                const len3 = data40.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  let data41 = data40[i3];
                  if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                    if (data41.rule === void 0) {
                      const err68 = { instancePath: instancePath + "/spec/waivers/" + i3, schemaPath: "#/properties/spec/properties/waivers/items/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'" };
                      if (vErrors === null) {
                        vErrors = [err68];
                      } else {
                        vErrors.push(err68);
                      }
                      errors++;
                    }
                    if (data41.object === void 0) {
                      const err69 = { instancePath: instancePath + "/spec/waivers/" + i3, schemaPath: "#/properties/spec/properties/waivers/items/required", keyword: "required", params: { missingProperty: "object" }, message: "must have required property 'object'" };
                      if (vErrors === null) {
                        vErrors = [err69];
                      } else {
                        vErrors.push(err69);
                      }
                      errors++;
                    }
                    if (data41.justification === void 0) {
                      const err70 = { instancePath: instancePath + "/spec/waivers/" + i3, schemaPath: "#/properties/spec/properties/waivers/items/required", keyword: "required", params: { missingProperty: "justification" }, message: "must have required property 'justification'" };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                    if (data41.expires === void 0) {
                      const err71 = { instancePath: instancePath + "/spec/waivers/" + i3, schemaPath: "#/properties/spec/properties/waivers/items/required", keyword: "required", params: { missingProperty: "expires" }, message: "must have required property 'expires'" };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                    for (const key13 in data41) {
                      if (!(key13 === "rule" || key13 === "object" || key13 === "justification" || key13 === "expires" || key13 === "approved")) {
                        const err72 = { instancePath: instancePath + "/spec/waivers/" + i3, schemaPath: "#/properties/spec/properties/waivers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err72];
                        } else {
                          vErrors.push(err72);
                        }
                        errors++;
                      }
                    }
                    if (data41.rule !== void 0) {
                      let data42 = data41.rule;
                      if (typeof data42 === "string") {
                        if (func0(data42) < 1) {
                          const err73 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/rule", schemaPath: "#/properties/spec/properties/waivers/items/properties/rule/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err73];
                          } else {
                            vErrors.push(err73);
                          }
                          errors++;
                        }
                      } else {
                        const err74 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/rule", schemaPath: "#/properties/spec/properties/waivers/items/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err74];
                        } else {
                          vErrors.push(err74);
                        }
                        errors++;
                      }
                    }
                    if (data41.object !== void 0) {
                      let data43 = data41.object;
                      if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                        if (data43.kind === void 0) {
                          const err75 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                          if (vErrors === null) {
                            vErrors = [err75];
                          } else {
                            vErrors.push(err75);
                          }
                          errors++;
                        }
                        if (data43.name === void 0) {
                          const err76 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                          if (vErrors === null) {
                            vErrors = [err76];
                          } else {
                            vErrors.push(err76);
                          }
                          errors++;
                        }
                        for (const key14 in data43) {
                          if (!(key14 === "apiVersion" || key14 === "kind" || key14 === "namespace" || key14 === "name")) {
                            const err77 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                              vErrors = [err77];
                            } else {
                              vErrors.push(err77);
                            }
                            errors++;
                          }
                        }
                        if (data43.apiVersion !== void 0) {
                          if (typeof data43.apiVersion !== "string") {
                            const err78 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object/apiVersion", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err78];
                            } else {
                              vErrors.push(err78);
                            }
                            errors++;
                          }
                        }
                        if (data43.kind !== void 0) {
                          if (typeof data43.kind !== "string") {
                            const err79 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object/kind", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err79];
                            } else {
                              vErrors.push(err79);
                            }
                            errors++;
                          }
                        }
                        if (data43.namespace !== void 0) {
                          if (typeof data43.namespace !== "string") {
                            const err80 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object/namespace", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err80];
                            } else {
                              vErrors.push(err80);
                            }
                            errors++;
                          }
                        }
                        if (data43.name !== void 0) {
                          if (typeof data43.name !== "string") {
                            const err81 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object/name", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err81];
                            } else {
                              vErrors.push(err81);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err82 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/object", schemaPath: "#/properties/spec/properties/waivers/items/properties/object/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                          vErrors = [err82];
                        } else {
                          vErrors.push(err82);
                        }
                        errors++;
                      }
                    }
                    if (data41.justification !== void 0) {
                      let data48 = data41.justification;
                      if (typeof data48 === "string") {
                        if (func0(data48) < 1) {
                          const err83 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/justification", schemaPath: "#/properties/spec/properties/waivers/items/properties/justification/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err83];
                          } else {
                            vErrors.push(err83);
                          }
                          errors++;
                        }
                      } else {
                        const err84 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/justification", schemaPath: "#/properties/spec/properties/waivers/items/properties/justification/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err84];
                        } else {
                          vErrors.push(err84);
                        }
                        errors++;
                      }
                    }
                    if (data41.expires !== void 0) {
                      let data49 = data41.expires;
                      if (typeof data49 === "string") {
                        if (!pattern0.test(data49)) {
                          const err85 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/expires", schemaPath: "#/properties/spec/properties/waivers/items/properties/expires/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}$"' };
                          if (vErrors === null) {
                            vErrors = [err85];
                          } else {
                            vErrors.push(err85);
                          }
                          errors++;
                        }
                      } else {
                        const err86 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/expires", schemaPath: "#/properties/spec/properties/waivers/items/properties/expires/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err86];
                        } else {
                          vErrors.push(err86);
                        }
                        errors++;
                      }
                    }
                    if (data41.approved !== void 0) {
                      let data50 = data41.approved;
                      if (typeof data50 === "string") {
                        if (!pattern0.test(data50)) {
                          const err87 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/approved", schemaPath: "#/properties/spec/properties/waivers/items/properties/approved/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}$"' };
                          if (vErrors === null) {
                            vErrors = [err87];
                          } else {
                            vErrors.push(err87);
                          }
                          errors++;
                        }
                      } else {
                        const err88 = { instancePath: instancePath + "/spec/waivers/" + i3 + "/approved", schemaPath: "#/properties/spec/properties/waivers/items/properties/approved/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err88];
                        } else {
                          vErrors.push(err88);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err89 = { instancePath: instancePath + "/spec/waivers/" + i3, schemaPath: "#/properties/spec/properties/waivers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                }
              } else {
                const err90 = { instancePath: instancePath + "/spec/waivers", schemaPath: "#/properties/spec/properties/waivers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
            if (data4.unvalidatedKinds !== void 0) {
              let data51 = data4.unvalidatedKinds;
              if (Array.isArray(data51)) {
                const len4 = data51.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data52 = data51[i4];
                  if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
                    if (data52.apiVersion === void 0) {
                      const err91 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4, schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
                      if (vErrors === null) {
                        vErrors = [err91];
                      } else {
                        vErrors.push(err91);
                      }
                      errors++;
                    }
                    if (data52.kind === void 0) {
                      const err92 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4, schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                      if (vErrors === null) {
                        vErrors = [err92];
                      } else {
                        vErrors.push(err92);
                      }
                      errors++;
                    }
                    if (data52.reason === void 0) {
                      const err93 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4, schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                      if (vErrors === null) {
                        vErrors = [err93];
                      } else {
                        vErrors.push(err93);
                      }
                      errors++;
                    }
                    for (const key15 in data52) {
                      if (!(key15 === "apiVersion" || key15 === "kind" || key15 === "reason")) {
                        const err94 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4, schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err94];
                        } else {
                          vErrors.push(err94);
                        }
                        errors++;
                      }
                    }
                    if (data52.apiVersion !== void 0) {
                      let data53 = data52.apiVersion;
                      if (typeof data53 === "string") {
                        if (func0(data53) < 1) {
                          const err95 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4 + "/apiVersion", schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/properties/apiVersion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err95];
                          } else {
                            vErrors.push(err95);
                          }
                          errors++;
                        }
                      } else {
                        const err96 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4 + "/apiVersion", schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/properties/apiVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err96];
                        } else {
                          vErrors.push(err96);
                        }
                        errors++;
                      }
                    }
                    if (data52.kind !== void 0) {
                      let data54 = data52.kind;
                      if (typeof data54 === "string") {
                        if (func0(data54) < 1) {
                          const err97 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4 + "/kind", schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err97];
                          } else {
                            vErrors.push(err97);
                          }
                          errors++;
                        }
                      } else {
                        const err98 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4 + "/kind", schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err98];
                        } else {
                          vErrors.push(err98);
                        }
                        errors++;
                      }
                    }
                    if (data52.reason !== void 0) {
                      let data55 = data52.reason;
                      if (typeof data55 === "string") {
                        if (func0(data55) < 1) {
                          const err99 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4 + "/reason", schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err99];
                          } else {
                            vErrors.push(err99);
                          }
                          errors++;
                        }
                      } else {
                        const err100 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4 + "/reason", schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err100];
                        } else {
                          vErrors.push(err100);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err101 = { instancePath: instancePath + "/spec/unvalidatedKinds/" + i4, schemaPath: "#/properties/spec/properties/unvalidatedKinds/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err101];
                    } else {
                      vErrors.push(err101);
                    }
                    errors++;
                  }
                }
              } else {
                const err102 = { instancePath: instancePath + "/spec/unvalidatedKinds", schemaPath: "#/properties/spec/properties/unvalidatedKinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data4.replaceDefaults !== void 0) {
              if (typeof data4.replaceDefaults !== "boolean") {
                const err103 = { instancePath: instancePath + "/spec/replaceDefaults", schemaPath: "#/properties/spec/properties/replaceDefaults/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data4.waiverLimits !== void 0) {
              let data57 = data4.waiverLimits;
              if (data57 && typeof data57 == "object" && !Array.isArray(data57)) {
                for (const key16 in data57) {
                  if (!(key16 === "maxDays" || key16 === "waivableRules")) {
                    const err104 = { instancePath: instancePath + "/spec/waiverLimits", schemaPath: "#/properties/spec/properties/waiverLimits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                }
                if (data57.maxDays !== void 0) {
                  let data58 = data57.maxDays;
                  if (!(typeof data58 == "number" && (!(data58 % 1) && !isNaN(data58)) && isFinite(data58))) {
                    const err105 = { instancePath: instancePath + "/spec/waiverLimits/maxDays", schemaPath: "#/properties/spec/properties/waiverLimits/properties/maxDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                  if (typeof data58 == "number" && isFinite(data58)) {
                    if (data58 > 3650 || isNaN(data58)) {
                      const err106 = { instancePath: instancePath + "/spec/waiverLimits/maxDays", schemaPath: "#/properties/spec/properties/waiverLimits/properties/maxDays/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3650 }, message: "must be <= 3650" };
                      if (vErrors === null) {
                        vErrors = [err106];
                      } else {
                        vErrors.push(err106);
                      }
                      errors++;
                    }
                    if (data58 < 1 || isNaN(data58)) {
                      const err107 = { instancePath: instancePath + "/spec/waiverLimits/maxDays", schemaPath: "#/properties/spec/properties/waiverLimits/properties/maxDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                      if (vErrors === null) {
                        vErrors = [err107];
                      } else {
                        vErrors.push(err107);
                      }
                      errors++;
                    }
                  }
                }
                if (data57.waivableRules !== void 0) {
                  let data59 = data57.waivableRules;
                  if (Array.isArray(data59)) {
                    const len5 = data59.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data60 = data59[i5];
                      if (typeof data60 === "string") {
                        if (func0(data60) < 1) {
                          const err108 = { instancePath: instancePath + "/spec/waiverLimits/waivableRules/" + i5, schemaPath: "#/properties/spec/properties/waiverLimits/properties/waivableRules/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err108];
                          } else {
                            vErrors.push(err108);
                          }
                          errors++;
                        }
                      } else {
                        const err109 = { instancePath: instancePath + "/spec/waiverLimits/waivableRules/" + i5, schemaPath: "#/properties/spec/properties/waiverLimits/properties/waivableRules/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err109];
                        } else {
                          vErrors.push(err109);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err110 = { instancePath: instancePath + "/spec/waiverLimits/waivableRules", schemaPath: "#/properties/spec/properties/waiverLimits/properties/waivableRules/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err110];
                    } else {
                      vErrors.push(err110);
                    }
                    errors++;
                  }
                }
              } else {
                const err111 = { instancePath: instancePath + "/spec/waiverLimits", schemaPath: "#/properties/spec/properties/waiverLimits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
          } else {
            const err112 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
      } else {
        const err113 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err113];
        } else {
          vErrors.push(err113);
        }
        errors++;
      }
      validate0.errors = vErrors;
      return errors === 0;
    }
    return module.exports;
  }]
]);

// src/core/schema/ajv-standalone.ts
function stable(value) {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const record = value;
    return `{${Object.keys(record).sort().map((k) => `${JSON.stringify(k)}:${stable(record[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}
function validatorKey(flavour, schema) {
  return createHash("sha256").update(`ajv-standalone-v1
${flavour.name}
${stable(schema)}`).digest("hex");
}
function runtimeModule(module) {
  const m = module;
  return typeof m.default === "object" && m.default !== null ? m.default : m;
}
function requireFor(flavour) {
  return (id) => {
    if (id === "driftgate:ajv-k8s") return flavour.runtime();
    if (id === "ajv/dist/runtime/equal") return runtimeModule(equalModule);
    if (id === "ajv/dist/runtime/ucs2length") return runtimeModule(ucs2lengthModule);
    throw new Error(`standalone validator code needs ${id}, which driftgate does not provide`);
  };
}
function factoryBody(code) {
  return `const module = { exports: {} }; const exports = module.exports; const self = undefined;
${code}
return module.exports;`;
}
function loadValidatorCode(flavour, code) {
  const factory = new Function("require", factoryBody(code));
  return fromFactory(flavour, factory);
}
function fromFactory(flavour, factory) {
  const exported = factory(requireFor(flavour));
  if (typeof exported !== "function") throw new Error("standalone validator code exports no function");
  return exported;
}
function standaloneSource(flavour, validate) {
  const ajv = flavour.ajv();
  const values = validate.source?.scopeValues?.keyword;
  for (const name of values ?? []) {
    const code = name.value ? flavour.keywordCode.get(name.value.ref) : void 0;
    if (name.value && code !== void 0 && name.value.code === void 0) name.value.code = codeText(code);
  }
  const standaloneCode = typeof import_standalone.default === "function" ? import_standalone.default : import_standalone.default.default;
  return standaloneCode(ajv, validate);
}
function codeText(code) {
  return (0, import_ajv._)(Object.assign([code], { raw: [code] }));
}
var builtByKey = /* @__PURE__ */ new Map();
var MAX_BUILT = 256;
function compileWithCodeStore(flavour, schema, store) {
  const key = validatorKey(flavour, schema);
  const built = builtByKey.get(key);
  if (built) return built;
  const validate = buildValidator(flavour, schema, key, store);
  if (builtByKey.size >= MAX_BUILT) builtByKey.clear();
  builtByKey.set(key, validate);
  return validate;
}
function buildValidator(flavour, schema, key, store) {
  const factory = PRECOMPILED_VALIDATORS.get(key);
  if (factory) {
    try {
      return fromFactory(flavour, factory);
    } catch {
    }
  }
  const stored = store?.get(key);
  if (stored !== void 0) {
    try {
      return loadValidatorCode(flavour, stored);
    } catch {
    }
  }
  const validate = flavour.ajv().compile(schema);
  if (store) {
    let code;
    try {
      code = standaloneSource(flavour, validate);
    } catch {
      code = void 0;
    }
    if (code !== void 0) store.set(key, code);
  }
  return validate;
}

export {
  deepEqual,
  canonicalJson,
  sameJson,
  isCelError,
  create,
  timestampFromDate,
  DurationSchema,
  celList,
  isCelList,
  CelScalar,
  celMap,
  isCelMap,
  celFunc,
  celMethod,
  celEnv,
  parse2 as parse,
  plan,
  parseCelShared,
  T,
  typeFromSchema,
  strings_default,
  parseQuantity,
  compareQuantities,
  addQuantities,
  quantitySign,
  quantityAsInt64,
  formatQuantity,
  CelRunBudget,
  checkNesting,
  PER_CALL_COST_LIMIT,
  RUNTIME_COST_BUDGET,
  MAX_EXPRESSION_LENGTH,
  compileCel,
  evaluate,
  toCelValue,
  formatCelValue,
  require_ajv,
  compileWithCodeStore,
  CRD_KIND,
  CRD_GROUP,
  CRD_API_VERSION,
  isCrdManifest,
  readCrd,
  schemaOfVersion,
  storedVersionsOf,
  servedVersionsOf,
  crdObjectsPath
};
