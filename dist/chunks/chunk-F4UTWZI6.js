import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  MAX_EXPRESSION_LENGTH,
  checkNesting,
  pointerOf
} from "./chunk-6HZSUFL7.js";
import {
  canonical
} from "./chunk-QRSVU7E7.js";
import {
  atField,
  fieldPath,
  isGoDuration,
  provideCelEngine
} from "./chunk-7CTFDBBF.js";
import {
  BoundedMemo,
  RE2JS,
  compileRe2,
  mustCompileRe2
} from "./chunk-5WTWSETK.js";
import {
  describeValue,
  isRecord
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

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
        } catch (_) {
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
          } catch (_) {
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
          } catch (_) {
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

// src/core/schema/cel-engine.ts
import { createHash } from "node:crypto";

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
    this._map.forEach((value, key, _) => callback.call(thisArg, toCel(value), key, this));
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
    this._map.forEach((value, key, _) => callback.call(thisArg, celFromMapValue(this._map.field(), value), celFromMapKey(this._map.field(), key), this));
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
  constructor(id, elems, _) {
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
  constructor(id, keys, values, _) {
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
  const formatted2 = new Array(val.size);
  let i = 0;
  for (const [key, value] of val) {
    formatted2[i] = [formatString(key), formatString(value)];
    i++;
  }
  let result = "{";
  let delim = "";
  for (const [key, value] of formatted2.sort((a, b) => a[0].localeCompare(b[0]))) {
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

// src/core/cel/precompiled.ts
var PRECOMPILED_CEL = /* @__PURE__ */ new Map([
  ["!object.spec.namespace.startsWith('kube-')", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "namespace", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "kube-" } } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 1, "2": 34, "3": 7, "4": 12, "5": 22, "6": 0 }, "macroCalls": {}, "extensions": [] } })],
  ["!variables.adminGroups.exists(g, g.trim().lowerAscii().startsWith('system:'))", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "comprehensionExpr", "value": { "$typeName": "cel.expr.Expr.Comprehension", "accuVar": "@result", "accuInit": { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "boolValue", "value": false } } } }, "iterVar": "g", "iterVar2": "", "iterRange": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "adminGroups", "testOnly": false } } }, "loopStep": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_||_", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }] } } }, "loopCondition": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "@not_strictly_false", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }] } } }] } } }, "result": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 1, "2": 30, "3": 33, "4": 66, "5": 34, "6": 41, "7": 54, "8": 10, "9": 22, "10": 22, "11": 22, "12": 22, "13": 22, "14": 22, "15": 22, "16": 22, "17": 22, "18": 0 }, "macroCalls": { "17": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "exists", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "adminGroups", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }] } } } }, "extensions": [] } })],
  ["!variables.editGroups.exists(g, g.trim().lowerAscii().startsWith('system:'))", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "comprehensionExpr", "value": { "$typeName": "cel.expr.Expr.Comprehension", "accuVar": "@result", "accuInit": { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "boolValue", "value": false } } } }, "iterVar": "g", "iterVar2": "", "iterRange": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "editGroups", "testOnly": false } } }, "loopStep": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_||_", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }] } } }, "loopCondition": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "@not_strictly_false", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }] } } }] } } }, "result": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 1, "2": 29, "3": 32, "4": 65, "5": 33, "6": 40, "7": 53, "8": 10, "9": 21, "10": 21, "11": 21, "12": 21, "13": 21, "14": 21, "15": 21, "16": 21, "17": 21, "18": 0 }, "macroCalls": { "17": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "exists", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "editGroups", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }] } } } }, "extensions": [] } })],
  ["!variables.reserved.contains(',' + object.spec.namespace + ',')", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "contains", "target": { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "reserved", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "," } } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "namespace", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "," } } } }] } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 1, "2": 29, "3": 35, "4": 41, "5": 46, "6": 59, "7": 32, "8": 57, "9": 10, "10": 19, "11": 0 }, "macroCalls": {}, "extensions": [] } })],
  ["'tenant ' + object.metadata.name + ' asks for ' + string(variables.gpus) + ' GPUs; more than ' + string(variables.maxGpus) + ' needs the label tier: ml'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 19n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "name", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " asks for " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "string", "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "gpus", "testOnly": false } } }] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " GPUs; more than " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "string", "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "maxGpus", "testOnly": false } } }] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " needs the label tier: ml" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 12, "3": 18, "4": 27, "5": 35, "6": 57, "7": 66, "8": 50, "9": 75, "10": 104, "11": 113, "12": 97, "13": 125, "14": 9, "15": 33, "16": 47, "17": 72, "18": 94, "19": 122 }, "macroCalls": {}, "extensions": [] } })],
  ["'tenant ' + object.metadata.name + ' asks for cpu ' + variables.cpu + ', more than the per-tenant ceiling of ' + params.data.maxCpuPerTenant", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "name", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " asks for cpu " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "cpu", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": ", more than the per-tenant ceiling of " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }, "field": "maxCpuPerTenant", "testOnly": false } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 12, "3": 18, "4": 27, "5": 35, "6": 54, "7": 63, "8": 70, "9": 113, "10": 119, "11": 124, "12": 9, "13": 33, "14": 51, "15": 68, "16": 110 }, "macroCalls": {}, "extensions": [] } })],
  ["'tenant ' + object.metadata.name + ' asks for memory ' + variables.memory + ', more than the per-tenant ceiling of ' + params.data.maxMemoryPerTenant", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "name", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " asks for memory " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "memory", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": ", more than the per-tenant ceiling of " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }, "field": "maxMemoryPerTenant", "testOnly": false } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 12, "3": 18, "4": 27, "5": 35, "6": 57, "7": 66, "8": 76, "9": 119, "10": 125, "11": 130, "12": 9, "13": 33, "14": 54, "15": 74, "16": 116 }, "macroCalls": {}, "extensions": [] } })],
  ["'tenant ' + object.metadata.name + ' binds the system group ' + variables.adminGroups.filter(g, g.trim().lowerAscii().startsWith('system:'))[0].trim() + ' to admin: groups starting with system: are reserved by Kubernetes (system:masters is cluster-admin, system:authenticated is everyone)'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 32n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 31n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 30n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 29n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "name", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " binds the system group " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 27n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 26n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_[_]", "args": [{ "$typeName": "cel.expr.Expr", "id": 25n, "exprKind": { "case": "comprehensionExpr", "value": { "$typeName": "cel.expr.Expr.Comprehension", "accuVar": "@result", "accuInit": { "$typeName": "cel.expr.Expr", "id": 22n, "exprKind": { "case": "listExpr", "value": { "$typeName": "cel.expr.Expr.CreateList", "elements": [], "optionalIndices": [] } } }, "iterVar": "g", "iterVar2": "", "iterRange": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "adminGroups", "testOnly": false } } }, "loopCondition": { "$typeName": "cel.expr.Expr", "id": 23n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "boolValue", "value": true } } } }, "loopStep": { "$typeName": "cel.expr.Expr", "id": 21n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 19n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }, { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "listExpr", "value": { "$typeName": "cel.expr.Expr.CreateList", "elements": [{ "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }], "optionalIndices": [] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 20n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }] } } }, "result": { "$typeName": "cel.expr.Expr", "id": 24n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } } } } }, { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "int64Value", "value": 0n } } } }] } } }, "args": [] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 28n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " to admin: groups starting with system: are reserved by Kubernetes (system:masters is cluster-admin, system:authenticated is everyone)" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 12, "3": 18, "4": 27, "5": 35, "6": 64, "7": 93, "8": 96, "9": 129, "10": 97, "11": 104, "12": 117, "13": 141, "14": 73, "15": 85, "16": 85, "17": 85, "18": 85, "19": 85, "20": 85, "21": 85, "22": 85, "23": 85, "24": 85, "25": 85, "26": 140, "27": 143, "28": 153, "29": 9, "30": 33, "31": 61, "32": 150 }, "macroCalls": { "25": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "filter", "target": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "adminGroups", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }] } } } }, "extensions": [] } })],
  ["'tenant ' + object.metadata.name + ' binds the system group ' + variables.editGroups.filter(g, g.trim().lowerAscii().startsWith('system:'))[0].trim() + ' to edit: groups starting with system: are reserved by Kubernetes (system:masters is cluster-admin, system:authenticated is everyone)'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 32n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 31n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 30n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 29n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "name", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " binds the system group " } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 27n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 26n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_[_]", "args": [{ "$typeName": "cel.expr.Expr", "id": 25n, "exprKind": { "case": "comprehensionExpr", "value": { "$typeName": "cel.expr.Expr.Comprehension", "accuVar": "@result", "accuInit": { "$typeName": "cel.expr.Expr", "id": 22n, "exprKind": { "case": "listExpr", "value": { "$typeName": "cel.expr.Expr.CreateList", "elements": [], "optionalIndices": [] } } }, "iterVar": "g", "iterVar2": "", "iterRange": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "editGroups", "testOnly": false } } }, "loopCondition": { "$typeName": "cel.expr.Expr", "id": 23n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "boolValue", "value": true } } } }, "loopStep": { "$typeName": "cel.expr.Expr", "id": 21n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 19n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }, { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "listExpr", "value": { "$typeName": "cel.expr.Expr.CreateList", "elements": [{ "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }], "optionalIndices": [] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 20n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }] } } }, "result": { "$typeName": "cel.expr.Expr", "id": 24n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } } } } }, { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "int64Value", "value": 0n } } } }] } } }, "args": [] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 28n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " to edit: groups starting with system: are reserved by Kubernetes (system:masters is cluster-admin, system:authenticated is everyone)" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 12, "3": 18, "4": 27, "5": 35, "6": 64, "7": 92, "8": 95, "9": 128, "10": 96, "11": 103, "12": 116, "13": 140, "14": 73, "15": 84, "16": 84, "17": 84, "18": 84, "19": 84, "20": 84, "21": 84, "22": 84, "23": 84, "24": 84, "25": 84, "26": 139, "27": 142, "28": 152, "29": 9, "30": 33, "31": 61, "32": 149 }, "macroCalls": { "25": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "filter", "target": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "editGroups", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "lowerAscii", "target": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, "args": [] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "system:" } } } }] } } }] } } } }, "extensions": [] } })],
  ["'tenant ' + object.metadata.name + ' sets no gpuCount: every tenant states its GPU limit in spec.quota.gpuCount (v1) or spec.resourceQuota.gpuCount (v1alpha1), 0 for none'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "name", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " sets no gpuCount: every tenant states its GPU limit in spec.quota.gpuCount (v1) or spec.resourceQuota.gpuCount (v1alpha1), 0 for none" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 12, "3": 18, "4": 27, "5": 35, "6": 9, "7": 33 }, "macroCalls": {}, "extensions": [] } })],
  ["'tenant namespace ' + object.spec.namespace + ' is reserved: it is on the list of system namespaces (reservedNamespaces in ConfigMap platform-policy/tenant-limits)'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant namespace " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "namespace", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " is reserved: it is on the list of system namespaces (reservedNamespaces in ConfigMap platform-policy/tenant-limits)" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 22, "3": 28, "4": 33, "5": 46, "6": 19, "7": 44 }, "macroCalls": {}, "extensions": [] } })],
  ["'tenant namespace ' + object.spec.namespace + ' is reserved: tenant namespaces must not start with kube-'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tenant namespace " } } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "namespace", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " is reserved: tenant namespaces must not start with kube-" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 22, "3": 28, "4": 33, "5": 46, "6": 19, "7": 44 }, "macroCalls": {}, "extensions": [] } })],
  ["has(dyn(object.spec).quota) ? dyn(object.spec).quota : has(dyn(object.spec).resourceQuota) ? dyn(object.spec).resourceQuota : dyn({})", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 22n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }] } } }, "field": "quota", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }] } } }, "field": "quota", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 21n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }] } } }, "field": "resourceQuota", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "args": [{ "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }] } } }, "field": "resourceQuota", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 20n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "args": [{ "$typeName": "cel.expr.Expr", "id": 19n, "exprKind": { "case": "structExpr", "value": { "$typeName": "cel.expr.Expr.CreateStruct", "entries": [], "messageName": "" } } }] } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 8, "2": 14, "3": 4, "4": 20, "5": 0, "6": 34, "7": 40, "8": 30, "9": 46, "10": 63, "11": 69, "12": 59, "13": 75, "14": 55, "15": 97, "16": 103, "17": 93, "18": 109, "19": 130, "20": 126, "21": 54, "22": 0 }, "macroCalls": { "5": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "target": void 0, "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }] } } }, "field": "quota", "testOnly": false } } }] } } }, "14": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "dyn", "target": void 0, "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }] } } }, "field": "resourceQuota", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(object.metadata.labels) && 'tier' in object.metadata.labels && object.metadata.labels['tier'] == 'ml'", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "labels", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "@in", "args": [{ "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tier" } } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "labels", "testOnly": false } } }] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_==_", "args": [{ "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_[_]", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "labels", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "tier" } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "ml" } } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 10, "3": 19, "4": 0, "5": 31, "6": 41, "7": 47, "8": 56, "9": 37, "10": 67, "11": 90, "12": 73, "13": 82, "14": 89, "15": 101, "16": 97, "17": 0, "18": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "metadata", "testOnly": false } } }, "field": "labels", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(object.spec.access) && has(object.spec.access.adminGroups) && object.spec.access.adminGroups.exists(g, g.trim() != '')", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 29n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 28n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": true } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 27n, "exprKind": { "case": "comprehensionExpr", "value": { "$typeName": "cel.expr.Expr.Comprehension", "accuVar": "@result", "accuInit": { "$typeName": "cel.expr.Expr", "id": 25n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "boolValue", "value": false } } } }, "iterVar": "g", "iterVar2": "", "iterRange": { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": false } } }, "loopStep": { "$typeName": "cel.expr.Expr", "id": 21n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_||_", "args": [{ "$typeName": "cel.expr.Expr", "id": 20n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }, { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_!=_", "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }] } } }, "loopCondition": { "$typeName": "cel.expr.Expr", "id": 24n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "@not_strictly_false", "args": [{ "$typeName": "cel.expr.Expr", "id": 23n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 22n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } }] } } }] } } }, "result": { "$typeName": "cel.expr.Expr", "id": 26n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "@result" } } } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 10, "3": 15, "4": 0, "5": 31, "6": 37, "7": 42, "8": 49, "9": 27, "10": 66, "11": 104, "12": 107, "13": 108, "14": 119, "15": 115, "16": 72, "17": 77, "18": 84, "19": 96, "20": 96, "21": 96, "22": 96, "23": 96, "24": 96, "25": 96, "26": 96, "27": 96, "28": 0, "29": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }] } } }, "9": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": false } } }] } } }, "27": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "exists", "target": { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_!=_", "target": void 0, "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "trim", "target": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "g" } } }, "args": [] } } }, { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }] } } } }, "extensions": [] } })],
  ["has(object.spec.access) && has(object.spec.access.adminGroups) ? object.spec.access.adminGroups : []", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": true } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "listExpr", "value": { "$typeName": "cel.expr.Expr.CreateList", "elements": [], "optionalIndices": [] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 10, "3": 15, "4": 0, "5": 31, "6": 37, "7": 42, "8": 49, "9": 27, "10": 0, "11": 65, "12": 71, "13": 76, "14": 83, "15": 98, "16": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }] } } }, "9": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "adminGroups", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(object.spec.access) && has(object.spec.access.editGroups) ? object.spec.access.editGroups : []", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "editGroups", "testOnly": true } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "editGroups", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "listExpr", "value": { "$typeName": "cel.expr.Expr.CreateList", "elements": [], "optionalIndices": [] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 10, "3": 15, "4": 0, "5": 31, "6": 37, "7": 42, "8": 49, "9": 27, "10": 0, "11": 64, "12": 70, "13": 75, "14": 82, "15": 96, "16": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }] } } }, "9": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "object" } } }, "field": "spec", "testOnly": false } } }, "field": "access", "testOnly": false } } }, "field": "editGroups", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(params.data) && 'reservedNamespaces' in params.data ? ',' + params.data.reservedNamespaces.replace('\\n', ',').replace(' ', ',') + ',' : ''", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 23n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_&&_", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "@in", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "reservedNamespaces" } } } }, { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 21n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 20n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_+_", "args": [{ "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "," } } } }, { "$typeName": "cel.expr.Expr", "id": 18n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "replace", "target": { "$typeName": "cel.expr.Expr", "id": 17n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "replace", "target": { "$typeName": "cel.expr.Expr", "id": 16n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 15n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }, "field": "reservedNamespaces", "testOnly": false } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "\n" } } } }, { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "," } } } }] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": " " } } } }, { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "," } } } }] } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 19n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "," } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 22n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 10, "3": 0, "4": 20, "5": 44, "6": 50, "7": 40, "8": 0, "9": 58, "10": 64, "11": 103, "12": 109, "13": 122, "14": 127, "15": 70, "16": 75, "17": 94, "18": 113, "19": 134, "20": 61, "21": 131, "22": 140, "23": 0 }, "macroCalls": { "3": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(variables.quota.cpu) ? string(variables.quota.cpu) : ''", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "cpu", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "string", "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "cpu", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 13, "3": 19, "4": 0, "5": 34, "6": 43, "7": 49, "8": 27, "9": 57, "10": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "cpu", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(variables.quota.gpuCount)", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "gpuCount", "testOnly": true } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 13, "3": 19, "4": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "gpuCount", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(variables.quota.gpuCount) ? variables.quota.gpuCount : 0", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "gpuCount", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "gpuCount", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "int64Value", "value": 0n } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 13, "3": 19, "4": 0, "5": 32, "6": 41, "7": 47, "8": 59, "9": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "gpuCount", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["has(variables.quota.memory) ? string(variables.quota.memory) : ''", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "memory", "testOnly": true } } }, { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "string", "args": [{ "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "memory", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 13, "3": 19, "4": 0, "5": 37, "6": 46, "7": 52, "8": 30, "9": 63, "10": 0 }, "macroCalls": { "4": { "$typeName": "cel.expr.Expr", "id": 0n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "has", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "quota", "testOnly": false } } }, "field": "memory", "testOnly": false } } }] } } } }, "extensions": [] } })],
  ["int(params.data.maxGpusWithoutMlTier)", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "int", "args": [{ "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }, "field": "maxGpusWithoutMlTier", "testOnly": false } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 4, "2": 10, "3": 15, "4": 0 }, "macroCalls": {}, "extensions": [] } })],
  ["self == oldSelf", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_==_", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "self" } } }, { "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "oldSelf" } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 8, "3": 4 }, "macroCalls": {}, "extensions": [] } })],
  ['type(self) == int ? self >= 0 : !self.startsWith("-")', () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_?_:_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_==_", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "type", "args": [{ "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "self" } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "int" } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_>=_", "args": [{ "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "self" } } }, { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "int64Value", "value": 0n } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "startsWith", "target": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "self" } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "-" } } } }] } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 5, "2": 0, "3": 14, "4": 10, "5": 20, "6": 28, "7": 24, "8": 33, "9": 49, "10": 37, "11": 31, "12": 0 }, "macroCalls": {}, "extensions": [] } })],
  ["variables.cpu == '' || !quantity(variables.cpu).isGreaterThan(quantity(params.data.maxCpuPerTenant))", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_||_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_==_", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "cpu", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "isGreaterThan", "target": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "quantity", "args": [{ "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "cpu", "testOnly": false } } }] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "quantity", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }, "field": "maxCpuPerTenant", "testOnly": false } } }] } } }] } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 9, "3": 17, "4": 14, "5": 33, "6": 42, "7": 24, "8": 71, "9": 77, "10": 82, "11": 62, "12": 47, "13": 22, "14": 0 }, "macroCalls": {}, "extensions": [] } })],
  ["variables.gpus <= variables.maxGpus || variables.isMl", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_||_", "args": [{ "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_<=_", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "gpus", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "maxGpus", "testOnly": false } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "isMl", "testOnly": false } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 9, "3": 18, "4": 27, "5": 15, "6": 39, "7": 48, "8": 0 }, "macroCalls": {}, "extensions": [] } })],
  ["variables.memory == '' || !quantity(variables.memory).isGreaterThan(quantity(params.data.maxMemoryPerTenant))", () => ({ "$typeName": "cel.expr.ParsedExpr", "expr": { "$typeName": "cel.expr.Expr", "id": 14n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_||_", "args": [{ "$typeName": "cel.expr.Expr", "id": 4n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "_==_", "args": [{ "$typeName": "cel.expr.Expr", "id": 2n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 1n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "memory", "testOnly": false } } }, { "$typeName": "cel.expr.Expr", "id": 3n, "exprKind": { "case": "constExpr", "value": { "$typeName": "cel.expr.Constant", "constantKind": { "case": "stringValue", "value": "" } } } }] } } }, { "$typeName": "cel.expr.Expr", "id": 13n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "!_", "args": [{ "$typeName": "cel.expr.Expr", "id": 12n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "isGreaterThan", "target": { "$typeName": "cel.expr.Expr", "id": 7n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "quantity", "args": [{ "$typeName": "cel.expr.Expr", "id": 6n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 5n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "variables" } } }, "field": "memory", "testOnly": false } } }] } } }, "args": [{ "$typeName": "cel.expr.Expr", "id": 11n, "exprKind": { "case": "callExpr", "value": { "$typeName": "cel.expr.Expr.Call", "function": "quantity", "args": [{ "$typeName": "cel.expr.Expr", "id": 10n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 9n, "exprKind": { "case": "selectExpr", "value": { "$typeName": "cel.expr.Expr.Select", "operand": { "$typeName": "cel.expr.Expr", "id": 8n, "exprKind": { "case": "identExpr", "value": { "$typeName": "cel.expr.Expr.Ident", "name": "params" } } }, "field": "data", "testOnly": false } } }, "field": "maxMemoryPerTenant", "testOnly": false } } }] } } }] } } }] } } }] } } }, "sourceInfo": { "$typeName": "cel.expr.SourceInfo", "syntaxVersion": "", "location": "", "lineOffsets": [], "positions": { "1": 0, "2": 9, "3": 20, "4": 17, "5": 36, "6": 45, "7": 27, "8": 77, "9": 83, "10": 88, "11": 68, "12": 53, "13": 25, "14": 0 }, "macroCalls": {}, "extensions": [] } })]
]);

// src/core/cel/parse-cache.ts
var MAX_ENTRIES = 4096;
var cache2 = new BoundedMemo(MAX_ENTRIES);
function parseCelShared(expression) {
  const entry = cache2.get(expression, () => {
    try {
      const built = PRECOMPILED_CEL.get(expression);
      return { parsed: built !== void 0 ? built() : parse2(expression) };
    } catch (error) {
      return { error };
    }
  });
  if ("error" in entry) throw entry.error;
  return entry.parsed;
}
function parseCelPrivate(expression) {
  const built = PRECOMPILED_CEL.get(expression);
  return built !== void 0 ? built() : structuredClone(parseCelShared(expression));
}
function isShippedCel(expression) {
  return PRECOMPILED_CEL.has(expression);
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
  const qualifiedName2 = (e) => {
    if (!e) return void 0;
    if (e.exprKind.case === "identExpr") return e.exprKind.value.name;
    if (e.exprKind.case === "selectExpr" && !e.exprKind.value.testOnly) {
      const base = qualifiedName2(e.exprKind.value.operand);
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
        const qn = qualifiedName2(e);
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
      const qn = qualifiedName2(call.target);
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

// src/core/cel/quantity.ts
var MAX_QUANTITY_LENGTH = 1024;
var BINARY = { Ki: 1n << 10n, Mi: 1n << 20n, Gi: 1n << 30n, Ti: 1n << 40n, Pi: 1n << 50n, Ei: 1n << 60n };
var DECIMAL = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var MAX_EXPONENT = 1e3;
var INT64_MAX = (1n << 63n) - 1n;
var INT64_MIN = -(1n << 63n);
var MAX_MEMO = 4096;
var parsed = new BoundedMemo(MAX_MEMO);
function parseQuantity(text) {
  return parsed.get(text, () => parseUncached(text));
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
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
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
var QuantitySum = class _QuantitySum {
  /** `format`: the suffix family the sum is written in (an addition keeps its first addend's). */
  constructor(format2) {
    this.format = format2;
  }
  format;
  #num = 0n;
  #den = 1n;
  #count = 0;
  add(q2) {
    this.#count += 1;
    this.#addValue(q2);
  }
  /** A sum that goes on from this one's value and count. */
  copy() {
    const sum = new _QuantitySum(this.format);
    sum.#num = this.#num;
    sum.#den = this.#den;
    sum.#count = this.#count;
    return sum;
  }
  /** Adds another sum: its value and its count (a file's part of a total). */
  addSum(other) {
    this.#count += other.#count;
    this.#addValue({ num: other.#num, den: other.#den });
  }
  /** Takes another sum out again: its value and its count (a file that changed or left a total). */
  subtractSum(other) {
    this.#count -= other.#count;
    this.#addValue({ num: -other.#num, den: other.#den });
  }
  #addValue(q2) {
    if (q2.den === this.#den) this.#num += q2.num;
    else if (this.#den % q2.den === 0n) this.#num += q2.num * (this.#den / q2.den);
    else {
      const lcm = this.#den / gcd(this.#den, q2.den) * q2.den;
      this.#num = this.#num * (lcm / this.#den) + q2.num * (lcm / q2.den);
      this.#den = lcm;
    }
  }
  /** The sum as it stands against `q`: -1, 0 or 1. */
  compare(q2) {
    const l = this.#num * q2.den;
    const r = q2.num * this.#den;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  /** How many quantities were added. */
  get count() {
    return this.#count;
  }
  /** The exact value and count, as text (for a sum kept on disk, see `restore`). */
  parts() {
    return { num: this.#num.toString(), den: this.#den.toString(), count: this.#count };
  }
  /** A sum as `parts` gave it; undefined for parts that are not one (a damaged or foreign record). */
  static restore(format2, parts) {
    if (!/^-?\d{1,400}$/.test(parts.num) || !/^\d{1,400}$/.test(parts.den) || !Number.isSafeInteger(parts.count) || parts.count < 0) return void 0;
    const den = BigInt(parts.den);
    if (den === 0n) return void 0;
    const sum = new _QuantitySum(format2);
    sum.#num = BigInt(parts.num);
    sum.#den = den;
    sum.#count = parts.count;
    return sum;
  }
  /** The sum, reduced. */
  value() {
    return normalize(this.#num, this.#den, this.format);
  }
};
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
function enterMeter(meter) {
  const previous = active;
  active = meter;
  return previous;
}
function leaveMeter(previous) {
  active = previous;
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
var PARSED = /* @__PURE__ */ Symbol("driftgate.quantity");
function quantityToCel(q2) {
  const msg = create(QuantityDesc, { numerator: q2.num.toString(), denominator: q2.den.toString() });
  const r = reflect(QuantityDesc, msg);
  msg[PARSED] = q2;
  return r;
}
function isCelQuantity(v) {
  return isReflectMessage(v) && v.desc.typeName === QUANTITY_TYPE_NAME;
}
function celToQuantity(v) {
  const parsed2 = v.message[PARSED];
  if (parsed2 !== void 0) return parsed2;
  const m = v.message;
  return { num: BigInt(m.numerator || "0"), den: BigInt(m.denominator || "1"), format: "DecimalSI" };
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
var quantityValues = new BoundedMemo(4096);
function quantityFromString(text) {
  return quantityValues.get(text, () => quantityToCel(parseOrThrow(text)));
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

// src/core/cel/fast.ts
var FastPathBail = class _FastPathBail {
  constructor() {
  }
  static instance = new _FastPathBail();
};
function bail() {
  throw FastPathBail.instance;
}
var Unsupported = class extends Error {
};
function compileFast(root, env2, names) {
  const compiler = new FastCompiler(env2, names);
  let node;
  try {
    node = compiler.compile(root, /* @__PURE__ */ new Map());
  } catch (error) {
    if (error instanceof Unsupported || error instanceof RangeError) return void 0;
    throw error;
  }
  const slotCount = compiler.slotCount;
  return (bindings) => node(bindings, slotCount === 0 ? NO_SLOTS : new Array(slotCount));
}
var NO_SLOTS = [];
function boundValue(v) {
  if (v === void 0) bail();
  switch (typeof v) {
    case "string":
    case "boolean":
    case "bigint":
    case "number":
      return v;
    case "object":
      if (v === null || isCelMap(v) || isCelList(v) || isCelUint(v)) return v;
      return bail();
    default:
      return bail();
  }
}
function isPrimitive(v) {
  return v === null || typeof v !== "object" && typeof v !== "function";
}
var FastCompiler = class {
  constructor(env2, names) {
    this.env = env2;
    this.names = names;
  }
  env;
  names;
  slotCount = 0;
  compile(e, scope) {
    const kind = e.exprKind;
    switch (kind.case) {
      case "constExpr":
        return this.constant(kind.value.constantKind);
      case "identExpr": {
        const slot = scope.get(kind.value.name);
        if (slot === void 0) throw new Unsupported();
        return (_c, s) => s[slot];
      }
      case "selectExpr": {
        const sel = kind.value;
        if (!sel.operand) throw new Unsupported();
        this.refuseQualifiedName(e, scope);
        const operand = this.compile(sel.operand, scope);
        const field = sel.field;
        if (sel.testOnly) {
          return (c, s) => {
            const o = operand(c, s);
            if (o === null || typeof o !== "object") return false;
            if (isCelMap(o)) return o.has(field);
            if (isCelList(o)) return false;
            return bail();
          };
        }
        return (c, s) => {
          const o = operand(c, s);
          if (!isCelMap(o)) return bail();
          const v = o.get(field);
          return v === void 0 ? bail() : v;
        };
      }
      case "callExpr":
        return this.call(e, kind.value, scope);
      case "listExpr": {
        const list = kind.value;
        if (list.optionalIndices.length > 0) throw new Unsupported();
        const elements = list.elements.map((x) => this.compile(x, scope));
        return (c, s) => {
          const values = new Array(elements.length);
          for (let i = 0; i < elements.length; i++) values[i] = elements[i](c, s);
          return celList(values);
        };
      }
      case "structExpr": {
        const struct = kind.value;
        if (struct.messageName !== "") throw new Unsupported();
        const entries = struct.entries.map((en) => {
          if (en.optionalEntry || en.keyKind.case !== "mapKey" || !en.value) throw new Unsupported();
          return { key: this.compile(en.keyKind.value, scope), value: this.compile(en.value, scope) };
        });
        return (c, s) => {
          const out = /* @__PURE__ */ new Map();
          for (const en of entries) {
            const key = en.key(c, s);
            const value = en.value(c, s);
            if (typeof key !== "string" && typeof key !== "bigint" && typeof key !== "boolean") return bail();
            if (out.has(key)) return bail();
            out.set(key, value);
          }
          return celMap(out);
        };
      }
      case "comprehensionExpr":
        return this.comprehension(kind.value, scope);
      default:
        throw new Unsupported();
    }
  }
  constant(k) {
    let value;
    switch (k.case) {
      case "stringValue":
      case "boolValue":
      case "doubleValue":
      case "int64Value":
        value = k.value;
        break;
      case "uint64Value":
        value = celUint(k.value);
        break;
      case "nullValue":
        value = null;
        break;
      default:
        throw new Unsupported();
    }
    return () => value;
  }
  /**
   * A select chain on a name spells a dotted name (`a.b.c`) that the interpreter first looks up
   * as a variable, a type or an enum before it applies the field accesses: where that name is
   * known to the registry, the result could be something else, so the interpreter keeps it.
   */
  refuseQualifiedName(e, scope) {
    const dotted = qualifiedName(e);
    if (!dotted) return;
    const root = dotted.slice(0, dotted.indexOf("."));
    if (!scope.has(root)) return;
    if (isRegistryName(this.env, dotted)) throw new Unsupported();
  }
  call(e, call, scope) {
    const id = Number(e.id);
    const name = call.function;
    if (call.target) {
      const qualified = qualifiedName(call.target);
      if (qualified !== void 0 && isRegistryName(this.env, `${qualified}.${name}`)) throw new Unsupported();
    }
    const args = call.args;
    if (name === this.names.variable) {
      const ident = args[0];
      if (args.length !== 1 || ident?.exprKind.case !== "identExpr") throw new Unsupported();
      const variable = ident.exprKind.value.name;
      return (c) => boundValue(c[variable]);
    }
    if (name === this.names.tick) {
      const [weightExpr, condExpr] = args;
      if (args.length !== 2 || !weightExpr || !condExpr || weightExpr.exprKind.case !== "constExpr" || weightExpr.exprKind.value.constantKind.case !== "int64Value") {
        throw new Unsupported();
      }
      const weight = Number(weightExpr.exprKind.value.constantKind.value);
      const cond = this.compile(condExpr, scope);
      return (c, s) => {
        const v = cond(c, s);
        chargeCost(weight);
        return v;
      };
    }
    const compiled = args.map((a2) => this.compile(a2, scope));
    const target = call.target ? this.compile(call.target, scope) : void 0;
    if (!target) {
      switch (name) {
        case "_&&_":
        case "_||_": {
          const stop = name === "_||_";
          return (c, s) => {
            for (const a2 of compiled) {
              const v = a2(c, s);
              if (v === stop) return stop;
              if (v !== !stop) return bail();
            }
            return !stop;
          };
        }
        case "_?_:_": {
          const [cond, whenTrue, whenFalse] = compiled;
          if (compiled.length !== 3 || !cond || !whenTrue || !whenFalse) throw new Unsupported();
          return (c, s) => {
            const v = cond(c, s);
            if (v === true) return whenTrue(c, s);
            if (v === false) return whenFalse(c, s);
            return bail();
          };
        }
        case "@not_strictly_false":
        case "__not_strictly_false__": {
          const [arg] = compiled;
          if (compiled.length !== 1 || !arg) throw new Unsupported();
          return (c, s) => arg(c, s) !== false;
        }
        case "_[_]": {
          const [operand, index] = compiled;
          if (compiled.length !== 2 || !operand || !index) throw new Unsupported();
          return (c, s) => {
            const o = operand(c, s);
            const k = index(c, s);
            let v;
            if (isCelMap(o) && typeof k === "string") v = o.get(k);
            else if (isCelList(o) && typeof k === "bigint" && k >= 0n && k < BigInt(o.size)) v = o.get(Number(k));
            return v === void 0 ? bail() : v;
          };
        }
        case "_[?_]":
        case "_?._":
          throw new Unsupported();
        default:
          break;
      }
    }
    const fn = this.env.funcs.find(name);
    if (fn === void 0) throw new Unsupported();
    const generic = (t, values) => {
      const r = fn.call(id, t, values);
      return r === void 0 || isCelError(r) ? bail() : r;
    };
    const direct = target ? stringMethod(name, fn, compiled.length) : void 0;
    if (target && direct) {
      return (c, s) => {
        const t = target(c, s);
        const values = evaluateAll(compiled, c, s);
        const r = typeof t === "string" && values.every((v) => typeof v === "string") ? direct(t, values) : void 0;
        return r !== void 0 ? r : generic(t, values);
      };
    }
    if (target) {
      return (c, s) => {
        const t = target(c, s);
        return generic(t, evaluateAll(compiled, c, s));
      };
    }
    const [a, b] = compiled;
    if (compiled.length === 1 && a) {
      if (name === "!_") {
        return (c, s) => {
          const v = a(c, s);
          return typeof v === "boolean" ? !v : generic(void 0, [v]);
        };
      }
      if (name === "dyn") return a;
      return (c, s) => generic(void 0, [a(c, s)]);
    }
    if (compiled.length === 2 && a && b) {
      if (name === "_==_" || name === "_!=_") {
        const negate2 = name === "_!=_";
        return (c, s) => {
          const x = a(c, s);
          const y = b(c, s);
          if (isPrimitive(x) && isPrimitive(y)) {
            const same = x === y || (typeof x === "number" || typeof x === "bigint") && (typeof y === "number" || typeof y === "bigint") && x == y;
            return same !== negate2;
          }
          return generic(void 0, [x, y]);
        };
      }
    }
    return (c, s) => generic(void 0, evaluateAll(compiled, c, s));
  }
  comprehension(comp, scope) {
    if (comp.iterVar2 || !comp.iterRange || !comp.accuInit || !comp.loopCondition || !comp.loopStep || !comp.result) throw new Unsupported();
    const accuSlot = this.slotCount++;
    const iterSlot = this.slotCount++;
    const init = this.compile(comp.accuInit, scope);
    const range = this.compile(comp.iterRange, scope);
    const accuScope = new Map(scope).set(comp.accuVar, accuSlot);
    const loopScope = new Map(accuScope).set(comp.iterVar, iterSlot);
    const cond = this.compile(comp.loopCondition, loopScope);
    const step = this.compile(comp.loopStep, loopScope);
    const result = this.compile(comp.result, accuScope);
    return (c, s) => {
      s[accuSlot] = init(c, s);
      const r = range(c, s);
      if (isCelList(r)) {
        const size = r.size;
        for (let i = 0; i < size; i++) {
          const item = r.get(i);
          if (item === void 0 || isCelError(item)) return bail();
          s[iterSlot] = item;
          if (cond(c, s) !== true) break;
          s[accuSlot] = step(c, s);
        }
        return result(c, s);
      }
      if (!isCelMap(r)) return bail();
      for (const key of Array.from(r.keys())) {
        if (isCelError(key)) return bail();
        s[iterSlot] = key;
        if (cond(c, s) !== true) break;
        s[accuSlot] = step(c, s);
      }
      return result(c, s);
    };
  }
};
var STRING_METHODS = {
  contains: (t, [x]) => t.includes(x),
  startsWith: (t, [x]) => t.startsWith(x),
  endsWith: (t, [x]) => t.endsWith(x),
  // Most strings have no capital to lower: they come back as they are, without a regex replace.
  lowerAscii: (t) => {
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c >= 65 && c <= 90) return t.replace(/[A-Z]+/g, (m) => m.toLowerCase());
    }
    return t;
  },
  // The strings extension's whitespace is space, the controls 9-13 and non-ASCII spaces: a string
  // that starts and ends with printable ASCII other than space has nothing to trim. Any other
  // string is the extension's to trim.
  trim: (t) => {
    if (t.length === 0) return t;
    const first = t.charCodeAt(0);
    const last = t.charCodeAt(t.length - 1);
    return first > 32 && first < 127 && last > 32 && last < 127 ? t : void 0;
  }
};
function stringMethod(name, group, arity) {
  const method = Object.hasOwn(STRING_METHODS, name) ? STRING_METHODS[name] : void 0;
  if (!method) return void 0;
  const overloads = [...group];
  const only = overloads[0];
  if (overloads.length !== 1 || !only || only.target?.name !== "string" || only.arguments.length !== arity) return void 0;
  return only.arguments.every((a) => a.name === "string") ? method : void 0;
}
function evaluateAll(compiled, c, s) {
  const values = new Array(compiled.length);
  for (let i = 0; i < compiled.length; i++) values[i] = compiled[i](c, s);
  return values;
}
function isRegistryName(env2, name) {
  const cut = name.lastIndexOf(".");
  const registry = env2.registry;
  return registry.getMessage(name) !== void 0 || registry.getEnum(name) !== void 0 || cut > 0 && registry.getEnum(name.slice(0, cut)) !== void 0 || env2.funcs.find(name) !== void 0;
}
function qualifiedName(e) {
  switch (e.exprKind.case) {
    case "identExpr":
      return e.exprKind.value.name;
    case "selectExpr": {
      const sel = e.exprKind.value;
      if (sel.testOnly || !sel.operand) return void 0;
      const parent = qualifiedName(sel.operand);
      return parent === void 0 ? void 0 : `${parent}.${sel.field}`;
    }
    default:
      return void 0;
  }
}

// src/core/cel/compile.ts
var PER_CALL_COST_LIMIT = 1e6;
var RUNTIME_COST_BUDGET = 1e7;
var TICK = "@driftgate.tick";
var tickFunc = celFunc(TICK, [CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (weight, value) => {
  chargeCost(Number(weight));
  return value;
});
var VARIABLE = "@driftgate.variable";
var variableFunc = celFunc(VARIABLE, [CelScalar.DYN], CelScalar.DYN, (value) => value);
var sharedEnv;
function env() {
  sharedEnv ??= celEnv({ registry: celRegistry, funcs: [...kubernetesFuncs, tickFunc, variableFunc], re2: celRe2 });
  return sharedEnv;
}
function compileCel(expression, options) {
  const size = expression.length > MAX_EXPRESSION_LENGTH ? [...expression].length : 0;
  if (size > MAX_EXPRESSION_LENGTH) {
    return fail(expression, "too-long", `expression code point size exceeds limit: size: ${size}, limit ${MAX_EXPRESSION_LENGTH}`, 0);
  }
  const nesting = isShippedCel(expression) ? void 0 : checkNesting(expression);
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
    parsed2 = parseCelPrivate(expression);
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
  const firstId = maxId(parsed2.expr) + 1n;
  const ids = { next: firstId };
  instrument(parsed2.expr, ids);
  const names = readVariablesDirectly(parsed2.expr, new Set(variables.keys()), ids);
  const fast = compileFast(parsed2.expr, env(), { tick: TICK, variable: VARIABLE });
  let planned;
  let runGeneral;
  try {
    const p = plan(env(), parsed2);
    if (names.length === 0) {
      planned = (ctx) => p(ctx);
      runGeneral = planned;
    } else {
      let general;
      runGeneral = (ctx) => {
        if (!general) {
          const tree = parseCelPrivate(expression);
          instrument(tree.expr, { next: firstId });
          general = plan(env(), tree);
        }
        return general(ctx);
      };
      planned = (ctx) => allBound(ctx, names) ? p(ctx) : runGeneral(ctx);
    }
  } catch (error) {
    return fail(expression, "type", error instanceof Error ? error.message : String(error), 0);
  }
  return {
    ok: true,
    program: { expression, outputType: checked.type, variablesUsed, fieldPaths, baseCost, run: planned, directVariables: names, runGeneral, fast }
  };
}
function allBound(ctx, names) {
  for (const n of names) if (ctx[n] === void 0) return false;
  return true;
}
function evaluate(program, bindings, options = {}) {
  const limit = options.costLimit ?? PER_CALL_COST_LIMIT;
  if (program.fast) {
    const fast = evaluateFast(program, program.fast, bindings, limit);
    if (fast) {
      if (CROSS_CHECK) crossCheck(program, bindings, limit, fast);
      return fast;
    }
  }
  return evaluateInterpreted(program, bindings, limit);
}
function evaluateFast(program, fast, bindings, limit) {
  const meter = new CostMeter(limit);
  const previous = enterMeter(meter);
  try {
    chargeCost(program.baseCost);
    const value = fast(bindings);
    return meter.exceeded ? void 0 : { ok: true, value, cost: meter.spent };
  } catch {
    return void 0;
  } finally {
    leaveMeter(previous);
  }
}
var CROSS_CHECK = process.env.DRIFTGATE_CEL_CROSSCHECK === "1";
function crossCheck(program, bindings, limit, fast) {
  const reference = evaluateInterpreted(program, bindings, limit);
  const a = describeOutcome(fast);
  const b = describeOutcome(reference);
  if (a !== b) throw new Error(`CEL fast path differs from the interpreter on '${program.expression}': fast ${a}, interpreter ${b}`);
}
function describeOutcome(r) {
  if (!r.ok) return `error(${r.error.kind}: ${r.error.message}) cost ${r.cost}`;
  return `${describeValue2(r.value)} cost ${r.cost}`;
}
function describeValue2(v) {
  if (v === null) return "null";
  switch (typeof v) {
    case "bigint":
      return `int(${v})`;
    case "number":
      return `double(${Object.is(v, -0) ? "-0" : String(v)})`;
    case "string":
      return `string(${JSON.stringify(v)})`;
    case "boolean":
      return `bool(${v})`;
    default:
      break;
  }
  if (isCelUint(v)) return `uint(${v.value})`;
  if (isCelList(v)) return `list[${Array.from(v, describeValue2).join(", ")}]`;
  if (isCelMap(v)) return `map{${Array.from(v.entries(), ([k, x]) => `${describeValue2(k)}: ${describeValue2(x)}`).join(", ")}}`;
  if (v instanceof Uint8Array) return `bytes(${Array.from(v).join(",")})`;
  return `${celType(v).name}(${JSON.stringify(v, (_k, x) => typeof x === "bigint" ? x.toString() : x)})`;
}
function evaluateInterpreted(program, bindings, limit) {
  const meter = new CostMeter(limit);
  let value;
  const previous = enterMeter(meter);
  try {
    chargeCost(program.baseCost);
    value = program.run(bindings);
  } catch (error) {
    if (error instanceof CostLimitExceeded) return costError(meter);
    return { ok: false, error: { kind: "runtime", message: normalizeRuntimeMessage(error instanceof Error ? error.message : String(error)) }, cost: meter.spent };
  } finally {
    leaveMeter(previous);
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
function readVariablesDirectly(root, declared, ids) {
  const e0 = env();
  const ambiguous = /* @__PURE__ */ new Set();
  const dotted = (name) => isRegistryName(e0, name);
  const chain = (e) => {
    switch (e.exprKind.case) {
      case "identExpr":
        return { root: e.exprKind.value.name, path: e.exprKind.value.name };
      case "selectExpr": {
        const base = e.exprKind.value.operand ? chain(e.exprKind.value.operand) : void 0;
        return base ? { root: base.root, path: `${base.path}.${e.exprKind.value.field}` } : void 0;
      }
      case "callExpr": {
        const call = e.exprKind.value;
        const [target, index] = call.args;
        if (call.function !== "_[_]" || !target || index?.exprKind.case !== "constExpr" || index.exprKind.value.constantKind.case !== "stringValue") return void 0;
        const base = chain(target);
        return base ? { root: base.root, path: `${base.path}.${index.exprKind.value.constantKind.value}` } : void 0;
      }
      default:
        return void 0;
    }
  };
  const stack = [root];
  while (stack.length > 0) {
    const e = stack.pop();
    if (!e) break;
    stack.push(...children(e));
    const c = chain(e);
    if (c && c.path !== c.root && declared.has(c.root) && dotted(c.path)) ambiguous.add(c.root);
    if (e.exprKind.case === "callExpr" && e.exprKind.value.target) {
      const t = chain(e.exprKind.value.target);
      if (t && declared.has(t.root) && dotted(`${t.path}.${e.exprKind.value.function}`)) ambiguous.add(t.root);
    }
  }
  const rewritten = /* @__PURE__ */ new Set();
  const bound = [];
  const visit = (e) => {
    const kind = e.exprKind;
    if (kind.case === "identExpr") {
      const name = kind.value.name;
      if (!declared.has(name) || ambiguous.has(name) || bound.includes(name)) return;
      const ident = { id: ids.next++, exprKind: { case: "identExpr", value: kind.value } };
      e.exprKind = { case: "callExpr", value: { function: VARIABLE, args: [ident], target: void 0 } };
      rewritten.add(name);
      return;
    }
    if (kind.case === "comprehensionExpr") {
      const c = kind.value;
      if (c.iterRange) visit(c.iterRange);
      if (c.accuInit) visit(c.accuInit);
      const scoped = [c.iterVar, c.accuVar, ...c.iterVar2 ? [c.iterVar2] : []];
      bound.push(...scoped);
      for (const x of [c.loopCondition, c.loopStep, c.result]) if (x) visit(x);
      bound.splice(bound.length - scoped.length);
      return;
    }
    for (const c of children(e)) visit(c);
  };
  visit(root);
  return [...rewritten];
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
      const record = value;
      for (const k of Object.keys(record)) {
        const v = record[k];
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

// src/core/schema/cel-engine.ts
var MAX_COMPILED = 1024;
var compiledByKey = new BoundedMemo(MAX_COMPILED);
var MAX_PLAIN_KEY = 512;
function compileCel2(expression, options) {
  let key = `${options.returns}\0${JSON.stringify(options.variables)}\0${expression}`;
  if (key.length > MAX_PLAIN_KEY) key = createHash("sha256").update(key).digest("base64");
  return compiledByKey.get(key, () => compileUncached(expression, options));
}
function compileUncached(expression, options) {
  const shared = compileCel(expression, { variables: options.variables, returnTypes: [options.returns === "bool" ? T.bool : T.string] });
  if (shared.ok) {
    const program = shared.program;
    return {
      ok: true,
      compiled: {
        engine: "shared",
        usesOldSelf: program.variablesUsed.has("oldSelf"),
        program: {
          evaluate(bindings, options2 = {}) {
            const r = evaluate(program, bindings, { costLimit: options2.costLimit ?? PER_CALL_COST_LIMIT });
            return r.ok ? { ok: true, value: r.value, cost: r.cost } : { ok: false, error: r.error.message, cost: r.cost, ...r.error.kind === "cost" ? { costExceeded: true } : {} };
          }
        }
      }
    };
  }
  if (shared.error.kind === "unsupported") {
    const local = compileLocal(expression);
    if (local.ok) return local;
    return { ok: false, kind: "unsupported", error: shared.error.message };
  }
  const where = shared.error.line > 1 || shared.error.column > 1 ? ` (at ${shared.error.line}:${shared.error.column} of the expression)` : "";
  return { ok: false, kind: "invalid", error: `${shared.error.message}${where}` };
}
var OPTIONAL_KEY = "\0optional";
function optionalOf(value) {
  return celMap(/* @__PURE__ */ new Map([[OPTIONAL_KEY, celList(value === void 0 ? [] : [value])]]));
}
function optionalNone() {
  return optionalOf(void 0);
}
function optionalSome(value) {
  return optionalOf(value);
}
function optionalList(target) {
  if (!isCelMap(target)) return void 0;
  const inner = target.get(OPTIONAL_KEY);
  return isCelList(inner) ? inner : void 0;
}
var OPTIONAL_FUNCS = [
  celMethod("hasValue", CelScalar.DYN, [], CelScalar.BOOL, function() {
    const list = optionalList(this);
    if (!list) throw new Error("hasValue() needs an optional value");
    return list.size > 0;
  }),
  celMethod("value", CelScalar.DYN, [], CelScalar.DYN, function() {
    const list = optionalList(this);
    if (!list) throw new Error("value() needs an optional value");
    if (list.size === 0) throw new Error("optional.none() dereference");
    return list.get(0);
  }),
  celMethod("orValue", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function(fallback) {
    const list = optionalList(this);
    if (!list) throw new Error("orValue() needs an optional value");
    return list.size > 0 ? list.get(0) : fallback;
  }),
  celFunc("optional.none", [], CelScalar.DYN, () => optionalNone()),
  celFunc("optional.of", [CelScalar.DYN], CelScalar.DYN, (v) => optionalSome(v))
];
var PLANNER_CALLS = /* @__PURE__ */ new Set(["_[_]", "_[?_]", "_?._", "_?_:_", "_&&_", "_||_", "@not_strictly_false", "__not_strictly_false__"]);
var VARIABLES = /* @__PURE__ */ new Set(["self", "oldSelf"]);
var localEnv;
function environment() {
  if (!localEnv) {
    const env2 = celEnv({ funcs: [...strings_default, ...OPTIONAL_FUNCS] });
    localEnv = { env: env2, known: new Set([...env2.funcs].map((f) => f.name)) };
  }
  return localEnv;
}
function collect(node, facts, depth) {
  if (depth > 500 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const n of node) collect(n, facts, depth + 1);
    return;
  }
  const record = node;
  const kind = record.exprKind;
  if (kind && kind.case && kind.value) {
    const value = kind.value;
    if (kind.case === "identExpr" && value.name === "oldSelf") facts.usesOldSelf = true;
    if (kind.case === "callExpr" && typeof value.function === "string") {
      const target = value.target;
      const ident = target?.exprKind?.case === "identExpr" ? target.exprKind.value?.name : void 0;
      if (typeof ident === "string" && !VARIABLES.has(ident)) facts.calls.add(`${ident}.${value.function}\0${value.function}`);
      else facts.calls.add(value.function);
    }
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === "$typeName" || key === "id") continue;
    if (child && typeof child === "object") collect(child, facts, depth + 1);
  }
}
function compileLocal(expression) {
  const { env: env2, known } = environment();
  let parsed2;
  try {
    parsed2 = parseCelShared(expression);
  } catch (error) {
    return { ok: false, kind: "invalid", error: error instanceof Error ? error.message : String(error) };
  }
  const facts = { usesOldSelf: false, calls: /* @__PURE__ */ new Set() };
  collect(parsed2.expr, facts, 0);
  for (const call of facts.calls) {
    const [qualified, plain] = call.includes("\0") ? call.split("\0") : [void 0, call];
    if (PLANNER_CALLS.has(plain) || known.has(plain) || qualified !== void 0 && known.has(qualified)) continue;
    return { ok: false, kind: "unsupported", error: `${qualified ?? plain}() is not available` };
  }
  let run;
  try {
    run = plan(env2, parsed2);
  } catch (error) {
    return { ok: false, kind: "invalid", error: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    compiled: {
      engine: "optional-shim",
      usesOldSelf: facts.usesOldSelf,
      program: {
        // Untyped and unmetered (optionalOldSelf rules only): charged one unit per evaluation.
        evaluate(bindings) {
          let result;
          try {
            result = run(bindings);
          } catch (error) {
            return { ok: false, error: error instanceof Error ? error.message : String(error), cost: 1 };
          }
          if (isCelError(result)) return { ok: false, error: result.message, cost: 1 };
          return { ok: true, value: result, cost: 1 };
        }
      }
    }
  };
}

// src/core/schema/cel.ts
function compileRules(root) {
  const byNode = /* @__PURE__ */ new Map();
  const ruleChildren = /* @__PURE__ */ new Map();
  const problems = [];
  let count = 0;
  const visit = (node, isRoot) => {
    if (!node.subtreeHasRules) return;
    if (node.properties) ruleChildren.set(node, [...node.properties].filter(([, child]) => child.subtreeHasRules));
    const compiled = [];
    if (node.rules.length > 0) {
      const selfType = celTypeOf(node, isRoot);
      for (const rule of node.rules) {
        const variables = { self: selfType, oldSelf: selfType };
        const result = compileCel2(rule.rule, { variables, returns: "bool" });
        if (!result.ok) {
          problems.push(
            result.kind === "unsupported" ? {
              pointer: appendPointer(rule.pointer, "rule"),
              ruleId: "crd/cel-unsupported",
              severity: "warning",
              message: `CEL rule is not checked offline (the API server still enforces it): ${result.error}`
            } : { pointer: appendPointer(rule.pointer, "rule"), ruleId: "crd/invalid-cel", severity: "error", message: `CEL rule does not compile: ${result.error}` }
          );
          continue;
        }
        let message;
        if (rule.messageExpression !== void 0) {
          const m = compileCel2(rule.messageExpression, { variables, returns: "string" });
          if (m.ok) message = m.compiled.program;
          else if (m.kind === "invalid") {
            problems.push({ pointer: appendPointer(rule.pointer, "messageExpression"), ruleId: "crd/invalid-cel", severity: "error", message: `messageExpression does not compile: ${m.error}` });
          }
        }
        let fieldPath2 = [];
        if (rule.fieldPath !== void 0) {
          const parsed2 = parseFieldPath(rule.fieldPath, node);
          if (typeof parsed2 === "string") {
            problems.push({ pointer: appendPointer(rule.pointer, "fieldPath"), ruleId: "crd/invalid-cel", severity: "error", message: `fieldPath ${JSON.stringify(rule.fieldPath)} is invalid: ${parsed2}` });
          } else {
            fieldPath2 = parsed2;
          }
        }
        const pure = !result.compiled.usesOldSelf && !rule.optionalOldSelf;
        compiled.push({
          source: rule,
          program: result.compiled.program,
          usesOldSelf: result.compiled.usesOldSelf,
          ...pure ? { memo: /* @__PURE__ */ new Map() } : {},
          ...message ? { message } : {},
          fieldPath: fieldPath2
        });
        count++;
      }
    }
    if (compiled.length > 0) byNode.set(node, compiled);
    node.properties?.forEach((child) => visit(child, false));
    if (node.additionalProperties) visit(node.additionalProperties, false);
    if (node.items) visit(node.items, false);
  };
  visit(root, true);
  return { byNode, ruleChildren, problems, count };
}
function celTypeOf(node, isRoot = false, name = "self") {
  if (!node) return T.dyn;
  if (node.intOrString) return T.dyn;
  const format2 = typeof node.raw.format === "string" ? node.raw.format.replace(/-/g, "") : void 0;
  switch (node.type) {
    case "integer":
      return T.int;
    case "number":
      return T.double;
    case "boolean":
      return T.bool;
    case "string":
      if (format2 === "byte") return T.bytes;
      if (format2 === "datetime") return T.timestamp;
      if (format2 === "duration") return T.duration;
      return T.string;
    case "array":
      return T.list(celTypeOf(node.items, false, `${name}.@idx`));
    default:
      break;
  }
  const typeMeta = isRoot || node.embeddedResource;
  if (node.properties || typeMeta) {
    if (node.preserveUnknownFields && !node.properties && !typeMeta) return T.dyn;
    const fields = {};
    for (const [key, child] of node.properties ?? []) {
      const escaped = escapeProperty(key);
      if (escaped !== void 0) fields[escaped] = celTypeOf(child, false, `${name}.${key}`);
    }
    if (typeMeta) {
      fields.apiVersion = T.string;
      fields.kind = T.string;
      fields.metadata = T.object(`${name}.metadata`, { name: T.string, generateName: T.string });
    }
    return T.object(name, fields);
  }
  if (node.additionalProperties) return T.map(T.string, celTypeOf(node.additionalProperties, false, `${name}.@elem`));
  if (node.type === "object" && !node.preserveUnknownFields) return T.map(T.string, T.dyn);
  return T.dyn;
}
function parseFieldPath(path, node) {
  const segments = [];
  let current = node;
  let i = 0;
  const step = (name, named) => {
    if (!current) return "does not refer to a valid field";
    if (named) {
      const next = current.properties?.get(name);
      if (!next) return `does not refer to a valid field ("${name}")`;
      current = next;
    } else {
      if (!current.additionalProperties) return "does not refer to a valid field";
      current = current.additionalProperties;
    }
    segments.push(name);
    return void 0;
  };
  while (i < path.length) {
    const c = path[i];
    if (c === ".") {
      const m = /^[^.[\]]+/.exec(path.slice(i + 1));
      if (!m) return "unexpected end of JSON path";
      const problem = step(m[0], current?.properties !== void 0);
      if (problem) return problem;
      i += 1 + m[0].length;
    } else if (c === "[") {
      if (path[i + 1] !== "'") return "expected a single-quoted string after '['";
      let j = i + 2;
      let name = "";
      while (j < path.length && path[j] !== "'") {
        if (path[j] === "\\" && j + 1 < path.length) {
          name += path[j + 1];
          j += 2;
        } else {
          name += path[j];
          j++;
        }
      }
      if (path[j] !== "'" || path[j + 1] !== "]") return "expected ' and ] to close the key";
      const problem = step(name, current?.properties !== void 0);
      if (problem) return problem;
      i = j + 2;
    } else {
      return `unexpected character ${JSON.stringify(c)}`;
    }
  }
  return segments;
}
var RESERVED = /* @__PURE__ */ new Set(["true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function", "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while"]);
function escapeProperty(name) {
  if (name === "" || /^[0-9]/.test(name)) return void 0;
  if (RESERVED.has(name)) return `__${name}__`;
  if (!/^[a-zA-Z0-9_.\-/]+$/.test(name)) return void 0;
  if (/^[a-zA-Z0-9_]+$/.test(name) && !name.includes("__")) return name;
  return name.replace(/__|[-./]/g, (s) => s === "__" ? "__underscores__" : s === "." ? "__dot__" : s === "-" ? "__dash__" : "__slash__");
}
function isInt64(value) {
  return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63;
}
function toCel2(value, node) {
  if (value === null || value === void 0) return null;
  switch (typeof value) {
    case "string":
      return node?.type === "string" && typeof node.raw.format === "string" ? formatted(value, node.raw.format.replace(/-/g, "")) : value;
    case "boolean":
      return value;
    case "number":
      if (node?.type === "number") return value;
      return isInt64(value) ? BigInt(value) : value;
    default:
      break;
  }
  if (Array.isArray(value)) return value.map((v) => toCel2(v, node?.items));
  if (!isRecord(value)) return null;
  const out = {};
  const props = node?.properties;
  for (const key of Object.keys(value)) {
    const child = props?.get(key);
    if (child) {
      const name = escapeProperty(key);
      if (name !== void 0) out[name] = toCel2(value[key], child);
    } else if (node?.additionalProperties) {
      out[key] = toCel2(value[key], node.additionalProperties);
    } else if (!props || node?.preserveUnknownFields) {
      out[key] = toCel2(value[key], void 0);
    }
  }
  return out;
}
function formatted(value, format2) {
  if (format2 === "datetime") {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : timestampFromDate(new Date(ms));
  }
  if (format2 === "duration") {
    const nanos = goDurationNanos(value);
    return nanos === void 0 ? value : create(DurationSchema, { seconds: nanos / 1000000000n, nanos: Number(nanos % 1000000000n) });
  }
  if (format2 === "byte") {
    try {
      return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    } catch {
      return value;
    }
  }
  return value;
}
var UNIT_NANOS = { ns: 1n, us: 1000n, "µs": 1000n, "μs": 1000n, ms: 1000000n, s: 1000000000n, m: 60000000000n, h: 3600000000000n };
function goDurationNanos(s) {
  if (!isGoDuration(s)) return void 0;
  const negative = s.startsWith("-");
  let total = 0n;
  for (const m of s.matchAll(/([0-9]*)(?:\.([0-9]*))?(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/g)) {
    const unit = UNIT_NANOS[m[3]];
    const whole = BigInt(m[1] || "0") * unit;
    const fraction = m[2] ? BigInt(m[2]) * unit / 10n ** BigInt(m[2].length) : 0n;
    total += whole + fraction;
  }
  return negative ? -total : total;
}
function rootToCel(value, node) {
  const out = toCel2(value, node);
  if (typeof value.apiVersion === "string") out.apiVersion = value.apiVersion;
  if (typeof value.kind === "string") out.kind = value.kind;
  const meta = value.metadata;
  if (isRecord(meta)) {
    const m = {};
    if (typeof meta.name === "string") m.name = meta.name;
    if (typeof meta.generateName === "string") m.generateName = meta.generateName;
    out.metadata = m;
  }
  return out;
}
var REASON_PREFIX = {
  FieldValueInvalid: "Invalid value",
  FieldValueForbidden: "Forbidden",
  FieldValueRequired: "Required value",
  FieldValueDuplicate: "Duplicate value"
};
var OUT_OF_COST_BUDGET = "validation failed due to running out of cost budget, no further validation rules will be run";
function isScalar(v) {
  return v === null || typeof v !== "object" && v !== void 0;
}
function evaluateRules(input) {
  const violations = [];
  let skipped = 0;
  let objectRemaining = input.runBudget?.perObject ?? RUNTIME_COST_BUDGET;
  let stopped;
  const blocked = (pointer) => input.blocking.some((b) => b === pointer || b.startsWith(pointer + "/"));
  const visit = (node, value, old, loc, isRoot) => {
    if (stopped || value === null || value === void 0 || !node.subtreeHasRules) return;
    const rules = input.rules.byNode.get(node);
    if (rules && rules.length > 0) {
      if (input.blocking.length > 0 && (isRoot || blocked(pointerOf(loc)))) {
        skipped += rules.length;
      } else {
        const self = isRoot && isRecord(value) ? rootToCel(value, node) : toCel2(value, node);
        const oldSelf = old === null || old === void 0 ? void 0 : isRoot && isRecord(old) ? rootToCel(old, node) : toCel2(old, node);
        for (const rule of rules) evaluateOne(rule, self, oldSelf, value, old, loc);
      }
    }
    if (Array.isArray(value)) {
      const items2 = node.items;
      if (!items2?.subtreeHasRules) return;
      const oldItems = correlate(node, value, old);
      for (let i = 0; i < value.length; i++) visit(items2, value[i], oldItems[i], { parent: loc, key: i }, false);
      return;
    }
    if (!isRecord(value)) return;
    const oldMap = isRecord(old) ? old : void 0;
    for (const [key, child] of input.rules.ruleChildren.get(node) ?? []) {
      const v = value[key];
      if (v !== void 0) visit(child, v, oldMap?.[key], { parent: loc, key }, false);
    }
    const extra = node.additionalProperties;
    if (extra?.subtreeHasRules) {
      for (const key of Object.keys(value)) {
        if (!node.properties?.has(key)) visit(extra, value[key], oldMap?.[key], { parent: loc, key }, false);
      }
    }
  };
  const evaluateOne = (rule, self, oldSelf, value, old, loc) => {
    let bindings;
    if (rule.source.optionalOldSelf) {
      bindings = { self, oldSelf: oldSelf === void 0 ? optionalNone() : optionalSome(oldSelf) };
    } else if (rule.usesOldSelf) {
      if (oldSelf === void 0) return;
      bindings = { self, oldSelf };
    } else {
      bindings = { self };
    }
    if (stopped) return;
    if (input.runBudget?.spent()) {
      stopped = "run";
      return;
    }
    const runRemaining = input.runBudget?.remaining ?? Infinity;
    const costLimit = Math.max(0, Math.min(PER_CALL_COST_LIMIT, objectRemaining, runRemaining));
    const result = evaluateMemo(rule, self, bindings, costLimit);
    objectRemaining -= result.cost;
    input.runBudget?.spend(result.cost);
    if (result.ok && result.value === true) return;
    const pointer = pointerOf(loc);
    if (!result.ok && result.costExceeded && costLimit < PER_CALL_COST_LIMIT) {
      if (runRemaining <= objectRemaining + result.cost) {
        stopped = "run";
        return;
      }
      stopped = "object";
      violations.push({
        ruleId: "schema/cel-error",
        severity: "error",
        pointer,
        at: "value",
        message: atField(fieldPath(input.object, pointer), `Invalid value: ${OUT_OF_COST_BUDGET} (operation cancelled: actual cost limit exceeded evaluating rule: ${rule.source.rule})`),
        hint: `The API server gives the validation rules of one object a runtime cost budget of ${(input.runBudget?.perObject ?? RUNTIME_COST_BUDGET).toLocaleString("en-US")}; make the rules cheaper (bound list and string sizes with maxItems and maxLength).`
      });
      return;
    }
    if (!result.ok) {
      violations.push({
        ruleId: "schema/cel-error",
        severity: "error",
        pointer,
        at: "value",
        message: atField(fieldPath(input.object, pointer), `Invalid value: ${result.error} evaluating rule: ${rule.source.rule}`),
        hint: "The API server rejects the object when a validation rule fails to evaluate; check the fields the rule reads."
      });
      return;
    }
    const at = rule.fieldPath.reduce((p, s) => appendPointer(p, s), pointer);
    const path = fieldPath(input.object, at);
    if (result.value !== false) {
      violations.push({
        ruleId: "schema/cel-error",
        severity: "error",
        pointer,
        at: "value",
        message: atField(fieldPath(input.object, pointer), `Invalid value: rule evaluated to ${String(result.value)}, expected a boolean: ${rule.source.rule}`)
      });
      return;
    }
    let detail;
    if (rule.message) {
      const m = rule.message.evaluate(bindings);
      if (m.ok && typeof m.value === "string" && m.value.trim() !== "" && !/[\r\n]/.test(m.value)) detail = m.value;
    }
    detail ??= rule.source.message ?? `failed rule: ${rule.source.rule}`;
    const shown = rule.fieldPath.length === 0 ? value : rule.fieldPath.reduce((v, s) => isRecord(v) ? v[s] : void 0, value);
    const shownOld = rule.fieldPath.length === 0 ? old : void 0;
    const facts = [];
    if (shown !== void 0 && isScalar(shown)) facts.push(`found ${describeValue(shown)}`);
    if (rule.usesOldSelf && shownOld !== void 0 && isScalar(shownOld)) facts.push(`was ${describeValue(shownOld)}`);
    violations.push({
      ruleId: "schema/cel",
      severity: "error",
      pointer: at,
      at: "value",
      message: atField(path, `${REASON_PREFIX[rule.source.reason]}: ${detail}${facts.length > 0 ? ` (${facts.join(", ")})` : ""}`),
      hint: `x-kubernetes-validations rule: ${rule.source.rule}`
    });
  };
  visit(input.root, input.object, input.oldObject, void 0, input.nested !== true);
  return { violations, skipped, ...stopped === "run" ? { runBudgetSpent: true } : {} };
}
var MEMO_LIMIT = 4096;
function evaluateMemo(rule, self, bindings, costLimit) {
  const memo = rule.memo;
  if (!memo || self !== null && typeof self === "object") return rule.program.evaluate(bindings, { costLimit });
  const key = typeof self === "number" ? `d:${self}` : self;
  const hit = memo.get(key);
  if (hit && hit.cost <= costLimit) return hit;
  const outcome = rule.program.evaluate(bindings, { costLimit });
  if (!outcome.ok && outcome.costExceeded) return outcome;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, outcome);
  return outcome;
}
function correlate(node, items2, old) {
  if (node.listType !== "map" || !Array.isArray(old) || node.listMapKeys.length === 0) return [];
  const keyOf = (item) => {
    if (!isRecord(item)) return void 0;
    return canonical(node.listMapKeys.map((k) => item[k]));
  };
  const byKey = /* @__PURE__ */ new Map();
  for (const o of old) {
    const k = keyOf(o);
    if (k !== void 0 && !byKey.has(k)) byKey.set(k, o);
  }
  return items2.map((item) => {
    const k = keyOf(item);
    return k === void 0 ? void 0 : byKey.get(k);
  });
}

// src/core/schema/engines-cel.ts
provideCelEngine({ compileRules, evaluateRules, compileCel, evaluate, parseCelShared, T, toCelValue });

export {
  celMap,
  T,
  typeFromSchema,
  parseQuantity,
  compareQuantities,
  QuantitySum,
  quantityAsInt64,
  formatQuantity,
  CelRunBudget,
  PER_CALL_COST_LIMIT,
  RUNTIME_COST_BUDGET,
  compileCel,
  evaluate,
  toCelValue,
  formatCelValue,
  compileRules,
  evaluateRules
};
