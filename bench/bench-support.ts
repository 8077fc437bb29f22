// Shared by the benches: flags, percentiles, a plain-text table and the target verdicts.

/** `--name=value` or `--name` flags of this process. */
export function readFlags(argv = process.argv.slice(2)): Map<string, string> {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(argument);
    if (match?.[1]) flags.set(match[1], match[2] ?? 'true');
  }
  return flags;
}

export function readNumberList(flags: Map<string, string>, name: string, fallback: number[]): number[] {
  const value = flags.get(name);
  if (!value) return fallback;
  const numbers = value.split(',').map((part) => Number(part.replace(/_/g, '').replace(/k$/i, '000')));
  if (numbers.some((number) => !Number.isFinite(number) || number <= 0))
    throw new Error(
      `--${name} takes positive numbers separated by commas, e.g. --${name}=${fallback.join(',')}`,
    );
  return numbers;
}

/** The value under which `share` (0..1) of the sorted samples fall (nearest rank). */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (values: string[]) =>
    values.map((value, column) => value.padStart(widths[column] ?? 0)).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}

export interface Verdict {
  description: string;
  isMet: boolean;
}

/**
 * Prints each target as met or missed. A missed target fails the process only with --strict: the benches run on
 * shared machines where a neighbour's load can move a figure, so failing is something a run asks for.
 */
export function reportVerdicts(verdicts: Verdict[], isStrict: boolean): void {
  console.log('');
  for (const verdict of verdicts)
    console.log(`${verdict.isMet ? 'met   ' : 'MISSED'}  ${verdict.description}`);
  const missed = verdicts.filter((verdict) => !verdict.isMet).length;
  if (missed > 0 && isStrict) {
    console.log(`${missed} target(s) missed (--strict).`);
    process.exitCode = 1;
  }
}

export const formatMs = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
