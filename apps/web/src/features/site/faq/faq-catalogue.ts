import { FAQ_CATEGORIES, type FaqCategory, type FaqQuestion } from '@mathwise/api-contract';
import questions from './faq-content.en-CA.json';

/** URL segment of each category for /faq/:category, e.g. "Plans and Pricing" -> "plans-and-pricing". */
export function toCategorySlug(category: FaqCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export function findCategoryBySlug(slug: string | undefined): FaqCategory | undefined {
  return FAQ_CATEGORIES.find((category) => toCategorySlug(category) === slug);
}

/** The static FAQ (spec 1 §2: "FAQ content is static (label, answer, category)"). */
export const FAQ_QUESTIONS: readonly FaqQuestion[] = questions as FaqQuestion[];

/** Spec 1 §5: search filters by question text only; every word typed must appear, in any case or order. */
export function filterFaqQuestions(all: readonly FaqQuestion[], query: string): FaqQuestion[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...all];
  return all.filter((question) => {
    const label = question.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
}

/** A stable anchor for a question, so /faq can link straight to one answer on its category page. */
export function toQuestionAnchor(question: FaqQuestion): string {
  return `q-${question.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
