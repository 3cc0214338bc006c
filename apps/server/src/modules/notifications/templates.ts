import { type EventField, type EventType, eventSchema, SAMPLE_PARAMS } from '@leavedesk/contracts';
import Handlebars from 'handlebars';
import type { ErrorDetail } from '../../http/errors';
import { dayjs, isDateOnly } from '../../lib/dates';

/**
 * Notification templates: Handlebars with two helpers of our own, `formatDate` (D MMM YYYY, in the
 * organization's time zone) and `eq`. Validated on save against the event's schema (the same one
 * GET /v1/notifications/events answers), rendered once per trigger and event.
 */
const hb = Handlebars.create();

hb.registerHelper('formatDate', function formatDate(value: unknown, options: Handlebars.HelperOptions) {
  if (value == null || value === '') return '';
  const text = String(value);
  const zone = (options?.data?.root?.organization?.timezone as string | undefined) ?? 'UTC';
  if (isDateOnly(text)) return dayjs(text).format('D MMM YYYY');
  const instant = dayjs(text);
  if (!instant.isValid()) return text;
  return instant.tz(zone).format('D MMM YYYY');
});
hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);

const HELPERS = new Set(['formatDate', 'eq', 'if', 'unless', 'each', 'with', 'lookup']);
const BLOCK_HELPERS = new Set(['if', 'unless', 'each', 'with']);
/**
 * How many values each helper takes, and how it is written. Handlebars parses `{{#if}}` or
 * `{{lookup user}}` happily and throws only when it renders them: a saved trigger would then fail
 * every change that causes its event.
 */
const ARITY: Record<string, { values: number; example: string }> = {
  if: { values: 1, example: '{{#if leave.reason}}…{{/if}}' },
  unless: { values: 1, example: '{{#unless leave.reason}}…{{/unless}}' },
  with: { values: 1, example: '{{#with leave.type}}…{{/with}}' },
  each: { values: 1, example: '{{#each list}}…{{/each}}' },
  lookup: { values: 2, example: '{{lookup user "firstName"}}' },
  eq: { values: 2, example: '{{#if (eq leave.status "ACCEPTED")}}…{{/if}}' },
  formatDate: { values: 1, example: '{{formatDate leave.startAt}}' },
};
const DATA_VARIABLES = new Set(['index', 'key', 'first', 'last']);

export type TemplateField = 'title' | 'textTemplate' | 'htmlTemplate';
const FIELD_LABEL: Record<TemplateField, string> = {
  title: 'Title',
  textTemplate: 'Text template',
  htmlTemplate: 'HTML template',
};

type Scope = EventField[] | 'any';
type Node = hbs.AST.Node;

function fieldsAt(scope: Scope, parts: string[]): Scope | undefined {
  let current: Scope = scope;
  for (const part of parts) {
    if (current === 'any') return 'any';
    const field: EventField | undefined = current.find((f) => f.name === part);
    if (!field) return undefined;
    // A leaf has no fields: a path that goes on past it is unknown.
    current = field.properties ?? (field.type === 'array' ? (field.items?.properties ?? 'any') : []);
  }
  return current;
}

/** The problems of one template: syntax, unknown variables and helpers, unescaped HTML. */
export function templateProblems(source: string, eventType: EventType, field: TemplateField): string[] {
  const label = FIELD_LABEL[field];
  let program: hbs.AST.Program;
  try {
    program = hb.parse(source);
  } catch (error) {
    const first = String((error as Error).message).split('\n');
    const line = first[0].replace(/:$/, '');
    const expected = first.find((l) => l.startsWith('Expecting') || l.startsWith('Parse error'));
    return [
      `${label} has a syntax error: ${line}${expected && expected !== first[0] ? ` (${expected})` : ''}`,
    ];
  }
  const root = eventSchema(eventType).schema.properties;
  const problems: string[] = [];
  const seen = new Set<string>();
  const add = (message: string) => {
    if (!seen.has(message)) {
      seen.add(message);
      problems.push(message);
    }
  };

  const checkPath = (path: hbs.AST.PathExpression, stack: Scope[]) => {
    if (path.data) {
      if (path.parts[0] === 'root') {
        if (!fieldsAt(root, path.parts.slice(1)))
          add(`${label} uses the variable "${path.original}", which the event ${eventType} does not have.`);
      } else if (!DATA_VARIABLES.has(path.parts[0])) {
        add(`${label} uses the unknown data variable "${path.original}".`);
      }
      return;
    }
    if (path.parts.length === 0) return; // {{this}}
    const scope = stack[Math.max(0, stack.length - 1 - path.depth)];
    if (!fieldsAt(scope, path.parts))
      add(`${label} uses the variable "${path.original}", which the event ${eventType} does not have.`);
  };

  const checkExpression = (node: Node, stack: Scope[]) => {
    switch (node.type) {
      case 'PathExpression':
        checkPath(node as hbs.AST.PathExpression, stack);
        break;
      case 'SubExpression': {
        const sub = node as hbs.AST.SubExpression;
        checkCall(sub.path, sub.params, sub.hash, stack, true);
        break;
      }
      default:
        break; // literals
    }
  };

  const checkArity = (name: string, params: hbs.AST.Expression[]) => {
    const { values, example } = ARITY[name];
    if (params.length !== values)
      add(
        `${label} gives "${name}" ${count(params.length)}: it takes exactly ${count(values)}, as in ${example}.`,
      );
  };

  const checkCall = (
    path: hbs.AST.PathExpression | hbs.AST.Literal,
    params: hbs.AST.Expression[],
    hash: hbs.AST.Hash | undefined,
    stack: Scope[],
    isCall: boolean,
  ) => {
    if (path.type !== 'PathExpression') return;
    const p = path as hbs.AST.PathExpression;
    const name = p.original;
    if (BLOCK_HELPERS.has(name))
      add(`${label} uses "${name}" without "#": it wraps a part of the text, as in ${ARITY[name].example}.`);
    else if (isCall || params.length > 0 || (hash?.pairs.length ?? 0) > 0 || HELPERS.has(name)) {
      if (!HELPERS.has(name)) add(`${label} uses the unknown helper "${name}".`);
      else checkArity(name, params);
    } else checkPath(p, stack);
    for (const param of params) checkExpression(param, stack);
    for (const pair of hash?.pairs ?? []) checkExpression(pair.value, stack);
  };

  const visit = (node: Node | null | undefined, stack: Scope[]) => {
    if (!node) return;
    switch (node.type) {
      case 'Program':
        for (const statement of (node as hbs.AST.Program).body) visit(statement, stack);
        break;
      case 'MustacheStatement': {
        const m = node as hbs.AST.MustacheStatement;
        if (field === 'htmlTemplate' && !m.escaped)
          add(`${label} uses triple braces {{{…}}}, which would insert unescaped HTML: use {{…}}.`);
        checkCall(m.path, m.params, m.hash, stack, false);
        break;
      }
      case 'BlockStatement': {
        const b = node as hbs.AST.BlockStatement;
        const name = b.path.type === 'PathExpression' ? (b.path as hbs.AST.PathExpression).original : '';
        let inner: Scope = stack[stack.length - 1];
        if (BLOCK_HELPERS.has(name)) {
          checkArity(name, b.params);
          for (const param of b.params) checkExpression(param, stack);
          if ((name === 'with' || name === 'each') && b.params[0]?.type === 'PathExpression') {
            const target = b.params[0] as hbs.AST.PathExpression;
            const scope = stack[Math.max(0, stack.length - 1 - target.depth)];
            inner = target.data ? 'any' : (fieldsAt(scope, target.parts) ?? 'any');
          } else if (name === 'with' || name === 'each') inner = 'any';
        } else if (b.params.length > 0 || HELPERS.has(name)) {
          add(`${label} uses the unknown block helper "${name}".`);
        } else if (b.path.type === 'PathExpression') {
          // {{#leave}}…{{/leave}}: a section whose context is that variable.
          const p = b.path as hbs.AST.PathExpression;
          checkPath(p, stack);
          inner = fieldsAt(stack[Math.max(0, stack.length - 1 - p.depth)], p.parts) ?? 'any';
        }
        visit(b.program, inner === stack[stack.length - 1] ? stack : [...stack, inner]);
        visit(b.inverse, stack);
        break;
      }
      case 'PartialStatement':
      case 'PartialBlockStatement':
        add(`${label} uses a partial, which notification templates do not support.`);
        break;
      case 'DecoratorBlock':
      case 'Decorator':
        add(`${label} uses a decorator, which notification templates do not support.`);
        break;
      default:
        break; // content and comments
    }
  };
  visit(program, [root]);
  if (problems.length > 0) return problems;
  // What Handlebars could still refuse only while rendering is found here, with the sample params
  // of the preview, rather than in the transaction of a change that causes the event.
  try {
    render(source, field, SAMPLE_PARAMS[eventType] as unknown as Record<string, unknown>);
  } catch (error) {
    return [`${label} cannot be rendered: ${firstLine(error)}`];
  }
  return [];
}

/** 0 → "no value", 2 → "two values". */
function count(n: number): string {
  return n === 0 ? 'no value' : n === 1 ? 'one value' : `${['two', 'three'][n - 2] ?? n} values`;
}

/** The first line of an error's message, as a sentence. */
function firstLine(error: unknown): string {
  const line = String((error as Error)?.message ?? error)
    .split('\n')[0]!
    .trim()
    .slice(0, 200);
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

export interface Templates {
  title: string;
  textTemplate: string;
  htmlTemplate: string;
}

/** Every problem of a trigger's three templates, per field, as the error answer's details. */
export function validateTemplates(eventType: EventType, templates: Templates): ErrorDetail[] {
  return (['title', 'textTemplate', 'htmlTemplate'] as const).flatMap((field) =>
    templateProblems(templates[field], eventType, field).map((message) => ({ field, message })),
  );
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();
function compile(source: string, html: boolean): Handlebars.TemplateDelegate {
  const key = `${html ? 'h' : 't'}:${source}`;
  let template = compiled.get(key);
  if (!template) {
    if (compiled.size >= 500) compiled.clear();
    template = hb.compile(source, { noEscape: !html, strict: false });
    compiled.set(key, template);
  }
  return template;
}

export interface Rendered {
  title: string;
  textContent: string;
  htmlContent: string;
}

const RUNTIME = { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false };

function render(source: string, field: TemplateField, params: Record<string, unknown>): string {
  return compile(source, field === 'htmlTemplate')(params, RUNTIME);
}

/**
 * The HTML of a trigger that has no HTML template: its rendered text, escaped, a paragraph per
 * block of lines separated by a blank line, and a <br> at each other line break.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${block.split('\n').map(hb.escapeExpression).join('<br>\n')}</p>`)
    .join('\n');
}

/**
 * Renders a trigger's templates with an event's params; HTML variables are escaped, and an empty
 * HTML template is made from the rendered text (textToHtml). Throws when Handlebars cannot render
 * them (see TemplatesNotRendered for what the caller does then).
 */
export function renderTemplates(templates: Templates, params: Record<string, unknown>): Rendered {
  try {
    const textContent = render(templates.textTemplate, 'textTemplate', params);
    return {
      title: render(templates.title, 'title', params).trim().slice(0, 500),
      textContent,
      htmlContent:
        templates.htmlTemplate.trim() === ''
          ? textToHtml(textContent)
          : render(templates.htmlTemplate, 'htmlTemplate', params),
    };
  } catch (error) {
    throw new TemplatesNotRendered(firstLine(error));
  }
}

/** A title rendered with the event's sample params (the triggers list), or null if it cannot be. */
export function sampleTitle(eventType: EventType, title: string): string | null {
  try {
    const params = SAMPLE_PARAMS[eventType] as unknown as Record<string, unknown>;
    return render(title, 'title', params).trim().slice(0, 500);
  } catch {
    return null;
  }
}

/** A trigger's templates that Handlebars could not render, with its reason as a sentence. */
export class TemplatesNotRendered extends Error {
  constructor(readonly reason: string) {
    super(`The trigger's templates could not be rendered: ${reason}`);
    this.name = 'TemplatesNotRendered';
  }
}
