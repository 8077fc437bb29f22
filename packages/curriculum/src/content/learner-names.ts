/**
 * Learner names shared by the Grade 6 families, so a question reads as if about a classmate and the list is kept
 * in one place (diverse, Ontario-classroom names). The order is part of generation: changing it changes which name
 * a seeded question shows.
 */
export const LEARNER_NAMES = [
  'Priya',
  'Liam',
  'Aanya',
  'Noah',
  'Mei',
  'Owen',
  'Zara',
  'Ethan',
  'Sofia',
  'Amir',
] as const;
