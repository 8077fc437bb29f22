/**
 * The small block-style pseudo-code the coding tasks are written in (Ontario C3: sequences, loops, conditions,
 * variables, sub-programs, lists), with a renderer and an interpreter. The interpreter is what the tasks' `solve`
 * runs; the generators compute their keys from closed forms instead, so a slip in either shows up in the tests.
 *
 * Programs are shown in a fenced block (three backticks) that the web app renders in monospace with its indentation.
 */
import {
  type Rational,
  eq,
  isInteger,
  isTerminating,
  rat,
  toDecimalString,
  toFractionString,
} from '../core/rational';

export type BinaryOperator = '+' | '-' | '*' | '/';
export type CompareOperator = '>' | '<' | '>=' | '<=' | '=';

export type Expr =
  | { k: 'num'; v: number; knob?: true }
  | { k: 'var'; name: string }
  | { k: 'bin'; op: BinaryOperator; a: Expr; b: Expr }
  | { k: 'len'; list: string };

export type Cond = { k: 'cmp'; op: CompareOperator; a: Expr; b: Expr } | { k: 'even'; a: Expr };

export type Stmt =
  | { k: 'set'; name: string; value: Expr }
  | { k: 'list'; name: string; values: number[]; knobIndex?: number }
  | { k: 'repeat'; times: Expr; body: Stmt[] }
  | { k: 'for'; name: string; from: Expr; to: Expr; body: Stmt[] }
  | { k: 'each'; name: string; list: string; body: Stmt[] }
  | { k: 'if'; cond: Cond; then: Stmt[]; otherwise?: Stmt[] }
  | { k: 'define'; name: string; param: string; body: Stmt[] }
  | { k: 'call'; name: string; arg: Expr }
  | { k: 'say'; value: Expr };

export const num = (v: number, knob = false): Expr => (knob ? { k: 'num', v, knob: true } : { k: 'num', v });
export const v = (name: string): Expr => ({ k: 'var', name });
export const bin = (op: BinaryOperator, a: Expr, b: Expr): Expr => ({ k: 'bin', op, a, b });
export const set = (name: string, value: Expr): Stmt => ({ k: 'set', name, value });
export const say = (value: Expr): Stmt => ({ k: 'say', value });
export const cmpCond = (op: CompareOperator, a: Expr, b: Expr): Cond => ({ k: 'cmp', op, a, b });

const PRECEDENCE: Record<BinaryOperator, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };

export function renderExpr(e: Expr): string {
  switch (e.k) {
    case 'num':
      return String(e.v);
    case 'var':
      return e.name;
    case 'len':
      return `length of ${e.list}`;
    case 'bin': {
      const side = (child: Expr, right: boolean): string => {
        const text = renderExpr(child);
        if (child.k !== 'bin') return text;
        const lower = PRECEDENCE[child.op] < PRECEDENCE[e.op];
        const sameRight =
          right && PRECEDENCE[child.op] === PRECEDENCE[e.op] && (e.op === '-' || e.op === '/');
        return lower || sameRight ? `(${text})` : text;
      };
      return `${side(e.a, false)} ${e.op} ${side(e.b, true)}`;
    }
  }
}

function renderCond(c: Cond): string {
  return c.k === 'even' ? `${renderExpr(c.a)} is even` : `${renderExpr(c.a)} ${c.op} ${renderExpr(c.b)}`;
}

/** The one line a statement shows (a block statement shows its header). */
export function renderHeader(s: Stmt): string {
  switch (s.k) {
    case 'set':
      return `set ${s.name} to ${renderExpr(s.value)}`;
    case 'list':
      return `set ${s.name} to [${s.values.join(', ')}]`;
    case 'repeat':
      return `repeat ${renderExpr(s.times)} times`;
    case 'for':
      return `for ${s.name} from ${renderExpr(s.from)} to ${renderExpr(s.to)}`;
    case 'each':
      return `for each ${s.name} in ${s.list}`;
    case 'if':
      return `if ${renderCond(s.cond)}`;
    case 'define':
      return `define ${s.name}(${s.param})`;
    case 'call':
      return `${s.name}(${renderExpr(s.arg)})`;
    case 'say':
      return `say ${renderExpr(s.value)}`;
  }
}

export interface ProgramLine {
  text: string;
  depth: number;
  /** Index of the statement in preorder, or null for an `else` line. */
  statement: number | null;
}

/** Every statement in preorder: the numbering lines, bugs and blanks refer to. */
export function flatten(program: readonly Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  const walk = (list: readonly Stmt[]) => {
    for (const s of list) {
      out.push(s);
      if (s.k === 'repeat' || s.k === 'for' || s.k === 'each' || s.k === 'define') walk(s.body);
      if (s.k === 'if') {
        walk(s.then);
        if (s.otherwise) walk(s.otherwise);
      }
    }
  };
  walk(program);
  return out;
}

export function programLines(program: readonly Stmt[]): ProgramLine[] {
  const lines: ProgramLine[] = [];
  let index = 0;
  const walk = (list: readonly Stmt[], depth: number) => {
    for (const s of list) {
      lines.push({ text: renderHeader(s), depth, statement: index });
      index += 1;
      if (s.k === 'repeat' || s.k === 'for' || s.k === 'each' || s.k === 'define') walk(s.body, depth + 1);
      if (s.k === 'if') {
        walk(s.then, depth + 1);
        if (s.otherwise) {
          lines.push({ text: 'else', depth, statement: null });
          walk(s.otherwise, depth + 1);
        }
      }
    }
  };
  walk(program, 0);
  return lines;
}

/** The program as a fenced code block; `blank` replaces one statement's line with a gap to fill. */
export function renderProgram(
  program: readonly Stmt[],
  options: { numbered?: boolean; blank?: number } = {},
): string {
  const lines = programLines(program).map((line, i) => {
    const text = line.statement !== null && line.statement === options.blank ? '________' : line.text;
    const prefix = options.numbered ? `${String(i + 1).padStart(2, ' ')}  ` : '';
    return `${prefix}${'    '.repeat(line.depth)}${text}`;
  });
  return `\`\`\`\n${lines.join('\n')}\n\`\`\``;
}

/** Displayed line number (1-based, `else` lines counted) of a statement. */
export function displayLine(program: readonly Stmt[], statement: number): number {
  return programLines(program).findIndex((line) => line.statement === statement) + 1;
}

/** A copy of the program with one statement's own line replaced (a block keeps its body). */
export function replaceStatement(program: readonly Stmt[], statement: number, replacement: Stmt): Stmt[] {
  let index = 0;
  const walk = (list: readonly Stmt[]): Stmt[] =>
    list.map((s) => {
      const here = index;
      index += 1;
      let node: Stmt = here === statement ? withBodyOf(replacement, s) : s;
      if (node.k === 'repeat' || node.k === 'for' || node.k === 'each' || node.k === 'define')
        node = { ...node, body: walk(node.body) };
      else if (node.k === 'if')
        node = {
          ...node,
          then: walk(node.then),
          otherwise: node.otherwise ? walk(node.otherwise) : undefined,
        };
      return node;
    });
  return walk(program);
}

function withBodyOf(header: Stmt, original: Stmt): Stmt {
  if (
    (header.k === 'repeat' || header.k === 'for' || header.k === 'each' || header.k === 'define') &&
    'body' in original
  )
    return { ...header, body: original.body };
  if (header.k === 'if' && original.k === 'if')
    return { ...header, then: original.then, otherwise: original.otherwise };
  return header;
}

/** A copy with the marked number (or list entry) set to `value`: what "change this number" questions alter. */
export function withKnob(program: readonly Stmt[], value: number): Stmt[] {
  const expr = (e: Expr): Expr => {
    if (e.k === 'num') return e.knob ? { ...e, v: value } : e;
    if (e.k === 'bin') return { ...e, a: expr(e.a), b: expr(e.b) };
    return e;
  };
  const cond = (c: Cond): Cond =>
    c.k === 'even' ? { ...c, a: expr(c.a) } : { ...c, a: expr(c.a), b: expr(c.b) };
  const walk = (list: readonly Stmt[]): Stmt[] =>
    list.map((s): Stmt => {
      switch (s.k) {
        case 'set':
          return { ...s, value: expr(s.value) };
        case 'list':
          return s.knobIndex === undefined
            ? s
            : { ...s, values: s.values.map((x, i) => (i === s.knobIndex ? value : x)) };
        case 'repeat':
          return { ...s, times: expr(s.times), body: walk(s.body) };
        case 'for':
          return { ...s, from: expr(s.from), to: expr(s.to), body: walk(s.body) };
        case 'each':
        case 'define':
          return { ...s, body: walk(s.body) };
        case 'if':
          return {
            ...s,
            cond: cond(s.cond),
            then: walk(s.then),
            otherwise: s.otherwise ? walk(s.otherwise) : undefined,
          };
        case 'call':
          return { ...s, arg: expr(s.arg) };
        case 'say':
          return { ...s, value: expr(s.value) };
      }
    });
  return walk(program);
}

const STEP_LIMIT = 20_000;

/**
 * Exact fractions on plain numbers: the programs' values stay far below 2^53, and the bank runs thousands of programs
 * at every server start, where bigint fractions were several times slower.
 */
interface Q {
  n: number;
  d: number;
}
const gcdOf = (a: number, b: number): number => {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x || 1;
};
const q = (n: number, d = 1): Q => {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new Error('value too large');
  const sign = d < 0 ? -1 : 1;
  const g = gcdOf(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
};
const compare = (a: Q, b: Q): number => a.n * b.d - b.n * a.d;

/**
 * The one evaluator of expressions, shared by `runProgram` and `traceProgram` so a trace can never work a line to a
 * value the interpreter would not give. `lookup` supplies a variable's value (the interpreter refuses an unset one,
 * the trace reads it as 0); `lists` holds the lists `len` counts. Throws on division by zero.
 */
function evaluate(e: Expr, lookup: (name: string) => Q, lists: ReadonlyMap<string, readonly Q[]>): Q {
  switch (e.k) {
    case 'num':
      return q(e.v);
    case 'var':
      return lookup(e.name);
    case 'len':
      return q(lists.get(e.list)?.length ?? 0);
    case 'bin': {
      const a = evaluate(e.a, lookup, lists);
      const b = evaluate(e.b, lookup, lists);
      if (e.op === '+') return q(a.n * b.d + b.n * a.d, a.d * b.d);
      if (e.op === '-') return q(a.n * b.d - b.n * a.d, a.d * b.d);
      if (e.op === '*') return q(a.n * b.n, a.d * b.d);
      if (b.n === 0) throw new Error('division by zero');
      return q(a.n * b.d, a.d * b.n);
    }
  }
}

/**
 * Runs a program and returns what it says last (null if it says nothing, divides by zero or runs too long).
 * Exact fractions throughout, so a mean like 37/4 stays exact.
 */
export function runProgram(program: readonly Stmt[]): Rational | null {
  const scalars = new Map<string, Q>();
  const lists = new Map<string, Q[]>();
  const procedures = new Map<string, { param: string; body: Stmt[] }>();
  let said: Q | null = null;
  let steps = 0;
  const value = (e: Expr): Q =>
    evaluate(
      e,
      (name) => {
        const found = scalars.get(name);
        if (!found) throw new Error(`unset variable ${name}`);
        return found;
      },
      lists,
    );
  const test = (c: Cond): boolean => {
    if (c.k === 'even') {
      const x = value(c.a);
      return x.d === 1 && x.n % 2 === 0;
    }
    const order = compare(value(c.a), value(c.b));
    if (c.op === '>') return order > 0;
    if (c.op === '<') return order < 0;
    if (c.op === '>=') return order >= 0;
    if (c.op === '<=') return order <= 0;
    return order === 0;
  };
  const exec = (list: readonly Stmt[]): void => {
    for (const s of list) {
      steps += 1;
      if (steps > STEP_LIMIT) throw new Error('step limit');
      switch (s.k) {
        case 'set':
          scalars.set(s.name, value(s.value));
          break;
        case 'list':
          lists.set(
            s.name,
            s.values.map((x) => q(x)),
          );
          break;
        case 'repeat': {
          const times = value(s.times);
          for (let i = 0; i < times.n / times.d; i += 1) exec(s.body);
          break;
        }
        case 'for': {
          const from = value(s.from);
          const to = value(s.to);
          for (let i = from; compare(i, to) <= 0; i = q(i.n + i.d, i.d)) {
            scalars.set(s.name, i);
            exec(s.body);
          }
          break;
        }
        case 'each':
          for (const item of lists.get(s.list) ?? []) {
            scalars.set(s.name, item);
            exec(s.body);
          }
          break;
        case 'if':
          if (test(s.cond)) exec(s.then);
          else if (s.otherwise) exec(s.otherwise);
          break;
        case 'define':
          procedures.set(s.name, { param: s.param, body: s.body });
          break;
        case 'call': {
          const procedure = procedures.get(s.name);
          if (!procedure) throw new Error(`unknown procedure ${s.name}`);
          scalars.set(procedure.param, value(s.arg));
          exec(procedure.body);
          break;
        }
        case 'say':
          said = value(s.value);
          break;
      }
    }
  };
  try {
    exec(program);
  } catch {
    return null;
  }
  const out = said as Q | null;
  return out === null ? null : rat(out.n, out.d);
}

/** How a program's output is written as a typed answer: an integer, a terminating decimal, else a fraction. */
export function formatOutput(value: Rational): string {
  if (isInteger(value)) return value.n.toString();
  if (isTerminating(value)) return toDecimalString(value, 6, true);
  return toFractionString(value);
}

export const sameOutput = (a: Rational | null, b: Rational | null): boolean =>
  a !== null && b !== null && eq(a, b);

/** Loop passes a trace writes out in full; a longer loop shows its first three and last two passes. */
const TRACE_PASSES = 6;

/** The trace writes the program's own signs (* and /), so a worked line reads like the line of code it comes from. */
const TRACE_OPERATOR: Record<BinaryOperator, string> = { '+': '+', '-': '-', '*': '*', '/': '/' };

/**
 * A line-by-line account of a run, in words a learner follows: each line with the values it works on ("Line 3:
 * savings = 20 + 10 = 30"), each loop pass by pass, each condition with the values it compares. It narrates only;
 * the key comes from the generator's closed form and the check from `runProgram`.
 */
export function traceProgram(program: readonly Stmt[]): string {
  const statements = flatten(program);
  const lines = programLines(program);
  const indexOf = new Map(statements.map((s, i) => [s, i] as const));
  const lineOf = (s: Stmt): number => lines.findIndex((l) => l.statement === indexOf.get(s)) + 1;
  const lastLineOf = (s: Stmt): number => {
    const first = indexOf.get(s) ?? 0;
    const size = flatten([s]).length;
    let last = 0;
    lines.forEach((l, i) => {
      if (l.statement !== null && l.statement >= first && l.statement < first + size) last = i + 1;
    });
    return last;
  };
  const lineText = (s: Stmt): string => {
    const from = lineOf(s);
    const to = lastLineOf(s);
    return to > from ? `Lines ${from}–${to}` : `Line ${from}`;
  };

  const scalars = new Map<string, Q>();
  const lists = new Map<string, Q[]>();
  const procedures = new Map<string, { param: string; body: Stmt[] }>();
  const show = (x: Q): string => formatOutput(rat(x.n, x.d));
  const value = (e: Expr): Q => evaluate(e, (name) => scalars.get(name) ?? q(0), lists);
  /** The expression with each variable replaced by its value, in the program's signs (+ - * /). */
  const substituted = (e: Expr): string => {
    switch (e.k) {
      case 'num':
        return String(e.v);
      case 'var':
        return show(value(e));
      case 'len':
        return String(lists.get(e.list)?.length ?? 0);
      case 'bin': {
        const side = (child: Expr, right: boolean): string => {
          const text = substituted(child);
          if (child.k !== 'bin') return text;
          const lower = PRECEDENCE[child.op] < PRECEDENCE[e.op];
          const sameRight =
            right && PRECEDENCE[child.op] === PRECEDENCE[e.op] && (e.op === '-' || e.op === '/');
          return lower || sameRight ? `(${text})` : text;
        };
        return `${side(e.a, false)} ${TRACE_OPERATOR[e.op]} ${side(e.b, true)}`;
      }
    }
  };
  /** "20 + 10 = 30", or just "20" for a number. */
  const worked = (e: Expr): string => {
    const result = show(value(e));
    const text = substituted(e);
    return text === result ? result : `${text} = ${result}`;
  };
  /** Names of the for/each loops running now; each pass label already says "name = value". */
  const looping = new Set<string>();
  const isLoopVariable = (e: Expr): boolean => e.k === 'var' && looping.has(e.name);
  const condition = (c: Cond): { text: string; holds: boolean } => {
    if (c.k === 'even') {
      const x = value(c.a);
      const holds = x.d === 1 && x.n % 2 === 0;
      // The loop's own variable is already named in the pass label ("day = 3: 3 is odd"), so only its value is shown.
      const name = c.a.k === 'num' || isLoopVariable(c.a) ? '' : `${renderExpr(c.a)} `;
      return { text: `${name}${show(x)} is ${holds ? 'even' : 'odd'}`, holds };
    }
    const a = value(c.a);
    const b = value(c.b);
    const order = a.n * b.d - b.n * a.d;
    const holds =
      c.op === '>'
        ? order > 0
        : c.op === '<'
          ? order < 0
          : c.op === '>='
            ? order >= 0
            : c.op === '<='
              ? order <= 0
              : order === 0;
    const sign = { '>': '>', '<': '<', '>=': '≥', '<=': '≤', '=': '=' }[c.op];
    // A worked calculation comes first ("1 * 3 = 3, and 3 > 12 is false"), so no line chains two signs.
    const side = (e: Expr): string =>
      e.k === 'var' && !isLoopVariable(e) ? `${e.name} (${show(value(e))})` : show(value(e));
    const working = [c.a, c.b].filter((e) => e.k === 'bin').map(worked);
    const comparison = `${side(c.a)} ${sign} ${side(c.b)} is ${holds ? 'true' : 'false'}`;
    return { text: working.length > 0 ? `${working.join(' and ')}, and ${comparison}` : comparison, holds };
  };

  /** What one pass of a block does, as a phrase ("total = 0 + 3 = 3, count = 0 + 1 = 1"). */
  const run = (list: readonly Stmt[]): string[] => {
    const done: string[] = [];
    for (const s of list) {
      switch (s.k) {
        case 'set':
          done.push(`${s.name} = ${worked(s.value)}`);
          scalars.set(s.name, value(s.value));
          break;
        case 'list':
          lists.set(
            s.name,
            s.values.map((x) => q(x)),
          );
          done.push(`${s.name} = [${s.values.join(', ')}]`);
          break;
        case 'if': {
          const { text, holds } = condition(s.cond);
          const branch = holds ? s.then : (s.otherwise ?? []);
          const inner = run(branch);
          done.push(inner.length > 0 ? `${text}, so ${inner.join(', ')}` : `${text}, so nothing changes`);
          break;
        }
        case 'call': {
          const procedure = procedures.get(s.name);
          const arg = value(s.arg);
          if (!procedure) break;
          scalars.set(procedure.param, arg);
          done.push(
            `${s.name}(${show(arg)}) runs with ${procedure.param} = ${show(arg)}: ${run(procedure.body).join(', ')}`,
          );
          break;
        }
        case 'repeat':
        case 'for':
        case 'each':
          done.push(loop(s).join('; '));
          break;
        case 'define':
          procedures.set(s.name, { param: s.param, body: s.body });
          done.push(`${s.name} is defined; it runs only when called`);
          break;
        case 'say':
          done.push(`say ${worked(s.value)}`);
          break;
      }
    }
    return done;
  };
  /** The passes of a loop, each as "pass label: what it does", shortened in the middle when long. */
  const loop = (s: Extract<Stmt, { k: 'repeat' | 'for' | 'each' }>): string[] => {
    const passes: string[] = [];
    if (s.k === 'repeat') {
      const times = value(s.times);
      for (let i = 1; i <= times.n / times.d; i += 1) passes.push(`pass ${i}: ${run(s.body).join(', ')}`);
    } else if (s.k === 'for') {
      looping.add(s.name);
      const from = value(s.from);
      const to = value(s.to);
      for (let i = from; i.n * to.d - to.n * i.d <= 0; i = q(i.n + i.d, i.d)) {
        scalars.set(s.name, i);
        passes.push(`${s.name} = ${show(i)}: ${run(s.body).join(', ')}`);
      }
      looping.delete(s.name);
    } else {
      looping.add(s.name);
      for (const item of lists.get(s.list) ?? []) {
        scalars.set(s.name, item);
        passes.push(`${s.name} = ${show(item)}: ${run(s.body).join(', ')}`);
      }
      looping.delete(s.name);
    }
    if (passes.length <= TRACE_PASSES) return passes;
    return [...passes.slice(0, 3), `… (${passes.length - 5} more passes the same way)`, ...passes.slice(-2)];
  };
  const header = (s: Stmt): string => {
    if (s.k === 'repeat') return `repeat ${show(value(s.times))} times`;
    if (s.k === 'for') return `run for ${s.name} = ${show(value(s.from))} to ${show(value(s.to))}`;
    if (s.k === 'each')
      return `run once for each of the ${lists.get(s.list)?.length ?? 0} values in ${s.list}`;
    return '';
  };

  const sentencesOut: string[] = [];
  for (const s of program) {
    const where = lineText(s);
    if (s.k === 'repeat' || s.k === 'for' || s.k === 'each') {
      const head = header(s);
      sentencesOut.push(`${where} ${head}: ${loop(s).join('; ')}.`);
    } else if (s.k === 'say') sentencesOut.push(`${where} says ${worked(s.value)}.`);
    else if (s.k === 'define') {
      procedures.set(s.name, { param: s.param, body: s.body });
      sentencesOut.push(`${where} define ${s.name}(${s.param}); it runs only when it is called.`);
    } else sentencesOut.push(`${where}: ${run([s]).join(', ')}.`);
  }
  return sentencesOut.join(' ');
}
