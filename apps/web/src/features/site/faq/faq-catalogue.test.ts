import { FAQ_CATEGORIES, type FaqQuestion } from '@mathwise/api-contract';
import { describe, expect, it } from 'vitest';
import {
  FAQ_QUESTIONS,
  filterFaqQuestions,
  findCategoryBySlug,
  toCategorySlug,
  toQuestionAnchor,
} from './faq-catalogue';

const sample: FaqQuestion[] = [
  { category: 'Account', label: 'How do I verify my e-mail address?', answer: 'Open the plans page.' },
  { category: 'Plans and Pricing', label: 'How much does Mathwise cost?', answer: 'See the e-mail.' },
];

describe('the FAQ catalogue', () => {
  it('has questions in every category of spec 1 and only those', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_QUESTIONS.filter((question) => question.category === category).length).toBeGreaterThan(2);
    }
    expect(FAQ_QUESTIONS.every((question) => FAQ_CATEGORIES.includes(question.category))).toBe(true);
  });

  it('names the five curriculum areas in its answers (spec 1 §1)', () => {
    const answers = FAQ_QUESTIONS.map((question) => question.answer).join(' ');
    for (const area of ['Numbers', 'Algebra', 'Data', 'Spatial Science', 'Financial Literacy']) {
      expect(answers).toContain(area);
    }
  });

  it('turns categories into slugs and back', () => {
    for (const category of FAQ_CATEGORIES)
      expect(findCategoryBySlug(toCategorySlug(category))).toBe(category);
    expect(toCategorySlug('Plans and Pricing')).toBe('plans-and-pricing');
    expect(findCategoryBySlug('billing')).toBeUndefined();
  });

  it('gives every question its own anchor', () => {
    const anchors = FAQ_QUESTIONS.map(toQuestionAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

describe('filterFaqQuestions', () => {
  it('searches question text only, not answers (spec 1 §5)', () => {
    expect(filterFaqQuestions(sample, 'e-mail').map((question) => question.category)).toEqual(['Account']);
    expect(filterFaqQuestions(sample, 'plans')).toEqual([]);
  });

  it('ignores case, extra spaces and word order', () => {
    expect(filterFaqQuestions(sample, '  COST   mathwise ')).toHaveLength(1);
  });

  it('returns everything for an empty query', () => {
    expect(filterFaqQuestions(sample, '   ')).toHaveLength(2);
  });
});
