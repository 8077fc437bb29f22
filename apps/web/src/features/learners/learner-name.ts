import type { LearnerUser } from '@mathwise/api-contract';

/** A learner's name as shown: the nickname when the name holds an at-sign, i.e. is an e-mail address (spec 2 §2). */
export function displayLearnerName(user: Pick<LearnerUser, 'name' | 'nickname'>): string {
  return user.name.includes('@') && user.nickname ? user.nickname : user.name;
}
