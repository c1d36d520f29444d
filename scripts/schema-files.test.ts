// The declarative schema's house rules (issue 35 point 1; supabase/README.md): files named NNN_<area>.sql, each under
// 250 lines, and each object created in exactly one place. The catalog check (scripts/schema-check.ts) proves the
// files build what the migrations build; this proves a reader finds one definition of each thing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffCatalogs } from './schema-catalog.ts';

const DIR = path.join(import.meta.dirname, '../supabase/schemas');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const text = (f: string) => fs.readFileSync(path.join(DIR, f), 'utf8');

// Statements that create a named object, comments and string bodies aside.
const CREATES: [string, RegExp][] = [
  ['function', /^create (?:or replace )?function ([\w.]+)\s*\(([^)]*)\)/gim],
  ['table', /^create table (?:if not exists )?([\w.]+)/gim],
  ['view', /^create (?:or replace )?view ([\w.]+)/gim],
  ['index', /^create (?:unique )?index (?:if not exists )?(\w+)/gim],
  ['trigger', /^create (?:constraint )?trigger (\w+)\s+[\s\S]*? on ([\w.]+)/gim],
  ['policy', /^create policy ("[^"]+"|\w+)\s+on ([\w.]+)/gim],
];

describe('supabase/schemas', () => {
  it('numbers its files in order and keeps each under 250 lines', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f).toMatch(/^\d{3}_[a-z0-9_]+\.sql$/);
      expect(text(f).split('\n').length, f).toBeLessThan(250);
    }
  });

  it('creates each function, table, view, index, trigger and policy in exactly one place', () => {
    const seen = new Map<string, string[]>();
    for (const f of files)
      for (const [kind, re] of CREATES)
        for (const m of text(f).matchAll(re)) {
          const key = `${kind} ${m.slice(1).join(' ').replace(/\s+/g, ' ').toLowerCase()}`;
          seen.set(key, [...(seen.get(key) ?? []), f]);
        }
    expect(seen.size).toBeGreaterThan(500);
    const twice = [...seen].filter(([, where]) => where.length > 1).map(([k, where]) => `${k}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
    // The done-when of issue 35: one file for create_registrations, one for the registration gate.
    expect(files.filter((f) => text(f).includes('function public.create_registrations'))).toHaveLength(1);
    expect(files.filter((f) => text(f).includes('function private.registration_before_insert'))).toHaveLength(1);
  });
});

describe('diffCatalogs', () => {
  it('names what is only on one side and shows the first differing line', () => {
    const a = new Map([
      ['function private.f(text)', 'select 1\nfrom x'],
      ['index public.gone_idx', 'CREATE INDEX ...'],
    ]);
    const b = new Map([
      ['function private.f(text)', 'select 1\nfrom y'],
      ['policy public.t "new"', 'permissive'],
    ]);
    expect(diffCatalogs(a, b)).toEqual([
      'differs: function private.f(text)\n    line 2:\n    migrations: from x\n    schemas: from y',
      'only in migrations: index public.gone_idx',
      'only in schemas: policy public.t "new"',
    ]);
    expect(diffCatalogs(a, new Map(a))).toEqual([]);
  });
});
