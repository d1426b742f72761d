// Reads a retailer feed (CSV with a header row, or a JSON array of objects) into raw rows with the line each starts on.
import { parse } from 'csv-parse/sync';

export interface RawFeedRow {
  line: number;
  fields: Record<string, unknown>;
}

export class FeedError extends Error {}

export type FeedFormat = 'csv' | 'json';

export function feedFormatOf(fileName: string): FeedFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  throw new FeedError(`Unknown feed type of ${fileName}: use a .csv or .json file`);
}

const newlines = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
};

export function parseCsvFeed(text: string): RawFeedRow[] {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(normalized, {
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as never;
  } catch (err) {
    throw new FeedError(`The CSV could not be read: ${(err as Error).message}`);
  }
  if (!records.length) throw new FeedError('The CSV is empty');
  // Each record's raw text, skipped blank lines included, follows the previous one: count lines along.
  let consumed = 0;
  const rows: RawFeedRow[] = [];
  let header: string[] = [];
  for (const [i, { record, raw }] of records.entries()) {
    const line = consumed + (/^\n*/.exec(raw)?.[0].length ?? 0) + 1;
    consumed += newlines(raw);
    if (i === 0) {
      header = record;
      continue;
    }
    const fields: Record<string, unknown> = {};
    header.forEach((name, j) => {
      if (name && record[j] !== undefined && record[j] !== '') fields[name] = record[j];
    });
    rows.push({ line, fields });
  }
  return rows;
}

/** Lines on which the elements of a top-level JSON array start. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectValue && !/[\s,\]]/.test(ch)) {
      lines.push(line);
      expectValue = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectValue = true;
  }
  return lines;
}

export function parseJsonFeed(text: string): RawFeedRow[] {
  const clean = text.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(clean);
  } catch (err) {
    throw new FeedError(`The JSON could not be read: ${(err as Error).message}`);
  }
  if (!Array.isArray(data)) throw new FeedError('A JSON feed must be an array of items');
  const lines = elementLines(clean);
  return data.map((item, i) => ({
    line: lines[i] ?? i + 1,
    fields:
      item && typeof item === 'object' && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : { __notAnObject: true },
  }));
}

export function parseFeed(text: string, format: FeedFormat): RawFeedRow[] {
  return format === 'csv' ? parseCsvFeed(text) : parseJsonFeed(text);
}
