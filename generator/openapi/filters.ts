/**
 * List filters from the list call's parameters (issue 35): a parameter named like a field filters it (contains for a
 * text the document calls fuzzy, else equals), a start/end pair is a date range; what matches no field is a TODO.
 */
import type { Json, Param } from './document';
import type { Todo } from './yamlDraft';

const FUZZY = /模糊|fuzzy|like|contains|partial|keyword|关键/i;
const FROM = /^(start|begin|from)_?(time|date|at)?$|_(start|from|begin)$|^(start|begin)_/i;
const TO = /^(end|to)_?(time|date|at)?$|_(end|to)$|^end_/i;

export function filtersOf(params: Param[], skip: Set<string>, fields: Json, todos: Todo[]): Json[] {
  const filters: Json[] = [];
  const rest = params.filter((p) => !skip.has(p.name));
  const from = rest.find((p) => FROM.test(p.name));
  const to = rest.find((p) => TO.test(p.name) && p !== from);
  for (const p of rest) {
    if (p === to) continue;
    if (p === from && to) {
      filters.push(dateRange(p, to, fields, filters.length, todos));
      continue;
    }
    const field = fields[p.name] as Json | undefined;
    if (!field || field.type === 'object') {
      todos.push({
        path: ['list', 'filters'],
        text: `the list call also takes "${p.name}"${p.description ? ` (${p.description})` : ''}, which no field of the record matches`,
      });
      continue;
    }
    const fuzzy = field.type === 'string' && !field.enum && !field.format && FUZZY.test(p.description ?? '');
    const filter: Json = { field: p.name, op: fuzzy ? 'contains' : 'equals' };
    if (field.type === 'string' && !field.enum && !field.format && !fuzzy) {
      todos.push({
        path: ['list', 'filters', filters.length],
        text: 'equals or contains? the document does not say whether the service matches part of the text',
      });
    }
    if (p.required) filter.required = true;
    filters.push(filter);
  }
  return filters;
}

function dateRange(from: Param, to: Param, fields: Json, index: number, todos: Todo[]): Json {
  const dates = Object.entries(fields).filter(([, f]) => ['date', 'date-time'].includes(String((f as Json).format)));
  const stem = from.name.replace(FROM, '').replace(/^_|_$/g, '');
  const named = dates.find(([n]) => stem && n.includes(stem));
  const field = named?.[0] ?? dates[0]?.[0];
  if (!named)
    todos.push({
      path: ['list', 'filters', index],
      text: `which date does ${from.name}–${to.name} bound? ${field ? `guessed ${field}` : 'the record has no date field'}`,
    });
  const filter: Json = { field: field ?? from.name, op: 'dateRange', params: { from: from.name, to: to.name } };
  if (from.required) filter.required = true;
  return filter;
}
