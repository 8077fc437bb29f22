/**
 * What a generator knows about its own question that the content lint cannot read from the text: which graph
 * values the question asks about, which context a number lives in, whether a money key needs a rounding rule.
 * Every field is optional; a generator fills the ones that apply, and `lint/checks.ts` holds the rules that
 * read them (the ranges and tax rates live there, not in the generators, so they are reviewed in one place).
 */
export interface LintFacts {
  /**
   * Values a question asks the learner to read off a graph. Each must sit on a gridline (a multiple of
   * `gridStep` above `gridStart`) or carry a data label on the graph.
   */
  graphReads?: { value: number; gridStart: number; gridStep: number; labelled: boolean }[];
  /** Points a coordinate question plots or asks about; each must lie inside the drawn grid (-range..range). */
  gridPoints?: { range: number; points: [number, number][] };
  /**
   * A money key that changes by a cent with the moment of rounding: the keys other rounding orders give, and
   * the sentence of the question that states the rule. The rule must be in the question text whenever an
   * alternative differs from the key.
   */
  moneyRounding?: { alternativeKeys: string[]; ruleStated: string | null };
  /** The key counts things (pieces, bags, people), so it must be a whole number. */
  answerIsCount?: boolean;
  /** Numbers tied to a real-world context whose realistic range is kept in `REALISTIC_RANGES`. */
  contextValues?: { context: RealisticContext; values: number[] }[];
  /** Shelf prices the question gives, in cents, each checked against its item's usual Ontario price range. */
  itemPrices?: { item: PricedItem; cents: number }[];
  /** A sales tax the question applies, checked against Ontario's rule for that kind of item. */
  salesTax?: { item: TaxedItem; ratePercent: number };
  /** Whole numbers the question works with (in any notation), checked against the grade's scope. */
  scopeValues?: number[];
  /**
   * What the diagram draws, as named measurements (e.g. `{ 'parallel side': [8, 12], height: [5] }`). The
   * diagram's text alternative (its `<title>`) must state each value; each role name must appear too.
   */
  diagramFacts?: Record<string, number[]>;
  /** The diagram contains a right angle (a right triangle, a height meeting a base), so it needs the mark. */
  drawsRightAngle?: boolean;
}

export type RealisticContext =
  | 'ontario-march-high-celsius'
  | 'ontario-winter-celsius'
  | 'whitehorse-celsius'
  | 'diver-elevation-m'
  | 'plant-height-cm'
  | 'basketball-game-points'
  | 'hockey-game-goals'
  | 'daily-reading-minutes'
  | 'hourly-wage-cents'
  | 'weekly-hours';

export type TaxedItem =
  | 'general'
  | 'printed-book'
  | 'transit-pass'
  | 'basic-groceries'
  | 'children-clothing'
  | 'children-recreation-program';

/** Items priced in shopping questions whose usual Ontario shelf price is kept in `REALISTIC_PRICE_CENTS`. */
export type PricedItem =
  | 'notebook'
  | 'water bottle'
  | 'T-shirt'
  | 'pair of headphones'
  | 'backpack'
  | 'puzzle'
  | 'soccer ball'
  | 'art kit'
  | 'phone case'
  | 'board game'
  | 'printed book';
