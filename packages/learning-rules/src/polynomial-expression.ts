import { createRational, type RationalNumber } from './rational-number';

/**
 * Exact normal form of a polynomial expression (rational coefficients, any single-letter variables), so
 * "13(n+18)", "13n+234" and "234+13n" all reduce to the same polynomial while "13n+18" does not.
 *
 * Two polynomials are equal as functions exactly when their expanded coefficients are equal, so comparing normal
 * forms accepts every equivalent answer in this grammar and never a wrong one: no sampling, no floating point.
 * Division by anything but a non-zero number, negative or symbolic exponents, and anything else outside the grammar
 * answer null; the caller then falls back to a stricter comparison rather than guessing.
 */

/** A monomial's key: its variables with their powers, in alphabetical order ("x^2*y"); "" for a constant. */
type MonomialKey = string;
export type Polynomial = ReadonlyMap<MonomialKey, RationalNumber>;

// Bounds on hostile input: a typed answer is short, and expanding (x+1)^40 must not stall the server.
const MAX_EXPRESSION_LENGTH = 120;
const MAX_EXPONENT = 12;
/** A number's power ("10^15", scientific notation) multiplies no terms, so it may be larger. */
const MAX_CONSTANT_EXPONENT = 30;
const MAX_TERMS = 400;

const ZERO: RationalNumber = { numerator: 0n, denominator: 1n };

function addRationals(a: RationalNumber, b: RationalNumber): RationalNumber {
  return createRational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  ) as RationalNumber;
}

function multiplyRationals(a: RationalNumber, b: RationalNumber): RationalNumber {
  return createRational(a.numerator * b.numerator, a.denominator * b.denominator) as RationalNumber;
}

function parseMonomialKey(key: MonomialKey): Map<string, number> {
  const powers = new Map<string, number>();
  if (key === '') return powers;
  for (const factor of key.split('*')) {
    const [variable = '', power = '1'] = factor.split('^');
    powers.set(variable, Number(power));
  }
  return powers;
}

function formatMonomialKey(powers: ReadonlyMap<string, number>): MonomialKey {
  return [...powers.entries()]
    .filter(([, power]) => power > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([variable, power]) => (power === 1 ? variable : `${variable}^${power}`))
    .join('*');
}

function multiplyMonomials(a: MonomialKey, b: MonomialKey): MonomialKey {
  const powers = parseMonomialKey(a);
  for (const [variable, power] of parseMonomialKey(b))
    powers.set(variable, (powers.get(variable) ?? 0) + power);
  return formatMonomialKey(powers);
}

function constantPolynomial(value: RationalNumber): Polynomial {
  return value.numerator === 0n ? new Map() : new Map([['', value]]);
}

function addPolynomials(a: Polynomial, b: Polynomial, sign: 1n | -1n = 1n): Polynomial | null {
  const sum = new Map(a);
  for (const [key, coefficient] of b) {
    const signed = { numerator: sign * coefficient.numerator, denominator: coefficient.denominator };
    const total = addRationals(sum.get(key) ?? ZERO, signed);
    if (total.numerator === 0n) sum.delete(key);
    else sum.set(key, total);
  }
  return sum.size > MAX_TERMS ? null : sum;
}

function multiplyPolynomials(a: Polynomial, b: Polynomial): Polynomial | null {
  let product: Polynomial | null = new Map();
  for (const [keyA, coefficientA] of a) {
    for (const [keyB, coefficientB] of b) {
      const term = new Map([[multiplyMonomials(keyA, keyB), multiplyRationals(coefficientA, coefficientB)]]);
      product = addPolynomials(product, term);
      if (product === null) return null;
    }
  }
  return product;
}

function degreeOf(polynomial: Polynomial): number {
  let degree = 0;
  for (const key of polynomial.keys()) {
    let total = 0;
    for (const power of parseMonomialKey(key).values()) total += power;
    degree = Math.max(degree, total);
  }
  return degree;
}

/** The polynomial's value when it has no variables, else null. */
function constantValue(polynomial: Polynomial): RationalNumber | null {
  if (polynomial.size === 0) return ZERO;
  if (polynomial.size === 1 && polynomial.has('')) return polynomial.get('') ?? null;
  return null;
}

type Token =
  | { kind: 'number'; value: RationalNumber; text: string }
  | { kind: 'variable'; name: string }
  | { kind: 'operator'; symbol: '+' | '-' | '*' | '/' | '^' | '(' | ')' };

function tokenise(text: string): Token[] | null {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const number = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(text.slice(index));
    if (number) {
      const [whole = '', fraction = ''] = number[0].split('.');
      const scale = 10n ** BigInt(fraction.length);
      tokens.push({
        kind: 'number',
        value: createRational(
          BigInt(whole || '0') * scale + BigInt(fraction || '0'),
          scale,
        ) as RationalNumber,
        text: number[0],
      });
      index += number[0].length;
    } else if (/[a-z]/.test(char)) {
      tokens.push({ kind: 'variable', name: char });
      index += 1;
    } else if ('+-*/^()'.includes(char)) {
      tokens.push({ kind: 'operator', symbol: char as '+' });
      index += 1;
    } else {
      return null;
    }
  }
  return tokens;
}

/**
 * Recursive descent with the usual precedence: sums, then products (an implicit product, as in "2x" or "3(x+1)",
 * binds like "*", left to right), then signs, then powers. A failure anywhere throws and parsing answers null.
 */
class ExpressionParser {
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Polynomial {
    const result = this.parseSum();
    if (this.position !== this.tokens.length) throw new Error('unexpected token');
    return result;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private isOperator(symbol: string): boolean {
    const token = this.peek();
    return token?.kind === 'operator' && token.symbol === symbol;
  }

  private parseSum(): Polynomial {
    let result = this.parseProduct();
    for (;;) {
      if (this.isOperator('+') || this.isOperator('-')) {
        const sign = this.isOperator('+') ? 1n : -1n;
        this.position += 1;
        result = checked(addPolynomials(result, this.parseProduct(), sign));
      } else {
        return result;
      }
    }
  }

  private parseProduct(): Polynomial {
    let result = this.parseSigned();
    for (;;) {
      const next = this.peek();
      if (this.isOperator('*')) {
        this.position += 1;
        result = checked(multiplyPolynomials(result, this.parseSigned()));
      } else if (this.isOperator('/')) {
        this.position += 1;
        const divisor = constantValue(this.parseSigned());
        if (divisor === null || divisor.numerator === 0n) throw new Error('unsupported divisor');
        const reciprocal = createRational(divisor.denominator, divisor.numerator) as RationalNumber;
        result = checked(multiplyPolynomials(result, constantPolynomial(reciprocal)));
      } else if (next?.kind === 'variable' || this.isOperator('(')) {
        result = checked(multiplyPolynomials(result, this.parsePower()));
      } else {
        return result;
      }
    }
  }

  private parseSigned(): Polynomial {
    if (this.isOperator('-') || this.isOperator('+')) {
      const sign = this.isOperator('+') ? 1n : -1n;
      this.position += 1;
      return checked(addPolynomials(new Map(), this.parseSigned(), sign));
    }
    return this.parsePower();
  }

  private parsePower(): Polynomial {
    const base = this.parseAtom();
    if (!this.isOperator('^')) return base;
    this.position += 1;
    const exponentToken = this.peek();
    if (exponentToken?.kind !== 'number' || !/^\d+$/.test(exponentToken.text)) throw new Error('exponent');
    this.position += 1;
    const exponent = Number(exponentToken.text);
    const degree = degreeOf(base);
    if (degree === 0 ? exponent > MAX_CONSTANT_EXPONENT : degree * exponent > MAX_EXPONENT)
      throw new Error('too large');
    if (this.isOperator('^')) throw new Error('stacked powers are ambiguous');
    let result: Polynomial = constantPolynomial({ numerator: 1n, denominator: 1n });
    for (let count = 0; count < exponent; count += 1) result = checked(multiplyPolynomials(result, base));
    return result;
  }

  private parseAtom(): Polynomial {
    const token = this.peek();
    this.position += 1;
    if (token?.kind === 'number') return constantPolynomial(token.value);
    if (token?.kind === 'variable') return new Map([[token.name, { numerator: 1n, denominator: 1n }]]);
    if (token?.kind === 'operator' && token.symbol === '(') {
      const inner = this.parseSum();
      if (!this.isOperator(')')) throw new Error('unbalanced');
      this.position += 1;
      return inner;
    }
    throw new Error('unexpected token');
  }
}

function checked(polynomial: Polynomial | null): Polynomial {
  if (polynomial === null) throw new Error('too large');
  return polynomial;
}

/** The expanded polynomial of `text` (already lower case, no spaces, ASCII operators), or null outside the grammar. */
export function parsePolynomial(text: string): Polynomial | null {
  if (text.length === 0 || text.length > MAX_EXPRESSION_LENGTH) return null;
  const tokens = tokenise(text);
  if (tokens === null) return null;
  try {
    return new ExpressionParser(tokens).parse();
  } catch {
    return null;
  }
}

export function arePolynomialsEqual(a: Polynomial, b: Polynomial): boolean {
  if (a.size !== b.size) return false;
  for (const [key, coefficient] of a) {
    const other = b.get(key);
    if (!other || other.numerator !== coefficient.numerator || other.denominator !== coefficient.denominator)
      return false;
  }
  return true;
}
