import { parseArgs } from 'node:util';
import { UsageError, type FlagSpec } from './command.js';
import { didYouMean } from './suggest.js';

/**
 * Reads the flags the way parseFlags will and turns every mistake into one plain sentence
 * (`unknown flag --formt; did you mean --format?`) instead of Node's parseArgs text.
 */
export function checkFlags(argv: readonly string[], spec: FlagSpec): void {
  const { tokens } = parseArgs({ args: [...argv], options: spec, allowPositionals: true, strict: false, tokens: true });
  const longNames = Object.keys(spec);
  const shorts = new Map(Object.entries(spec).flatMap(([name, s]) => (s.short ? [[s.short, name] as const] : [])));
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const known = spec[token.name];
    if (!known) {
      const guess = token.rawName.startsWith('--') ? didYouMean(token.name, longNames) : undefined;
      const list = token.rawName.startsWith('--') ? '' : shorts.size ? ` (short flags: ${[...shorts].map(([s, n]) => `-${s} = --${n}`).join(', ')})` : ' (this command has no short flags)';
      throw new UsageError(`unknown flag ${token.rawName}${guess ? `; did you mean --${guess}?` : list}`);
    }
    const shown = token.rawName.startsWith('--') ? token.rawName : `${token.rawName} (--${token.name})`;
    if (known.type === 'boolean' && token.inlineValue) throw new UsageError(`flag ${shown} takes no value; found ${JSON.stringify(token.value)}`);
    if (known.type === 'string') {
      if (token.value === undefined) throw new UsageError(`flag ${shown} needs a value`);
      // `--output --format json`: the next flag was taken as the value.
      if (!token.inlineValue && token.value.startsWith('-') && token.value.length > 1) {
        const name = token.value.replace(/^-+/, '').replace(/=.*/, '');
        if (spec[name] || shorts.has(name)) throw new UsageError(`flag ${shown} needs a value, but the next argument is the flag ${token.value}`);
        throw new UsageError(`flag ${shown}: the value ${JSON.stringify(token.value)} starts with "-"; write ${token.rawName}=${token.value} if you mean it`);
      }
    }
  }
}
