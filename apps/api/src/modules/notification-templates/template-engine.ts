import { escapeHtml } from '@platform/contracts';
import { Liquid, LiquidError, type Template } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';

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

/** Bounds on one template, so a loop or a huge text cannot stall the process (liquidjs's DoS limits). */
const LIMITS = { parseLimit: 100_000, renderLimit: 200, memoryLimit: 5_000_000 };

/**
 * A filled-in value in HTML: escaped (a name or message can never add markup)
 * with its line breaks kept, since a multi-line message has no other way to
 * keep them.
 */
function escapeValue(value: unknown): string {
  return escapeHtml(String(value ?? '')).replace(/\r?\n/g, '<br>');
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

/** Describes liquidjs's error in terms staff can act on (the position is in the template as stored). */
function problemOf(error: unknown): TemplateProblem {
  if (!(error instanceof LiquidError)) throw error;
  const [line = 1, column = 1] = error.token?.getPosition?.() ?? [];
  const near = (error.token?.getText?.() ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const message = error.message;
  const named = (pattern: RegExp) => pattern.exec(message)?.[1] ?? '';
  const at = { line, column };
  if (error.name === 'UndefinedVariableError') return { reason: 'unknown_placeholder', params: { ...at, name: named(/undefined variable: ([^,]+)/), near } };
  if (/undefined filter/.test(message)) return { reason: 'unknown_filter', params: { ...at, name: named(/undefined filter: ([^,]+)/), near } };
  if (/tag "[^"]+" not found/.test(message)) return { reason: 'unknown_tag', params: { ...at, name: named(/tag "([^"]+)" not found/), near } };
  if (/limit exceeded/.test(message)) return { reason: 'template_too_costly', params: { ...at, name: '', near } };
  return { reason: 'template_syntax', params: { ...at, name: '', near } };
}

/** Parsed templates by part and source: a run of the periodic mail renders one template thousands of times. */
const parsed = new Map<string, Template[]>();
const PARSED_KEPT = 200;

function parse(part: 'subject' | 'body', source: string): Template[] {
  const key = `${part}\u0000${source}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const liquid = part === 'body' ? htmlLiquid : textLiquid;
  const templates = liquid.parse(part === 'body' ? liquidSourceOfBody(source) : source);
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(key, templates);
  return templates;
}

/** The result of rendering one part, or the problem that stopped it. */
export type RenderOutcome = { ok: true; output: string } | { ok: false; problem: TemplateProblem };

/**
 * Renders a subject (plain text) or a body (HTML) with `values`. Strict: a
 * placeholder or filter the values do not have is a problem, which is how a
 * template is checked against a mail's sample data before it is saved.
 */
export async function renderPart(part: 'subject' | 'body', source: string, values: Record<string, unknown>, { strict }: { strict: boolean }): Promise<RenderOutcome> {
  const liquid = part === 'body' ? htmlLiquid : textLiquid;
  try {
    const output: string = await liquid.render(parse(part, source), values, { strictVariables: strict, ownPropertyOnly: true });
    return { ok: true, output: part === 'body' ? tidyBody(output) : output.replace(/\s+/g, ' ').trim() };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** A rendered body, sanitised again (what values put in `href` included) and without the empty paragraphs a false `if` leaves. */
function tidyBody(html: string): string {
  return sanitizeHtml(html, MAIL_HTML)
    .replace(/<p>(?:\s|<br\s*\/?>)*<\/p>/g, '')
    .trim();
}

/** Whether `source` outputs the placeholder `name` somewhere (`{{ link }}`, also with filters). */
export function outputsPlaceholder(source: string, name: string): boolean {
  const pattern = new RegExp(`\\{\\{-?\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?:\\||-?\\}\\})`);
  return pattern.test(liquidSourceOfBody(source));
}
