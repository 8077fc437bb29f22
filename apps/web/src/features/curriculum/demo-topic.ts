/** The live demo covers Grade 6's five strands, topic ids 1 to 5 (spec 1 §9). */
const DEMO_TOPIC_IDS = [1, 2, 3, 4, 5] as const;

/** The demo topic for a strand: the strand itself when the demo covers it, otherwise a random demo topic. */
export function pickDemoTopicId(topicId: number, random: () => number = Math.random): number {
  if ((DEMO_TOPIC_IDS as readonly number[]).includes(topicId)) return topicId;
  return DEMO_TOPIC_IDS[Math.floor(random() * DEMO_TOPIC_IDS.length)] ?? 1;
}
