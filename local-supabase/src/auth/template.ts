// The Go-template subset GoTrue's e-mail templates use here: {{ .Field }} and
// {{ .Data.key }}, {{ if X }} / {{ else if X }} / {{ else }} / {{ end }} where X
// is `.Field`, `eq .Field "text"` or `ne .Field "text"`. Values are HTML-escaped
// in bodies (html/template) and not in subjects (text/template). Anything else
// throws, so a template this cannot render fails loudly rather than differently.

export type TemplateData = Record<string, unknown>;

type Node = string | { out: string } | { if: Branch[] };
type Branch = { cond: string | null; body: Node[] };

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]);

function lookup(data: TemplateData, path: string): unknown {
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(path)) throw new Error(`template: unsupported expression ${path}`);
  let v: unknown = data;
  for (const key of path.slice(1).split('.')) v = v && typeof v === 'object' ? (v as TemplateData)[key] : undefined;
  return v;
}

const text = (v: unknown) => (v == null ? '' : String(v));

function truthy(data: TemplateData, cond: string): boolean {
  const cmp = /^(eq|ne)\s+(\S+)\s+"((?:[^"\\]|\\.)*)"$/.exec(cond);
  if (cmp) {
    const same = text(lookup(data, cmp[2])) === JSON.parse(`"${cmp[3]}"`);
    return cmp[1] === 'eq' ? same : !same;
  }
  const v = lookup(data, cond);
  return Boolean(v) && !(typeof v === 'object' && Object.keys(v as object).length === 0);
}

function parse(src: string): Node[] {
  const root: Node[] = [];
  const stack: { branches: Branch[] }[] = [];
  const current = () => (stack.length ? stack[stack.length - 1].branches.at(-1)!.body : root);
  const re = /\{\{(-?)\s*(.*?)\s*(-?)\}\}/gs;
  let last = 0;
  let trimNext = false;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    let lit = src.slice(last, m.index);
    if (trimNext) lit = lit.replace(/^\s+/, '');
    if (m[1]) lit = lit.replace(/\s+$/, '');
    if (lit) current().push(lit);
    last = re.lastIndex;
    trimNext = Boolean(m[3]);
    const action = m[2];
    let k: RegExpExecArray | null;
    if ((k = /^if\s+(.+)$/.exec(action))) {
      const node = { if: [{ cond: k[1], body: [] }] as Branch[] };
      current().push(node);
      stack.push({ branches: node.if });
    } else if ((k = /^else(?:\s+if\s+(.+))?$/.exec(action))) {
      if (!stack.length) throw new Error('template: {{ else }} outside {{ if }}');
      stack[stack.length - 1].branches.push({ cond: k[1] ?? null, body: [] });
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error('template: {{ end }} without {{ if }}');
    } else if (action.startsWith('.')) {
      current().push({ out: action });
    } else if (!action.startsWith('/*')) throw new Error(`template: unsupported action {{ ${action} }}`);
  }
  if (stack.length) throw new Error('template: {{ if }} without {{ end }}');
  let tail = src.slice(last);
  if (trimNext) tail = tail.replace(/^\s+/, '');
  if (tail) root.push(tail);
  return root;
}

function run(nodes: Node[], data: TemplateData, escape: (s: string) => string): string {
  let out = '';
  for (const n of nodes) {
    if (typeof n === 'string') out += n;
    else if ('out' in n) out += escape(text(lookup(data, n.out)));
    else {
      const hit = n.if.find((b) => b.cond === null || truthy(data, b.cond));
      if (hit) out += run(hit.body, data, escape);
    }
  }
  return out;
}

/** Renders a template as html/template would (values HTML-escaped). */
export const renderHtml = (src: string, data: TemplateData) => run(parse(src), data, escapeHtml);
/** Renders a template as text/template would (subjects). */
export const renderText = (src: string, data: TemplateData) => run(parse(src), data, (s) => s);
