import type { Finding, RuleInfo } from '../finding.js';
import { renderGithubCommands } from './github.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';

export const OUTPUT_FORMATS = ['text', 'json', 'sarif', 'junit', 'markdown', 'github'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface RenderOptions {
  readonly format: OutputFormat;
  /** ANSI colours in text output; only on a TTY. */
  readonly colour?: boolean;
  readonly toolVersion: string;
  readonly rules?: ReadonlyMap<string, RuleInfo>;
  /** Files that were checked, for JUnit's passing test cases. */
  readonly checkedFiles?: readonly string[];
  readonly title?: string;
}

export function renderFindings(findings: readonly Finding[], options: RenderOptions): string {
  switch (options.format) {
    case 'text':
      return renderText(findings, { colour: options.colour ?? false });
    case 'json':
      return renderJson(findings);
    case 'sarif':
      return renderSarif(findings, { toolVersion: options.toolVersion, ...(options.rules ? { rules: options.rules } : {}) });
    case 'junit':
      return renderJunit(findings, options.checkedFiles ? { checkedFiles: options.checkedFiles } : {});
    case 'markdown':
      return renderMarkdown(findings, options.title !== undefined ? { title: options.title } : {});
    case 'github':
      return renderGithubCommands(findings);
  }
}

export { renderGithubCommands, renderJson, renderJunit, renderMarkdown, renderSarif, renderText };
