import { useElementSize } from '@mantine/hooks';
import { DEMO_REPORT_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useTranslation } from 'react-i18next';
import { chooseValueAxis, placeOnAxis, wrapLabel } from '../../../ui/chart-scale';
import type { DemoSkillReport } from '../demo-session';

/**
 * The chart is drawn at its box's own width (640 before the first measure), one SVG unit a pixel: scaled down from a
 * fixed 640 it set its 12 px texts 7 px tall on a 390 px phone (issue 26). Skill names wrap to their bar's width and
 * the room under the plot grows with their lines.
 */
const DEFAULT_WIDTH = 640;
const PLOT_HEIGHT = 212;
const PLOT = { left: 56, right: 16, top: 24 };
const LABEL_LINE_HEIGHT = 13;

/**
 * The report's performance view: each skill's points beside the demo's average reference of 3500 (spec 1 §9). Drawn
 * as SVG (no chart library in this chunk); the numbers are also in the figure's text alternative.
 */
export function PerformanceChart({ skills }: { skills: DemoSkillReport[] }) {
  const { t, i18n } = useTranslation('demo');
  const format = new Intl.NumberFormat(i18n.language);
  // A square root axis, as every chart with the specs' reference line (decision 017): the line stays at 3,500 and a
  // skill's bar (at most 500) is still a visible share of its height.
  const axis = chooseValueAxis(
    Math.max(DEMO_REPORT_AVERAGE_POINTS, ...skills.map((skill) => skill.skill_learner_points)),
    'sqrt',
  );
  const { ref, width: measured } = useElementSize();
  const chartWidth = measured || DEFAULT_WIDTH;
  const plotWidth = chartWidth - PLOT.left - PLOT.right;
  const plotHeight = PLOT_HEIGHT;
  const y = (value: number) => PLOT.top + plotHeight - placeOnAxis(value, axis.top, 'sqrt') * plotHeight;
  const slot = plotWidth / Math.max(skills.length, 1);
  const barWidth = Math.min(64, slot * 0.55);
  const ticks = axis.ticks;
  const labelWidth = Math.max(6, Math.floor(slot / 6.2));
  const labels = skills.map((skill) => wrapLabel(skill.skill_name, labelWidth));
  const bottomRoom = 18 + (Math.max(1, ...labels.map((lines) => lines.length)) - 1) * LABEL_LINE_HEIGHT + 12;
  const chartHeight = PLOT.top + plotHeight + bottomRoom;
  const description = t('report.chartDescription', {
    average: format.format(DEMO_REPORT_AVERAGE_POINTS),
    skills: skills
      .map((skill) =>
        t('report.chartSkill', { name: skill.skill_name, points: format.format(skill.skill_learner_points) }),
      )
      .join('; '),
  });

  return (
    <div ref={ref}>
      <svg
        width={chartWidth}
        height={chartHeight}
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        role="img"
        aria-label={description}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={chartWidth - PLOT.right} y1={y(tick)} y2={y(tick)} stroke="#e9ecef" />
            <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#495057">
              {format.format(tick)}
            </text>
          </g>
        ))}
        {skills.map((skill, index) => {
          const x = PLOT.left + slot * index + (slot - barWidth) / 2;
          const barTop = y(skill.skill_learner_points);
          return (
            <g key={skill.skill_id}>
              <rect
                x={x}
                y={barTop}
                width={barWidth}
                height={Math.max(2, PLOT.top + plotHeight - barTop)}
                rx="6"
                fill={skill.is_good_at ? '#2b7a3b' : '#c92a2a'}
              />
              <text
                x={x + barWidth / 2}
                y={barTop - 6}
                textAnchor="middle"
                fontSize="12"
                fontWeight="700"
                fill="#212529"
              >
                {format.format(skill.skill_learner_points)}
              </text>
              <text
                x={x + barWidth / 2}
                y={PLOT.top + plotHeight + 18}
                textAnchor="middle"
                fontSize="11"
                fill="#495057"
              >
                {(labels[index] ?? []).map((line, lineIndex) => (
                  <tspan
                    key={`${line}-${lineIndex}`}
                    x={x + barWidth / 2}
                    dy={lineIndex === 0 ? 0 : LABEL_LINE_HEIGHT}
                  >
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <line
          x1={PLOT.left}
          x2={chartWidth - PLOT.right}
          y1={y(DEMO_REPORT_AVERAGE_POINTS)}
          y2={y(DEMO_REPORT_AVERAGE_POINTS)}
          stroke="#e67700"
          strokeWidth="2"
          strokeDasharray="8 5"
        />
        <text
          x={chartWidth - PLOT.right}
          y={y(DEMO_REPORT_AVERAGE_POINTS) - 8}
          textAnchor="end"
          fontSize="12"
          fontWeight="700"
          fill="#a35200"
        >
          {t('report.average', { points: format.format(DEMO_REPORT_AVERAGE_POINTS) })}
        </text>
      </svg>
    </div>
  );
}
