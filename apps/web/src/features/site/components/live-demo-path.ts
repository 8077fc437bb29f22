import { DEMO_TOPIC_ID_MAX, DEMO_TOPIC_ID_MIN } from '@mathwise/api-contract';
import { paths } from '../../../lib/paths';

/** 'Try live demo' opens step 1 of a random demo topic, 1 to 5 (spec 1 §2, §9). */
export function buildLiveDemoPath(random: () => number = Math.random): string {
  const span = DEMO_TOPIC_ID_MAX - DEMO_TOPIC_ID_MIN + 1;
  const topicId = DEMO_TOPIC_ID_MIN + Math.min(span - 1, Math.floor(random() * span));
  return paths.diagnosticDemo.build(topicId, 1);
}
