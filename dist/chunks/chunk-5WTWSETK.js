import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/memo/memo.ts
function getOrMake(memo, key, make) {
  let value = memo.get(key);
  if (value === void 0) {
    value = make();
    memo.set(key, value);
  }
  return value;
}
var REMEMBERED_UNDEFINED = /* @__PURE__ */ Symbol("undefined");
var BoundedMemo = class {
  constructor(max) {
    this.max = max;
  }
  max;
  // An undefined value is kept as this marker, so a miss costs one probe and an insert (no has()).
  #entries = /* @__PURE__ */ new Map();
  /** The remembered value, or make()'s, remembered (undefined included). */
  get(key, make) {
    const hit = this.#entries.get(key);
    if (hit !== void 0) return hit === REMEMBERED_UNDEFINED ? void 0 : hit;
    const value = make();
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, value === void 0 ? REMEMBERED_UNDEFINED : value);
    return value;
  }
  clear() {
    this.#entries.clear();
  }
};

// node_modules/@bufbuild/re2/dist/esm/RE2Flags.js
var FOLD_CASE = 1;
var LITERAL = 2;
var CLASS_NL = 4;
var DOT_NL = 8;
var ONE_LINE = 16;
var NON_GREEDY = 32;
var PERL_X = 64;
var UNICODE_GROUPS = 128;
var WAS_DOLLAR = 256;
var MATCH_NL = CLASS_NL | DOT_NL;
var PERL = CLASS_NL | ONE_LINE | PERL_X | UNICODE_GROUPS;
var UNANCHORED = 0;
var ANCHOR_START = 1;
var ANCHOR_BOTH = 2;

// node_modules/@bufbuild/re2/dist/esm/UnicodeRangeTable.js
var UnicodeRangeTable = class {
  data;
  isStride1;
  SIZE;
  constructor(data, isStride1 = false) {
    this.data = data;
    this.isStride1 = isStride1;
    this.SIZE = isStride1 ? 2 : 3;
  }
  // High-performance getters that do NOT allocate memory
  getLo(index) {
    return this.data[index * this.SIZE];
  }
  getHi(index) {
    return this.data[index * this.SIZE + 1];
  }
  getStride(index) {
    return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
  }
  get(index) {
    const i = index * this.SIZE;
    return [this.data[i], this.data[i + 1], this.getStride(index)];
  }
  get length() {
    return this.data.length / this.SIZE;
  }
};

// node_modules/@bufbuild/re2/dist/esm/UnicodeTables.js
var _B64_MAP = null;
var getB64Map = () => {
  if (!_B64_MAP) {
    _B64_MAP = new Uint8Array(256);
    const b = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
    for (let i = 0; i < 64; i++) {
      _B64_MAP[b.charCodeAt(i)] = i;
    }
  }
  return _B64_MAP;
};
var decodeVLQ = (str) => {
  const b64 = getB64Map();
  const res = [];
  let value = 0, shift = 0;
  for (let i = 0; i < str.length; i++) {
    const digit = b64[str.charCodeAt(i)];
    value |= (digit & 31) << shift;
    if ((digit & 32) === 0) {
      res.push(value);
      value = 0;
      shift = 0;
    } else {
      shift += 5;
    }
  }
  return res;
};
var decodeRanges = (str, isStride1) => {
  if (str.length === 0)
    return new Uint32Array(0);
  const res = decodeVLQ(str);
  const numRanges = isStride1 ? res.length / 2 : res.length / 3;
  const out = new Uint32Array(numRanges * 3);
  let current = 0, resIdx = 0;
  for (let i = 0; i < numRanges; i++) {
    current += res[resIdx++];
    out[i * 3] = current;
    current += res[resIdx++];
    out[i * 3 + 1] = current;
    out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
  }
  return out;
};
var decodeOrbit = (str) => {
  const res = decodeVLQ(str);
  const map = /* @__PURE__ */ new Map();
  let currentKey = 0;
  for (let i = 0; i < res.length; i += 2) {
    currentKey += res[i];
    map.set(currentKey, res[i + 1]);
  }
  return map;
};
var mergeRanges = (a, b) => {
  if (b.length === 0)
    return a;
  if (a.length === 0)
    return b;
  const points = [];
  const push = (arr) => {
    for (let i = 0; i < arr.length; i += 3) {
      const lo = arr[i], hi = arr[i + 1], stride = arr[i + 2];
      if (stride === 1) {
        points.push([lo, hi]);
      } else {
        for (let cp = lo; cp <= hi; cp += stride)
          points.push([cp, cp]);
      }
    }
  };
  push(a);
  push(b);
  points.sort((x, y) => x[0] - y[0]);
  const merged = [];
  for (const [lo, hi] of points) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 >= lo) {
      if (hi > last[1])
        last[1] = hi;
    } else {
      merged.push([lo, hi]);
    }
  }
  const out = new Uint32Array(merged.length * 3);
  for (let i = 0; i < merged.length; i++) {
    out[i * 3] = merged[i][0];
    out[i * 3 + 1] = merged[i][1];
    out[i * 3 + 2] = 1;
  }
  return out;
};
var sweepPlatform = (pattern) => {
  const re = new RegExp(pattern, "u");
  const ranges = [];
  let start = -1;
  for (let cp = 0; cp <= 1114111; cp++) {
    if (re.test(String.fromCodePoint(cp))) {
      if (start < 0)
        start = cp;
    } else if (start >= 0) {
      ranges.push(start, cp - 1, 1);
      start = -1;
    }
  }
  if (start >= 0)
    ranges.push(start, 1114111, 1);
  return Uint32Array.from(ranges);
};
var LazyDecoder = class {
  initializer;
  cache;
  constructor(initializer) {
    this.initializer = initializer;
    this.cache = /* @__PURE__ */ new Map();
  }
  has(key) {
    return key in this.initializer;
  }
  get(key) {
    const cached = this.cache.get(key);
    if (cached !== void 0 || this.cache.has(key)) {
      return cached ?? null;
    }
    const fn = this.initializer[key];
    const val = fn ? fn() : null;
    this.cache.set(key, val);
    return val;
  }
};
var _CASE_ORBIT = null;
var getCASE_ORBIT = () => {
  if (!_CASE_ORBIT) {
    _CASE_ORBIT = decodeOrbit("rDqpII-LsD+0HGrpIsCxJzElODoODrOnByP-Mz+HTieNj-HCweD1fDxeB+9HBwfC1FE2eBxfBjeE1eDmpII0fjB4c+BgkHChkHKikHDjkHBkkHImkHZnkHhhGlkH9O70H-Io8HBp8HBq8HBr8HBs8HBt8HBu8HBv8HJ48HB58HB68HB78HB88HB98HB+8HB-8HJo9HBp9HBq9HBr9HBs9HBt9HBu9HBv9HM89HLlaFs+HQwcQwdQ8-HzJpdErCBlGgphBokHjMu+pBBv+pBDy+pBBz+pBB0+pBB1+pBw5Um4+BBl4+B68cg17CBh17CBi17CBj17CBk17CBl17CBm17CBn17CBo17CBp17CBq17CBr17CBs17CBt17CBu17CBv17CBw17CBx17CBy17CBz17CB017CB117CB217CB317CB417CD717CB817CB917CB+17CB-17CBg27CBh27CBi27CBj27CBk27CBl27CBm27CBn27CBo27CBp27CBq27CBr27CBs27CBt27CBu27CBv27CBw27CBx27CBy27CBz27C");
  }
  return _CASE_ORBIT;
};
var _DELTA_CATEGORIES = /* @__PURE__ */ new LazyDecoder({
  L: () => decodeRanges("pkHBBh6iBCBNCBkvXzBB36BbBKWB9JCB8lBJBCDDClBBCaaCt-Bt-BBfBgkG68DBmoHdBjhDsBBz8HxmWxmWBcBDgwhCgwhCBsTB", false),
  LC: () => decodeRanges("pkHBh6iBCNC0rZVLV", true),
  Ll: () => decodeRanges("qkHj6iBj6iBO1sZ1sZBUB", false),
  Lm: () => decodeRanges("uqjChBhBx+XCBpBBB", false),
  Lo: () => decodeRanges("guhCzBB36BDBCzLzLBBB8lBJBCDDClBBCaaCt-Bt-BBfBgkG68DBmoHdBmhDnBB18HxmWxmWBcBDgwhCgwhCBsTB", false),
  Lu: () => decodeRanges("pkHi6iBi6iBBOOC0rZ0rZBUB", false),
  M: () => decodeRanges("3kCymhCymhCBDBvM8lB8lBBHBCDDCDBCEBCPPB47C47CkuQRB-lhBBB", false),
  Mc: () => decodeRanges("49kCCBIDDCDBCBBCvavaswSCB", false),
  Mn: () => decodeRanges("3kCymhCymhCBDBvM-lB-lBBEBOECPBB47CkuQkuQBKBECB-lhBBB", false),
  N: () => decodeRanges("gqjCJnsCTtoBJ3pRJ3hDJ37XJ4nGJ", true),
  Nd: () => decodeRanges("gqjCJnsCTtoBJ3pRJ3hDJ37XJ4nGJ", true),
  P: () => decodeRanges("u6GBBwBvv8Bvv8BmzBBBCBBpgCssUssUBBBwkeAB", false),
  Pd: () => decodeRanges("urjCA", true),
  Po: () => decodeRanges("u6GBBwB1i+B1i+BBCCBpgCpgCssUCBwkeAB", false),
  S: () => decodeRanges("nhJCBz+CDBlPBBK-82B-82BBxzvBxzvBBuHBRzNB-vKJBFBBoOGGvBIIWDDKiHiHBjBB", false),
  Sm: () => decodeRanges("usjCB", true),
  So: () => decodeRanges("nhJCBz+CDBlPBBKxwmDxwmDBuHBRzNB-vKJBFBBoOGGvBIIWDDKiHiHBjBB", false)
});
var _DELTA_SCRIPTS = /* @__PURE__ */ new LazyDecoder({
  Arabic: () => decodeRanges("3kCrxhCrxhCBBB4BAB", false),
  Balinese: () => decodeRanges("u6GBwBA", true),
  Common: () => decodeRanges("nhJCBz+CDBlPBBKxwmDxwmDB4HBHzNB-vKJBFBBoOGGvBIIWDDKiHiHBjBB", false),
  Cyrillic: () => decodeRanges("pkHB", true),
  Egyptian_Hieroglyphs: () => decodeRanges("gjtC68D", true),
  Han: () => decodeRanges("w-6FtT", true),
  Kawi: () => decodeRanges("66nCA", true),
  Khitan_Small_Script: () => decodeRanges("-njDA", true),
  Latin: () => decodeRanges("r+pBCNC", true),
  Myanmar: () => decodeRanges("w2lCT", true)
});
var _NEW_SCRIPTS = /* @__PURE__ */ new LazyDecoder({
  Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
  Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
  Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
  Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
  Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
  Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
  Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false))
});
var STABLE_CATEGORY_NAMES = /* @__PURE__ */ new Set([
  "C",
  "Cc",
  "Cf",
  "Cn",
  "Co",
  "Cs",
  "L",
  "LC",
  "Ll",
  "Lm",
  "Lo",
  "Lt",
  "Lu",
  "M",
  "Mc",
  "Me",
  "Mn",
  "N",
  "Nd",
  "Nl",
  "No",
  "P",
  "Pc",
  "Pd",
  "Pe",
  "Pf",
  "Pi",
  "Po",
  "Ps",
  "S",
  "Sc",
  "Sk",
  "Sm",
  "So",
  "Z",
  "Zl",
  "Zp",
  "Zs"
]);
var STABLE_SCRIPT_NAMES = /* @__PURE__ */ new Set([
  "Adlam",
  "Ahom",
  "Anatolian_Hieroglyphs",
  "Arabic",
  "Armenian",
  "Avestan",
  "Balinese",
  "Bamum",
  "Bassa_Vah",
  "Batak",
  "Bengali",
  "Bhaiksuki",
  "Bopomofo",
  "Brahmi",
  "Braille",
  "Buginese",
  "Buhid",
  "Canadian_Aboriginal",
  "Carian",
  "Caucasian_Albanian",
  "Chakma",
  "Cham",
  "Cherokee",
  "Chorasmian",
  "Common",
  "Coptic",
  "Cuneiform",
  "Cypriot",
  "Cypro_Minoan",
  "Cyrillic",
  "Deseret",
  "Devanagari",
  "Dives_Akuru",
  "Dogra",
  "Duployan",
  "Egyptian_Hieroglyphs",
  "Elbasan",
  "Elymaic",
  "Ethiopic",
  "Georgian",
  "Glagolitic",
  "Gothic",
  "Grantha",
  "Greek",
  "Gujarati",
  "Gunjala_Gondi",
  "Gurmukhi",
  "Han",
  "Hangul",
  "Hanifi_Rohingya",
  "Hanunoo",
  "Hatran",
  "Hebrew",
  "Hiragana",
  "Imperial_Aramaic",
  "Inherited",
  "Inscriptional_Pahlavi",
  "Inscriptional_Parthian",
  "Javanese",
  "Kaithi",
  "Kannada",
  "Katakana",
  "Kawi",
  "Kayah_Li",
  "Kharoshthi",
  "Khitan_Small_Script",
  "Khmer",
  "Khojki",
  "Khudawadi",
  "Lao",
  "Latin",
  "Lepcha",
  "Limbu",
  "Linear_A",
  "Linear_B",
  "Lisu",
  "Lycian",
  "Lydian",
  "Mahajani",
  "Makasar",
  "Malayalam",
  "Mandaic",
  "Manichaean",
  "Marchen",
  "Masaram_Gondi",
  "Medefaidrin",
  "Meetei_Mayek",
  "Mende_Kikakui",
  "Meroitic_Cursive",
  "Meroitic_Hieroglyphs",
  "Miao",
  "Modi",
  "Mongolian",
  "Mro",
  "Multani",
  "Myanmar",
  "Nabataean",
  "Nag_Mundari",
  "Nandinagari",
  "New_Tai_Lue",
  "Newa",
  "Nko",
  "Nushu",
  "Nyiakeng_Puachue_Hmong",
  "Ogham",
  "Ol_Chiki",
  "Old_Hungarian",
  "Old_Italic",
  "Old_North_Arabian",
  "Old_Permic",
  "Old_Persian",
  "Old_Sogdian",
  "Old_South_Arabian",
  "Old_Turkic",
  "Old_Uyghur",
  "Oriya",
  "Osage",
  "Osmanya",
  "Pahawh_Hmong",
  "Palmyrene",
  "Pau_Cin_Hau",
  "Phags_Pa",
  "Phoenician",
  "Psalter_Pahlavi",
  "Rejang",
  "Runic",
  "Samaritan",
  "Saurashtra",
  "Sharada",
  "Shavian",
  "Siddham",
  "SignWriting",
  "Sinhala",
  "Sogdian",
  "Sora_Sompeng",
  "Soyombo",
  "Sundanese",
  "Syloti_Nagri",
  "Syriac",
  "Tagalog",
  "Tagbanwa",
  "Tai_Le",
  "Tai_Tham",
  "Tai_Viet",
  "Takri",
  "Tamil",
  "Tangsa",
  "Tangut",
  "Telugu",
  "Thaana",
  "Thai",
  "Tibetan",
  "Tifinagh",
  "Tirhuta",
  "Toto",
  "Ugaritic",
  "Unknown",
  "Vai",
  "Vithkuqi",
  "Wancho",
  "Warang_Citi",
  "Yezidi",
  "Yi",
  "Zanabazar_Square"
]);
var NEW_SCRIPT_NAMES = /* @__PURE__ */ new Set([
  "Garay",
  "Gurung_Khema",
  "Kirat_Rai",
  "Ol_Onal",
  "Sunuwar",
  "Todhri",
  "Tulu_Tigalari"
]);
var _sweepCache = /* @__PURE__ */ new Map();
var _foldCache = /* @__PURE__ */ new Map();
var buildForProperty = (name) => {
  if (NEW_SCRIPT_NAMES.has(name)) {
    return _NEW_SCRIPTS.get(name);
  }
  let kind = null;
  let pattern = null;
  if (STABLE_CATEGORY_NAMES.has(name)) {
    kind = "category";
    pattern = `\\p{General_Category=${name}}`;
  } else if (STABLE_SCRIPT_NAMES.has(name)) {
    kind = "script";
    pattern = `\\p{Script=${name}}`;
  } else
    return null;
  const cacheKey = `${kind}:${name}`;
  const cached = _sweepCache.get(cacheKey);
  if (cached)
    return cached;
  const base = sweepPlatform(pattern);
  const delta = kind === "category" ? _DELTA_CATEGORIES.get(name) : _DELTA_SCRIPTS.get(name);
  const merged = delta ? mergeRanges(base, delta) : base;
  const table = new UnicodeRangeTable(merged);
  _sweepCache.set(cacheKey, table);
  return table;
};
var buildFoldOverlay = (name) => {
  const cached = _foldCache.get(name);
  if (cached !== void 0)
    return cached;
  const base = buildForProperty(name);
  if (!base) {
    _foldCache.set(name, null);
    return null;
  }
  const inBase = (r) => {
    let lo = 0, hi = base.length;
    while (lo < hi) {
      const m = lo + hi >> 1;
      const rlo = base.getLo(m), rhi = base.getHi(m);
      if (r < rlo)
        hi = m;
      else if (r > rhi)
        lo = m + 1;
      else
        return (r - rlo) % base.getStride(m) === 0;
    }
    return false;
  };
  const orbit = getCASE_ORBIT();
  const simpleFold2 = (r) => {
    const folded = orbit.get(r);
    if (folded !== void 0)
      return folded;
    const s = String.fromCodePoint(r);
    const lower = s.toLowerCase();
    if (lower.length === s.length) {
      const lowerCp = lower.codePointAt(0);
      if (lowerCp !== void 0 && lowerCp !== r)
        return lowerCp;
    }
    const upper = s.toUpperCase();
    if (upper.length === s.length) {
      const upperCp = upper.codePointAt(0);
      if (upperCp !== void 0 && upperCp !== r)
        return upperCp;
    }
    return r;
  };
  const extras = /* @__PURE__ */ new Set();
  for (let i = 0; i < base.length; i++) {
    const lo = base.getLo(i), hi = base.getHi(i), stride = base.getStride(i);
    for (let cp = lo; cp <= hi; cp += stride) {
      let r = simpleFold2(cp);
      while (r !== cp) {
        if (!inBase(r))
          extras.add(r);
        r = simpleFold2(r);
      }
    }
  }
  if (extras.size === 0) {
    _foldCache.set(name, null);
    return null;
  }
  const sorted = Array.from(extras).sort((a, b) => a - b);
  const merged = [];
  for (const cp of sorted) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 === cp)
      last[1] = cp;
    else
      merged.push([cp, cp]);
  }
  const out = new Uint32Array(merged.length * 3);
  for (let i = 0; i < merged.length; i++) {
    out[i * 3] = merged[i][0];
    out[i * 3 + 1] = merged[i][1];
    out[i * 3 + 2] = 1;
  }
  const table = new UnicodeRangeTable(out);
  _foldCache.set(name, table);
  return table;
};
var getUpper = () => {
  const table = buildForProperty("Lu");
  if (table === null) {
    throw new Error("Upper: missing Lu property");
  }
  return table;
};
var UnicodeTables = {
  get CASE_ORBIT() {
    return getCASE_ORBIT();
  },
  STABLE_CATEGORY_NAMES,
  STABLE_SCRIPT_NAMES,
  NEW_SCRIPT_NAMES,
  buildForProperty,
  buildFoldOverlay,
  CATEGORIES: {
    has: (name) => STABLE_CATEGORY_NAMES.has(name),
    get: (name) => buildForProperty(name)
  },
  SCRIPTS: {
    has: (name) => STABLE_SCRIPT_NAMES.has(name) || NEW_SCRIPT_NAMES.has(name),
    get: (name) => buildForProperty(name)
  },
  FOLD_CATEGORIES: {
    has: (name) => STABLE_CATEGORY_NAMES.has(name),
    get: (name) => buildFoldOverlay(name)
  },
  FOLD_SCRIPT: {
    has: (name) => STABLE_SCRIPT_NAMES.has(name) || NEW_SCRIPT_NAMES.has(name),
    get: (name) => buildFoldOverlay(name)
  },
  get Upper() {
    return getUpper();
  },
  // --- Test-only hooks: expose the raw bundled 15.0→16.0 delta and
  // new-in-16.0 script data so tests can verify the generator output.
  // These are not part of the public API.
  _deltaCategoryRanges: (name) => _DELTA_CATEGORIES.get(name),
  _deltaScriptRanges: (name) => _DELTA_SCRIPTS.get(name),
  _newScriptTable: (name) => _NEW_SCRIPTS.get(name)
};

// node_modules/@bufbuild/re2/dist/esm/Unicode.js
var MAX_RUNE = 1114111;
var MAX_ASCII = 127;
var MAX_BMP = 65535;
var MIN_FOLD = 65;
var MAX_FOLD = 125251;
var MIN_HIGH_SURROGATE = 55296;
var MAX_HIGH_SURROGATE = 56319;
var MIN_LOW_SURROGATE = 56320;
var MAX_LOW_SURROGATE = 57343;
var MIN_SUPPLEMENTARY_CODE_POINT = 65536;
function simpleFold(r) {
  const caseOrbit = UnicodeTables.CASE_ORBIT;
  const folded = caseOrbit.get(r);
  if (folded !== void 0) {
    return folded;
  }
  const s = String.fromCodePoint(r);
  const lower = s.toLowerCase();
  if (lower.length === s.length) {
    const lowerCp = lower.codePointAt(0);
    if (lowerCp !== void 0 && lowerCp !== r)
      return lowerCp;
  }
  const upper = s.toUpperCase();
  if (upper.length === s.length) {
    const upperCp = upper.codePointAt(0);
    if (upperCp !== void 0 && upperCp !== r)
      return upperCp;
  }
  return r;
}
function equalsIgnoreCase(r1, r2) {
  if (r1 < 0 || r2 < 0) {
    return false;
  }
  if (r1 === r2) {
    return true;
  }
  if (r1 <= MAX_ASCII && r2 <= MAX_ASCII) {
    if (65 <= r1 && r1 <= 90) {
      r1 |= 32;
    }
    if (65 <= r2 && r2 <= 90) {
      r2 |= 32;
    }
    return r1 === r2;
  }
  for (let r = simpleFold(r1); r !== r1; r = simpleFold(r)) {
    if (r === r2) {
      return true;
    }
  }
  return false;
}

// node_modules/@bufbuild/re2/dist/esm/chars.js
var codePointAtOrThrow = (s, i) => {
  const cp = s.codePointAt(i);
  if (cp === void 0) {
    throw new Error(`codePointAt(${i}) returned undefined for ${JSON.stringify(s)}`);
  }
  return cp;
};

// node_modules/@bufbuild/re2/dist/esm/Utils.js
var METACHARACTERS = "\\.+*?()|[]{}^$";
var EMPTY_BEGIN_LINE = 1;
var EMPTY_END_LINE = 2;
var EMPTY_BEGIN_TEXT = 4;
var EMPTY_END_TEXT = 8;
var EMPTY_WORD_BOUNDARY = 16;
var EMPTY_NO_WORD_BOUNDARY = 32;
function emptyInts() {
  return [];
}
function isalnum(c) {
  return 48 <= c && c <= 57 || 97 <= c && c <= 122 || 65 <= c && c <= 90;
}
function unhex(c) {
  if (48 <= c && c <= 57) {
    return c - 48;
  }
  if (97 <= c && c <= 102) {
    return c - 97 + 10;
  }
  if (65 <= c && c <= 70) {
    return c - 65 + 10;
  }
  return -1;
}
function stringToRunes(str) {
  return Array.from(String(str)).map((s) => codePointAtOrThrow(s, 0));
}
function runeToString(r) {
  return String.fromCodePoint(r);
}
function isWordRune(r) {
  return 97 <= r && r <= 122 || 65 <= r && r <= 90 || 48 <= r && r <= 57 || r === 95;
}
function emptyOpContext(r1, r2) {
  let op = 0;
  if (r1 < 0) {
    op |= EMPTY_BEGIN_TEXT | EMPTY_BEGIN_LINE;
  }
  if (r1 === 10) {
    op |= EMPTY_BEGIN_LINE;
  }
  if (r2 < 0) {
    op |= EMPTY_END_TEXT | EMPTY_END_LINE;
  }
  if (r2 === 10) {
    op |= EMPTY_END_LINE;
  }
  if (isWordRune(r1) !== isWordRune(r2)) {
    op |= EMPTY_WORD_BOUNDARY;
  } else {
    op |= EMPTY_NO_WORD_BOUNDARY;
  }
  return op;
}
function quoteMeta(str) {
  return str.split("").map((s) => {
    if (METACHARACTERS.indexOf(s) >= 0) {
      return `\\${s}`;
    }
    return s;
  }).join("");
}
function charCount(codePoint) {
  return codePoint > MAX_BMP ? 2 : 1;
}

// node_modules/@bufbuild/re2/dist/esm/MachineInput.js
var MachineUTF16Input = class _MachineUTF16Input {
  charSequence;
  start;
  end;
  constructor(charSequence, start = 0, end = charSequence.length) {
    this.charSequence = charSequence;
    this.start = start;
    this.end = end;
  }
  static EOF() {
    return -1 << 3;
  }
  endPos() {
    return this.end;
  }
  hasString(prefilter, pos) {
    const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
    return idx !== -1 && idx <= this.end - prefilter.str.length;
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) {
      return _MachineUTF16Input.EOF();
    }
    const c1 = this.charSequence.charCodeAt(pos);
    if (c1 < MIN_HIGH_SURROGATE || c1 > MAX_HIGH_SURROGATE || pos + 1 >= this.end) {
      return c1 << 3 | 1;
    }
    const c2 = this.charSequence.charCodeAt(pos + 1);
    if (c2 >= MIN_LOW_SURROGATE && c2 <= MAX_LOW_SURROGATE) {
      const rune = (c1 - MIN_HIGH_SURROGATE) * 1024 + (c2 - MIN_LOW_SURROGATE) + MIN_SUPPLEMENTARY_CODE_POINT;
      return rune << 3 | 2;
    }
    return c1 << 3 | 1;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.charSequence.indexOf(re2.prefix, pos);
    return i < 0 ? i : i - pos;
  }
  context(pos) {
    pos += this.start;
    const r1 = pos > 0 && pos <= this.charSequence.length ? this.charSequence.codePointAt(pos - 1) : -1;
    const r2 = pos < this.charSequence.length ? this.charSequence.codePointAt(pos) : -1;
    if (r1 === void 0 || r2 === void 0) {
      throw new Error("invalid state");
    }
    return emptyOpContext(r1, r2);
  }
  prefixLength(re2) {
    return re2.prefix.length;
  }
};
function fromUTF16(charSequence, start = 0, end = charSequence.length) {
  return new MachineUTF16Input(charSequence, start, end);
}

// node_modules/@bufbuild/re2/dist/esm/Inst.js
var Inst = class _Inst {
  static ALT = 1;
  static ALT_MATCH = 2;
  static CAPTURE = 3;
  static EMPTY_WIDTH = 4;
  static FAIL = 5;
  static MATCH = 6;
  static NOP = 7;
  static RUNE = 8;
  static RUNE1 = 9;
  static RUNE_ANY = 10;
  static RUNE_ANY_NOT_NL = 11;
  op;
  out;
  arg;
  runes;
  static isRuneOp(op) {
    return _Inst.RUNE <= op && op <= _Inst.RUNE_ANY_NOT_NL;
  }
  constructor(op) {
    this.op = op;
    this.out = 0;
    this.arg = 0;
    this.runes = [];
  }
  // MatchRune returns true if the instruction matches (and consumes) r.
  // It should only be called when op is a rune op.
  matchRune(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & FOLD_CASE) !== 0) {
        return equalsIgnoreCase(r0, r);
      }
      return r === r0;
    }
    const len = this.runes.length;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) {
          return false;
        }
        if (r <= this.runes[j + 1]) {
          return true;
        }
      }
      return false;
    }
    let lo = 0;
    let hi = this.runes.length / 2 | 0;
    while (lo < hi) {
      const m = lo + hi >> 1;
      const c = this.runes[2 * m];
      if (c <= r) {
        if (r <= this.runes[2 * m + 1]) {
          return true;
        }
        lo = m + 1;
      } else {
        hi = m;
      }
    }
    return false;
  }
};

// node_modules/@bufbuild/re2/dist/esm/DFA.js
var hashPCs = (pcs) => {
  let h = -2128831035;
  for (let i = 0; i < pcs.length; i++) {
    h ^= pcs[i];
    h = Math.imul(h, 16777619);
  }
  return h;
};
var arraysEqual = (a, b) => {
  if (a.length !== b.length)
    return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i])
      return false;
  }
  return true;
};
var DFAState = class {
  nfaStates;
  isMatch;
  hasEmptyWidth;
  matchIDs;
  nextAscii;
  nextMap;
  constructor(nfaStates, isMatch, hasEmptyWidth, matchIDs = []) {
    this.nfaStates = nfaStates;
    this.isMatch = isMatch;
    this.hasEmptyWidth = hasEmptyWidth;
    this.matchIDs = matchIDs;
    this.nextAscii = new Array(MAX_ASCII + 1).fill(null);
    this.nextMap = /* @__PURE__ */ new Map();
  }
};
var DFA = class _DFA {
  prog;
  stateCache;
  stateCount;
  startState;
  stateLimit;
  cacheClears;
  failed;
  static MAX_CACHE_CLEARS = 5;
  constructor(prog) {
    this.prog = prog;
    this.stateCache = /* @__PURE__ */ new Map();
    this.stateCount = 0;
    this.startState = null;
    this.stateLimit = 1e4;
    this.cacheClears = 0;
    this.failed = false;
  }
  // Follows epsilon transitions to find all reachable states without consuming a char.
  // Stops at EMPTY_WIDTH (includes the PC but does not follow through).
  computeClosure(pcs) {
    const closure = /* @__PURE__ */ new Set();
    const stack = [...pcs];
    let isMatch = false;
    let hasEmptyWidth = false;
    const matchIDs = [];
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === void 0) {
        throw new Error("invalid state");
      }
      if (closure.has(pc))
        continue;
      closure.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.MATCH:
          isMatch = true;
          if (!matchIDs.includes(inst.arg))
            matchIDs.push(inst.arg);
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          hasEmptyWidth = true;
          break;
      }
    }
    const sortedPCs = Int32Array.from(closure).sort();
    matchIDs.sort((a, b) => a - b);
    return { pcs: sortedPCs, isMatch, hasEmptyWidth, matchIDs };
  }
  // Resolve EMPTY_WIDTH PCs using the given context.
  // Returns { resolvedPCs: Set<number>, isMatch: boolean }
  resolveEmptyWidth(nfaStates, context) {
    const resolved = /* @__PURE__ */ new Set();
    const stack = [];
    let isMatch = false;
    for (let i = 0; i < nfaStates.length; i++) {
      const pc = nfaStates[i];
      const inst = this.prog.getInst(pc);
      if (inst.op === Inst.EMPTY_WIDTH) {
        if ((inst.arg & ~context) === 0) {
          stack.push(inst.out);
        }
      } else {
        resolved.add(pc);
        if (inst.op === Inst.MATCH) {
          isMatch = true;
        }
      }
    }
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === void 0) {
        throw new Error("invalid state");
      }
      if (resolved.has(pc))
        continue;
      resolved.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.MATCH:
          isMatch = true;
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~context) === 0) {
            stack.push(inst.out);
          }
          break;
      }
    }
    return { resolvedPCs: resolved, isMatch };
  }
  getState(pcs) {
    const closureResult = this.computeClosure(pcs);
    const sortedPCs = closureResult.pcs;
    const hash = hashPCs(sortedPCs);
    let bucket = this.stateCache.get(hash);
    if (bucket) {
      for (let i = 0; i < bucket.length; i++) {
        const state2 = bucket[i];
        if (arraysEqual(state2.nfaStates, sortedPCs)) {
          return state2;
        }
      }
    } else {
      bucket = [];
      this.stateCache.set(hash, bucket);
    }
    if (this.failed)
      return null;
    if (this.stateCount >= this.stateLimit) {
      this.stateCache.clear();
      this.stateCount = 0;
      this.startState = null;
      this.cacheClears++;
      if (this.cacheClears >= _DFA.MAX_CACHE_CLEARS) {
        this.failed = true;
      }
      return null;
    }
    const state = new DFAState(sortedPCs, closureResult.isMatch, closureResult.hasEmptyWidth, closureResult.matchIDs);
    bucket.push(state);
    this.stateCount++;
    return state;
  }
  // Compute the next DFA state given a current state, a character, and context.
  // Context is needed only when the state has EMPTY_WIDTH PCs.
  step(state, charCode, anchor, context) {
    let cacheKey = 0;
    if (state.hasEmptyWidth) {
      cacheKey = charCode * 128 + (context & 63) * 2 + (anchor === UNANCHORED ? 0 : 1);
      const cached = state.nextMap.get(cacheKey);
      if (cached !== void 0 || state.nextMap.has(cacheKey)) {
        return cached ?? null;
      }
    } else {
      if (anchor === UNANCHORED && charCode <= MAX_ASCII) {
        const next = state.nextAscii[charCode];
        if (next !== null) {
          return next;
        }
      } else {
        cacheKey = charCode + (anchor === UNANCHORED ? 0 : MAX_RUNE + 1);
        const cached = state.nextMap.get(cacheKey);
        if (cached !== void 0 || state.nextMap.has(cacheKey)) {
          return cached ?? null;
        }
      }
    }
    let activePCs;
    if (state.hasEmptyWidth) {
      const { resolvedPCs } = this.resolveEmptyWidth(state.nfaStates, context);
      activePCs = resolvedPCs;
    } else {
      activePCs = state.nfaStates;
    }
    const nextPCs = [];
    const iterPCs = activePCs instanceof Set ? activePCs : state.nfaStates;
    for (const pc of iterPCs) {
      const inst = this.prog.getInst(pc);
      if (Inst.isRuneOp(inst.op) && inst.matchRune(charCode)) {
        nextPCs.push(inst.out);
      }
    }
    if (anchor === UNANCHORED) {
      nextPCs.push(this.prog.start);
    }
    const nextState = this.getState(nextPCs);
    if (state.hasEmptyWidth) {
      state.nextMap.set(cacheKey, nextState);
    } else if (anchor === UNANCHORED && charCode <= MAX_ASCII) {
      state.nextAscii[charCode] = nextState;
    } else {
      cacheKey = charCode + (anchor === UNANCHORED ? 0 : MAX_RUNE + 1);
      state.nextMap.set(cacheKey, nextState);
    }
    return nextState;
  }
  // The hot loop: Execute the Lazy DFA
  match(input, pos, anchor) {
    if (!this.startState) {
      this.startState = this.getState([this.prog.start]);
      if (!this.startState)
        return null;
    }
    const endPos = input.endPos();
    let currentState = this.startState;
    let prevRune = -1;
    if (pos > 0) {
      const r = input.step(pos - 1) >> 3;
      if (r >= 0)
        prevRune = r;
    }
    if (currentState.isMatch) {
      if (anchor === ANCHOR_BOTH) {
        if (pos === endPos)
          return true;
      } else {
        return true;
      }
    }
    let i = pos;
    while (i < endPos) {
      const r = input.step(i);
      const rune = r >> 3;
      const width = r & 7;
      if (width === 0)
        break;
      const context = emptyOpContext(prevRune, rune);
      if (currentState.hasEmptyWidth) {
        const { isMatch } = this.resolveEmptyWidth(currentState.nfaStates, context);
        if (isMatch) {
          if (anchor === ANCHOR_BOTH) {
          } else {
            return true;
          }
        }
      }
      if (!currentState.hasEmptyWidth && anchor === UNANCHORED && rune <= MAX_ASCII) {
        currentState = currentState.nextAscii[rune] || this.step(currentState, rune, anchor, context);
      } else {
        currentState = this.step(currentState, rune, anchor, context);
      }
      if (currentState === null)
        return null;
      if (currentState.isMatch) {
        if (anchor === ANCHOR_BOTH) {
          if (i + width === endPos)
            return true;
        } else {
          return true;
        }
      }
      if (currentState.nfaStates.length === 0) {
        if (anchor !== UNANCHORED)
          return false;
      }
      prevRune = rune;
      i += width;
    }
    if (currentState.hasEmptyWidth) {
      const endContext = emptyOpContext(prevRune, -1);
      const { isMatch } = this.resolveEmptyWidth(currentState.nfaStates, endContext);
      if (isMatch)
        return true;
    }
    return false;
  }
};

// node_modules/@bufbuild/re2/dist/esm/Regexp.js
var Regexp = class _Regexp {
  static Op = {
    NO_MATCH: 0,
    EMPTY_MATCH: 1,
    LITERAL: 2,
    CHAR_CLASS: 3,
    ANY_CHAR_NOT_NL: 4,
    ANY_CHAR: 5,
    BEGIN_LINE: 6,
    END_LINE: 7,
    BEGIN_TEXT: 8,
    END_TEXT: 9,
    WORD_BOUNDARY: 10,
    NO_WORD_BOUNDARY: 11,
    CAPTURE: 12,
    STAR: 13,
    PLUS: 14,
    QUEST: 15,
    REPEAT: 16,
    CONCAT: 17,
    ALTERNATE: 18,
    LEFT_PAREN: 19,
    VERTICAL_BAR: 20
  };
  static isPseudoOp(op) {
    return op >= _Regexp.Op.LEFT_PAREN;
  }
  static emptySubs() {
    return [];
  }
  static fromRegexp(re) {
    const regex = new _Regexp(re.op);
    regex.flags = re.flags;
    regex.subs = re.subs;
    regex.runes = re.runes;
    regex.cap = re.cap;
    regex.min = re.min;
    regex.max = re.max;
    regex.name = re.name;
    regex.namedGroups = re.namedGroups;
    return regex;
  }
  op;
  flags;
  subs;
  runes;
  min;
  max;
  cap;
  name;
  namedGroups;
  constructor(op) {
    this.op = op;
    this.flags = 0;
    this.subs = _Regexp.emptySubs();
    this.runes = [];
    this.min = 0;
    this.max = 0;
    this.cap = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ new Map();
  }
  reinit() {
    this.flags = 0;
    this.subs = _Regexp.emptySubs();
    this.runes = [];
    this.cap = 0;
    this.min = 0;
    this.max = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ new Map();
  }
  // maxCap() walks the regexp to find the maximum capture index.
  maxCap() {
    let m = 0;
    if (this.op === _Regexp.Op.CAPTURE) {
      m = this.cap;
    }
    if (this.subs !== null) {
      for (let sub of this.subs) {
        const n = sub.maxCap();
        if (m < n) {
          m = n;
        }
      }
    }
    return m;
  }
};

// node_modules/@bufbuild/re2/dist/esm/Prefilter.js
var Prefilter = class _Prefilter {
  type;
  subs;
  str;
  static Type = { NONE: 0, EXACT: 1, AND: 2, OR: 3 };
  constructor(type) {
    this.type = type;
    this.subs = [];
    this.str = "";
  }
  eval(input, pos) {
    switch (this.type) {
      case _Prefilter.Type.NONE:
        return true;
      case _Prefilter.Type.EXACT:
        return input.hasString(this, pos);
      case _Prefilter.Type.AND:
        for (let i = 0; i < this.subs.length; i++) {
          if (!this.subs[i].eval(input, pos))
            return false;
        }
        return true;
      case _Prefilter.Type.OR:
        for (let i = 0; i < this.subs.length; i++) {
          if (this.subs[i].eval(input, pos))
            return true;
        }
        return false;
      default:
        return true;
    }
  }
};
var fromRegexp = (re) => {
  if (!re)
    return new Prefilter(Prefilter.Type.NONE);
  switch (re.op) {
    case Regexp.Op.NO_MATCH:
    case Regexp.Op.EMPTY_MATCH:
    case Regexp.Op.BEGIN_LINE:
    case Regexp.Op.END_LINE:
    case Regexp.Op.BEGIN_TEXT:
    case Regexp.Op.END_TEXT:
    case Regexp.Op.WORD_BOUNDARY:
    case Regexp.Op.NO_WORD_BOUNDARY:
    case Regexp.Op.CHAR_CLASS:
    case Regexp.Op.ANY_CHAR_NOT_NL:
    case Regexp.Op.ANY_CHAR: {
      return new Prefilter(Prefilter.Type.NONE);
    }
    case Regexp.Op.LITERAL: {
      if (re.runes.length === 0 || (re.flags & FOLD_CASE) !== 0) {
        return new Prefilter(Prefilter.Type.NONE);
      }
      const pf = new Prefilter(Prefilter.Type.EXACT);
      let str = "";
      for (let i = 0; i < re.runes.length; i++) {
        str += String.fromCodePoint(re.runes[i]);
      }
      pf.str = str;
      return pf;
    }
    case Regexp.Op.CAPTURE:
    case Regexp.Op.PLUS: {
      return fromRegexp(re.subs[0]);
    }
    case Regexp.Op.REPEAT: {
      if (re.min >= 1) {
        return fromRegexp(re.subs[0]);
      }
      return new Prefilter(Prefilter.Type.NONE);
    }
    case Regexp.Op.CONCAT: {
      const pf = new Prefilter(Prefilter.Type.AND);
      for (const sub of re.subs) {
        pf.subs.push(fromRegexp(sub));
      }
      return pf;
    }
    case Regexp.Op.ALTERNATE: {
      const pf = new Prefilter(Prefilter.Type.OR);
      for (const sub of re.subs) {
        pf.subs.push(fromRegexp(sub));
      }
      return pf;
    }
    default:
      return new Prefilter(Prefilter.Type.NONE);
  }
};
var simplify = (pf) => {
  if (pf.type === Prefilter.Type.EXACT || pf.type === Prefilter.Type.NONE) {
    return pf;
  }
  if (pf.type === Prefilter.Type.AND) {
    const newSubs = [];
    for (const sub of pf.subs) {
      const s = simplify(sub);
      if (s.type !== Prefilter.Type.NONE) {
        if (s.type === Prefilter.Type.AND) {
          newSubs.push(...s.subs);
        } else {
          newSubs.push(s);
        }
      }
    }
    if (newSubs.length === 0)
      return new Prefilter(Prefilter.Type.NONE);
    if (newSubs.length === 1)
      return newSubs[0];
    pf.subs = newSubs;
    return pf;
  }
  if (pf.type === Prefilter.Type.OR) {
    const newSubs = [];
    for (const sub of pf.subs) {
      const s = simplify(sub);
      if (s.type === Prefilter.Type.NONE) {
        return new Prefilter(Prefilter.Type.NONE);
      }
      if (s.type === Prefilter.Type.OR) {
        newSubs.push(...s.subs);
      } else {
        newSubs.push(s);
      }
    }
    if (newSubs.length === 0)
      return new Prefilter(Prefilter.Type.NONE);
    if (newSubs.length === 1)
      return newSubs[0];
    const seen = /* @__PURE__ */ new Set();
    const uniqueSubs = [];
    for (const sub of newSubs) {
      if (sub.type === Prefilter.Type.EXACT) {
        if (!seen.has(sub.str)) {
          seen.add(sub.str);
          uniqueSubs.push(sub);
        }
      } else {
        uniqueSubs.push(sub);
      }
    }
    pf.subs = uniqueSubs;
    return pf;
  }
  return pf;
};
var PrefilterTree = {
  build: (re) => simplify(fromRegexp(re))
};

// node_modules/@bufbuild/re2/dist/esm/Prog.js
var PatchList = class {
  head;
  tail;
  /**
   * @param {number} head - Encoded pointer to the start of the patch list.
   * @param {number} tail - Encoded pointer to the end of the patch list.
   */
  constructor(head = 0, tail = 0) {
    this.head = head;
    this.tail = tail;
  }
};
var Prog = class {
  inst;
  start;
  numCap;
  constructor() {
    this.inst = [];
    this.start = 0;
    this.numCap = 2;
  }
  // Returns the instruction at the specified pc.
  // Precondition: pc > 0 && pc < numInst().
  getInst(pc) {
    return this.inst[pc];
  }
  // Returns the number of instructions in this program.
  numInst() {
    return this.inst.length;
  }
  // Adds a new instruction to this program, with operator |op| and |pc| equal
  // to |numInst()|.
  addInst(op) {
    this.inst.push(new Inst(op));
  }
  // skipNop() follows any no-op or capturing instructions and returns the
  // resulting instruction.
  skipNop(pc) {
    let i = this.inst[pc];
    while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
      i = this.inst[pc];
      pc = i.out;
    }
    return i;
  }
  // prefix() returns a pair of a literal string that all matches for the
  // regexp must start with, and a boolean which is true if the prefix is the
  // entire match.  The string is returned by appending to |prefix|.
  prefix() {
    let prefix = "";
    let i = this.skipNop(this.start);
    if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) {
      return [i.op === Inst.MATCH, prefix];
    }
    while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & FOLD_CASE) === 0) {
      prefix += String.fromCodePoint(i.runes[0]);
      i = this.skipNop(i.out);
    }
    return [i.op === Inst.MATCH, prefix];
  }
  // startCond() returns the leading empty-width conditions that must be true
  // in any match.  It returns -1 (all bits set) if no matches are possible.
  startCond() {
    let flag = 0;
    let pc = this.start;
    loop: for (; ; ) {
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.EMPTY_WIDTH:
          flag |= i.arg;
          break;
        case Inst.FAIL:
          return -1;
        case Inst.CAPTURE:
        case Inst.NOP:
          break;
        default:
          break loop;
      }
      pc = i.out;
    }
    return flag;
  }
  // --- Patch list ---
  // A patchlist is a list of instruction pointers that need to be filled in
  // (patched).  Because the pointers haven't been filled in yet, we can reuse
  // their storage to hold the list.  It's kind of sleazy, but works well in
  // practice.  See http://swtch.com/~rsc/regexp/regexp1.html for inspiration.
  // These aren't really pointers: they're integers, so we can reinterpret them
  // this way without using package unsafe.  A value l denotes p.inst[l>>1].out
  // (l&1==0) or .arg (l&1==1).  l == 0 denotes the empty list, okay because we
  // start every program with a fail instruction, so we'll never want to point
  // at its output link.
  next(l) {
    const i = this.inst[l >> 1];
    if ((l & 1) === 0) {
      return i.out;
    }
    return i.arg;
  }
  patch(l, val) {
    let head = l.head;
    while (head !== 0) {
      const i = this.inst[head >> 1];
      if ((head & 1) === 0) {
        head = i.out;
        i.out = val;
      } else {
        head = i.arg;
        i.arg = val;
      }
    }
  }
  append(l1, l2) {
    if (l1.head === 0)
      return l2;
    if (l2.head === 0)
      return l1;
    const i = this.inst[l1.tail >> 1];
    if ((l1.tail & 1) === 0) {
      i.out = l2.head;
    } else {
      i.arg = l2.head;
    }
    return new PatchList(l1.head, l2.tail);
  }
};

// node_modules/@bufbuild/re2/dist/esm/exceptions.js
var RE2JSException = class extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSException";
  }
};
var RE2JSSyntaxException = class extends RE2JSException {
  error;
  input;
  /**
   * @param {string} error
   * @param {string|null} [input=null]
   */
  constructor(error, input = null) {
    let message = `error parsing regexp: ${error}`;
    if (input) {
      message += `: \`${input}\``;
    }
    super(message);
    this.name = "RE2JSSyntaxException";
    this.message = message;
    this.error = error;
    this.input = input;
  }
  /**
   * Retrieves the description of the error.
   * @returns {string}
   */
  getDescription() {
    return this.error;
  }
  /**
   * Retrieves the erroneous regular-expression pattern.
   * @returns {string|null}
   */
  getPattern() {
    return this.input;
  }
};
var RE2JSCompileException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSCompileException";
  }
};
var RE2JSFlagsException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSFlagsException";
  }
};

// node_modules/@bufbuild/re2/dist/esm/Compiler.js
var Frag = class {
  i;
  out;
  nullable;
  constructor(i = 0, out = new PatchList(), nullable = false) {
    this.i = i;
    this.out = out;
    this.nullable = nullable;
  }
};
var Compiler = class _Compiler {
  prog;
  static ANY_RUNE_NOT_NL() {
    return [0, 10 - 1, 10 + 1, MAX_RUNE];
  }
  static ANY_RUNE() {
    return [0, MAX_RUNE];
  }
  static compileRegexp(re) {
    const c = new _Compiler();
    const f = c.compile(re);
    c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
    c.prog.start = f.i;
    return c.prog;
  }
  constructor() {
    this.prog = new Prog();
    this.newInst(Inst.FAIL);
  }
  newInst(op) {
    this.prog.addInst(op);
    return new Frag(this.prog.numInst() - 1, new PatchList(), true);
  }
  // Returns a no-op fragment.  Sometimes unavoidable.
  nop() {
    const f = this.newInst(Inst.NOP);
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  fail() {
    return new Frag();
  }
  // Given fragment a, returns (a) capturing as \n.
  // Given a fragment a, returns a fragment with capturing parens around a.
  cap(arg) {
    const f = this.newInst(Inst.CAPTURE);
    f.out = new PatchList(f.i << 1, f.i << 1);
    this.prog.getInst(f.i).arg = arg;
    if (this.prog.numCap < arg + 1) {
      this.prog.numCap = arg + 1;
    }
    return f;
  }
  // Given fragments a and b, returns ab; a|b
  cat(f1, f2) {
    if (f1.i === 0 || f2.i === 0) {
      return this.fail();
    }
    this.prog.patch(f1.out, f2.i);
    return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
  }
  // Given fragments for a and b, returns fragment for a|b.
  alt(f1, f2) {
    if (f1.i === 0) {
      return f2;
    }
    if (f2.i === 0) {
      return f1;
    }
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    i.out = f1.i;
    i.arg = f2.i;
    f.out = this.prog.append(f1.out, f2.out);
    f.nullable = f1.nullable || f2.nullable;
    return f;
  }
  // loop returns the fragment for the main loop of a plus or star.
  // For plus, it can be used directly. with f1.i as the entry.
  // For star, it can be used directly when f1 can't match an empty string.
  // (When f1 can match an empty string, f1* must be implemented as (f1+)?
  // to get the priority match order correct.)
  loop(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    this.prog.patch(f1.out, f.i);
    return f;
  }
  // Given a fragment for a, returns a fragment for a? or a?? (if nongreedy)
  quest(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    f.out = this.prog.append(f.out, f1.out);
    return f;
  }
  // Given a fragment a, returns a fragment for a* or a*? (if nongreedy)
  star(f1, nongreedy) {
    if (f1.nullable) {
      return this.quest(this.plus(f1, nongreedy), nongreedy);
    }
    return this.loop(f1, nongreedy);
  }
  // Given a fragment for a, returns a fragment for a+ or a+? (if nongreedy)
  plus(f1, nongreedy) {
    return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
  }
  // op is a bitmask of EMPTY_* flags.
  empty(op) {
    const f = this.newInst(Inst.EMPTY_WIDTH);
    this.prog.getInst(f.i).arg = op;
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  // flags : parser flags
  rune(runes, flags) {
    const f = this.newInst(Inst.RUNE);
    f.nullable = false;
    const i = this.prog.getInst(f.i);
    i.runes = runes;
    flags &= FOLD_CASE;
    if (runes.length !== 1 || simpleFold(runes[0]) === runes[0]) {
      flags &= ~FOLD_CASE;
    }
    i.arg = flags;
    f.out = new PatchList(f.i << 1, f.i << 1);
    if ((flags & FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) {
      i.op = Inst.RUNE1;
    } else if (runes.length === 2 && runes[0] === 0 && runes[1] === MAX_RUNE) {
      i.op = Inst.RUNE_ANY;
    } else if (runes.length === 4 && runes[0] === 0 && runes[1] === 10 - 1 && runes[2] === 10 + 1 && runes[3] === MAX_RUNE) {
      i.op = Inst.RUNE_ANY_NOT_NL;
    }
    return f;
  }
  compile(re) {
    switch (re.op) {
      case Regexp.Op.NO_MATCH:
        return this.fail();
      case Regexp.Op.EMPTY_MATCH:
        return this.nop();
      case Regexp.Op.LITERAL:
        if (re.runes.length === 0) {
          return this.nop();
        }
        let f = null;
        for (let r of re.runes) {
          const f1 = this.rune([r], re.flags);
          f = f === null ? f1 : this.cat(f, f1);
        }
        return f;
      case Regexp.Op.CHAR_CLASS:
        return this.rune(re.runes, re.flags);
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return this.rune(_Compiler.ANY_RUNE_NOT_NL(), 0);
      case Regexp.Op.ANY_CHAR:
        return this.rune(_Compiler.ANY_RUNE(), 0);
      case Regexp.Op.BEGIN_LINE:
        return this.empty(EMPTY_BEGIN_LINE);
      case Regexp.Op.END_LINE:
        return this.empty(EMPTY_END_LINE);
      case Regexp.Op.BEGIN_TEXT:
        return this.empty(EMPTY_BEGIN_TEXT);
      case Regexp.Op.END_TEXT:
        return this.empty(EMPTY_END_TEXT);
      case Regexp.Op.WORD_BOUNDARY:
        return this.empty(EMPTY_WORD_BOUNDARY);
      case Regexp.Op.NO_WORD_BOUNDARY:
        return this.empty(EMPTY_NO_WORD_BOUNDARY);
      case Regexp.Op.CAPTURE: {
        const bra = this.cap(re.cap << 1);
        const sub = this.compile(re.subs[0]);
        const ket = this.cap(re.cap << 1 | 1);
        return this.cat(this.cat(bra, sub), ket);
      }
      case Regexp.Op.STAR:
        return this.star(this.compile(re.subs[0]), (re.flags & NON_GREEDY) !== 0);
      case Regexp.Op.PLUS:
        return this.plus(this.compile(re.subs[0]), (re.flags & NON_GREEDY) !== 0);
      case Regexp.Op.QUEST:
        return this.quest(this.compile(re.subs[0]), (re.flags & NON_GREEDY) !== 0);
      case Regexp.Op.CONCAT: {
        if (re.subs.length === 0) {
          return this.nop();
        }
        let f2 = null;
        for (let sub of re.subs) {
          const f1 = this.compile(sub);
          f2 = f2 === null ? f1 : this.cat(f2, f1);
        }
        if (f2 === null) {
          throw new Error("invalid frag");
        }
        return f2;
      }
      case Regexp.Op.ALTERNATE: {
        if (re.subs.length === 0) {
          return this.nop();
        }
        let f2 = null;
        for (let sub of re.subs) {
          const f1 = this.compile(sub);
          f2 = f2 === null ? f1 : this.alt(f2, f1);
        }
        if (f2 === null) {
          throw new Error("invalid frag");
        }
        return f2;
      }
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
};

// node_modules/@bufbuild/re2/dist/esm/Simplify.js
function simplify2(re) {
  switch (re.op) {
    case Regexp.Op.CAPTURE: {
      const sub = simplify2(re.subs[0]);
      if (sub !== re.subs[0]) {
        const nre = Regexp.fromRegexp(re);
        nre.runes = [];
        nre.subs = [sub];
        return nre;
      }
      return re;
    }
    case Regexp.Op.CONCAT:
    case Regexp.Op.ALTERNATE: {
      const newSubs = [];
      let changed = false;
      for (let i = 0; i < re.subs.length; i++) {
        const sub = re.subs[i];
        const nsub = simplify2(sub);
        if (nsub !== sub) {
          changed = true;
        }
        if (re.op === Regexp.Op.CONCAT) {
          if (nsub.op === Regexp.Op.NO_MATCH) {
            return new Regexp(Regexp.Op.NO_MATCH);
          }
          if (nsub.op === Regexp.Op.EMPTY_MATCH) {
            changed = true;
            continue;
          }
          if (nsub.op === Regexp.Op.CONCAT) {
            changed = true;
            newSubs.push(...nsub.subs);
            continue;
          }
        } else if (re.op === Regexp.Op.ALTERNATE) {
          if (nsub.op === Regexp.Op.NO_MATCH) {
            changed = true;
            continue;
          }
          if (nsub.op === Regexp.Op.ALTERNATE) {
            changed = true;
            newSubs.push(...nsub.subs);
            continue;
          }
        }
        newSubs.push(nsub);
      }
      if (changed) {
        if (newSubs.length === 0) {
          return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
        }
        if (newSubs.length === 1) {
          return newSubs[0];
        }
        const nre = Regexp.fromRegexp(re);
        nre.runes = [];
        nre.subs = newSubs;
        return nre;
      }
      return re;
    }
    case Regexp.Op.CHAR_CLASS: {
      if (re.runes === null)
        return re;
      if (re.runes.length === 0) {
        return new Regexp(Regexp.Op.NO_MATCH);
      }
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === MAX_RUNE) {
        return new Regexp(Regexp.Op.ANY_CHAR);
      }
      if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === 10 - 1 && re.runes[2] === 10 + 1 && re.runes[3] === MAX_RUNE) {
        return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
      }
      return re;
    }
    case Regexp.Op.STAR:
    case Regexp.Op.PLUS:
    case Regexp.Op.QUEST: {
      const sub = simplify2(re.subs[0]);
      return simplify1(re.op, re.flags, sub, re);
    }
    case Regexp.Op.REPEAT: {
      if (re.min === 0 && re.max === 0) {
        return new Regexp(Regexp.Op.EMPTY_MATCH);
      }
      const sub = simplify2(re.subs[0]);
      if (re.max === -1) {
        if (re.min === 0) {
          return simplify1(Regexp.Op.STAR, re.flags, sub, null);
        }
        if (re.min === 1) {
          return simplify1(Regexp.Op.PLUS, re.flags, sub, null);
        }
        const nre = new Regexp(Regexp.Op.CONCAT);
        const subs = [];
        for (let i = 0; i < re.min - 1; i++) {
          subs.push(sub);
        }
        subs.push(simplify1(Regexp.Op.PLUS, re.flags, sub, null));
        nre.subs = subs.slice(0);
        return simplify2(nre);
      }
      if (re.min === 1 && re.max === 1) {
        return sub;
      }
      let prefixSubs = null;
      if (re.min > 0) {
        prefixSubs = [];
        for (let i = 0; i < re.min; i++) {
          prefixSubs.push(sub);
        }
      }
      if (re.max > re.min) {
        let suffix = simplify1(Regexp.Op.QUEST, re.flags, sub, null);
        for (let i = re.min + 1; i < re.max; i++) {
          const nre2 = new Regexp(Regexp.Op.CONCAT);
          nre2.subs = [sub, suffix];
          suffix = simplify1(Regexp.Op.QUEST, re.flags, nre2, null);
        }
        if (prefixSubs === null) {
          return suffix;
        }
        prefixSubs.push(suffix);
      }
      if (prefixSubs !== null) {
        const prefix = new Regexp(Regexp.Op.CONCAT);
        prefix.subs = prefixSubs.slice(0);
        return simplify2(prefix);
      }
      return new Regexp(Regexp.Op.NO_MATCH);
    }
  }
  return re;
}
function simplify1(op, flags, sub, re) {
  if (sub.op === Regexp.Op.EMPTY_MATCH) {
    return sub;
  }
  if (sub.op === Regexp.Op.NO_MATCH) {
    if (op === Regexp.Op.PLUS)
      return sub;
    return new Regexp(Regexp.Op.EMPTY_MATCH);
  }
  if (op === sub.op && (flags & NON_GREEDY) === (sub.flags & NON_GREEDY)) {
    return sub;
  }
  if (re !== null && re.op === op && (re.flags & NON_GREEDY) === (flags & NON_GREEDY) && sub === re.subs[0]) {
    return re;
  }
  const nre = new Regexp(op);
  nre.flags = flags;
  nre.subs = [sub];
  return nre;
}

// node_modules/@bufbuild/re2/dist/esm/CharGroup.js
var CharGroup = class {
  sign;
  cls;
  constructor(sign, cls) {
    this.sign = sign;
    this.cls = cls;
  }
};
var code1 = [48, 57];
var code2 = [9, 10, 12, 13, 32, 32];
var code3 = [48, 57, 65, 90, 95, 95, 97, 122];
var _PERL_GROUPS = null;
var getPerlGroups = () => {
  if (!_PERL_GROUPS) {
    _PERL_GROUPS = /* @__PURE__ */ new Map([
      ["\\d", new CharGroup(1, code1)],
      ["\\D", new CharGroup(-1, code1)],
      ["\\s", new CharGroup(1, code2)],
      ["\\S", new CharGroup(-1, code2)],
      ["\\w", new CharGroup(1, code3)],
      ["\\W", new CharGroup(-1, code3)]
    ]);
  }
  return _PERL_GROUPS;
};
var code4 = [48, 57, 65, 90, 97, 122];
var code5 = [65, 90, 97, 122];
var code6 = [0, 127];
var code7 = [9, 9, 32, 32];
var code8 = [0, 31, 127, 127];
var code9 = [48, 57];
var code10 = [33, 126];
var code11 = [97, 122];
var code12 = [32, 126];
var code13 = [33, 47, 58, 64, 91, 96, 123, 126];
var code14 = [9, 13, 32, 32];
var code15 = [65, 90];
var code16 = [48, 57, 65, 90, 95, 95, 97, 122];
var code17 = [48, 57, 65, 70, 97, 102];
var _POSIX_GROUPS = null;
var getPosixGroups = () => {
  if (!_POSIX_GROUPS) {
    _POSIX_GROUPS = /* @__PURE__ */ new Map([
      ["[:alnum:]", new CharGroup(1, code4)],
      ["[:^alnum:]", new CharGroup(-1, code4)],
      ["[:alpha:]", new CharGroup(1, code5)],
      ["[:^alpha:]", new CharGroup(-1, code5)],
      ["[:ascii:]", new CharGroup(1, code6)],
      ["[:^ascii:]", new CharGroup(-1, code6)],
      ["[:blank:]", new CharGroup(1, code7)],
      ["[:^blank:]", new CharGroup(-1, code7)],
      ["[:cntrl:]", new CharGroup(1, code8)],
      ["[:^cntrl:]", new CharGroup(-1, code8)],
      ["[:digit:]", new CharGroup(1, code9)],
      ["[:^digit:]", new CharGroup(-1, code9)],
      ["[:graph:]", new CharGroup(1, code10)],
      ["[:^graph:]", new CharGroup(-1, code10)],
      ["[:lower:]", new CharGroup(1, code11)],
      ["[:^lower:]", new CharGroup(-1, code11)],
      ["[:print:]", new CharGroup(1, code12)],
      ["[:^print:]", new CharGroup(-1, code12)],
      ["[:punct:]", new CharGroup(1, code13)],
      ["[:^punct:]", new CharGroup(-1, code13)],
      ["[:space:]", new CharGroup(1, code14)],
      ["[:^space:]", new CharGroup(-1, code14)],
      ["[:upper:]", new CharGroup(1, code15)],
      ["[:^upper:]", new CharGroup(-1, code15)],
      ["[:word:]", new CharGroup(1, code16)],
      ["[:^word:]", new CharGroup(-1, code16)],
      ["[:xdigit:]", new CharGroup(1, code17)],
      ["[:^xdigit:]", new CharGroup(-1, code17)]
    ]);
  }
  return _POSIX_GROUPS;
};

// node_modules/@bufbuild/re2/dist/esm/CharClass.js
var CharClass = class _CharClass {
  // cmp() returns the ordering of the pair (a[i], a[i+1]) relative to
  // (pivotFrom, pivotTo), where the first component of the pair (lo) is
  // ordered naturally and the second component (hi) is in reverse order.
  static cmp(array, i, pivotFrom, pivotTo) {
    const cmp = array[i] - pivotFrom;
    return cmp !== 0 ? cmp : pivotTo - array[i + 1];
  }
  // qsortIntPair() quicksorts pairs of ints in |array| according to lt().
  // Precondition: |left|, |right|, |this.len| must all be even; |this.len > 1|.
  static qsortIntPair(array, left, right) {
    const pivotIndex = ((left + right) / 2 | 0) & ~1;
    const pivotFrom = array[pivotIndex];
    const pivotTo = array[pivotIndex + 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (i < right && _CharClass.cmp(array, i, pivotFrom, pivotTo) < 0) {
        i += 2;
      }
      while (j > left && _CharClass.cmp(array, j, pivotFrom, pivotTo) > 0) {
        j -= 2;
      }
      if (i <= j) {
        if (i !== j) {
          let temp = array[i];
          array[i] = array[j];
          array[j] = temp;
          temp = array[i + 1];
          array[i + 1] = array[j + 1];
          array[j + 1] = temp;
        }
        i += 2;
        j -= 2;
      }
    }
    if (left < j) {
      _CharClass.qsortIntPair(array, left, j);
    }
    if (i < right) {
      _CharClass.qsortIntPair(array, i, right);
    }
  }
  r;
  len;
  constructor(r = emptyInts()) {
    this.r = r;
    this.len = r.length;
  }
  // Returns the character class as an int array.  Subsequent CharClass
  // operations may mutate this array, so typically this is the last operation
  // performed on a given CharClass instance.
  toArray() {
    if (this.len === this.r.length) {
      return this.r;
    }
    return this.r.slice(0, this.len);
  }
  // cleanClass() sorts the ranges (pairs of elements) of this CharClass,
  // merges them, and eliminates duplicates.
  cleanClass() {
    if (this.len < 4) {
      return this;
    }
    _CharClass.qsortIntPair(this.r, 0, this.len - 2);
    let w = 2;
    for (let i = 2; i < this.len; i += 2) {
      {
        const lo = this.r[i];
        const hi = this.r[i + 1];
        if (lo <= this.r[w - 1] + 1) {
          if (hi > this.r[w - 1]) {
            this.r[w - 1] = hi;
          }
          continue;
        }
        this.r[w] = lo;
        this.r[w + 1] = hi;
        w += 2;
      }
    }
    this.len = w;
    return this;
  }
  // appendLiteral() appends the literal |x| to this CharClass.
  appendLiteral(x, flags) {
    return (flags & FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
  }
  // appendRange() appends the range [lo-hi] (inclusive) to this CharClass.
  appendRange(lo, hi) {
    if (this.len > 0) {
      for (let i = 2; i <= 4; i += 2) {
        if (this.len >= i) {
          const rlo = this.r[this.len - i];
          const rhi = this.r[this.len - i + 1];
          if (lo <= rhi + 1 && rlo <= hi + 1) {
            if (lo < rlo) {
              this.r[this.len - i] = lo;
            }
            if (hi > rhi) {
              this.r[this.len - i + 1] = hi;
            }
            return this;
          }
        }
      }
    }
    this.r[this.len++] = lo;
    this.r[this.len++] = hi;
    return this;
  }
  // appendFoldedRange() appends the range [lo-hi] and its case
  // folding-equivalent runes to this CharClass.
  appendFoldedRange(lo, hi) {
    if (lo <= MIN_FOLD && hi >= MAX_FOLD) {
      return this.appendRange(lo, hi);
    }
    if (hi < MIN_FOLD || lo > MAX_FOLD) {
      return this.appendRange(lo, hi);
    }
    if (lo < MIN_FOLD) {
      this.appendRange(lo, MIN_FOLD - 1);
      lo = MIN_FOLD;
    }
    if (hi > MAX_FOLD) {
      this.appendRange(MAX_FOLD + 1, hi);
      hi = MAX_FOLD;
    }
    for (let c = lo; c <= hi; c++) {
      this.appendRange(c, c);
      for (let f = simpleFold(c); f !== c; f = simpleFold(f)) {
        this.appendRange(f, f);
      }
    }
    return this;
  }
  // appendClass() appends the class |x| to this CharClass.
  // It assumes |x| is clean.  Does not mutate |x|.
  appendClass(x) {
    for (let i = 0; i < x.length; i += 2) {
      this.appendRange(x[i], x[i + 1]);
    }
    return this;
  }
  // appendFoldedClass() appends the case folding of the class |x| to this
  // CharClass.  Does not mutate |x|.
  appendFoldedClass(x) {
    for (let i = 0; i < x.length; i += 2) {
      this.appendFoldedRange(x[i], x[i + 1]);
    }
    return this;
  }
  // appendNegatedClass() append the negation of the class |x| to this
  // CharClass.  It assumes |x| is clean.  Does not mutate |x|.
  appendNegatedClass(x) {
    let nextLo = 0;
    for (let i = 0; i < x.length; i += 2) {
      const lo = x[i];
      const hi = x[i + 1];
      if (nextLo <= lo - 1) {
        this.appendRange(nextLo, lo - 1);
      }
      nextLo = hi + 1;
    }
    if (nextLo <= MAX_RUNE) {
      this.appendRange(nextLo, MAX_RUNE);
    }
    return this;
  }
  // appendTable() appends the Unicode range table |table| to this CharClass.
  // Does not mutate |table|.
  appendTable(table) {
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        this.appendRange(lo, hi);
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        this.appendRange(c, c);
      }
    }
    return this;
  }
  // appendNegatedTable() returns the result of appending the negation of range
  // table |table| to this CharClass.  Does not mutate |table|.
  appendNegatedTable(table) {
    let nextLo = 0;
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        if (nextLo <= lo - 1) {
          this.appendRange(nextLo, lo - 1);
        }
        nextLo = hi + 1;
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        if (nextLo <= c - 1) {
          this.appendRange(nextLo, c - 1);
        }
        nextLo = c + 1;
      }
    }
    if (nextLo <= MAX_RUNE) {
      this.appendRange(nextLo, MAX_RUNE);
    }
    return this;
  }
  // appendTableWithSign() calls append{,Negated}Table depending on sign.
  // Does not mutate |table|.
  appendTableWithSign(table, sign) {
    return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
  }
  // negateClass() negates this CharClass, which must already be clean.
  negateClass() {
    let nextLo = 0;
    let w = 0;
    for (let i = 0; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (nextLo <= lo - 1) {
        this.r[w] = nextLo;
        this.r[w + 1] = lo - 1;
        w += 2;
      }
      nextLo = hi + 1;
    }
    this.len = w;
    if (nextLo <= MAX_RUNE) {
      this.r[this.len++] = nextLo;
      this.r[this.len++] = MAX_RUNE;
    }
    return this;
  }
  // appendClassWithSign() calls appendClass() if sign is +1 or
  // appendNegatedClass if sign is -1.  Does not mutate |x|.
  appendClassWithSign(x, sign) {
    return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
  }
  // appendGroup() appends CharGroup |g| to this CharClass, folding iff
  // |foldCase|.  Does not mutate |g|.
  appendGroup(g, foldCase) {
    let cls = g.cls;
    if (foldCase) {
      cls = new _CharClass().appendFoldedClass(cls).cleanClass().toArray();
    }
    return this.appendClassWithSign(cls, g.sign);
  }
};

// node_modules/@bufbuild/re2/dist/esm/Parser.js
var StringIterator = class {
  str;
  position;
  constructor(str) {
    this.str = str;
    this.position = 0;
  }
  // Returns the cursor position.  Do not interpret the result!
  pos() {
    return this.position;
  }
  // Resets the cursor position to a previous value returned by pos().
  rewindTo(pos) {
    this.position = pos;
  }
  // Returns true unless the stream is exhausted.
  more() {
    return this.position < this.str.length;
  }
  // Returns the rune at the cursor position.
  // Precondition: |more()|.
  peek() {
    return codePointAtOrThrow(this.str, this.position);
  }
  // Advances the cursor by |n| positions, which must be ASCII runes.
  //
  // (In practise, this is only ever used to skip over regexp
  // metacharacters that are ASCII, so there is no numeric difference
  // between indices into  UTF-8 bytes, UTF-16 codes and runes.)
  skip(n) {
    this.position += n;
  }
  // Advances the cursor by the number of cursor positions in |s|.
  skipString(s) {
    this.position += s.length;
  }
  // Returns the rune at the cursor position, and advances the cursor
  // past it.  Precondition: |more()|.
  pop() {
    const r = codePointAtOrThrow(this.str, this.position);
    this.position += charCount(r);
    return r;
  }
  lookingAt(s) {
    return this.str.startsWith(s, this.position);
  }
  // Returns the rest of the pattern from the current position.
  rest() {
    return this.str.substring(this.position);
  }
  // Returns the substring from |beforePos| to the current position.
  // |beforePos| must have been previously returned by |pos()|.
  from(beforePos) {
    return this.str.substring(beforePos, this.position);
  }
  toString() {
    return this.rest();
  }
};
var Parser = class _Parser {
  // Parse errors
  static ERR_INVALID_CHAR_RANGE = "invalid character class range";
  static ERR_INVALID_ESCAPE = "invalid escape sequence";
  static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
  static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
  static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
  static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
  static ERR_MISSING_BRACKET = "missing closing ]";
  static ERR_MISSING_PAREN = "missing closing )";
  static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
  static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
  static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
  static ERR_UNEXPECTED_PAREN = "unexpected )";
  static ERR_NESTING_DEPTH = "expression nests too deeply";
  static ERR_LARGE = "expression too large";
  static ERR_BAD_EXPRESSION = "expression not valid";
  // maxHeight is the maximum height of a regexp parse tree.
  // It is somewhat arbitrarily chosen, but the idea is to be large enough
  // that no one will actually hit in real use but at the same time small enough
  // that recursion on the Regexp tree will not hit the 1GB Go stack limit.
  // The maximum amount of stack for a single recursive frame is probably
  // closer to 1kB, so this could potentially be raised, but it seems unlikely
  // that people have regexps nested even this deeply.
  // We ran a test on Google's C++ code base and turned up only
  // a single use case with depth > 100; it had depth 128.
  // Using depth 1000 should be plenty of margin.
  // As an optimization, we don't even bother calculating heights
  // until we've allocated at least maxHeight Regexp structures.
  static MAX_HEIGHT = 1e3;
  // maxSize is the maximum size of a compiled regexp in Insts.
  // It too is somewhat arbitrarily chosen, but the idea is to be large enough
  // to allow significant regexps while at the same time small enough that
  // the compiled form will not take up too much memory.
  // 128 MB is enough for a 3.3 million Inst structures, which roughly
  // corresponds to a 3.3 MB regexp.
  static MAX_SIZE = 3355443;
  // 128 << 20 / (5 * 8) (instSize = byte, 2 uint32, slice is 5 64-bit words)
  // maxRunes is the maximum number of runes allowed in a regexp tree
  // counting the runes in all the nodes.
  // Ignoring character classes p.numRunes is always less than the length of the regexp.
  // Character classes can make it much larger: each \pL adds 1292 runes.
  // 128 MB is enough for 32M runes, which is over 26k \pL instances.
  // Note that repetitions do not make copies of the rune slices,
  // so \pL{1000} is only one rune slice, not 1000.
  // We could keep a cache of character classes we've seen,
  // so that all the \pL we see use the same rune list,
  // but that doesn't remove the problem entirely:
  // consider something like [\pL01234][\pL01235][\pL01236]...[\pL^&*()].
  // And because the Rune slice is exposed directly in the Regexp,
  // there is not an opportunity to change the representation to allow
  // partial sharing between different character classes.
  // So the limit is the best we can do.
  static MAX_RUNES = 33554432;
  // 128 << 20 / 4 (runeSize, int32 is 4 bytes)
  // RangeTables are represented as int[][], a list of triples (start, end,
  // stride).
  static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([0, MAX_RUNE, 1]));
  // Ascii tables
  static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([0, 127, 1]));
  static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1,
    383,
    383,
    1,
    // Old English long s (ſ), folds to S/s.
    8490,
    8490,
    1
    // Kelvin K, folds to K/k.
  ]));
  // unicodeTable() returns the Unicode RangeTable identified by name
  // and the table of additional fold-equivalent code points.
  // Returns null if |name| does not identify a Unicode character range.
  static unicodeTable(name) {
    if (name === "Any") {
      return { tab: _Parser.ANY_TABLE, fold: _Parser.ANY_TABLE, sign: 1 };
    }
    if (name === "Ascii") {
      return {
        tab: _Parser.ASCII_TABLE,
        fold: _Parser.ASCII_FOLD_TABLE,
        sign: 1
      };
    }
    if (name === "Assigned") {
      return {
        tab: UnicodeTables.CATEGORIES.get("Cn"),
        fold: UnicodeTables.CATEGORIES.get("Cn"),
        sign: -1
      };
    }
    if (name === "Lc") {
      return {
        tab: UnicodeTables.CATEGORIES.get("LC"),
        fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
        sign: 1
      };
    }
    if (UnicodeTables.CATEGORIES.has(name)) {
      return {
        tab: UnicodeTables.CATEGORIES.get(name),
        fold: UnicodeTables.FOLD_CATEGORIES.get(name),
        sign: 1
      };
    }
    if (UnicodeTables.SCRIPTS.has(name)) {
      return {
        tab: UnicodeTables.SCRIPTS.get(name),
        fold: UnicodeTables.FOLD_SCRIPT.get(name),
        sign: 1
      };
    }
    return null;
  }
  // minFoldRune returns the minimum rune fold-equivalent to r.
  static minFoldRune(r) {
    if (r < MIN_FOLD || r > MAX_FOLD) {
      return r;
    }
    let min = r;
    const r0 = r;
    for (r = simpleFold(r); r !== r0; r = simpleFold(r)) {
      if (min > r) {
        min = r;
      }
    }
    return min;
  }
  static literalRegexp(s, flags) {
    const re = new Regexp(Regexp.Op.LITERAL);
    re.flags = flags;
    re.runes = stringToRunes(s);
    return re;
  }
  /**
   * Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
   * @param {string} pattern
   * @param {number} flags
   */
  static parse(pattern, flags) {
    return new _Parser(pattern, flags).parseInternal();
  }
  // parseRepeat parses {min} (max=min) or {min,} (max=-1) or {min,max}.
  // If |t| is not of that form, it returns -1.
  // If |t| has the right form but the values are negative or too big,
  // it returns -2.
  // On success, returns a nonnegative number encoding min/max in the
  // high/low signed halfwords of the result.  (Note: min >= 0; max may
  // be -1.)
  //
  // On success, advances |t| beyond the repeat; otherwise |t.pos()| is
  // undefined.
  static parseRepeat(t) {
    const start = t.pos();
    if (!t.more() || !t.lookingAt("{")) {
      return -1;
    }
    t.skip(1);
    const min = _Parser.parseInt(t);
    if (min === -1) {
      return -1;
    }
    if (!t.more()) {
      return -1;
    }
    let max;
    if (!t.lookingAt(",")) {
      max = min;
    } else {
      t.skip(1);
      if (!t.more()) {
        return -1;
      }
      if (t.lookingAt("}")) {
        max = -1;
      } else {
        max = _Parser.parseInt(t);
        if (max === -1) {
          return -1;
        }
      }
    }
    if (!t.more() || !t.lookingAt("}")) {
      return -1;
    }
    t.skip(1);
    if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_REPEAT_SIZE, t.from(start));
    }
    return min << 16 | max & MAX_BMP;
  }
  // isValidCaptureName reports whether name
  // is a valid capture name: [A-Za-z0-9_]+.
  // PCRE limits names to 32 bytes.
  // Python rejects names starting with digits.
  // We don't enforce either of those.
  static isValidCaptureName(name) {
    if (name.length === 0) {
      return false;
    }
    for (let i = 0; i < name.length; i++) {
      const c = codePointAtOrThrow(name, i);
      if (c !== 95 && !isalnum(c)) {
        return false;
      }
    }
    return true;
  }
  // parseInt parses a nonnegative decimal integer.
  // -1 => bad format.  -2 => format ok, but integer overflow.
  static parseInt(t) {
    const start = t.pos();
    while (t.more() && t.peek() >= 48 && t.peek() <= 57) {
      t.skip(1);
    }
    const n = t.from(start);
    if (n.length === 0 || n.length > 1 && n.codePointAt(0) === 48) {
      return -1;
    }
    if (n.length > 8) {
      return -2;
    }
    return parseInt(n, 10);
  }
  // can this be represented as a character class?
  // single-rune literal string, char class, ., and .|\n.
  static isCharClass(re) {
    return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
  }
  // does re match r?
  static matchRune(re, r) {
    switch (re.op) {
      case Regexp.Op.LITERAL:
        return re.runes.length === 1 && re.runes[0] === r;
      case Regexp.Op.CHAR_CLASS:
        for (let i = 0; i < re.runes.length; i += 2) {
          if (re.runes[i] <= r && r <= re.runes[i + 1]) {
            return true;
          }
        }
        return false;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return r !== 10;
      case Regexp.Op.ANY_CHAR:
        return true;
    }
    return false;
  }
  // mergeCharClass makes dst = dst|src.
  // The caller must ensure that dst.Op >= src.Op,
  // to reduce the amount of copying.
  static mergeCharClass(dst, src) {
    switch (dst.op) {
      case Regexp.Op.ANY_CHAR:
        break;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        if (_Parser.matchRune(src, 10)) {
          dst.op = Regexp.Op.ANY_CHAR;
        }
        break;
      case Regexp.Op.CHAR_CLASS:
        if (src.op === Regexp.Op.LITERAL) {
          dst.runes = new CharClass(dst.runes).appendLiteral(src.runes[0], src.flags).toArray();
        } else {
          dst.runes = new CharClass(dst.runes).appendClass(src.runes).toArray();
        }
        break;
      case Regexp.Op.LITERAL:
        if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) {
          break;
        }
        dst.op = Regexp.Op.CHAR_CLASS;
        dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toArray();
        break;
    }
  }
  // parseEscape parses an escape sequence at the beginning of s
  // and returns the rune.
  // Pre: t at '\\'.  Post: after escape.
  static parseEscape(t) {
    const startPos = t.pos();
    t.skip(1);
    if (!t.more()) {
      throw new RE2JSSyntaxException(_Parser.ERR_TRAILING_BACKSLASH);
    }
    let c = t.pop();
    switch (c) {
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 48:
      case 55: {
        if (c !== 48 && (!t.more() || t.peek() < 48 || t.peek() > 55)) {
          break;
        }
        let r = c - 48;
        for (let i = 1; i < 3; i++) {
          if (!t.more() || t.peek() < 48 || t.peek() > 55) {
            break;
          }
          r = r * 8 + t.peek() - 48;
          t.skip(1);
        }
        return r;
      }
      case 120: {
        if (!t.more()) {
          break;
        }
        c = t.pop();
        if (c === 123) {
          let nhex = 0;
          let r = 0;
          while (true) {
            if (!t.more()) {
              throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
            }
            c = t.pop();
            if (c === 125) {
              break;
            }
            const v = unhex(c);
            if (v < 0) {
              throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
            }
            r = r * 16 + v;
            if (r > MAX_RUNE) {
              throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
            }
            nhex++;
          }
          if (nhex === 0) {
            break;
          }
          return r;
        }
        const x = unhex(c);
        if (!t.more()) {
          break;
        }
        c = t.pop();
        const y = unhex(c);
        if (x < 0 || y < 0) {
          break;
        }
        return x * 16 + y;
      }
      case 97:
        return 7;
      case 102:
        return 12;
      case 110:
        return 10;
      case 114:
        return 13;
      case 116:
        return 9;
      case 118:
        return 11;
      default:
        if (c <= MAX_ASCII && !isalnum(c)) {
          return c;
        }
        break;
    }
    throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
  }
  // parseClassChar parses a character class character and returns it.
  // wholeClassPos is the position of the start of the entire class "[...".
  // Pre: t at class char; Post: t after it.
  static parseClassChar(t, wholeClassPos) {
    if (!t.more()) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_BRACKET, t.from(wholeClassPos));
    }
    if (t.lookingAt("\\")) {
      return _Parser.parseEscape(t);
    }
    return t.pop();
  }
  static concatRunes(x, y) {
    const r = new Array(x.length + y.length);
    for (let i = 0; i < x.length; i++)
      r[i] = x[i];
    for (let i = 0; i < y.length; i++)
      r[x.length + i] = y[i];
    return r;
  }
  wholeRegexp;
  flags;
  numCap;
  namedGroups;
  stack;
  free;
  numRegexp;
  numRunes;
  repeats;
  height;
  size;
  constructor(wholeRegexp, flags = 0) {
    this.wholeRegexp = wholeRegexp;
    this.flags = flags;
    this.numCap = 0;
    this.namedGroups = /* @__PURE__ */ new Map();
    this.stack = [];
    this.free = null;
    this.numRegexp = 0;
    this.numRunes = 0;
    this.repeats = 0;
    this.height = null;
    this.size = null;
  }
  // Allocate a Regexp, from the free list if possible.
  newRegexp(op) {
    let re = this.free;
    if (re !== null && re.subs !== null && re.subs.length > 0) {
      this.free = re.subs[0];
      re.reinit();
      re.op = op;
    } else {
      re = new Regexp(op);
      this.numRegexp += 1;
    }
    return re;
  }
  reuse(re) {
    if (this.height !== null) {
      this.height.delete(re);
    }
    if (re.subs !== null && re.subs.length > 0) {
      re.subs[0] = this.free;
    }
    this.free = re;
  }
  checkLimits(re) {
    if (this.numRunes > _Parser.MAX_RUNES) {
      throw new RE2JSSyntaxException(_Parser.ERR_LARGE);
    }
    this.checkSize(re);
    this.checkHeight(re);
  }
  checkSize(re) {
    if (this.size === null) {
      if (this.repeats === 0) {
        this.repeats = 1;
      }
      if (re.op === Regexp.Op.REPEAT) {
        let n = re.max;
        if (n === -1) {
          n = re.min;
        }
        if (n <= 0) {
          n = 1;
        }
        if (n > _Parser.MAX_SIZE / this.repeats) {
          this.repeats = _Parser.MAX_SIZE;
        } else {
          this.repeats *= n;
        }
      }
      if (this.numRegexp < _Parser.MAX_SIZE / this.repeats) {
        return;
      }
      this.size = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) {
        this.checkSize(reEx);
      }
    }
    if (this.calcSize(re, true) > _Parser.MAX_SIZE) {
      throw new RE2JSSyntaxException(_Parser.ERR_LARGE);
    }
  }
  calcSize(re, force = false) {
    if (!force && this.size !== null) {
      const cached = this.size.get(re);
      if (cached !== void 0) {
        return cached;
      }
    }
    let size = 0;
    switch (re.op) {
      case Regexp.Op.LITERAL: {
        size = re.runes.length;
        break;
      }
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR: {
        size = 2 + this.calcSize(re.subs[0]);
        break;
      }
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST: {
        size = 1 + this.calcSize(re.subs[0]);
        break;
      }
      case Regexp.Op.CONCAT: {
        for (let sub of re.subs) {
          size = size + this.calcSize(sub);
        }
        break;
      }
      case Regexp.Op.ALTERNATE: {
        for (let sub of re.subs) {
          size = size + this.calcSize(sub);
        }
        if (re.subs.length > 1) {
          size = size + re.subs.length - 1;
        }
        break;
      }
      case Regexp.Op.REPEAT: {
        let sub = this.calcSize(re.subs[0]);
        if (re.max === -1) {
          if (re.min === 0) {
            size = 2 + sub;
          } else {
            size = 1 + re.min * sub;
          }
          break;
        }
        size = re.max * sub + (re.max - re.min);
        break;
      }
    }
    size = Math.max(1, size);
    this.size?.set(re, size);
    return size;
  }
  checkHeight(re) {
    if (this.numRegexp < _Parser.MAX_HEIGHT) {
      return;
    }
    if (this.height === null) {
      this.height = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) {
        this.checkHeight(reEx);
      }
    }
    if (this.calcHeight(re, true) > _Parser.MAX_HEIGHT) {
      throw new RE2JSSyntaxException(_Parser.ERR_NESTING_DEPTH);
    }
  }
  calcHeight(re, force = false) {
    if (!force && this.height !== null) {
      const cached = this.height.get(re);
      if (cached !== void 0) {
        return cached;
      }
    }
    let h = 1;
    for (let sub of re.subs) {
      const hsub = this.calcHeight(sub);
      if (h < 1 + hsub) {
        h = 1 + hsub;
      }
    }
    this.height?.set(re, h);
    return h;
  }
  // Parse stack manipulation.
  pop() {
    return this.stack.pop();
  }
  popToPseudo() {
    const n = this.stack.length;
    let i = n;
    while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) {
      i--;
    }
    const r = this.stack.slice(i, n);
    this.stack = this.stack.slice(0, i);
    return r;
  }
  // push pushes the regexp re onto the parse stack and returns the regexp.
  // Returns null for a CHAR_CLASS that can be merged with the top-of-stack.
  push(re) {
    this.numRunes += re.runes.length;
    if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
      if (this.maybeConcat(re.runes[0], this.flags & ~FOLD_CASE)) {
        return null;
      }
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags & ~FOLD_CASE;
    } else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && simpleFold(re.runes[0]) === re.runes[2] && simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && simpleFold(re.runes[0]) === re.runes[1] && simpleFold(re.runes[1]) === re.runes[0]) {
      if (this.maybeConcat(re.runes[0], this.flags | FOLD_CASE)) {
        return null;
      }
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags | FOLD_CASE;
    } else {
      this.maybeConcat(-1, 0);
    }
    this.stack.push(re);
    this.checkLimits(re);
    return re;
  }
  // maybeConcat implements incremental concatenation
  // of literal runes into string nodes.  The parser calls this
  // before each push, so only the top fragment of the stack
  // might need processing.  Since this is called before a push,
  // the topmost literal is no longer subject to operators like *
  // (Otherwise ab* would turn into (ab)*.)
  // If (r >= 0 and there's a node left over, maybeConcat uses it
  // to push r with the given flags.
  // maybeConcat reports whether r was pushed.
  maybeConcat(r, flags) {
    const n = this.stack.length;
    if (n < 2) {
      return false;
    }
    const re1 = this.stack[n - 1];
    const re2 = this.stack[n - 2];
    if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & FOLD_CASE) !== (re2.flags & FOLD_CASE)) {
      return false;
    }
    re2.runes = _Parser.concatRunes(re2.runes, re1.runes);
    if (r >= 0) {
      re1.runes = [r];
      re1.flags = flags;
      return true;
    }
    this.pop();
    this.reuse(re1);
    return false;
  }
  // newLiteral returns a new LITERAL Regexp with the given flags
  newLiteral(r, flags) {
    const re = this.newRegexp(Regexp.Op.LITERAL);
    re.flags = flags;
    if ((flags & FOLD_CASE) !== 0) {
      r = _Parser.minFoldRune(r);
    }
    re.runes = [r];
    return re;
  }
  // literal pushes a literal regexp for the rune r on the stack
  // and returns that regexp.
  literal(r) {
    this.push(this.newLiteral(r, this.flags));
  }
  // op pushes a regexp with the given op onto the stack
  // and returns that regexp.
  op(op) {
    const re = this.newRegexp(op);
    re.flags = this.flags;
    return this.push(re);
  }
  // repeat replaces the top stack element with itself repeated according to
  // op, min, max.  beforePos is the start position of the repetition operator.
  // Pre: t is positioned after the initial repetition operator.
  // Post: t advances past an optional perl-mode '?', or stays put.
  //       Or, it fails with RE2JSSyntaxException.
  repeat(op, min, max, beforePos, t, lastRepeatPos) {
    let flags = this.flags;
    if (t.more() && t.lookingAt("?")) {
      t.skip(1);
      flags ^= NON_GREEDY;
    }
    if (lastRepeatPos !== -1) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
    }
    const n = this.stack.length;
    if (n === 0) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    }
    const sub = this.stack[n - 1];
    if (Regexp.isPseudoOp(sub.op)) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    }
    const re = this.newRegexp(op);
    re.min = min;
    re.max = max;
    re.flags = flags;
    re.subs = [sub];
    this.stack[n - 1] = re;
    this.checkLimits(re);
    if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
    }
  }
  // repeatIsValid reports whether the repetition re is valid.
  // Valid means that the combination of the top-level repetition
  // and any inner repetitions does not exceed n copies of the
  // innermost thing.
  // This function rewalks the regexp tree and is called for every repetition,
  // so we have to worry about inducing quadratic behavior in the parser.
  // We avoid this by only calling repeatIsValid when min or max >= 2.
  // In that case the depth of any >= 2 nesting can only get to 9 without
  // triggering a parse error, so each subtree can only be rewalked 9 times.
  repeatIsValid(re, n) {
    if (re.op === Regexp.Op.REPEAT) {
      let m = re.max;
      if (m === 0) {
        return true;
      }
      if (m < 0) {
        m = re.min;
      }
      if (m > n) {
        return false;
      }
      if (m > 0) {
        n = Math.trunc(n / m);
      }
    }
    for (let sub of re.subs) {
      if (!this.repeatIsValid(sub, n)) {
        return false;
      }
    }
    return true;
  }
  // concat replaces the top of the stack (above the topmost '|' or '(') with
  // its concatenation.
  concat() {
    this.maybeConcat(-1, 0);
    const subs = this.popToPseudo();
    if (subs.length === 0) {
      return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
    }
    return this.push(this.collapse(subs, Regexp.Op.CONCAT));
  }
  // alternate replaces the top of the stack (above the topmost '(') with its
  // alternation.
  alternate() {
    const subs = this.popToPseudo();
    if (subs.length > 0) {
      this.cleanAlt(subs[subs.length - 1]);
    }
    if (subs.length === 0) {
      return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
    }
    return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
  }
  // cleanAlt cleans re for eventual inclusion in an alternation.
  cleanAlt(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      re.runes = new CharClass(re.runes).cleanClass().toArray();
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === MAX_RUNE) {
        re.runes = [];
        re.op = Regexp.Op.ANY_CHAR;
      } else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === 10 - 1 && re.runes[2] === 10 + 1 && re.runes[3] === MAX_RUNE) {
        re.runes = [];
        re.op = Regexp.Op.ANY_CHAR_NOT_NL;
      }
    }
  }
  // collapse returns the result of applying op to subs[start:end].
  // If (sub contains op nodes, they all get hoisted up
  // so that there is never a concat of a concat or an
  // alternate of an alternate.
  collapse(subs, op) {
    if (subs.length === 1) {
      return subs[0];
    }
    let len = 0;
    for (let sub of subs) {
      len += sub.op === op ? sub.subs.length : 1;
    }
    let newsubs = new Array(len).fill(null);
    let i = 0;
    for (let sub of subs) {
      if (sub.op === op) {
        for (let j = 0; j < sub.subs.length; j++) {
          newsubs[i++] = sub.subs[j];
        }
        this.reuse(sub);
      } else {
        newsubs[i++] = sub;
      }
    }
    let re = this.newRegexp(op);
    re.subs = newsubs;
    if (op === Regexp.Op.ALTERNATE) {
      if (re.subs.length === 1) {
        const old = re;
        re = re.subs[0];
        this.reuse(old);
      }
    }
    return re;
  }
  parseInternal() {
    if ((this.flags & LITERAL) !== 0) {
      return _Parser.literalRegexp(this.wholeRegexp, this.flags);
    }
    let lastRepeatPos = -1;
    let min = -1;
    let max = -1;
    const t = new StringIterator(this.wholeRegexp);
    while (t.more()) {
      {
        let repeatPos = -1;
        switch (t.peek()) {
          case 40:
            if (t.lookingAt("(?")) {
              this.parsePerlFlags(t);
              break;
            }
            const lparen = this.op(Regexp.Op.LEFT_PAREN);
            if (lparen === null) {
              throw new Error("op(LEFT_PAREN) unexpectedly returned null");
            }
            lparen.cap = ++this.numCap;
            t.skip(1);
            break;
          case 124:
            this.parseVerticalBar();
            t.skip(1);
            break;
          case 41:
            this.parseRightParen();
            t.skip(1);
            break;
          case 94:
            if ((this.flags & ONE_LINE) !== 0) {
              this.op(Regexp.Op.BEGIN_TEXT);
            } else {
              this.op(Regexp.Op.BEGIN_LINE);
            }
            t.skip(1);
            break;
          case 36:
            if ((this.flags & ONE_LINE) !== 0) {
              const endText = this.op(Regexp.Op.END_TEXT);
              if (endText === null) {
                throw new Error("op(END_TEXT) unexpectedly returned null");
              }
              endText.flags |= WAS_DOLLAR;
            } else {
              this.op(Regexp.Op.END_LINE);
            }
            t.skip(1);
            break;
          case 46:
            if ((this.flags & DOT_NL) !== 0) {
              this.op(Regexp.Op.ANY_CHAR);
            } else {
              this.op(Regexp.Op.ANY_CHAR_NOT_NL);
            }
            t.skip(1);
            break;
          case 91:
            this.parseClass(t);
            break;
          case 42:
          case 43:
          case 63: {
            repeatPos = t.pos();
            let op = null;
            switch (t.pop()) {
              case 42:
                op = Regexp.Op.STAR;
                break;
              case 43:
                op = Regexp.Op.PLUS;
                break;
              case 63:
                op = Regexp.Op.QUEST;
                break;
            }
            if (op === null) {
              throw new Error("repeat op unexpectedly null");
            }
            this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
            break;
          }
          case 123: {
            repeatPos = t.pos();
            const minMax = _Parser.parseRepeat(t);
            if (minMax < 0) {
              t.rewindTo(repeatPos);
              this.literal(t.pop());
              break;
            }
            min = minMax >> 16;
            max = (minMax & MAX_BMP) << 16 >> 16;
            this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
            break;
          }
          case 92: {
            const savedPos = t.pos();
            t.skip(1);
            let handled = false;
            if (t.more()) {
              const c = t.pop();
              switch (c) {
                case 65:
                  this.op(Regexp.Op.BEGIN_TEXT);
                  handled = true;
                  break;
                case 98:
                  this.op(Regexp.Op.WORD_BOUNDARY);
                  handled = true;
                  break;
                case 66:
                  this.op(Regexp.Op.NO_WORD_BOUNDARY);
                  handled = true;
                  break;
                case 67:
                  throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, "\\C");
                case 81: {
                  let lit = t.rest();
                  const i = lit.indexOf("\\E");
                  if (i >= 0) {
                    lit = lit.substring(0, i);
                    t.skipString(lit);
                    t.skipString("\\E");
                  } else {
                    t.skipString(lit);
                  }
                  let j = 0;
                  while (j < lit.length) {
                    const codepoint = codePointAtOrThrow(lit, j);
                    this.literal(codepoint);
                    j += charCount(codepoint);
                  }
                  handled = true;
                  break;
                }
                case 122:
                  this.op(Regexp.Op.END_TEXT);
                  handled = true;
                  break;
                default:
                  t.rewindTo(savedPos);
                  break;
              }
            } else {
              t.rewindTo(savedPos);
            }
            if (handled)
              break;
            const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
            re.flags = this.flags;
            if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
              const cc2 = new CharClass();
              if (this.parseUnicodeClass(t, cc2)) {
                re.runes = cc2.toArray();
                this.push(re);
                break;
              }
            }
            const cc = new CharClass();
            if (this.parsePerlClassEscape(t, cc)) {
              re.runes = cc.toArray();
              this.push(re);
              break;
            }
            t.rewindTo(savedPos);
            this.reuse(re);
            this.literal(_Parser.parseEscape(t));
            break;
          }
          default:
            this.literal(t.pop());
            break;
        }
        lastRepeatPos = repeatPos;
      }
    }
    this.concat();
    if (this.swapVerticalBar()) {
      this.pop();
    }
    this.alternate();
    const n = this.stack.length;
    if (n !== 1) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_PAREN, this.wholeRegexp);
    }
    this.stack[0].namedGroups = this.namedGroups;
    return this.stack[0];
  }
  // parsePerlFlags parses a Perl flag setting or non-capturing group or both,
  // like (?i) or (?: or (?i:.
  // Pre: t at "(?".  Post: t after ")".
  // Sets numCap.
  parsePerlFlags(t) {
    const startPos = t.pos();
    if (t.lookingAt("(?P<") || t.lookingAt("(?<")) {
      const s = t.rest();
      const begin = s.charAt(2) === "P" ? 4 : 3;
      const end = s.indexOf(">");
      if (end < 0) {
        throw new RE2JSSyntaxException(_Parser.ERR_INVALID_NAMED_CAPTURE, s);
      }
      const name = s.substring(begin, end);
      t.skipString(name);
      t.skip(begin + 1);
      if (!_Parser.isValidCaptureName(name)) {
        throw new RE2JSSyntaxException(_Parser.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
      }
      const re = this.op(Regexp.Op.LEFT_PAREN);
      if (re === null) {
        throw new Error("op(LEFT_PAREN) unexpectedly returned null");
      }
      re.cap = ++this.numCap;
      if (this.namedGroups.get(name)) {
        throw new RE2JSSyntaxException(_Parser.ERR_DUPLICATE_NAMED_CAPTURE, name);
      }
      this.namedGroups.set(name, this.numCap);
      re.name = name;
      return;
    }
    t.skip(2);
    let flags = this.flags;
    let sign = 1;
    let sawFlag = false;
    loop: while (t.more()) {
      {
        const c = t.pop();
        switch (c) {
          case 105:
            flags |= FOLD_CASE;
            sawFlag = true;
            break;
          case 109:
            flags &= ~ONE_LINE;
            sawFlag = true;
            break;
          case 115:
            flags |= DOT_NL;
            sawFlag = true;
            break;
          case 85:
            flags |= NON_GREEDY;
            sawFlag = true;
            break;
          // Switch to negation.
          case 45:
            if (sign < 0) {
              break loop;
            }
            sign = -1;
            flags = ~flags;
            sawFlag = false;
            break;
          // End of flags, starting group or not.
          case 58:
          case 41:
            if (sign < 0) {
              if (!sawFlag) {
                break loop;
              }
              flags = ~flags;
            }
            if (c === 58) {
              this.op(Regexp.Op.LEFT_PAREN);
            }
            this.flags = flags;
            return;
          default:
            break loop;
        }
      }
    }
    throw new RE2JSSyntaxException(_Parser.ERR_INVALID_PERL_OP, t.from(startPos));
  }
  // parseVerticalBar handles a | in the input.
  parseVerticalBar() {
    this.concat();
    if (!this.swapVerticalBar()) {
      this.op(Regexp.Op.VERTICAL_BAR);
    }
  }
  // If the top of the stack is an element followed by an opVerticalBar
  // swapVerticalBar swaps the two and returns true.
  // Otherwise it returns false.
  swapVerticalBar() {
    const n = this.stack.length;
    if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && _Parser.isCharClass(this.stack[n - 1]) && _Parser.isCharClass(this.stack[n - 3])) {
      let re1 = this.stack[n - 1];
      let re3 = this.stack[n - 3];
      if (re1.op > re3.op) {
        const tmp = re3;
        re3 = re1;
        re1 = tmp;
        this.stack[n - 3] = re3;
      }
      _Parser.mergeCharClass(re3, re1);
      this.reuse(re1);
      this.pop();
      return true;
    }
    if (n >= 2) {
      const re1 = this.stack[n - 1];
      const re2 = this.stack[n - 2];
      if (re2.op === Regexp.Op.VERTICAL_BAR) {
        if (n >= 3) {
          this.cleanAlt(this.stack[n - 3]);
        }
        this.stack[n - 2] = re1;
        this.stack[n - 1] = re2;
        return true;
      }
    }
    return false;
  }
  // parseRightParen handles a ')' in the input.
  parseRightParen() {
    this.concat();
    if (this.swapVerticalBar()) {
      this.pop();
    }
    this.alternate();
    const n = this.stack.length;
    if (n < 2) {
      throw new RE2JSSyntaxException(_Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    }
    const re1 = this.pop();
    if (re1 === void 0) {
      throw new RE2JSSyntaxException(_Parser.ERR_BAD_EXPRESSION, this.wholeRegexp);
    }
    const re2 = this.pop();
    if (re2 === void 0 || re2.op !== Regexp.Op.LEFT_PAREN) {
      throw new RE2JSSyntaxException(_Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    }
    this.flags = re2.flags;
    if (re2.cap === 0) {
      this.push(re1);
    } else {
      re2.op = Regexp.Op.CAPTURE;
      re2.subs = [re1];
      this.push(re2);
    }
  }
  // parsePerlClassEscape parses a leading Perl character class escape like \d
  // from the beginning of |t|.  If one is present, it appends the characters
  // to cc and returns true.  The iterator is advanced past the escape
  // on success, undefined on failure, in which case false is returned.
  parsePerlClassEscape(t, cc) {
    const beforePos = t.pos();
    if (!t.more() || t.pop() !== 92 || !t.more()) {
      return false;
    }
    t.pop();
    const p = t.from(beforePos);
    const g = getPerlGroups().get(p);
    if (g === void 0) {
      return false;
    }
    cc.appendGroup(g, (this.flags & FOLD_CASE) !== 0);
    return true;
  }
  // parseNamedClass parses a leading POSIX named character class like
  // [:alnum:] from the beginning of t.  If one is present, it appends the
  // characters to cc, advances the iterator, and returns true.
  // Pre: t at "[:".  Post: t after ":]".
  // On failure (no class of than name), throws RE2JSSyntaxException.
  // On misparse, returns false; t.pos() is undefined.
  parseNamedClass(t, cc) {
    const cls = t.rest();
    const i = cls.indexOf(":]");
    if (i < 0) {
      return false;
    }
    const name = cls.substring(0, i + 2);
    t.skipString(name);
    const g = getPosixGroups().get(name);
    if (g === void 0) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, name);
    }
    cc.appendGroup(g, (this.flags & FOLD_CASE) !== 0);
    return true;
  }
  // parseUnicodeClass() parses a leading Unicode character class like \p{Han}
  // from the beginning of t.  If one is present, it appends the characters to
  // to |cc|, advances |t| and returns true.
  //
  // Returns false if such a pattern is not present or UNICODE_GROUPS
  // flag is not enabled; |t.pos()| is not advanced in this case.
  // Indicates error by throwing RE2JSSyntaxException.
  parseUnicodeClass(t, cc) {
    const startPos = t.pos();
    if ((this.flags & UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) {
      return false;
    }
    t.skip(1);
    let sign = 1;
    let c = t.pop();
    if (c === 80) {
      sign = -1;
    }
    if (!t.more()) {
      t.rewindTo(startPos);
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.rest());
    }
    c = t.pop();
    let name;
    if (c !== 123) {
      name = runeToString(c);
    } else {
      const rest = t.rest();
      const end = rest.indexOf("}");
      if (end < 0) {
        t.rewindTo(startPos);
        throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.rest());
      }
      name = rest.substring(0, end);
      t.skipString(name);
      t.skip(1);
    }
    if (!(name.length === 0) && name.codePointAt(0) === 94) {
      sign = 0 - sign;
      name = name.substring(1);
    }
    const pair = _Parser.unicodeTable(name);
    if (pair === null) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    }
    if (pair.sign < 0) {
      sign = 0 - sign;
    }
    const tab = pair.tab;
    const fold = pair.fold;
    if (tab === null) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    }
    if ((this.flags & FOLD_CASE) === 0 || fold === null) {
      cc.appendTableWithSign(tab, sign);
    } else {
      const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
      cc.appendClassWithSign(tmp, sign);
    }
    return true;
  }
  // parseClass parses a character class and pushes it onto the parse stack.
  //
  // NOTES:
  // Pre: at '['; Post: after ']'.
  // Mutates stack.  Advances iterator.  May throw.
  parseClass(t) {
    const startPos = t.pos();
    t.skip(1);
    const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
    re.flags = this.flags;
    const cc = new CharClass();
    let sign = 1;
    if (t.more() && t.lookingAt("^")) {
      sign = -1;
      t.skip(1);
      if ((this.flags & CLASS_NL) === 0) {
        cc.appendRange(10, 10);
      }
    }
    let first = true;
    while (!t.more() || t.peek() !== 93 || first) {
      first = false;
      const beforePos = t.pos();
      if (t.lookingAt("[:")) {
        if (this.parseNamedClass(t, cc)) {
          continue;
        }
        t.rewindTo(beforePos);
      }
      if (this.parseUnicodeClass(t, cc)) {
        continue;
      }
      if (this.parsePerlClassEscape(t, cc)) {
        continue;
      }
      t.rewindTo(beforePos);
      const lo = _Parser.parseClassChar(t, startPos);
      let hi = lo;
      if (t.more() && t.lookingAt("-")) {
        t.skip(1);
        if (t.more() && t.lookingAt("]")) {
          t.skip(-1);
        } else {
          hi = _Parser.parseClassChar(t, startPos);
          if (hi < lo) {
            throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
          }
        }
      }
      if ((this.flags & FOLD_CASE) === 0) {
        cc.appendRange(lo, hi);
      } else {
        cc.appendFoldedRange(lo, hi);
      }
    }
    t.skip(1);
    cc.cleanClass();
    if (sign < 0) {
      cc.negateClass();
    }
    re.runes = cc.toArray();
    this.push(re);
  }
};

// node_modules/@bufbuild/re2/dist/esm/RE2.js
var RE2 = class _RE2 {
  expr;
  prog;
  numSubexp;
  cond;
  prefix;
  prefixComplete;
  prefixRune;
  dfa;
  prefilter;
  namedGroups;
  static compile(expr) {
    return _RE2.compileImpl(expr, PERL);
  }
  static compileImpl(expr, mode) {
    return new _RE2(expr, mode);
  }
  constructor(expr, mode) {
    let re = Parser.parse(expr, mode);
    re = simplify2(re);
    const prefilter = PrefilterTree.build(re);
    const prog = Compiler.compileRegexp(re);
    this.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
    const [prefixCompl, prefixStr] = prog.prefix();
    this.prefixComplete = prefixCompl;
    this.prefix = prefixStr;
    this.prefixRune = 0;
    if (this.prefix.length > 0) {
      const cp = this.prefix.codePointAt(0);
      if (cp === void 0) {
        throw new Error("RE2: prefix has no code point");
      }
      this.prefixRune = cp;
    }
    this.namedGroups = re.namedGroups;
    this.expr = expr;
    this.prog = prog;
    this.numSubexp = re.maxCap();
    this.cond = prog.startCond();
    this.dfa = new DFA(this.prog);
  }
  matchPrefixComplete(input, pos, anchor, ncap) {
    if ((anchor === ANCHOR_START || anchor === ANCHOR_BOTH) && pos !== 0) {
      return null;
    }
    let matchStart = -1;
    let matchEnd = -1;
    const pLen = input.prefixLength(this);
    if (anchor === UNANCHORED) {
      const idx = input.index(this, pos);
      if (idx < 0)
        return null;
      matchStart = pos + idx;
      matchEnd = matchStart + pLen;
    } else if (anchor === ANCHOR_BOTH) {
      if (input.endPos() !== pLen)
        return null;
      const idx = input.index(this, 0);
      if (idx !== 0)
        return null;
      matchStart = 0;
      matchEnd = pLen;
    } else if (anchor === ANCHOR_START) {
      const idx = input.index(this, 0);
      if (idx !== 0)
        return null;
      matchStart = 0;
      matchEnd = pLen;
    }
    if (matchStart < 0)
      return null;
    if (ncap > 0) {
      const matchcap = new Int32Array(ncap).fill(-1);
      matchcap[0] = matchStart;
      matchcap[1] = matchEnd;
      return Array.from(matchcap);
    }
    return [];
  }
  executeEngine(input, pos, anchor, ncap) {
    if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) {
      return this.matchPrefixComplete(input, pos, anchor, ncap);
    }
    if (this.prefilter !== null && anchor === UNANCHORED) {
      if (!this.prefilter.eval(input, pos)) {
        return null;
      }
    }
    const dfaResult = this.dfa.match(input, pos, anchor);
    if (dfaResult !== null) {
      return dfaResult ? [] : null;
    }
    return this._nfaFallback(input, pos, anchor) ? [] : null;
  }
  // Minimal boolean-only NFA for when the DFA bails due to state explosion.
  // No captures, no thread pools — just two sets of NFA states swapped each step.
  _nfaFallback(input, pos, anchor) {
    const prog = this.prog;
    const endPos = input.endPos();
    const addState = (set, visited2, pc, context) => {
      if (pc < 0 || pc >= prog.numInst() || visited2.has(pc))
        return;
      visited2.add(pc);
      const inst = prog.getInst(pc);
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          addState(set, visited2, inst.out, context);
          addState(set, visited2, inst.arg, context);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          addState(set, visited2, inst.out, context);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~context) === 0) {
            addState(set, visited2, inst.out, context);
          }
          break;
        default:
          set.add(pc);
          break;
      }
    };
    let current = /* @__PURE__ */ new Set();
    let next = /* @__PURE__ */ new Set();
    let prevRune = -1;
    if (pos > 0) {
      const r = input.step(pos - 1) >> 3;
      if (r >= 0)
        prevRune = r;
    }
    for (let i = pos; i <= endPos; i++) {
      const rune = i < endPos ? input.step(i) >> 3 : -1;
      const width = i < endPos ? input.step(i) & 7 : 0;
      const context = emptyOpContext(prevRune, rune);
      if (anchor === UNANCHORED || i === pos) {
        const visited2 = /* @__PURE__ */ new Set();
        addState(current, visited2, prog.start, context);
      }
      if (anchor !== ANCHOR_BOTH) {
        for (const pc of current) {
          const inst = prog.getInst(pc);
          if (inst.op === Inst.MATCH) {
            return true;
          }
        }
      }
      if (i >= endPos || width === 0)
        break;
      next.clear();
      for (const pc of current) {
        const inst = prog.getInst(pc);
        if (Inst.isRuneOp(inst.op) && inst.matchRune(rune)) {
          const nextContext = emptyOpContext(rune, i + width < endPos ? input.step(i + width) >> 3 : -1);
          const visited2 = /* @__PURE__ */ new Set();
          addState(next, visited2, inst.out, nextContext);
        }
      }
      if (anchor === UNANCHORED) {
        const nextRune = i + width < endPos ? input.step(i + width) >> 3 : -1;
        const nextContext = emptyOpContext(rune, nextRune);
        const visited2 = /* @__PURE__ */ new Set();
        addState(next, visited2, prog.start, nextContext);
      }
      prevRune = rune;
      [current, next] = [next, current];
      i += width - 1;
    }
    const endContext = emptyOpContext(prevRune, -1);
    const visited = /* @__PURE__ */ new Set();
    const finalSet = /* @__PURE__ */ new Set();
    for (const pc of current) {
      addState(finalSet, visited, pc, endContext);
    }
    for (const pc of finalSet) {
      const inst = prog.getInst(pc);
      if (inst.op === Inst.MATCH)
        return true;
    }
    return false;
  }
  numberOfCapturingGroups() {
    return this.numSubexp;
  }
  reset() {
  }
  toString() {
    return this.expr;
  }
  match(s) {
    return this.executeEngine(fromUTF16(s), 0, UNANCHORED, 0) !== null;
  }
};

// node_modules/@bufbuild/re2/dist/esm/index.js
var RE2JS = class _RE2JS {
  patternInput;
  flagsInput;
  re2Input;
  /**
   * Flag: case insensitive matching.
   */
  static CASE_INSENSITIVE = 1;
  /**
   * Flag: dot ({@code .}) matches all characters, including newline.
   */
  static DOTALL = 2;
  /**
   * Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
   * beginning and end of input.
   */
  static MULTILINE = 4;
  /**
   * Flag: Unicode groups (e.g. {@code \p{Greek}} ) will be syntax errors.
   */
  static DISABLE_UNICODE_GROUPS = 8;
  /**
   * Returns a literal pattern string for the specified string.
   *
   * @param {string} str The string to be literalized
   * @returns {string} A literal string replacement
   */
  static quote(str) {
    return quoteMeta(str);
  }
  /**
   * Helper: create new RE2JS with given regex and flags.
   * @param {string} regex
   * @param {number} [flags=0]
   * @returns {RE2JS}
   */
  static compile(regex, flags = 0) {
    return new _RE2JS(regex, flags);
  }
  static validateFlags(flags) {
    if ((flags & ~(_RE2JS.MULTILINE | _RE2JS.DOTALL | _RE2JS.CASE_INSENSITIVE | _RE2JS.DISABLE_UNICODE_GROUPS)) !== 0) {
      throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS");
    }
  }
  static buildRegexWithFlags(regex, flags = 0) {
    let fregex = regex;
    if ((flags & _RE2JS.CASE_INSENSITIVE) !== 0) {
      fregex = `(?i)${fregex}`;
    }
    if ((flags & _RE2JS.DOTALL) !== 0) {
      fregex = `(?s)${fregex}`;
    }
    if ((flags & _RE2JS.MULTILINE) !== 0) {
      fregex = `(?m)${fregex}`;
    }
    return fregex;
  }
  /**
   * Matches a string against a regular expression.
   *
   * @param {string} regex the regular expression
   * @param {string} input the input
   * @returns {boolean} true if the regular expression matches the entire input
   * @throws RE2JSSyntaxException if the regular expression is malformed
   */
  static matches(regex, input) {
    return _RE2JS.compile(regex).testExact(input);
  }
  /**
   * @param {string} pattern
   * @param {number} flags
   */
  constructor(pattern, flags = 0) {
    let re2Flags = PERL;
    if ((flags & _RE2JS.DISABLE_UNICODE_GROUPS) !== 0) {
      re2Flags &= ~UNICODE_GROUPS;
    }
    _RE2JS.validateFlags(flags);
    const fregex = _RE2JS.buildRegexWithFlags(pattern, flags);
    this.patternInput = pattern;
    this.flagsInput = flags;
    this.re2Input = RE2.compileImpl(fregex, re2Flags);
  }
  /**
   * Releases memory used by internal caches associated with this pattern.
   */
  reset() {
    this.re2Input.reset();
  }
  /**
   * Returns the flags used in the constructor.
   * @returns {number}
   */
  flags() {
    return this.flagsInput;
  }
  /**
   * Returns the pattern used in the constructor.
   * @returns {string}
   */
  pattern() {
    return this.patternInput;
  }
  re2() {
    return this.re2Input;
  }
  /**
   * Matches a string against a regular expression.
   *
   * @param {string} input the input
   * @returns {boolean} true if the regular expression matches the entire input
   */
  matches(input) {
    return this.testExact(input);
  }
  /**
   * Tests whether the regular expression matches any part of the input string.
   *
   * @param {string} input - The input string to test against.
   * @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
   */
  test(input) {
    return this.re2Input.match(input);
  }
  /**
   * Tests whether the regular expression matches the ENTIRE input string.
   *
   * @param {string} input - The input string to test against.
   * @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
   */
  testExact(input) {
    return this.re2Input.executeEngine(fromUTF16(input), 0, ANCHOR_BOTH, 0) !== null;
  }
  toString() {
    return this.patternInput;
  }
  /**
   * Returns the number of capturing groups in this matcher's pattern.
   */
  groupCount() {
    return this.re2Input.numberOfCapturingGroups();
  }
  /**
   * Return a map of the capturing groups in this matcher's pattern.
   */
  namedGroups() {
    return this.re2Input.namedGroups;
  }
};

// src/core/kube/re2.ts
var MAX_QUOTED = 120;
var MAX_CACHE = 2048;
var MEMO_MAX_ENTRIES = 4096;
var MEMO_MAX_INPUT = 256;
var cache = new BoundedMemo(MAX_CACHE);
function compileRe2(pattern) {
  return cache.get(pattern, () => compileUncached(pattern));
}
function mustCompileRe2(pattern) {
  const r = compileRe2(pattern);
  if (!r.ok) throw new Re2SyntaxError(r.error);
  return r.re;
}
var Re2SyntaxError = class extends Error {
  name = "Re2SyntaxError";
};
function shortPattern(pattern) {
  return pattern.length > MAX_QUOTED ? `${pattern.slice(0, MAX_QUOTED)}… (${pattern.length} characters)` : pattern;
}
function quotePattern(pattern) {
  return JSON.stringify(shortPattern(pattern));
}
function compileUncached(pattern) {
  let compiled;
  try {
    compiled = RE2JS.compile(splitLiteralRuns(pattern));
  } catch (error) {
    const text = errorText(error);
    if (!text.includes("duplicate capture group name")) return { ok: false, error: text };
    try {
      compiled = RE2JS.compile(splitLiteralRuns(pattern, { unnameGroups: true }));
    } catch (again) {
      return { ok: false, error: errorText(again) };
    }
  }
  return { ok: true, re: new Re2Program(pattern, compiled) };
}
function errorText(error) {
  const raw = error instanceof Error ? error.message : String(error);
  let text = raw.replaceAll(LITERAL_BREAK, "").replaceAll(QUOTE_BREAK, "");
  if (text.length > MAX_QUOTED + 60) text = `${text.slice(0, MAX_QUOTED + 60)}…`;
  if (!text.startsWith("error parsing regexp")) text = `error parsing regexp: ${text}`;
  return text;
}
var LITERAL_RUN = 256;
var LITERAL_BREAK = "(?:)";
var QUOTE_BREAK = "\\E(?:)\\Q";
var META = /* @__PURE__ */ new Set(["\\", ".", "+", "*", "?", "(", ")", "|", "[", "]", "{", "}", "^", "$"]);
function splitLiteralRuns(pattern, options = {}) {
  if (pattern.length <= LITERAL_RUN && !options.unnameGroups) return pattern;
  let out = "";
  let i = 0;
  let run = 0;
  const n = pattern.length;
  const charAt = (k) => String.fromCodePoint(pattern.codePointAt(k) ?? 0);
  while (i < n) {
    const c = charAt(i);
    if (c === "\\") {
      const next = pattern[i + 1];
      if (next === void 0) return out + pattern.slice(i);
      if (next === "Q") {
        const end = pattern.indexOf("\\E", i + 2);
        const body = pattern.slice(i + 2, end === -1 ? n : end);
        out += "\\Q" + chunkByCodePoints(body).join(QUOTE_BREAK);
        i = end === -1 ? n : end;
        run = 0;
        continue;
      }
      const len = escapeLength(pattern, i);
      const literal = len === 2 && !/[0-9A-Za-z]/.test(next);
      if (literal) {
        if (run >= LITERAL_RUN) {
          out += LITERAL_BREAK;
          run = 0;
        }
        run++;
      } else run = 0;
      out += pattern.slice(i, i + len);
      i += len;
      continue;
    }
    if (c === "[") {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
      run = 0;
      continue;
    }
    if (c === "(" && pattern[i + 1] === "?") {
      let j = i + 2;
      while (j < n && pattern[j] !== ")" && pattern[j] !== ":" && pattern[j] !== ">") j++;
      const named = pattern[j] === ">" && (pattern[i + 2] === "P" || pattern[i + 2] === "<");
      out += named && options.unnameGroups ? "(" : pattern.slice(i, j + 1);
      i = j + 1;
      run = 0;
      continue;
    }
    if (c === "{") {
      const repeat = /^\{\d*(?:,\d*)?\}/.exec(pattern.slice(i, i + 32));
      const len = repeat ? repeat[0].length : 1;
      out += pattern.slice(i, i + len);
      i += len;
      run = 0;
      continue;
    }
    if (META.has(c)) {
      out += c;
      i += 1;
      run = 0;
      continue;
    }
    if (run >= LITERAL_RUN) {
      out += LITERAL_BREAK;
      run = 0;
    }
    run++;
    out += c;
    i += c.length;
  }
  return out;
}
function chunkByCodePoints(text) {
  const chunks = [];
  let start = 0;
  let count = 0;
  for (let k = 0; k < text.length; ) {
    const cp = text.codePointAt(k) ?? 0;
    k += cp > 65535 ? 2 : 1;
    if (++count === LITERAL_RUN) {
      chunks.push(text.slice(start, k));
      start = k;
      count = 0;
    }
  }
  if (start < text.length || chunks.length === 0) chunks.push(text.slice(start));
  return chunks;
}
function escapeLength(p, i) {
  const c = p[i + 1] ?? "";
  if ((c === "x" || c === "p" || c === "P") && p[i + 2] === "{") {
    const close = p.indexOf("}", i + 3);
    return close === -1 ? p.length - i : close - i + 1;
  }
  if (c === "x") return 4;
  if (c === "p" || c === "P") return 3;
  if (/[0-7]/.test(c)) {
    let k = i + 2;
    while (k < i + 4 && /[0-7]/.test(p[k] ?? "")) k++;
    return k - i;
  }
  const cp = p.codePointAt(i + 1) ?? 0;
  return cp > 65535 ? 3 : 2;
}
function classEnd(p, i) {
  let k = i + 1;
  if (p[k] === "^") k++;
  if (p[k] === "]") k++;
  while (k < p.length) {
    const c = p[k];
    if (c === "]") return k + 1;
    if (c === "\\") {
      k += Math.max(2, escapeLength(p, k));
      continue;
    }
    if (c === "[" && p[k + 1] === ":") {
      const close = p.indexOf(":]", k + 2);
      if (close !== -1) {
        k = close + 2;
        continue;
      }
    }
    k++;
  }
  return p.length;
}
var ALT = 1;
var ALT_MATCH = 2;
var CAPTURE = 3;
var EMPTY_WIDTH = 4;
var MATCH = 6;
var NOP = 7;
var RUNE = 8;
var RUNE1 = 9;
var RUNE_ANY = 10;
var RUNE_ANY_NOT_NL = 11;
var EMPTY_BEGIN_LINE2 = 1;
var EMPTY_END_LINE2 = 2;
var EMPTY_BEGIN_TEXT2 = 4;
var EMPTY_END_TEXT2 = 8;
var EMPTY_WORD_BOUNDARY2 = 16;
var EMPTY_NO_WORD_BOUNDARY2 = 32;
var MAX_WALK_STEPS = 4096;
var MAX_WALK_RUNES = 96;
function pickRune(ranges, random) {
  if (ranges.length === 1) return ranges[0] ?? 97;
  const ascii = [];
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    const lo = Math.max(ranges[i] ?? 0, 33);
    const hi = Math.min(ranges[i + 1] ?? 0, 126);
    if (lo <= hi) ascii.push([lo, hi]);
  }
  if (ascii.length > 0) {
    const [lo, hi] = ascii[Math.floor(random() * ascii.length)] ?? [97, 97];
    return lo + Math.floor(random() * (hi - lo + 1));
  }
  const pair = Math.floor(random() * (ranges.length / 2));
  return ranges[2 * pair] ?? 97;
}
function seededRandom(seedText) {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = seed + 1831565813 | 0;
    let t = Math.imul(seed ^ seed >>> 15, 1 | seed);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function isWordRune2(r) {
  return r >= 97 && r <= 122 || r >= 65 && r <= 90 || r >= 48 && r <= 57 || r === 95;
}
function emptyContext(r1, r2) {
  let op = 0;
  if (r1 < 0) op |= EMPTY_BEGIN_TEXT2 | EMPTY_BEGIN_LINE2;
  if (r1 === 10) op |= EMPTY_BEGIN_LINE2;
  if (r2 < 0) op |= EMPTY_END_TEXT2 | EMPTY_END_LINE2;
  if (r2 === 10) op |= EMPTY_END_LINE2;
  op |= isWordRune2(r1) !== isWordRune2(r2) ? EMPTY_WORD_BOUNDARY2 : EMPTY_NO_WORD_BOUNDARY2;
  return op;
}
function runeAt(s, pos) {
  if (pos >= s.length) return [-1, 0];
  const c = s.charCodeAt(pos);
  if (c >= 55296 && c <= 56319 && pos + 1 < s.length) {
    const d = s.charCodeAt(pos + 1);
    if (d >= 56320 && d <= 57343) return [(c - 55296) * 1024 + (d - 56320) + 65536, 2];
  }
  return [c, 1];
}
function runeBefore(s, pos) {
  if (pos <= 0) return -1;
  const d = s.charCodeAt(pos - 1);
  if (d >= 56320 && d <= 57343 && pos >= 2) {
    const c = s.charCodeAt(pos - 2);
    if (c >= 55296 && c <= 56319) return (c - 55296) * 1024 + (d - 56320) + 65536;
  }
  return d;
}
var Queue = class {
  seen;
  pcs;
  starts;
  length = 0;
  generation = 1;
  constructor(size) {
    this.seen = new Uint32Array(size);
    this.pcs = new Int32Array(size);
    this.starts = new Int32Array(size);
  }
  clear() {
    this.length = 0;
    this.generation++;
    if (this.generation === 4294967295) {
      this.seen.fill(0);
      this.generation = 1;
    }
  }
  /** Marks pc; false when it was already marked since the last clear. */
  visit(pc) {
    if (this.seen[pc] === this.generation) return false;
    this.seen[pc] = this.generation;
    return true;
  }
  push(pc, start) {
    this.pcs[this.length] = pc;
    this.starts[this.length] = start;
    this.length++;
  }
};
var Re2Program = class {
  constructor(pattern, compiled) {
    this.pattern = pattern;
    this.compiled = compiled;
    const engine = compiled.re2();
    this.insts = engine.prog.inst;
    this.start = engine.prog.start;
    this.anchoredStart = (engine.cond & EMPTY_BEGIN_TEXT2) !== 0;
    this.prefix = engine.prefix;
    this.prefixComplete = engine.prefixComplete;
    this.stack = new Int32Array(2 * this.insts.length + 2);
  }
  pattern;
  compiled;
  insts;
  start;
  anchoredStart;
  /** A literal every match starts with ('' when none), and whether it is the whole match. */
  prefix;
  prefixComplete;
  stack;
  queues;
  /**
   * Answers of test() by input. A schema checks every object's values against the same patterns,
   * and many values repeat (quantities such as "10" or "64Gi", group and namespace names):
   * 10,000 tenants made 60,000 pattern tests, 127 ms of a 2.4 s check. Bounded.
   */
  tested = new BoundedMemo(MEMO_MAX_ENTRIES);
  /** The pattern itself: ajv keys its compiled patterns by `toString()`. */
  toString() {
    return `re2:${this.pattern}`;
  }
  test(input) {
    if (input.length > MEMO_MAX_INPUT) return this.compiled.test(input);
    return this.tested.get(input, () => this.compiled.test(input));
  }
  testWhole(input) {
    return this.compiled.testExact(input);
  }
  find(input) {
    if (!this.compiled.test(input)) return void 0;
    const m = this.findIndex(input, 0);
    return m ? input.slice(m[0], m[1]) : void 0;
  }
  findAll(input, limit) {
    const out = [];
    if (limit === 0 || !this.compiled.test(input)) return out;
    let prevEnd = -1;
    for (let pos = 0; pos <= input.length && (limit < 0 || out.length < limit); ) {
      const m = this.findIndex(input, pos);
      if (!m) break;
      let accept = true;
      if (m[1] === pos) {
        if (m[0] === prevEnd) accept = false;
        const width = runeAt(input, pos)[1];
        pos = width > 0 ? pos + width : input.length + 1;
      } else {
        pos = m[1];
      }
      prevEnd = m[1];
      if (accept) out.push(input.slice(m[0], m[1]));
    }
    return out;
  }
  samples(count) {
    const out = /* @__PURE__ */ new Set();
    const random = seededRandom(this.pattern);
    for (let walk = 0; walk < count * 4 && out.size < count; walk++) {
      const s = this.walk(random);
      if (s !== void 0 && this.testWhole(s)) out.add(s);
    }
    return [...out];
  }
  /** One random path from the start to MATCH; undefined when it grows past the budget. */
  walk(random) {
    let text = "";
    let runes = 0;
    let pc = this.start;
    for (let steps = 0; steps < MAX_WALK_STEPS; steps++) {
      const inst = this.insts[pc];
      if (!inst) return void 0;
      switch (inst.op) {
        case MATCH:
          return text;
        case ALT:
        case ALT_MATCH:
          pc = random() < (runes > MAX_WALK_RUNES / 2 ? 0.15 : 0.5) ? inst.out : inst.arg;
          continue;
        case NOP:
        case CAPTURE:
        case EMPTY_WIDTH:
          pc = inst.out;
          continue;
        case RUNE1:
          text += String.fromCodePoint(inst.runes[0] ?? 97);
          break;
        case RUNE:
          text += String.fromCodePoint(pickRune(inst.runes, random));
          break;
        case RUNE_ANY:
        case RUNE_ANY_NOT_NL:
          text += String.fromCodePoint(33 + Math.floor(random() * 94));
          break;
        default:
          return void 0;
      }
      if (++runes > MAX_WALK_RUNES) return void 0;
      pc = inst.out;
    }
    return void 0;
  }
  /** A Pike VM (Go's regexp `machine`, first-match mode, whole-match captures only). */
  findIndex(input, from = 0) {
    if (from > input.length) return void 0;
    if (this.anchoredStart && from !== 0) return void 0;
    if (this.prefixComplete && !this.anchoredStart) {
      const at = input.indexOf(this.prefix, from);
      return at < 0 ? void 0 : [at, at + this.prefix.length];
    }
    this.queues ??= [new Queue(this.insts.length), new Queue(this.insts.length)];
    let [runq, nextq] = this.queues;
    runq.clear();
    nextq.clear();
    let matchStart = -1;
    let matchEnd = -1;
    let pos = from;
    let prev = runeBefore(input, pos);
    let [r, width] = runeAt(input, pos);
    for (; ; ) {
      if (runq.length === 0) {
        if (matchStart >= 0) break;
        if (this.anchoredStart && pos !== 0) break;
        if (this.prefix !== "" && r !== this.prefix.codePointAt(0)) {
          const at = input.indexOf(this.prefix, pos);
          if (at < 0) break;
          pos = at;
          prev = runeBefore(input, pos);
          [r, width] = runeAt(input, pos);
        }
      }
      if (matchStart < 0 && (pos === 0 || !this.anchoredStart)) this.add(runq, this.start, pos, emptyContext(prev, r));
      const [r1, width1] = width > 0 ? runeAt(input, pos + width) : [-1, 0];
      const nextContext = emptyContext(r, r1);
      nextq.clear();
      for (let k = 0; k < runq.length; k++) {
        const pc = runq.pcs[k] ?? 0;
        const inst = this.insts[pc];
        if (!inst) continue;
        let ok = false;
        switch (inst.op) {
          case MATCH:
            matchStart = runq.starts[k] ?? pos;
            matchEnd = pos;
            k = runq.length;
            continue;
          case RUNE:
            ok = r >= 0 && inst.matchRune(r);
            break;
          case RUNE1:
            ok = r >= 0 && r === inst.runes[0];
            break;
          case RUNE_ANY:
            ok = r >= 0;
            break;
          case RUNE_ANY_NOT_NL:
            ok = r >= 0 && r !== 10;
            break;
        }
        if (ok) this.add(nextq, inst.out, runq.starts[k] ?? pos, nextContext);
      }
      if (width === 0) break;
      prev = r;
      pos += width;
      r = r1;
      width = width1;
      [runq, nextq] = [nextq, runq];
    }
    return matchStart >= 0 ? [matchStart, matchEnd] : void 0;
  }
  /** Follows empty transitions from pc, in priority order, adding the threads it reaches to q. */
  add(q, pc0, start, context) {
    const stack = this.stack;
    let top = 0;
    stack[top++] = pc0;
    while (top > 0) {
      const pc = stack[--top] ?? 0;
      if (pc === 0 || !q.visit(pc)) continue;
      const inst = this.insts[pc];
      if (!inst) continue;
      switch (inst.op) {
        case ALT:
        case ALT_MATCH:
          stack[top++] = inst.arg;
          stack[top++] = inst.out;
          break;
        case NOP:
        case CAPTURE:
          stack[top++] = inst.out;
          break;
        case EMPTY_WIDTH:
          if ((inst.arg & ~context) === 0) stack[top++] = inst.out;
          break;
        case MATCH:
        case RUNE:
        case RUNE1:
        case RUNE_ANY:
        case RUNE_ANY_NOT_NL:
          q.push(pc, start);
          break;
        default:
          break;
      }
    }
  }
};

export {
  RE2JS,
  getOrMake,
  BoundedMemo,
  compileRe2,
  mustCompileRe2,
  shortPattern,
  quotePattern
};
