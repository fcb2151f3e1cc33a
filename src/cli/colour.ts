import { UsageError } from './command.js';

export const COLOUR_MODES = ['auto', 'always', 'never'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export interface ColourInput {
  /** The --color flag, when given. */
  readonly flag: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly isTTY: boolean | undefined;
}

/**
 * Whether to colour output, as most command-line tools decide it: `--color always|never` wins;
 * otherwise FORCE_COLOR (any value but 0/false) forces colour, NO_COLOR (https://no-color.org,
 * any non-empty value) turns it off, TERM=dumb turns it off, and colour is used on a terminal only.
 */
export function useColour(input: ColourInput): boolean {
  const mode = input.flag ?? 'auto';
  if (!(COLOUR_MODES as readonly string[]).includes(mode)) throw new UsageError(`--color must be one of ${COLOUR_MODES.join(', ')}; found ${JSON.stringify(mode)}`);
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  const force = input.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return !/^(0|false)$/i.test(force);
  if (input.env.NO_COLOR !== undefined && input.env.NO_COLOR !== '') return false;
  if (input.env.TERM === 'dumb') return false;
  return input.isTTY === true;
}
