/**
 * Which sources make up a built chunk: walks the chunk's source map and gives each source the
 * minified bytes its mappings cover (a segment owns the bytes up to the next segment). Grouped by
 * npm package (or by the app's own folder), it responses "why is this chunk big" without a
 * visualizer plugin. Bytes are minified, before compression.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The decoded fields of one mapping segment, VLQ as in the source map v3 format. */
function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let shift = 0;
  let value = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes per source of one chunk (the chunk's own text; line ends counted to the last source). */
export function bytesBySource(distDir: string, file: string): Map<string, number> {
  const code = readFileSync(join(distDir, file), 'utf8');
  // The bundler's own runtime chunk (rolldown-runtime) has no source map: it is all "(unmapped)".
  if (!existsSync(join(distDir, `${file}.map`))) return new Map([['(unmapped)', code.length]]);
  const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const result = new Map<string, number>();
  const add = (source: string, bytes: number) => result.set(source, (result.get(source) ?? 0) + bytes);
  let source = 0;
  const mappingLines = map.mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!;
    const segments = (mappingLines[line] ?? '').split(',').filter(Boolean);
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (fields.length >= 4) {
        source += fields[1]!;
        starts.push({ column, source });
      } else {
        starts.push({ column, source: undefined });
      }
    }
    if (starts.length === 0) {
      add('(unmapped)', Buffer.byteLength(text) + 1);
      continue;
    }
    if (starts[0]!.column > 0) add('(unmapped)', Buffer.byteLength(text.slice(0, starts[0]!.column)));
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i]!;
      const end = i + 1 < starts.length ? starts[i + 1]!.column : text.length + 1;
      const name = start.source === undefined ? '(unmapped)' : (map.sources[start.source] ?? '(unknown)');
      add(name, Buffer.byteLength(text.slice(start.column, end)));
    }
  }
  return result;
}

/** A source's group: the npm package for node_modules, else the app folder two levels deep. */
export function sourceGroup(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === '@mantine/core' && rest[3] === 'components') return `@mantine/core/${rest[4]}`;
    return pkg;
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || source;
}

export function bytesByGroup(distDir: string, files: string[]): [string, number][] {
  const groups = new Map<string, number>();
  for (const file of files) {
    for (const [source, bytes] of bytesBySource(distDir, file)) {
      const group = sourceGroup(source);
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

/**
 * Gzip bytes per group, estimated: each file's gzip size shared out in proportion to its minified
 * bytes. Compression is not additive, so this is a guide to where the weight is, not an exact sum.
 */
export function gzipByGroup(distDir: string, files: { file: string; gzip: number }[]): [string, number][] {
  const groups = new Map<string, number>();
  for (const { file, gzip } of files) {
    const sources = bytesBySource(distDir, file);
    let raw = 0;
    for (const bytes of sources.values()) raw += bytes;
    for (const [source, bytes] of sources) {
      const group = sourceGroup(source);
      groups.set(group, (groups.get(group) ?? 0) + (gzip * bytes) / Math.max(1, raw));
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}
