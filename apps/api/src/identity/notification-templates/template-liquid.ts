import { Liquid, LiquidError, type Template } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';

// Staff's Liquid runs here, inside the template worker (template-worker.ts),
// whose heap and time are bounded; the API's own thread only sanitises bodies
// and reads their Liquid source. Imports stay relative or npm packages: the
// worker loads this file without the workspace's path aliases.

/**
 * What the portal's Tiptap editor produces (as for vacancy descriptions, plus
 * links whose address is a placeholder such as `{{ link }}`); Liquid markup is
 * text to the sanitiser, so it survives. Applied to the stored body and again
 * to every rendered mail, so neither staff nor a filled-in value can add a
 * script, a style or a `javascript:` link.
 */
const MAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
};

/** A template body as it is stored: sanitised HTML, Liquid intact. */
export function sanitizeTemplateBody(html: string): string {
  return sanitizeHtml(html, MAIL_HTML).trim();
}

/** liquidjs's own bounds on one template: they stop most loops early, with a place; the worker's heap and clock stop the rest. */
const LIMITS = { parseLimit: 100_000, renderLimit: 200, memoryLimit: 5_000_000 };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A filled-in value in HTML: escaped as `escapeHtml` of @platform/contracts does (a name or message can never add markup)
 * with its line breaks kept, since a multi-line message has no other way to
 * keep them.
 */
function escapeValue(value: unknown): string {
  return String(value ?? '')
    .replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
    .replace(/\r?\n/g, '<br>');
}

/**
 * A sandboxed Liquid: no file system (include, render and layout are not
 * tags here, and `templates: {}` answers any lookup with nothing), no `raw`
 * filter to bypass escaping, own properties only, and liquidjs's limits.
 */
function sandboxedLiquid(outputEscape: ((value: unknown) => string) | undefined): Liquid {
  const liquid = new Liquid({
    ...LIMITS,
    templates: {},
    ownPropertyOnly: true,
    strictFilters: true,
    outputEscape,
    // An empty text or a zero is "nothing" to staff, as in JavaScript (Liquid's own rule counts '' as true).
    jsTruthy: true,
  });
  for (const tag of ['include', 'render', 'layout', 'block']) delete liquid.tags[tag];
  liquid.unregisterFilter('raw');
  return liquid;
}

const htmlLiquid = sandboxedLiquid(escapeValue);
// Subjects are plain text: values go in as they are (nodemailer encodes the header).
const textLiquid = sandboxedLiquid(undefined);

const ENTITIES: Record<string, string> = { '&gt;': '>', '&lt;': '<', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const LIQUID_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;
// A paragraph or list item that holds one Liquid tag and nothing else: how the editor keeps a block-level `{% if %}` or `{% for %}`.
const TAG_ALONE = /<li>\s*<p>\s*(\{%(?:(?!%\})[\s\S])*%\})\s*<\/p>\s*<\/li>|<p>\s*(\{%(?:(?!%\})[\s\S])*%\})\s*<\/p>/g;

/**
 * The Liquid source of a stored body: the editor writes `>` and quotes inside
 * placeholders as HTML entities, which Liquid must read as characters; a tag
 * alone in a paragraph or list item stands for the tag alone, so a loop can
 * repeat list items and an `if` whole paragraphs.
 */
export function liquidSourceOfBody(html: string): string {
  return html
    .replace(LIQUID_MARKUP, (markup) => markup.replace(/&(?:gt|lt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity))
    .replace(TAG_ALONE, (_match, inItem: string | undefined, inParagraph: string | undefined) => inItem ?? inParagraph ?? '');
}

/** Why a template was refused, and where: a field issue's reason and its parameters. */
export type TemplateProblem = {
  reason: 'unknown_placeholder' | 'unknown_filter' | 'unknown_tag' | 'template_syntax' | 'template_too_costly';
  params: { line: number; column: number; name: string; near: string };
};

/**
 * Describes liquidjs's error in terms staff can act on (the position is in
 * the template as stored). A limit that trips between top-level tags, or a
 * RangeError there, comes unwrapped: its place is the tag being rendered.
 */
function problemOf(error: unknown, job: RenderJob, progress: RenderProgress): TemplateProblem {
  if (!(error instanceof LiquidError)) {
    if (error instanceof RangeError || (error instanceof Error && /limit exceeded/.test(error.message))) return tooCostlyAt(job, progress);
    throw error;
  }
  const [line = 1, column = 1] = error.token?.getPosition?.() ?? [];
  const near = (error.token?.getText?.() ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const message = error.message;
  const named = (pattern: RegExp) => pattern.exec(message)?.[1] ?? '';
  const at = { line, column };
  if (error.name === 'UndefinedVariableError') return { reason: 'unknown_placeholder', params: { ...at, name: named(/undefined variable: ([^,]+)/), near } };
  if (/undefined filter/.test(message)) return { reason: 'unknown_filter', params: { ...at, name: named(/undefined filter: ([^,]+)/), near } };
  if (/tag "[^"]+" not found/.test(message)) return { reason: 'unknown_tag', params: { ...at, name: named(/tag "([^"]+)" not found/), near } };
  // A text past the longest string V8 can hold (a doubled text) is a RangeError, which liquidjs wraps with its place.
  const original = (error as { originalError?: unknown }).originalError;
  if (/limit exceeded/.test(message) || original instanceof RangeError) return { reason: 'template_too_costly', params: { ...at, name: '', near } };
  return { reason: 'template_syntax', params: { ...at, name: '', near } };
}

/** The text of the tag or output at a line and column of a part's Liquid source, as a problem's `near`. */
export function markupAt(job: Pick<RenderJob, 'part' | 'source'>, line: number, column: number): string {
  const source = job.part === 'body' ? liquidSourceOfBody(job.source) : job.source;
  const rest = (source.split('\n')[line - 1] ?? '').slice(column - 1);
  const markup = /^(?:\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\})/.exec(rest)?.[0] ?? rest;
  return markup.replace(/\s+/g, ' ').trim().slice(0, 60);
}

/** Where rendering is, as line and column of the top-level tag or output being rendered: the place a killed render reports. */
export type RenderProgress = Int32Array;

/** Parsed templates by part and source: a run of the periodic mail renders one template thousands of times. */
const parsed = new Map<string, Template[]>();
const PARSED_KEPT = 200;

/**
 * Parses a part once; each top-level tag or output notes its place in
 * `progress` as it starts, so a render stopped from outside (out of memory,
 * out of time) still says where it was.
 */
function parse(part: 'subject' | 'body', source: string, progress: RenderProgress): Template[] {
  const key = `${part}\u0000${source}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const liquid = part === 'body' ? htmlLiquid : textLiquid;
  const templates = liquid.parse(part === 'body' ? liquidSourceOfBody(source) : source);
  for (const template of templates) {
    const render = template.render.bind(template);
    const [line = 1, column = 1] = template.token.getPosition();
    template.render = (context, emitter) => {
      progress[0] = line;
      progress[1] = column;
      return render(context, emitter);
    };
  }
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(key, templates);
  return templates;
}

/** The result of rendering one part, or the problem that stopped it. */
export type RenderOutcome = { ok: true; output: string } | { ok: false; problem: TemplateProblem };

/** One part to render, as the API's thread sends it to the worker. */
export type RenderJob = { part: 'subject' | 'body'; source: string; values: Record<string, unknown>; strict: boolean };

/** More than any mail needs (a body is at most 50,000 characters): a larger result is a template gone wrong. */
export const OUTPUT_MAX = 500_000;

/** Too costly, at the top-level tag or output being rendered. */
export function tooCostlyAt(job: Pick<RenderJob, 'part' | 'source'>, progress: RenderProgress): TemplateProblem {
  const [line, column] = [Atomics.load(progress, 0) || 1, Atomics.load(progress, 1) || 1];
  return { reason: 'template_too_costly', params: { line, column, name: '', near: markupAt(job, line, column) } };
}

/**
 * Renders a subject (plain text) or a body (HTML) with `values`, in the
 * worker. Strict: a placeholder or filter the values do not have is a
 * problem, which is how a template is checked against a mail's sample data
 * before it is saved.
 */
export function renderInWorker(job: RenderJob, progress: RenderProgress): RenderOutcome {
  const { part, source, values, strict } = job;
  const liquid = part === 'body' ? htmlLiquid : textLiquid;
  progress[0] = 1;
  progress[1] = 1;
  try {
    const output: string = liquid.renderSync(parse(part, source, progress), values, { strictVariables: strict, ownPropertyOnly: true });
    if (output.length > OUTPUT_MAX) return { ok: false, problem: tooCostlyAt(job, progress) };
    return { ok: true, output: part === 'body' ? tidyBody(output) : output.replace(/\s+/g, ' ').trim() };
  } catch (error) {
    return { ok: false, problem: problemOf(error, job, progress) };
  }
}

/** A rendered body, sanitised again (what values put in `href` included) and without the empty paragraphs a false `if` leaves. */
function tidyBody(html: string): string {
  return sanitizeHtml(html, MAIL_HTML)
    .replace(/<p>(?:\s|<br\s*\/?>)*<\/p>/g, '')
    .trim();
}

/** Whether any Liquid markup of `source` (a body or a subject) names the variable `name`, whether or not it would render. */
export function referencesVariable(source: string, name: string): boolean {
  const variable = new RegExp(`(?:^|[^\\w.'"-])${name}(?![\\w-])`);
  return (liquidSourceOfBody(source).match(LIQUID_MARKUP) ?? []).some((markup) => variable.test(markup.replace(/^\{[{%]-?|-?[}%]\}$/g, ' ')));
}
